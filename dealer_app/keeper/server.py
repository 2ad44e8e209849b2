"""``dealer-app keeper``: the key's process (docs/security.md, "The record").

Started by systemd as the ``dealer-keeper`` account (installer/linux/). It
owns a 32-byte key (``--key-file``, made on the first start, mode 0400) and a
state folder (``--state-dir``, 0700; one file per store and per table, 0600,
fsynced before an answer is sent), and answers JSON lines on a Unix socket
(``--socket``, 0660, group ``dealer``: the console's account connects, but
reads neither the key nor the state). A second socket, the admin socket
(``--admin-socket``, 0600, the keeper's own account: the club connects as
root or as ``dealer-keeper``, the ``dealer`` group cannot), is the only one
that answers ``mac-roster``: a MAC of the supervisors' file is the club's
approval of it, which the console's account must not be able to obtain.

What it remembers is what makes a rewrite show: per store, the last event it
MACed (seq and hash), so it MACs only the next one (``rollback`` otherwise);
per table, the last hand number it gave, so a new store of the table starts
after it and two stores never hold the same hand number.
"""
from __future__ import annotations

import argparse
import grp
import hashlib
import hmac
import json
import os
import signal
import socket
import socketserver
import stat
import sys
import threading
import time
from pathlib import Path
from typing import Optional

from .macs import HASH_HEX, STORE_ID, club_event_mac, event_mac, fingerprint, roster_mac

KEY_BYTES = 32
MAX_LINE = 4 << 20            # a batch of MAC requests; anything longer is refused
MAX_ITEMS = 10_000
ADMIN_ONLY = frozenset({"mac-roster", "authorise-store", "mac-club-event"})     # answered on the admin socket only


class Refused(Exception):
    def __init__(self, code: str, message: str, **details):
        super().__init__(message)
        self.code, self.message, self.details = code, message, details


# ------------------------------------------------------------ key and state files

def load_or_make_key(path: Path) -> bytes:
    """The key, made on the first start (os.urandom, 0400); refused if others could read it."""
    path = Path(path)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o400)
        try:
            os.write(fd, os.urandom(KEY_BYTES))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.chmod(path, 0o400)                     # the umask could only have cut it further
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        raise Refused("key-exposed", f"the key file {path} can be read by other accounts (mode {mode:04o}): "
                      f"chmod 0400 {path} (and make a new key if it was copied)")
    key = path.read_bytes()
    if len(key) != KEY_BYTES:
        raise Refused("bad-key", f"the key file {path} holds {len(key)} bytes, not {KEY_BYTES}")
    return key


def _write_private(path: Path, data: dict) -> None:
    """Whole or not at all, on disk before the answer goes: a temporary file, fsynced, renamed."""
    temporary = path.with_name(path.name + ".new")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, json.dumps(data, sort_keys=True).encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(temporary, path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


class State:
    """Per store: table, genesis, head; per table: the last hand number given and the stores it keeps.

    Its memory is a journal (issue 26, point 11): every answer that changes it appends one line holding
    the whole new records, one ``fdatasync``, before the answer goes (a MAC costs one write and one sync,
    not a file rewritten and renamed). A line cut short by a crash was never answered: it is dropped.
    At each start, and when the journal grows past ``COMPACT_AT``, the records it holds are written as
    their own files (fsynced and renamed, as before) and the journal is emptied."""

    COMPACT_AT = 64 << 20

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        for sub in (self.folder, self.folder / "stores", self.folder / "tables", self.folder / "rosters"):
            sub.mkdir(mode=0o700, parents=True, exist_ok=True)
            os.chmod(sub, 0o700)
        self._records: dict[tuple[str, str], dict] = {}
        self._dirty: set[tuple[str, str]] = set()
        self._journal_path = self.folder / "journal"
        self._unwritable: Optional[str] = None
        self._replay()
        self._journal = os.open(self._journal_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        os.chmod(self._journal_path, 0o600)
        self._compact()

    # ---- the files

    def _path(self, kind: str, name: str) -> Path:
        if kind == "store":
            return self.folder / "stores" / f"{name}.json"
        folder = "tables" if kind == "table" else "rosters"
        return self.folder / folder / (hashlib.sha256(name.encode("utf-8")).hexdigest()[:32] + ".json")

    def _get(self, kind: str, name: str) -> Optional[dict]:
        key = (kind, name)
        if key not in self._records:
            path = self._path(kind, name)
            if not path.exists():
                return None
            self._records[key] = json.loads(path.read_text("utf-8"))
        return self._records[key]

    def save(self, *changes: tuple[str, str, dict]) -> None:
        """The records changed by one answer, in one journal line and one sync: all or none of them."""
        line = json.dumps({"records": [list(change) for change in changes]}, sort_keys=True).encode("utf-8") + b"\n"
        if self._unwritable is not None:
            raise OSError(f"its journal could not be put back after a failed write ({self._unwritable})")
        offset = os.fstat(self._journal).st_size
        try:
            if os.write(self._journal, line) != len(line):
                raise OSError("the disk took only part of the journal's line (full?)")
            os.fdatasync(self._journal)
        except OSError:
            # Nothing answered: the line goes, so that the next one is not read after half a line (a journal
            # read back stops at the first bad line, and what followed it would be forgotten).
            try:
                os.ftruncate(self._journal, offset)
                os.fdatasync(self._journal)
            except OSError as exc:
                self._unwritable = str(exc)       # every later answer refused until a restart reads it back
            raise
        for kind, name, record in changes:
            self._records[(kind, name)] = record
            self._dirty.add((kind, name))
        if os.fstat(self._journal).st_size > self.COMPACT_AT:
            try:
                self._compact()
            except OSError:
                pass            # the answer stands (its line is synced); the journal is compacted later

    def _replay(self) -> None:
        try:
            data = self._journal_path.read_bytes()
        except FileNotFoundError:
            return
        for line in data.split(b"\n")[:-1]:          # the last piece has no newline: cut short, never answered
            try:
                entry = json.loads(line)
                changes = [(kind, name, record) for kind, name, record in entry["records"]]
            except (ValueError, KeyError, TypeError):
                break                                 # a torn line: nothing after it was answered either
            for kind, name, record in changes:
                self._records[(kind, name)] = record
                self._dirty.add((kind, name))

    def _compact(self) -> None:
        """The journal's records written as their own files, then the journal emptied."""
        for kind, name in sorted(self._dirty):
            _write_private(self._path(kind, name), self._records[(kind, name)])
        self._dirty.clear()
        os.ftruncate(self._journal, 0)
        os.fsync(self._journal)

    # ---- the records

    def store(self, store_id: str) -> Optional[dict]:
        return self._get("store", store_id)

    def save_store(self, record: dict) -> None:
        self.save(("store", record["store"], record))

    def table(self, table: str) -> dict:
        found = self._get("table", table)
        return dict(found) if found is not None else {"table": table, "last_hand": 0, "stores": []}

    def save_table(self, record: dict) -> None:
        self.save(("table", record["table"], record))

    def roster(self, name: str) -> Optional[str]:
        """The last roster digest MACed under ``name`` (a table): only that one is current."""
        found = self._get("roster", name)
        return found["digest"] if found else None

    def save_roster(self, name: str, digest: str) -> None:
        self.save(("roster", name, {"name": name, "digest": digest}))


# ------------------------------------------------------------ the requests

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


# ------------------------------------------------------------ the socket

class _Handler(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        keeper: Keeper = self.server.keeper          # type: ignore[attr-defined]
        while True:
            line = self.rfile.readline(MAX_LINE + 1)
            if not line:
                return
            if len(line) > MAX_LINE or not line.endswith(b"\n"):
                self._send({"ok": False, "code": "bad-request", "message": "a request is one line of JSON "
                            f"of at most {MAX_LINE} bytes"})
                return
            try:
                request = json.loads(line)
            except (ValueError, RecursionError):
                answer = {"ok": False, "code": "bad-request", "message": "a request is one line of JSON"}
            else:
                answer = keeper.answer(request, admin=getattr(self.server, "admin", False))
            self._send(answer)

    def _send(self, answer: dict) -> None:
        self.wfile.write(json.dumps(answer).encode("utf-8") + b"\n")
        self.wfile.flush()


class _Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True


def _listen(socket_path: Path, mode: int) -> _Server:
    """A server on ``socket_path``, never, even briefly, open wider than ``mode``."""
    if socket_path.exists():
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            probe.connect(str(socket_path))
        except OSError:
            socket_path.unlink()                    # left by a keeper that stopped
        else:
            raise Refused("keeper-running", f"another keeper is listening on {socket_path}")
        finally:
            probe.close()
    socket_path.parent.mkdir(parents=True, exist_ok=True)
    old = os.umask(0o777 & ~mode)
    try:
        server = _Server(str(socket_path), _Handler)
    finally:
        os.umask(old)
    os.chmod(socket_path, mode)
    return server


def serve(key_file: Path, state_dir: Path, socket_path: Path, group: Optional[str] = None,
          ready=None, admin_socket: Optional[Path] = None) -> _Server:
    """The keeper listening on ``socket_path`` (0660, ``group`` if given) and, when given, on ``admin_socket``
    (0600, the keeper's account only: the club's ``mac-roster``); returns the server (``.admin_server``)."""
    key = load_or_make_key(Path(key_file))
    state = State(Path(state_dir))
    server = _listen(Path(socket_path), 0o660)
    if group:
        os.chown(socket_path, -1, grp.getgrnam(group).gr_gid)
    server.keeper = Keeper(key, state)               # type: ignore[attr-defined]
    server.admin_server = None                       # type: ignore[attr-defined]
    if admin_socket is not None:
        try:
            admin = _listen(Path(admin_socket), 0o600)
        except BaseException:
            server.server_close()
            raise
        admin.keeper, admin.admin = server.keeper, True  # type: ignore[attr-defined]
        server.admin_server = admin                  # type: ignore[attr-defined]
    return server


def parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.description = ("The keeper of the record's key: MACs each event of the hand stores, only past the head "
                     "it remembers; run as the dealer-keeper account (installer/linux/dealer-keeper.service). "
                     "'dealer-app keeper authorise --table T --store ID --reason R' (the club, on the admin "
                     "socket): a new store for a table the keeper already keeps; 'dealer-app keeper stores "
                     "--table T': the stores it keeps for T.")
    p.add_argument("action", nargs="?", choices=("authorise", "stores"),
                   help="the club's: authorise a new store for a table; list a table's stores (none: run the keeper)")
    p.add_argument("--key-file", help="the 32-byte key (made on the first start, mode 0400)")
    p.add_argument("--state-dir", help="the keeper's memory: each store's head, each table's last hand number "
                                       "and stores (0700)")
    p.add_argument("--socket", help="the Unix socket the consoles connect to (0660)")
    p.add_argument("--group", help="the socket's group (the consoles' accounts: dealer)")
    p.add_argument("--admin-socket", help="the club's socket (0600, this account only): the only one that MACs "
                                          "a supervisors' file and authorises a new store (default for "
                                          "authorise and stores: /run/dealer-console/keeper-admin.sock)")
    p.add_argument("--table", help="authorise, stores: the table")
    p.add_argument("--store", help="authorise: the new store's id (the console names it when it is refused)")
    p.add_argument("--reason", help="authorise: why the table has a new store (recorded by the keeper)")
    return p


def run(args: argparse.Namespace) -> int:
    if args.action is not None:
        return _club(args)
    missing = [name for name in ("key_file", "state_dir", "socket") if not getattr(args, name)]
    if missing:
        print("dealer-app keeper: " + ", ".join("--" + m.replace("_", "-") for m in missing) + " must be given",
              file=sys.stderr)
        return 2
    try:
        server = serve(Path(args.key_file), Path(args.state_dir), Path(args.socket), args.group,
                       admin_socket=Path(args.admin_socket) if args.admin_socket else None)
    except Refused as refused:
        print(f"dealer-app keeper: {refused.message}", file=sys.stderr)
        return 2
    except (OSError, KeyError) as exc:
        print(f"dealer-app keeper: cannot start: {exc}", file=sys.stderr)
        return 2
    admin = server.admin_server

    def stop(*_) -> None:
        for each in (server, admin):
            if each is not None:
                threading.Thread(target=each.shutdown, daemon=True).start()
    signal.signal(signal.SIGTERM, stop)
    if admin is not None:
        threading.Thread(target=admin.serve_forever, daemon=True).start()
    also = f" (admin: {args.admin_socket})" if admin is not None else ""
    print(f"keeper {server.keeper.op_fingerprint({})['fingerprint']} listening on {args.socket}{also}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        for each, path in ((server, args.socket), (admin, args.admin_socket)):
            if each is None:
                continue
            each.server_close()
            try:
                os.unlink(path)
            except OSError:
                pass
    return 0


def _club(args: argparse.Namespace) -> int:
    """``authorise`` and ``stores``: the club's, on the keeper's admin socket (run as root or dealer-keeper)."""
    from .client import DEFAULT_ADMIN_SOCKET, KeeperClient, KeeperError
    if not args.table or (args.action == "authorise" and not (args.store and args.reason and args.reason.strip())):
        print("dealer-app keeper: " + ("authorise needs --table, --store and --reason" if args.action == "authorise"
                                       else "stores needs --table"), file=sys.stderr)
        return 2
    client = KeeperClient(Path(args.admin_socket) if args.admin_socket else DEFAULT_ADMIN_SOCKET)
    try:
        if args.action == "authorise":
            import getpass
            grant = client.authorise_store(args.table, args.store, getpass.getuser(), args.reason.strip())
            follows = (f"; it follows store {grant['replaces']} (up to event {grant['replaces_head']['seq']})"
                       if grant["replaces"] else "")
            print(f"store {grant['store']} authorised for table {grant['table']!r} by {grant['by']}{follows}")
            return 0
        known = client.table_stores(args.table)
        print(f"table {args.table!r}: last hand {known['last_hand']}")
        for store in known["stores"]:
            grant = store["authorised"]
            why = (f", authorised by {grant['by']} on {grant['utc']}: {grant['reason']}" if grant else ", its first")
            print(f"  store {store['store']}: up to event {store['head_seq']}{why}")
        return 0
    except KeeperError as exc:
        print(f"dealer-app keeper: {exc.message} ({exc.code}); nothing was changed", file=sys.stderr)
        return 2
    finally:
        client.close()
