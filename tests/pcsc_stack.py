"""A private pcscd with vsmartcard's virtual readers, for the PC/SC tests and bench/pcsc.py.

The real stack, not a mock: Debian's ``pcscd`` loads the ``vpcd`` driver
(vsmartcard-vpcd) for each reader named in a reader.conf of our own, and
``tests/pcsc_card.py`` plays the cards. pcscd's socket and pid file have fixed
places (/run/pcscd/), so the daemon runs in a mount namespace of its own where a
temporary folder is mounted on /run/pcscd: the machine's pcscd (a club's
readers, another test run) is never touched, and the clients find ours through
``PCSCLITE_CSOCK_NAME`` (read once by libpcsclite, so it is set for the whole
process before the first PC/SC call: ``use_private_socket``).

A vpcd reader cannot be pulled out of a running pcscd: pcscd reads reader.conf
once (its SIGUSR1 rescan only re-adds readers that failed), and only USB
readers come and go while it runs. So "unplug" is pcscd coming back without the
reader (the source finds the service but not its reader, and waits on the
PnP notification), and "plug" is pcscd coming back with it.

``presence="event"`` loads vpcd through tests/pcsc_vpcd_event.c (built here with gcc): vpcd unchanged,
plus the card-event wait a USB reader with an interrupt endpoint gives pcscd through libccid, so pcscd
looks when a card is put down instead of at its next 400 ms poll. ``presence="poll"`` (the default) is
Debian's vpcd alone.
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Optional

VPCD_DRIVER = Path("/usr/lib/pcsc/drivers/serial/libifdvpcd.so")
EVENT_SOURCE = Path(__file__).with_name("pcsc_vpcd_event.c")
SOCKET_ENV = "PCSCLITE_CSOCK_NAME"


def why_not_available() -> Optional[str]:
    """None when a private pcscd with vpcd can run here, else why not (the tests' skip reason)."""
    if shutil.which("pcscd") is None and not Path("/usr/sbin/pcscd").exists():
        return "pcscd is not installed (tools/setup-env tests installs pcscd and vsmartcard-vpcd)"
    if not VPCD_DRIVER.exists():
        return f"{VPCD_DRIVER} is missing (tools/setup-env tests installs vsmartcard-vpcd)"
    if shutil.which("unshare") is None:
        return "unshare (util-linux) is missing: a private pcscd needs a mount namespace"
    try:
        import smartcard.scard  # noqa: F401
    except ImportError as exc:
        return f"pyscard cannot be imported: {exc}"
    if _namespace_prefix() is None:
        return "no mount namespace can be made here (needs root, or unprivileged user namespaces)"
    return None


def _namespace_prefix() -> Optional[list[str]]:
    for prefix in (["unshare", "--mount", "--propagation", "private"],
                   ["unshare", "--user", "--map-root-user", "--mount", "--propagation", "private"]):
        try:
            if subprocess.run(prefix + ["true"], capture_output=True, timeout=10).returncode == 0:
                return prefix
        except (OSError, subprocess.TimeoutExpired):
            continue
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def use_private_socket(folder: Path) -> Path:
    """Point this process's PC/SC clients at the socket in ``folder`` (before any PC/SC call)."""
    path = folder / "pcscd.comm"
    os.environ[SOCKET_ENV] = str(path)
    return path


class PrivatePcscd:
    """pcscd with one vpcd device: two readers ("NAME 00 00", "NAME 00 01"), whose virtual cards
    connect on ``port`` and ``port + 1``. (vpcd keeps its state per slot, not per device: two
    reader.conf entries for vpcd in one pcscd overwrite each other, so two readers are its two slots.)"""

    SLOTS = 2

    def __init__(self, name: str = "Virtual PCD", folder: Optional[Path] = None, presence: str = "poll"):
        if presence not in ("poll", "event"):
            raise ValueError(f"presence is 'poll' or 'event', not {presence!r}")
        self.folder = Path(folder or tempfile.mkdtemp(prefix="pcscd-"))
        self.presence = presence
        self.driver = VPCD_DRIVER if presence == "poll" else build_event_driver(self.folder)
        self.exit_code: Optional[int] = None      # pcscd's at its last stop (-9: it had to be killed)
        self.run_dir = self.folder / "run"
        self.run_dir.mkdir(exist_ok=True)
        self.conf = self.folder / "reader.conf.d"
        self.conf.mkdir(exist_ok=True)
        self.name = name
        self.port = _two_free_ports()
        self.log = self.folder / "pcscd.log"
        self.process: Optional[subprocess.Popen] = None
        self.plug(signal_pcscd=False)

    @property
    def socket_path(self) -> Path:
        return self.run_dir / "pcscd.comm"

    @property
    def readers(self) -> tuple[str, ...]:
        """The names pcscd gives the readers: the FRIENDLYNAME, the device's number, the slot's."""
        return tuple(f"{self.name} 00 {slot:02X}" for slot in range(self.SLOTS))

    def card_port(self, reader: int = 0) -> int:
        return self.port + reader

    def start(self, timeout: float = 10.0) -> "PrivatePcscd":
        prefix = _namespace_prefix()
        if prefix is None:
            raise RuntimeError("no mount namespace for a private pcscd")
        os.makedirs("/run/pcscd", exist_ok=True) if os.geteuid() == 0 else None
        for stale in ("pcscd.comm", "pcscd.pid"):
            (self.run_dir / stale).unlink(missing_ok=True)
        # Inside its namespace, our folder is /run/pcscd: the socket lands in self.run_dir.
        script = (f"mkdir -p /run/pcscd && mount --bind '{self.run_dir}' /run/pcscd && "
                  f"exec pcscd --foreground {'--info' if self.presence == 'event' else '--error'} "
                  f"--config '{self.conf}'")
        log = open(self.log, "ab")
        self.process = subprocess.Popen(prefix + ["sh", "-c", script], stdout=log, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
        log.close()
        deadline = time.monotonic() + timeout
        while not self.socket_path.exists():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"pcscd did not start: {self.log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.02)
        # Each vpcd reader listens for its card once pcscd has loaded it.
        if self.plugged:
            for slot in range(self.SLOTS):
                _wait_listening(self.port + slot, deadline)
        return self

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        self.exit_code = process.returncode

    def set_presence(self, presence: str) -> None:
        """pcscd again with vpcd alone ("poll") or through the card-event wait ("event"); its socket stays
        where this process's clients look for it."""
        if presence == self.presence:
            return
        running = self.process is not None
        self.stop()
        self.presence = presence
        self.driver = VPCD_DRIVER if presence == "poll" else build_event_driver(self.folder)
        if self.plugged:
            self.plug(signal_pcscd=False)
        if running:
            self.start()

    @property
    def plugged(self) -> bool:
        return (self.conf / "vpcd").exists()

    def unplug(self) -> None:
        """The readers gone from pcscd's list: pcscd back without them (see above)."""
        self.stop()
        (self.conf / "vpcd").unlink()
        self.start()

    def plug(self, signal_pcscd: bool = True) -> None:
        """The readers back in pcscd's list (pcscd restarted with them when it runs)."""
        (self.conf / "vpcd").write_text(f'FRIENDLYNAME "{self.name}"\nDEVICENAME /dev/null:{self.port}\n'
                                        f'LIBPATH {self.driver}\nCHANNELID {self.port}\n')
        if signal_pcscd and self.process is not None:
            self.stop()
            self.start()

    def wait_empty(self, timeout: float = 5.0) -> None:
        """Until pcscd sees no card on either reader (it looks every 0.4 s: a card lifted at the end
        of one test would still be "present" at the start of the next)."""
        from smartcard import scard
        hresult, context = scard.SCardEstablishContext(scard.SCARD_SCOPE_USER)
        if hresult != scard.SCARD_S_SUCCESS:
            return
        try:
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                hresult, states = scard.SCardGetStatusChange(
                    context, 0, [(r, scard.SCARD_STATE_UNAWARE) for r in self.readers])
                if hresult == scard.SCARD_S_SUCCESS and all(s & scard.SCARD_STATE_EMPTY for _, s, _ in states):
                    return
                time.sleep(0.1)
        finally:
            scard.SCardReleaseContext(context)

    def restart(self) -> None:
        self.stop()
        self.start()

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


def build_event_driver(folder: Path) -> Path:
    """tests/pcsc_vpcd_event.c built into ``folder`` (gcc and libpcsclite-dev: tools/setup-env tests)."""
    target = folder / "libifdvpcd-event.so"
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None or not Path("/usr/include/PCSC/ifdhandler.h").exists():
        raise RuntimeError("the event driver needs gcc and libpcsclite-dev (tools/setup-env tests)")
    built = subprocess.run([compiler, "-shared", "-fPIC", "-O2", "-Wall", "-I/usr/include/PCSC",
                            f'-DVPCD_DRIVER="{VPCD_DRIVER}"', "-o", str(target), str(EVENT_SOURCE), "-ldl"],
                           capture_output=True, text=True, timeout=60)
    if built.returncode != 0:
        raise RuntimeError(f"building {EVENT_SOURCE.name} failed: {built.stderr[-2000:]}")
    return target


def _two_free_ports() -> int:
    """A port p with p + 1 free too (vpcd's second slot listens there)."""
    for _ in range(50):
        port = free_port()
        if port < 65535:
            with socket.socket() as s:
                try:
                    s.bind(("0.0.0.0", port + 1))
                except OSError:
                    continue
            return port
    raise RuntimeError("no two free TCP ports in a row")


def _wait_listening(port: int, deadline: float) -> None:
    """Wait for vpcd to listen without connecting (a connection would be a card put down): the
    port is taken when binding it fails."""
    while time.monotonic() < deadline:
        with socket.socket() as s:
            try:
                s.bind(("0.0.0.0", port))
            except OSError:
                return
        time.sleep(0.02)
    raise RuntimeError(f"vpcd is not listening on port {port}")
