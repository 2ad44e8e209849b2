"""Talking to the keeper (server.py) from the console and from ``verify``.

One connection, JSON lines. Every failure is a ``KeeperError`` with a code
and words a dealer or an inspector understands: the socket is not there
(``keeper-unreachable``), the keeper refused (its own code: ``rollback``,
``unknown-store`` ...).
"""
from __future__ import annotations

import json
import os
import select
import socket
from collections import deque
from pathlib import Path
from typing import Callable, Optional

from engine.errors import Refusal

DEFAULT_SOCKET = Path("/run/dealer-console/keeper.sock")
DEFAULT_ADMIN_SOCKET = Path("/run/dealer-console/keeper-admin.sock")     # the club's (0600, server.py)
TIMEOUT_S = 10.0
BATCH = 5_000


class KeeperError(Refusal):
    """The keeper did not answer, or refused: a ``Refusal`` of the one family (engine/errors.py), so a
    caller that says refusals says this one too. ``details``: what the keeper's refusal named (its
    ``numbers``), e.g. the store it already keeps (``kept``)."""

    def __init__(self, code: str, message: str, **details):
        super().__init__(code, message, **details)
        self.details = details


def socket_from_option(option: Optional[str], default: Path = DEFAULT_SOCKET) -> Optional[Path]:
    """``--keeper``: a path, "none" for no keeper, or (not given) the installed keeper's socket if it is there."""
    if option is None:
        return default if default.exists() else None
    if option.strip().lower() in ("", "none", "off"):
        return None
    return Path(option)


class KeeperClient:
    """One connection. ``request`` waits for its answer; ``send`` does not (the keyed append's MACs: the
    keeper syncs its memory while the store syncs its own, issue 26 point 11): its answer is handed to
    ``on_reply`` by ``poll``, or before the next ``request`` (answers come in the order asked)."""

    def __init__(self, path, timeout: float = TIMEOUT_S):
        self.path = Path(path)
        self.timeout = timeout
        self._socket: Optional[socket.socket] = None
        self._buffer = bytearray()
        self._pending: deque[Callable[[dict], None]] = deque()
        self._fingerprint: Optional[str] = None

    # ------------------------------------------------------------ the line

    def _connect(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        try:
            sock.connect(str(self.path))
        except OSError as exc:
            sock.close()
            raise KeeperError("keeper-unreachable", f"the keeper at {self.path} does not answer ({exc.strerror or exc}): "
                              "is the dealer-keeper service running, and is this account in its group?") from None
        self._socket = sock

    def _read_line(self, block: bool = True) -> Optional[bytes]:
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line = bytes(self._buffer[:end + 1])
                del self._buffer[:end + 1]
                return line
            if not block and not select.select([self._socket], [], [], 0)[0]:
                return None
            chunk = self._socket.recv(1 << 16)
            if not chunk:
                raise OSError("the keeper closed the connection")
            self._buffer += chunk

    def send(self, op: str, on_reply: Callable[[dict], None], **fields) -> None:
        """A request whose answer is not waited for: ``on_reply(answer)`` once it is read (``poll``)."""
        line = json.dumps({"op": op, **fields}).encode("utf-8") + b"\n"
        if self._socket is None:
            self._connect()
        try:
            self._socket.sendall(line)
        except OSError as exc:
            self.close()
            raise KeeperError("keeper-unreachable", f"the keeper at {self.path} stopped answering ({exc})") from None
        self._pending.append(on_reply)

    def poll(self, block: bool = False) -> None:
        """Hands the answers that have come (``block``: every one still awaited) to their ``on_reply``."""
        while self._pending:
            try:
                line = self._read_line(block)
            except OSError as exc:
                self.close()
                raise KeeperError("keeper-unreachable", f"the keeper at {self.path} stopped answering "
                                  f"({exc})") from None
            if line is None:
                return
            self._pending.popleft()(json.loads(line))

    def request(self, op: str, **fields) -> dict:
        """One request and its answer; a refusal raises KeeperError with the keeper's code."""
        try:
            self.poll(block=True)                # the answers of what was sent before come first
        except KeeperError:
            pass                                 # those are refusals now (close); this one connects again
        line = json.dumps({"op": op, **fields}).encode("utf-8") + b"\n"
        for attempt in (1, 2):                   # a keeper restarted since: connect again once
            if self._socket is None:
                self._connect()
            try:
                self._socket.sendall(line)
                answer = self._read_line()
                break
            except OSError as exc:
                self.close()
                if attempt == 2:
                    raise KeeperError("keeper-unreachable", f"the keeper at {self.path} stopped answering "
                                      f"({exc})") from None
        reply = json.loads(answer)
        if not reply.get("ok"):
            details = {k: v for k, v in reply.items() if k not in ("ok", "code", "message")}
            code = reply.get("code", "refused")             # the keeper's own stable code (answers.py), passed on
            raise KeeperError(code, reply.get("message", "the keeper refused"), **details)
        return reply

    def close(self) -> None:
        """The connection closed; answers still awaited are refusals (``keeper-unreachable``)."""
        if self._socket is not None:
            try:
                self._socket.close()
            finally:
                self._socket = None
                self._buffer.clear()
        pending, self._pending = self._pending, deque()
        for on_reply in pending:
            on_reply({"ok": False, "code": "keeper-unreachable",
                      "message": f"the connection to the keeper at {self.path} closed before it answered"})

    # ------------------------------------------------------------ the operations

    def fingerprint(self) -> str:
        if self._fingerprint is None:
            self._fingerprint = self.request("fingerprint")["fingerprint"]
        return self._fingerprint

    def register(self, store: str, table: str, genesis: bytes, seq: int) -> dict:
        return self.request("register", store=store, table=table, genesis=genesis.hex(), seq=seq)["store"]

    def head(self, store: str) -> Optional[dict]:
        return self.request("head", store=store)["store"]

    def mac_many(self, store: str, items: list[tuple[int, bytes]]) -> list[bytes]:
        """MACs for consecutive events just past the keeper's head (in batches)."""
        macs: list[bytes] = []
        for i in range(0, len(items), BATCH):
            chunk = [[seq, digest.hex()] for seq, digest in items[i:i + BATCH]]
            macs += [bytes.fromhex(m) for m in self.request("mac", store=store, items=chunk)["macs"]]
        return macs

    def bad_macs(self, store: str, items: list[tuple[int, bytes, bytes]]) -> list[int]:
        """The events among ``items`` whose MAC is not this key's, in batches."""
        bad: list[int] = []
        for i in range(0, len(items), BATCH):
            chunk = [[seq, digest.hex(), mac.hex()] for seq, digest, mac in items[i:i + BATCH]]
            bad += self.request("check", store=store, items=chunk)["bad"]
        return bad

    def next_hand(self, store: str, table: str, at_least: int) -> int:
        return self.request("hand", store=store, table=table, at_least=at_least)["number"]

    def mac_roster(self, name: str, digest: str) -> str:
        """The club's approval of a roster's credentials for ``name`` (a table): admin socket only."""
        return self.request("mac-roster", name=name, digest=digest)["mac"]

    def check_roster(self, name: str, digest: str, mac: str) -> dict:
        """``{"valid": this key's MAC, "current": the last roster MACed for name}``."""
        answer = self.request("check-roster", name=name, digest=digest, mac=mac)
        return {"valid": bool(answer.get("valid")), "current": bool(answer.get("current"))}

    def authorise_store(self, table: str, store: str, by: str, reason: str) -> dict:
        """The club's authorisation of a new store for ``table`` (admin socket only)."""
        return self.request("authorise-store", table=table, store=store, by=by, reason=reason)["authorised"]

    def table_stores(self, table: str) -> dict:
        """``{"table", "last_hand", "stores": [{"store", "head_seq", "head_hash", "registered_seq", "authorised"}]}``."""
        return self.request("table-stores", table=table)

    def mac_club_event(self, store: str, seq: int, body: str) -> str:
        return self.request("mac-club-event", store=store, seq=seq, body=body)["mac"]

    def check_club_event(self, store: str, seq: int, body: str, mac: str) -> bool:
        return bool(self.request("check-club-event", store=store, seq=seq, body=body, mac=mac).get("valid"))


def connect(option: Optional[str], default: Path = DEFAULT_SOCKET) -> Optional[KeeperClient]:
    """The client for ``--keeper`` (None without a keeper); checks it answers. ``default``: the socket used when
    the option is not given and it is there (the club's commands: DEFAULT_ADMIN_SOCKET)."""
    path = socket_from_option(option, default)
    if path is None:
        return None
    client = KeeperClient(path)
    client.fingerprint()
    return client


def heads_file_line(store: str, seq: int, digest: bytes, utc: str) -> str:
    """One line of a heads file: ``STORE_ID SEQ:HASH UTC`` (verify --heads-file reads the last for its store)."""
    return f"{store} {seq}:{digest.hex()} {utc}\n"


def append_head(path, store: str, seq: int, digest: bytes, utc: str) -> None:
    """The closing head written down outside the store (appended, fsynced)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        os.write(fd, heads_file_line(store, seq, digest, utc).encode("ascii"))
        os.fsync(fd)
    finally:
        os.close(fd)


def last_head_in(path, store: str) -> Optional[tuple[int, bytes]]:
    """The last head written down for ``store`` in a heads file, or None."""
    found = None
    try:
        text = Path(path).read_text("ascii", errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] == store:
            seq, _, digest = parts[1].partition(":")
            if seq.isdigit() and len(digest) == 64:
                try:
                    found = (int(seq), bytes.fromhex(digest))
                except ValueError:
                    continue
    return found
