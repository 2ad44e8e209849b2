"""The append-only hand store: every event chained, on disk before ``append`` returns.

SQLite in WAL mode with ``synchronous=FULL``: a commit is fsynced, so an
event the console shows as done survives a power cut. One transaction per
append (or per group that must stand together: the action that ends a hand
and the hand's result), so after a kill at any moment the record holds every
acknowledged event and nothing half-written.

Generic events (``append(kind, payload, hand=...)``) are for whatever the
table records: session settings, sign-ins, notes. The kinds that make up a
hand's replayable record go through :class:`RecordedHand` (live.py), which
lets the engine check each input first.
"""
from __future__ import annotations

import json
import os
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Optional, Protocol, Sequence

from engine.hand import HandConfig

from .chain import canonical_json, event_bytes, link
from .codec import config_to_dict
from .errors import StoreError
from .keying import Keying
from .recall import _EVENT_COLUMNS as EVENT_COLUMNS, RecordEvent, StoreReader, _row_event as row_event
from .schema import ACCESS_KINDS

# Kinds only the store itself writes: a hand's replayable record and its own bookkeeping.
HAND_KINDS = ("hand-started", "card", "hole-cards", "board-cards", "action", "show", "muck", "withdraw", "correction",
              "hand-resumed", "hand-voided", "hand-awarded", "hand-ended")
RESERVED_KINDS = HAND_KINDS + ("store-created", "store-identified", "store-opened", "store-closed", "session-opened",
                               "session-closed", "purge", "purge-refused", "retention-changed",
                               "damaged-store-set-aside", "dispute-opened")


class Clock(Protocol):
    def utc_us(self) -> int: ...
    def mono_ns(self) -> int: ...


class SystemClock:
    """The machine's wall clock (UTC) and its monotonic clock."""

    def utc_us(self) -> int:
        return time.time_ns() // 1000

    def mono_ns(self) -> int:
        return time.monotonic_ns()


@dataclass(frozen=True, slots=True)
class Appended:
    """An event as it was made durable."""

    seq: int
    hash: bytes
    utc_us: int


Item = tuple[str, dict, Optional[int]]          # (kind, payload, hand number)
Extra = Callable[[sqlite3.Connection, list[Appended]], None]


def _name(text: object, what: str) -> str:
    if not isinstance(text, str) or not text.strip():
        raise StoreError("who-missing", f"{what} must be named (who it was), not {text!r}")
    return text.strip()


class HandStore(StoreReader):
    """One table's writer. Build it with :func:`dealer_app.store.open_store`."""

    def __init__(self, conn: sqlite3.Connection, path: Path, table: str, dealer: str,
                 clock: Optional[Clock] = None):
        super().__init__(conn, path)
        self.table = _name(table, "the table")
        self.dealer = _name(dealer, "the dealer")
        self.clock: Clock = clock or SystemClock()
        self.session: Optional[int] = self._open_session_of(self.table)
        self._grouped = False
        self.keying = Keying(self)               # the keeper, if any, is given by open_store
        self.heads_file: Optional[Path] = None   # where each session's closing head is written down (console)
        self.head_not_written: Optional[str] = None
        # With a central record: () -> the last event a signed checkpoint anchors; a purge stops there.
        self.purge_limit: Optional[Callable[[], int]] = None

    # ------------------------------------------------------------ appending

    def append(self, kind: str, payload: dict, hand: Optional[int] = None) -> Appended:
        """Record one event; durable when this returns. Hand records go through RecordedHand."""
        if not isinstance(kind, str) or not kind or kind != kind.strip():
            raise StoreError("bad-kind", f"an event kind is a word, not {kind!r}")
        if kind in RESERVED_KINDS:
            raise StoreError("reserved-kind", f"{kind!r} events are written by the store itself", kind=kind)
        if hand is not None and self._hand_row(hand) is None:
            raise StoreError("no-such-hand", f"there is no hand {hand} in this store", hand=hand)
        return self._append_many([(kind, payload, hand)])[0]

    @contextmanager
    def group(self) -> Iterator[None]:
        """Every append inside is one transaction: durable together when the block ends, or none of
        them (an exception rolls all back; whoever holds state built on them rebuilds it from the record).
        The table session's entry and the hand events it makes are written this way."""
        if self._grouped:
            yield                                    # already inside a group: part of it
            return
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise StoreError("not-recorded", f"the record could not be written ({exc}); nothing was recorded") from exc
        self._grouped = True
        try:
            yield
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise StoreError("not-recorded", f"the record could not be written ({exc}); "
                                 "nothing was recorded") from exc
            raise
        finally:
            self._grouped = False
        self.keying.key_new_events()

    def _append_many(self, items: Sequence[Item], extra: Optional[Extra] = None) -> list[Appended]:
        """Append events in one transaction (all or none), fsynced before returning; inside
        ``group()`` they join the group's transaction instead."""
        if not isinstance(items, (list, tuple)) or not items:
            raise StoreError("nothing-to-append", "no event given")
        texts = []
        for kind, payload, _ in items:
            if not isinstance(payload, dict):
                raise StoreError("bad-payload", f"a {kind} event's payload is a mapping, not {type(payload).__name__}")
            texts.append(canonical_json(payload))         # refused here, before the file is touched
        conn = self._conn
        own = not self._grouped
        try:
            if own:
                conn.execute("BEGIN IMMEDIATE")
            seq, previous = conn.execute("SELECT seq, hash FROM chain_head").fetchone()
            out: list[Appended] = []
            for (kind, payload, hand), text in zip(items, texts):
                seq += 1
                utc, mono = self.clock.utc_us(), self.clock.mono_ns()
                digest = link(previous, event_bytes(seq, kind, self.session, hand, self.table, self.dealer,
                                                    utc, mono, text))
                conn.execute("INSERT INTO events VALUES (?,?,?,?,?,?,?,?,?,?)",
                             (seq, kind, self.session, hand, self.table, self.dealer, utc, mono, text, digest))
                self._index(kind, payload, seq, utc, hand)
                previous = digest
                out.append(Appended(seq, digest, utc))
            conn.execute("UPDATE chain_head SET seq = ?, hash = ?", (seq, previous))
            if extra is not None:
                extra(conn, out)
            if own:
                conn.execute("COMMIT")
        except BaseException as exc:
            if own and conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise StoreError("not-recorded", f"the record could not be written ({exc}); "
                                 "nothing was recorded") from exc
            raise
        if own:
            self.keying.key_new_events()         # after the commit: a rollback never reaches the keeper
        return out

    def _index(self, kind: str, payload: dict, seq: int, utc: int, hand: Optional[int]) -> None:
        """The search tables, written in the same transaction as the event they point to."""
        conn = self._conn
        if kind == "hand-started":
            conn.execute("INSERT INTO hands VALUES (?,?,?,?,?)", (hand, self.table, self.session, seq, utc))
            conn.executemany("INSERT INTO hand_players VALUES (?,?,?,?)",
                             [(hand, i, p["seat"], p["name"]) for i, p in enumerate(payload["config"]["players"])])
        elif kind == "hand-ended":
            conn.execute("INSERT INTO hand_ends VALUES (?,?,?,?)", (hand, seq, utc, payload["status"]))
        elif kind == "session-opened":
            conn.execute("INSERT INTO sessions VALUES (?,?,?,?)", (payload["session"], self.table, seq, utc))
        if kind in ACCESS_KINDS:
            conn.execute("INSERT INTO access_log VALUES (?,?,?,?,?)",
                         (seq, utc, kind, payload.get("by") or self.dealer, self.table))

    # ------------------------------------------------------------ the table

    def sign_in(self, who: str, role: str) -> Appended:
        """Someone signs in at this table (dealer, supervisor, floor): kept in the access log."""
        return self._append_many([("sign-in", {"by": _name(who, "who signs in"), "role": role}, None)])[0]

    def sign_out(self, who: str) -> Appended:
        return self._append_many([("sign-out", {"by": _name(who, "who signs out")}, None)])[0]

    def change_dealer(self, dealer: str) -> Appended:
        """A new dealer takes the box; the events after this carry their id."""
        new = _name(dealer, "the dealer")
        appended = self._append_many([("dealer-changed", {"by": new, "from": self.dealer, "to": new}, None)])[0]
        self.dealer = new
        return appended

    def open_session(self, settings: dict, by: str) -> int:
        """A table session with its settings (the session file's keys); returns its id."""
        if self.session is not None:
            raise StoreError("session-open", f"session {self.session} is still open at this table: close it first",
                             session=self.session)
        number = self._next_number("sessions", "id", "last_session")
        self.session = number
        try:
            self._append_many([("session-opened", {"session": number, "settings": settings,
                                                   "by": _name(by, "who opens the session")}, None)])
        except BaseException:
            self.session = None
            raise
        return number

    def change_settings(self, changes: dict, by: str, reason: str = "") -> Appended:
        """Who changed which settings (kept in the access log)."""
        if not isinstance(changes, dict) or not changes:
            raise StoreError("no-change", "a settings change names what changed")
        return self._append_many([("settings-changed", {"changes": changes, "by": _name(by, "who changed the settings"),
                                                        "reason": reason}, None)])[0]

    def close_session(self, by: str) -> Appended:
        """The session closed; its closing head appended to ``heads_file`` (outside the store's folder) if set."""
        if self.session is None:
            raise StoreError("no-session", "no session is open at this table")
        if self.open_hand_number() is not None:
            raise StoreError("hand-open", f"hand {self.open_hand_number()} is not finished",
                             hand=self.open_hand_number())
        appended = self._append_many([("session-closed", {"session": self.session,
                                                          "by": _name(by, "who closes the session")}, None)])[0]
        self.session = None
        self.head_not_written = None
        if self.heads_file is not None and self.keying.store_id is not None:
            from dealer_app.keeper.client import append_head
            from datetime import datetime, timezone
            try:
                append_head(self.heads_file, self.keying.store_id, appended.seq, appended.hash,
                            datetime.fromtimestamp(appended.utc_us / 1e6, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"))
            except OSError as exc:
                # The session is closed and recorded: the desk says so, and asks for the head by hand.
                self.head_not_written = f"{self.heads_file}: {exc.strerror or exc}"
        return appended

    def session_events(self, kind: str, session: Optional[int] = None) -> list[RecordEvent]:
        """The events of one kind in a session (this table's open one by default), oldest first."""
        session = self.session if session is None else session
        opened = self._conn.execute("SELECT open_seq FROM sessions WHERE id = ?", (session,)).fetchone()
        if opened is None:
            return []
        # From the session's opening on, by the primary key: the time does not grow with the store.
        rows = self._conn.execute(f"SELECT {EVENT_COLUMNS} FROM events WHERE seq >= ? AND kind = ? AND session = ? "
                                  "ORDER BY seq", (opened[0], kind, session))
        return [row_event(r) for r in rows]

    def last_session(self) -> Optional[int]:
        """This table's latest session, open or closed; None before the first."""
        return self._conn.execute("SELECT max(id) FROM sessions WHERE table_id = ?", (self.table,)).fetchone()[0]

    def _open_session_of(self, table: str) -> Optional[int]:
        row = self._conn.execute("SELECT max(id) FROM sessions WHERE table_id = ?", (table,)).fetchone()
        if row[0] is None:
            return None
        closed = self._conn.execute(
            "SELECT 1 FROM events WHERE kind = 'session-closed' AND session = ? LIMIT 1", (row[0],)).fetchone()
        return None if closed else row[0]

    def _next_number(self, table: str, column: str, purged_key: str) -> int:
        """Numbers are never reused, even after the oldest records were purged."""
        top = self._conn.execute(f"SELECT max({column}) FROM {table}").fetchone()[0]
        if top is None:
            row = self._conn.execute("SELECT payload FROM events WHERE kind = 'purge' ORDER BY seq DESC LIMIT 1"
                                     ).fetchone()
            top = json.loads(row[0]).get(purged_key) if row else None
        return (top or 0) + 1

    # ------------------------------------------------------------ hands

    def open_hand_number(self) -> Optional[int]:
        """This table's hand that has started and not ended (at most one)."""
        row = self._conn.execute("SELECT number FROM hands WHERE table_id = ? ORDER BY number DESC LIMIT 1",
                                 (self.table,)).fetchone()
        if row is None:
            return None
        ended = self._conn.execute("SELECT 1 FROM hand_ends WHERE number = ?", (row[0],)).fetchone()
        return None if ended else row[0]

    def begin_hand(self, config: HandConfig, *, button_seat: Optional[int] = None):
        """Start recording a hand; the engine checks its configuration first."""
        from .live import RecordedHand
        open_number = self.open_hand_number()
        if open_number is not None:
            raise StoreError("hand-open", f"hand {open_number} is not finished: finish it, or a supervisor "
                             "voids it, before the next hand", hand=open_number)
        recorded = RecordedHand(self, 0, config)          # the engine refuses a bad configuration here
        number = self.keying.next_hand(self._next_number("hands", "number", "last_hand"))
        payload = {"number": number, "config": config_to_dict(config), "button_seat": button_seat}
        self._append_many([("hand-started", payload, number)])
        recorded.number = number
        return recorded

    def resume_open_hand(self):
        """After a restart: the open hand rebuilt exactly at its last durable event, or None."""
        from .live import RecordedHand
        number = self.open_hand_number()
        if number is None:
            return None
        return RecordedHand.resume(self, self.load_hand(number))

    def void_hand(self, number: int, by: str, reason: str, status: str = "misdeal") -> list[Appended]:
        """A misdeal or a void: the hand ends with every chip back where it started (RULES.md 8)."""
        from .live import void_items
        if number != self.open_hand_number():
            raise StoreError("hand-not-open", f"hand {number} is not this table's open hand", hand=number)
        return self._append_many(void_items(self.load_hand(number), by, reason, status))

    # ------------------------------------------------------------ retention (retention.py)

    def set_retention(self, days: int, by: str) -> Appended:
        from .retention import set_retention
        return set_retention(self, days, by)

    def open_dispute(self, number: int, by: str, note: str) -> Appended:
        from .retention import open_dispute
        return open_dispute(self, number, by, note)

    def purge(self, *, before_utc_us: int, by: str, reason: str):
        from .retention import purge
        return purge(self, before_utc_us=before_utc_us, by=by, reason=reason)

    # ------------------------------------------------------------ closing

    def close(self) -> None:
        """A clean stop: recorded, so the next start knows the last run ended normally."""
        if self._conn is None:
            return
        try:
            self._append_many([("store-closed", {"by": self.dealer, "pid": os.getpid()}, None)])
        finally:
            super().close()
            lock = getattr(self, "_writer_lock", None)
            if lock is not None:
                lock.close()             # another console may open the store now
                self._writer_lock = None

