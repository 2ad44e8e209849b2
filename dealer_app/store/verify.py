"""Checking a store without changing it: the file, the chain, the head, the indexes.

Reads only (``mode=ro``): a damaged file stays exactly as it was found.
What it catches: a changed event (any column: its hash no longer matches),
a deleted event (a gap in the sequence numbers), rows moved to another
position (the sequence number is inside the hashed bytes), a cut tail (the
chain head, written in the same transaction as every event, is further on),
removed append-only triggers, search indexes that disagree with the record,
and pages SQLite itself finds damaged. Someone who rewrites every hash after
an edit and the head too is caught only by comparing the head with a copy
kept elsewhere (``expect_head``): the head is printed for that purpose, or
by the keeper (``keeper``, dealer_app/keeper/): a keyed store's every event
carries the keeper's MAC of its hash, which only the keeper can make, and
the keeper remembers the last event it MACed and the hand numbers it gave
(``check_keyed``).
"""
from __future__ import annotations

import functools
import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from .chain import GENESIS, event_bytes, link
from .clock_watch import ClockWatch, boot_of, of_hand as _of_hand
from .errors import StoreError, StoreInUse, held_by_another
from .keying import identity
from .progress import EVERY, Progress, tell
from .events import EVENT_COLUMNS, StoredHand, row_event
from .recall import connect_read_only
from .results import compare_result
from .schema import (ACCESS_KINDS, APPEND_ONLY_TABLES, APPEND_ONLY_TABLES_V1, APPEND_ONLY_TABLES_V2, LATEST, migrate,
                     version_of)

MAX_PROBLEMS = 20
CLUB = "club set-up"         # who the club's commands write as (dealer_app/supervisors/roster_binding.py)
BUSY_TIMEOUT_S = 5.0        # how long a read waits for another program's lock (SQLite's own default)
STARTUP_MACS = 2_000        # MACs checked with the keeper at start-up (the last ones); verify checks all


@dataclass(frozen=True, slots=True)
class Problem:
    code: str                    # stable: hash-mismatch, events-missing, tail-cut, index-mismatch ...
    message: str                 # in words, with the numbers
    seq: Optional[int] = None    # the first event concerned
    hand: Optional[int] = None


@dataclass(frozen=True)
class Report:
    path: str
    schema: Optional[int] = None
    events: int = 0                         # events whose links were checked
    first_seq: Optional[int] = None
    last_seq: Optional[int] = None
    head_seq: Optional[int] = None
    head_hash: bytes = b""
    hands: int = 0
    scope: str = "full"                     # "full", or "last N events" at start-up
    seconds: float = 0.0
    problems: tuple[Problem, ...] = field(default=())
    # What is recorded faithfully but needs a look: an event dated before the one before it
    # (the machine's clock was set back). Not damage: the store stays intact.
    warnings: tuple[Problem, ...] = field(default=())
    store_id: Optional[str] = None          # schema 3: the store's random id
    keyed: str = ""                         # the keeper's fingerprint it was checked with; "unchecked"; "" not keyed
    keyed_since: Optional[int] = None       # the event the keeper first saw (1: from the store's start)
    keeper_head: Optional[int] = None       # the last event the keeper MACed
    # Finished hands whose inputs were replayed through the engine and their result compared
    # with the recorded one (results.py); None when the replay was not asked (the start-up check).
    replayed: Optional[int] = None

    @property
    def intact(self) -> bool:
        return not self.problems

    @property
    def first_problem(self) -> Optional[Problem]:
        return self.problems[0] if self.problems else None

    def summary(self) -> str:
        if self.intact:
            keyed = f"; keyed, keeper {self.keyed}" if self.keyed and self.keyed != "unchecked" else "; not keyed"
            return (f"{self.path}: intact ({self.events:,} events checked, {self.scope}; "
                    f"head {self.head_seq}:{self.head_hash.hex()}{keyed})")
        p = self.problems[0]
        more = f" (and {len(self.problems) - 1} more problem(s))" if len(self.problems) > 1 else ""
        return f"{self.path}: DAMAGED: {p.message}{more}"


def verify_store(path, *, recent: Optional[int] = None, sqlite_check: bool = True,
                 expect_head: Optional[tuple[int, bytes]] = None, keeper=None, replay: Optional[bool] = None,
                 progress: Optional[Progress] = None, busy_timeout: float = BUSY_TIMEOUT_S) -> Report:
    """Check the store at ``path``; ``recent`` limits the chain walk to the last N events
    (the start-up check), everything else is always checked. ``keeper``: a
    dealer_app.keeper.client.KeeperClient to check the MACs and the head with.

    ``replay`` (by default: when the whole chain is walked) also replays every finished hand
    through the engine and compares its result with the recorded one. ``progress`` is told
    how far each step has got (progress.py); when it asks to stop, Cancelled is raised.

    A store another program holds (SQLite's lock, still held after ``busy_timeout`` seconds)
    raises StoreInUse: nothing could be read, which says nothing about damage."""
    started = time.perf_counter()
    path = Path(path)
    try:
        conn = connect_read_only(path, busy_timeout)
    except StoreError as exc:
        return Report(str(path), problems=(Problem(exc.code, exc.message),))
    try:
        checker = _Checker(conn, str(path), recent, sqlite_check, expect_head)
        checker.keeper = keeper
        checker.replay = recent is None if replay is None else replay
        checker.progress = progress
        if progress is not None:
            # One moment of the record for every step: a table dealing on while the floor
            # checks (its window lets the console run between two reports) is not a mismatch.
            conn.execute("BEGIN")
        report = checker.run()
    except sqlite3.DatabaseError as exc:
        if held_by_another(exc):
            raise StoreInUse(path, "program", str(exc)) from None
        report = Report(str(path), problems=(Problem("unreadable", f"the file cannot be read as a store: {exc}"),))
    finally:
        conn.close()
    return Report(**{**report.__dict__, "seconds": time.perf_counter() - started})


def store_id_of(path) -> Optional[str]:
    """The store's id (schema 3), read without changing the file; None for an older or unreadable store."""
    try:
        conn = connect_read_only(Path(path))
    except StoreError:
        return None
    try:
        found = identity(conn)
        return found[0] if found else None
    except sqlite3.DatabaseError:
        return None
    finally:
        conn.close()


@functools.lru_cache(maxsize=None)
def expected_schema(version: int) -> dict[tuple[str, str], str]:
    """(type, name) -> SQL of every table, index and trigger a store of ``version`` has:
    made by the migrations themselves in memory, so the two cannot drift apart."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn, target=version)
        return {(kind, name): sql for kind, name, sql in conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")}
    finally:
        conn.close()


def _normal(sql: Optional[str]) -> str:
    return " ".join((sql or "").split())


def _first_line(sql: Optional[str]) -> str:
    text = _normal(sql)
    return text if len(text) <= 80 else text[:80] + "…"


class _Checker:
    replay: bool = False
    progress: Optional[Progress] = None
    head_seq: int = 0

    def __init__(self, conn: sqlite3.Connection, path: str, recent: Optional[int], sqlite_check: bool,
                 expect_head: Optional[tuple[int, bytes]]):
        self.conn, self.path, self.recent = conn, path, recent
        self.sqlite_check, self.expect_head = sqlite_check, expect_head
        self.problems: list[Problem] = []
        self.warnings: list[Problem] = []
        self.keeper = None
        self.keyed: dict = {}

    def problem(self, code: str, message: str, seq: Optional[int] = None, hand: Optional[int] = None) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(Problem(code, message, seq, hand))

    def report(self, **numbers) -> Report:
        return Report(self.path, problems=tuple(self.problems), warnings=tuple(self.warnings),
                      **{**self.keyed, **numbers})

    def warning(self, code: str, message: str, seq: Optional[int] = None, hand: Optional[int] = None) -> None:
        if len(self.warnings) < MAX_PROBLEMS:
            self.warnings.append(Problem(code, message, seq, hand))

    def run(self) -> Report:
        conn = self.conn
        version = version_of(conn)      # raises DatabaseError for a file that is not SQLite
        if self.sqlite_check:
            bad = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            if bad != ["ok"]:
                self.problem("sqlite-damage", "SQLite finds the file damaged: " + "; ".join(bad))
        if not 1 <= version <= LATEST:
            self.problem("not-a-store", f"not a hand store this console knows (schema {version})")
            return self.report(schema=version)
        base_seq, base_hash, purge_seq = self.base(version)
        head_seq, head_hash = conn.execute("SELECT seq, hash FROM chain_head").fetchone()
        self.head_seq = head_seq
        start = base_seq
        if self.recent is not None and head_seq - self.recent > base_seq:
            start = head_seq - self.recent
            row = conn.execute("SELECT hash FROM events WHERE seq = ?", (start,)).fetchone()
            base_hash = row[0] if row else None
        count, first, last, last_hash = self.walk(start, base_hash)
        self.check_head(head_seq, head_hash, last, last_hash, base_seq)
        if purge_seq is not None:
            self.check_purge(purge_seq, base_seq)
        self.check_triggers(version)
        if start > base_seq:
            oldest = conn.execute("SELECT min(seq) FROM events WHERE seq > ?", (base_seq,)).fetchone()[0]
            if oldest != base_seq + 1:
                self.problem("events-missing", f"the record should begin at event {base_seq + 1}, but begins at "
                             f"{oldest}: the oldest events were deleted", base_seq + 1)
        hands = conn.execute("SELECT count(*) FROM hands").fetchone()[0]
        self.check_indexes(version, start)
        self.check_keyed(version, start, base_seq, head_seq, head_hash)
        # Last: a result that differs is found by the rules, after what the record itself says.
        replayed = self.check_results(start) if self.replay else None
        scope = "full" if start == base_seq else f"last {self.recent:,} events"
        return self.report(schema=version, events=count, first_seq=first, last_seq=last, head_seq=head_seq,
                           head_hash=head_hash, hands=hands, scope=scope, replayed=replayed)

    # ------------------------------------------------------------ structure

    def check_triggers(self, version: int) -> None:
        tables = {1: APPEND_ONLY_TABLES_V1, 2: APPEND_ONLY_TABLES_V2}.get(version, APPEND_ONLY_TABLES)
        wanted = {f"{t}_no_{w}" for t in tables for w in ("update", "delete")}
        wanted |= {"chain_head_forward_only", "chain_head_no_delete"}
        present = {r[0] for r in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
        missing = sorted(wanted - present)
        if missing:
            self.problem("guards-removed", "the append-only guards were removed from the file "
                         f"({', '.join(missing)}): someone changed it outside the console")
        self.check_schema(version, set(missing))

    def check_schema(self, version: int, reported: set[str]) -> None:
        """The whole schema, as SQLite keeps it, against the one this version creates.

        A guard by its name is not enough: a trigger replaced by one of the same name that
        does nothing, or an added trigger that quietly drops some events (RAISE(IGNORE) on
        sign-in refusals), leaves every name in place.
        """
        expected = expected_schema(version)
        found = {(kind, name): sql for kind, name, sql in self.conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")}
        for key in sorted(expected.keys() - found.keys()):
            if key[1] not in reported:
                self.problem("schema-changed", f"the {key[0]} {key[1]} is missing from the file: "
                             "someone changed it outside the console")
        for key in sorted(found.keys() - expected.keys()):
            self.problem("schema-extra", f"the file has a {key[0]} this console never makes, {key[1]} "
                         f"({_first_line(found[key])}): someone changed it outside the console")
        for key in sorted(found.keys() & expected.keys()):
            if _normal(found[key]) != _normal(expected[key]):
                self.problem("schema-changed", f"the {key[0]} {key[1]} is not the one this console makes "
                             f"({_first_line(found[key])}): someone changed it outside the console")

    def base(self, version: int) -> tuple[int, Optional[bytes], Optional[int]]:
        if version < 2:
            return 0, GENESIS, None
        row = self.conn.execute("SELECT through_seq, through_hash, purge_seq FROM chain_base "
                                "ORDER BY through_seq DESC LIMIT 1").fetchone()
        return (0, GENESIS, None) if row is None else row

    # ------------------------------------------------------------ the chain

    def walk(self, start: int, previous: Optional[bytes]) -> tuple[int, Optional[int], Optional[int], Optional[bytes]]:
        """Every event after ``start``: numbered without gaps, each linked to the one before."""
        expected, count, first = start + 1, 0, None
        last, last_hash = start, previous
        started: dict[int, int] = {}        # hand -> its start event
        wall, monotonic = ClockWatch("wall"), ClockWatch("monotonic")
        ended: set[int] = set()
        rows = self.conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload, hash "
                                 "FROM events WHERE seq > ? ORDER BY seq", (start,))
        rows = self.watched(rows, "chain", start)
        for seq, kind, session, hand, table, dealer, utc, mono, payload, stored in rows:
            if first is None:
                first = seq
            if seq != expected:
                self.problem("events-missing", f"event {expected}" + (f" to {seq - 1}" if seq - 1 > expected else "")
                             + f" missing: the record jumps from event {expected - 1} to {seq} (deleted?)",
                             expected, hand)
                previous = None                 # the link of this event cannot be checked
            count += 1
            try:
                data = event_bytes(seq, kind, session, hand, table, dealer, utc, mono, payload)
                if not isinstance(stored, bytes) or len(stored) != 32:
                    raise TypeError("its hash is not 32 bytes")
            except (TypeError, ValueError, AttributeError) as exc:
                self.problem("malformed-event", f"event {seq} ({kind}) is malformed: {exc}", seq, hand)
                previous, expected, last, last_hash = None, seq + 1, seq, stored
                continue
            if previous is not None and link(previous, data) != stored:
                self.problem("hash-mismatch", f"event {seq} ({kind}{_of_hand(hand)}) does not match its hash: "
                             "it was changed after it was written, or moved from another position", seq, hand)
            if hand is not None:
                self.check_hand_order(seq, kind, hand, started, ended)
            if kind == "store-opened":
                # Monotonic readings compare within one boot only: a new boot (or one not said) starts again.
                monotonic.new_run(boot_of(payload))
            if type(utc) is int:
                wall.read(utc, seq, kind, hand)
            if type(mono) is int:
                monotonic.read(mono, seq, kind, hand)
            previous, expected, last, last_hash = stored, seq + 1, seq, stored
        for note in sorted(wall.finished() + monotonic.finished(), key=lambda n: n.seq):
            self.warning(note.code, note.message, note.seq, note.hand)
        return count, first, last, last_hash

    def watched(self, rows, stage: str, start: int):
        """The rows (event number first), telling ``progress`` every EVERY events how far the step is."""
        if self.progress is None:
            yield from rows
            return
        total = max(0, self.head_seq - start)
        tell(self.progress, stage, 0, total)
        for n, row in enumerate(rows, 1):
            if n % EVERY == 0:
                tell(self.progress, stage, min(row[0] - start, total), total)
            yield row
        tell(self.progress, stage, total, total)

    # ------------------------------------------------------------ the results

    def check_results(self, start: int) -> int:
        """Every hand that ended after ``start``, replayed through the engine: its recorded pots,
        rake, payouts and stacks against the rules' (results.py). Returns the hands compared.

        One pass in the order of the record, each hand's events gathered until its end (hands of
        several tables may interleave), then folded as recall folds it and let go."""
        gathering: dict[int, list] = {}
        compared = 0
        rows = self.conn.execute(f"SELECT {EVENT_COLUMNS} FROM events WHERE seq > ? AND hand IS NOT NULL "
                                 "ORDER BY seq", (start,))
        for row in self.watched(rows, "replay", start):
            number, kind = row[3], row[1]
            gathering.setdefault(number, []).append(row)
            if kind != "hand-ended":
                continue
            rows_of_hand = gathering.pop(number)
            if rows_of_hand[0][1] != "hand-started":
                continue                # its start is before the record begins (purged), or missing (reported)
            end_seq = row[0]
            try:
                stored = StoredHand.fold(number, [row_event(r) for r in rows_of_hand])
                differences = compare_result(stored)
            except Exception as exc:     # a payload that is not JSON, a correction that does not fold ...
                self.problem("result-unreplayable", f"hand {number}'s record cannot be replayed to check its "
                             f"result ({getattr(exc, 'message', exc)})", end_seq, number)
                compared += 1
                continue
            if differences is None:
                continue
            compared += 1
            if differences and differences[0].field == "replay":
                self.problem("result-unreplayable", f"hand {number}'s recorded result cannot be checked: "
                             f"{differences[0].text()}", end_seq, number)
            elif differences:
                self.problem("result-mismatch", f"hand {number}'s recorded result is not the rules' result: "
                             + "; ".join(d.text() for d in differences), end_seq, number)
        return compared

    def check_hand_order(self, seq: int, kind: str, hand: int, started: dict, ended: set) -> None:
        if kind == "hand-started":
            if hand in started:
                self.problem("hand-twice", f"event {seq} starts hand {hand} again (first started at event "
                             f"{started[hand]})", seq, hand)
            started[hand] = seq
        elif hand not in started and self.recent is None:
            self.problem("hand-unstarted", f"event {seq} ({kind}) belongs to hand {hand}, which has no start "
                         "before it", seq, hand)
        elif hand in ended and kind in ("card", "hole-cards", "board-cards", "action", "show", "muck", "withdraw",
                                        "runs", "correction", "hand-voided", "hand-awarded", "hand-ended"):
            self.problem("after-hand-end", f"event {seq} ({kind}) comes after hand {hand} ended", seq, hand)
        if kind == "hand-ended":
            ended.add(hand)

    def check_head(self, head_seq: int, head_hash: bytes, last: Optional[int], last_hash: Optional[bytes],
                   base_seq: int) -> None:
        last = base_seq if last is None else last
        if head_seq > last:
            self.problem("tail-cut", f"the record ends at event {last}, but its head is event {head_seq}: "
                         f"the last {head_seq - last} event(s) were removed", last + 1)
        elif head_seq < last:
            self.problem("head-behind", f"events {head_seq + 1} to {last} come after the chain head "
                         f"(event {head_seq}): written outside the console", head_seq + 1)
        elif last_hash is not None and head_hash != last_hash:
            self.problem("head-mismatch", f"the chain head's hash is not event {last}'s hash", last)
        if self.expect_head is not None:
            seq, digest = self.expect_head
            row = self.conn.execute("SELECT hash FROM events WHERE seq = ?", (seq,)).fetchone()
            if row is None or row[0] != digest:
                self.problem("anchor-mismatch", f"event {seq} is not the one whose hash was written down "
                             f"({digest.hex()[:16]}…): the record was rewritten", seq)

    def check_purge(self, purge_seq: int, base_seq: int) -> None:
        row = self.conn.execute("SELECT kind, json_extract(payload, '$.through_seq') FROM events WHERE seq = ?",
                                (purge_seq,)).fetchone()
        if row is None or row[0] != "purge" or row[1] != base_seq:
            self.problem("purge-unrecorded", f"events up to {base_seq} are gone, but no purge event records "
                         "their removal", base_seq)

    # ------------------------------------------------------------ indexes

    def check_indexes(self, version: int, since: int) -> None:
        """The search tables say what the chained events after ``since`` say (in SQL, row by row)."""
        checks = [
            ("hands", "SELECT h.number FROM hands h LEFT JOIN events e ON e.seq = h.start_seq "
             "WHERE h.number >= :first AND h.start_seq > :since AND (e.seq IS NULL OR e.kind != 'hand-started' "
             "OR e.hand != h.number OR e.table_id != h.table_id OR e.utc_us != h.start_utc_us "
             "OR e.session IS NOT h.session) LIMIT 1",
             "SELECT (SELECT count(*) FROM hands WHERE number >= :first AND start_seq > :since) "
             "- (SELECT count(*) FROM events WHERE seq > :since AND kind = 'hand-started')"),
            ("hand ends", "SELECT x.number FROM hand_ends x LEFT JOIN events e ON e.seq = x.end_seq "
             "WHERE x.number >= :first AND x.end_seq > :since AND (e.seq IS NULL OR e.kind != 'hand-ended' "
             "OR e.hand != x.number OR e.utc_us != x.end_utc_us "
             "OR json_extract(e.payload, '$.status') IS NOT x.status) LIMIT 1",
             "SELECT (SELECT count(*) FROM hand_ends WHERE number >= :first AND end_seq > :since) "
             "- (SELECT count(*) FROM events WHERE seq > :since AND kind = 'hand-ended')"),
            ("sessions", "SELECT s.id FROM sessions s LEFT JOIN events e ON e.seq = s.open_seq "
             "WHERE s.open_seq > :since AND (e.seq IS NULL OR e.kind != 'session-opened' "
             "OR json_extract(e.payload, '$.session') != s.id OR e.table_id != s.table_id "
             "OR e.utc_us != s.open_utc_us) LIMIT 1",
             "SELECT (SELECT count(*) FROM sessions WHERE open_seq > :since) "
             "- (SELECT count(*) FROM events WHERE seq > :since AND kind = 'session-opened')"),
        ]
        if version >= 2:
            kinds = ", ".join(f"'{k}'" for k in ACCESS_KINDS)
            checks += [
                ("players", "SELECT p.number FROM hands h JOIN hand_players p USING (number) "
                 "JOIN events e ON e.seq = h.start_seq WHERE h.number >= :first AND h.start_seq > :since "
                 "AND (json_extract(e.payload, "
                 "'$.config.players[' || p.player || '].name') IS NOT (p.name COLLATE BINARY) "
                 "OR json_extract(e.payload, '$.config.players[' || p.player || '].seat') IS NOT p.seat) LIMIT 1",
                 "SELECT (SELECT count(*) FROM hand_players p JOIN hands h USING (number) "
                 "WHERE h.number >= :first AND h.start_seq > :since) "
                 "- (SELECT coalesce(sum(json_array_length(payload, '$.config.players')), 0) FROM events "
                 "WHERE seq > :since AND kind = 'hand-started')"),
                ("access log", "SELECT a.seq FROM access_log a LEFT JOIN events e ON e.seq = a.seq "
                 "WHERE a.seq > :since AND (e.seq IS NULL OR e.kind != a.kind OR e.utc_us != a.utc_us "
                 "OR e.table_id != a.table_id "
                 "OR coalesce(json_extract(e.payload, '$.by'), e.dealer) != (a.by COLLATE BINARY)) LIMIT 1",
                 f"SELECT (SELECT count(*) FROM access_log WHERE seq > :since) "
                 f"- (SELECT count(*) FROM events WHERE seq > :since AND kind IN ({kinds}))"),
            ]
        # At start-up only the window's hands: their numbers are at least the smallest one it names.
        first = 0
        if self.recent is not None:
            first = self.conn.execute("SELECT coalesce(min(hand), 0) FROM events WHERE seq > ?", (since,)).fetchone()[0]
        bounds = {"since": since, "first": first}
        for name, mismatch, difference in checks:
            row = self.conn.execute(mismatch, bounds).fetchone()
            if row is not None:
                self.problem("index-mismatch", f"the {name} index disagrees with the record at {row[0]}: "
                             "the index was edited", hand=row[0] if name in ("hands", "hand ends", "players") else None)
                continue
            extra = self.conn.execute(difference, bounds).fetchone()[0]
            if extra:
                entries = "entry" if abs(extra) == 1 else "entries"
                self.problem("index-mismatch", f"the {name} index has {abs(extra)} {entries} "
                             f"{'more' if extra > 0 else 'fewer'} than the record")


    # ------------------------------------------------------------ the keeper (schema 3)

    def first_problem(self, code: str, message: str, seq: Optional[int] = None) -> None:
        """A problem said before every other: what the file is (or is not) comes before what is in it."""
        self.problems.insert(0, Problem(code, message, seq))
        del self.problems[MAX_PROBLEMS:]

    def check_keyed(self, version: int, start: int, base_seq: int, head_seq: int, head_hash: bytes = b"") -> None:
        """The store's identity, and with a keeper: its head, every event's MAC, the hand numbers it gave."""
        found = identity(self.conn) if version >= 3 else None
        if found is None:
            if version >= 3:
                self.check_identity_kept(base_seq)
            if self.keeper is not None:
                from dealer_app.keeper.client import KeeperError
                try:
                    self._no_identity(head_seq, head_hash)
                except KeeperError as exc:
                    self.problem("keeper-unreachable", f"the store could not be checked: {exc.message}")
            return
        store_id, genesis, id_seq = found
        self.keyed["store_id"] = store_id
        row = self.conn.execute("SELECT kind, json_extract(payload, '$.store_id'), hash FROM events WHERE seq = ?",
                                (id_seq,)).fetchone()
        if (row is None and id_seq > base_seq) or (row is not None and (
                row[0] not in ("store-created", "store-identified") or row[1] != store_id or row[2] != genesis)):
            self.problem("identity-mismatch", f"the store's identity ({store_id}) is not the one its event {id_seq} "
                         "recorded: someone changed it outside the console", id_seq)
        macs = self.conn.execute("SELECT count(*) FROM event_macs").fetchone()[0]
        if self.keeper is None:
            if macs:
                self.keyed["keyed"] = "unchecked"
            return
        from dealer_app.keeper.client import KeeperError
        try:
            self._check_with_keeper(store_id, genesis, macs, start, base_seq, head_seq)
        except KeeperError as exc:
            self.problem("keeper-unreachable", f"the MACs could not be checked: {exc.message}")

    def check_identity_kept(self, base_seq: int) -> None:
        """A schema-3 store without its identity row: removed, if an event recorded one (rare: only then read)."""
        row = self.conn.execute("SELECT seq FROM events WHERE kind IN ('store-created', 'store-identified') "
                                "AND json_extract(payload, '$.store_id') IS NOT NULL LIMIT 1").fetchone()
        if row is not None:
            self.problem("identity-mismatch", f"event {row[0]} gave this store an identity, but the file no longer "
                         "holds it: someone changed it outside the console", row[0])

    def _table(self) -> Optional[str]:
        row = self.conn.execute("SELECT table_id FROM events ORDER BY seq LIMIT 1").fetchone()
        return row[0] if row and isinstance(row[0], str) and row[0] else None

    def _kept_stores(self, table: Optional[str]) -> list[dict]:
        """The stores the keeper keeps for ``table``, oldest first, each with its head and authorisation."""
        if not table:
            return []
        known = self.keeper.table_stores(table)
        self._waiting = {grant["store"]: grant for grant in known.get("authorised") or ()}
        return known["stores"]

    @staticmethod
    def _kept_words(kept: dict) -> str:
        digest = kept.get("head_hash") or ""
        return f"store {kept['store']} up to event {kept['head_seq']}" + (f" ({digest[:16]}…)" if digest else "")

    def _no_identity(self, head_seq: int, head_hash: bytes) -> None:
        """Under --keeper a store without an identity is no keyed record: said first, naming what the keeper
        keeps for the table (a keyed store stripped of its id, its MACs and its tail, hashes recomputed)."""
        fingerprint, table = self.keeper.fingerprint(), self._table()
        kept = self._kept_stores(table)
        this = f"this file ends at event {head_seq}" + (f" ({head_hash.hex()[:16]}…)" if head_hash else "")
        if kept:
            self.first_problem("no-identity", f"this store has no identity (no store id), but keeper {fingerprint} "
                               f"keeps the record of table {table!r} in {self._kept_words(kept[-1])}; {this}: it "
                               "is not the record the keeper vouches for (its identity and MACs removed?)")
        elif self.recent is None:
            self.first_problem("no-identity", f"this store has no identity (no store id): keeper {fingerprint} "
                               f"cannot vouch for it, and a store without one is no keyed record ({this})")

    def _check_with_keeper(self, store_id: str, genesis: bytes, macs: int, start: int, base_seq: int,
                           head_seq: int) -> None:
        fingerprint = self.keeper.fingerprint()
        record = self.keeper.head(store_id)
        table = self._table()
        kept = self._kept_stores(table)
        if record is None:
            if macs:
                self.keyed["keyed"] = fingerprint
                self.first_problem("unknown-to-keeper", f"this store ({store_id}) carries MACs, but keeper "
                                   f"{fingerprint} never knew it: MACs of another keeper's key, or made to look keyed")
            elif store_id in getattr(self, "_waiting", {}):
                grant = self._waiting[store_id]
                self.warning("store-authorised", f"the club authorised this store for table {table!r} ({grant['by']}, "
                             f"{grant['utc']}: {grant['reason']}); the keeper keys it at the console's next start")
            elif kept:
                # A whole history under a new id, its MACs left out: not "not keyed" but not the table's record.
                self.keyed["keyed"] = fingerprint
                self.first_problem("unknown-to-keeper", f"keeper {fingerprint} keeps the record of table "
                                   f"{table!r} in {self._kept_words(kept[-1])}, and never knew this one "
                                   f"({store_id}, up to event {head_seq}): this file is not the table's record "
                                   "the keeper vouches for")
            return
        self._other_stores(store_id, table, kept, record)
        self.keyed.update(keyed=fingerprint, keyed_since=record["registered_seq"], keeper_head=record["head_seq"])
        if record["genesis"] != genesis.hex():
            self.problem("identity-mismatch", f"the keeper knows store {store_id} with another first event: "
                         "this file is not that store", 1)
        kept_seq, kept_hash = record["head_seq"], record["head_hash"]
        self._check_macs(store_id, start, min(head_seq, kept_seq))       # first: it names the changed event
        if kept_seq > head_seq:
            self.problem("tail-cut", f"the keeper MACed this store up to event {kept_seq}, but the file ends at "
                         f"event {head_seq}: the last {kept_seq - head_seq} event(s) were cut, or an older copy "
                         "was put in its place", head_seq + 1)
        elif kept_seq > base_seq:
            row = self.conn.execute("SELECT hash FROM events WHERE seq = ?", (kept_seq,)).fetchone()
            if row is None or not isinstance(row[0], bytes) or row[0].hex() != kept_hash:
                self.problem("keeper-head-mismatch", f"event {kept_seq} is not the one the keeper MACed last "
                             f"(hash {kept_hash[:16]}…): the record was rewritten", kept_seq)
        if head_seq > kept_seq:
            self.warning("not-keyed-yet", f"events {kept_seq + 1} to {head_seq} have no MAC yet (the keeper did not "
                         "answer when they were written): the console keys them at its next start", kept_seq + 1)
        self._check_hand_numbers(record)
        if self.recent is None:
            # verify's: at start-up a forged club event is met by the desk, which refuses every sign-in in
            # words until the club signs the file again (roster_binding.seal_problem).
            self._check_club_events(store_id, max(start, record["registered_seq"] or 0))

    def _other_stores(self, store_id: str, table: Optional[str], kept: list[dict], record: dict) -> None:
        """Said when the keeper keeps more than this store for the table: which, and on whose authorisation."""
        grant = record.get("authorised")
        if grant:
            follows = f", following store {grant['replaces']}" if grant.get("replaces") else ""
            head = grant.get("replaces_head") or {}
            self.warning("store-authorised", f"this store was authorised for table {table!r} by {grant['by']} "
                         f"on {grant['utc']} ({grant['reason']}){follows}"
                         + (f", then up to event {head.get('seq')}" if head else ""))
        others = [k for k in kept if k["store"] != store_id]
        if others:
            self.warning("other-stores", f"keeper {self.keeper.fingerprint()} keeps {len(others)} other store(s) "
                         f"for table {table!r}: " + "; ".join(self._kept_words(k) for k in others))

    def _check_macs(self, store_id: str, start: int, upto: int) -> None:
        low = start if self.recent is None else max(start, upto - STARTUP_MACS)
        rows = self.conn.execute("SELECT e.seq, e.kind, e.hand, e.hash, m.mac FROM events e LEFT JOIN event_macs m "
                                 "USING (seq) WHERE e.seq > ? AND e.seq <= ? ORDER BY e.seq", (low, upto))
        where: dict[int, tuple] = {}
        batch: list[tuple[int, bytes, bytes]] = []
        missing = bad = 0
        first_missing = None

        def flush() -> None:
            nonlocal bad
            for seq in self.keeper.bad_macs(store_id, batch) if batch else ():
                bad += 1
                if bad == 1:
                    kind, hand = where[seq]
                    self.problem("mac-mismatch", f"event {seq} ({kind}{_of_hand(hand)}) does not carry the keeper's "
                                 "MAC of its hash: it was rewritten after the keeper MACed it (hashes recomputed)",
                                 seq, hand)
            batch.clear()
            where.clear()
        for seq, kind, hand, digest, mac in rows:
            if not isinstance(mac, bytes) or len(mac) != 32 or not isinstance(digest, bytes) or len(digest) != 32:
                # Not a hole: a rewrite of this event changes every later hash, so the next MAC or the
                # keeper's head hash fails. Said, because it should not happen but after a stop.
                missing += 1
                first_missing = first_missing or (seq, kind, hand)
                continue
            batch.append((seq, digest, mac))
            where[seq] = (kind, hand)
            if len(batch) >= 5_000:
                flush()
        flush()
        if missing:
            seq, kind, hand = first_missing
            self.warning("mac-missing", f"{missing} event(s) from event {seq} ({kind}{_of_hand(hand)}) on have no MAC "
                         "written (the console stopped between the keeper's answer and writing it, or the MAC was "
                         "removed): the MACs after them and the keeper's last hash still vouch for them", seq, hand)
        if bad > 1:
            self.problem("mac-mismatch", f"{bad} events in all do not carry the keeper's MAC")

    def _check_club_events(self, store_id: str, since: int) -> None:
        """Every ``roster-changed`` that claims the club (``by: club set-up``, or the keeper's seal of a roster)
        written since the keeper knew the store carries the keeper's admin signature over its store, number and
        whole payload (issue 26, point 8): the console's account can append such an event, not sign it."""
        from dealer_app.keeper.macs import club_body
        rows = self.conn.execute("SELECT seq, payload FROM events WHERE seq > ? AND kind = 'roster-changed' "
                                 "ORDER BY seq", (since,))
        for seq, text in rows:
            try:
                payload = json.loads(text)
            except (TypeError, ValueError):
                continue                           # a payload that is not JSON: the replay says it
            if not isinstance(payload, dict) or not (payload.get("by") == CLUB or payload.get("keeper_mac")):
                continue
            mac = payload.get("club_mac")
            valid = (isinstance(mac, str) and len(mac) == 64 and all(c in "0123456789abcdef" for c in mac)
                     and self.keeper.check_club_event(store_id, seq, club_body("roster-changed", payload), mac))
            if not valid:
                claims = ", ".join(f"{k}: {payload[k]}" for k in ("by", "user", "change") if payload.get(k))
                self.problem("club-unsigned", f"event {seq} (roster-changed: {claims}) claims the club's set-up but "
                             "does not carry the keeper's admin signature over it: the club's commands sign each of "
                             "their events on the keeper's admin socket; this one was written by another account",
                             seq)

    def _check_hand_numbers(self, record: dict) -> None:
        """Hands started since the keeper knew the store: numbers it gave to this store, no other."""
        low, high = self.conn.execute("SELECT min(number), max(number) FROM hands WHERE start_seq > ?",
                                      (record["registered_seq"],)).fetchone()
        if low is None:
            return
        first, last = record.get("first_hand"), record.get("last_hand")
        for number in (low, high):
            if first is None or not first <= number <= last:
                given = f"hands {first} to {last}" if first is not None else "no hand"
                self.problem("hand-not-given", f"hand {number} was not given to this store by the keeper (it gave "
                             f"it {given}): the hand belongs to another store of the table, or was made up",
                             hand=number)
                return


def check_hand_links(reader, number: int) -> list[Problem]:
    """The links of one hand's events to the events before them (an export's own check:
    quick, and enough to show this hand's record was not changed)."""
    conn = reader._conn
    base = (0, GENESIS)
    if reader.version >= 2:
        row = conn.execute("SELECT through_seq, through_hash FROM chain_base ORDER BY through_seq DESC LIMIT 1"
                           ).fetchone()
        base = row or base
    problems = []
    rows = conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload, hash "
                        "FROM events WHERE hand = ? ORDER BY seq", (number,))
    for seq, kind, session, hand, table, dealer, utc, mono, payload, stored in rows:
        if seq - 1 == base[0]:
            previous = base[1]
        else:
            row = conn.execute("SELECT hash FROM events WHERE seq = ?", (seq - 1,)).fetchone()
            if row is None:
                problems.append(Problem("events-missing", f"event {seq - 1}, just before event {seq} of hand "
                                        f"{number}, is missing (deleted?)", seq - 1, number))
                continue
            previous = row[0]
        try:
            ok = link(previous, event_bytes(seq, kind, session, hand, table, dealer, utc, mono, payload)) == stored
        except (TypeError, ValueError, AttributeError):
            ok = False
        if not ok:
            problems.append(Problem("hash-mismatch", f"event {seq} ({kind}, hand {number}) does not match its "
                                    "hash: it was changed after it was written", seq, number))
    return problems
