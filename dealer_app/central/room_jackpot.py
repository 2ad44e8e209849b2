"""The jackpots' meters as the room's screen shows them (dealer-app jackpot-display), and the last jackpot paid,
read from the tables' events in the central record (dealer_app/store/jackpot_events.py).

A table's meter is what its latest ``jackpot-increment`` says the meter is after it (or the start a
``jackpot-paid`` restarts it at), carried across its sessions; before either, the start of its session file's
``[jackpot]``. Only the tables whose latest session is open with the jackpot on are shown. Tables whose session
says ``[jackpot] shared`` show one meter for the room's shared pool: the central record's own
(``central.jackpot_meter``, migration 0014), the one the claims pay, never a second sum made here.
"""
from __future__ import annotations

import json
import logging
import tomllib
from dataclasses import dataclass
from typing import Optional

from engine.jackpot.rules import DEFAULT_POOL

from .jackpot_claims import CentralError, pool_meter

log = logging.getLogger(__name__)

# Per store: its latest session opened (and whether closed since), its latest meter event.
_STORES = """
SELECT s.store_id, s.table_id,
       o.seq, o.body, o.utc_us,
       (SELECT max(c.seq) FROM central.events c WHERE c.store_id = s.store_id AND c.seq > o.seq
            AND c.kind = 'session-closed'),                 -- only the events after it: by the primary key
       m.kind, m.body, m.utc_us
FROM central.stores s
LEFT JOIN LATERAL (SELECT e.seq, e.body, e.utc_us FROM central.events e WHERE e.store_id = s.store_id
                       AND e.kind = 'session-opened' ORDER BY e.seq DESC LIMIT 1) o ON true
LEFT JOIN LATERAL (SELECT e.kind, e.body, e.utc_us FROM central.events e WHERE e.store_id = s.store_id
                       AND e.kind IN ('jackpot-increment', 'jackpot-paid') ORDER BY e.seq DESC LIMIT 1) m ON true
"""


@dataclass(frozen=True)
class Meter:
    """One meter on the screen: a table's, or a shared pool's (``pool`` set, its tables listed)."""

    table_id: Optional[str]
    pool: Optional[str]
    tables: tuple[str, ...]
    amount: int


@dataclass(frozen=True)
class LastHit:
    table_id: str
    paid_utc_us: int
    meter: int
    loser: str                       # the main winner: the player whose hand lost the bad beat
    losing: str                      # the engine's English names of the two hands
    winning: str


def _payload(body) -> dict:
    try:
        return json.loads(bytes(body)).get("payload") or {}
    except (ValueError, TypeError):
        return {}


def _jackpot_settings(opened_body) -> dict:
    try:
        return tomllib.loads(_payload(opened_body)["settings"]["file"]).get("jackpot", {})
    except Exception:                # a session opened without a file (older tables): no jackpot said
        return {}


def read_meters(conn) -> tuple[Meter, ...]:
    tables: dict[str, tuple] = {}    # table -> (utc of its latest, amount, pool or None)
    pools: dict[str, list] = {}
    for (store_id, table_id, opened_seq, opened, opened_us, closed_seq, kind, body, meter_us) in conn.execute(
            _STORES).fetchall():
        settings = _jackpot_settings(opened) if opened is not None else {}
        if not settings.get("on") or (closed_seq or 0) > (opened_seq or 0):
            continue
        payload = _payload(body) if body is not None else {}
        if kind == "jackpot-increment":
            amount = int(payload.get("meter") or 0)
        elif kind == "jackpot-paid":
            amount = int(payload.get("restarts_at") or 0)
        else:
            amount = int(settings.get("start") or 0)
        shared = settings.get("shared")
        pool = (shared if isinstance(shared, str) and shared else DEFAULT_POOL) if shared else None
        at = max(opened_us or 0, meter_us or 0)
        if table_id not in tables or tables[table_id][0] < at:       # a table's newest store speaks for it
            tables[table_id] = (at, amount, pool, store_id, settings)
    out = []
    for table_id, (_at, amount, pool, store_id, settings) in sorted(tables.items()):
        if pool is None:
            out.append(Meter(table_id, None, (table_id,), amount))
        else:
            pools.setdefault(pool, []).append((table_id, store_id, settings))
    for pool, members in sorted(pools.items(), reverse=True):
        amount = _pool_amount(conn, pool)
        if amount is not None:
            out.insert(0, Meter(None, pool, tuple(t for t, _s, _c in members), amount))
    return tuple(out)


def _pool_amount(conn, pool: str) -> Optional[int]:
    """The pool's meter as the central record keeps it; None (and a line in the log) for a pool the room has
    not set (``dealer-app central jackpot-pool``): its tables' claims are refused too, so no amount is shown."""
    try:
        return int(pool_meter(conn, pool).meter)
    except CentralError as exc:
        log.warning("shared jackpot %s: %s", pool, exc)
        return None


def read_last_hit(conn) -> Optional[LastHit]:
    """The last jackpot paid in the room, with its two hands (from the hit of its hand)."""
    row = conn.execute("SELECT e.store_id, e.table_id, e.utc_us, e.body FROM central.events e "
                       "WHERE e.kind = 'jackpot-paid' ORDER BY e.utc_us DESC LIMIT 1").fetchone()
    if row is None:
        return None
    store_id, table_id, utc_us, body = row
    paid = _payload(body)
    hit = conn.execute("SELECT e.body FROM central.events e WHERE e.store_id = %s AND e.kind = 'jackpot-hit' "
                       "AND (convert_from(e.body, 'UTF8')::jsonb -> 'payload' ->> 'hand') = %s "
                       "ORDER BY e.seq DESC LIMIT 1", (store_id, str(paid.get("hand")))).fetchone()
    hands = {h.get("seat"): h.get("name") or "" for h in (_payload(hit[0]).get("hands") or ())} if hit else {}
    names = {s.get("seat"): s.get("name") or "" for s in paid.get("shares") or ()}
    return LastHit(table_id, utc_us, int(paid.get("meter") or 0), names.get(paid.get("loser"), ""),
                   hands.get(paid.get("loser"), ""), hands.get(paid.get("winner"), ""))


class RoomJackpotReader:
    """The room screen's own connection (the floor's reader login), made again after a lost server."""

    def __init__(self, url: str, connect_timeout: int = 5):
        self.url, self.connect_timeout = url, connect_timeout
        self._conn = None

    def read(self, now_utc_us: int):
        """(meters, last hit, high-hand board); psycopg's error when the server cannot be read."""
        import psycopg
        from .high_hands import read_high_hands
        try:
            if self._conn is None or self._conn.closed:
                self._conn = psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout)
            return read_meters(self._conn), read_last_hit(self._conn), read_high_hands(self._conn, now_utc_us)
        except psycopg.Error:
            self.close()
            raise

    def close(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:          # already gone
                pass
            self._conn = None
