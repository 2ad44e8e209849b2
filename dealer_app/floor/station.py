"""The floor station's hand search across tables (no Qt): the criteria in the floor's words, the hands
found, one hand's step-by-step replay and its export, all from the central record.

A hand is folded from the central record's copy of the table's events by the
store's own code (floor/central_hand.py), replayed by the store's timeline and
the floor view's replay (floor/replay.py), and exported by the same writers as
``dealer-app export`` (floor/export.py's PHH, floor/hand_record.py's text,
floor/dispute_report.py's report). Answers are values, never exceptions: a
bad field or an unreachable server is a ``Refusal`` in words, and nothing the
floor typed is lost.
"""
from __future__ import annotations

import re
from datetime import date, datetime, time as dtime, timedelta, timezone, tzinfo
from pathlib import Path
from typing import Callable, Optional

from ui.views.floor import ExportAnswer, Refusal, ReplayAnswer
from ui.views.room import FoundLine, SearchView

from dealer_app.central.floor_acts import ActNotRecorded, FloorActs
from dealer_app.central.search import LIMIT as SEARCH_LIMIT, BadText, CentralHands, Criteria, FoundHand, Unreachable, unstorable_at
from dealer_app.files.small_files import write_private
from dealer_app.floor.board import game_words
from dealer_app.floor.central_hand import chain_problems, stored_hand
from dealer_app.floor.controller import FORMATS, _day, _whole, hand_file_name
from dealer_app.floor.replay import build_replay
from dealer_app.store.errors import StoreError
from dealer_app.store.timeline import replay_steps
from ui.views.words import Words, join, say
from dealer_app.words.dates import moment_words
from dealer_app.words.station import SEARCH_STATUS

FIELDS = ("table", "since", "until", "number", "seat", "player", "pot_min", "pot_max")
FIELD_NAMES = {"table": say("Station", "table field"), "since": say("Station", "\"from\" field"),
               "until": say("Station", "\"to\" field"), "number": say("Station", "hand number field"),
               "seat": say("Station", "seat field"), "player": say("Station", "player field"),
               "pot_min": say("Station", "\"pot from\" field"), "pot_max": say("Station", "\"pot to\" field")}
HandKey = tuple[str, int]                   # (store id, hand number): a hand across tables
PdfWriter = Callable[[str, str], None]
_CLOCK = re.compile(r"^(\d{1,2})[:h](\d{2})$")


class HandSearch:
    """What the station's search tab asks of the central record."""

    def __init__(self, hands: CentralHands, *, tz: Optional[tzinfo] = None, today: Callable[[], date] = date.today,
                 acts: Optional[FloorActs] = None, limit: int = SEARCH_LIMIT):
        self.hands = hands
        self.limit = limit          # the most hands one search lists (the heading says when there were more)
        self.acts = acts            # the station's record of its supervisor's acts: none is done unrecorded
        self.tz = tz
        self.today = today
        self._found: dict[HandKey, FoundHand] = {}

    # ------------------------------------------------------------ the criteria

    def criteria(self, **fields: str) -> tuple[Criteria, list[Words]]:
        """The fields as typed, read; ValueError(Words) for one the floor must write again."""
        unknown = set(fields) - set(FIELDS)
        if unknown:
            raise TypeError(f"unknown search fields {sorted(unknown)}")
        text = {k: (fields.get(k) or "").strip() for k in FIELDS}
        for key in FIELDS:                 # a NUL typed or pasted: said here, before any query or recorded act
            at = unstorable_at(text[key])
            if at is not None:
                raise ValueError(BadText(FIELD_NAMES[key], at).message)
        said: list[Words] = []
        c: dict = {}
        if text["table"]:
            c["table"] = text["table"]
            said.append(say("Station", "table {table}").format(table=text["table"]))
        if text["since"]:
            c["since_utc_us"] = self._moment(text["since"], end=False)
            said.append(say("Station", "from {moment}").format(moment=text["since"]))
        if text["until"]:
            c["until_utc_us"] = self._moment(text["until"], end=True)
            said.append(say("Station", "to {moment}").format(moment=text["until"]))
        if "since_utc_us" in c and "until_utc_us" in c and c["since_utc_us"] >= c["until_utc_us"]:
            raise ValueError(say("Station", "The time range ends before it starts: \"{since}\" to \"{until}\"")
                             .format(since=text["since"], until=text["until"]))
        if text["number"]:
            c["number"] = _whole(text["number"], say("Floor", "hand number"))
            said.append(say("Floor", "hand {number}").format(number=c["number"]))
        if text["seat"]:
            c["seat"] = _whole(text["seat"], say("Floor", "seat"))
            said.append(say("Floor", "seat {seat}").format(seat=c["seat"]))
        if text["player"]:
            c["player"] = text["player"]
            said.append(say("Floor", "player {name}").format(name=text["player"]))
        if text["pot_min"]:
            c["pot_min"] = _chips(text["pot_min"])
            said.append(say("Station", "pot at least {amount}").format(amount=c["pot_min"]))
        if text["pot_max"]:
            c["pot_max"] = _chips(text["pot_max"])
            said.append(say("Station", "pot at most {amount}").format(amount=c["pot_max"]))
        if c.get("pot_min") is not None and c.get("pot_max") is not None and c["pot_min"] > c["pot_max"]:
            raise ValueError(say("Station", "The smallest pot ({low}) is above the largest ({high})")
                             .format(low=c["pot_min"], high=c["pot_max"]))
        return Criteria(**c), said

    def _moment(self, text: str, end: bool) -> int:
        """"2026-11-22", "22/11/2026", either with " 14:05", or "14:05" (today): microseconds UTC. A day
        alone is the whole day: from its first moment, to its last (inclusive)."""
        day_text, _, clock_text = text.partition(" ")
        if _CLOCK.match(day_text) and not clock_text:
            day_text, clock_text = "", day_text
        day = _day(day_text) if day_text else self.today()
        if clock_text:
            m = _CLOCK.match(clock_text.strip())
            if m is None or int(m[1]) > 23 or int(m[2]) > 59:
                raise ValueError(say("Station", "A time is written 14:05, not \"{text}\"").format(text=clock_text))
            at = datetime.combine(day, dtime(int(m[1]), int(m[2])))
            if end:
                at += timedelta(minutes=1)        # "to 14:05" takes in the hands started during 14:05
        else:
            at = datetime.combine(day + timedelta(days=1) if end else day, dtime())
        local = at.replace(tzinfo=self.tz) if self.tz is not None else at.astimezone()
        return int(local.timestamp() * 1_000_000)

    # ------------------------------------------------------------ the list

    def search(self, **fields: str) -> SearchView:
        try:
            criteria, said = self.criteria(**fields)
        except ValueError as exc:
            return SearchView((), "", Refusal("bad-search", exc.args[0]))
        refused = self._act("search", criteria={k: v.strip() for k, v in fields.items() if v and v.strip()})
        if refused is not None:
            return SearchView((), "", refused)
        try:
            page = self.hands.find_page(criteria, self.limit)
        except BadText as exc:
            return SearchView((), "", Refusal(exc.code, exc.message))
        except Unreachable as exc:
            return SearchView((), "", unreachable(str(exc)))
        found = page.hands
        self._found = {(f.store_id, f.number): f for f in found}
        if criteria.empty:
            heading = say("Station", "The last hands of every table, newest first")
        elif found:
            heading = say("Station", "Hands with {criteria}, newest first").format(criteria=join(said, ", "))
        else:
            heading = say("Station", "No hand with {criteria}").format(criteria=join(said, ", "))
        if page.more:
            # The list is not the whole answer: said in the heading, where the floor reads what was found.
            heading = say("Station", "{heading}: only the first %n hand(s) shown, there are more — narrow the "
                                     "search", None, page.limit).format(heading=heading)
        return SearchView(tuple(self._line(f) for f in found), heading, more=page.more)

    def _line(self, f: FoundHand) -> FoundLine:
        when = datetime.fromtimestamp(f.start_utc_us / 1e6, timezone.utc).astimezone(self.tz)
        players = " · ".join(f"{seat} {name}" if seat is not None else name for seat, name in f.players)
        status = f.status or "open"
        stakes = "" if f.small_blind is None else f" {f.small_blind}/{f.big_blind}"
        return FoundLine(f.store_id, f.number, moment_words(when), f.table_id,
                         Words("", "{game}{stakes}", {"game": game_words(f.game, f.structure), "stakes": stakes}),
                         players, f.pot if f.status is not None else None, SEARCH_STATUS.get(status, status), status)

    def _act(self, kind: str, **what) -> Optional[Refusal]:
        """The act recorded centrally before it is done; the refusal when it could not be."""
        if self.acts is None:
            return None
        try:
            self.acts.record(kind, **what)
        except ActNotRecorded as exc:
            return Refusal(exc.code, exc.message)
        return None

    # ------------------------------------------------------------ one hand

    def _load(self, key: HandKey):
        store_id, number = key
        events = self.hands.hand_events(store_id, number)
        stored = stored_hand(number, events)
        return stored, events

    def replay(self, key: HandKey) -> ReplayAnswer:
        """Every step of the hand through the engine, from the central record's events."""
        refused = self._act("hand-opened", store_id=key[0], hand=key[1])
        if refused is not None:
            return ReplayAnswer(None, refused)
        try:
            stored, _ = self._load(key)
            return ReplayAnswer(build_replay(stored, replay_steps(stored)))
        except Unreachable as exc:
            return ReplayAnswer(None, unreachable(str(exc)))
        except StoreError as exc:
            return ReplayAnswer(None, Refusal(exc.code, say("Floor", "Hand {number} cannot be shown: {why}").format(
                number=key[1], why=exc.message)))
        except Exception as exc:       # a record this station cannot replay: say so, keep the window
            return ReplayAnswer(None, Refusal("cannot-replay", say(
                "Floor", "Hand {number} cannot be replayed: {why}").format(number=key[1], why=str(exc))))

    def file_name(self, key: HandKey, fmt: str) -> Words:
        """What the save dialog suggests: "coup-3-T2.phh" in French (floor/controller.py ``hand_file_name``)."""
        found = self._found.get(key)
        return hand_file_name(key[1], found.table_id if found else "", fmt)

    def document(self, key: HandKey, fmt: str, language: str = "fr") -> tuple[str, bool]:
        """The hand as ``dealer-app export`` writes it (phh, text, html), and whether its chain is damaged."""
        from dealer_app.floor.dispute_report import render
        from dealer_app.floor.export import phh_text
        from dealer_app.floor.hand_record import as_text, build
        stored, events = self._load(key)
        problems = chain_problems(key[1], events)
        # The jackpots of the hand (increment, bad beat, payment, high hand), as the table's own export says them.
        jackpot = self.hands.hand_jackpot(key[0], key[1])
        if fmt == "phh":
            return phh_text(stored, jackpot), bool(problems)
        seq, digest = self.hands.head(key[0])
        record = build(stored, replay_steps(stored), problems, head=f"{seq}:{digest.hex()}", jackpot=jackpot)
        if fmt == "text":
            return as_text(record, language), bool(problems)
        return render(record, language), bool(problems)

    def export(self, key: HandKey, fmt: str, path: str, *, pdf: Optional[PdfWriter] = None,
               language: str = "fr") -> ExportAnswer:
        if fmt not in FORMATS or (fmt == "pdf" and pdf is None):
            return ExportAnswer(None, "", Refusal("bad-format", say("Floor", "Unknown export format {format}")
                                                  .format(format=fmt)))
        refused = self._act("hand-exported", store_id=key[0], hand=key[1], format=fmt)
        if refused is not None:
            return ExportAnswer(None, "", refused)
        try:
            document, damaged = self.document(key, "html" if fmt == "pdf" else fmt, language)
        except Unreachable as exc:
            return ExportAnswer(None, "", unreachable(str(exc)))
        except StoreError as exc:
            return ExportAnswer(None, "", Refusal(exc.code, exc.message))
        except Exception as exc:
            return ExportAnswer(None, "", Refusal("cannot-export", say(
                "Floor", "Hand {number} cannot be exported: {why}").format(number=key[1], why=str(exc))))
        try:
            if fmt == "pdf":
                pdf(document, str(path))
            else:
                write_private(path, document)       # hole cards: the owner's only (0600)
        except OSError as exc:
            return ExportAnswer(None, "", Refusal("cannot-write", say("Floor", "{path} cannot be written: {why}")
                                                  .format(path=str(path), why=exc.strerror or str(exc))))
        message = say("Floor", "Hand {number} saved as {path}").format(number=key[1], path=str(path))
        if damaged:
            message = say("Floor", "{saved}. WARNING: this hand's record does not match its hashes; "
                                   "the document says so").format(saved=message)
        return ExportAnswer(str(path), message)


def unreachable(why: str) -> Refusal:
    return Refusal("central-unreachable", say("Station", "The central record cannot be reached: {why}. "
                                                         "Nothing was lost; try again.").format(why=why))


def _chips(text: str) -> int:
    value = text.replace(" ", "").replace("\u202f", "").replace("\u00a0", "").replace(",", "")
    if not value.isdigit():
        raise ValueError(say("Station", "A pot is a whole number of chips, not \"{text}\"").format(text=text))
    return int(value)
