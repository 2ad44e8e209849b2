"""What the keeper vouches for (schema 3): the store's identity, every event's MAC, the head it
MACed last, the hand numbers it gave, and the club's events it signed.

A part of the verify's checker (verify.py): it reads the same connection and writes its
problems and warnings there. The keeper itself is dealer_app/keeper/ (client.py asks it).
"""
from __future__ import annotations

import json
import sqlite3
from typing import Optional

from .clock_watch import of_hand as _of_hand
from .keying import identity

CLUB = "club set-up"         # who the club's commands write as (dealer_app/supervisors/roster_binding.py)
STARTUP_MACS = 2_000        # MACs checked with the keeper at start-up (the last ones); verify checks all


class KeeperCheck:
    """The keeper's checks of one store, for one run of the checker ``check``."""

    def __init__(self, check) -> None:
        self.check = check
        self.conn: sqlite3.Connection = check.conn
        self.keeper = check.keeper
        self.recent: Optional[int] = check.recent

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
                    self.check.problem("keeper-unreachable", f"the store could not be checked: {exc.message}")
            return
        store_id, genesis, id_seq = found
        self.check.keyed["store_id"] = store_id
        row = self.conn.execute("SELECT kind, json_extract(payload, '$.store_id'), hash FROM events WHERE seq = ?",
                                (id_seq,)).fetchone()
        if (row is None and id_seq > base_seq) or (row is not None and (
                row[0] not in ("store-created", "store-identified") or row[1] != store_id or row[2] != genesis)):
            self.check.problem("identity-mismatch", f"the store's identity ({store_id}) is not the one its event {id_seq} "
                         "recorded: someone changed it outside the console", id_seq)
        macs = self.conn.execute("SELECT count(*) FROM event_macs").fetchone()[0]
        if self.keeper is None:
            if macs:
                self.check.keyed["keyed"] = "unchecked"
            return
        from dealer_app.keeper.client import KeeperError
        try:
            self._check_with_keeper(store_id, genesis, macs, start, base_seq, head_seq)
        except KeeperError as exc:
            self.check.problem("keeper-unreachable", f"the MACs could not be checked: {exc.message}")

    def check_identity_kept(self, base_seq: int) -> None:
        """A schema-3 store without its identity row: removed, if an event recorded one (rare: only then read)."""
        row = self.conn.execute("SELECT seq FROM events WHERE kind IN ('store-created', 'store-identified') "
                                "AND json_extract(payload, '$.store_id') IS NOT NULL LIMIT 1").fetchone()
        if row is not None:
            self.check.problem("identity-mismatch", f"event {row[0]} gave this store an identity, but the file no longer "
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
            self.check.first_problem("no-identity", f"this store has no identity (no store id), but keeper {fingerprint} "
                               f"keeps the record of table {table!r} in {self._kept_words(kept[-1])}; {this}: it "
                               "is not the record the keeper vouches for (its identity and MACs removed?)")
        elif self.recent is None:
            self.check.first_problem("no-identity", f"this store has no identity (no store id): keeper {fingerprint} "
                               f"cannot vouch for it, and a store without one is no keyed record ({this})")

    def _check_with_keeper(self, store_id: str, genesis: bytes, macs: int, start: int, base_seq: int,
                           head_seq: int) -> None:
        fingerprint = self.keeper.fingerprint()
        record = self.keeper.head(store_id)
        table = self._table()
        kept = self._kept_stores(table)
        if record is None:
            if macs:
                self.check.keyed["keyed"] = fingerprint
                self.check.first_problem("unknown-to-keeper", f"this store ({store_id}) carries MACs, but keeper "
                                   f"{fingerprint} never knew it: MACs of another keeper's key, or made to look keyed")
            elif store_id in getattr(self, "_waiting", {}):
                grant = self._waiting[store_id]
                self.check.warning("store-authorised", f"the club authorised this store for table {table!r} ({grant['by']}, "
                             f"{grant['utc']}: {grant['reason']}); the keeper keys it at the console's next start")
            elif kept:
                # A whole history under a new id, its MACs left out: not "not keyed" but not the table's record.
                self.check.keyed["keyed"] = fingerprint
                self.check.first_problem("unknown-to-keeper", f"keeper {fingerprint} keeps the record of table "
                                   f"{table!r} in {self._kept_words(kept[-1])}, and never knew this one "
                                   f"({store_id}, up to event {head_seq}): this file is not the table's record "
                                   "the keeper vouches for")
            return
        self._other_stores(store_id, table, kept, record)
        self.check.keyed.update(keyed=fingerprint, keyed_since=record["registered_seq"], keeper_head=record["head_seq"])
        if record["genesis"] != genesis.hex():
            self.check.problem("identity-mismatch", f"the keeper knows store {store_id} with another first event: "
                         "this file is not that store", 1)
        kept_seq, kept_hash = record["head_seq"], record["head_hash"]
        self._check_macs(store_id, start, min(head_seq, kept_seq))       # first: it names the changed event
        if kept_seq > head_seq:
            self.check.problem("tail-cut", f"the keeper MACed this store up to event {kept_seq}, but the file ends at "
                         f"event {head_seq}: the last {kept_seq - head_seq} event(s) were cut, or an older copy "
                         "was put in its place", head_seq + 1)
        elif kept_seq > base_seq:
            row = self.conn.execute("SELECT hash FROM events WHERE seq = ?", (kept_seq,)).fetchone()
            if row is None or not isinstance(row[0], bytes) or row[0].hex() != kept_hash:
                self.check.problem("keeper-head-mismatch", f"event {kept_seq} is not the one the keeper MACed last "
                             f"(hash {kept_hash[:16]}…): the record was rewritten", kept_seq)
        if head_seq > kept_seq:
            self.check.warning("not-keyed-yet", f"events {kept_seq + 1} to {head_seq} have no MAC yet (the keeper did not "
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
            self.check.warning("store-authorised", f"this store was authorised for table {table!r} by {grant['by']} "
                         f"on {grant['utc']} ({grant['reason']}){follows}"
                         + (f", then up to event {head.get('seq')}" if head else ""))
        others = [k for k in kept if k["store"] != store_id]
        if others:
            self.check.warning("other-stores", f"keeper {self.keeper.fingerprint()} keeps {len(others)} other store(s) "
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
                    self.check.problem("mac-mismatch", f"event {seq} ({kind}{_of_hand(hand)}) does not carry the keeper's "
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
            self.check.warning("mac-missing", f"{missing} event(s) from event {seq} ({kind}{_of_hand(hand)}) on have no MAC "
                         "written (the console stopped between the keeper's answer and writing it, or the MAC was "
                         "removed): the MACs after them and the keeper's last hash still vouch for them", seq, hand)
        if bad > 1:
            self.check.problem("mac-mismatch", f"{bad} events in all do not carry the keeper's MAC")

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
                self.check.problem("club-unsigned", f"event {seq} (roster-changed: {claims}) claims the club's set-up but "
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
                self.check.problem("hand-not-given", f"hand {number} was not given to this store by the keeper (it gave "
                             f"it {given}): the hand belongs to another store of the table, or was made up",
                             hand=number)
                return
