"""The append primitive: every event chained, on disk before it returns.

SQLite in WAL mode with ``synchronous=FULL``: a commit is fsynced, so an
event the console shows as done survives a power cut. One transaction per
append (or per group that must stand together: the action that ends a hand
and the hand's result), so after a kill at any moment the record holds every
acknowledged event and nothing half-written.

``ChainWriter.append_events`` writes any kind, the store's own included: it is
for the store's modules (store.py, live.py, retention.py, opening.py), which
check what they write; the table's generic events go through
``HandStore.append``, which refuses those kinds.
"""
from __future__ import annotations

import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Optional, Protocol, Sequence

from .chain import canonical_json, event_bytes, link
from .errors import StoreError
from .keying import Keying
from .recall import StoreReader
from .schema import ACCESS_KINDS


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


def named(text: object, what: str) -> str:
    if not isinstance(text, str) or not text.strip():
        raise StoreError("who-missing", f"{what} must be named (who it was), not {text!r}")
    return text.strip()


class ChainWriter(StoreReader):
    """One table's writer at the chain: its table, dealer, open session and clock, and the append."""

    def __init__(self, conn: sqlite3.Connection, path: Path, table: str, dealer: str,
                 clock: Optional[Clock] = None):
        super().__init__(conn, path)
        self.table = named(table, "the table")
        self.dealer = named(dealer, "the dealer")
        self.clock: Clock = clock or SystemClock()
        self.session: Optional[int] = self._open_session_of(self.table)
        self._grouped = False
        self.keying = Keying(self)               # the keeper, if any, is given by open_store
        self.heads_file: Optional[Path] = None   # where each session's closing head is written down (console)
        self.head_not_written: Optional[str] = None
        # With a central record: () -> the last event a signed checkpoint anchors; a purge stops there.
        self.purge_limit: Optional[Callable[[], int]] = None
        # () -> None after each commit (the console's uplink is woken by it: ARCHITECTURE.md 2); never raises.
        self.on_commit: Optional[Callable[[], None]] = None

    # ------------------------------------------------------------ appending

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
        if self.on_commit is not None:
            self.on_commit()

    def append_events(self, items: Sequence[Item], extra: Optional[Extra] = None) -> list[Appended]:
        """Append events in one transaction (all or none), fsynced before returning; inside
        ``group()`` they join the group's transaction instead. Any kind: the store's modules only."""
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
            if self.on_commit is not None:
                self.on_commit()
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

    def open_hand_number(self) -> Optional[int]:
        """This table's hand that has started and not ended (at most one)."""
        row = self._conn.execute("SELECT number FROM hands WHERE table_id = ? ORDER BY number DESC LIMIT 1",
                                 (self.table,)).fetchone()
        if row is None:
            return None
        ended = self._conn.execute("SELECT 1 FROM hand_ends WHERE number = ?", (row[0],)).fetchone()
        return None if ended else row[0]

    def _open_session_of(self, table: str) -> Optional[int]:
        row = self._conn.execute("SELECT max(id) FROM sessions WHERE table_id = ?", (table,)).fetchone()
        if row[0] is None:
            return None
        closed = self._conn.execute(
            "SELECT 1 FROM events WHERE kind = 'session-closed' AND session = ? LIMIT 1", (row[0],)).fetchone()
        return None if closed else row[0]
