"""The shoe protocol's messages: what each frame type's body means (docs/shoe-protocol.md).

``parse(frame)`` turns a frame into one of the message values below, or
raises ``MessageError`` (a frame whose checksum is good but whose body is
not what its type says). ``frame_bytes(message, sequence, ...)`` is the
other way. Device-to-host types are below 0x80, host commands 0x80 and up.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Optional, Union

from engine.cards import SUITS, Card
from engine.errors import Refusal

from .codec import MAX_BODY, Frame, encode


class MsgType(IntEnum):
    # device -> host
    HELLO = 0x01
    CARD = 0x02
    TAG = 0x03
    HEARTBEAT = 0x04
    STATUS = 0x05
    ACK = 0x06          # both ways: the device acknowledges a command, the host a card or tag
    NAK = 0x07
    # host -> device
    STATUS_REQUEST = 0x81
    NEW_ROUND = 0x82
    SIM_DEAL = 0xF1     # the simulator only: stands in for the dealer's hand pulling cards


HOST_TYPES = frozenset({MsgType.STATUS_REQUEST, MsgType.NEW_ROUND, MsgType.SIM_DEAL})


class DeviceKind(IntEnum):
    SHOE = 1            # recognises rank and suit
    RFID_READER = 2     # reads a tag id; the console's deck registration names the card


class ShoeState(IntEnum):
    READY = 0
    SHOE_EMPTY = 1
    JAMMED = 2


STATE_WORDS = {ShoeState.READY: "ready", ShoeState.SHOE_EMPTY: "the shoe is empty",
               ShoeState.JAMMED: "the shoe is jammed"}


class NakReason(IntEnum):
    BAD_COMMAND = 1      # the body of the command is wrong
    UNKNOWN_COMMAND = 2
    NOT_NOW = 3          # e.g. deal from an empty shoe


NAK_WORDS = {NakReason.BAD_COMMAND: "bad command", NakReason.UNKNOWN_COMMAND: "unknown command",
             NakReason.NOT_NOW: "not possible now"}

NEW_ROUND_SEED = 0x01     # simulator extension of NEW_ROUND: shuffle with this seed
NEW_ROUND_ORDER = 0x02    # simulator extension of NEW_ROUND: deal these cards in this order


class MessageError(Refusal, ValueError):
    """A frame with a good checksum whose body does not fit its type."""

    def __init__(self, code: str, message: str):
        super().__init__(code, message)


@dataclass(frozen=True, slots=True)
class Hello:
    protocol: int          # 1
    kind: int              # DeviceKind
    boot: bool             # True: sent at power-up (the sequence starts again at 0)
    firmware: int
    serial: str            # the device's serial number, printable ASCII


@dataclass(frozen=True, slots=True)
class CardMessage:
    number: int            # reads since the last new round, 1-based: a gap is a lost read
    card: Optional[Card]   # None: a card passed but the shoe could not recognise it


@dataclass(frozen=True, slots=True)
class TagMessage:
    number: int
    tag: str               # the tag id, upper-case hex (EM4100: 10 digits)


@dataclass(frozen=True, slots=True)
class Heartbeat:
    cards: int             # reads since the last new round
    state: int             # ShoeState


@dataclass(frozen=True, slots=True)
class Status:
    state: int
    cards: int


@dataclass(frozen=True, slots=True)
class Ack:
    sequence: int          # the acknowledged frame's sequence number


@dataclass(frozen=True, slots=True)
class Nak:
    sequence: int
    reason: int            # NakReason


@dataclass(frozen=True, slots=True)
class StatusRequest:
    pass


@dataclass(frozen=True, slots=True)
class NewRound:
    seed: Optional[int] = None          # simulator: shuffle with this seed
    order: tuple[Card, ...] = ()        # simulator: deal exactly these, in this order


@dataclass(frozen=True, slots=True)
class SimDeal:
    count: int = 1


Message = Union[Hello, CardMessage, TagMessage, Heartbeat, Status, Ack, Nak, StatusRequest, NewRound, SimDeal]


# ------------------------------------------------------------------ bodies


def _card_bytes(card: Optional[Card]) -> bytes:
    return bytes((0, 0)) if card is None else bytes((card.rank, ord(card.suit)))


def _card_from(rank: int, suit: int) -> Optional[Card]:
    if rank == 0 and suit == 0:
        return None
    if not 2 <= rank <= 14 or chr(suit) not in SUITS:
        raise MessageError("bad-card", f"rank {rank} and suit byte 0x{suit:02x} are not a card")
    return Card(rank, chr(suit))


def body_of(message: Message) -> tuple[int, bytes]:
    """The frame type and body for a message."""
    if isinstance(message, Hello):
        serial = message.serial.encode("ascii")
        return MsgType.HELLO, bytes((message.protocol, message.kind, int(message.boot))) \
            + message.firmware.to_bytes(2, "big") + serial
    if isinstance(message, CardMessage):
        return MsgType.CARD, message.number.to_bytes(2, "big") + _card_bytes(message.card)
    if isinstance(message, TagMessage):
        return MsgType.TAG, message.number.to_bytes(2, "big") + bytes.fromhex(message.tag)
    if isinstance(message, Heartbeat):
        return MsgType.HEARTBEAT, message.cards.to_bytes(2, "big") + bytes((message.state,))
    if isinstance(message, Status):
        return MsgType.STATUS, bytes((message.state,)) + message.cards.to_bytes(2, "big")
    if isinstance(message, Ack):
        return MsgType.ACK, message.sequence.to_bytes(2, "big")
    if isinstance(message, Nak):
        return MsgType.NAK, message.sequence.to_bytes(2, "big") + bytes((message.reason,))
    if isinstance(message, StatusRequest):
        return MsgType.STATUS_REQUEST, b""
    if isinstance(message, NewRound):
        if message.order:
            return MsgType.NEW_ROUND, bytes((NEW_ROUND_ORDER,)) + b"".join(_card_bytes(c) for c in message.order)
        if message.seed is not None:
            return MsgType.NEW_ROUND, bytes((NEW_ROUND_SEED,)) + message.seed.to_bytes(4, "big")
        return MsgType.NEW_ROUND, b""
    if isinstance(message, SimDeal):
        return MsgType.SIM_DEAL, bytes((message.count,))
    raise TypeError(f"not a message: {message!r}")


def frame_bytes(message: Message, sequence: int, device_time_ms: int = 0, antenna: int = 0) -> bytes:
    type_, body = body_of(message)
    return encode(type_, sequence, device_time_ms, antenna, body)


def _need(frame: Frame, size: int, exact: bool = True) -> bytes:
    body = frame.body
    if (len(body) != size) if exact else (len(body) < size):
        want = f"{size}" if exact else f"at least {size}"
        raise MessageError("bad-body", f"a type 0x{frame.type:02x} body has {want} bytes, not {len(body)}")
    return body


def parse(frame: Frame) -> Message:
    """The message a frame carries; MessageError when its body does not fit its type."""
    t = frame.type
    if t == MsgType.HELLO:
        b = _need(frame, 5, exact=False)
        try:
            serial = b[5:].decode("ascii")
        except UnicodeDecodeError:
            raise MessageError("bad-body", "the device's serial number is not ASCII") from None
        return Hello(b[0], b[1], bool(b[2]), int.from_bytes(b[3:5], "big"), serial)
    if t == MsgType.CARD:
        b = _need(frame, 4)
        return CardMessage(int.from_bytes(b[:2], "big"), _card_from(b[2], b[3]))
    if t == MsgType.TAG:
        b = _need(frame, 3, exact=False)
        if len(b) > 2 + 16:
            raise MessageError("bad-body", f"a tag id of {len(b) - 2} bytes (at most 16)")
        return TagMessage(int.from_bytes(b[:2], "big"), b[2:].hex().upper())
    if t == MsgType.HEARTBEAT:
        b = _need(frame, 3)
        return Heartbeat(int.from_bytes(b[:2], "big"), b[2])
    if t == MsgType.STATUS:
        b = _need(frame, 3)
        return Status(b[0], int.from_bytes(b[1:3], "big"))
    if t == MsgType.ACK:
        return Ack(int.from_bytes(_need(frame, 2), "big"))
    if t == MsgType.NAK:
        b = _need(frame, 3)
        return Nak(int.from_bytes(b[:2], "big"), b[2])
    if t == MsgType.STATUS_REQUEST:
        _need(frame, 0)
        return StatusRequest()
    if t == MsgType.NEW_ROUND:
        b = frame.body
        if not b:
            return NewRound()
        if b[0] == NEW_ROUND_SEED and len(b) == 5:
            return NewRound(seed=int.from_bytes(b[1:5], "big"))
        if b[0] == NEW_ROUND_ORDER and len(b) % 2 == 1:
            cards = tuple(_card_from(b[i], b[i + 1]) for i in range(1, len(b), 2))
            if any(c is None for c in cards):
                raise MessageError("bad-body", "a scripted order cannot hold an unknown card")
            return NewRound(order=cards)  # type: ignore[arg-type]
        raise MessageError("bad-body", "a new-round body is empty, a seed or an order")
    if t == MsgType.SIM_DEAL:
        return SimDeal(_need(frame, 1)[0])
    raise MessageError("unknown-type", f"unknown message type 0x{t:02x}")


assert MAX_BODY >= 1 + 2 * 52   # a whole scripted deck fits one NEW_ROUND
