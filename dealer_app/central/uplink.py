"""The uplink: a table's store sent to the central record, in order, in batches, resend-safe.

It asks the server for the store's head every round (never a local guess),
reads the next events from the SQLite store read-only (a WAL reader: the
console keeps writing, never "database is locked"), and sends them through
``central.ingest()`` in batches of at most ``batch`` events. The table never
waits on it: it runs in its own thread (``start()``), or as its own process
(``dealer-app uplink --db STORE --central URL``). When the server is down it
retries with a growing pause (``min_backoff`` doubling to ``max_backoff``)
and says since when it is offline and how many hands wait. A refusal by the
server (a fork, an altered event, a store older than the central copy) stops
the sending and is said in words: that is the floor's business, not something
to retry around.

``status`` (and the ``on_status`` callback, called from the uplink's thread)
is an ``UplinkStatus``; its ``words`` are the status line: "central: synced
through hand N", "offline since 14:02 — N hands waiting".

After each round it fetches the store's latest signed checkpoint and keeps it
beside the store (``STORE.checkpoint.json``, checkpoint.py) for ``verify``
and the purge.
"""
from __future__ import annotations

import logging
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional
from urllib.request import pathname2url

import psycopg
from psycopg_pool import ConnectionPool, PoolTimeout

from dealer_app.store.chain import event_bytes
from dealer_app.words.central import status_words

from . import record
from .checkpoint import save_beside

log = logging.getLogger(__name__)
# The pool would warn at every failed reconnection (every backoff step while the server is down): the
# uplink's status already says "offline since", once, on the screen.
logging.getLogger("psycopg.pool").setLevel(logging.ERROR)
BATCH = 500
HEARTBEAT = 10.0
_COLUMNS = "seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload, hash"


@dataclass(frozen=True)
class UplinkStatus:
    state: str                               # starting | synced | sending | offline | refused
    central_head: Optional[int] = None       # the server's head for this store
    local_head: Optional[int] = None
    synced_hand: Optional[int] = None        # the last hand whose end the server has
    hands_waiting: int = 0                   # hands started here and not yet all on the server
    offline_since_utc: Optional[float] = None
    refusal: str = ""                        # the server's words (fork, hash-mismatch ...)
    refusal_code: str = ""

    @property
    def words(self) -> str:
        return status_words(self)


def guard_purges(store, public_key: str) -> None:
    """The table's purges stop at the latest checkpoint beside the store that ``public_key`` signed."""
    from .checkpoint import load_public, purge_limit
    public = load_public(public_key)
    store.purge_limit = lambda: purge_limit(store.path, public)


class StoreOutbox:
    """The store as the uplink reads it: read-only, a fresh snapshot each call."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._conn: Optional[sqlite3.Connection] = None

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            # mode=ro: never writes, never takes the writer's lock; a WAL reader sees each commit.
            self._conn = sqlite3.connect(f"file:{pathname2url(str(self.path.resolve()))}?mode=ro", uri=True,
                                         isolation_level=None, check_same_thread=False, timeout=5)
            self._conn.execute("PRAGMA query_only = 1")
        return self._conn

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def store_id(self) -> Optional[str]:
        try:
            row = self._db().execute("SELECT store_id FROM store_identity").fetchone()
        except sqlite3.OperationalError:
            return None                       # a store from before identities (schema < 3)
        return row[0] if row else None

    def head(self) -> int:
        return self._db().execute("SELECT seq FROM chain_head").fetchone()[0]

    def first_seq(self) -> Optional[int]:
        return self._db().execute("SELECT min(seq) FROM events").fetchone()[0]

    def hash_at(self, seq: int) -> Optional[bytes]:
        row = self._db().execute("SELECT hash FROM events WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else bytes(row[0])

    def events_after(self, seq: int, limit: int) -> tuple[list[bytes], list[bytes]]:
        """The canonical bytes and hashes of the next events, in order: exactly what the store hashed."""
        bodies, hashes = [], []
        db = self._db()
        db.execute("BEGIN")               # one snapshot for the whole batch
        try:
            for row in db.execute(f"SELECT {_COLUMNS} FROM events WHERE seq > ? ORDER BY seq LIMIT ?",
                                  (seq, limit)):
                bodies.append(event_bytes(*row[:9]))
                hashes.append(bytes(row[9]))
        finally:
            db.execute("COMMIT")
        return bodies, hashes

    def synced_hand(self, central_head: int) -> Optional[int]:
        """The last hand whose end is at or under the server's head (walked back from the head by seq: a
        few events, whatever the store's size)."""
        row = self._db().execute("SELECT hand FROM events WHERE seq <= ? AND kind = 'hand-ended' "
                                 "ORDER BY seq DESC LIMIT 1", (central_head,)).fetchone()
        return None if row is None else row[0]

    def hands_waiting(self, central_head: int) -> int:
        """Hands after the last one the server has whole: at least one of their events is still here only."""
        synced = self.synced_hand(central_head) or 0
        return self._db().execute("SELECT count(*) FROM hands WHERE number > ?", (synced,)).fetchone()[0]


class Uplink:
    """One store's uplink. ``sync_once()`` for a round in the caller's thread; ``start()`` for the thread."""

    def __init__(self, store_path, central_url: str, *, batch: int = BATCH, min_backoff: float = 0.5,
                 max_backoff: float = 30.0, poll: float = 0.5, on_status: Optional[Callable[[UplinkStatus], None]] = None,
                 connect_timeout: float = 5.0, fetch_checkpoints: bool = True,
                 after_batch: Optional[Callable[[int], None]] = None, heartbeat: float = HEARTBEAT):
        if batch < 1:
            raise ValueError("a batch holds at least one event")
        self.path = Path(store_path)
        self.url = central_url
        self.batch = batch
        self.min_backoff, self.max_backoff, self.poll = min_backoff, max_backoff, poll
        self.on_status = on_status
        self.fetch_checkpoints = fetch_checkpoints
        self.after_batch = after_batch          # tests and the bench: called with the server's head after a batch
        self.connect_timeout = connect_timeout
        self.outbox = StoreOutbox(self.path)
        self.status = UplinkStatus("starting")
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._pool: Optional[ConnectionPool] = None
        self._flagged_behind = False
        self._kept_through = 0                  # the last refused event kept centrally (keep_refused)
        self.batches_sent = 0
        self.heartbeat = heartbeat              # seconds between the empty batches that say "still here"
        self._last_heartbeat = float("-inf")

    # ------------------------------------------------------------ the connection

    def _connection_pool(self) -> ConnectionPool:
        if self._pool is None:
            # One connection, checked before each use: after a server restart the pool makes a new one.
            self._pool = ConnectionPool(
                self.url, min_size=1, max_size=1, open=False, check=ConnectionPool.check_connection,
                kwargs={"autocommit": True, "connect_timeout": max(1, int(self.connect_timeout)),
                        "keepalives": 1, "keepalives_idle": 10, "keepalives_interval": 5, "keepalives_count": 3,
                        "application_name": "dealer-uplink", "options": "-c statement_timeout=60000"},
                reconnect_timeout=0, name="dealer-uplink")
            self._pool.open(wait=False)
        return self._pool

    def connection(self, timeout: float = 2.0):
        """One of the pool's connections for a short call from another thread (the central roster's sign-in
        check): waits at most ``timeout`` seconds for it (the uplink may be sending a batch), then raises."""
        return self._connection_pool().connection(timeout=timeout)

    def close(self) -> None:
        self.stop(timeout=2.0)      # a daemon thread: a round blocked on a dead server does not hold the exit
        if self._pool is not None:
            self._pool.close(timeout=2)
            self._pool = None
        self.outbox.close()

    # ------------------------------------------------------------ one round

    def sync_once(self) -> UplinkStatus:
        """Send everything the server does not have yet; returns the status (raises nothing for a
        server that is down: the status says offline)."""
        try:
            with self._connection_pool().connection(timeout=self.connect_timeout) as conn:
                status = self._send_all(conn)
        except (psycopg.OperationalError, psycopg.InterfaceError, PoolTimeout) as exc:
            status = self._offline(exc)
        self._set(status)
        return status

    def _send_all(self, conn: psycopg.Connection) -> UplinkStatus:
        store_id = self.outbox.store_id()
        if store_id is None:
            return UplinkStatus("refused", refusal="this store has no id (an old store: open it once in the console)",
                                refusal_code="no-store-id")
        while not self._stop.is_set():
            head, head_hash = record.store_head(conn, store_id)
            local = self.outbox.head()
            if head > local:
                # The server has more of this store than the store itself: restored from an old copy.
                if not self._flagged_behind:
                    record.flag(conn, store_id, "behind-central", {"central_head": head, "local_head": local})
                    self._flagged_behind = True
                self._keep_refused(conn, store_id, head, "behind-central")     # what it deals there: kept
                return self._refused(head, local, "behind-central",
                                     f"the store ends at event {local} but the central record has it up to {head}")
            start = head
            if head > 0 and self.outbox.hash_at(head) not in (None, head_hash):
                start = head - 1        # resend the differing event: the server records the fork and refuses
            first = self.outbox.first_seq()
            if first is not None and first > start + 1:
                return self._refused(head, local, "purged-before-sent",
                                     f"events {start + 1} to {first - 1} were purged here before the central "
                                     "record had them")
            bodies, hashes = self.outbox.events_after(start, self.batch)
            if not bodies:
                self._heartbeat(conn, store_id, head)
                self._fetch_checkpoint(conn, store_id)
                return self._state("synced", head, local)
            result = record.ingest(conn, store_id, start + 1, bodies, hashes)
            self.batches_sent += 1
            if self.after_batch is not None:
                self.after_batch(result.head)
            if result.status == "gap":
                continue                # the server's head moved (another sender?): ask again
            if not result.ok:
                if result.status == "fork":
                    self._keep_refused(conn, store_id, result.head, "fork")
                return self._refused(result.head, local, result.status, result.detail)
            self._set(self._state("sending", result.head, self.outbox.head()))
        return self.status

    def _keep_refused(self, conn: psycopg.Connection, store_id: str, central_head: int, reason: str) -> None:
        """What this store dealt on its own history (a restored old copy dealing on), kept centrally for the
        floor: from the first event that differs from the central record's to the store's head. Never lost,
        never counted; a server without the function (older schema) only costs the log line."""
        local = self.outbox.head()
        start = max(self._divergence(conn, store_id, min(central_head, local)), self._kept_through + 1)
        try:
            while start <= local and not self._stop.is_set():
                bodies, hashes = self.outbox.events_after(start - 1, self.batch)
                if not bodies:
                    break
                record.keep_refused(conn, store_id, start, bodies, hashes, reason)
                start += len(bodies)
            self._kept_through = start - 1
        except psycopg.Error as exc:
            if isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)):
                raise
            log.warning("refused events of %s not kept centrally: %s", self.path, exc)

    def _divergence(self, conn: psycopg.Connection, store_id: str, last: int) -> int:
        """The first seq at or under ``last`` whose hash here differs from the central record's (``last`` + 1
        when none does). The hashes chain: once two differ, every later pair does, so halving finds it."""
        agreed, differs = (self.outbox.first_seq() or 1) - 1, last + 1
        while differs - agreed > 1:
            middle = (agreed + differs) // 2
            if self.outbox.hash_at(middle) == record.event_hash(conn, store_id, middle):
                agreed = middle
            else:
                differs = middle
        return differs

    def _heartbeat(self, conn: psycopg.Connection, store_id: str, head: int) -> None:
        """An empty batch now and then: the server notes the table is there (its room board tells a quiet
        table from one that is offline by it)."""
        now = time.monotonic()
        if now - self._last_heartbeat >= self.heartbeat:
            record.ingest(conn, store_id, head + 1, [], [])
            self._last_heartbeat = now

    def _fetch_checkpoint(self, conn: psycopg.Connection, store_id: str) -> None:
        if not self.fetch_checkpoints:
            return
        row = conn.execute("SELECT seq, head_hash, signed_utc_us, key_id, public_key, signature "
                           "FROM central.latest_checkpoint(%s)", (store_id,)).fetchone()
        if row and row[0] is not None:
            save_beside(self.path, store_id, row)

    # ------------------------------------------------------------ the status

    def _state(self, state: str, head: int, local: int) -> UplinkStatus:
        return UplinkStatus(state, head, local, self.outbox.synced_hand(head), self.outbox.hands_waiting(head))

    def _refused(self, head: int, local: int, code: str, words: str) -> UplinkStatus:
        log.warning("central record refused store %s: %s (%s)", self.path, words, code)
        return UplinkStatus("refused", head, local, self.outbox.synced_hand(head), self.outbox.hands_waiting(head),
                            refusal=words, refusal_code=code)

    def _offline(self, exc: BaseException) -> UplinkStatus:
        previous = self.status
        since = previous.offline_since_utc if previous.state == "offline" else time.time()
        head = previous.central_head
        try:
            waiting = self.outbox.hands_waiting(head or 0)
            synced = self.outbox.synced_hand(head) if head is not None else None
            local = self.outbox.head()
        except sqlite3.Error:
            waiting, synced, local = previous.hands_waiting, previous.synced_hand, previous.local_head
        log.info("central record unreachable: %s", exc)
        return UplinkStatus("offline", head, local, synced, waiting, offline_since_utc=since,
                            refusal=str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__)

    def _set(self, status: UplinkStatus) -> None:
        changed = status != self.status
        self.status = status
        if changed and self.on_status is not None:
            try:
                self.on_status(status)
            except Exception:            # the screen's trouble must not stop the uplink
                log.exception("uplink status callback failed")

    # ------------------------------------------------------------ the thread

    def start(self) -> "Uplink":
        if self._thread is None:
            self._thread = threading.Thread(target=self.run, name="central-uplink", daemon=True)
            self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)
            self._thread = None

    def run(self) -> None:
        """Round after round until stopped: a short poll when all is sent, a growing pause when offline."""
        backoff = self.min_backoff
        while not self._stop.is_set():
            try:
                status = self.sync_once()
            except Exception as exc:        # a bug or a damaged store: said, and tried again later
                log.exception("uplink round failed")
                status = UplinkStatus("refused", refusal=str(exc), refusal_code="uplink-error")
                self._set(status)
            if status.state == "offline":
                pause, backoff = backoff, min(self.max_backoff, backoff * 2)
            elif status.state == "refused":
                pause, backoff = self.max_backoff, self.min_backoff
            else:
                pause, backoff = self.poll, self.min_backoff
            self._stop.wait(pause)
