"""The host's side of the shoe protocol, without any I/O: frames in, events out.

``ShoeLink`` is what the serial driver runs each frame and each clock tick
through. It is pure (the time is passed in), so every rule below is tested
without a port:

- every card or tag frame is acknowledged (the device sends it again until
  it is), so a frame damaged or dropped on the line is not a lost card;
- the same frame twice (same sequence number, same bytes) is a repeat on
  the line: acknowledged again, reported as info, not delivered twice;
- frames missing on the line are a sequence gap (info); what matters is the
  read number each card carries: reads are delivered in that order, a read
  that overtakes a missing one waits for it (``hold_s``), and a read still
  missing after that is reported as ``lost-read`` so the dealer can enter it;
- the same card (or tag) again within ``bounce_s`` of the previous read is
  a card bouncing on the antenna: reported as info, not delivered;
- a hello at power-up after frames from the same device is a reboot;
- no frame at all for ``heartbeat_timeout_s`` is a silent device.

``AsciiLink`` does the little that can be done for the 125 kHz ASCII
readers, which have no numbering: bounce suppression by the host's clock.
"""
from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Optional, Union

from .codec import CodecError, Frame
from .messages import (HOST_TYPES, NAK_WORDS, Ack, CardMessage, Heartbeat, Hello, MessageError, MsgType, Nak,
                       NewRound, ShoeState, SimDeal, Status, StatusRequest, TagMessage, frame_bytes, parse)
from .rfid_ascii import AsciiTagRead
from .source import (ERROR, INFO, WARNING, CardRead, FaultCode, SourceEvent, SourceFault, SourceState,
                     SourceStatus)

RECENT_FRAMES = 1024          # sequence numbers remembered for repeats and late frames
_HALF = 0x8000


@dataclass(frozen=True, slots=True)
class LinkTimes:
    bounce_s: float = 0.5              # the same card again sooner than this is a bounce
    hold_s: float = 1.0                # how long a read waits for a missing earlier one
    heartbeat_timeout_s: Optional[float] = 3.0   # None: the device sends no heartbeat


def codec_fault(error: CodecError, device: str) -> SourceFault:
    if error.code == "bad-checksum":
        return SourceFault(FaultCode.BAD_CHECKSUM, INFO,
                           "A damaged frame was dropped (the shoe sends a card again until it is confirmed).",
                           device, error.data, {"bytes": error.count})
    return SourceFault(FaultCode.NOISE, INFO, f"{error.count} stray byte(s) on the line were skipped.",
                       device, error.data, {"bytes": error.count})


class _Bounce:
    """The previous read's card or tag and when it was read."""

    def __init__(self, window_s: float):
        self.window_ms = window_s * 1000.0
        self.key: object = None
        self.at_ms = 0.0

    def is_bounce(self, key: object, at_ms: float, wrap: Optional[int] = None) -> bool:
        if key is None:
            return False
        same = key == self.key
        delta = at_ms - self.at_ms
        if wrap:
            delta %= wrap
        bounce = same and 0 <= delta < self.window_ms
        if not bounce:
            self.key, self.at_ms = key, at_ms
        return bounce

    def forget(self) -> None:
        self.key = None


class ShoeLink:
    """Sequence, read numbers, acknowledgements, bounce and watchdog for one device."""

    def __init__(self, port_name: str, times: LinkTimes = LinkTimes(), wall_clock: Callable[[], float] = time.time,
                 origin: str = "shoe"):
        self.port_name = port_name
        self.times = times
        self.origin = origin
        self._wall = wall_clock
        self.serial: Optional[str] = None
        self.outbox: list[bytes] = []             # host frames to write (acknowledgements, commands)
        self._host_seq = 0
        self._sent: dict[bytes, None] = {}        # our own frames lately written, in order
        self._recent: OrderedDict[int, bytes] = OrderedDict()
        self._highest: Optional[int] = None
        self._next_number: Optional[int] = None    # the read number expected next; None until known
        self._known_count = 0                      # the highest read number the device has told of
        self._held: dict[int, CardRead] = {}       # reads waiting for an earlier one
        self._missing_since: Optional[float] = None
        self._bounce = _Bounce(times.bounce_s)
        self._new_round_seq: Optional[int] = None
        self._last_frame: Optional[float] = None
        self._silent = False
        self._answered = False
        self._state = ShoeState.READY
        self.delivered = 0

    @property
    def device(self) -> str:
        return self.serial or self.port_name

    # ------------------------------------------------------------- commands

    def command(self, message: Union[StatusRequest, NewRound, SimDeal]) -> bytes:
        """The bytes of a host command (also queued in the outbox)."""
        self._host_seq = (self._host_seq + 1) & 0xFFFF
        if isinstance(message, NewRound):
            self._new_round_seq = self._host_seq
        data = frame_bytes(message, self._host_seq)
        self.outbox.append(data)
        return data

    def take_outbox(self) -> list[bytes]:
        out, self.outbox = self.outbox, []
        for raw in out:                       # remembered: a line that echoes them back (loop://)
            self._sent[raw] = None
        while len(self._sent) > 256:
            self._sent.pop(next(iter(self._sent)))
        return out

    # ----------------------------------------------------------- the port

    def port_opened(self, now: float) -> list[SourceEvent]:
        """A fresh port: ask the device who and how it is (bytes it sent before we opened are gone)."""
        self._last_frame = now
        self._answered = False
        self._silent = False
        self.command(StatusRequest())
        return []

    def port_lost(self) -> None:
        self._last_frame = None
        self._answered = False

    # -------------------------------------------------------------- frames

    def codec_errors(self, errors: list[CodecError]) -> list[SourceEvent]:
        return [codec_fault(e, self.device) for e in errors]

    def frame(self, frame: Frame, now: float) -> list[SourceEvent]:
        events: list[SourceEvent] = []
        if frame.type in HOST_TYPES or frame.raw in self._sent:
            return events                          # our own frame echoed (loop://): not the device's
        self._last_frame = now
        if self._silent or not self._answered:
            self._silent = False
            self._answered = True
            events.append(SourceStatus(SourceState.CONNECTED if self._state != ShoeState.JAMMED
                                       else SourceState.FAULTED, self.device, self._connected_words()))
        try:
            message = parse(frame)
        except MessageError as exc:
            self._ack_if_read(frame)
            events.append(SourceFault(FaultCode.BAD_MESSAGE, WARNING, f"The shoe sent a frame that makes no sense: "
                                      f"{exc.message}.", self.device, frame.raw, {"type": frame.type}))
            return events
        if isinstance(message, Hello) and message.boot:
            events += self._reboot(frame, message, now)
            return events
        if not self._check_sequence(frame, message, now, events):
            return events
        if isinstance(message, (CardMessage, TagMessage)):
            self._ack_if_read(frame)
            events += self._read(frame, message, now)
        elif isinstance(message, (Heartbeat, Status)):
            events += self._count(message.cards, now)
            events += self._state_change(ShoeState(message.state) if message.state in ShoeState._value2member_map_
                                         else ShoeState.READY)
        elif isinstance(message, Hello):
            events += self._identify(message.serial)
        elif isinstance(message, Ack):
            if message.sequence == self._new_round_seq:
                events += self._start_round(now)
        elif isinstance(message, Nak):
            reason = NAK_WORDS.get(message.reason, f"reason {message.reason}")
            events.append(SourceFault(FaultCode.COMMAND_REFUSED, WARNING, f"The shoe refused a command ({reason}).",
                                      self.device, frame.raw, {"sequence": message.sequence,
                                                               "reason": message.reason}))
        return events

    def _identify(self, serial: str) -> list[SourceEvent]:
        """The device's serial number from a hello: the status names it from now on."""
        if not serial or serial == self.serial:
            return []
        self.serial = serial
        return [SourceStatus(SourceState.CONNECTED if self._state != ShoeState.JAMMED else SourceState.FAULTED,
                             self.device, self._connected_words())]

    def _ack_if_read(self, frame: Frame) -> None:
        if frame.type in (MsgType.CARD, MsgType.TAG):
            self.outbox.append(frame_bytes(Ack(frame.sequence), self._next_host_seq()))

    def _next_host_seq(self) -> int:
        self._host_seq = (self._host_seq + 1) & 0xFFFF
        return self._host_seq

    def _connected_words(self) -> str:
        who = f"shoe {self.serial}" if self.serial else "the shoe"
        if self._state == ShoeState.JAMMED:
            return f"{who} is jammed: clear it"
        return f"connected to {who} on {self.port_name}"

    def _remember(self, seq: int, raw: bytes) -> None:
        self._recent[seq] = raw
        self._recent.move_to_end(seq)
        while len(self._recent) > RECENT_FRAMES:
            self._recent.popitem(last=False)

    def _check_sequence(self, frame: Frame, message: object, now: float, events: list[SourceEvent]) -> bool:
        """False when the frame is a repeat (acknowledged again, not used)."""
        seq = frame.sequence
        seen = self._recent.get(seq)
        if seen is not None:
            if seen == frame.raw:
                self._ack_if_read(frame)
                events.append(SourceFault(FaultCode.DUPLICATE_FRAME, INFO, "A frame came twice; the copy was ignored.",
                                          self.device, frame.raw, {"sequence": seq}))
                return False
            events += self._reset_numbering(frame, now, "the shoe's frame numbering started again")
        elif self._highest is not None:
            ahead = (seq - self._highest) & 0xFFFF
            if 1 < ahead < _HALF:
                missing = ahead - 1
                events.append(SourceFault(
                    FaultCode.SEQUENCE_GAP, INFO,
                    f"{missing} frame(s) missing on the line (numbers {(self._highest + 1) & 0xFFFF}"
                    f" to {(seq - 1) & 0xFFFF}); cards are sent again until confirmed.",
                    self.device, frame.raw, {"missing": missing, "after": self._highest, "got": seq}))
            elif ahead >= _HALF and (self._highest - seq) & 0xFFFF > RECENT_FRAMES:
                events += self._reset_numbering(frame, now, "the shoe's frame numbering jumped back")
        if self._highest is None or 0 < ((seq - self._highest) & 0xFFFF) < _HALF:
            self._highest = seq
        self._remember(seq, frame.raw)
        return True

    def _reset_numbering(self, frame: Frame, now: float, why: str) -> list[SourceEvent]:
        events = self._give_up_missing(now, force=True)
        self._recent.clear()
        self._highest = None
        self._next_number = None
        self._known_count = 0
        self._bounce.forget()
        events.append(SourceFault(FaultCode.SEQUENCE_RESET, WARNING,
                                  f"{why[:1].upper() + why[1:]}: check the cards dealt since the last one shown.",
                                  self.device, frame.raw, {"sequence": frame.sequence}))
        return events

    def _reboot(self, frame: Frame, hello: Hello, now: float) -> list[SourceEvent]:
        events: list[SourceEvent] = []
        known = self._highest is not None
        events += self._give_up_missing(now, force=True)
        self._recent.clear()
        self._highest = frame.sequence
        self._remember(frame.sequence, frame.raw)
        self._next_number = 1
        self._known_count = 0
        self._bounce.forget()
        self._state = ShoeState.READY
        events += self._identify(hello.serial)
        if known:
            events.append(SourceFault(
                FaultCode.DEVICE_REBOOTED, WARNING,
                "The shoe restarted: a card it read just before may not have reached the console; "
                "check the cards dealt.", self.device, frame.raw, {"firmware": hello.firmware}))
        return events

    # --------------------------------------------------------------- reads

    def _read(self, frame: Frame, message: Union[CardMessage, TagMessage], now: float) -> list[SourceEvent]:
        card = message.card if isinstance(message, CardMessage) else None
        tag = message.tag if isinstance(message, TagMessage) else None
        read = CardRead(card=card, tag=tag, device=self.device, antenna=frame.antenna or None,
                        sequence=frame.sequence, device_time_ms=frame.device_time_ms, host_time=self._wall(),
                        raw=frame.raw, number=message.number, origin=self.origin)
        n = message.number
        self._known_count = max(self._known_count, n)
        if self._next_number is None:
            self._next_number = n
        elif n < self._next_number:
            if n == 1:                              # the device began a round we did not see begin
                events = self._give_up_missing(now, force=True)
                self._next_number = 1
                self._known_count = 1
                self._bounce.forget()
                return events + self._accept(read, now)
            return [SourceFault(FaultCode.DUPLICATE_FRAME, INFO, f"Read {n} came again; the copy was ignored.",
                                self.device, frame.raw, {"number": n})]
        return self._accept(read, now)

    def _accept(self, read: CardRead, now: float) -> list[SourceEvent]:
        assert read.number is not None and self._next_number is not None
        if read.number > self._next_number:
            self._held[read.number] = read
            if self._missing_since is None:
                self._missing_since = now
            return []
        events = self._deliver(read)
        events += self._release_held()
        return events

    def _deliver(self, read: CardRead) -> list[SourceEvent]:
        self._next_number = (read.number or 0) + 1
        key = read.card if read.card is not None else read.tag
        if self._bounce.is_bounce(key, float(read.device_time_ms or 0), wrap=1 << 32):
            return [SourceFault(FaultCode.DUPLICATE_READ, INFO,
                                f"The same card was read twice at once (read {read.number}); the repeat was ignored.",
                                self.device, read.raw, {"number": read.number})]
        self.delivered += 1
        return [read]

    def _release_held(self) -> list[SourceEvent]:
        events: list[SourceEvent] = []
        while self._next_number in self._held:
            events += self._deliver(self._held.pop(self._next_number))
        if not self._missing():
            self._missing_since = None
        return events

    def _missing(self) -> list[int]:
        if self._next_number is None:
            return []
        top = max([self._known_count] + list(self._held))
        return [n for n in range(self._next_number, top + 1) if n not in self._held]

    def _count(self, cards: int, now: float) -> list[SourceEvent]:
        """A heartbeat or status: the device's read count for this round."""
        if self._next_number is None:
            self._next_number = cards + 1
            self._known_count = cards
            return []
        if cards + 1 < self._next_number and not self._held:
            if self._new_round_seq is not None or cards == 0:
                self._next_number = cards + 1      # a new round whose acknowledgement we missed
                self._known_count = cards
                self._bounce.forget()
            return []
        self._known_count = max(self._known_count, cards)
        if self._missing() and self._missing_since is None:
            self._missing_since = now
        return []

    def _start_round(self, now: float) -> list[SourceEvent]:
        events = self._give_up_missing(now, force=True)
        self._new_round_seq = None
        self._next_number = 1
        self._known_count = 0
        self._bounce.forget()
        return events

    def _give_up_missing(self, now: float, force: bool = False) -> list[SourceEvent]:
        missing = self._missing()
        if not missing:
            return self._release_held() if self._held else []
        if not force and (self._missing_since is None or now - self._missing_since < self.times.hold_s):
            return []
        events: list[SourceEvent] = [SourceFault(
            FaultCode.LOST_READ, WARNING,
            (f"{len(missing)} card read(s) did not reach the console (read {missing[0]}"
             + (f" to {missing[-1]}" if len(missing) > 1 else "") + "): enter the card by hand or check the deal."),
            self.device, b"", {"missing": len(missing), "numbers": tuple(missing)})]
        self._next_number = missing[-1] + 1
        self._missing_since = None
        events += self._release_held()
        return events

    # ---------------------------------------------------------- the state

    def _state_change(self, state: ShoeState) -> list[SourceEvent]:
        if state == self._state:
            return []
        before, self._state = self._state, state
        if state == ShoeState.JAMMED:
            return [SourceStatus(SourceState.FAULTED, self.device, "the shoe is jammed: clear it"),
                    SourceFault(FaultCode.SHOE_JAMMED, ERROR, "The shoe is jammed: clear it before dealing on.",
                                self.device)]
        events: list[SourceEvent] = []
        if before == ShoeState.JAMMED:
            events.append(SourceStatus(SourceState.CONNECTED, self.device, self._connected_words()))
        if state == ShoeState.SHOE_EMPTY:
            events.append(SourceFault(FaultCode.SHOE_EMPTY, WARNING, "The shoe is empty.", self.device))
        return events

    # --------------------------------------------------------------- clock

    def tick(self, now: float) -> list[SourceEvent]:
        events = self._give_up_missing(now)
        limit = self.times.heartbeat_timeout_s
        if limit is not None and self._last_frame is not None and not self._silent \
                and now - self._last_frame > limit:
            self._silent = True
            silent_for = now - self._last_frame
            events.append(SourceStatus(SourceState.SILENT, self.device,
                                       f"the shoe has not answered for {silent_for:.1f} s"))
            events.append(SourceFault(FaultCode.HEARTBEAT_LOST, WARNING,
                                      f"The shoe stopped answering ({silent_for:.1f} s without a heartbeat).",
                                      self.device, b"", {"seconds": round(silent_for, 1)}))
            self.command(StatusRequest())
        return events

    @property
    def is_silent(self) -> bool:
        return self._silent


class AsciiLink:
    """The 125 kHz ASCII readers: tag reads with the host's clock; repeats of a tag
    still on the antenna are bounces."""

    def __init__(self, port_name: str, times: LinkTimes = LinkTimes(heartbeat_timeout_s=None),
                 wall_clock: Callable[[], float] = time.time):
        self.port_name = port_name
        self.times = times
        self._wall = wall_clock
        self._bounce = _Bounce(times.bounce_s)
        self.outbox: list[bytes] = []
        self.delivered = 0

    @property
    def device(self) -> str:
        return self.port_name

    def take_outbox(self) -> list[bytes]:
        return []

    def port_opened(self, now: float) -> list[SourceEvent]:
        return [SourceStatus(SourceState.CONNECTED, self.device, f"RFID reader on {self.port_name}")]

    def port_lost(self) -> None:
        self._bounce.forget()

    def codec_errors(self, errors: list[CodecError]) -> list[SourceEvent]:
        return [codec_fault(e, self.device) for e in errors]

    def read(self, tag_read: AsciiTagRead, now: float) -> list[SourceEvent]:
        # A tag left on the antenna repeats every ~0.1 s: the window slides with each repeat.
        if self._bounce.is_bounce(tag_read.tag, now * 1000.0):
            self._bounce.at_ms = now * 1000.0
            return [SourceFault(FaultCode.DUPLICATE_READ, INFO, f"Tag {tag_read.tag} repeated; ignored.",
                                self.device, tag_read.raw, {"tag": tag_read.tag})]
        self.delivered += 1
        return [CardRead(card=None, tag=tag_read.tag, device=self.device, antenna=None, sequence=None,
                         device_time_ms=None, host_time=self._wall(), raw=tag_read.raw, origin="rfid")]

    def tick(self, now: float) -> list[SourceEvent]:
        return []

    @property
    def is_silent(self) -> bool:
        return False
