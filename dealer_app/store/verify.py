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

Its parts: schema_check.py (the guards, the schema and the search indexes against what the console
makes) and keeper_check.py (what the keeper vouches for); this module walks the chain, the head and
the results, and says what was found.
"""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from .chain import GENESIS, event_bytes, link
from .clock_watch import ClockWatch, boot_of, of_hand as _of_hand
from .errors import StoreError, StoreInUse, held_by_another
from .high_hand_check import check_high_hand
from .jackpot_check import check_jackpot, check_jackpot_hands, replayed_jackpot
from .keeper_check import KeeperCheck
from .keying import identity
from .progress import EVERY, Progress, tell
from .events import EVENT_COLUMNS, StoredHand, row_event
from .recall import connect_read_only
from .results import compare_result
from .schema import LATEST, version_of
from .schema_check import check_guards, check_indexes

MAX_PROBLEMS = 20
BUSY_TIMEOUT_S = 5.0        # how long a read waits for another program's lock (SQLite's own default)


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


class _Checker:
    """One run of the checks over one connection: it gathers the problems and warnings its parts find."""

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
        self.jackpot_replayed: dict[int, tuple] = {}   # hand -> its increment and bad beat by the rules

    def problem(self, code: str, message: str, seq: Optional[int] = None, hand: Optional[int] = None) -> None:
        if len(self.problems) < MAX_PROBLEMS:
            self.problems.append(Problem(code, message, seq, hand))

    def report(self, **numbers) -> Report:
        return Report(self.path, problems=tuple(self.problems), warnings=tuple(self.warnings),
                      **{**self.keyed, **numbers})

    def warning(self, code: str, message: str, seq: Optional[int] = None, hand: Optional[int] = None) -> None:
        if len(self.warnings) < MAX_PROBLEMS:
            self.warnings.append(Problem(code, message, seq, hand))

    def first_problem(self, code: str, message: str, seq: Optional[int] = None) -> None:
        """A problem said before every other: what the file is (or is not) comes before what is in it."""
        self.problems.insert(0, Problem(code, message, seq))
        del self.problems[MAX_PROBLEMS:]

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
        check_guards(self, version)
        if start > base_seq:
            oldest = conn.execute("SELECT min(seq) FROM events WHERE seq > ?", (base_seq,)).fetchone()[0]
            if oldest != base_seq + 1:
                self.problem("events-missing", f"the record should begin at event {base_seq + 1}, but begins at "
                             f"{oldest}: the oldest events were deleted", base_seq + 1)
        hands = conn.execute("SELECT count(*) FROM hands").fetchone()[0]
        check_indexes(self, version, start)
        claims = check_jackpot(self, start)
        check_high_hand(self, start)
        KeeperCheck(self).check_keyed(version, start, base_seq, head_seq, head_hash)
        # Last: a result that differs is found by the rules, after what the record itself says.
        replayed = self.check_results(start) if self.replay else None
        if self.replay:
            check_jackpot_hands(self, claims, self.jackpot_replayed)
        scope = "full" if start == base_seq else f"last {self.recent:,} events"
        return self.report(schema=version, events=count, first_seq=first, last_seq=last, head_seq=head_seq,
                           head_hash=head_hash, hands=hands, scope=scope, replayed=replayed)

    # ------------------------------------------------------------ where the record begins

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
                if not differences:
                    # The hand's own increment and bad beat, for the jackpot's events (jackpot_check.py).
                    status = stored.end.payload.get("status") if stored.end is not None else None
                    if status == "complete" and stored.config.jackpot.on:
                        self.jackpot_replayed[number] = replayed_jackpot(stored, stored.rebuild(), status)
                    elif status is not None:
                        self.jackpot_replayed[number] = (0, None)
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
