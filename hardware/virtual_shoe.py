"""The simulated shoe's behaviour, without any I/O: what a card-reading shoe
(or an RFID reader) would put on the line, and when.

``VirtualShoe`` is driven by the simulator's thread (``hardware.simulator``)
with the time passed in; it appends ``Write``s (bytes and when to send
them) to ``outbox``. It behaves as docs/shoe-protocol.md says a device
does: hello at power-up, a heartbeat every ``heartbeat_s``, each card frame
sent again every ``retransmit_s`` until the host acknowledges it, answers
to status requests, new rounds and (simulator only) deal requests.

Modes: ``"card"`` a shoe that recognises rank and suit; ``"tag"`` an RFID
reader on the same binary protocol (each card carries a seeded 40-bit tag);
``"ascii"`` a 125 kHz reader module's ASCII framing (no numbering, no
acknowledgements, no commands; it repeats a tag while it lies on the
antenna).
"""
from __future__ import annotations

import random
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Optional, Sequence

from engine.cards import Card, full_deck

from . import rfid_ascii
from .codec import FrameDecoder
from .faults import DEVICE_FAULTS, FRAME_FAULTS, READ_FAULTS, Fault, FaultPlan
from .messages import (Ack, CardMessage, DeviceKind, Heartbeat, Hello, MessageError, Nak, NakReason, NewRound,
                       ShoeState, SimDeal, Status, StatusRequest, TagMessage, frame_bytes, parse)

MODES = ("card", "tag", "ascii")
MAX_TRIES = 40              # sendings of one card frame before the shoe gives up on it
MERGE_WAIT_S = 0.1          # a frame held for merging goes alone if nothing follows


@dataclass(frozen=True, slots=True)
class PhysicalCard:
    card: Card
    tag: str                # the 40-bit tag in its card (ten hex digits)


@dataclass(frozen=True)
class Write:
    data: bytes
    at: float                           # host clock (seconds) when to send
    what: str                           # "card", "heartbeat", "noise", ... (for tests and stats)
    reads: tuple[int, ...] = ()         # read numbers whose first sending this is


@dataclass
class ShoeStats:
    cards_dealt: int = 0
    frames: int = 0
    retransmissions: int = 0
    given_up: int = 0
    faults: list = field(default_factory=list)   # (fault value, read number or None)


def make_deck(seed: int, deck_size: int = 52) -> list[PhysicalCard]:
    """The physical deck: 52 cards with seeded tags; 51 leaves one out, 53 adds
    a second copy of one card (with its own tag, as a card from another deck)."""
    if deck_size not in (51, 52, 53):
        raise ValueError(f"a deck here has 51, 52 or 53 cards, not {deck_size}")
    rng = random.Random(f"tags-{seed}")
    tags: set[str] = set()

    def new_tag() -> str:
        while True:
            tag = f"{rng.getrandbits(40):010X}"
            if tag not in tags:
                tags.add(tag)
                return tag

    deck = [PhysicalCard(card, new_tag()) for card in full_deck()]
    if deck_size == 51:
        deck.pop(rng.randrange(52))
    elif deck_size == 53:
        deck.append(PhysicalCard(deck[rng.randrange(52)].card, new_tag()))
    return deck


class VirtualShoe:
    def __init__(self, *, mode: str = "card", seed: int = 0, deck_size: int = 52,
                 order: Optional[Sequence[Card]] = None, heartbeat_s: float = 1.0, retransmit_s: float = 0.25,
                 serial: str = "SIM-0001", antenna: int = 0, faults: Optional[FaultPlan] = None,
                 split_gap_s: float = 0.01, ascii_repeats: int = 2, ascii_repeat_s: float = 0.06,
                 sorted_deck: bool = False, rounds: Sequence[Sequence[Card]] = ()):
        if mode not in MODES:
            raise ValueError(f"mode is one of {MODES}, not {mode!r}")
        self.mode = mode
        self.seed = seed
        self.heartbeat_s = heartbeat_s
        self.retransmit_s = retransmit_s
        self.serial = serial
        self.antenna = antenna
        self.plan = faults or FaultPlan()
        self.split_gap_s = split_gap_s
        self.ascii_repeats = ascii_repeats
        self.ascii_repeat_s = ascii_repeat_s
        self.deck = make_deck(seed, deck_size)
        self._shuffle_rng = random.Random(f"shuffle-{seed}")
        self._fault_rng = random.Random(f"faults-{self.plan.seed}")
        self._noise_rng = random.Random(f"noise-{seed}-{self.plan.seed}")
        self.outbox: list[Write] = []
        self.requests: list[tuple[str, float, bool]] = []   # ("disconnect", seconds, reboot) for the runner
        self.stats = ShoeStats()
        self._injected: list[tuple[Fault, dict]] = []
        self._decoder = FrameDecoder()
        self._booted_at = 0.0
        self._seq = 0
        self._count = 0
        self._state = ShoeState.READY
        self._unacked: OrderedDict[int, list] = OrderedDict()    # seq -> [raw, last sent, tries]
        self._next_beat = 0.0
        self._stalled_until = 0.0
        self._jam_until: Optional[float] = None
        self._merge_hold: Optional[tuple[bytes, float, tuple[int, ...]]] = None
        self._last_at = 0.0
        self._pending_deals = 0
        self._held_input = bytearray()
        self._shoe: list[PhysicalCard] = []
        self.round = 0                            # new rounds so far (the first deck is round 0)
        self.dealt: list[PhysicalCard] = []       # this round's cards out of the shoe, in order
        # What the console should hear, (card, tag) per read: every pass over the antenna but a bounce.
        self.passes: list[tuple[Optional[Card], Optional[str]]] = []
        self._fill(order, sorted_deck=sorted_deck)
        # Staged hands (a trainer's or a demonstration's): each new round the console starts without an
        # order of its own is loaded with the next of these, as --order loads the first; after the
        # last, rounds are shuffled again. Checked now, so a wrong script fails at the start.
        self._rounds: deque[tuple[Card, ...]] = deque(tuple(r) for r in rounds)
        for staged in self._rounds:
            self._check_order(staged)

    # ------------------------------------------------------------- the deck

    def _fill(self, order: Optional[Sequence[Card]] = None, seed: Optional[int] = None,
              sorted_deck: bool = False) -> None:
        if sorted_deck:          # as a dealer sorts a deck to check it (a second copy after its twin)
            self._shoe = sorted(self.deck, key=lambda pc: pc.card.index)
        elif order:
            self._shoe = self._check_order(order)
        else:
            self._shoe = list(self.deck)
            (random.Random(seed) if seed is not None else self._shuffle_rng).shuffle(self._shoe)
        self.dealt = []
        self.passes = []

    def _check_order(self, order: Sequence[Card]) -> list[PhysicalCard]:
        """The deck's physical cards in ``order`` (ValueError when the deck has too few of one)."""
        copies: dict[Card, list[PhysicalCard]] = {}
        for pc in self.deck:
            copies.setdefault(pc.card, []).append(pc)
        shoe = []
        for card in order:
            left = copies.get(card)
            if not left:
                have = sum(1 for pc in self.deck if pc.card == card)
                raise ValueError(f"{card} is in the order more often than in the deck ({have})")
            shoe.append(left.pop(0))
        return shoe

    @property
    def cards_left(self) -> int:
        return len(self._shoe)

    @property
    def state(self) -> ShoeState:
        return self._state

    # ------------------------------------------------------------- sending

    def _time_ms(self, now: float) -> int:
        return int((now - self._booted_at) * 1000) & 0xFFFFFFFF

    def _next_seq(self) -> int:
        seq = self._seq
        self._seq = (self._seq + 1) & 0xFFFF
        return seq

    def _frame(self, message, now: float) -> tuple[int, bytes]:
        seq = self._next_seq()
        self.stats.frames += 1
        return seq, frame_bytes(message, seq, self._time_ms(now), self.antenna)

    def _send(self, data: bytes, now: float, what: str, reads: tuple[int, ...] = ()) -> None:
        at = max(now, self._last_at)       # nothing overtakes a piece still waiting (a split frame)
        if self._merge_hold is not None:
            held, _, held_reads = self._merge_hold
            self._merge_hold = None
            data, reads, what = held + data, held_reads + reads, "merged"
        self.outbox.append(Write(data, at, what, reads))
        self._last_at = at

    def _send_with_fault(self, data: bytes, now: float, what: str, reads: tuple[int, ...]) -> None:
        fault, _ = self._take_fault(FRAME_FAULTS)
        if fault is not None:
            self.stats.faults.append((fault.value, reads[0] if reads else None))
        if fault is Fault.BAD_CRC:
            if self.mode == "ascii":       # a wrong checksum digit (the last byte is ETX)
                i = 1 + rfid_ascii.TAG_DIGITS + 1
                data = data[:i] + (b"0" if data[i:i + 1] != b"0" else b"1") + data[i + 1:]
            else:
                data = data[:-1] + bytes([data[-1] ^ 0x01])
            self._send(data, now, "bad-crc", reads)
        elif fault is Fault.DROP:
            self._last_at = max(self._last_at, now)
        elif fault is Fault.DUPLICATE:
            self._send(data, now, what, reads)
            self._send(data, now, "duplicate")
        elif fault is Fault.SPLIT and len(data) > 1:
            cut = self._noise_rng.randrange(1, len(data))
            self._send(data[:cut], now, "split-1", reads)
            self._send(data[cut:], max(now, self._last_at) + self.split_gap_s, "split-2")
        elif fault is Fault.MERGE:
            if self._merge_hold is not None:                # already holding one: send both now
                self._send(data, now, what, reads)
            else:
                self._merge_hold = (data, now, reads)
        elif fault is Fault.NOISE:
            self._send(self._noise(), now, "noise")
            self._send(data, now, what, reads)
        else:
            self._send(data, now, what, reads)

    def _noise(self) -> bytes:
        rng = self._noise_rng
        size = rng.randrange(1, 25)
        junk = bytearray(rng.getrandbits(8) for _ in range(size))
        if self.mode == "ascii":
            junk = bytearray(b for b in junk if b != rfid_ascii.STX) or bytearray(b"\xff")
        elif rng.random() < 0.5:
            junk[rng.randrange(len(junk))] = 0xA5        # a false start byte, the resync case
        return bytes(junk)

    # ------------------------------------------------------------- faults

    def inject(self, fault: Fault, **params: object) -> None:
        """Make the fault happen once: now for the device faults, else at the next card."""
        fault = Fault(fault)
        if fault in DEVICE_FAULTS:
            self._device_fault(fault, params)
        else:
            self._injected.append((fault, params))

    def _take_fault(self, kinds: frozenset) -> tuple[Optional[Fault], dict]:
        for i, (fault, params) in enumerate(self._injected):
            if fault in kinds:
                if fault is Fault.ALREADY_DEALT and len(self.dealt) < 2:
                    continue                     # needs a card dealt before the last one
                del self._injected[i]
                return fault, params
        return None, {}

    def _device_fault(self, fault: Fault, params: dict, now: Optional[float] = None) -> None:
        self.stats.faults.append((fault.value, None))
        seconds = float(params.get("seconds", {Fault.STALL: self.plan.stall_s, Fault.DISCONNECT: self.plan.disconnect_s,
                                               Fault.JAM: self.plan.jam_s}.get(fault, 0.0)))
        if fault is Fault.STALL:
            self._pending_stall = seconds
        elif fault is Fault.DISCONNECT:
            self.requests.append(("disconnect", seconds, bool(params.get("reboot", False))))
        elif fault is Fault.REBOOT:
            self._pending_reboot = True
        elif fault is Fault.JAM:
            self._pending_jam = seconds

    def _random_fault(self) -> None:
        plan = self.plan
        if plan.rate and self._fault_rng.random() < plan.rate:
            fault = self._fault_rng.choice(plan.kinds)
            self.inject(fault)

    # --------------------------------------------------------------- dealing

    def deal(self, count: int, now: float) -> int:
        """The dealer pulls ``count`` cards; returns how many came out (the shoe may run empty)."""
        if now < self._stalled_until:
            self._pending_deals += count
            return 0
        dealt = 0
        for _ in range(count):
            if self._state == ShoeState.JAMMED:
                break
            if not self._shoe:
                self._set_state(ShoeState.SHOE_EMPTY, now)
                break
            self._random_fault()
            self._deal_one(self._shoe.pop(0), now)
            dealt += 1
        return dealt

    def _deal_one(self, pc: PhysicalCard, now: float) -> None:
        extra, params = self._take_fault(READ_FAULTS)
        if extra is not None:
            self.stats.faults.append((extra.value, self._count + 1))
        if extra is Fault.UNKNOWN_TAG:
            foreign = PhysicalCard(pc.card, f"{self._noise_rng.getrandbits(40):010X}")
            self._read(foreign, now, unknown=True)
        elif extra is Fault.ALREADY_DEALT:
            self._read(self.dealt[0], now)
        self.dealt.append(pc)
        self._read(pc, now)
        self.stats.cards_dealt += 1
        if extra is Fault.BOUNCE:
            self._read(pc, now + 0.03, bounce=True)

    def _read(self, pc: PhysicalCard, now: float, unknown: bool = False, bounce: bool = False) -> None:
        """One pass over the antenna: a read goes out."""
        if not bounce:    # what the console's CardRead should say: (card, tag)
            self.passes.append((None if unknown else pc.card, None) if self.mode == "card" else (None, pc.tag))
        if self.mode == "ascii":
            data = rfid_ascii.encode(pc.tag)
            self._send_with_fault(data, now, "tag", ())
            for i in range(1, self.ascii_repeats):   # the tag is still on the antenna
                self._send(data, now + i * self.ascii_repeat_s, "tag-repeat")
            return
        self._count += 1
        if self.mode == "card":
            message = CardMessage(self._count, None if unknown else pc.card)
        else:
            message = TagMessage(self._count, pc.tag)
        seq, raw = self._frame(message, now)
        self._unacked[seq] = [raw, now, 1]
        self._send_with_fault(raw, now, "card" if self.mode == "card" else "tag", (self._count,))

    # --------------------------------------------------------------- rounds

    def new_round(self, now: float, seed: Optional[int] = None, order: Sequence[Card] = ()) -> None:
        if not order and seed is None and self._rounds:
            order = self._rounds.popleft()
        self._fill(order or None, seed)
        self.round += 1
        self._count = 0
        self._unacked.clear()
        if self._state == ShoeState.SHOE_EMPTY:
            self._set_state(ShoeState.READY, now)

    def _set_state(self, state: ShoeState, now: float) -> None:
        if state != self._state:
            self._state = state
            if self.mode != "ascii":
                self._send(self._frame(Status(state, self._count), now)[1], now, "status")

    # ------------------------------------------------------------ the host

    def boot(self, now: float) -> None:
        """Power-up: the clock and the sequence start at 0; a hello, then the state."""
        self._booted_at = now
        self._seq = 0
        self._count = 0
        self._unacked.clear()
        self._decoder = FrameDecoder()
        self._state = ShoeState.READY
        self._next_beat = now + self.heartbeat_s
        if self.mode != "ascii":
            self._send(self._frame(self._hello(True), now)[1], now, "hello")

    def _hello(self, boot: bool) -> Hello:
        kind = DeviceKind.SHOE if self.mode == "card" else DeviceKind.RFID_READER
        return Hello(1, kind, boot, 0x0100, self.serial)

    def receive(self, data: bytes, now: float) -> None:
        """Bytes from the host."""
        if self.mode == "ascii":
            return                                    # these readers take no commands
        if now < self._stalled_until:
            self._held_input += data
            return
        frames, _errors = self._decoder.feed(data)    # a damaged command is simply not answered
        for frame in frames:
            try:
                message = parse(frame)
            except MessageError:
                self._send(self._frame(Nak(frame.sequence, NakReason.BAD_COMMAND), now)[1], now, "nak")
                continue
            if isinstance(message, Ack):
                self._unacked.pop(message.sequence, None)
            elif isinstance(message, StatusRequest):
                self._send(self._frame(Ack(frame.sequence), now)[1], now, "ack")
                self._send(self._frame(self._hello(False), now)[1], now, "hello")
                self._send(self._frame(Status(self._state, self._count), now)[1], now, "status")
            elif isinstance(message, NewRound):
                try:
                    self.new_round(now, message.seed, message.order)
                except ValueError:          # a scripted order this deck cannot deal
                    self._send(self._frame(Nak(frame.sequence, NakReason.BAD_COMMAND), now)[1], now, "nak")
                    continue
                self._send(self._frame(Ack(frame.sequence), now)[1], now, "ack")
            elif isinstance(message, SimDeal):
                if self._state == ShoeState.JAMMED or not self._shoe:
                    self._send(self._frame(Nak(frame.sequence, NakReason.NOT_NOW), now)[1], now, "nak")
                    if not self._shoe:
                        self._set_state(ShoeState.SHOE_EMPTY, now)
                else:
                    self._send(self._frame(Ack(frame.sequence), now)[1], now, "ack")
                    self.deal(message.count, now)
            else:
                self._send(self._frame(Nak(frame.sequence, NakReason.UNKNOWN_COMMAND), now)[1], now, "nak")

    # --------------------------------------------------------------- clock

    _pending_stall: Optional[float] = None
    _pending_reboot: bool = False
    _pending_jam: Optional[float] = None

    def tick(self, now: float) -> None:
        if self._pending_stall is not None:
            self._stalled_until = now + self._pending_stall
            self._pending_stall = None
        if now < self._stalled_until:
            return
        if self._held_input:
            data, self._held_input = bytes(self._held_input), bytearray()
            self.receive(data, now)
        if self._pending_deals:
            count, self._pending_deals = self._pending_deals, 0
            self.deal(count, now)
        if self._pending_reboot:
            self._pending_reboot = False
            self.boot(now)
        if self._pending_jam is not None:
            self._jam_until = now + self._pending_jam
            self._pending_jam = None
            self._set_state(ShoeState.JAMMED, now)
        if self._jam_until is not None and now >= self._jam_until:
            self._jam_until = None
            self._set_state(ShoeState.READY if self._shoe else ShoeState.SHOE_EMPTY, now)
        if self._merge_hold is not None and now - self._merge_hold[1] >= MERGE_WAIT_S:
            data, _, reads = self._merge_hold
            self._merge_hold = None
            self._send(data, now, "card", reads)
        if self.mode == "ascii":
            return
        if now >= self._next_beat:
            self._send(self._frame(Heartbeat(self._count, self._state), now)[1], now, "heartbeat")
            self._next_beat = max(self._next_beat + self.heartbeat_s, now)
        for seq, entry in list(self._unacked.items()):
            raw, last, tries = entry
            if now - last >= self.retransmit_s:
                if tries >= MAX_TRIES:
                    del self._unacked[seq]
                    self.stats.given_up += 1
                    continue
                entry[1], entry[2] = now, tries + 1
                self.stats.retransmissions += 1
                self._send(raw, now, "retransmission")

    def next_deadline(self, now: float) -> float:
        """When ``tick`` next has something to do (the runner sleeps until then)."""
        times = [self._next_beat] if self.mode != "ascii" else []
        if now < self._stalled_until:
            times.append(self._stalled_until)
        times += [entry[1] + self.retransmit_s for entry in self._unacked.values()]
        if self._merge_hold is not None:
            times.append(self._merge_hold[1] + MERGE_WAIT_S)
        if self._jam_until is not None:
            times.append(self._jam_until)
        if self._pending_stall is not None or self._pending_reboot or self._pending_jam is not None \
                or self._pending_deals or self._held_input:
            times.append(now)
        return min(times) if times else now + 1.0

    @property
    def unacknowledged(self) -> int:
        return len(self._unacked)
