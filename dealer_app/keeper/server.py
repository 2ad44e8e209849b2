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
from pathlib import Path
from typing import Optional

from .macs import HASH_HEX, STORE_ID, event_mac, fingerprint, roster_mac

KEY_BYTES = 32
MAX_LINE = 4 << 20            # a batch of MAC requests; anything longer is refused
MAX_ITEMS = 10_000
ADMIN_ONLY = frozenset({"mac-roster"})     # answered on the admin socket only


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
    """Per store: table, genesis, head; per table: the last hand number given."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        for sub in (self.folder, self.folder / "stores", self.folder / "tables", self.folder / "rosters"):
            sub.mkdir(mode=0o700, parents=True, exist_ok=True)
            os.chmod(sub, 0o700)
        self._stores: dict[str, dict] = {}

    def store(self, store_id: str) -> Optional[dict]:
        if store_id not in self._stores:
            path = self.folder / "stores" / f"{store_id}.json"
            if not path.exists():
                return None
            self._stores[store_id] = json.loads(path.read_text("utf-8"))
        return self._stores[store_id]

    def save_store(self, record: dict) -> None:
        _write_private(self.folder / "stores" / f"{record['store']}.json", record)
        self._stores[record["store"]] = record

    def _table_path(self, table: str) -> Path:
        return self.folder / "tables" / (hashlib.sha256(table.encode("utf-8")).hexdigest()[:32] + ".json")

    def table(self, table: str) -> dict:
        path = self._table_path(table)
        if path.exists():
            return json.loads(path.read_text("utf-8"))
        return {"table": table, "last_hand": 0, "stores": []}

    def save_table(self, record: dict) -> None:
        _write_private(self._table_path(record["table"]), record)

    def _roster_path(self, name: str) -> Path:
        return self.folder / "rosters" / (hashlib.sha256(name.encode("utf-8")).hexdigest()[:32] + ".json")

    def roster(self, name: str) -> Optional[str]:
        """The last roster digest MACed under ``name`` (a table): only that one is current."""
        path = self._roster_path(name)
        return json.loads(path.read_text("utf-8"))["digest"] if path.exists() else None

    def save_roster(self, name: str, digest: str) -> None:
        _write_private(self._roster_path(name), {"name": name, "digest": digest})


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
        if seq > 1 and tables["stores"]:
            # An existing store shown for the first time: only the table's first (a store made before
            # keepers); else a file with history could take the place of the table's keyed record.
            raise Refused("table-known", f"this keeper already keeps the record of table {table!r} (store "
                          f"{tables['stores'][-1]}); store {store_id}, with {seq} events already, was never "
                          "shown to it: this file is not the table's record")
        record = {"store": store_id, "table": table, "genesis": genesis, "registered_seq": seq,
                  "table_last_hand": tables["last_hand"],
                  "head_seq": 0, "head_hash": None, "first_hand": None, "last_hand": None}
        tables["stores"] = tables["stores"] + [store_id]
        self.state.save_table(tables)
        self.state.save_store(record)
        return {"store": record}

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
        self.state.save_table(tables)
        self.state.save_store({**record, "first_hand": record["first_hand"] or number, "last_hand": number})
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

    OPS = {"fingerprint": op_fingerprint, "register": op_register, "head": op_head, "mac": op_mac,
           "check": op_check, "hand": op_hand, "last-hand": op_last_hand, "mac-roster": op_mac_roster,
           "check-roster": op_check_roster}


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
                     "it remembers; run as the dealer-keeper account (installer/linux/dealer-keeper.service).")
    p.add_argument("--key-file", required=True, help="the 32-byte key (made on the first start, mode 0400)")
    p.add_argument("--state-dir", required=True, help="the keeper's memory: each store's head, each table's "
                                                       "last hand number (0700)")
    p.add_argument("--socket", required=True, help="the Unix socket the consoles connect to (0660)")
    p.add_argument("--group", help="the socket's group (the consoles' accounts: dealer)")
    p.add_argument("--admin-socket", help="the club's socket (0600, this account only): the only one that MACs "
                                          "a supervisors' file (dealer-app supervisor ... --keeper-admin)")
    return p


def run(args: argparse.Namespace) -> int:
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
