"""A virtual contactless card for the PC/SC tests: the card side of vsmartcard's vpcd.

vpcd (Debian's vsmartcard-vpcd) is a pcscd reader driver that listens on a TCP port (its
reader.conf ``CHANNELID``) for a "virtual ICC". A card connecting there is a card put on the
reader; closing the connection is lifting it. vpcd speaks to the card in messages of a 2-byte
big-endian length and a payload: a one-byte payload is a control (0x00 power off, 0x01 power
on, 0x02 reset, 0x04 send the ATR back), anything longer is a command APDU to answer.

``VirtualTag`` answers what a 13.56 MHz reader's firmware answers for a tag: the contactless
GET DATA (``FF CA 00 00 00``) with the tag's UID and ``90 00``, ``6A 81`` for anything else. It
can be told to answer GET DATA with garbage (a reader or tag that misbehaves).

It also notes when pcscd first asked for its ATR after it connected: that is when pcscd's
presence poll saw the card (vpcd has no presence interrupt, so pcscd polls it every 400 ms;
a reader with an interrupt endpoint reports at once). bench/pcsc.py measures from there too.
"""
from __future__ import annotations

import socket
import struct
import threading
import time
from typing import Optional

POWER_OFF, POWER_ON, RESET, GET_ATR = 0x00, 0x01, 0x02, 0x04
GET_UID = bytes.fromhex("FFCA000000")
OK = b"\x90\x00"
# The ATR PC/SC part 3 gives a contactless storage card (here: ISO 14443 A, MIFARE Classic 1K),
# as an ACR122U reports it for such a tag.
ATR = bytes.fromhex("3B8F8001804F0CA000000306030001000000006A")


class VirtualTag:
    """One card on one virtual reader, while ``present`` (connected to vpcd)."""

    def __init__(self, port: int, uid: str, host: str = "127.0.0.1", garbage: Optional[bytes] = None):
        self.port = port
        self.host = host
        self.uid = bytes.fromhex(uid)
        self.garbage = garbage               # GET DATA's whole answer instead of UID + 90 00
        self.apdus: list[bytes] = []
        self.placed_at: Optional[float] = None       # time.perf_counter() when put on the reader
        self.seen_at: Optional[float] = None         # when pcscd first asked for the ATR after that
        self._sock: Optional[socket.socket] = None
        self._thread: Optional[threading.Thread] = None

    @property
    def present(self) -> bool:
        return self._sock is not None

    def place(self, timeout: float = 5.0) -> "VirtualTag":
        """Put the card on the reader (connect to vpcd, retrying while the port is not yet up)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                sock = socket.create_connection((self.host, self.port), timeout=1.0)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.settimeout(None)
        _quick_ack(sock)
        self.placed_at = time.perf_counter()
        self.seen_at = None
        self._sock = sock
        self._thread = threading.Thread(target=self._serve, args=(sock,), name=f"vicc {self.uid.hex()}", daemon=True)
        self._thread.start()
        return self

    def lift(self) -> None:
        """Take the card off the reader (close the connection)."""
        sock, self._sock = self._sock, None
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()
        if self._thread is not None:
            self._thread.join(timeout=5.0)
            self._thread = None

    def _serve(self, sock: socket.socket) -> None:
        try:
            while True:
                head = _recv_exactly(sock, 2)
                if head is None:
                    return
                (length,) = struct.unpack(">H", head)
                payload = _recv_exactly(sock, length) if length else b""
                if payload is None:
                    return
                answer = self._answer(payload)
                if answer is not None:
                    sock.sendall(struct.pack(">H", len(answer)) + answer)
        except OSError:
            return

    def _answer(self, payload: bytes) -> Optional[bytes]:
        if len(payload) == 1:
            if payload[0] == GET_ATR:
                if self.seen_at is None:
                    self.seen_at = time.perf_counter()
                return ATR
            return None                          # power on/off, reset: no answer
        self.apdus.append(payload)
        if payload == GET_UID:
            return self.garbage if self.garbage is not None else self.uid + OK
        return b"\x6A\x81"                       # function not supported


def _quick_ack(sock: socket.socket) -> None:
    quick = getattr(socket, "TCP_QUICKACK", None)
    if quick is not None:
        try:
            sock.setsockopt(socket.IPPROTO_TCP, quick, 1)
        except OSError:
            pass


def _recv_exactly(sock: socket.socket, count: int) -> Optional[bytes]:
    data = b""
    while len(data) < count:
        try:
            chunk = sock.recv(count - len(data))
        except OSError:
            return None
        if not chunk:
            return None
        # Debian's vpcd (3.3) sends a message's 2-byte length and its payload in two send()s on a
        # socket without TCP_NODELAY: under Nagle the payload waits for the length's ACK, and
        # Linux holds that ACK back 40 ms (delayed ACK) once the connection looks interactive.
        # That was 43 ms on each step of pcscd's exchange (ATR, power on + ATR, GET DATA). The
        # kernel clears TCP_QUICKACK as it goes, so it is set again after every read: the ACK
        # leaves at once and vpcd's payload follows. (Upstream vpcd sends both in one call
        # since 2023, commit 76e2679; a USB reader has no such wait.)
        _quick_ack(sock)
        data += chunk
    return data
