"""The house's reports from the central record: rake and time collected per table, shift, dealer, day, session.

The sums are made by the database (``central.house_report``,
migrations/0003_reports.sql) from the events the tables sent: a hand's rake
from its ``hand-ended`` event, the time collected from the session entry that
started the hand. So the central totals are the sum of the tables' own
session reports (dealer_app/table/report.py), which read the same facts from
the same table session: tests/central/test_central_reports.py deals several
tables through the real uplink and compares.

A row's day and shift are the club's (``central.house_settings``: its time
zone and shifts, the gaming day opening at the first shift's start). One rule
for every figure (migrations/0007_club_day.sql): a hand belongs to the day in
which it was dealt, its start; its rake, its misdeal or void and the time
collected as it started go with it, even when it ends after the next day has
opened. Every report and register says the rule and the day's bounds. Hours
dealt: each table session's first hand's start to its last hand's end within
the row, summed; hands per hour = hands dealt / those hours.
"""
from __future__ import annotations

import csv
import html
import io
import re
from dataclasses import dataclass
from datetime import date, timedelta
from fractions import Fraction
from typing import Optional, Sequence

from engine.errors import Refusal

from ui.views.words import say
from dealer_app.words.book import speak
from dealer_app.words.central_reports import BY_WORDS, column_words, day_rule, report_title

BY = ("table", "shift", "dealer", "day", "session")
_CLOCK = re.compile(r"([01][0-9]|2[0-3]):[0-5][0-9]")


class ReportError(Refusal):
    """A report that cannot be made as asked, in words (the command prints them and exits 2)."""


@dataclass(frozen=True)
class ReportRow:
    day: date
    key: str                       # the table, shift, dealer; "all" for the day
    store_id: Optional[str]        # by session: the table's store and its session number
    session: Optional[int]
    hands: int                     # hands dealt (misdeals and voids apart, as the table's report)
    misdeals: int
    voids: int
    pots: int
    rake: int
    time: int                      # time collected
    hours_us: int                  # time dealt (see the module's note)
    first_utc_us: Optional[int]
    last_utc_us: Optional[int]
    clock_jumps: int = 0           # table clock jumps inside the row's span: its hours and rate are not to trust

    @property
    def hours(self) -> Optional[Fraction]:
        return Fraction(self.hours_us, 3_600_000_000) if self.hours_us else None

    @property
    def hands_per_hour(self) -> Optional[Fraction]:
        hours = self.hours
        return Fraction(self.hands) / hours if hours else None


def house_report(conn, day_from: date, day_to: Optional[date] = None, by: str = "table") -> list[ReportRow]:
    if by not in BY:
        raise ReportError("bad-by", say("CentralReport", "a report is by {choices}, not {by}").format(
            choices=", ".join(BY), by=by))
    rows = conn.execute("SELECT day, key, store_id, session, hands, misdeals, voids, pots, rake, time_collected, hours_us, "
                        "first_utc_us, last_utc_us FROM central.house_report(%s, %s, %s)",
                        (day_from, day_to or day_from, by)).fetchall()
    from .clock_jumps import clock_jumps, mark_rows
    return mark_rows([ReportRow(*row) for row in rows], clock_jumps(conn), by)


@dataclass(frozen=True)
class DayBounds:
    """A club day as the club reads it: its first and last minute in local time ("2026-11-26 06:00"), its zone."""

    start: str
    end: str
    time_zone: str


def day_bounds(conn, day: date, last: Optional[date] = None) -> DayBounds:
    """The club day ``day`` (to ``last``'s end), from the house's time zone and first shift."""
    setting = house_day(conn)
    opens = setting["shifts"][0]["start"]
    return DayBounds(f"{day.isoformat()} {opens}", f"{((last or day) + timedelta(days=1)).isoformat()} {opens}",
                     setting["time_zone"])


def current_day(conn, utc_us: int) -> date:
    """The club day in progress at ``utc_us`` (at 05:40 Paris with a day opening at 06:00: the day before)."""
    return conn.execute("SELECT central.club_day_at(%s)", (utc_us,)).fetchone()[0]


def totals(rows: Sequence[ReportRow]) -> dict[str, int]:
    return {name: sum(getattr(r, name) for r in rows) for name in ("hands", "misdeals", "voids", "pots", "rake",
                                                                   "time")}


# ------------------------------------------------------------------ the house's shifts

def parse_shifts(text: str) -> list[dict]:
    """``"morning=06:00,afternoon=14:00,night=22:00"``: the shifts in order from the one opening the day."""
    shifts = []
    for part in [p.strip() for p in text.split(",") if p.strip()]:
        name, _, start = part.partition("=")
        name, start = name.strip(), start.strip()
        if not name or not _CLOCK.fullmatch(start):
            raise ReportError("bad-shifts", say("CentralReport", "a shift is NAME=HH:MM (e.g. morning=06:00), not "
                                                                 "\"{part}\"").format(part=part))
        shifts.append({"name": name, "start": start})
    if not shifts:
        raise ReportError("bad-shifts", say("CentralReport", "give at least one shift, e.g. "
                                                         "morning=06:00,afternoon=14:00,night=22:00"))
    if len({s["name"] for s in shifts}) != len(shifts):
        raise ReportError("bad-shifts", say("CentralReport", "two shifts have the same name"))
    return shifts


def set_shifts(conn, time_zone: str, shifts: list[dict]) -> None:
    """As the database's owner: the club's time zone and shifts (the database checks them again)."""
    from psycopg.types.json import Jsonb
    conn.execute("SELECT central.set_house_day(%s, %s)", (time_zone, Jsonb(shifts)))


def house_day(conn) -> dict:
    return conn.execute("SELECT value FROM central.house_settings WHERE key = 'day'").fetchone()[0]


# ------------------------------------------------------------------ CSV and HTML

CSV_COLUMNS = ("day", "by", "key", "store_id", "session", "hands", "misdeals", "voids", "pots", "rake",
               "time_collected", "hours", "hands_per_hour", "clock_jumps", "jackpot_added", "jackpot_paid")

# The bad beat jackpot's increments and payments (jackpot_register.py ``report_jackpots``): by table, keyed by the
# table; by table session, by (store, session); the other groupings have none.
Jackpots = Optional[dict]


def row_jackpot(r: "ReportRow", by: str, jackpots: Jackpots) -> Optional[tuple[int, int]]:
    if not jackpots or by not in ("table", "session"):
        return None
    return jackpots.get(r.key if by == "table" else (r.store_id, r.session))


def jackpot_notes(rows: Sequence["ReportRow"], by: str, jackpots: Jackpots) -> list:
    from dealer_app.words.jackpot_room import table_jackpot_words
    said = []
    for r in rows:
        found = row_jackpot(r, by, jackpots)
        if found is not None:
            said.append(table_jackpot_words(r.key if r.session is None else f"{r.key} #{r.session}", *found))
    return said


def _plain(value: Optional[Fraction], places: int) -> str:
    if value is None:
        return ""
    scaled = round(value * 10 ** places)
    whole, part = divmod(abs(scaled), 10 ** places)
    return f"{'-' if scaled < 0 else ''}{whole}.{part:0{places}d}"


def _cell(value: object) -> object:
    """No spreadsheet formula from a table's or a dealer's name (as dealer_app/table/report.py)."""
    if isinstance(value, str) and value.startswith(("=", "+", "-", "@", "\t", "\r")):
        return "'" + value
    return value


def report_csv(rows: Sequence[ReportRow], by: str, jackpots: Jackpots = None) -> str:
    """For machines: English column names, plain numbers, one row per group, then the total."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for r in rows:
        writer.writerow(map(_cell, (r.day.isoformat(), by, r.key, r.store_id or "", "" if r.session is None else r.session,
                                    r.hands, r.misdeals, r.voids, r.pots, r.rake, r.time, _plain(r.hours, 2),
                                    _plain(r.hands_per_hour, 1), r.clock_jumps,
                                    *(row_jackpot(r, by, jackpots) or ("", "")))))
    t = totals(rows)
    found = [row_jackpot(r, by, jackpots) for r in rows]
    found = [f for f in found if f is not None]
    writer.writerow(("", by, "total", "", "", t["hands"], t["misdeals"], t["voids"], t["pots"], t["rake"], t["time"],
                     "", "", sum(r.clock_jumps for r in rows), *((sum(f[0] for f in found), sum(f[1] for f in found))
                                                               if found else ("", ""))))
    return buffer.getvalue()


def _rate(value: Optional[Fraction], language: str) -> str:
    text = _plain(value, 1) or "–"
    return text.replace(".", ",") if language in ("fr", "ru") else text


def _chips(value: int, language: str) -> str:
    text = f"{value:,}"
    return text.replace(",", "\u202f") if language in ("fr", "ru") else text


def report_html(rows: Sequence[ReportRow], by: str, day_from: date, day_to: Optional[date] = None,
                language: str = "fr", bounds: Optional[DayBounds] = None, jackpots: Jackpots = None) -> str:
    """A printable page (the floor prints it, or Qt writes it as PDF: ui/kit/printable.py)."""
    title = speak(report_title(by, day_from, day_to), language)
    heads = [speak(column_words(name), language) for name in
             ("day", by if by != "day" else "all", "hands", "misdeals", "voids", "rake", "time", "hours_dealt",
              "hands_per_hour")]
    lines = [f"<html><head><meta charset='utf-8'><title>{html.escape(title)}</title></head><body>",
             f"<h2>{html.escape(title)}</h2>", "<table border='1' cellspacing='0' cellpadding='4'>",
             "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"]
    for r in rows:
        key = r.key if r.session is None else f"{r.key} · {r.session}"
        cells = [r.day.isoformat(), key, _chips(r.hands, language), str(r.misdeals), str(r.voids),
                 _chips(r.rake, language), _chips(r.time, language), _rate(r.hours, language) + _jump_mark(r),
                 _rate(r.hands_per_hour, language) + _jump_mark(r)]
        lines.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    t = totals(rows)
    total = speak(column_words("total"), language)
    lines.append(f"<tr><th colspan='2'>{html.escape(total)}</th><th>{_chips(t['hands'], language)}</th>"
                 f"<th>{t['misdeals']}</th><th>{t['voids']}</th><th>{_chips(t['rake'], language)}</th>"
                 f"<th>{_chips(t['time'], language)}</th><th></th><th></th></tr>")
    lines.append("</table>")
    lines += [f"<p>{html.escape(speak(w, language))}</p>" for w in jackpot_notes(rows, by, jackpots)]
    lines += [f"<p><b>{html.escape(speak(w, language))}</b></p>" for w in jump_notes(rows)]
    if bounds is not None:
        lines.append(f"<p>{html.escape(speak(day_rule(bounds.start, bounds.end, bounds.time_zone), language))}</p>")
    lines.append("</body></html>")
    return "\n".join(lines)


def report_text(rows: Sequence[ReportRow], by: str, day_from: date, day_to: Optional[date] = None,
                language: str = "fr", bounds: Optional[DayBounds] = None, jackpots: Jackpots = None) -> str:
    """The same as a few lines for the terminal."""
    heads = [speak(column_words(name), language) for name in
             (by if by != "day" else "all", "hands", "misdeals", "rake", "time", "hands_per_hour")]
    out = [speak(report_title(by, day_from, day_to), language), "  ".join(f"{h:>14}" for h in heads)]
    for r in rows:
        key = r.key if r.session is None else f"{r.key} #{r.session}"
        if day_to and day_to != day_from:
            key = f"{r.day.isoformat()} {key}"
        out.append("  ".join(f"{c:>14}" for c in (key, _chips(r.hands, language), _chips(r.misdeals, language),
                                                   _chips(r.rake, language), _chips(r.time, language),
                                                   _rate(r.hands_per_hour, language) + _jump_mark(r))))
    t = totals(rows)
    out.append("  ".join(f"{c:>14}" for c in (speak(column_words("total"), language), _chips(t["hands"], language),
                                               _chips(t["misdeals"], language), _chips(t["rake"], language),
                                               _chips(t["time"], language), "")))
    out += [speak(w, language) for w in jackpot_notes(rows, by, jackpots)]
    out += [speak(w, language) for w in jump_notes(rows)]
    if bounds is not None:
        out.append(speak(day_rule(bounds.start, bounds.end, bounds.time_zone), language))
    return "\n".join(out) + "\n"


def _jump_mark(row: ReportRow) -> str:
    """The figure read from a clock that jumped, marked where it stands (the note under the table says why)."""
    return " (!)" if row.clock_jumps else ""


def jump_notes(rows: Sequence[ReportRow]) -> list:
    from dealer_app.words.central_reports import clock_jump_note
    return [clock_jump_note(r.key if r.session is None else f"{r.key} #{r.session}", r.clock_jumps)
            for r in rows if r.clock_jumps]


__all__ = ["BY", "BY_WORDS", "DayBounds", "ReportError", "ReportRow", "current_day", "day_bounds", "house_report",
           "totals", "parse_shifts", "set_shifts",
           "house_day", "report_csv", "report_html", "report_text"]
