"""What the keeper answers: one JSON request at a time, each checked, each refusal with its code.

``Keeper.answer(request, admin=...)`` is the whole protocol (client.py asks it; server.py carries the
lines): register a store, MAC its next events only past the head it remembers, give hand numbers,
check MACs, and on the admin socket only, the club's acts (``ADMIN_ONLY``). What it remembers is
``State`` (memory.py).
"""
from __future__ import annotations

import hmac
import threading
import time

from .macs import HASH_HEX, STORE_ID, club_event_mac, event_mac, fingerprint, roster_mac
from .memory import Refused, State

MAX_ITEMS = 10_000
ADMIN_ONLY = frozenset({"mac-roster", "authorise-store", "mac-club-event"})     # answered on the admin socket only


def _text(request: dict, name: str, limit: int = 200) -> str:
    value = request.get(name)
    if not isinstance(value, str) or not value or len(value) > limit:
        raise Refused("bad-request", f"{name!r} must be text (at most {limit} characters)")
    return value


def _int(request: dict, name: str, low: int = 0) -> int:
    value = request.get(name)
    if type(value) is not int or not low <= value < 2 ** 63:
        raise Refused("bad-request", f"{name!r} must be a whole number from {low}")
    return value


def _store_id(request: dict) -> str:
    value = request.get("store")
    if not isinstance(value, str) or not STORE_ID.fullmatch(value):
        raise Refused("bad-request", "'store' must be a store id (32 lower-case hex digits)")
    return value


def _hash(value: object) -> str:
    if not isinstance(value, str) or not HASH_HEX.fullmatch(value):
        raise Refused("bad-request", "a hash is 64 lower-case hex digits")
    return value


def _mac(value: object) -> bytes:
    if not isinstance(value, str) or len(value) != 64:
        raise Refused("bad-request", "a MAC is 64 hex digits")
    try:
        return bytes.fromhex(value)
    except ValueError:
        raise Refused("bad-request", "a MAC is 64 hex digits") from None


class Keeper:
    """The answers, one request at a time (a lock: the state moves in one order)."""

    def __init__(self, key: bytes, state: State):
        self.key, self.state = key, state
        self.lock = threading.Lock()

    def answer(self, request: object, admin: bool = False) -> dict:
        """``admin``: the request came on the admin socket (the club's), the only one ``mac-roster`` answers."""
        try:
            if not isinstance(request, dict):
                raise Refused("bad-request", "a request is a JSON object")
            op = request.get("op")
            handler = self.OPS.get(op) if isinstance(op, str) else None
            if handler is None:
                raise Refused("bad-request", f"unknown op {op!r}")
            if op in ADMIN_ONLY and not admin:
                raise Refused("admin-only", f"{op!r} is answered only on the keeper's admin socket (the club's: "
                              "root or the dealer-keeper account), not on the consoles' socket")
            with self.lock:
                return {"ok": True, **handler(self, request)}
        except Refused as refused:
            return {"ok": False, "code": refused.code, "message": refused.message, **refused.details}
        except OSError as exc:
            # Its memory could not be saved (disk full, read-only): nothing was given.
            return {"ok": False, "code": "keeper-failed", "message": f"the keeper could not save its memory ({exc})"}

    def _known(self, store_id: str) -> dict:
        record = self.state.store(store_id)
        if record is None:
            raise Refused("unknown-store", f"store {store_id} was never registered with this keeper")
        return record

    def op_fingerprint(self, request: dict) -> dict:
        return {"fingerprint": fingerprint(self.key)}

    def op_register(self, request: dict) -> dict:
        """A store made known: the first store of a table is taken (and recorded); any later one only once the
        club has authorised it on the admin socket (``authorise-store``): else a new file, even one begun under
        the keeper at event 1, could stand beside the table's keyed record with a made-up history."""
        store_id, table = _store_id(request), _text(request, "table")
        genesis = _hash(request.get("genesis"))
        record = self.state.store(store_id)
        if record is not None:
            if record["table"] != table or record["genesis"] != genesis:
                raise Refused("store-mismatch", f"store {store_id} is registered for table {record['table']!r} "
                              "with another first event: this file is not that store")
            return {"store": record}
        seq = _int(request, "seq", 1)
        tables = self.state.table(table)
        authorised = (tables.get("authorised") or {}).get(store_id)
        if tables["stores"] and authorised is None:
            kept = tables["stores"][-1]
            head = self.state.store(kept) or {}
            raise Refused("table-known", f"this keeper already keeps the record of table {table!r} in store {kept} "
                          f"(up to event {head.get('head_seq', 0)}); a new store ({store_id}, {seq} event(s)) is "
                          "taken for the table only once the club authorises it on the keeper's admin socket: "
                          f"dealer-app keeper authorise --table {table} --store {store_id} --reason ...",
                          kept=kept, store=store_id, table=table)
        record = {"store": store_id, "table": table, "genesis": genesis, "registered_seq": seq,
                  "table_last_hand": tables["last_hand"], "authorised": authorised,
                  "head_seq": 0, "head_hash": None, "first_hand": None, "last_hand": None}
        tables["stores"] = tables["stores"] + [store_id]
        self.state.save(("table", table, tables), ("store", store_id, record))
        return {"store": record}

    def op_authorise_store(self, request: dict) -> dict:
        """The club's authorisation of a new store for a table (admin socket only), recorded in the table's
        memory with who, why, and the store it follows and that store's head at that moment."""
        store_id, table = _store_id(request), _text(request, "table")
        by, reason = _text(request, "by"), _text(request, "reason", 500)
        if self.state.store(store_id) is not None:
            raise Refused("already-kept", f"store {store_id} is already kept by this keeper (table "
                          f"{self.state.store(store_id)['table']!r}): nothing to authorise")
        tables = self.state.table(table)
        previous = tables["stores"][-1] if tables["stores"] else None
        head = self.state.store(previous) if previous else None
        grant = {"store": store_id, "table": table, "by": by, "reason": reason,
                 "utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                 "replaces": previous,
                 "replaces_head": {"seq": head["head_seq"], "hash": head["head_hash"]} if head else None}
        tables["authorised"] = {**(tables.get("authorised") or {}), store_id: grant}
        self.state.save(("table", table, tables))
        return {"authorised": grant}

    def op_table_stores(self, request: dict) -> dict:
        """What the keeper knows of a table: each store it keeps, its head, and the club's authorisation."""
        table = _text(request, "table")
        tables = self.state.table(table)
        stores = []
        for store_id in tables["stores"]:
            record = self.state.store(store_id) or {}
            stores.append({"store": store_id, "head_seq": record.get("head_seq", 0),
                           "head_hash": record.get("head_hash"), "registered_seq": record.get("registered_seq"),
                           "authorised": record.get("authorised")})
        waiting = [grant for store_id, grant in sorted((tables.get("authorised") or {}).items())
                   if store_id not in tables["stores"]]
        return {"table": table, "last_hand": tables["last_hand"], "stores": stores, "authorised": waiting}

    def op_head(self, request: dict) -> dict:
        return {"store": self.state.store(_store_id(request))}

    def op_mac(self, request: dict) -> dict:
        """MACs for the events just past the head, in order; refused at or below it (rollback)."""
        store_id = _store_id(request)
        record = self._known(store_id)
        items = request.get("items")
        if items is None:
            items = [[request.get("seq"), request.get("hash")]]
        if not isinstance(items, list) or not 0 < len(items) <= MAX_ITEMS:
            raise Refused("bad-request", f"'items' is a list of 1 to {MAX_ITEMS} [seq, hash]")
        seq = record["head_seq"]
        macs, last_hash = [], record["head_hash"]
        for item in items:
            if not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int:
                raise Refused("bad-request", "each item is [seq, hash]")
            if item[0] != seq + 1:
                raise Refused("rollback" if item[0] <= seq else "gap",
                              f"event {item[0]} of store {store_id}: this keeper MACs only event {seq + 1} next "
                              f"(it MACed up to event {seq}); history is never MACed twice", head=seq)
            last_hash = _hash(item[1])
            seq += 1
            macs.append(event_mac(self.key, store_id, seq, last_hash).hex())
        self.state.save_store({**record, "head_seq": seq, "head_hash": last_hash})
        return {"macs": macs, "head": seq}

    def op_check(self, request: dict) -> dict:
        """Whether MACs are this key's: one ([seq, hash, mac] in the request) or a list ("bad" lists the seqs)."""
        store_id = _store_id(request)
        items = request.get("items")
        single = items is None
        if single:
            items = [[request.get("seq"), request.get("hash"), request.get("mac")]]
        if not isinstance(items, list) or not 0 < len(items) <= MAX_ITEMS:
            raise Refused("bad-request", f"'items' is a list of 1 to {MAX_ITEMS} [seq, hash, mac]")
        bad = []
        for item in items:
            if not isinstance(item, list) or len(item) != 3 or type(item[0]) is not int:
                raise Refused("bad-request", "each item is [seq, hash, mac]")
            wanted = event_mac(self.key, store_id, item[0], _hash(item[1]))
            if not hmac.compare_digest(wanted, _mac(item[2])):
                bad.append(item[0])
        return {"valid": not bad} if single else {"bad": bad}

    def op_hand(self, request: dict) -> dict:
        """The next hand number for a store of a table: past every number given at that table."""
        store_id, table = _store_id(request), _text(request, "table")
        record = self._known(store_id)
        if record["table"] != table:
            raise Refused("store-mismatch", f"store {store_id} belongs to table {record['table']!r}, not {table!r}")
        tables = self.state.table(table)
        number = max(_int(request, "at_least", 1), tables["last_hand"] + 1)
        tables["last_hand"] = number
        self.state.save(("table", table, tables),
                        ("store", store_id, {**record, "first_hand": record["first_hand"] or number,
                                             "last_hand": number}))
        return {"number": number}

    def op_last_hand(self, request: dict) -> dict:
        table = self.state.table(_text(request, "table"))
        return {"last_hand": table["last_hand"], "stores": table["stores"]}

    def op_mac_roster(self, request: dict) -> dict:
        """The club's approval of a roster (its credentials' digest) for ``name`` (a table); remembered as that
        name's current one, so an older approved roster put back is not current any more."""
        name, digest = _text(request, "name"), _hash(request.get("digest"))
        self.state.save_roster(name, digest)
        return {"mac": roster_mac(self.key, name, digest).hex()}

    def op_check_roster(self, request: dict) -> dict:
        """``valid``: the MAC is this key's for (name, digest); ``current``: it is the last one MACed for name."""
        name, digest = _text(request, "name"), _hash(request.get("digest"))
        wanted = roster_mac(self.key, name, digest)
        return {"valid": hmac.compare_digest(wanted, _mac(request.get("mac"))),
                "current": self.state.roster(name) == digest}

    def op_mac_club_event(self, request: dict) -> dict:
        """The club's signature of one event its command is about to write (admin socket only): store, seq, body."""
        store_id, seq, body = _store_id(request), _int(request, "seq", 1), _hash(request.get("body"))
        return {"mac": club_event_mac(self.key, store_id, seq, body).hex()}

    def op_check_club_event(self, request: dict) -> dict:
        """Whether an event's club MAC is this key's, for that store, seq and body (both sockets)."""
        store_id, seq, body = _store_id(request), _int(request, "seq", 1), _hash(request.get("body"))
        wanted = club_event_mac(self.key, store_id, seq, body)
        return {"valid": hmac.compare_digest(wanted, _mac(request.get("mac")))}

    OPS = {"fingerprint": op_fingerprint, "register": op_register, "head": op_head, "mac": op_mac,
           "check": op_check, "hand": op_hand, "last-hand": op_last_hand, "mac-roster": op_mac_roster,
           "check-roster": op_check_roster,
           "authorise-store": op_authorise_store, "table-stores": op_table_stores,
           "mac-club-event": op_mac_club_event, "check-club-event": op_check_club_event}
