"""The session report (issue 4): hands dealt, hands per hour, rake, buy-ins and rebuys, per dealer shift,
and the time collected instead of a levy (RULES.md 11), per seat and in all, summed like the rake.

Built from a table session (engine.session.table) and its times, which the
console gives with each request (the engine has no clock). Text for the
screen and the printer, in the dealer's language (``Words``: English text that
the window says in French), CSV for the club's spreadsheet (English column
names and plain numbers, for machines). Hands that were
misdealt or voided gave every chip back: they are counted apart, not as
hands dealt.
"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from fractions import Fraction
from typing import Callable, Optional, Sequence

from engine.session.values import MISDEAL, VOID, CashMove, HandSummary, Reconciliation
from engine.session.table import TableSession

from dealer_app.table.report_jackpot import jackpot_lines
from ui.views.words import Words, join, say


@dataclass(frozen=True)
class Period:
    """One dealer shift, or the whole session."""

    label: str                   # "Marie" or "session"
    start: Optional[str]
    end: Optional[str]
    hands: int                   # hands dealt (misdeals and voids not counted)
    misdeals: int
    voids: int
    rake: int
    jackpot: int
    buy_ins: int                 # how many
    buy_in_total: int
    rebuys: int
    rebuy_total: int
    cashed_out: int
    time: int = 0                # time collected (RULES.md 11), from the stacks as hands started, less given back

    @property
    def hours(self) -> Optional[Fraction]:
        if not self.start or not self.end:
            return None
        seconds = (datetime.fromisoformat(self.end) - datetime.fromisoformat(self.start)).total_seconds()
        return Fraction(int(seconds), 3600) if seconds > 0 else None

    @property
    def hands_per_hour(self) -> Optional[Fraction]:
        hours = self.hours
        return Fraction(self.hands) / hours if hours else None

    @property
    def rake_per_hand(self) -> Optional[Fraction]:
        return Fraction(self.rake, self.hands) if self.hands else None


@dataclass(frozen=True)
class SessionReport:
    session: Period
    shifts: tuple[Period, ...]
    hands: tuple[HandSummary, ...]
    reconciliation: Reconciliation
    segments: int
    head: Optional[str] = None       # the store's chain head, SEQ:HASH in full (at the close, or now)
    time_by_seat: tuple[tuple[int, str, int], ...] = ()   # (seat, name, time collected), by seat
    jackpot: tuple[Words, ...] = ()  # the jackpots' increments, hits, payments and high hands (report_jackpot.py)


def session_report(session: TableSession, now: Optional[str] = None, head: Optional[str] = None,
                   shown: Callable[[int], int] = lambda number: number) -> SessionReport:
    """The report; ``now`` closes a shift still open (and the session) for the hours; ``head`` the
    store's chain head, printed in full so that it can be written down (verify --expect-head); ``shown``
    the number the screens and the store give a hand."""
    hands = tuple(session.hands)
    moves = session.cash_moves
    shifts = []
    collections = session.time_collections
    for i, shift in enumerate(session.shifts):
        dealt = [h for h in hands if h.shift == i]
        numbers = {h.number for h in dealt}
        shifts.append(_period(shift.dealer, shift.start, shift.end or now, dealt, [m for m in moves if m.shift == i],
                              sum(t.amount for t in collections if t.hand in numbers)))
    times = [t for t in [s.start for s in session.shifts] + [s.end for s in session.shifts]
             + [h.at for h in hands] + [h.ended_at for h in hands] + [m.at for m in moves] + [now] if t]
    times.sort(key=datetime.fromisoformat)
    whole = _period("session", times[0] if times else None, times[-1] if times else None, list(hands), moves,
                    sum(t.amount for t in collections))
    by_seat: dict[tuple[int, str], int] = {}
    for t in session.time_collections:
        by_seat[(t.seat, t.name)] = by_seat.get((t.seat, t.name), 0) + t.amount
    return SessionReport(whole, tuple(shifts), hands, session.reconcile(), len(session.segments), head,
                         tuple((seat, name, amount) for (seat, name), amount in sorted(by_seat.items())),
                         tuple(jackpot_lines(session, shown)))


def _period(label: str, start: Optional[str], end: Optional[str], hands: Sequence[HandSummary],
            moves: Sequence[CashMove], time: int) -> Period:
    """``time``: the time collected for these hands, less what voided hands gave back (RULES.md 11)."""
    dealt = [h for h in hands if h.counts_as_dealt]
    buy_ins = [m.amount for m in moves if m.kind == "buy-in"]
    rebuys = [m.amount for m in moves if m.kind == "rebuy"]
    return Period(label, start, end, len(dealt), sum(h.status == MISDEAL for h in hands),
                  sum(h.status == VOID for h in hands), sum(h.rake for h in dealt), sum(h.jackpot for h in dealt),
                  len(buy_ins), sum(buy_ins), len(rebuys), sum(rebuys),
                  sum(m.amount for m in moves if m.kind == "cash-out"), time)


# ------------------------------------------------------------------- text

def _number(value: Optional[Fraction], places: int = 1) -> str:
    if value is None:
        return "–"
    scaled = round(value * 10 ** places)      # Fraction rounds half to even, exactly
    whole, part = divmod(abs(scaled), 10 ** places)
    return f"{'-' if scaled < 0 else ''}{whole:,}.{part:0{places}d}"


def _rate(value: Optional[Fraction], places: int = 1) -> object:
    """A rate to ``places`` decimals (half to even, exactly), written in the reader's language: 4.7, 4,7."""
    if value is None:
        return "–"
    return Decimal(round(value * 10 ** places)).scaleb(-places)


def _hours(period: Period) -> str:
    hours = period.hours
    if hours is None:
        return "–"
    minutes = round(hours * 60)
    return say("Report", "{hours} h {minutes}").format(hours=minutes // 60, minutes=f"{minutes % 60:02d}")


def when(moment: Optional[str], same_day_as: Optional[str] = None) -> object:
    """A time of the session as the room reads it: "2025-03-01 20:00" (French "01/03/2025 20:00"), local
    time; the hour alone when it is on the day of ``same_day_as``. The console gives local times (ISO);
    one with a zone is put in this machine's zone."""
    if not moment:
        return "–"
    at = _local(moment)
    if same_day_as and _local(same_day_as).date() == at.date():
        return say("Report", "{hour}:{minute}").format(hour=f"{at.hour:02d}", minute=f"{at.minute:02d}")
    return say("Report", "{year}-{month}-{day} {hour}:{minute}").format(
        year=str(at.year), month=f"{at.month:02d}", day=f"{at.day:02d}", hour=f"{at.hour:02d}",
        minute=f"{at.minute:02d}")


def _local(moment: str) -> datetime:
    at = datetime.fromisoformat(moment)
    return at.astimezone() if at.tzinfo is not None else at


def _indented(line: str) -> Words:
    return Words("", "  {line}", {"line": line})


def _lines(p: Period) -> list[str]:
    hands = [say("Report", "hands dealt {hands}").format(hands=p.hands),
             say("Report", "per hour {rate}").format(rate=_rate(p.hands_per_hour))]
    if p.misdeals:
        hands.append(say("Report", "misdeals {misdeals}").format(misdeals=p.misdeals))
    if p.voids:
        hands.append(say("Report", "void {voids}").format(voids=p.voids))
    rake = [say("Report", "rake {rake}").format(rake=p.rake),
            say("Report", "per hand {rate}").format(rate=_rate(p.rake_per_hand, 2))]
    if p.jackpot:
        rake.append(say("Report", "jackpot {jackpot}").format(jackpot=p.jackpot))
    # Always said, 0 included: a report without the line cannot tell "none fell due" from "not counted".
    rake.append(say("Report", "time collected {time}").format(time=p.time))
    money = [say("Report", "buy-ins {count} for {total}").format(count=p.buy_ins, total=p.buy_in_total),
             say("Report", "rebuys {count} for {total}").format(count=p.rebuys, total=p.rebuy_total),
             say("Report", "cashed out {total}").format(total=p.cashed_out)]
    return [_indented(line) for line in (
        say("Report", "from {start} to {end} ({hours})").format(start=when(p.start), end=when(p.end, p.start),
                                                                hours=_hours(p)),
        join(hands, "   "), join(rake, "   "), join(money, "   "))]


def chips_balance(r: Reconciliation) -> Words:
    """Buy-ins = stacks + in the middle + rake + jackpot + cashed out, and whether they balance."""
    verdict = (say("Report", "balanced") if r.balanced
               else say("Report", "OFF BY {difference}").format(difference=r.bought_in - r.accounted))
    if r.time:
        return say("Report", "buy-ins {bought_in} = stacks {stacks} + in the middle {in_the_middle} + rake {rake} "
                             "+ jackpot {jackpot} + cashed out {cashed_out} + time {time}: {verdict}").format(
            bought_in=r.bought_in, stacks=r.stacks, in_the_middle=r.in_the_middle, rake=r.rake, jackpot=r.jackpot,
            cashed_out=r.cashed_out, time=r.time, verdict=verdict)
    return say("Report", "buy-ins {bought_in} = stacks {stacks} + in the middle {in_the_middle} + rake {rake} "
                         "+ jackpot {jackpot} + cashed out {cashed_out}: {verdict}").format(
        bought_in=r.bought_in, stacks=r.stacks, in_the_middle=r.in_the_middle, rake=r.rake, jackpot=r.jackpot,
        cashed_out=r.cashed_out, verdict=verdict)


def report_text(report: SessionReport) -> Words:
    """The report to read, save and print: its English text, said in the dealer's language on screen."""
    out: list[str] = [say("Report", "Session report"), "", say("Report", "Whole session")] + _lines(report.session)
    if report.segments > 1:
        out.append(_indented(say("Report", "settings changed {changes} time(s): {segments} segments").format(
            changes=report.segments - 1, segments=report.segments)))
    for shift in report.shifts:
        out += ["", say("Report", "Dealer {name}").format(name=shift.label)] + _lines(shift)
    if report.time_by_seat:
        out += ["", say("Report", "Time collected")]
        out += [_indented(say("Report", "seat {seat} ({name}): {time}").format(seat=seat, name=name, time=amount))
                for seat, name, amount in report.time_by_seat]
        out.append(_indented(say("Report", "total {time}").format(time=sum(a for _, _, a in report.time_by_seat))))
    if report.jackpot:
        out += ["", say("Report", "Jackpots")] + [_indented(line) for line in report.jackpot]
    out += ["", say("Report", "Chips"), _indented(chips_balance(report.reconciliation)), ""]
    if report.head:
        # In full: a shortened hash proves nothing against someone who recomputes the chain.
        out += [say("Report", "Record: the chain head, to write down (dealer-app verify --expect-head checks "
                              "the store against it)"), _indented(report.head), ""]
    return join(out, "\n")


# -------------------------------------------------------------------- CSV

CSV_COLUMNS = ("period", "dealer", "start", "end", "hours", "hands", "hands_per_hour", "misdeals", "voids",
               "rake", "rake_per_hand", "jackpot", "time_collected", "buy_ins", "buy_in_total", "rebuys", "rebuy_total",
               "cashed_out", "chain_head")


def report_csv(report: SessionReport) -> str:
    """One row per dealer shift, then the whole session."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    rows = [("shift", p) for p in report.shifts] + [("session", report.session)]
    for kind, p in rows:
        writer.writerow(map(_cell, [kind, p.label if kind == "shift" else "", p.start or "", p.end or "",
                         _plain(p.hours, 2), p.hands, _plain(p.hands_per_hour, 1), p.misdeals, p.voids, p.rake,
                         _plain(p.rake_per_hand, 2), p.jackpot, p.time, p.buy_ins, p.buy_in_total, p.rebuys, p.rebuy_total,
                         p.cashed_out, (report.head or "") if kind == "session" else ""]))
    return buffer.getvalue()


def hands_csv(report: SessionReport, shown: Callable[[int], int] = lambda number: number) -> str:
    """One row per hand: the per-hand rake France asks for (RULES.md 9), with button and blinds.
    ``shown`` gives each hand the number the screens and the hand store give it (the store's)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(("hand", "status", "start", "end", "dealer", "button", "small_blind", "big_blind",
                     "players", "pot", "rake", "jackpot", "reason", "authorised_by"))
    for h in report.hands:
        writer.writerow(map(_cell, (shown(h.number), h.status, h.at or "", h.ended_at or "", h.dealer or "",
                         h.positions.button, h.positions.small_blind, h.positions.big_blind, len(h.dealt), h.pot,
                         h.rake, h.jackpot, h.reason, h.authorised_by)))
    return buffer.getvalue()


# A spreadsheet runs a cell that begins with one of these as a formula: a dealer's name,
# a player's or a void reason typed as "=HYPERLINK(...)" would run on the office's machine.
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(value: object) -> object:
    """A CSV cell that no spreadsheet takes for a formula (OWASP's advice: a leading quote)."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def _plain(value: Optional[Fraction], places: int) -> str:
    return "" if value is None else _number(value, places).replace(",", "")
