"""The floor view's controller (no Qt): hand history, search, replay, export and the check of the
whole record (``dealer-app verify``'s, with its progress told to the window), behind a supervisor.

The window (ui/floor/floor_view.py) is handed this object and calls it; every call
but ``sign_in`` needs a supervisor signed in, and a sign-in lapses after
``idle_minutes`` without a call (the floor walks away; the dealer must not
inherit the supervisor's rights). The sign-in, each hand opened and each
export are recorded with the supervisor's id (supervisor.py: the store's
access log).

Answers are values, never exceptions: each carries ``refusal`` (``None`` when
all went well) with a stable code, so the window can ask for the PIN again
(``signed-out``) or say why, in the dealer's language (``Words``).
"""
from __future__ import annotations

import re
from datetime import date, datetime, timezone, tzinfo
from pathlib import Path
from typing import Callable, Optional

from engine.games import Structure, game_named
from ui.views.floor import CheckAnswer, ExportAnswer, HandLine, HistoryView, Refusal, ReplayAnswer

from dealer_app.files.small_files import write_private
from dealer_app.floor.replay import build_replay
from dealer_app.store import StoreError, StoreReader
from dealer_app.store.progress import Cancelled, Progress
from dealer_app.store.recall import HandSummary
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.lockouts import MINUTE_US
from ui.views.words import Words, join, say
from dealer_app.words.dates import day_words, moment_words

FORMATS = ("phh", "text", "html", "pdf")
SUFFIXES = {"phh": ".phh", "text": ".txt", "html": ".html", "pdf": ".pdf"}
IDLE_MINUTES = 10
LIST_LIMIT = 100
STATUS_WORDS = {"open": say("Floor", "in progress"), "complete": say("Floor", "complete"),
                "misdeal": say("Floor", "misdeal"), "void": say("Floor", "void"),
                "awarded": say("Floor", "awarded by hand")}
# A day as ISO writes it or as the list shows it (22/11/2026, 22.11.2026), the list's time after it allowed.
_DAY = (re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})(?: +\d{1,2}[:h]\d{2})?$"),
        re.compile(r"^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?: +\d{1,2}[:h]\d{2})?$"))

PdfWriter = Callable[[str, str], None]      # (html, path): the window renders the printable report as PDF


class FloorController:
    """What the floor view asks of the hand store, with a supervisor signed in."""

    def __init__(self, reader: StoreReader, desk: SupervisorDesk, *, tz: Optional[tzinfo] = None,
                 idle_minutes: int = IDLE_MINUTES):
        self.reader = reader
        self.desk = desk
        self.tz = tz
        self.idle_us = idle_minutes * MINUTE_US
        self.supervisor: Optional[str] = None
        self._last_us = 0

    # ------------------------------------------------------------ who is here

    def sign_in(self, supervisor_id: str, pin: str) -> Optional[Refusal]:
        """None when signed in; else the refusal (wrong PIN, locked out ...) in words."""
        answer = self.desk.sign_in(supervisor_id, pin, purpose="open-floor-view")
        if not answer.granted:
            return Refusal(answer.code, answer.message)
        if self.supervisor and self.supervisor != answer.supervisor:
            self.desk.sign_out(self.supervisor)
        self.supervisor = answer.supervisor
        self._last_us = self.desk.clock.utc_us()
        return None

    def sign_out(self) -> None:
        if self.supervisor is not None:
            self.desk.sign_out(self.supervisor)
        self.supervisor = None

    def signed_in(self) -> Optional[str]:
        """The supervisor signed in, or None (never signed in, signed out, or idle too long)."""
        if self.supervisor is not None and self.desk.clock.utc_us() - self._last_us > self.idle_us:
            self.sign_out()
        return self.supervisor

    def _gate(self) -> Optional[Refusal]:
        if self.signed_in() is None:
            return Refusal("signed-out", say("Floor", "A supervisor must sign in first."))
        self._last_us = self.desk.clock.utc_us()
        return None

    # ------------------------------------------------------------ the history

    def recent(self, count: int = LIST_LIMIT) -> HistoryView:
        refusal = self._gate()
        if refusal:
            return HistoryView((), "", refusal)
        return self._view(self.reader.last_hands(count), say("Floor", "The last hands, newest first"))

    def search(self, *, number: str = "", day: str = "", table: str = "", seat: str = "",
               player: str = "") -> HistoryView:
        """Hands matching every field filled in (newest first); an empty search is the last hands."""
        refusal = self._gate()
        if refusal:
            return HistoryView((), "", refusal)
        criteria, said = {}, []
        try:
            if number.strip():
                criteria["number"] = _whole(number, say("Floor", "hand number"))
                said.append(say("Floor", "hand {number}").format(number=criteria["number"]))
            if day.strip():
                criteria["day"] = _day(day)
                said.append(say("Floor", "on {day}").format(day=day_words(criteria["day"])))
            if table.strip():
                criteria["table"] = table.strip()
                said.append(say("Floor", "table {table}").format(table=criteria["table"]))
            if seat.strip():
                criteria["seat"] = _whole(seat, say("Floor", "seat"))
                said.append(say("Floor", "seat {seat}").format(seat=criteria["seat"]))
            if player.strip():
                criteria["player"] = player.strip()
                said.append(say("Floor", "player {name}").format(name=criteria["player"]))
        except ValueError as exc:
            return HistoryView((), "", Refusal("bad-search", exc.args[0]))
        if not criteria:
            return self._view(self.reader.last_hands(LIST_LIMIT), say("Floor", "The last hands, newest first"))
        found = self.reader.find_hands(**criteria, tz=self.tz, limit=LIST_LIMIT)
        heading = say("Floor", "Hands with {criteria}, newest first").format(criteria=join(said, ", "))
        if not found:
            heading = say("Floor", "No hand with {criteria} (a player's full name, in any case)").format(
                criteria=join(said, ", "))
        return self._view(found, heading)

    def _view(self, summaries: list[HandSummary], heading: str) -> HistoryView:
        return HistoryView(tuple(self._line(s) for s in summaries), heading)

    def _line(self, s: HandSummary) -> HandLine:
        try:
            game = f"{game_named(s.game).name} {Structure(s.structure).label}"
        except ValueError:
            game = f"{s.game} {s.structure}"
        when = datetime.fromtimestamp(s.started_utc_us / 1e6, timezone.utc).astimezone(self.tz)
        players = " · ".join(f"{seat} {name}" if seat is not None else name for seat, name in s.players)
        return HandLine(s.number, moment_words(when), s.table, game, players, s.pot,
                        STATUS_WORDS.get(s.status, s.status), s.status)

    # ------------------------------------------------------------ one hand

    def replay(self, number: int) -> ReplayAnswer:
        """Every step of hand ``number`` through the engine; opening it is recorded."""
        refusal = self._gate()
        if refusal:
            return ReplayAnswer(None, refusal)
        try:
            stored = self.reader.load_hand(number)
            replay = build_replay(stored, self.reader.replay_steps(number))
        except StoreError as exc:
            return ReplayAnswer(None, Refusal(exc.code, say("Floor", "Hand {number} cannot be shown: {why}").format(
                number=number, why=exc.message)))
        except Exception as exc:       # a record this console cannot replay: say so, keep the window
            return ReplayAnswer(None, Refusal("cannot-replay", say(
                "Floor", "Hand {number} cannot be replayed: {why}").format(number=number, why=str(exc))))
        answer = self.desk.record_act(self.supervisor, "view-hand", hand=number)
        if not answer.granted:
            return ReplayAnswer(None, Refusal(answer.code, answer.message))
        return ReplayAnswer(replay)

    def file_name(self, number: int, fmt: str) -> Words:
        """What the save dialog suggests: "coup-12-T4.phh" in French, "hand-12-T4.phh" in English."""
        return hand_file_name(number, self._table_of(number), fmt)

    def _table_of(self, number: int) -> str:
        try:
            return self.reader.load_hand(number).table
        except StoreError:
            return ""

    def export(self, number: int, fmt: str, path: str, *, pdf: Optional[PdfWriter] = None,
               language: str = "fr") -> ExportAnswer:
        """Hand ``number`` as ``fmt`` (phh, text, html, pdf) written to ``path``; recorded with its author.

        ``pdf`` renders the printable report (HTML) to a PDF file: the window has the means (Qt).
        ``language``: the text, html and pdf are said in the window's language (fr, en, ru)."""
        refusal = self._gate()
        if refusal:
            return ExportAnswer(None, "", refusal)
        if fmt not in FORMATS or (fmt == "pdf" and pdf is None):
            return ExportAnswer(None, "", Refusal("bad-format", say("Floor", "Unknown export format {format}")
                                                  .format(format=fmt)))
        try:
            document, damaged = self.document(number, "html" if fmt == "pdf" else fmt, language)
        except StoreError as exc:
            return ExportAnswer(None, "", Refusal(exc.code, exc.message))
        except Exception as exc:
            return ExportAnswer(None, "", Refusal("cannot-export", say(
                "Floor", "Hand {number} cannot be exported: {why}").format(number=number, why=str(exc))))
        # Authorised and recorded first: an export nobody can account for is what must never happen.
        answer = self.desk.record_act(self.supervisor, "export-hand", f"{fmt} to {Path(path).name}", hand=number,
                                      format=fmt, file=str(path), record_damaged=damaged)
        if not answer.granted:
            return ExportAnswer(None, "", Refusal(answer.code, answer.message))
        try:
            if fmt == "pdf":
                pdf(document, str(path))
            else:
                write_private(path, document)       # hole cards: the owner's only (0600)
        except OSError as exc:
            return ExportAnswer(None, "", Refusal("cannot-write", say("Floor", "{path} cannot be written: {why}")
                                                  .format(path=str(path), why=exc.strerror or str(exc))))
        message = say("Floor", "Hand {number} saved as {path}").format(number=number, path=str(path))
        if damaged:
            message = say("Floor", "{saved}. WARNING: this hand's record does not match its hashes; "
                                   "the document says so").format(saved=message)
        return ExportAnswer(str(path), message)

    # ------------------------------------------------------------ the whole record

    def check_record(self, progress: Optional[Progress] = None) -> CheckAnswer:
        """What ``dealer-app verify`` checks, on this store: the chain, then every finished hand
        replayed through the rules. ``progress(stage, done, total)`` is told how far it is (stage
        "chain", then "replay", in events) and stops it by returning False: nothing is written
        then, and the answer says so. Only read; the check is recorded with its supervisor."""
        refusal = self._gate()
        if refusal:
            return CheckAnswer(None, "", refusal)
        from dealer_app.store.verify import verify_store
        try:
            report = verify_store(self.reader.path, progress=progress)
        except Cancelled:
            return CheckAnswer(None, say("Floor", "Check stopped before the end: nothing was changed."))
        answer = self.desk.record_act(self.supervisor, "check-record", intact=report.intact, events=report.events,
                                      hands_replayed=report.replayed,
                                      problem=report.first_problem.code if report.problems else None)
        if not answer.granted:
            return CheckAnswer(None, "", Refusal(answer.code, answer.message))
        if report.intact:
            return CheckAnswer(True, say("Floor", "Record intact: {events} events checked, {hands} finished hands "
                                                  "replayed, every recorded result is the rules' result").format(
                events=report.events, hands=report.replayed or 0))
        first = report.first_problem
        return CheckAnswer(False, say("Floor", "Record DAMAGED, %n problem(s): {problem}", None, len(report.problems))
                           .format(problem=f"{first.message} [{first.code}]"))

    def document(self, number: int, fmt: str, language: str = "fr") -> tuple[str, bool]:
        """The export's text (as ``dealer-app export`` writes it) and whether the record is damaged."""
        from dealer_app.floor.export import phh_text
        from dealer_app.floor.hand_record import as_text, build
        from dealer_app.store.verify import check_hand_links
        stored = self.reader.load_hand(number)
        problems = check_hand_links(self.reader, number)
        if fmt == "phh":
            return phh_text(stored, self.reader.hand_jackpot(number)), bool(problems)
        record = build(stored, self.reader.replay_steps(number), problems, head=self.reader.head_text(),
                           jackpot=self.reader.hand_jackpot(number))
        if fmt == "text":
            return as_text(record, language), bool(problems)
        from dealer_app.floor.dispute_report import render
        return render(record, language), bool(problems)


# A number as a screen or a paper writes it: "2", "#2", "n° 2", "Coup n° 2", "Hand 2", "Раздача № 2".
_NUMBER_AS_SHOWN = re.compile(r"(?:[^\W\d_]+\.?\s*)*(?:n°|nº|№|#)?\s*(\d+)")


def hand_file_name(number: int, table: str, fmt: str) -> Words:
    """A hand's document as the save dialog suggests it, in the console's language: "coup-12-T4.pdf",
    "раздача-12-T4.pdf", "hand-12-T4.pdf". The table's name keeps its letters, whatever the script, and
    loses what a file system refuses; the number is written without a thousands space."""
    table = re.sub(r"[^\w-]+", "-", table).strip("-_")
    name = (say("Floor", "hand-{number}-{table}", "a file name").format(number=str(number), table=table) if table
            else say("Floor", "hand-{number}", "a file name").format(number=str(number)))
    return Words("", "{name}{suffix}", {"name": name, "suffix": SUFFIXES.get(fmt, "")})


def _whole(text: str, what: Words) -> int:
    value = text.strip()
    m = _NUMBER_AS_SHOWN.fullmatch(value)
    if m:
        value = m[1]
    if not value.isdigit() or int(value) < 1:
        raise ValueError(say("Floor", "The {what} is a whole number from 1, not \"{text}\"").format(
            what=what, text=value))
    return int(value)


def _day(text: str) -> date:
    value = text.strip()
    for i, pattern in enumerate(_DAY):
        m = pattern.match(value)
        if m:
            year, month, day = (int(m[1]), int(m[2]), int(m[3])) if i == 0 else (int(m[3]), int(m[2]), int(m[1]))
            try:
                return date(year, month, day)
            except ValueError:
                break
    raise ValueError(say("Floor", "A date is written {day} or 2026-11-22, not \"{text}\"").format(
        day=day_words(date(2026, 11, 22)), text=value))


def floor_for(store: Optional[StoreReader], desk: Optional[SupervisorDesk]) -> Optional[FloorController]:
    """The floor view's controller for a table with a hand store and a supervisor desk; None for the
    practice table in memory (nothing recorded, nothing to look at)."""
    return FloorController(store, desk) if store is not None and desk is not None else None
