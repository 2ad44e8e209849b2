"""The register's money read again from the events' own bodies (issue 26, item 5).

``hand_ends``, ``hand_starts`` and ``time_collected`` are a cache that ``ingest()`` fills from each event's body
(index_event, index_time in the migrations). A DBA can change them (``session_replication_role = replica`` passes the
append-only triggers) without touching an event: the checkpoint signs the chain of bodies, not the cache. So the
register reads every body of each of the day's stores, checks that each gives its hash chained on the one before
(sha256(previous hash || body), as ingest does), and adds the day's hands and time up again the way the indexing
does; any figure of the cache that differs is a ``Mismatch``, any body that does not give its hash a ``ChainBreak``.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Optional

GENESIS = bytes(32)
FIGURES = ("hands", "misdeals", "voids", "pots", "rake", "time")


@dataclass
class Totals:
    hands: int = 0
    misdeals: int = 0
    voids: int = 0
    pots: int = 0
    rake: int = 0
    time: int = 0
    first_utc_us: Optional[int] = None
    last_utc_us: Optional[int] = None
    last_seq: int = 0


@dataclass(frozen=True)
class Mismatch:
    """A figure of the register's derived rows that the signed events' bodies do not give."""

    table_id: str
    store_id: str
    session: Optional[int]
    figure: str
    derived: int
    signed: int


@dataclass(frozen=True)
class ChainBreak:
    """An event whose body, chained on the hash before it, does not give the hash the record holds."""

    table_id: str
    store_id: str
    seq: int
    held: bytes
    computed: bytes


@dataclass
class StoreEvents:
    """What one store's bodies say: the day's totals per (table, session), the computed hash at each seq asked."""

    totals: dict = field(default_factory=dict)       # (table_id, session) -> Totals
    breaks: list = field(default_factory=list)       # ChainBreak, the first one only (every later hash follows it)
    computed: dict = field(default_factory=dict)     # seq -> the chain's hash there, from the bodies


def read_store(conn, store_id: str, table_id: str, start_us: int, end_us: int) -> StoreEvents:
    """Every body of the store in order: the chain checked from the first, the day's money added up."""
    out = StoreEvents()
    starts: dict[int, tuple] = {}              # hand -> (table, session, start_utc_us, seq)
    ends: dict[int, tuple] = {}                # hand -> (status, pot, rake, seq, utc_us): the first end counts
    times: list[tuple] = []                    # (table, session, hand, utc_us, amount, seq)
    previous = GENESIS
    with conn.cursor(name=f"ledger_{store_id}") as cur:           # streamed: a store may hold millions of events
        cur.itersize = 5000
        cur.execute("SELECT seq, hash, body FROM central.events WHERE store_id = %s ORDER BY seq", (store_id,))
        for seq, held, body in cur:
            body, held = bytes(body), bytes(held)
            computed = hashlib.sha256(previous + body).digest()
            out.computed[seq] = computed
            if computed != held and not out.breaks:
                out.breaks.append(ChainBreak(table_id, store_id, seq, held, computed))
            previous = computed
            try:
                ev = json.loads(body)
            except ValueError:
                continue
            kind, payload = ev.get("kind"), ev.get("payload") or {}
            hand = ev.get("hand")
            if kind == "hand-started" and hand is not None and hand not in starts:
                starts[hand] = (ev.get("table"), ev.get("session"), int(ev["utc_us"]), seq)
            elif kind == "hand-ended" and hand is not None and hand not in ends:
                ends[hand] = (payload.get("status"), int(payload.get("pot") or 0), int(payload.get("rake") or 0),
                              seq, int(ev["utc_us"]))
            if kind == "session-entry" and isinstance(payload.get("time"), list):
                for entry in payload["time"]:
                    times.append((ev.get("table"), ev.get("session"), hand, int(ev["utc_us"]), int(entry[2]), seq))
    # As house_money: a hand (started and ended) on the day of its start; time on its hand's start, else its own.
    for hand, (status, pot, rake, seq, ended_us) in ends.items():
        if hand not in starts:
            continue
        table, session, dealt_us, _ = starts[hand]
        if not start_us <= dealt_us < end_us:
            continue
        t = _totals(out, table, session)
        t.hands += status in ("complete", "awarded")
        t.misdeals += status == "misdeal"
        t.voids += status == "void"
        t.pots += pot
        t.rake += rake
        _span(t, dealt_us, end_us_=ended_us, seq=seq)
    for table, session, hand, utc_us, amount, seq in times:
        placed = starts[hand][2] if hand in starts else utc_us
        if not start_us <= placed < end_us:
            continue
        t = _totals(out, table, session)
        t.time += amount
        _span(t, placed, end_us_=utc_us, seq=seq)
    return out


def _totals(out: StoreEvents, table, session) -> Totals:
    return out.totals.setdefault((table, session), Totals())


def _span(t: Totals, start: int, end_us_: int, seq: int) -> None:
    t.first_utc_us = start if t.first_utc_us is None else min(t.first_utc_us, start)
    t.last_utc_us = end_us_ if t.last_utc_us is None else max(t.last_utc_us, end_us_)
    t.last_seq = max(t.last_seq, seq)


def mismatches(table_id: str, store_id: str, session, derived: Optional[Totals], signed: Optional[Totals]) -> list:
    derived, signed = derived or Totals(), signed or Totals()
    return [Mismatch(table_id, store_id, session, f, getattr(derived, f), getattr(signed, f))
            for f in FIGURES if getattr(derived, f) != getattr(signed, f)]
