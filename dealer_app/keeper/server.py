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

This module is the process: its sockets and its command line. What it answers is answers.py;
its key and its memory on disk, memory.py.
"""
from __future__ import annotations

import argparse
import grp
import json
import os
import signal
import socket
import socketserver
import sys
import threading
from pathlib import Path
from typing import Optional

from .answers import Keeper
from .memory import Refused, State, load_or_make_key

MAX_LINE = 4 << 20            # a batch of MAC requests; anything longer is refused


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
