"""The reports tab's requests (ui/floor/central_reports.py, ui.kit.ports.CentralReportsLike) answered from the central
record: the house's reports and the daily register as the view types of ui/views/reports.py, and their
CSV and PDF files. A connection per request (the floor station's reader role, ``dealer_floor``); a server
that cannot be reached or a signature that does not hold is a refusal in words, never an exception."""
from __future__ import annotations

import time
from datetime import date
from typing import Callable, Optional, Union

import psycopg

from ui.views.reports import (JackpotEntry, JackpotRegisterView, JackpotShareLine, RegisterClosing, RegisterView,
                              ReportLine, ReportsRefusal, ReportView)

from dealer_app.files.small_files import write_private
from dealer_app.words.jackpot_room import table_jackpot_words

from .checkpoint import CheckpointError
from .floor_acts import ActNotRecorded, FloorActs
from .register import (Register, alarm_words, check_register, read_register, refused_words, register_csv,
                       register_html)
from .jackpot_register import (entry_words, increment_lines, jackpot_register_csv, jackpot_register_html, moment,
                               read_jackpot_register, report_jackpots)
from .reports import (BY, DayBounds, ReportError, ReportRow, current_day, day_bounds, house_report, jackpot_notes,
                      jump_notes, report_csv, report_html, totals)


class CentralReportsDesk:
    """``url``: the central record as the floor reads it; ``public_key``: the floor's checkpoint key (32 bytes),
    with which every register's signatures are checked (None: the register is shown unchecked and says so);
    ``clock``: UTC now in microseconds (tests inject one)."""

    def __init__(self, url: str, public_key: Optional[bytes] = None, connect_timeout: int = 5,
                 acts: Optional[FloorActs] = None, clock: Callable[[], int] = lambda: time.time_ns() // 1000):
        self.url, self.public_key, self.connect_timeout = url, public_key, connect_timeout
        self.acts = acts            # the station's acts: an export is recorded before it is written
        self.clock = clock

    def current_day(self) -> Optional[str]:
        """The club day in progress now (the house's zone and first shift), None when the server cannot say."""
        try:
            with psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout) as conn:
                day = current_day(conn, self.clock())
        except psycopg.Error:
            return None
        return None if day is None else day.isoformat()

    def _rows(self, day: str, by: str) -> tuple[list[ReportRow], DayBounds, Optional[dict]]:
        with psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout) as conn:
            when = date.fromisoformat(day)
            return house_report(conn, when, None, by), day_bounds(conn, when), report_jackpots(conn, by, when)

    def _register(self, day: str) -> Register:
        with psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout) as conn:
            register = read_register(conn, date.fromisoformat(day), self.public_key)   # logs: signed heads too
        return check_register(register, self.public_key) if self.public_key is not None else register

    def report(self, day: str, by: str) -> Union[ReportView, ReportsRefusal]:
        try:
            rows, bounds, jackpots = self._rows(day, by)
        except Exception as exc:
            return _refusal(exc)
        t = totals(rows)
        return ReportView(day, by, tuple(_line(r.key, r.session, r.hands, r.misdeals, r.rake, r.time, r.hands_per_hour,
                                               r.clock_jumps) for r in rows), t["hands"], t["rake"], t["time"],
                          *_bounds(bounds), misdeals=t["misdeals"],
                          notes=tuple(jackpot_notes(rows, by, jackpots)) + tuple(jump_notes(rows)))

    def register(self, day: str) -> Union[RegisterView, ReportsRefusal]:
        try:
            register = self._register(day)
        except Exception as exc:
            return _refusal(exc)
        closings = tuple(RegisterClosing(c.table_id, c.store_id, None) if c.checkpoint is None else
                         RegisterClosing(c.table_id, c.store_id, c.checkpoint.seq, c.checkpoint.key_id,
                                         c.checkpoint.head_hash.hex(), c.checkpoint.signature.hex())
                         for c in register.closings)
        alarms = tuple(sorted(((a.open, alarm_words(register, a)) for a in register.alarms), key=lambda x: not x[0]))
        refused = tuple(words for words in refused_words(register))
        return RegisterView(day, tuple(_line(x.table_id, x.session, x.hands, x.misdeals, x.rake, x.time, None)
                                       for x in register.lines), closings, register.hands, register.rake,
                            register.time, register.verified_with or "", *_bounds(register.bounds),
                            misdeals=sum(x.misdeals for x in register.lines), alarms=alarms, refused=refused,
                            open_alarms=len(register.open_alarms),
                            jackpots=tuple(table_jackpot_words(*j) for j in register.jackpots))

    def jackpot_register(self, day: str) -> Union[JackpotRegisterView, ReportsRefusal]:
        """The register of the bad beat jackpots of the club day (art. 56-3-3; jackpot_register.py)."""
        try:
            register = self._jackpots(day)
        except Exception as exc:
            return _refusal(exc)
        entries = []
        for number, p in enumerate(register.payments, 1):
            heading, losing, winning, *_rest, signed = entry_words(register, number, p)
            entries.append(JackpotEntry(p.table_id, p.hand or 0, moment(register, p.paid_utc_us), heading, losing,
                                        winning, tuple(JackpotShareLine(s.seat, s.name, s.amount, s.seat == p.loser)
                                                       for s in p.shares), signed))
        from dealer_app.words.jackpot_room import total_words
        return JackpotRegisterView(day, tuple(entries), tuple(increment_lines(register)),
                                   total_words(register.added, register.paid))

    def _jackpots(self, day: str):
        with psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout) as conn:
            return read_jackpot_register(conn, date.fromisoformat(day))

    def export(self, what: str, day: str, by: str, fmt: str, path: str, *,
               pdf: Optional[Callable[[str, str], None]] = None, language: str = "fr") -> Optional[ReportsRefusal]:
        """``what`` report | register | jackpots, ``fmt`` csv | pdf (``pdf`` draws the page: the window has Qt)."""
        if (fmt not in ("csv", "pdf") or what not in ("report", "register", "jackpots")
                or (fmt == "pdf" and pdf is None)):
            return ReportsRefusal("bad-request", f"cannot export {what} as {fmt}")
        try:
            if self.acts is not None:
                # The jackpots' register is a register (the acts' kinds are fixed by the record: 0005_floor_acts).
                self.acts.record("report-exported" if what == "report" else "register-exported", format=fmt, day=day,
                                 **({"by": by} if what == "report" else {"register": what} if what == "jackpots"
                                    else {}))
            if what == "jackpots":
                register = self._jackpots(day)
                text = (jackpot_register_csv(register) if fmt == "csv"
                        else jackpot_register_html(register, language))
            elif what == "report":
                rows, bounds, jackpots = self._rows(day, by)
                text = report_csv(rows, by, jackpots) if fmt == "csv" else report_html(
                    rows, by, date.fromisoformat(day), None, language, bounds, jackpots)
            else:
                register = self._register(day)
                text = register_csv(register) if fmt == "csv" else register_html(register, language)
            if fmt == "pdf":
                pdf(text, path)
            else:
                write_private(path, text, newline="")           # the house's money: 0600
        except Exception as exc:
            return _refusal(exc)
        return None


def _bounds(bounds: Optional[DayBounds]) -> tuple[str, str, str]:
    return ("", "", "") if bounds is None else (bounds.start, bounds.end, bounds.time_zone)


def _line(key, session, hands, misdeals, rake, time, per_hour, jumps: int = 0) -> ReportLine:
    return ReportLine(key, session, hands, misdeals, rake, time, None if per_hour is None else float(per_hour), jumps)


def _refusal(exc: Exception) -> ReportsRefusal:
    if isinstance(exc, (CheckpointError, ReportError, ActNotRecorded)):
        return ReportsRefusal(exc.code, exc.message)
    if isinstance(exc, psycopg.Error):
        line = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        return ReportsRefusal("no-server", f"the central record cannot be read: {line}")
    if isinstance(exc, OSError):
        return ReportsRefusal("cannot-write", f"cannot write {exc.filename or ''}: {exc.strerror or exc}")
    if isinstance(exc, ValueError):
        return ReportsRefusal("bad-day", str(exc))
    raise exc


__all__ = ["BY", "CentralReportsDesk"]
