"""13.56 MHz readers (ACR122U and the like) through PC/SC: pcscd on Linux, WinSCard on Windows.

``PcscCardSource(listener, readers=...)`` watches the readers in one worker
thread with pyscard's low-level API and reports a ``CardRead`` for each card
put on a reader: the reader's name is the device, the tag's UID (upper-case
hex) the tag. Which card a tag is, the registered deck says (the controller's
intake, hardware/registration.py), as for the 125 kHz readers.

How it waits, and why:

- ``SCardGetStatusChange`` blocks in pcscd until a reader's state changes,
  with the pseudo-reader ``\\\\?PnP?\\Notification`` in the list so a reader
  plugged in or pulled out wakes it too; nothing polls on our side, so the
  process sleeps while no card moves. ``close()`` wakes it with
  ``SCardCancel`` and joins the thread.
- A card on a reader is read once: on the change to "present" (or a new card
  count in pcsc-lite's event counter: a card lifted and put back between two
  looks). The UID comes from the contactless GET DATA (``FF CA 00 00 00``),
  which the reader's firmware answers for any ISO 14443 tag.
- A card that cannot be read (lifted before its UID came, a garbage answer)
  is a ``CardRead`` with neither card nor tag: the dealer is asked for it, as
  for a card the shoe could not read; a card went out all the same.
- pcscd gone (stopped, restarted) or the reader missing: ``reconnecting``
  with back-off until it is there again, then ``connected``; a card still
  lying on the reader that was read before the loss is not read again.
- Tags and cards are never logged: a tag stands for a card through the deck,
  and a hole card's identity goes nowhere but the hand's record.
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable, Optional, Sequence
from urllib.parse import unquote

from engine.errors import Refusal

from .pcsc_positions import BOARD, SHOE, ReaderMap
from .source import (ERROR, INFO, WARNING, CardRead, CardSource, FaultCode, Listener, SourceFault, SourceState,
                     SourceStatus)

SCHEME = "pcsc://"
PNP = "\\\\?PnP?\\Notification"
GET_UID = [0xFF, 0xCA, 0x00, 0x00, 0x00]
UID_LENGTHS = (4, 7, 10)                     # ISO 14443-3 single, double, triple size
WAIT_MS = 60_000                             # one wait's bound (SCardCancel ends it sooner)
WATCHED = (SHOE, BOARD)                      # the places whose readers are watched (the map's others are not)
_LOOK_AGAIN = "look again"                   # _watch: the readers changed; list them again


class PcscUnavailable(Refusal, RuntimeError):
    """pyscard or the PC/SC library is not there."""


@dataclass(frozen=True)
class PcscTarget:
    """What ``--shoe pcsc://...`` asks for: every reader (the map's shoe readers when a map is given), or one."""

    reader: Optional[str]                    # a reader's name or the start of it; None: all

    @classmethod
    def parse(cls, url: str) -> "PcscTarget":
        if not url.lower().startswith(SCHEME):
            raise ValueError(f"a PC/SC reader is named pcsc:// or pcsc://READER-NAME, not {url!r}")
        name = unquote(url[len(SCHEME):]).strip()
        return cls(name or None)


def is_pcsc(url: Optional[str]) -> bool:
    return bool(url) and url.lower().startswith(SCHEME)     # type: ignore[union-attr]


def parse_uid(answer: bytes) -> Optional[str]:
    """The UID from GET DATA's answer (UID + 90 00), upper-case hex; None when it is not one."""
    if len(answer) < 2 or answer[-2:] != b"\x90\x00" or len(answer) - 2 not in UID_LENGTHS:
        return None
    return answer[:-2].hex().upper()


def _scard():
    try:
        from smartcard import scard
    except Exception as exc:  # noqa: BLE001 - ImportError, or the library failing to load
        raise PcscUnavailable("pcsc-unavailable",
                              f"PC/SC is not available ({exc}): install pcscd and libpcsclite1") from None
    return scard


class PcscCardSource(CardSource):
    """The shoe's mouth (and, named in the map, fixed places) on PC/SC readers."""

    def __init__(self, listener: Listener, reader: Optional[str] = None, readers: Optional[ReaderMap] = None,
                 backoff_s: tuple[float, float] = (0.2, 5.0), wall_clock: Callable[[], float] = time.time):
        super().__init__(listener)
        self.want = reader
        self.map = readers
        self.backoff_s = backoff_s
        self._wall = wall_clock
        self.name = f"pcsc://{reader or ''}"
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._context: Optional[int] = None
        self._context_lock = threading.Lock()
        self._state = SourceState.CLOSED
        self._seen: dict[str, tuple[int, Optional[str]]] = {}     # reader -> (event count, uid) of the card read
        self._resting: dict[str, str] = {}                          # reader -> uid of a card read and not lifted
        self._warned_fixed = False
        self.reads = 0
        self.reconnects = 0

    @classmethod
    def from_url(cls, url: str, listener: Listener, readers: Optional[ReaderMap] = None, **kw) -> "PcscCardSource":
        return cls(listener, PcscTarget.parse(url).reader, readers, **kw)

    # ------------------------------------------------------------ interface

    @property
    def state(self) -> SourceState:
        return self._state

    @property
    def device(self) -> str:
        return self.want or "PC/SC"

    def open(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name=f"card-source {self.name}", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        self._cancel_wait()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=5.0)
            if thread.is_alive():      # a wait SCardCancel missed (the context being made): once more
                self._cancel_wait()
                thread.join(timeout=5.0)
        self._thread = None

    def _cancel_wait(self) -> None:
        with self._context_lock:
            context = self._context
        if context is not None:
            try:
                _scard().SCardCancel(context)
            except Exception:  # noqa: BLE001 - the context may be gone already; the stop flag still holds
                pass

    # --------------------------------------------------------------- worker

    def _status(self, state: SourceState, message: str, attempt: int = 0, retry_in: float = 0.0) -> None:
        if state == self._state and state != SourceState.RECONNECTING:
            return
        self._state = state
        self._emit(SourceStatus(state, self.device, message, attempt, retry_in))

    def _run(self) -> None:
        self._status(SourceState.CONNECTING, "opening the PC/SC readers")
        try:
            scard = _scard()
        except PcscUnavailable as exc:
            self._emit(SourceFault(FaultCode.PORT_UNAVAILABLE, ERROR, str(exc), self.device))
            self._status(SourceState.FAULTED, str(exc))
            self._stop.wait()
            self._status(SourceState.CLOSED, "closed the PC/SC readers")
            return
        attempt = 0
        while not self._stop.is_set():
            why = self._serve(scard)
            if self._stop.is_set():
                break
            attempt += 1
            delay = min(self.backoff_s[1], self.backoff_s[0] * 2 ** (attempt - 1))
            if attempt == 1:
                self._emit(SourceFault(FaultCode.DISCONNECTED, WARNING, f"The card reader was lost: {why}.",
                                       self.device, b"", {"why": why}))
            self._status(SourceState.RECONNECTING, f"{why}; trying again in {delay:.1f} s", attempt, delay)
            self._stop.wait(delay)
            if self._serving_since_last:
                attempt = 0
        self._status(SourceState.CLOSED, "closed the PC/SC readers")

    _serving_since_last = False

    def _establish(self, scard) -> Optional[int]:
        hresult, context = scard.SCardEstablishContext(scard.SCARD_SCOPE_USER)
        if hresult != scard.SCARD_S_SUCCESS:
            return None
        with self._context_lock:
            self._context = context
        if self._stop.is_set():          # close() came while the context was made: it could not cancel it
            self._release(scard)
            return None
        return context

    def _release(self, scard) -> None:
        with self._context_lock:
            context, self._context = self._context, None
        if context is not None:
            try:
                scard.SCardReleaseContext(context)
            except Exception:  # noqa: BLE001 - pcscd gone: nothing to release on its side
                pass

    def _watched(self, present: Sequence[str]) -> list[str]:
        """The readers to read cards from, among those pcscd lists."""
        if self.want is not None:
            exact = [r for r in present if r == self.want]
            started = [r for r in present if r.startswith(self.want)]
            return exact or (started if len(started) == 1 else [])
        if self.map is None:
            return list(present)
        return [r for r in present if (p := self.map.position_of(r)) is not None and p.position in WATCHED]

    def _place(self, reader: str) -> Optional[str]:
        """Where a watched reader is: None at the shoe's mouth (the deal), "board" for a board reader."""
        where = self.map.position_of(reader) if self.map is not None else None
        return None if where is None or where.position == SHOE else where.position

    def _missing_words(self) -> str:
        if self.want is not None:
            return f"the reader {self.want!r} is not plugged in (or pcscd does not see it)"
        if self.map is not None:
            return "no reader of the map's shoe or board positions is plugged in (" + \
                ", ".join(r.name for r in self.map.readers if r.position in WATCHED) + ")"
        return "no PC/SC reader is plugged in"

    def _warn_fixed(self) -> None:
        unwatched = tuple(r for r in self.map.fixed if r.position not in WATCHED) if self.map is not None else ()
        if self._warned_fixed or not unwatched:
            return
        self._warned_fixed = True
        names = ", ".join(f"{r.name} ({r.words})" for r in unwatched)
        self._emit(SourceFault(FaultCode.BAD_MESSAGE, WARNING,
                               f"The reader map names fixed places ({names}): this console reads cards at the "
                               "shoe's mouth and checks the board, so those readers are not watched.",
                               self.device, b"", {"fixed": len(unwatched)}))

    def _serve(self, scard) -> str:
        """Watch until pcscd or the reader is lost (returns why) or the source is closed (returns "")."""
        self._serving_since_last = False
        context = self._establish(scard)
        if context is None:
            return "" if self._stop.is_set() else "pcscd is not running (the PC/SC service)"
        try:
            while True:
                why = self._watch(scard, context)
                if why is not _LOOK_AGAIN:
                    return why
        finally:
            self._release(scard)

    def _watch(self, scard, context: int) -> str:
        self._warn_fixed()
        hresult, present = scard.SCardListReaders(context, [])
        if hresult == scard.SCARD_E_NO_READERS_AVAILABLE:
            present = []
        elif hresult != scard.SCARD_S_SUCCESS:
            return _lost_words(scard, hresult)
        watched = self._watched(present)
        if not watched:
            # Wait for a reader to be plugged in: the PnP pseudo-reader says when the count changes.
            self._status(SourceState.RECONNECTING, self._missing_words())
            hresult, _ = scard.SCardGetStatusChange(context, WAIT_MS, [(PNP, len(present) << 16)])
            if hresult == scard.SCARD_E_CANCELLED or self._stop.is_set():
                return ""
            if hresult in (scard.SCARD_S_SUCCESS, scard.SCARD_E_TIMEOUT):
                return _LOOK_AGAIN
            return _lost_words(scard, hresult)
        self._serving_since_last = True
        self._status(SourceState.CONNECTED, "PC/SC reader(s): " + ", ".join(watched))
        states = [(PNP, len(present) << 16)] + [(r, scard.SCARD_STATE_UNAWARE) for r in watched]
        while not self._stop.is_set():
            hresult, result = scard.SCardGetStatusChange(context, WAIT_MS, states)
            if hresult == scard.SCARD_E_TIMEOUT:
                continue
            if hresult == scard.SCARD_E_CANCELLED:
                return ""
            if hresult != scard.SCARD_S_SUCCESS:
                return _lost_words(scard, hresult)
            states = []
            for reader, event, atr in result:
                if reader == PNP:
                    if event & scard.SCARD_STATE_CHANGED:
                        # A reader came or went: list them again (a watched one gone is a lost reader).
                        hresult, now = scard.SCardListReaders(context, [])
                        now = [] if hresult != scard.SCARD_S_SUCCESS else now
                        if any(r not in now for r in watched):
                            return "the reader was unplugged"
                        if self._watched(now) != watched:
                            return _LOOK_AGAIN
                        event = len(now) << 16
                    states.append((PNP, event & ~scard.SCARD_STATE_CHANGED))
                    continue
                if event & (scard.SCARD_STATE_UNKNOWN | scard.SCARD_STATE_UNAVAILABLE):
                    return "the reader was unplugged"
                if event & scard.SCARD_STATE_CHANGED:
                    self._reader_changed(scard, context, reader, event)
                states.append((reader, event & ~scard.SCARD_STATE_CHANGED))
        return ""

    def _reader_changed(self, scard, context: int, reader: str, event: int) -> None:
        count = (event >> 16) & 0xFFFF
        if not event & scard.SCARD_STATE_PRESENT:
            self._seen.pop(reader, None)
            self._resting.pop(reader, None)
            return
        seen = self._seen.get(reader)
        if seen is not None and seen[0] == count:
            return                                  # the same card, still there (a state flag changed)
        uid, raw, why = self._read_uid(scard, context, reader)
        self._seen[reader] = (count, uid)
        if uid is not None and self._resting.get(reader) == uid:
            # Read before pcscd or the reader was lost, and never lifted since: not a second card.
            self._emit(SourceFault(FaultCode.DUPLICATE_READ, INFO, "A card still on the reader was not read again.",
                                   reader, b"", {}))
            return
        if uid is not None:
            self._resting[reader] = uid
        else:
            self._resting.pop(reader, None)
            self._emit(SourceFault(FaultCode.BAD_MESSAGE, WARNING, f"A card on {reader} could not be read: {why}.",
                                   reader, raw, {"why": why}))
        self.reads += 1
        self._emit(CardRead(card=None, tag=uid, device=reader, antenna=None, sequence=None, device_time_ms=None,
                            host_time=self._wall(), raw=raw, origin="rfid", position=self._place(reader)))

    def _read_uid(self, scard, context: int, reader: str) -> tuple[Optional[str], bytes, str]:
        """(uid, the answer's bytes, why not) for the card on ``reader``."""
        hresult, card, protocol = scard.SCardConnect(context, reader, scard.SCARD_SHARE_SHARED,
                                                     scard.SCARD_PROTOCOL_T0 | scard.SCARD_PROTOCOL_T1)
        if hresult != scard.SCARD_S_SUCCESS:
            return None, b"", f"the card went before it was read ({scard.SCardGetErrorMessage(hresult).strip()})"
        try:
            try:
                hresult, answer = scard.SCardTransmit(card, protocol, GET_UID)
            except SystemError:          # pyscard's answer to a card handle pcscd dropped meanwhile
                return None, b"", "the card went before it was read"
            if hresult != scard.SCARD_S_SUCCESS:
                return None, b"", f"the reader did not answer ({scard.SCardGetErrorMessage(hresult).strip()})"
            answer = bytes(answer)
            uid = parse_uid(answer)
            if uid is None:
                return None, answer, f"its answer {answer[:16].hex(' ').upper()} is not a tag's UID"
            return uid, answer, ""
        finally:
            scard.SCardDisconnect(card, scard.SCARD_LEAVE_CARD)


def _lost_words(scard, hresult: int) -> str:
    # libpcsclite's words for pcscd's socket closing under a call in progress (pcscd stopped while we
    # waited in SCardGetStatusChange): end of file is SCARD_F_COMM_ERROR, a reset SCARD_W_SECURITY_VIOLATION
    # (winscard_msg.c), which is also what a pcscd refusing this user (polkit) answers.
    if hresult in (scard.SCARD_E_NO_SERVICE, scard.SCARD_E_SERVICE_STOPPED, scard.SCARD_E_INVALID_HANDLE,
                   scard.SCARD_F_COMM_ERROR):
        return "pcscd stopped (the PC/SC service)"
    if hresult == scard.SCARD_W_SECURITY_VIOLATION:
        return "pcscd closed the connection (stopped, or this user refused by its access rules: polkit)"
    if hresult in (scard.SCARD_E_UNKNOWN_READER, scard.SCARD_E_READER_UNAVAILABLE):
        return "the reader was unplugged"
    return f"PC/SC error {hresult & 0xFFFFFFFF:#010x}: {scard.SCardGetErrorMessage(hresult).strip()}"
