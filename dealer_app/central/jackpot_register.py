"""The register of the bad beat jackpots (arrêté of 14 May 2007, art. 56-3-3): one entry per jackpot paid, with
the nature of the game, the table, the combination (both hands' five cards and names), date and time, each
player's amount, the main winner's name (the loser of the bad beat), who confirmed it and the two sign-offs
(supervisor and management); then, per club day and table, what the hands added to the meters.

Read from the events' own bodies in the central record (``jackpot-increment``, ``jackpot-hit``,
``jackpot-paid``: dealer_app/store/jackpot_events.py), which the table wrote in the same transaction as the
hand or the payment and which its chain signs: the daily register (register.py) checks those chains; this
paper prints what they say. A jackpot, its increments and its payment belong to the club day in which their
hand was dealt (the house's one rule, migrations/0007_club_day.sql); the time printed is the payment's.
Text for the terminal, CSV for machines (English column names, plain numbers), HTML that Qt prints as PDF
(the same writer as the daily register's: ``dealer-app central``'s ``pdf_writer``, ui/kit/printable.py).
"""
from __future__ import annotations

import csv
import html
import io
import json
from dataclasses import dataclass
from datetime import date, datetime, timezone
from typing import Optional

from dealer_app.words.book import speak
from dealer_app.words.jackpot_room import (combination_words, game_words, increment_words, increments_heading,
                                           losing_words, main_winner_words, no_increment_words, no_payment_words,
                                           paid_words, payment_heading, register_title, share_words,
                                           sign_off_words, signature_words, total_words, unknown_hit_words,
                                           winning_words)

from .reports import DayBounds, _cell, day_bounds, house_day

KINDS = ("jackpot-increment", "jackpot-hit", "jackpot-paid")

# The jackpot events of the days asked, each with the start of its hand (its day) and its game; the hand is the
# store's number, in the payload (session events carry no hand column).
_EVENTS = """
WITH b AS (SELECT (SELECT start_utc_us FROM central.club_day_bounds(%(first)s)) AS lo,
                  (SELECT end_utc_us FROM central.club_day_bounds(%(last)s)) AS hi),
j AS (SELECT e.store_id, e.seq, e.kind, e.table_id, e.utc_us, e.body,
             (convert_from(e.body, 'UTF8')::jsonb -> 'payload' ->> 'hand')::bigint AS hand
      FROM central.events e WHERE e.kind IN ('jackpot-increment', 'jackpot-hit', 'jackpot-paid'))
SELECT j.store_id, j.seq, j.kind, j.table_id, j.utc_us, j.body, j.hand, h.game, h.structure,
       central.club_day_at(coalesce(h.start_utc_us, j.utc_us))
FROM j CROSS JOIN b LEFT JOIN central.hand_starts h ON h.store_id = j.store_id AND h.number = j.hand
WHERE coalesce(h.start_utc_us, j.utc_us) >= b.lo AND coalesce(h.start_utc_us, j.utc_us) < b.hi
ORDER BY j.store_id, j.seq
"""


@dataclass(frozen=True)
class ShownHand:
    seat: int
    player: str
    five: tuple[str, ...]
    name: str                      # the engine's English name, as the table recorded it


@dataclass(frozen=True)
class Share:
    seat: int
    name: str
    amount: int


@dataclass(frozen=True)
class JackpotPayment:
    """One jackpot paid, as the register prints it."""

    day: date
    table_id: str
    store_id: str
    seq: int                       # the jackpot-paid event
    hand: Optional[int]
    game: Optional[str]
    structure: Optional[str]
    paid_utc_us: int
    meter: int
    loser: int                     # seats
    winner: int
    losing: Optional[ShownHand]    # None: no jackpot-hit for the hand in the record (said so)
    winning: Optional[ShownHand]
    shares: tuple[Share, ...]
    confirmed_by: str
    supervisor: str
    management: str
    restarts_at: int

    @property
    def main_winner(self) -> str:
        """The main winner: the player whose hand lost the bad beat (the loser's seat's name)."""
        return next((s.name for s in self.shares if s.seat == self.loser), "")


@dataclass(frozen=True)
class DayIncrements:
    """A table's increments of one club day: hands that added to the meter, the sum, what corrections took back."""

    day: date
    table_id: str
    hands: int
    amount: int
    taken_back: int


@dataclass(frozen=True)
class JackpotRegister:
    day_from: date
    day_to: date
    payments: tuple[JackpotPayment, ...]
    increments: tuple[DayIncrements, ...]
    time_zone: str = "UTC"
    bounds: Optional[DayBounds] = None
    sessions: tuple[tuple[str, Optional[int], int, int], ...] = ()   # (store, session, added, paid): the reports'

    @property
    def paid(self) -> int:
        return sum(p.meter for p in self.payments)

    @property
    def added(self) -> int:
        return sum(i.amount for i in self.increments)


def read_jackpot_register(conn, day_from: date, day_to: Optional[date] = None) -> JackpotRegister:
    day_to = day_to or day_from
    rows = conn.execute(_EVENTS, {"first": day_from, "last": day_to}).fetchall()
    hits: dict[tuple[str, Optional[int]], dict] = {}
    payments, adds, sessions = [], {}, {}
    for store_id, seq, kind, table_id, utc_us, body, hand, game, structure, day in rows:
        try:
            event = json.loads(bytes(body))
            payload = event.get("payload") or {}
        except ValueError:
            continue                   # a body that is not JSON: the daily register's chain check says so
        added, paid_out = sessions.get((store_id, event.get("session")), (0, 0))
        if kind == "jackpot-increment":
            added += int(payload.get("amount") or 0)
        elif kind == "jackpot-paid":
            paid_out += int(payload.get("meter") or 0)
        sessions[(store_id, event.get("session"))] = (added, paid_out)
        if kind == "jackpot-hit":
            hits[(store_id, hand)] = payload         # the latest hit of the hand before its payment
        elif kind == "jackpot-increment":
            amount = int(payload.get("amount") or 0)
            day_hands, total, back = adds.get((day, table_id), (set(), 0, 0))
            if payload.get("withdrawn"):
                day_hands.discard(hand)
                back -= amount
            elif amount:
                day_hands.add(hand)
            adds[(day, table_id)] = (day_hands, total + amount, back)
        else:
            hit = hits.get((store_id, hand), {})
            payments.append(JackpotPayment(
                day, table_id, store_id, seq, hand, game, structure, utc_us, int(payload.get("meter") or 0),
                int(payload.get("loser", 0)), int(payload.get("winner", 0)),
                _shown(hit, payload.get("loser"), payload), _shown(hit, payload.get("winner"), payload),
                tuple(Share(int(s["seat"]), str(s.get("name") or ""), int(s["amount"]))
                      for s in payload.get("shares") or ()),
                str(payload.get("confirmed_by") or ""), str(payload.get("supervisor") or ""),
                str(payload.get("management") or ""), int(payload.get("restarts_at") or 0)))
    payments.sort(key=lambda p: (p.paid_utc_us, p.table_id, p.seq))
    increments = tuple(DayIncrements(day, table, len(h), total, back)
                       for (day, table), (h, total, back) in sorted(adds.items()))
    return JackpotRegister(day_from, day_to, tuple(payments), increments, house_day(conn).get("time_zone") or "UTC",
                           day_bounds(conn, day_from, day_to),
                           tuple((store, session, a, p) for (store, session), (a, p) in sorted(
                               sessions.items(), key=lambda kv: (kv[0][0], kv[0][1] or 0))))


def _shown(hit: dict, seat, paid: dict) -> Optional[ShownHand]:
    names = {s.get("seat"): s.get("name") for s in paid.get("shares") or ()}
    for h in hit.get("hands") or ():
        if h.get("seat") == seat:
            return ShownHand(int(seat), str(names.get(seat) or ""), tuple(map(str, h.get("five") or ())),
                             str(h.get("name") or ""))
    return None


def moment(register: JackpotRegister, utc_us: int) -> str:
    """The payment's date and time on the club's clock."""
    at = datetime.fromtimestamp(utc_us / 1e6, timezone.utc)
    try:
        from zoneinfo import ZoneInfo
        at = at.astimezone(ZoneInfo(register.time_zone))
    except Exception:              # a zone this machine does not know: UTC, said
        return at.strftime("%Y-%m-%d %H:%M UTC")
    return at.strftime("%Y-%m-%d %H:%M")


# ------------------------------------------------------------------ the words of one entry

def _hand(h: Optional[ShownHand]):
    return unknown_hit_words() if h is None else combination_words(h.seat, h.player, h.name, h.five)


def entry_words(register: JackpotRegister, number: int, p: JackpotPayment) -> list:
    """One jackpot paid, as lines of Words (the text and the page say the same)."""
    lines = [payment_heading(number, p.table_id, p.hand or 0, game_words(p.game, p.structure),
                             moment(register, p.paid_utc_us)),
             losing_words(_hand(p.losing)), winning_words(_hand(p.winning)),
             paid_words(p.meter, p.restarts_at), main_winner_words(p.main_winner, p.loser)]
    lines += [share_words(s.seat, s.name, s.amount, s.seat == p.loser) for s in p.shares]
    lines.append(sign_off_words(p.confirmed_by, p.supervisor, p.management))
    return lines


def increment_lines(register: JackpotRegister) -> list:
    if not register.increments:
        return [no_increment_words()]
    return [increment_words(i.day.isoformat(), i.table_id, i.hands, i.amount, i.taken_back)
            for i in register.increments]


def jackpot_register_text(register: JackpotRegister, language: str = "fr") -> str:
    out = [speak(register_title(register.day_from, register.day_to), language), ""]
    if not register.payments:
        out += [speak(no_payment_words(), language), ""]
    for number, p in enumerate(register.payments, 1):
        words = entry_words(register, number, p)
        out.append(speak(words[0], language))
        out += ["  " + speak(w, language) for w in words[1:]]
        out.append("")
    out.append(speak(increments_heading(), language))
    out += ["  " + speak(w, language) for w in increment_lines(register)]
    out += ["", speak(total_words(register.added, register.paid), language)]
    return "\n".join(out) + "\n"


CSV_COLUMNS = ("record", "day", "table", "store_id", "seq", "hand", "game", "structure", "paid_at_utc", "meter",
               "seat", "player", "amount", "main_winner", "losing_five", "losing_name", "winning_five",
               "winning_name", "confirmed_by", "supervisor", "management", "restarts_at", "hands_incremented",
               "taken_back")


def jackpot_register_csv(register: JackpotRegister) -> str:
    """One "share" row per player paid (its jackpot's facts repeated: each row stands alone), then one
    "increments" row per club day and table."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for p in register.payments:
        at = datetime.fromtimestamp(p.paid_utc_us / 1e6, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        losing, winning = p.losing, p.winning
        for s in p.shares:
            writer.writerow(map(_cell, ("share", p.day.isoformat(), p.table_id, p.store_id, p.seq, p.hand or "",
                                        p.game or "", p.structure or "", at, p.meter, s.seat, s.name, s.amount,
                                        int(s.seat == p.loser), " ".join(losing.five) if losing else "",
                                        losing.name if losing else "", " ".join(winning.five) if winning else "",
                                        winning.name if winning else "", p.confirmed_by, p.supervisor,
                                        p.management, p.restarts_at, "", "")))
    for i in register.increments:
        writer.writerow(map(_cell, ("increments", i.day.isoformat(), i.table_id, "", "", "", "", "", "", "", "", "",
                                    i.amount, "", "", "", "", "", "", "", "", "", i.hands, i.taken_back)))
    return buffer.getvalue()


def jackpot_register_html(register: JackpotRegister, language: str = "fr") -> str:
    """A printable page: each jackpot in a box with its two sign-off lines, then the increments."""
    def s(words) -> str:
        return html.escape(speak(words, language))

    title = s(register_title(register.day_from, register.day_to))
    out = [f"<html><head><meta charset='utf-8'><title>{title}</title></head><body>", f"<h2>{title}</h2>"]
    if not register.payments:
        out.append(f"<p>{s(no_payment_words())}</p>")
    for number, p in enumerate(register.payments, 1):
        words = entry_words(register, number, p)
        out.append("<table border='1' cellspacing='0' cellpadding='4' width='100%'>")
        out.append(f"<tr><th align='left'>{s(words[0])}</th></tr>")
        out += [f"<tr><td>{s(w)}</td></tr>" for w in words[1:]]
        out.append(f"<tr><td><br>{s(signature_words())}<br></td></tr></table><br>")
    out.append(f"<h3>{s(increments_heading())}</h3>")
    out += [f"<p>{s(w)}</p>" for w in increment_lines(register)]
    out.append(f"<p><b>{s(total_words(register.added, register.paid))}</b></p>")
    out.append("</body></html>")
    return "\n".join(out)


def session_jackpot_totals(register: JackpotRegister) -> dict[tuple[str, Optional[int]], tuple[int, int]]:
    """Per table store and session: (added to the meter, paid), for the reports by table session."""
    return {(store, session): (added, paid) for store, session, added, paid in register.sessions}


def report_jackpots(conn, by: str, day_from: date, day_to: Optional[date] = None) -> Optional[dict]:
    """The house report's jackpot figures (reports.py ``row_jackpot``): by table or by table session; None else."""
    if by not in ("table", "session"):
        return None
    register = read_jackpot_register(conn, day_from, day_to)
    return table_jackpot_totals(register) if by == "table" else session_jackpot_totals(register)


def table_jackpot_totals(register: JackpotRegister) -> dict[str, tuple[int, int]]:
    """Per table: (added to the meter, paid), for the daily register's and the reports' jackpot lines."""
    out: dict[str, tuple[int, int]] = {}
    for i in register.increments:
        added, paid = out.get(i.table_id, (0, 0))
        out[i.table_id] = (added + i.amount, paid)
    for p in register.payments:
        added, paid = out.get(p.table_id, (0, 0))
        out[p.table_id] = (added, paid + p.meter)
    return out


__all__ = ["CSV_COLUMNS", "DayIncrements", "JackpotPayment", "JackpotRegister", "Share", "ShownHand",
           "jackpot_register_csv", "jackpot_register_html", "jackpot_register_text", "read_jackpot_register",
           "report_jackpots", "session_jackpot_totals", "table_jackpot_totals"]
