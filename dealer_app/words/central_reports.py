"""The words of the house's reports and of the French daily register (dealer_app/central/reports.py,
register.py), as translatable ``Words``: French first (the register is a French document), English and
Russian offered. The CSV files keep English column names (for machines)."""
from __future__ import annotations

from datetime import date
from typing import Optional

from dealer_app.words.base import Words, say

BY_WORDS = {
    "table": say("CentralReport", "table"),
    "shift": say("CentralReport", "shift"),
    "dealer": say("CentralReport", "dealer"),
    "day": say("CentralReport", "day"),
    "session": say("CentralReport", "table session"),
    "all": say("CentralReport", "all tables"),
}

_COLUMNS = {
    "hands": say("CentralReport", "hands dealt"),
    "misdeals": say("CentralReport", "misdeals"),
    "voids": say("CentralReport", "void"),
    "rake": say("CentralReport", "rake"),
    "time": say("CentralReport", "time collected"),
    "hours_dealt": say("CentralReport", "hours dealt"),
    "hands_per_hour": say("CentralReport", "hands per hour"),
    "total": say("CentralReport", "total"),
    "session_number": say("CentralReport", "session"),
    "first_hand": say("CentralReport", "from"),
    "last_hand": say("CentralReport", "to"),
    "checkpoint": say("CentralReport", "closed by checkpoint"),
}


def column_words(name: str) -> Words:
    return _COLUMNS.get(name) or BY_WORDS[name]


def report_title(by: str, day_from: date, day_to: Optional[date] = None) -> Words:
    if day_to is None or day_to == day_from:
        return say("CentralReport", "Rake and time collected by {by}, day of {day}").format(
            by=BY_WORDS[by], day=day_from.isoformat())
    return say("CentralReport", "Rake and time collected by {by}, days {first} to {last}").format(
        by=BY_WORDS[by], first=day_from.isoformat(), last=day_to.isoformat())


def register_title(day: date) -> Words:
    return say("CentralReport", "Daily register of the games, day of {day}").format(day=day.isoformat())


def register_closed(table: str, store: str, seq: int, key_id: str, head: str, signature: str) -> Words:
    return say("CentralReport", "Table {table} (store {store}): closed by the checkpoint of event {seq}, key {key}, "
                                "head {head}, signature {signature}").format(
        table=table, store=store, seq=str(seq), key=key_id, head=head, signature=signature)


def register_open(table: str, store: str) -> Words:
    return say("CentralReport", "Table {table} (store {store}): NOT CLOSED, no checkpoint signed after the day's end "
                                "covers its last event").format(table=table, store=store)


def register_invalid_checkpoint(table: str, store: str, number: int, seq: int, by: str, signature: str,
                                why: str) -> Words:
    return say("CentralReport", "ALARM — table {table} (store {store}): checkpoint no. {number} of event {seq}, "
                                "recorded by {by}, does not verify and was not used (signature {signature}): "
                                "{why}").format(table=table, store=store, number=str(number), seq=str(seq), by=by,
                                                signature=signature, why=why)


def register_verified(key_id: str) -> Words:
    return say("CentralReport", "Every signature checked with the floor's public key {key}").format(key=key_id)


def register_totals() -> Words:
    return say("CentralReport", "Totals of the day")


def day_rule(start: str, end: str, time_zone: str) -> Words:
    """The one club-day rule, printed on every report and register (issue 25): by the hand's start."""
    return say("CentralReport", "Club day from {start} to {end} ({zone}): a hand belongs to the day in which it was "
                                "dealt").format(start=start, end=end, zone=time_zone)
