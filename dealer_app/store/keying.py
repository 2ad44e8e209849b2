"""The store's identity, its keeper's MACs, and hand numbers that never repeat at a table.

- Identity: a random id (32 hex digits) recorded in the store's first event
  (``store-created``; ``store-identified`` for a store made before schema 3)
  and in ``store_identity`` with the genesis hash, that event's hash.
- Keyed: with a keeper (dealer_app/keeper/), each event's hash gets the
  keeper's HMAC once the event is committed, in ``event_macs``. After the
  commit, never before: a transaction rolled back must not have moved the
  keeper's head (it would refuse the next event's number). The MACs of one
  commit are one request, sent without waiting (the keeper syncs its memory
  while the table goes on); the answers are read before the next request and
  written without a sync of their own; a clean stop waits for them all.
  Events not yet MACed (the keeper did not answer) are MACed at the next
  append or start.
- Hand numbers: the keeper gives them per table (past every number given to
  any store of the table); without a keeper, a counter file beside the store
  (``STORE.last-hand``) remembers the last one, so a new store at the same
  place (after damage, or a file removed or copied over) goes on after it.
"""
from __future__ import annotations

import json
import os
import secrets
import sqlite3
import sys
from pathlib import Path
from typing import Optional

from .errors import StoreError


PIPELINED = 100             # events of one commit whose MACs are asked for without waiting (more: a catch-up)


def new_store_id() -> str:
    return secrets.token_hex(16)


def identity(conn: sqlite3.Connection) -> Optional[tuple[str, bytes, int]]:
    """(store id, genesis hash, the event that recorded it), or None (a store before schema 3)."""
    try:
        row = conn.execute("SELECT store_id, genesis, seq FROM store_identity").fetchone()
    except sqlite3.OperationalError:
        return None
    return tuple(row) if row else None


def record_identity(conn: sqlite3.Connection, store_id: str, appended) -> None:
    """The identity row, in the transaction of the event that records it (an ``extra`` of ChainWriter.append_events)."""
    conn.execute("INSERT INTO store_identity VALUES (1, ?, ?, ?)", (store_id, appended[0].hash, appended[0].seq))


def keyed_up_to(conn: sqlite3.Connection) -> int:
    return conn.execute("SELECT coalesce(max(seq), 0) FROM event_macs").fetchone()[0]


class Keying:
    """A store's link to its keeper (None: not keyed) and its hand counter."""

    def __init__(self, store, keeper=None):
        self.store, self.keeper = store, keeper
        self.problem: Optional[str] = None          # the keeper's last failure, in words (None: all keyed)
        self.registered: Optional[dict] = None
        self.keeper_head = 0                        # the last event the keeper MACed for this store
        self._asked = 0                             # the last event whose MAC was asked for (answered or not)
        self._resync = False                        # a request failed: ask the keeper its head before more
        self._ready: list[tuple[int, bytes]] = []   # MACs answered, not yet written

    @property
    def store_id(self) -> Optional[str]:
        found = identity(self.store._conn)
        return found[0] if found else None

    # ------------------------------------------------------------ MACs

    def register(self) -> dict:
        """The store made known to the keeper (once; again: its record back)."""
        store_id, genesis, seq = identity(self.store._conn)
        head = self.store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
        self.registered = self.keeper.register(store_id, self.store.table, genesis, max(seq, head))
        self.keeper_head = self.registered["head_seq"]
        # Past the keeper's head too: MACs it gave that a stop kept from being written are not
        # asked for again (it would refuse); the keeper's head hash still pins those events.
        self._asked = max(keyed_up_to(self.store._conn), self.keeper_head)
        return self.registered

    def key_new_events(self) -> None:
        """After a commit: the MACs of the events just committed asked for, without waiting for the answer
        (issue 26, point 11: the keeper syncs its memory while the table goes on); the answers come before
        the next request, and the MACs already answered are written. Never raises: a keeper that does not
        answer or refuses is ``problem``, and the events are asked for again once it answers."""
        if self.keeper is None:
            return
        from dealer_app.keeper.client import BATCH, KeeperError
        conn = self.store._conn
        try:
            self.keeper.poll()
            if self._resync:
                record = self.keeper.head(self.store_id)
                self.keeper_head = record["head_seq"] if record else 0
                self._asked = max(keyed_up_to(conn), self.keeper_head)
                self._resync = False
            rows = conn.execute("SELECT seq, hash FROM events WHERE seq > ? ORDER BY seq", (self._asked,)).fetchall()
            for i in range(0, len(rows), BATCH):
                chunk = rows[i:i + BATCH]
                if len(rows) > PIPELINED:
                    # A catch-up (after a stop without the keeper): one batch at a time, or two large
                    # answers would fill both sockets while each side waits for the other to read.
                    self.keeper.poll(block=True)
                self.keeper.send("mac", lambda reply, chunk=chunk: self._answered(chunk, reply), store=self.store_id,
                                 items=[[seq, digest.hex()] for seq, digest in chunk])
                self._asked = chunk[-1][0]
            self._write_ready()
        except (KeeperError, sqlite3.Error) as exc:
            self._failed(getattr(exc, "message", str(exc)))

    def finish(self) -> None:
        """Every MAC asked for awaited and written (a clean stop, the start-up's catch-up)."""
        if self.keeper is None:
            return
        from dealer_app.keeper.client import KeeperError
        try:
            self.keeper.poll(block=True)
            self._write_ready()
        except (KeeperError, sqlite3.Error) as exc:
            self._failed(getattr(exc, "message", str(exc)))

    def _answered(self, chunk: list, reply: dict) -> None:
        if not reply.get("ok"):
            self._failed(reply.get("message", "the keeper refused"))
            return
        self._ready += [(seq, bytes.fromhex(mac)) for (seq, _), mac in zip(chunk, reply["macs"])]
        self.keeper_head = chunk[-1][0]
        if not self._resync:
            self.problem = None

    def _failed(self, said: str) -> None:
        if said != self.problem:
            print(f"dealer-app: events not keyed yet: {said}", file=sys.stderr)
        self.problem = said
        self._resync = True

    def _write_ready(self) -> None:
        """The MACs answered, written without a sync of their own: the next event's commit syncs the log they
        are in. Lost only with a power cut before it, and then the keeper's head (the last hash it MACed)
        still vouches for them: verify says "mac-missing", never passes a rewrite."""
        ready = self._ready
        if not ready:
            return
        conn = self.store._conn
        conn.execute("PRAGMA synchronous = NORMAL")
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.executemany("INSERT INTO event_macs VALUES (?, ?)", ready)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        finally:
            conn.execute("PRAGMA synchronous = FULL")
        self._ready = []

    # ------------------------------------------------------------ hand numbers

    def counter_path(self) -> Path:
        path = Path(self.store.path)
        if path.name.endswith(".new"):
            path = path.with_name(path.name[:-4])
        return path.with_name(path.name + ".last-hand")

    def _counter(self) -> int:
        try:
            data = json.loads(self.counter_path().read_text("utf-8"))
            return int(data.get(self.store.table, 0))
        except (OSError, ValueError, TypeError, AttributeError):
            return 0

    def _write_counter(self, number: int) -> None:
        path = self.counter_path()
        try:
            data = json.loads(path.read_text("utf-8"))
            if not isinstance(data, dict):
                data = {}
        except (OSError, ValueError):
            data = {}
        data[self.store.table] = number
        temporary = path.with_name(path.name + ".new")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, json.dumps(data, ensure_ascii=False, sort_keys=True).encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, path)

    def next_hand(self, at_least: int) -> int:
        """The next hand's number: past this store's, the counter's and (with a keeper) every store's of
        the table; written down before the hand is (a number may be skipped, never given twice).

        With a keeper, its answer is not waited for before the counter file is written: the two syncs run
        at once, and the counter is written again only when the keeper gave a higher number (another store
        of the table went further)."""
        from dealer_app.keeper.client import KeeperError
        number = max(at_least, self._counter() + 1)
        answer: dict = {}
        if self.keeper is not None and self.store_id is not None:
            try:
                self.keeper.send("hand", answer.update, store=self.store_id, table=self.store.table, at_least=number)
            except KeeperError as exc:
                answer = {"ok": False, "code": exc.code, "message": exc.message}
        self._write_counter_or_refuse(number)
        if self.keeper is not None and self.store_id is not None and not answer:
            try:
                self.keeper.poll(block=True)
            except KeeperError:
                pass                                   # the awaited answer is a refusal now (client.close)
        if answer.get("ok"):
            if answer["number"] != number:
                number = answer["number"]
                self._write_counter_or_refuse(number)
        elif answer:
            if answer.get("code") != "keeper-unreachable":
                raise StoreError("keeper-refused", f"the keeper refused a hand number: {answer.get('message')}")
            self.problem = answer.get("message")
        return number

    def _write_counter_or_refuse(self, number: int) -> None:
        try:
            self._write_counter(number)
        except OSError as exc:
            raise StoreError("not-recorded", f"the hand number could not be written down ({exc}); "
                             "nothing was recorded") from None
