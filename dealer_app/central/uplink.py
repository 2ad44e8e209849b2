"""The uplink: a table's store sent to the central record, in order, in batches, resend-safe.

It asks the server for the store's head every round (never a local guess),
reads the next events from the SQLite store read-only (a WAL reader: the
console keeps writing, never "database is locked"), and sends them through
``central.ingest()`` in batches of at most ``batch`` events. The table never
waits on it: it runs in its own thread (``start()``), or as its own process
(``dealer-app uplink --db STORE --central URL``). In the console it is woken
by the store's commit (``wake()``, the store's ``on_commit``: ARCHITECTURE.md
2), so a committed action reaches the server at once; the poll (``poll``) is
only the fallback, and what the uplink run as its own process goes by. When
the server is down it retries with a growing pause: doubling from
``min_backoff`` to ``ANSWERING_CAP`` (5 s) while the server answers its
health check (libpq's ping: the server is there, the round failed); while it
does not answer at all no round is tried (each would wait its connect
timeout) but the cheap ping every ``health_every`` seconds, a round as soon
as it answers (or after ``max_backoff`` in any case). It says
since when it is offline and how many hands wait. A refusal by the server (a
fork, an altered event, a store older than the central copy) stops the
sending and is said in words: that is the floor's business, not something to
retry around. What the store dealt past the room's copy (a store restored
from an old copy that kept dealing) is kept in the store, and its identity
(seq range, hands, rake) is told to the central record (``refused_here()``,
``record.report_refused``) so the floor sees what was refused.

``flush(timeout)`` at the console's close: one more round now, waited for at
most ``timeout`` seconds; what it cannot send stays in the store and goes with
the next start.

``status`` (and the ``on_status`` callback, called from the uplink's thread)
is an ``UplinkStatus``; its ``words`` are the status line: "central: synced
through hand N", "offline since 14:02 — N hands waiting".

After each round it fetches the store's latest signed checkpoint that
verifies (with ``public_key`` when given, else the key registered for it) and
keeps it beside the store (``STORE.checkpoint.json``, checkpoint.py) for
``verify`` and the purge. A newer one that does not verify (a forged
signature, a date ahead of the clock) never replaces it: it is flagged
centrally once ('checkpoint-invalid', on the board) and said in the log.
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
from .checkpoint import CheckpointError, central_candidates, newest_valid, save_beside

log = logging.getLogger(__name__)
# The pool would warn at every failed reconnection (every backoff step while the server is down): the
# uplink's status already says "offline since", once, on the screen.
logging.getLogger("psycopg.pool").setLevel(logging.ERROR)
BATCH = 500
HEARTBEAT = 10.0
ANSWERING_CAP = 5.0     # the longest pause between rounds while the server answers its health check
HEALTH_EVERY = 1.0      # while it does not answer: the cheap ping this often, the rounds backing off to max_backoff
FLUSH_SECONDS = 3.0     # the console's close waits at most this long for its last events to reach the server
# The refusals that say this store and the room's copy went apart (a store restored from an old copy, or a
# copy dealing beside the original): what is dealt here past the parting is refused, and said at the table.
DIVERGED = ("behind-central", "fork")
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
    refused: Optional["RefusedHere"] = None    # diverged from the room's copy: what was dealt here past it

    @property
    def diverged(self) -> bool:
        """This store's record and the room's went apart: the table is told, on every hand, to call the floor."""
        return self.state == "refused" and self.refusal_code in DIVERGED

    @property
    def words(self) -> str:
        return status_words(self)


@dataclass(frozen=True)
class RefusedHere:
    """The events this store holds past its parting from the room's copy, which the room refuses: kept here,
    and their identity told to the central record (the floor and the register show them)."""

    first_seq: int              # the first event that differs from (or is missing in) the room's copy
    last_seq: int
    last_hash: bytes
    hands: tuple[int, ...]      # the hands with an event in that range
    rake: int                   # the rake of the hands that ended in it (their hand-ended events)
    parted_after: int           # the last event both copies share


def guard_purges(store, public_key: str) -> None:
    """The table's purges stop at the latest checkpoint beside the store that ``public_key`` signed."""
    from .checkpoint import load_public, purge_limit
    public = load_public(public_key)
    store.purge_limit = lambda: purge_limit(store.path, public)


def checkpoint_public_key(public_key: str) -> Optional[bytes]:
    """The floor's checkpoint key the uplink checks with (the console's --checkpoint-key); None when it cannot be
    read (guard_purges says so and the console does not start)."""
    from .checkpoint import load_public
    try:
        return load_public(public_key)
    except CheckpointError:
        return None


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

    def refused_range(self, first_seq: int) -> Optional[RefusedHere]:
        """The events from ``first_seq`` to the head: their hands and the rake of those that ended there."""
        db = self._db()
        head = self.head()
        if head < first_seq:
            return None
        hands = tuple(h for (h,) in db.execute("SELECT DISTINCT hand FROM events WHERE seq BETWEEN ? AND ? "
                                               "AND hand IS NOT NULL ORDER BY hand", (first_seq, head)))
        rake = db.execute("SELECT coalesce(sum(json_extract(payload, '$.rake')), 0) FROM events WHERE seq "
                          "BETWEEN ? AND ? AND kind = 'hand-ended'", (first_seq, head)).fetchone()[0]
        return RefusedHere(first_seq, head, self.hash_at(head) or b"", hands, int(rake), first_seq - 1)

    def hands_waiting(self, central_head: int) -> int:
        """Hands after the last one the server has whole: at least one of their events is still here only."""
        synced = self.synced_hand(central_head) or 0
        return self._db().execute("SELECT count(*) FROM hands WHERE number > ?", (synced,)).fetchone()[0]


class Uplink:
    """One store's uplink. ``sync_once()`` for a round in the caller's thread; ``start()`` for the thread."""

    DEFAULT_POLL = 0.5          # nobody wakes an uplink run as its own process: it looks this often

    def __init__(self, store_path, central_url: str, *, batch: int = BATCH, min_backoff: float = 0.5,
                 max_backoff: float = 30.0, poll: float = DEFAULT_POLL, on_status: Optional[Callable[[UplinkStatus], None]] = None,
                 connect_timeout: float = 5.0, fetch_checkpoints: bool = True,
                 after_batch: Optional[Callable[[int], None]] = None, heartbeat: float = HEARTBEAT,
                 public_key: Optional[bytes] = None):
        if batch < 1:
            raise ValueError("a batch holds at least one event")
        self.path = Path(store_path)
        self.url = central_url
        self.batch = batch
        self.min_backoff, self.max_backoff, self.poll = min_backoff, max_backoff, poll
        self.on_status = on_status
        self.fetch_checkpoints = fetch_checkpoints
        self.public_key = public_key            # the floor's checkpoint key; None: the one registered centrally
        self._flagged_checkpoints: set[int] = set()
        self.after_batch = after_batch          # tests and the bench: called with the server's head after a batch
        self.connect_timeout = connect_timeout
        self.outbox = StoreOutbox(self.path)
        self.status = UplinkStatus("starting")
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._pool: Optional[ConnectionPool] = None
        self._flagged_behind = False
        self.batches_sent = 0
        self.heartbeat = heartbeat              # seconds between the empty batches that say "still here"
        self._last_heartbeat = float("-inf")
        self.health_every = HEALTH_EVERY
        self._wake = threading.Event()          # a commit at the table: a round now (the poll is the fallback)
        self._urgent = threading.Event()        # the close's flush: a round now, even in an offline pause
        self._rounds = threading.Condition()
        self._round_started = 0                 # rounds begun, and the last whose status is in self.status
        self._round_done = 0
        self._refused_told: Optional[tuple[int, int]] = None    # the (first, last) seq last told to the server
        self._refused_kept = 0                  # the last refused event kept centrally (keep_refused)

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

    def close(self, timeout: float = 2.0) -> None:
        self.stop(timeout=timeout)  # a daemon thread: a round blocked on a dead server does not hold the exit
        if self._pool is not None:
            self._pool.close(timeout=timeout)
            self._pool = None
        if self._thread is None:
            self.outbox.close()     # else the thread still reads it: it goes with the process

    def server_answers(self) -> bool:
        """The health check: the server answers libpq's ping (accepting, or starting up and refusing logins),
        without logging in. A down server answers at once "no"; a host that is gone within connect_timeout."""
        try:
            ping = psycopg.pq.PGconn.ping(psycopg.conninfo.make_conninfo(
                self.url, connect_timeout=max(1, int(self.connect_timeout))).encode())
        except Exception:           # an address libpq cannot even read: not answering
            return False
        return ping in (psycopg.pq.Ping.OK, psycopg.pq.Ping.REJECT)

    def wake(self) -> None:
        """The table committed: send now (the store's ``on_commit``; any thread, never blocks)."""
        self._wake.set()

    # ------------------------------------------------------------ one round

    def sync_once(self) -> UplinkStatus:
        """Send everything the server does not have yet; returns the status (raises nothing for a
        server that is down: the status says offline)."""
        with self._rounds:
            self._round_started += 1
            number = self._round_started
        try:
            try:
                with self._connection_pool().connection(timeout=self.connect_timeout) as conn:
                    status = self._send_all(conn)
            except (psycopg.OperationalError, psycopg.InterfaceError, PoolTimeout) as exc:
                status = self._offline(exc)
            self._set(status)
            return status
        finally:
            with self._rounds:
                self._round_done = max(self._round_done, number)
                self._rounds.notify_all()

    def flush(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Everything the store holds now, on the server within ``timeout`` seconds: True when it is there.
        Never waits longer (the console's close): what is not sent stays in the store for the next start."""
        deadline = time.monotonic() + timeout
        try:
            reader = StoreOutbox(self.path)
            try:
                target = reader.head()
            finally:
                reader.close()
        except sqlite3.Error:
            return False
        with self._rounds:
            asked = self._round_started        # a round begun after this one has seen every event up to target
        if self._thread is None or not self._thread.is_alive():
            helper = threading.Thread(target=self._flush_round, name="central-uplink-flush", daemon=True)
            helper.start()
        else:
            self._urgent.set()
            self._wake.set()
        with self._rounds:
            while True:
                status = self.status
                if (status.central_head or 0) >= target:
                    return True
                if self._round_done > asked and status.state in ("offline", "refused"):
                    return False
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._rounds.wait(left)

    def _flush_round(self) -> None:
        try:
            self.sync_once()
        except Exception:
            log.exception("uplink flush failed")

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
                return self._refused(head, local, "behind-central",
                                     f"the store ends at event {local} but the central record has it up to {head}",
                                     conn, store_id)
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
                return self._refused(result.head, local, result.status, result.detail, conn, store_id)
            self._set(self._state("sending", result.head, self.outbox.head()))
        return self.status

    def _heartbeat(self, conn: psycopg.Connection, store_id: str, head: int) -> None:
        """An empty batch now and then: the server notes the table is there (its room board tells a quiet
        table from one that is offline by it)."""
        now = time.monotonic()
        if now - self._last_heartbeat >= self.heartbeat:
            record.ingest(conn, store_id, head + 1, [], [])
            self._last_heartbeat = now

    def _fetch_checkpoint(self, conn: psycopg.Connection, store_id: str) -> None:
        """The newest checkpoint that verifies, kept beside the store; the newer ones that do not, flagged."""
        if not self.fetch_checkpoints:
            return
        good, bad = newest_valid(central_candidates(conn, store_id), self.public_key)
        for invalid in bad:
            if invalid.id in self._flagged_checkpoints:
                continue
            log.warning("checkpoint %s of store %s refused: %s", invalid.id, store_id, invalid.why)
            record.flag(conn, store_id, "checkpoint-invalid", {
                "checkpoint_id": invalid.id, "seq": invalid.checkpoint.seq, "code": invalid.code, "why": invalid.why,
                "recorded_by": invalid.recorded_by})
            self._flagged_checkpoints.add(invalid.id)
        if good is not None:
            cp = good.checkpoint
            try:
                save_beside(self.path, store_id, (cp.seq, cp.head_hash, cp.signed_utc_us, cp.key_id,
                                                  good.public_key, cp.signature), self.public_key)
            except CheckpointError as exc:        # newest_valid checked it: only a clock moved between the two
                log.warning("checkpoint %s of store %s not kept: %s", good.id, store_id, exc.message)

    # ------------------------------------------------------------ the status

    def _state(self, state: str, head: int, local: int) -> UplinkStatus:
        return UplinkStatus(state, head, local, self.outbox.synced_hand(head), self.outbox.hands_waiting(head))

    def _refused(self, head: int, local: int, code: str, words: str, conn: Optional[psycopg.Connection] = None,
                 store_id: Optional[str] = None) -> UplinkStatus:
        log.warning("central record refused store %s: %s (%s)", self.path, words, code)
        refused = None
        if code in DIVERGED and conn is not None and store_id is not None:
            refused = self._refused_here(conn, store_id, head, local, code)
        return UplinkStatus("refused", head, local, self.outbox.synced_hand(head), self.outbox.hands_waiting(head),
                            refusal=words, refusal_code=code, refused=refused)

    def _refused_here(self, conn: psycopg.Connection, store_id: str, head: int, local: int,
                      code: str) -> Optional[RefusedHere]:
        """Where this store parts from the room's copy (the two chains agree up to a point, then never again:
        found by halving with the server's event hashes), and what lies past it here; told to the server
        each time it grows."""
        low, high = 0, min(head, local)          # low: known shared (0: before the first event); high: unknown
        if high and self.outbox.hash_at(high) == record.event_hash(conn, store_id, high):
            low = high
        else:
            while high - low > 1:
                mid = (low + high) // 2
                if self.outbox.hash_at(mid) == record.event_hash(conn, store_id, mid):
                    low = mid
                else:
                    high = mid
        refused = self.outbox.refused_range(low + 1)
        if refused is not None and self._refused_told != (refused.first_seq, refused.last_seq):
            record.report_refused(conn, store_id, code, refused)
            self._keep_refused(conn, store_id, refused.first_seq, refused.last_seq, code)
            self._refused_told = (refused.first_seq, refused.last_seq)
        return refused

    def _keep_refused(self, conn: psycopg.Connection, store_id: str, first: int, last: int, code: str) -> None:
        """The refused events themselves, kept centrally too (central.refused_events, chain-checked there): the
        floor has them even if this store is wiped or restored again. Each sent once per uplink (the server
        keeps an event once whatever is resent); a server without the function only costs the log line."""
        start = max(first, self._refused_kept + 1)
        try:
            while start <= last and not self._stop.is_set():
                bodies, hashes = self.outbox.events_after(start - 1, min(self.batch, last - start + 1))
                if not bodies:
                    break
                record.keep_refused(conn, store_id, start, bodies, hashes, code)
                start += len(bodies)
            self._refused_kept = start - 1
        except psycopg.Error as exc:
            if isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)):
                raise
            log.warning("refused events of %s not kept centrally: %s", self.path, exc)

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
        self._wake.set()
        self._urgent.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)
            if not self._thread.is_alive():
                self._thread = None

    def run(self) -> None:
        """Round after round until stopped: woken by a commit (or the poll) when all is sent, a growing pause
        when offline (capped at ANSWERING_CAP while the server answers its health check)."""
        backoff = self.min_backoff
        while not self._stop.is_set():
            self._wake.clear()              # a commit from now on asks for another round
            self._urgent.clear()
            try:
                status = self.sync_once()
            except Exception as exc:        # a bug or a damaged store: said, and tried again later
                log.exception("uplink round failed")
                status = UplinkStatus("refused", refusal=str(exc), refusal_code="uplink-error")
                self._set(status)
                with self._rounds:
                    self._round_done = self._round_started
                    self._rounds.notify_all()
            if self._stop.is_set():
                break
            if status.state == "offline":
                answering = self.server_answers()
                if answering:           # the server is there, the round failed: again soon, never beyond the cap
                    cap = min(ANSWERING_CAP, self.max_backoff)
                    pause, backoff = min(backoff, cap), min(cap, backoff * 2)
                else:                   # no server: no round (each would wait connect_timeout) until it answers,
                    pause = self.max_backoff    # or max_backoff in case the ping is what fails
                self._offline_pause(pause, answering)
                self._fresh_pool()
            elif status.state == "refused":
                backoff = self.min_backoff
                self._urgent.wait(self.max_backoff)     # the floor's business: not retried at each commit
            else:
                backoff = self.min_backoff
                self._wake.wait(self.poll)

    def _fresh_pool(self) -> None:
        """A new pool for the round after an offline one: the old pool's own reconnection waits out a back-off
        of its own (seconds after the server is back); a new one connects at once."""
        pool, self._pool = self._pool, None
        if pool is not None:
            try:
                pool.close(timeout=0)
            except Exception:
                log.debug("closing the old uplink pool failed", exc_info=True)

    def _offline_pause(self, pause: float, answering: bool) -> None:
        """Wait ``pause`` seconds; while the server does not answer, ping it every ``health_every`` seconds
        and end the wait as soon as it does (a restarted server is used at once, whatever the back-off)."""
        deadline = time.monotonic() + pause
        while not self._urgent.is_set():
            left = deadline - time.monotonic()
            if left <= 0:
                return
            if self._urgent.wait(min(left, self.health_every)):
                return
            if not answering and self.server_answers():
                return
