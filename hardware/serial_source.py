"""The serial driver: a card-reading shoe or an RFID reader on any pyserial URL.

``SerialCardSource(url, listener)`` reads ``/dev/ttyUSB0``, ``COM3``, a pty
path, ``socket://host:port`` or ``loop://`` in a worker thread, decodes the
bytes (``protocol="shoe"``: docs/shoe-protocol.md; ``"rfid-ascii"``: the
125 kHz readers) and reports ``CardRead``, ``SourceStatus`` and
``SourceFault`` events to its listener, on the worker thread.

What the worker does, and why:

- opens the port exclusively (a second program on the same shoe would
  steal reads), and right after opening asks the device for its status:
  pyserial flushes the input on open, so anything said before is gone;
- reads with a short timeout, never blocking for long: ``socket://`` has no
  ``cancel_read``, so that is how ``close()`` gets the thread back;
- an unplugged device surfaces as "device reports readiness to read but
  returned no data" (or a socket closed): the port is closed and opened
  again with back-off, each attempt reported, until it answers or the
  source is closed;
- a device that goes quiet past its heartbeat is reported silent, asked for
  its status, and after ``reopen_after_silence_s`` the port is reopened.
"""
from __future__ import annotations

import errno
import queue
import threading
import time
from typing import Optional, Sequence, Union

import serial

from engine.cards import Card

from .codec import FrameDecoder
from .link import AsciiLink, LinkTimes, ShoeLink
from .messages import NewRound, SimDeal, StatusRequest
from .rfid_ascii import AsciiTagDecoder
from .source import (ERROR, WARNING, CardSource, FaultCode, Listener, SourceEvent, SourceFault, SourceState,
                     SourceStatus)

PROTOCOLS = ("shoe", "rfid-ascii")
_READ_CHUNK = 4096


class SerialCardSource(CardSource):
    """A shoe or reader on a pyserial URL, read in a worker thread."""

    def __init__(self, url: str, listener: Listener, *, protocol: str = "shoe", baudrate: int = 115200,
                 times: Optional[LinkTimes] = None, read_timeout_s: float = 0.05,
                 backoff_s: tuple[float, float] = (0.2, 5.0), reopen_after_silence_s: Optional[float] = None,
                 stale_partial_s: float = 0.5, exclusive: bool = True, name: Optional[str] = None):
        super().__init__(listener)
        if protocol not in PROTOCOLS:
            raise ValueError(f"protocol is one of {PROTOCOLS}, not {protocol!r}")
        self.url = url
        self.protocol = protocol
        self.baudrate = baudrate
        self.name = name or url
        if times is None:
            times = LinkTimes() if protocol == "shoe" else LinkTimes(heartbeat_timeout_s=None)
        self.times = times
        self.read_timeout_s = read_timeout_s
        self.backoff_s = backoff_s
        beat = times.heartbeat_timeout_s
        self.reopen_after_silence_s = (reopen_after_silence_s if reopen_after_silence_s is not None
                                       else (2 * beat if beat else None))
        self.stale_partial_s = stale_partial_s
        self.exclusive = exclusive
        self._commands: queue.SimpleQueue = queue.SimpleQueue()
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._port: Optional[serial.SerialBase] = None
        self._state = SourceState.CLOSED
        self._link: Union[ShoeLink, AsciiLink] = self._new_link()
        self.reads = 0
        self.reconnects = 0

    def _new_link(self) -> Union[ShoeLink, AsciiLink]:
        if self.protocol == "shoe":
            return ShoeLink(self.url, self.times)
        return AsciiLink(self.url, self.times)

    # ------------------------------------------------------------ interface

    @property
    def state(self) -> SourceState:
        return self._state

    @property
    def port(self) -> Optional[serial.SerialBase]:
        """The open pyserial port, or None (diagnostics; loop:// tests write into it)."""
        return self._port

    @property
    def device(self) -> str:
        return self._link.device

    def open(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name=f"card-source {self.url}", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=5.0)
        self._thread = None

    def pull(self, count: int = 1) -> bool:
        if self.protocol != "shoe":
            return False
        self._command(SimDeal(count))
        return True

    def new_round(self, seed: Optional[int] = None, order: Sequence[Card] = ()) -> None:
        if self.protocol == "shoe":
            self._command(NewRound(seed=seed, order=tuple(order)))

    def request_status(self) -> None:
        if self.protocol == "shoe":
            self._command(StatusRequest())

    def _command(self, message: Union[SimDeal, NewRound, StatusRequest]) -> None:
        """Queued for the worker, which alone writes; woken from its read where the port allows
        (a pty or device path, loop://). socket:// cannot be woken: its read timeout bounds the wait."""
        self._commands.put(message)
        port = self._port
        cancel = getattr(port, "cancel_read", None)
        if cancel is not None:
            try:
                cancel()
            except Exception:  # noqa: BLE001 - the port may be closing under us; the timeout still works
                pass

    # --------------------------------------------------------------- worker

    def _status(self, state: SourceState, message: str, attempt: int = 0, retry_in: float = 0.0) -> None:
        self._state = state
        self._emit(SourceStatus(state, self._link.device, message, attempt, retry_in))

    def _emit_all(self, events: list[SourceEvent]) -> None:
        for event in events:
            if isinstance(event, SourceStatus):
                self._state = event.state
            elif not isinstance(event, SourceFault):
                self.reads += 1
            self._emit(event)

    def _run(self) -> None:
        attempt = 0
        self._status(SourceState.CONNECTING, f"opening {self.url}")
        while not self._stop.is_set():
            port, why, busy = self._try_open()
            if port is None:
                attempt += 1
                delay = min(self.backoff_s[1], self.backoff_s[0] * 2 ** (attempt - 1))
                self._status(SourceState.FAULTED if busy else SourceState.RECONNECTING,
                             f"cannot open {self.url}: {why}; trying again in {delay:.1f} s", attempt, delay)
                if attempt == 1:
                    self._emit(SourceFault(FaultCode.PORT_UNAVAILABLE, ERROR if busy else WARNING,
                                           f"The card reader port {self.url} cannot be opened: {why}.",
                                           self._link.device, b"", {"url": self.url, "why": why}))
                self._stop.wait(delay)
                continue
            if attempt:
                self.reconnects += 1
            attempt = 0
            self._port = port
            lost = self._serve(port)
            self._port = None
            try:
                port.close()
            except Exception:  # noqa: BLE001 - a port that is gone may fail to close; it is closed for us
                pass
            self._link.port_lost()
            if lost and not self._stop.is_set():
                self._emit(SourceFault(FaultCode.DISCONNECTED, ERROR, f"The card reader was lost: {lost}.",
                                       self._link.device, b"", {"url": self.url, "why": lost}))
                attempt = 1
                delay = self.backoff_s[0]
                self._status(SourceState.RECONNECTING, f"lost {self.url} ({lost}); reconnecting in {delay:.1f} s",
                             attempt, delay)
                self._stop.wait(delay)
        self._status(SourceState.CLOSED, f"closed {self.url}")

    def _try_open(self) -> tuple[Optional[serial.SerialBase], str, bool]:
        try:
            port = serial.serial_for_url(self.url, baudrate=self.baudrate, timeout=self.read_timeout_s,
                                         write_timeout=1.0, exclusive=self.exclusive, do_not_open=True)
            port.open()
            return port, "", False
        except (serial.SerialException, OSError, ValueError) as exc:
            return None, *_why_not_open(exc)

    def _serve(self, port: serial.SerialBase) -> str:
        """Read until the port is lost (returns why) or the source is closed (returns "")."""
        decoder = FrameDecoder() if self.protocol == "shoe" else AsciiTagDecoder()
        link = self._link
        now = time.monotonic()
        self._emit_all(link.port_opened(now))
        last_data = now
        silent_since: Optional[float] = None
        try:
            while not self._stop.is_set():
                while True:
                    try:
                        message = self._commands.get_nowait()
                    except queue.Empty:
                        break
                    if isinstance(link, ShoeLink):
                        link.command(message)
                for data in link.take_outbox():
                    port.write(data)
                data = port.read(1)
                if data:
                    waiting = port.in_waiting
                    while waiting and len(data) < _READ_CHUNK:
                        data += port.read(min(waiting, _READ_CHUNK))
                        waiting = port.in_waiting
                now = time.monotonic()
                if data:
                    found, errors = decoder.feed(data)
                    last_data = now
                elif decoder.pending and now - last_data > self.stale_partial_s:
                    found, errors = decoder.flush()     # half a frame and then nothing: it will not end
                else:
                    found, errors = [], []
                events = link.codec_errors(errors)
                for item in found:
                    events += link.frame(item, now) if isinstance(link, ShoeLink) else link.read(item, now)
                events += link.tick(now)
                self._emit_all(events)
                if link.is_silent:
                    silent_since = silent_since or now
                    if self.reopen_after_silence_s is not None and now - silent_since > self.reopen_after_silence_s:
                        return "the shoe stayed silent; reopening the port"
                else:
                    silent_since = None
        except serial.SerialTimeoutException:
            return "the port stopped taking data"
        except (serial.SerialException, OSError) as exc:
            return _plain(str(exc))
        return ""


def _plain(text: str) -> str:
    if "readiness to read but returned no data" in text:
        return "unplugged (the device reports data but returns none)"
    if "socket disconnected" in text:
        return "the connection was closed"
    return text


def _why_not_open(exc: BaseException) -> tuple[str, bool]:
    """The reason in words, and whether it is a refusal (in use, no permission) rather than absence."""
    text = str(exc)
    code = getattr(exc, "errno", None)
    if "exclusively lock" in text or code in (errno.EBUSY, errno.EAGAIN):
        return "in use by another program", True
    if code == errno.EACCES or "Permission denied" in text:
        return "permission denied (the user needs the dialout group)", True
    if code == errno.ENOENT or "No such file" in text:
        return "not found (unplugged?)", False
    if "Connection refused" in text:
        return "connection refused", False
    return text, False
