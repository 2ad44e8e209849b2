"""The room board's reading of the central record: every table store's row, and the notifications.

``BoardFeed`` is the floor station's own connection (autocommit, LISTEN
table_events): ``listen()`` then ``rows()`` for a full refresh, then
``wait()`` for the stores named by each notification (ingest() sends one per
accepted batch: migrations/0001_record.sql). Each store's checkpoints are
checked here (checkpoint.py: the signature with the key registered for it, or
the ``public_key`` given, and the date): ``checkpoint_seq`` is the newest that
verifies, and one that does not adds ``checkpoint-invalid`` to the row's
alarms (checkpoints are append-only: each is checked once, its date again at
each read). A lost connection raises ``FeedLost`` (the listener in dealer_app/floor/board.py reconnects, LISTENs
again and refreshes everything: nothing missed). psycopg stays in this part.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

import psycopg

from engine.errors import Refusal

CHANNEL = "table_events"
# The rows of the board: the version 1 table_board view, with what it leaves out (the latest dealer,
# open or closed, the server's clock now) and the open hand's events for its pot in play.
_ROWS = """
SELECT b.store_id, b.table_id, b.last_seq, b.last_hand, b.synced_through_hand, b.last_utc_us,
       extract(epoch FROM b.last_seen)::float8, extract(epoch FROM now())::float8,
       b.game, b.structure, b.small_blind, b.big_blind,
       (SELECT e.dealer FROM central.events e WHERE e.store_id = b.store_id AND e.seq = b.last_seq),
       b.players, b.dealing, b.fork_alarm, b.record_alarm, b.clock_alarm, b.conflict, b.checkpoint_seq,
       (SELECT e.kind FROM central.events e WHERE e.store_id = b.store_id
            AND e.kind IN ('store-opened', 'store-closed', 'session-opened', 'session-closed')
            ORDER BY e.seq DESC LIMIT 1),
       (SELECT string_agg(DISTINCT a.kind, ',') FROM central.alarms a WHERE a.store_id = b.store_id),
       (SELECT string_agg(DISTINCT c.other_store_id, ',') FROM central.table_conflicts c
            WHERE c.store_id = b.store_id),
       (SELECT array_agg(DISTINCT h ORDER BY h) FROM central.refused_ranges_latest r, unnest(r.hands) h
            WHERE r.store_id = b.store_id),
       (SELECT sum(r.rake) FROM central.refused_ranges_latest r WHERE r.store_id = b.store_id),
       (SELECT json_agg(json_build_object('id', l.alarm_id, 'kind', l.kind, 'cleared', l.cleared,
                                          'acknowledged', l.acknowledged, 'by', l.ack_supervisor, 'why', l.ack_reason)
                        ORDER BY l.first_at, l.alarm_id)
            FROM central.alarm_list l WHERE l.store_id = b.store_id)
FROM central.table_board b
"""


class FeedLost(Refusal):
    """The connection to the central record is gone (server down or restarted)."""

    def __init__(self, why: str):
        super().__init__("central-lost", why)


@dataclass(frozen=True, slots=True)
class StoreRow:
    """One table store as the central record has it (the board's raw row)."""

    store_id: str
    table_id: Optional[str]
    last_seq: int
    last_hand: Optional[int]
    synced_through_hand: Optional[int]
    last_utc_us: Optional[int]          # the table's clock, its latest event
    last_seen: float                    # the server's clock (epoch seconds), the table's latest batch or call
    server_now: float                   # the server's clock when read
    game: Optional[str]
    structure: Optional[str]
    small_blind: Optional[int]
    big_blind: Optional[int]
    dealer: Optional[str]
    players: int
    dealing: bool
    fork_alarm: bool
    record_alarm: bool
    clock_alarm: bool
    conflict: bool
    checkpoint_seq: Optional[int]
    session_mark: Optional[str]         # the last store-/session- opened/closed event's kind
    alarm_kinds: tuple[str, ...]
    conflict_with: tuple[str, ...]
    open_hand: tuple[tuple[bytes, bytes], ...] = ()   # (body, hash) of the open hand's events, when dealing
    # Dealt at the table past its parting from the room's copy and refused here (central.refused_ranges):
    # kept in the table's store, the table's own account of them.
    refused_hands: tuple[int, ...] = ()
    refused_rake: int = 0
    alarms: tuple["AlarmState", ...] = ()     # every alarm of the store, open or acknowledged (alarms.py)


@dataclass(frozen=True, slots=True)
class AlarmState:
    """One alarm of a store as the board shows it (migrations/*_alarm_acks.sql's alarm_list)."""

    alarm_id: str
    kind: str
    cleared: bool
    acknowledged: bool
    by: Optional[str] = None
    why: Optional[str] = None


def _row(r: Sequence) -> StoreRow:
    alarms = tuple(AlarmState(a["id"], a["kind"], bool(a["cleared"]), bool(a["acknowledged"]), a.get("by"),
                              a.get("why")) for a in (r[25] or ()))
    return StoreRow(*r[:21], tuple(sorted((r[21] or "").split(","))) if r[21] else (),
                    tuple(sorted((r[22] or "").split(","))) if r[22] else (),
                    refused_hands=tuple(r[23] or ()), refused_rake=int(r[24] or 0), alarms=alarms)


class BoardFeed:
    """One connection for the board: LISTEN, rows, notifications."""

    def __init__(self, url: str, connect_timeout: float = 5.0, public_key: Optional[bytes] = None):
        self.url = url
        self.connect_timeout = connect_timeout
        self.public_key = public_key
        self._conn: Optional[psycopg.Connection] = None
        # Every checkpoint read so far, by store: (seq, signed_utc_us, signature holds); the last id read.
        self._checkpoints: dict[str, list[tuple[int, int, bool]]] = {}
        self._checkpoint_id = 0
        self._seen: set[int] = set()

    def open(self) -> None:
        """Connect and LISTEN (before the first full refresh, so nothing falls between the two)."""
        self.close()
        try:
            self._conn = psycopg.connect(self.url, autocommit=True, connect_timeout=max(1, int(self.connect_timeout)),
                                         application_name="dealer-floor-board")
            self._conn.execute(f"LISTEN {CHANNEL}")
        except psycopg.Error as exc:
            self.close()
            raise FeedLost(_first_line(exc)) from None

    def close(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except psycopg.Error:
                pass
            self._conn = None

    @property
    def is_open(self) -> bool:
        return self._conn is not None and not self._conn.closed

    def rows(self, store_ids: Optional[Iterable[str]] = None) -> list[StoreRow]:
        """Every store's row (``store_ids`` None), or only those named; a dealing table carries its open hand."""
        if self._conn is None:
            raise FeedLost("not connected")
        try:
            if store_ids is None:
                found = [_row(r) for r in self._conn.execute(_ROWS + " ORDER BY b.table_id, b.store_id")]
            else:
                wanted = sorted(set(store_ids))
                found = [_row(r) for r in self._conn.execute(_ROWS + " WHERE b.store_id = ANY(%s) "
                                                             "ORDER BY b.table_id, b.store_id", (wanted,))]
            self._read_checkpoints()
            return [self._with_checkpoints(self._with_open_hand(row)) for row in found]
        except psycopg.Error as exc:
            self.close()
            raise FeedLost(_first_line(exc)) from None

    def _with_open_hand(self, row: StoreRow) -> StoreRow:
        if not row.dealing or row.last_hand is None:
            return row
        events = self._conn.execute("SELECT body, hash FROM central.events WHERE store_id = %s AND hand = %s "
                                    "ORDER BY seq", (row.store_id, row.last_hand)).fetchall()
        from dataclasses import replace
        return replace(row, open_hand=tuple((bytes(b), bytes(h)) for b, h in events))

    def _read_checkpoints(self) -> None:
        """The checkpoints recorded since the last read, each signature checked once."""
        from .checkpoint import Checkpoint, CheckpointError, check_signature
        # A little before the last id read: ids are taken before commit, so two signers' rows may commit out of
        # order; those already read are skipped.
        since = max(0, self._checkpoint_id - 64)
        for cid, store_id, seq, head_hash, signed, kid, signature, public in self._conn.execute(
                "SELECT c.id, c.store_id, c.seq, c.head_hash, c.signed_utc_us, c.key_id, c.signature, k.public_key "
                "FROM central.checkpoints c LEFT JOIN central.checkpoint_keys k ON k.key_id = c.key_id "
                "WHERE c.id > %s ORDER BY c.id", (since,)):
            if cid in self._seen:
                continue
            self._seen.add(cid)
            key = self.public_key if self.public_key is not None else (None if public is None else bytes(public))
            try:
                if key is None:
                    raise CheckpointError("other-key", "no key")
                check_signature(Checkpoint(store_id, seq, bytes(head_hash), signed, kid, bytes(signature)), key)
                holds = True
            except CheckpointError:
                holds = False
            self._checkpoints.setdefault(store_id, []).append((seq, signed, holds))
            self._checkpoint_id = max(self._checkpoint_id, cid)

    def _with_checkpoints(self, row: StoreRow) -> StoreRow:
        """The row's checkpoint: the newest that verifies; an alarm for any that does not."""
        import time
        from dataclasses import replace
        from .checkpoint import CLOCK_TOLERANCE_US
        latest = time.time_ns() // 1000 + CLOCK_TOLERANCE_US
        good, bad = None, False
        for seq, signed, holds in self._checkpoints.get(row.store_id, ()):
            if holds and signed <= latest:
                good = seq if good is None else max(good, seq)
            else:
                bad = True
        kinds = tuple(sorted(set(row.alarm_kinds) | {"checkpoint-invalid"})) if bad else row.alarm_kinds
        return replace(row, checkpoint_seq=good, alarm_kinds=kinds)

    def wait(self, timeout: float) -> list[str]:
        """The store ids named by the notifications within ``timeout`` seconds (empty: none came)."""
        if self._conn is None:
            raise FeedLost("not connected")
        named: list[str] = []
        try:
            # The first notification waits up to the timeout; the ones already queued come with it.
            for note in self._conn.notifies(timeout=timeout, stop_after=1):
                named.append(_store_of(note.payload))
            for note in self._conn.notifies(timeout=0.0):
                named.append(_store_of(note.payload))
        except psycopg.Error as exc:
            self.close()
            raise FeedLost(_first_line(exc)) from None
        return [s for s in named if s]


def _store_of(payload: str) -> str:
    try:
        return str(json.loads(payload).get("store_id") or "")
    except (ValueError, AttributeError):
        return ""


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]
