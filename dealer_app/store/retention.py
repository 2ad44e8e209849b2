"""The access log, how long records are kept, disputes, and the purge of old records.

Who signed in, who changed settings, who authorised a correction or a void,
who opened a dispute, who purged: each is an event of the chain and a line of
the access log. With a central record, a purge never goes past the
latest signed checkpoint (``HandStore.purge_limit``). Records are kept at least 90 days (RULES.md 9; configurable
upwards, never below) and a disputed hand at least a year from its dispute.
Nothing is deleted silently: a purge is a supervisor's request, is itself
recorded, removes only the oldest records (a prefix of the chain, whole
hands only) and refuses to touch anything younger than the retention. The
chain stays verifiable: ``chain_base`` keeps the hash of the last event
removed, and the purge event names it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from .append import Appended, ChainWriter
from .errors import RetentionError, StoreError
from .recall import StoreReader

DAY_US = 86_400 * 1_000_000
MIN_RETENTION_DAYS = 90          # access and change logs: at least 90 days (RULES.md 9)
DISPUTE_RETENTION_DAYS = 365     # disputed-hand records: at least a year


@dataclass(frozen=True, slots=True)
class PurgeResult:
    purge_seq: int                 # the event that records the purge
    through_seq: int               # the last event removed (0: nothing was)
    events: int
    hands: int
    kept_from_utc_us: int          # nothing at or after this time could be touched


def _when(utc_us: int) -> str:
    return datetime.fromtimestamp(utc_us / 1e6, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def retention_days(reader: StoreReader) -> int:
    row = reader._conn.execute("SELECT payload FROM events WHERE kind = 'retention-changed' "
                               "ORDER BY seq DESC LIMIT 1").fetchone()
    return json.loads(row[0])["days"] if row else MIN_RETENTION_DAYS


def set_retention(store: ChainWriter, days: int, by: str) -> Appended:
    if isinstance(days, bool) or not isinstance(days, int) or days < MIN_RETENTION_DAYS:
        raise RetentionError("retention-too-short", f"records are kept at least {MIN_RETENTION_DAYS} days, "
                             f"not {days!r}", minimum=MIN_RETENTION_DAYS, days=days)
    return store.append_events([("retention-changed", {"days": days, "was": retention_days(store),
                                                       "by": _who(by, "who sets the retention")}, None)])[0]


def open_dispute(store: ChainWriter, number: int, by: str, note: str) -> Appended:
    """A hand under dispute is kept at least a year from now, whatever the retention."""
    store.load_hand(number)       # refuses a hand that is not there
    return store.append_events([("dispute-opened", {"by": _who(by, "who opens the dispute"), "note": note},
                                number)])[0]


def purge(store: ChainWriter, *, before_utc_us: int, by: str, reason: str) -> PurgeResult:
    """Remove records older than ``before_utc_us``, never anything younger than the retention,
    an open hand or session, or a hand disputed within the year; the purge itself is recorded."""
    who = _who(by, "who purges")
    if not isinstance(reason, str) or not reason.strip():
        raise StoreError("reason-missing", "a purge needs its reason")
    now = store.clock.utc_us()
    days = retention_days(store)
    keep_from = now - days * DAY_US
    if before_utc_us > keep_from:
        # The refusal is kept too: an attempt to remove young records is itself worth knowing.
        store.append_events([("purge-refused", {"by": who, "reason": reason.strip(), "before_utc_us": before_utc_us,
                                               "retention_days": days}, None)])
        raise RetentionError("too-young", f"records are kept {days} days: a purge may remove records from before "
                             f"{_when(keep_from)} only, not up to {_when(before_utc_us)}",
                             retention_days=days, before=before_utc_us, keep_from=keep_from)
    conn = store._conn
    base = conn.execute("SELECT coalesce(max(through_seq), 0) FROM chain_base").fetchone()[0]
    through = _cut(conn, base, before_utc_us, keep_from, now)
    limit = store.purge_limit() if store.purge_limit is not None else None
    if limit is not None and through > max(limit, base):
        # With a central record, only what a signed checkpoint anchors may go (dealer_app/central/checkpoint.py).
        store.append_events([("purge-refused", {"by": who, "reason": reason.strip(), "before_utc_us": before_utc_us,
                                               "retention_days": days, "through_seq": through,
                                               "checkpoint_seq": limit}, None)])
        raise RetentionError("past-checkpoint", f"this purge would remove records up to event {through}, but the "
                             f"latest signed checkpoint is at event {limit}"
                             + (": nothing may be purged before a checkpoint is signed" if limit == 0 else
                                ": only records up to it may go"),
                             through=through, checkpoint=limit)
    last_hand = conn.execute("SELECT max(number) FROM hands").fetchone()[0]
    last_session = conn.execute("SELECT max(id) FROM sessions").fetchone()[0]
    gone = conn.execute("SELECT count(*), min(number), max(number) FROM hands WHERE start_seq <= ?",
                        (through,)).fetchone()
    payload = {"by": who, "reason": reason.strip(), "before_utc_us": before_utc_us, "retention_days": days,
               "through_seq": through, "events": max(0, through - base), "hands": gone[0],
               "first_hand": gone[1], "last_hand_removed": gone[2], "last_hand": last_hand,
               "last_session": last_session}
    if through > base:
        through_hash = conn.execute("SELECT hash FROM events WHERE seq = ?", (through,)).fetchone()[0]
        payload["through_hash"] = through_hash.hex()
    else:
        through_hash = None

    def remove(c, appended) -> None:
        if through_hash is None:
            return
        c.execute("INSERT INTO chain_base VALUES (?,?,?)", (through, through_hash, appended[0].seq))
        old = "(SELECT number FROM hands WHERE start_seq <= ?)"
        c.execute(f"DELETE FROM hand_players WHERE number IN {old}", (through,))
        c.execute(f"DELETE FROM hand_ends WHERE number IN {old}", (through,))
        c.execute("DELETE FROM hands WHERE start_seq <= ?", (through,))
        c.execute("DELETE FROM sessions WHERE open_seq <= ?", (through,))
        c.execute("DELETE FROM access_log WHERE seq <= ?", (through,))
        c.execute("DELETE FROM events WHERE seq <= ?", (through,))
        c.execute("DELETE FROM event_macs WHERE seq <= ?", (through,))

    appended = store.append_events([("purge", payload, None)], extra=remove)[0]
    return PurgeResult(appended.seq, through if through > base else 0, max(0, through - base), gone[0], keep_from)


def _cut(conn, base: int, before: int, keep_from: int, now: int) -> int:
    """The last event that may go: older than ``before`` and the retention, and never cutting
    through a hand or a session, nor reaching an open or recently disputed hand."""
    head = conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    # Events are in time order up to clock corrections: find the boundary by seq, then make sure.
    low, high = base, head          # invariant: every event in (base, low] is older than `before`
    while low < high:
        mid = (low + high + 1) // 2
        utc = conn.execute("SELECT utc_us FROM events WHERE seq = ?", (mid,)).fetchone()
        if utc is not None and utc[0] < before:
            low = mid
        else:
            high = mid - 1
    k = low
    while k > base:
        young = conn.execute("SELECT min(seq) FROM events WHERE seq > ? AND seq <= ? AND utc_us >= ?",
                             (base, k, min(before, keep_from))).fetchone()[0]
        straddling = conn.execute(
            "SELECT min(h.start_seq) FROM hands h WHERE h.start_seq > ? AND h.start_seq <= ? AND "
            "(NOT EXISTS (SELECT 1 FROM hand_ends x WHERE x.number = h.number) OR "
            "(SELECT max(seq) FROM events e WHERE e.hand = h.number) > ?)", (base, k, k)).fetchone()[0]
        disputed = conn.execute(
            "SELECT min(h.start_seq) FROM events d JOIN hands h ON h.number = d.hand "
            "WHERE d.kind = 'dispute-opened' AND d.utc_us >= ? AND h.start_seq <= ?",
            (now - DISPUTE_RETENTION_DAYS * DAY_US, k)).fetchone()[0]
        sessions = conn.execute(
            "SELECT min(s.open_seq) FROM sessions s WHERE s.open_seq <= ? AND NOT EXISTS (SELECT 1 FROM events c "
            "WHERE c.kind = 'session-closed' AND json_extract(c.payload, '$.session') = s.id AND c.seq <= ?)",
            (k, k)).fetchone()[0]
        limits = [s - 1 for s in (young, straddling, disputed, sessions) if s is not None]
        if not limits or min(limits) >= k:
            return k
        k = min(limits)
    return base


def _who(by: object, what: str) -> str:
    if not isinstance(by, str) or not by.strip():
        raise StoreError("who-missing", f"{what} must be named")
    return by.strip()
