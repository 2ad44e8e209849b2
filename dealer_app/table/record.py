"""The table's record: its session (engine.session.table) and its hand store, one durable step at a time.

Every request of the dealer or the floor goes to the TableSession first,
which refuses a wrong one and changes nothing. What it accepted is then
written to the hand store in ONE transaction (``HandStore.group``): the
session's new record entries (event kind ``session-entry``) and the hand
events they make (``hand-started``, ``card``, ``action``, ``show``, ``muck``,
``correction``, ``hand-voided``, ``hand-awarded``, ``hand-ended``,
written from the session's own hand by ``HandWriter``: each input once, with what the hand made of
it, so a hand is dealt once and verify, export and the floor's replay read it as they always have).
Only then is the request done. If the write fails, the session is rebuilt
from what is on disk and the request is refused: the screen never runs ahead
of the record.

On start-up ``TableRecord.resume(store, ...)`` replays the open session's
entries (``TableSession.replay``) and picks up its open hand
(``HandStore.resume_open_hand``): the same seats, stacks, pot, player to act
and expected card.

Session hand numbers start at 1 in every session; the store numbers hands
across sessions. Each session entry written while a hand is in play names
both (``"hand": [session number, store number]``). A hand has one number
for everyone: the store's, which never restarts (``number_shown``); the
session's own count stays inside the session's record.
"""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Callable, Optional, TypeVar

from engine.errors import Refusal, SessionError
from engine.session.record import describe
from engine.session.values import AWARDED, COMPLETE, MISDEAL, VOID, HandSummary
from engine.session.writer import format_session
from engine.settings import SessionSettings, parse_session
from engine.session.table import TableSession

from dealer_app.store import HandStore, StoreError
from dealer_app.store.endings import award_items, void_items
from dealer_app.store.hand_writer import HandWriter
from dealer_app.store.high_hand_events import high_hand_items
from dealer_app.store.jackpot_events import jackpot_items, stop_items
from dealer_app.table.jackpot_guard import JackpotGuard
from ui.views.words import Words, say

SESSION_ENTRY = "session-entry"
# A write that failed because the store does not write (not a refusal of the record's own rules): the bad
# beat jackpot stops until it writes again (jackpot_guard.py).
NOT_WRITING = ("not-recorded", "store-files-replaced")
T = TypeVar("T")


def not_recorded(exc: StoreError) -> Words:
    """A write that failed, in the dealer's words: nothing of the request was done."""
    if exc.code == "store-files-replaced":
        if exc.numbers.get("saved"):
            return say("Record", "Not recorded: the hand store's files were removed or replaced while the console "
                                 "ran ({files}). Recording has stopped; every event recorded before was saved into "
                                 "the store file. Call a supervisor: the console is to be started again.").format(
                files=exc.numbers.get("files", ""))
        return say("Record", "Not recorded: the hand store's files were removed or replaced while the console ran "
                             "({files}). Recording has stopped, and the events recorded since the console started "
                             "may be lost. Call a supervisor.").format(files=exc.numbers.get("files", ""))
    return say("Record", "Not recorded, nothing was done: {why}").format(why=exc.message)


def refused(exc: Refusal, rules: Callable[[Refusal], str]) -> str:
    """Any refusal in the dealer's words, the one place its kinds are told apart, so that a desk catches
    ``Refusal`` once: a write that failed (the store) says nothing was done; every other refusal (the
    rules, a card, a file, the roster) is said by ``rules``, the words of the request refused."""
    if isinstance(exc, StoreError):
        return not_recorded(exc)
    return rules(exc)


def default_store_path(table: str) -> Path:
    """``$XDG_DATA_HOME/dealer-console/tables/TABLE.sqlite`` (``~/.local/share/...``; ``%APPDATA%`` on Windows)."""
    if os.name == "nt" and os.environ.get("APPDATA"):
        base = Path(os.environ["APPDATA"])
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share"))
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in table) or "table"
    return base / "dealer-console" / "tables" / f"{safe}.sqlite"


class TableRecord:
    """One table's session with its hand store (or none: nothing durable, for practice and tests)."""

    def __init__(self, session: TableSession, store: Optional[HandStore] = None, dealer: str = "dealer"):
        self.session = session
        self.store = store
        self.dealer = dealer
        self._writer: Optional[HandWriter] = None       # what of the session's latest hand is on record
        self._hand_of: Optional[int] = None             # that hand's session number
        self._hand_number: Optional[int] = None         # ... and its store number
        self._store_numbers: dict[int, int] = {}        # session number -> store number, this session's hands
        # The jackpot stopped while the record or the meter cannot be kept (jackpot_guard.py); the table's
        # context hands its own guard and clock over (context.py), so a new session keeps what holds it.
        self.guard = JackpotGuard()
        self.now: Callable[[], str] = lambda: datetime.now().isoformat(timespec="seconds")

    # ------------------------------------------------------------ opening

    @classmethod
    def new(cls, settings: SessionSettings, store: Optional[HandStore], dealer: str, at: str) -> "TableRecord":
        """A new session at the table, opened in the store with its settings, the dealer signed in."""
        carried = store.jackpot_meter_to_carry() if store is not None and settings.jackpot.on \
            and not settings.jackpot.shared else None
        if store is not None:
            store.open_session({"file": format_session(settings)}, by=dealer)
        record = cls(TableSession(settings), store, dealer)
        record.submit(lambda s: s.dealer_in(dealer, at=at))
        if carried is not None:
            # The jackpot's meter goes on from the table's earlier session, not from its start again.
            record.submit(lambda s: s.carry_jackpot(carried[1], carried[0], at=at))
        return record

    @classmethod
    def resume(cls, store: HandStore, dealer: str, at: str) -> Optional["TableRecord"]:
        """The store's open session rebuilt exactly, its open hand included; None when none is open."""
        if store.session is None:
            return None
        opened = store.session_events("session-opened")
        if not opened:
            raise StoreError("session-unreadable", f"session {store.session} has no opening event")
        try:
            settings = parse_session(opened[0].payload["settings"]["file"])
        except (KeyError, TypeError) as exc:
            raise StoreError("session-unreadable", f"session {store.session} was opened without its session "
                             f"file ({exc})") from None
        events = store.session_events(SESSION_ENTRY)
        entries = []
        for i, event in enumerate(events):
            if event.payload.get("index") != i:
                raise StoreError("session-unreadable", f"session entry {i} is missing (event {event.seq} holds "
                                 f"entry {event.payload.get('index')})", seq=event.seq)
            entries.append(event.payload["entry"])
        session = TableSession.replay(settings, entries)     # SessionError if it does not replay
        record = cls(session, store, dealer)
        with store.group():
            record._pick_up(events)
            record._sync()                          # nothing to do when the last run stopped cleanly
        if session.dealer != dealer:
            record.submit(lambda s: s.dealer_in(dealer, at=at))
        return record

    # ------------------------------------------------------------ requests

    def submit(self, request: Callable[[TableSession], T], read: Optional[dict] = None,
               also: Optional[Callable[[HandStore], object]] = None) -> T:
        """Run one request on the session, then make what it recorded durable; only then is it done.

        ``read`` is how the card the request dealt was read; ``also`` writes more of the
        same act in the same transaction (who changed the settings, for the access log).
        The engine's refusal (an EngineError) and a failed write (StoreError) both
        leave the session as the record on disk says."""
        before = self.session.record_length
        jackpot, high_hand = self.session.jackpot, self.session.high_hand
        latest = self.session.latest_hand
        try:
            result = self._guarded(request, None)(self.session)
            if self._dealt_since(latest) and (why := self.guard.resume_due(self.session)) is not None:
                # The jackpot resumes at a hand's start, before it: the hand dealt with the jackpot running.
                self._rebuild_in_memory(before)
                result = self._guarded(request, why)(self.session)
        except BaseException:
            if self.session.record_length != before:     # a request of several steps refused part-way
                self._rebuild_in_memory(before)
            raise
        if self.store is None or self.session.record_length == before:
            return result
        try:
            with self.store.group():
                for kind, payload in stop_items(jackpot, self.session.jackpot):
                    self.store.append(kind, payload)
                self._sync(read)
                entries = self.session.record_since(before)
                # The card this request dealt carries its read in its session entry too (the last deal of them).
                dealt = max((i for i, e in enumerate(entries) if e.get("op") == "card"), default=None)
                for i, entry in enumerate(entries):
                    self._append_entry(before + i, entry, read if i == dealt else None)
                # The bad beat jackpot's meter, hit and payment, with the request that moved them.
                for kind, payload in jackpot_items(jackpot, self.session.jackpot, self._store_numbers.get,
                                                   self.session.settings.jackpot.pool):
                    self.store.append(kind, payload)
                # The high hand: a leader of its period shown at this showdown, a period won.
                for kind, payload in high_hand_items(high_hand, self.session.high_hand,
                                                     self.session.settings.high_hand, self._store_numbers.get):
                    self.store.append(kind, payload)
                if also is not None:
                    also(self.store)
        except BaseException as exc:
            if isinstance(exc, StoreError) and exc.code in NOT_WRITING:
                self.guard.write_failed(exc.message, self.now())
            self._rebuild_from_store()
            raise
        self.guard.write_succeeded()
        return result

    def _guarded(self, request: Callable[[TableSession], T], resume: Optional[str]) -> Callable[[TableSession], T]:
        """The request, after the jackpot's stop when something holds it (at the failure's own time), or after
        its resume (``resume``: why; also when a hit waits, so that it can be paid once the record works)."""
        def guarded(session: TableSession) -> T:
            stop = self.guard.stop_due(session)
            if stop is not None:
                session.stop_jackpot(stop[0], at=stop[1])
            why = resume or (self.guard.resume_due(session) if session.jackpot.hit is not None else None)
            if why is not None:
                session.resume_jackpot(why, at=self.now())
            return request(session)
        return guarded

    def _dealt_since(self, latest) -> bool:
        """A hand was dealt by the request (the session's latest hand is a new one, in progress)."""
        now = self.session.latest_hand
        return now is not None and now.in_progress and (latest is None or now.number != latest.number)

    def close(self) -> None:
        """A clean stop of the console (the session stays open for the next start)."""
        if self.store is not None:
            self.store.close()

    def close_session(self, by: str, at: str) -> None:
        """The session ends: the dealer signs out and the store closes the session."""
        if self.session.hand is not None:
            raise SessionError("hand-in-progress", f"hand {self.session.hand_number} is not over",
                               hand=self.session.hand_number)
        if self.session.dealer is not None:
            self.submit(lambda s: s.dealer_out(at=at))
        if self.store is not None:
            self.store.close_session(by)

    @property
    def store_hand_number(self) -> Optional[int]:
        """The store's number of the latest hand (what ``dealer-app export --hand`` takes)."""
        return self._hand_number

    def number_shown(self, session_number: int) -> int:
        """A hand's number as the screens, the records, the exports and the floor's search say it: the
        store's (it never restarts, so one number is one hand in a dispute). Without a store (practice
        in memory), the session's own count, the only one there is."""
        return self._store_numbers.get(session_number, session_number)

    # ------------------------------------------------------------ the store

    def _pick_up(self, events: list) -> None:
        """The hand record of the session's latest hand, as the last session entries name it; an open one
        is picked up where its record stands, and its resume recorded."""
        assert self.store is not None
        pair = next((e.payload["hand"] for e in reversed(events) if e.payload.get("hand")), None)
        self._hand_of, self._hand_number = pair if pair else (None, None)
        self._store_numbers = {e.payload["hand"][0]: e.payload["hand"][1] for e in events if e.payload.get("hand")}
        number = self.store.open_hand_number()
        self._writer = None
        if number is None:
            return
        if number != self._hand_number:
            raise StoreError("record-out-of-step", f"hand {number} is open in the store but is not "
                             "this session's hand: a supervisor voids it from the floor view", hand=number)
        stored = self.store.load_hand(number)
        self._writer = HandWriter(number, stored.config, stored.inputs, stored.input_seqs)
        latest = self.session.latest_hand
        hand = latest.hand if latest is not None and latest.number == self._hand_of else None
        if hand is None or list(hand.inputs) != list(stored.inputs):
            # The record lags the session (a crash between two transactions of an older version): its own
            # state is what was durable; _sync then writes what it lacks.
            try:
                hand = stored.rebuild()
            except Exception as exc:
                raise StoreError("cannot-replay", f"hand {number}'s record does not replay ({exc}); "
                                 "a supervisor may void it", hand=number) from None
        if hand.is_complete:
            # Finished before a crash that came between two transactions of an older version: the result now.
            self.store.append_events([self._writer.ended_item(hand)])
            self._writer = None
            return
        expected = hand.expected_card()
        self.store.append_events([("hand-resumed", {
            "inputs": len(hand.inputs), "street": hand.street, "pot": hand.pot, "actor": hand.actor,
            "expected": expected.label.english() if expected else None, "stacks": list(hand.stacks)}, number)])

    def _append_entry(self, index: int, entry: dict, read: Optional[dict] = None) -> None:
        assert self.store is not None
        pair = None
        if self._hand_of is not None and self._hand_number is not None:
            pair = [self._hand_of, self._hand_number]
        payload = {"index": index, "entry": entry, "hand": pair}
        if read is not None:
            payload["read"] = read                 # already as the store keeps it (cards.read_record)
        # The time collected as this entry started a hand (RULES.md 11), said in the event itself: the central
        # record sums it like the rake without replaying the session (dealer_app/central/migrations/0003).
        taken = [[t.seat, t.name, t.amount] for t in self.session.time_collections if t.index == index]
        if taken:
            payload["time"] = taken
        self.store.append(SESSION_ENTRY, payload, hand=pair[1] if pair else None)

    def _sync(self, read: Optional[dict] = None) -> None:
        """Bring the store's hand record level with the session's latest hand: what that hand did, written
        from it (``read``: how the card this request dealt was read)."""
        latest = self.session.latest_hand
        writer = self._writer
        # One look at the store for the open hand per request: after the write, the hand is closed exactly
        # when this write ended it (the writer puts the result with the input that completes the hand).
        if writer is not None and self.store.open_hand_number() == writer.number:
            ended = False
            if latest is not None and latest.number == self._hand_of:
                written = writer.write(latest.hand, self.store.append_events, read=read,
                                       why_withdrawn=self._correction_words)
                ended = written > 0 and latest.hand.is_complete
            summary = self._summary(self._hand_of)
            if not ended and summary is not None:
                self._close(writer, summary)
        if latest is not None and latest.number != self._hand_of:
            number = self.store.start_hand_record(latest.hand.config, button_seat=latest.plan.positions.button)
            self._writer = HandWriter(number, latest.hand.config)
            self._hand_of, self._hand_number = latest.number, number
            self._store_numbers[latest.number] = number
            self._writer.write(latest.hand, self.store.append_events, read=read,
                               why_withdrawn=self._correction_words)

    def _summary(self, number: Optional[int]) -> Optional[HandSummary]:
        return next((h for h in reversed(self.session.hands) if h.number == number), None)

    def _close(self, writer: HandWriter, summary: HandSummary) -> None:
        if summary.status in (MISDEAL, VOID):
            self.store.append_events(void_items(self.store.load_hand(writer.number),
                                                summary.authorised_by or self.dealer,
                                                summary.reason or summary.status, summary.status))
        elif summary.status == AWARDED:
            # The supervisor's shares: what each seat ends with beyond what it kept behind.
            h = writer.last_hand
            end = dict(summary.end_stacks)
            shares = [end[p.seat] - h.stacks[i] for i, p in enumerate(h.config.players)]
            self.store.append_events(award_items(h, writer.number, shares, summary.rake,
                                                 summary.authorised_by, summary.reason or "awarded by hand"))
        elif summary.status == COMPLETE:
            raise StoreError("record-out-of-step", f"hand {summary.number} ended in the session, but the hand "
                             "record is missing its last inputs", hand=summary.number)

    def _correction_words(self) -> tuple[str, str]:
        """Who withdrew inputs, and why: the session's last entry says (an undo, a correction, a misdeal)."""
        length = self.session.record_length
        last = self.session.record_since(length - 1)[0] if length else {}
        by = last.get("authorised_by") or self.dealer
        if last.get("op") == "undo":
            return by, "the dealer undid the last input"
        if last.get("op") == "correct" and last.get("reason"):
            # The supervisor's reason first, then what the correction made of the input.
            new = last.get("input")
            return by, f"{last['reason']} (#{last.get('target')} is now {describe(new) if new else 'struck out'})"
        return by, describe(last) or "corrected"

    # ------------------------------------------------------------ rebuilding

    def _rebuild_in_memory(self, length: int) -> None:
        entries = self.session.record_since(0)[:length]
        self.session = TableSession.replay(self.session.initial_settings, entries)

    def _rebuild_from_store(self) -> None:
        """After a failed write: the session and the hand record as they are on disk."""
        if self.store is None:
            return
        events = self.store.session_events(SESSION_ENTRY)
        self.session = TableSession.replay(self.session.initial_settings, [e.payload["entry"] for e in events])
        self._pick_up(events)
