"""Reading the record: a hand by number, the last hands, search by date, table, seat, player.

A stored hand is folded from its events exactly as recovery and replay fold
it: the configuration from ``hand-started``, then every input in order, a
correction withdrawing the inputs it names (they stay in the record, marked).
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, time as dtime, timedelta, tzinfo
from pathlib import Path
from typing import Optional
from urllib.request import pathname2url

from engine.hand import Hand, HandConfig

from .codec import config_from_dict, input_from_list
from .errors import StoreError
from .schema import LATEST, version_of

# Event kinds that carry one engine input each ("input": [...]).
INPUT_KINDS = ("card", "hole-cards", "board-cards", "action", "show", "muck", "withdraw", "runs")


@dataclass(frozen=True, slots=True)
class RecordEvent:
    seq: int
    kind: str
    hand: Optional[int]
    session: Optional[int]
    table: str
    dealer: str
    utc_us: int
    mono_ns: int
    payload: dict
    hash: bytes


@dataclass(frozen=True)
class StoredHand:
    """One hand as the record holds it."""

    number: int
    table: str
    session: Optional[int]
    config: HandConfig
    config_doc: dict
    button_seat: Optional[int]
    events: tuple[RecordEvent, ...]          # every event of the hand, withdrawn inputs included
    inputs: tuple[tuple, ...]                # the effective engine inputs, in order
    input_seqs: tuple[int, ...]              # the event of each effective input
    withdrawn: dict                          # input event seq -> the correction event that withdrew it

    @property
    def started_utc_us(self) -> int:
        return self.events[0].utc_us

    @property
    def end(self) -> Optional[RecordEvent]:
        return next((e for e in self.events if e.kind == "hand-ended"), None)

    @property
    def status(self) -> str:
        end = self.end
        return "open" if end is None else end.payload["status"]

    @property
    def corrections(self) -> tuple[RecordEvent, ...]:
        return tuple(e for e in self.events if e.kind == "correction")

    def rebuild(self) -> Hand:
        """The engine's state after the last effective input: the same code path as the table."""
        return Hand.replay(self.config, self.inputs)

    @classmethod
    def fold(cls, number: int, events: list[RecordEvent]) -> "StoredHand":
        if not events or events[0].kind != "hand-started":
            raise StoreError("hand-incomplete", f"hand {number}'s record does not begin with its start",
                             hand=number)
        start = events[0]
        config = config_from_dict(start.payload["config"])
        effective: list[tuple[int, tuple]] = []
        withdrawn: dict[int, int] = {}
        for e in events[1:]:
            if e.kind in INPUT_KINDS:
                effective.append((e.seq, input_from_list(e.payload["input"])))
            elif e.kind == "correction":
                seqs = list(e.payload["withdraws"])
                if not seqs or [s for s, _ in effective[-len(seqs):]] != seqs:
                    raise StoreError("bad-correction", f"correction #{e.seq} withdraws {seqs}, which are not the "
                                     "hand's last inputs", seq=e.seq, hand=number)
                del effective[-len(seqs):]
                withdrawn.update({s: e.seq for s in seqs})
        return cls(number, start.table, start.session, config, start.payload["config"],
                   start.payload.get("button_seat"), tuple(events), tuple(i for _, i in effective),
                   tuple(s for s, _ in effective), withdrawn)


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


def _row_event(row) -> RecordEvent:
    return RecordEvent(row[0], row[1], row[3], row[2], row[4], row[5], row[6], row[7], json.loads(row[8]), row[9])


_EVENT_COLUMNS = "seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload, hash"


def connect_read_only(path: Path) -> sqlite3.Connection:
    """Open without changing a byte: no creation, no migration, no checkpoint on close."""
    path = Path(path)
    if not path.is_file():
        raise StoreError("no-store", f"there is no store at {path}", path=str(path))
    # Without a write-ahead log beside it nobody is writing, and "immutable" opens the file
    # without creating the -wal and -shm files a read-only WAL reader would otherwise leave.
    wal = path.with_name(path.name + "-wal")
    mode = "mode=ro" if wal.exists() else "immutable=1"
    return sqlite3.connect(f"file:{pathname2url(str(path.resolve()))}?{mode}", uri=True, isolation_level=None)


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
        rows = self._conn.execute(f"SELECT {_EVENT_COLUMNS} FROM events WHERE hand = ? ORDER BY seq", (number,))
        return [_row_event(r) for r in rows]

    def load_hand(self, number: int) -> StoredHand:
        """A hand by its number, ready to rebuild or replay; StoreError if there is none."""
        if isinstance(number, bool) or not isinstance(number, int) or self._hand_row(number) is None:
            raise StoreError("no-such-hand", f"there is no hand {number} in this store", hand=number)
        return StoredHand.fold(number, self.hand_events(number))

    def event(self, seq: int) -> Optional[RecordEvent]:
        row = self._conn.execute(f"SELECT {_EVENT_COLUMNS} FROM events WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else _row_event(row)

    def replay_steps(self, number: int):
        """Every step of a hand through the engine: state, pot and legal min/max (timeline.py)."""
        from .timeline import replay_steps
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

    def access_log(self, **criteria):
        """Who did what, oldest first (retention.access_log)."""
        from .retention import access_log
        return access_log(self, **criteria)

    def _needs(self, version: int, what: str) -> None:
        if self.version < version:
            raise StoreError("store-needs-migration", f"{what} needs schema {version}; this store is at "
                             f"{self.version}: open it once with the console to migrate it", schema=self.version)


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
