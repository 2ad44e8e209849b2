"""A virtual shoe on a real line: a pty in raw mode, or a TCP port.

``ShoeSimulator`` runs a ``VirtualShoe`` in its own thread and speaks its
bytes on the line the driver opens, so the console and the tests go
through the same pyserial driver a real shoe would:

    sim = ShoeSimulator(seed=7)
    url = sim.start_pty()            # a stable path (a link to /dev/pts/N), like /dev/serial/by-id
    url = sim.start_tcp()            # or "socket://127.0.0.1:PORT"
    sim.deal(4); sim.inject(Fault.BAD_CRC); sim.disconnect(1.0); sim.stop()

Why it is built this way:

- a fresh pty is in cooked mode (echo, XON/XOFF, CR to LF), which would
  mangle binary frames: the slave side is put in raw mode at once, and the
  simulator keeps a slave descriptor open so the line stays up while no
  driver has it open;
- an unplug closes the pty and removes the link, as a USB shoe disappears
  from /dev; plugging back makes a new pty behind the same link;
- on TCP one client at a time is served (a second is closed at once, as a
  port held exclusively), and an unplug closes the listening port too;
- writes never block: when nobody reads, what does not fit is dropped, as
  on a real line (the shoe sends unconfirmed cards again).
"""
from __future__ import annotations

import errno
import os
import queue
import select
import socket
import tempfile
import threading
import time
from typing import Callable, Optional, Sequence

from engine.cards import Card

from .faults import Fault
from .virtual_shoe import VirtualShoe, Write

CardSent = Callable[[int, float], None]     # read number, time.perf_counter() when its bytes were written


class _PtyLine:
    def __init__(self, link: Optional[str]):
        self._own_dir: Optional[str] = None
        if link is None:
            self._own_dir = tempfile.mkdtemp(prefix="dealer-shoe-")
            link = os.path.join(self._own_dir, "shoe")
        self.link = link
        self.master = -1
        self._slave = -1
        self.pts = ""

    @property
    def url(self) -> str:
        return self.link

    def open(self) -> None:
        import fcntl          # POSIX only: on Windows the simulator serves TCP
        import tty
        master, slave = os.openpty()
        tty.setraw(slave)                    # binary frames must not meet a cooked line discipline
        flags = fcntl.fcntl(master, fcntl.F_GETFL)
        fcntl.fcntl(master, fcntl.F_SETFL, flags | os.O_NONBLOCK)
        self.master, self._slave, self.pts = master, slave, os.ttyname(slave)
        tmp = f"{self.link}.{os.getpid()}.tmp"
        if os.path.lexists(tmp):
            os.unlink(tmp)
        os.symlink(self.pts, tmp)
        os.replace(tmp, self.link)           # the link changes in one step

    def fds(self) -> list[int]:
        return [self.master] if self.master >= 0 else []

    def readable(self, fd: int) -> bytes:
        try:
            return os.read(self.master, 4096)
        except (BlockingIOError, InterruptedError):
            return b""
        except OSError:
            return b""

    def write(self, data: bytes) -> int:
        if self.master < 0:
            return 0
        sent = 0
        while sent < len(data):
            try:
                sent += os.write(self.master, data[sent:])
            except (BlockingIOError, InterruptedError):
                break
            except OSError as exc:
                if exc.errno in (errno.EIO, errno.EBADF):
                    break
                raise
        return sent

    def close(self) -> None:
        for fd in (self.master, self._slave):
            if fd >= 0:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self.master = self._slave = -1
        try:
            os.unlink(self.link)
        except FileNotFoundError:
            pass

    def dispose(self) -> None:
        self.close()
        if self._own_dir:
            try:
                os.rmdir(self._own_dir)
            except OSError:
                pass


class _TcpLine:
    def __init__(self, host: str, port: int):
        self.host = host
        self.port = port
        self._server: Optional[socket.socket] = None
        self._client: Optional[socket.socket] = None
        self.refused = 0

    @property
    def url(self) -> str:
        return f"socket://{self.host}:{self.port}"

    def open(self) -> None:
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind((self.host, self.port))
        server.listen(2)
        server.setblocking(False)
        self.port = server.getsockname()[1]      # keep the port chosen for a reconnect
        self._server = server

    def fds(self) -> list[int]:
        return [s.fileno() for s in (self._server, self._client) if s is not None]

    def readable(self, fd: int) -> bytes:
        if self._server is not None and fd == self._server.fileno():
            try:
                conn, _ = self._server.accept()
            except (BlockingIOError, InterruptedError):
                return b""
            if self._client is not None:
                self.refused += 1
                conn.close()                     # one driver at a time
            else:
                conn.setblocking(False)
                conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                self._client = conn
            return b""
        if self._client is None:
            return b""
        try:
            data = self._client.recv(4096)
        except (BlockingIOError, InterruptedError):
            return b""
        except OSError:
            data = b""
        if not data:
            self._drop_client()
        return data

    def _drop_client(self) -> None:
        if self._client is not None:
            try:
                self._client.close()
            except OSError:
                pass
            self._client = None

    def write(self, data: bytes) -> int:
        if self._client is None:
            return 0
        try:
            return self._client.send(data)
        except (BlockingIOError, InterruptedError):
            return 0
        except OSError:
            self._drop_client()
            return 0

    def close(self) -> None:
        self._drop_client()
        if self._server is not None:
            self._server.close()
            self._server = None

    def dispose(self) -> None:
        self.close()


class ShoeSimulator:
    """A virtual shoe served on a pty or a TCP port from its own thread."""

    def __init__(self, shoe: Optional[VirtualShoe] = None, on_card_sent: Optional[CardSent] = None,
                 **shoe_options: object):
        self.shoe = shoe if shoe is not None else VirtualShoe(**shoe_options)  # type: ignore[arg-type]
        self.on_card_sent = on_card_sent
        self._line: Optional[object] = None
        self._thread: Optional[threading.Thread] = None
        self._calls: queue.SimpleQueue = queue.SimpleQueue()
        # A socket pair, not a pipe: select() takes sockets everywhere (Windows too).
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._running = False
        self._down_until: Optional[float] = None
        self._reboot_on_replug = False
        self._pending: list[Write] = []
        self.bytes_written = 0
        self.bytes_dropped = 0
        self.disconnects = 0
        self.error: Optional[BaseException] = None

    # ---------------------------------------------------------- starting

    def start_pty(self, link: Optional[str] = None) -> str:
        """Serve on a pty; returns the path to open (a link that survives unplugging)."""
        return self._start(_PtyLine(link))

    def start_tcp(self, host: str = "127.0.0.1", port: int = 0) -> str:
        """Serve on a TCP port (0: any free one); returns the pyserial URL ``socket://host:port``."""
        return self._start(_TcpLine(host, port))

    def _start(self, line) -> str:
        if self._thread is not None:
            raise RuntimeError("the simulator is already running")
        line.open()
        self._line = line
        self.shoe.boot(time.monotonic())
        self._running = True
        self._thread = threading.Thread(target=self._run, name="shoe-simulator", daemon=True)
        self._thread.start()
        return line.url

    @property
    def url(self) -> str:
        if self._line is None:
            raise RuntimeError("the simulator is not started")
        return self._line.url            # type: ignore[attr-defined]

    @property
    def pts(self) -> str:
        """The pty behind the link now (it changes after each unplug)."""
        return getattr(self._line, "pts", "")

    def stop(self) -> None:
        if not self._running:
            return
        self._running = False
        self._wake()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=5.0)
        self._thread = None
        if self._line is not None:
            self._line.dispose()         # type: ignore[attr-defined]
        self._wake_r.close()
        self._wake_w.close()

    def __enter__(self) -> "ShoeSimulator":
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ------------------------------------------------ asking (any thread)

    def _call(self, fn: Callable[[float], None]) -> None:
        self._calls.put(fn)
        self._wake()

    def _wake(self) -> None:
        try:
            self._wake_w.send(b"!")
        except OSError:
            pass

    def deal(self, count: int = 1) -> None:
        """The dealer pulls cards from the shoe."""
        self._call(lambda now: self.shoe.deal(count, now) and None)

    def inject(self, fault: Fault, **params: object) -> None:
        self._call(lambda now: self.shoe.inject(fault, **params))

    def new_round(self, seed: Optional[int] = None, order: Sequence[Card] = ()) -> None:
        self._call(lambda now: self.shoe.new_round(now, seed, order))

    def disconnect(self, seconds: float = 1.0, reboot: bool = False) -> None:
        self.inject(Fault.DISCONNECT, seconds=seconds, reboot=reboot)

    def run_on_thread(self, fn: Callable[[VirtualShoe, float], None]) -> None:
        """Run ``fn(shoe, now)`` on the simulator's thread (tests reach the shoe safely)."""
        self._call(lambda now: fn(self.shoe, now))

    # ----------------------------------------------------------- the loop

    def _run(self) -> None:
        try:
            self._loop()
        except BaseException as exc:  # noqa: BLE001 - kept for the tests and the command to report
            self.error = exc
            raise

    def _loop(self) -> None:
        shoe = self.shoe
        line = self._line
        while self._running:
            now = time.monotonic()
            deadline = shoe.next_deadline(now)
            if self._pending:
                deadline = min(deadline, self._pending[0].at)
            if self._down_until is not None:
                deadline = min(deadline, self._down_until)
            timeout = min(max(0.0, deadline - now), 0.25)
            wake = self._wake_r.fileno()
            fds = [wake] + line.fds()                # type: ignore[attr-defined]
            try:
                ready, _, _ = select.select(fds, [], [], timeout)
            except (OSError, ValueError):
                ready = []
            now = time.monotonic()
            if wake in ready:
                try:
                    self._wake_r.recv(4096)
                except OSError:
                    pass
            while True:
                try:
                    fn = self._calls.get_nowait()
                except queue.Empty:
                    break
                fn(now)
            for fd in ready:
                if fd != wake:
                    data = line.readable(fd)         # type: ignore[attr-defined]
                    if data:
                        shoe.receive(data, now)
            shoe.tick(now)
            for request, seconds, reboot in shoe.requests:
                if request == "disconnect":
                    self._unplug(seconds, reboot)
            shoe.requests.clear()
            if self._down_until is not None and now >= self._down_until:
                self._replug(now)
            self._pending += shoe.outbox
            shoe.outbox.clear()
            self._flush(time.monotonic())

    def _unplug(self, seconds: float, reboot: bool) -> None:
        self.disconnects += 1
        self._line.close()                           # type: ignore[union-attr]
        self._down_until = time.monotonic() + seconds
        self._reboot_on_replug = reboot

    def _replug(self, now: float) -> None:
        self._down_until = None
        self._line.open()                            # type: ignore[union-attr]
        if self._reboot_on_replug:
            self.shoe.boot(now)

    def _flush(self, now: float) -> None:
        line = self._line
        while self._pending and self._pending[0].at <= now:
            write = self._pending.pop(0)
            if self._down_until is not None:
                self.bytes_dropped += len(write.data)
                continue
            stamp = time.perf_counter()              # the read leaves the shoe as the write begins
            sent = line.write(write.data)            # type: ignore[union-attr]
            self.bytes_written += sent
            self.bytes_dropped += len(write.data) - sent
            if self.on_card_sent is not None and write.reads:
                for number in write.reads:
                    self.on_card_sent(number, stamp)

