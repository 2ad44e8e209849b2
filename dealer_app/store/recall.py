"""Reading the record: a hand by number, the last hands, search by date, table, seat, player, and
the access log (who did what).

A stored hand is folded from its events (events.py) exactly as recovery and
replay fold it; its steps through the engine come from timeline.py.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, time as dtime, timedelta, tzinfo
from pathlib import Path
from typing import Optional
from urllib.request import pathname2url

from .errors import StoreError
from .events import EVENT_COLUMNS, INPUT_KINDS, RecordEvent, StoredHand, row_event
from .hand_jackpot import HandJackpot, hand_jackpot
from .schema import LATEST, version_of
from .timeline import Step, replay_steps

__all__ = ["AccessEntry", "HandSummary", "INPUT_KINDS", "RecordEvent", "StoreReader", "StoredHand", "access_log",
           "connect_read_only", "day_bounds_utc_us", "open_for_reading"]   # INPUT_KINDS ... StoredHand: events.py's


@dataclass(frozen=True, slots=True)
class HandSummary:
    """A line of the recall list."""

    number: int
    table: str
    session: Optional[int]
    started_utc_us: int
    ended_utc_us: Optional[int]
    status: str                              # open | complete | misdeal | void
    game: str
    structure: str
    players: tuple[tuple[Optional[int], str], ...]   # (seat, name), first left of the button first
    pot: Optional[int]                        # every chip put in, once the hand is over


def connect_read_only(path: Path, busy_timeout: float = 5.0) -> sqlite3.Connection:
    """Open without changing a byte: no creation, no migration, no checkpoint on close.
    ``busy_timeout``: how many seconds a read waits for another program's lock."""
    path = Path(path)
    if not path.is_file():
        raise StoreError("no-store", f"there is no store at {path}", path=str(path))
    # Without a write-ahead log beside it nobody is writing, and "immutable" opens the file
    # without creating the -wal and -shm files a read-only WAL reader would otherwise leave.
    wal = path.with_name(path.name + "-wal")
    mode = "mode=ro" if wal.exists() else "immutable=1"
    return sqlite3.connect(f"file:{pathname2url(str(path.resolve()))}?{mode}", uri=True, isolation_level=None,
                           timeout=busy_timeout)


class StoreReader:
    """Recall and search. ``open_for_reading(path)`` for a read-only one (export, floor office)."""

    def __init__(self, conn: sqlite3.Connection, path: Path):
        self._conn = conn
        self.path = Path(path)
        try:
            self.version = version_of(conn)
        except sqlite3.DatabaseError as exc:
            raise StoreError("not-a-store", f"{self.path} is not a hand store ({exc})", path=str(path)) from None
        if not 1 <= self.version <= LATEST:
            raise StoreError("not-a-store", f"{self.path} is not a hand store this console reads "
                             f"(schema {self.version})", path=str(path), schema=self.version)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None  # type: ignore[assignment]

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------ one hand

    def head(self) -> tuple[int, bytes]:
        """The chain head: the last event's number and hash."""
        seq, digest = self._conn.execute("SELECT seq, hash FROM chain_head").fetchone()
        return seq, digest

    def head_text(self) -> str:
        """The head as it is written down, in full: ``SEQ:HASH`` (what ``verify --expect-head`` takes)."""
        seq, digest = self.head()
        return f"{seq}:{digest.hex()}"

    def _hand_row(self, number: int):
        return self._conn.execute("SELECT number, table_id, session, start_seq, start_utc_us FROM hands "
                                  "WHERE number = ?", (number,)).fetchone()

    def hand_events(self, number: int) -> list[RecordEvent]:
        rows = self._conn.execute(f"SELECT {EVENT_COLUMNS} FROM events WHERE hand = ? ORDER BY seq", (number,))
        return [row_event(r) for r in rows]

    def load_hand(self, number: int) -> StoredHand:
        """A hand by its number, ready to rebuild or replay; StoreError if there is none."""
        if isinstance(number, bool) or not isinstance(number, int) or self._hand_row(number) is None:
            raise StoreError("no-such-hand", f"there is no hand {number} in this store", hand=number)
        return StoredHand.fold(number, self.hand_events(number))

    def hand_jackpot(self, number: int) -> HandJackpot:
        """What the jackpots did in hand ``number``: increment, hit, payment, high hand (hand_jackpot.py)."""
        return hand_jackpot(self._conn, number)

    def event(self, seq: int) -> Optional[RecordEvent]:
        row = self._conn.execute(f"SELECT {EVENT_COLUMNS} FROM events WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else row_event(row)

    def replay_steps(self, number: int) -> list[Step]:
        """Every step of a hand through the engine: state, pot and legal min/max (timeline.py)."""
        return replay_steps(self.load_hand(number))

    # ------------------------------------------------------------ many hands

    def last_hands(self, count: int = 10, table: Optional[str] = None) -> list[HandSummary]:
        """The most recent hands, newest first (regulators ask for at least the last 10)."""
        return self.find_hands(table=table, limit=count)

    def find_hands(self, *, number: Optional[int] = None, day: Optional[date] = None,
                   since_utc_us: Optional[int] = None, until_utc_us: Optional[int] = None,
                   table: Optional[str] = None, seat: Optional[int] = None, player: Optional[str] = None,
                   tz: Optional[tzinfo] = None, limit: int = 100) -> list[HandSummary]:
        """Hands matching every criterion given, newest first.

        ``day`` is a calendar day in ``tz`` (default: this machine's local time);
        ``player`` matches a name without regard to case.
        """
        self._needs(2, "search by date, table, seat or player")
        where, args = [], []
        if number is not None:
            where.append("h.number = ?")
            args.append(number)
        if day is not None:
            start, end = day_bounds_utc_us(day, tz)
            since_utc_us = max(start, since_utc_us) if since_utc_us is not None else start
            until_utc_us = min(end, until_utc_us) if until_utc_us is not None else end
        if since_utc_us is not None:
            where.append("h.start_utc_us >= ?")
            args.append(since_utc_us)
        if until_utc_us is not None:
            where.append("h.start_utc_us < ?")
            args.append(until_utc_us)
        if table is not None:
            where.append("h.table_id = ?")
            args.append(table)
        if seat is not None or player is not None:
            sub, sub_args = [], []
            if seat is not None:
                sub.append("p.seat = ?")
                sub_args.append(seat)
            if player is not None:
                sub.append("p.name = ?")
                sub_args.append(player.strip())
            if player is not None:
                # A name is selective: its index lists the few hands, newest picked from those.
                where.append(f"h.number IN (SELECT p.number FROM hand_players p WHERE {' AND '.join(sub)})")
            else:
                # A seat is in most hands: walk the hands newest first and stop at the limit.
                where.append("EXISTS (SELECT 1 FROM hand_players p WHERE p.number = h.number AND p.seat = ?)")
            args += sub_args
        sql = ("SELECT h.number FROM hands h" + (" WHERE " + " AND ".join(where) if where else "")
               + " ORDER BY h.number DESC LIMIT ?")
        numbers = [r[0] for r in self._conn.execute(sql, (*args, max(0, int(limit))))]
        return [self._summary(n) for n in numbers]

    def _summary(self, number: int) -> HandSummary:
        h = self._hand_row(number)
        start = json.loads(self._conn.execute("SELECT payload FROM events WHERE seq = ?", (h[3],)).fetchone()[0])
        end = self._conn.execute("SELECT e.utc_us, e.payload FROM hand_ends x JOIN events e ON e.seq = x.end_seq "
                                 "WHERE x.number = ?", (number,)).fetchone()
        result = json.loads(end[1]) if end else None
        cfg = start["config"]
        return HandSummary(number, h[1], h[2], h[4], end[0] if end else None,
                           result["status"] if result else "open", cfg["game"], cfg["structure"],
                           tuple((p["seat"], p["name"]) for p in cfg["players"]),
                           result.get("pot") if result else None)

    def latest_roster_mark(self) -> Optional[dict]:
        """The newest record of the supervisors' file's fingerprint (dealer_app/supervisors/roster_binding.py): the payload
        of the last ``roster-changed`` event, or of the last supervisor sign-in, refusal or authorisation
        that carries one ("roster"), whichever is newer; None when the store has none.

        The access log (small, by seq) is read newest first to its last marked entry; only the events
        after it are searched for a ``roster-changed``, so a long store is not read end to end."""
        after, found = 0, None
        if self.version >= 2:
            rows = self._conn.execute(
                "SELECT a.seq, e.payload FROM access_log a JOIN events e ON e.seq = a.seq WHERE a.kind IN "
                "('sign-in', 'sign-in-refused', 'supervisor-locked-out', 'authorised') ORDER BY a.seq DESC")
            for seq, payload in rows:
                doc = json.loads(payload)
                if isinstance(doc, dict) and doc.get("roster"):
                    after, found = seq, doc
                    break
        row = self._conn.execute("SELECT payload FROM events WHERE seq > ? AND kind = 'roster-changed' "
                                 "ORDER BY seq DESC LIMIT 1", (after,)).fetchone()
        return json.loads(row[0]) if row is not None else found

    def latest_roster_seal(self) -> Optional[dict]:
        """The newest ``roster-changed`` event carrying the keeper's MAC of the roster (the club's commands with
        the keeper's admin socket: roster_binding.seal); None when there is none."""
        rows = self._conn.execute("SELECT payload FROM events WHERE kind = 'roster-changed' ORDER BY seq DESC")
        for (payload,) in rows:
            doc = json.loads(payload)
            if isinstance(doc, dict) and doc.get("keeper_mac"):
                return doc
        return None

    def access_log(self, **criteria) -> list["AccessEntry"]:
        """Who did what, oldest first (access_log below)."""
        return access_log(self, **criteria)

    def _needs(self, version: int, what: str) -> None:
        if self.version < version:
            raise StoreError("store-needs-migration", f"{what} needs schema {version}; this store is at "
                             f"{self.version}: open it once with the console to migrate it", schema=self.version)


@dataclass(frozen=True, slots=True)
class AccessEntry:
    seq: int
    utc_us: int
    kind: str          # sign-in, settings-changed, correction, purge ...
    by: str
    table: str
    detail: dict       # the event's payload


def access_log(reader: "StoreReader", *, since_utc_us: Optional[int] = None, until_utc_us: Optional[int] = None,
               by: Optional[str] = None, kind: Optional[str] = None, limit: int = 1000) -> list[AccessEntry]:
    """Who did what, oldest first."""
    reader._needs(2, "the access log")
    where, args = [], []
    for clause, value in (("a.utc_us >= ?", since_utc_us), ("a.utc_us < ?", until_utc_us),
                          ("a.by = ? COLLATE NOCASE", by), ("a.kind = ?", kind)):
        if value is not None:
            where.append(clause)
            args.append(value)
    sql = ("SELECT a.seq, a.utc_us, a.kind, a.by, a.table_id, e.payload FROM access_log a "
           "JOIN events e ON e.seq = a.seq" + (" WHERE " + " AND ".join(where) if where else "")
           + " ORDER BY a.seq LIMIT ?")
    return [AccessEntry(r[0], r[1], r[2], r[3], r[4], json.loads(r[5]))
            for r in reader._conn.execute(sql, (*args, limit))]


def open_for_reading(path) -> StoreReader:
    """A read-only reader: nothing in the file changes (export, floor office, audits)."""
    return StoreReader(connect_read_only(Path(path)), Path(path))


def day_bounds_utc_us(day: date, tz: Optional[tzinfo] = None) -> tuple[int, int]:
    """[start, end) of a calendar day in ``tz`` (default local time, daylight saving included)."""
    def at(d: date) -> int:
        moment = datetime.combine(d, dtime())
        moment = moment.replace(tzinfo=tz) if tz is not None else moment.astimezone()
        return int(moment.timestamp()) * 1_000_000
    return at(day), at(day + timedelta(days=1))
