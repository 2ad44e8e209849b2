"""The words of the house's reports and of the French daily register (dealer_app/central/reports.py,
register.py), as translatable ``Words``: French first (the register is a French document), English and
Russian offered. The CSV files keep English column names (for machines)."""
from __future__ import annotations

from datetime import date
from typing import Optional

from ui.views.words import Words, say

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
    "pots": say("CentralReport", "pots"),
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


def register_alarm_line(alarm_id: str, table: str, store: str, session: Optional[int], kind: Words, first: str,
                        last: str, times: int, seq: Optional[int], state: Words) -> Words:
    """One alarm of the day: which, where, when, how often, and its state (open, cleared, acknowledged)."""
    where = (say("CentralReport", "table {table} (store {store}), session {session}").format(
        table=table, store=store[:12], session=str(session)) if session is not None else
        say("CentralReport", "table {table} (store {store})").format(table=table, store=store[:12]))
    at = say("CentralReport", " at event {seq}").format(seq=str(seq)) if seq is not None else Words("", "")
    return say("CentralReport", "Alarm {id}, {where}: {kind}{at}, {first} to {last}, %n time(s): {state}", None,
               times).format(id=alarm_id, where=where, kind=kind, at=at, first=first, last=last, state=state)


def register_no_alarm() -> Words:
    return say("CentralReport", "No alarm on the day's tables")


def register_alarms_open(table: str, store: str, count: int) -> Words:
    return say("CentralReport", "Table {table} (store {store}): NOT CLOSED, %n alarm(s) open: a supervisor "
                                "acknowledges each with a reason", None, count).format(table=table, store=store)


def register_refused(table: str, store: str, hands: int, rake: int, pots: int, first: Optional[int],
                     last: Optional[int]) -> Words:
    """What the record refused (kept centrally for the floor), counted in no total above."""
    span = (say("CentralReport", " (hands {first} to {last})").format(first=str(first), last=str(last))
            if first is not None else Words("", ""))
    return say("CentralReport", "Table {table} (store {store}): refused by the central record and in no total "
                                "above: %n hand(s){span}, rake {rake}, pots {pots}; kept for the floor", None,
               hands).format(table=table, store=store[:12], span=span, rake=rake, pots=pots)


def register_unverified_alarms(key_id: str, count: int) -> Words:
    return say("CentralReport", "Signatures checked with the floor's public key {key}, but %n alarm(s) open: the "
                                "day is not closed", None, count).format(key=key_id)


def clock_jump_note(row: str, jumps: int) -> Words:
    """Under a report whose row's hours were read across a table clock jump (set back or ahead)."""
    return say("CentralReport", "(!) {row}: the table's clock jumped %n time(s) within these hands (set back or "
                                "ahead): its hours dealt and hands per hour are not to be trusted", None,
               jumps).format(row=row)


def day_rule(start: str, end: str, time_zone: str) -> Words:
    """The one club-day rule, printed on every report and register (issue 25): by the hand's start."""
    return say("CentralReport", "Club day from {start} to {end} ({zone}): a hand belongs to the day in which it was "
                                "dealt").format(start=start, end=end, zone=time_zone)


def register_money_mismatch(table: str, store: str, session: Optional[int], figure: Words, derived: int,
                            signed: int) -> Words:
    """A figure of the derived rows (hand_ends, time_collected) that the signed events' own bodies do not give."""
    return say("CentralReport", "ALARM — table {table} (store {store}, session {session}): the {figure} of the central "
                                "base's derived rows is {derived}, the signed events give {signed}: the derived rows "
                                "were changed").format(table=table, store=store,
                                                       session="?" if session is None else str(session),
                                                       figure=figure, derived=str(derived), signed=str(signed))


def register_chain_break(table: str, store: str, seq: int, held: str, computed: str) -> Words:
    return say("CentralReport", "ALARM — table {table} (store {store}): event {seq}'s body does not give the hash the "
                                "central base holds for it ({held}; its body gives {computed}): the event was changed "
                                "after it was received").format(table=table, store=store, seq=str(seq), held=held,
                                                                computed=computed)


def register_signed_figures() -> Words:
    return say("CentralReport", "The figures printed above are those of the signed events, not of the derived rows")


def register_money_open(table: str, store: str, count: int) -> Words:
    return say("CentralReport", "Table {table} (store {store}): NOT CLOSED, %n figure(s) or event(s) of the central "
                                "base do not match the signed events", None, count).format(table=table, store=store)


def register_unverified_money(key_id: str, count: int) -> Words:
    return say("CentralReport", "Signatures checked with the floor's public key {key}, but %n figure(s) or event(s) "
                                "do not match the signed events: the day is NOT verified", None,
               count).format(key=key_id)


def register_log_name(log: str) -> Words:
    return {"supervisor_log": say("CentralReport", "the supervisors' log"),
            "floor_acts": say("CentralReport", "the floor's acts")}[log]


def register_log_changed(log: Words, row: int) -> Words:
    """The signed head of a chained log gone or changed (migrations/0013_chained_logs.sql)."""
    return say("CentralReport", "ALARM — {log} was changed after it was signed: row {row}").format(log=log,
                                                                                                   row=str(row))


def register_log_broken(log: Words, row: int) -> Words:
    return say("CentralReport", "ALARM — {log} was changed: its chain breaks at row {row} (a row before it was "
                                "deleted, or this one changed)").format(log=log, row=str(row))
