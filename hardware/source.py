"""The card source interface (ARCHITECTURE.md 3): what every way of getting
cards into the console has in common, and the events it reports.

A source is opened and closed; between the two it reports, through the one
listener it was given, three kinds of event:

- ``CardRead``: a card passed the reader (its face for a recognising shoe,
  its tag id for an RFID reader, or both unknown for a card the shoe could
  not read: the console must still hear that a card went out);
- ``SourceStatus``: the connection's state, each time it changes;
- ``SourceFault``: something went wrong on the line or in the device.

The listener is called on the source's own thread (a serial port is read
in a worker thread); the application moves the events where it needs them
(the console turns them into a Qt signal). Nothing here knows Qt.

Game checks (a card seen twice in a hand, a tag not in the registered
deck, more cards than the deal needs) are not the source's business: it
does not know the hand or which deck is on the table. They belong to the
controller, which also leaves the dealer a manual override.
"""
from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Mapping, Optional, Sequence, Union

from engine.cards import Card

log = logging.getLogger(__name__)


class SourceState(str, Enum):
    CONNECTING = "connecting"       # opening the port the first time
    CONNECTED = "connected"         # the device answers
    SILENT = "silent"               # the port is open but the device stopped talking (no heartbeat)
    RECONNECTING = "reconnecting"   # the port was lost; trying again with back-off
    FAULTED = "faulted"             # the device reports a fault (jammed), or the port is refused
    CLOSED = "closed"


class FaultCode:
    """The stable codes of SourceFault (screens and records use them)."""

    BAD_CHECKSUM = "bad-checksum"           # a frame damaged on the line (dropped; a card is sent again)
    NOISE = "noise"                          # bytes that were not a frame
    BAD_MESSAGE = "bad-message"              # a good frame whose body makes no sense
    DUPLICATE_FRAME = "duplicate-frame"      # the same frame twice (a repeat on the line): ignored
    DUPLICATE_READ = "duplicate-read"        # the same card again at once (bouncing on the antenna): ignored
    SEQUENCE_GAP = "sequence-gap"            # frames missing on the line
    LOST_READ = "lost-read"                  # card reads missing and not sent again: a card may be lost
    SEQUENCE_RESET = "sequence-reset"        # the numbering started again without a hello
    DEVICE_REBOOTED = "device-rebooted"      # the device restarted (its hello)
    HEARTBEAT_LOST = "heartbeat-lost"        # the device went quiet
    DISCONNECTED = "disconnected"            # the port went away (unplugged)
    PORT_UNAVAILABLE = "port-unavailable"    # the port cannot be opened (missing, in use, no permission)
    SHOE_EMPTY = "shoe-empty"
    SHOE_JAMMED = "shoe-jammed"
    COMMAND_REFUSED = "command-refused"      # the device refused a command (NAK)


INFO, WARNING, ERROR = "info", "warning", "error"


@dataclass(frozen=True, slots=True)
class CardRead:
    """One card passing the reader."""

    card: Optional[Card]            # the card, when the device recognised it
    tag: Optional[str]              # the RFID tag id (upper-case hex), when read by tag
    device: str                     # which device: its serial number, else the port
    antenna: Optional[int]          # antenna or position; None when the device has none
    sequence: Optional[int]         # the frame's sequence number; None when the framing has none
    device_time_ms: Optional[int]   # the device's clock; None when it sends none
    host_time: float                # time.time() when the read was decoded
    raw: bytes                      # the bytes it came in (the record keeps them)
    number: Optional[int] = None    # reads since the last new round (shoe protocol)
    origin: str = "shoe"            # "shoe" | "rfid" | "manual" | "practice"
    letters: Optional[str] = None   # a card typed by hand: the language its letters were read in ("fr")
    position: Optional[str] = None  # a reader at a fixed place ("board"): a check, not a card dealt; None: the deal

    @property
    def unreadable(self) -> bool:
        return self.card is None and self.tag is None

    @property
    def manual(self) -> bool:
        return self.origin == "manual"


@dataclass(frozen=True, slots=True)
class SourceStatus:
    state: SourceState
    device: str
    message: str                    # in the dealer's words
    attempt: int = 0                # reconnect attempt, 1-based
    retry_in: float = 0.0           # seconds until the next attempt


@dataclass(frozen=True, slots=True)
class SourceFault:
    code: str                       # a FaultCode
    severity: str                   # "info" (handled, for the log) | "warning" | "error"
    message: str                    # in the dealer's words
    device: str
    raw: bytes = b""
    details: Mapping[str, object] = field(default_factory=dict)   # the numbers: missing=2, expected=14 ...


SourceEvent = Union[CardRead, SourceStatus, SourceFault]
Listener = Callable[[SourceEvent], None]


class CardSource(ABC):
    """Where cards come from. Subclasses report through ``_emit``."""

    name: str = "card source"

    def __init__(self, listener: Listener):
        self._listener = listener

    @abstractmethod
    def open(self) -> None:
        """Start reading; returns at once, the state follows as SourceStatus events."""

    @abstractmethod
    def close(self) -> None:
        """Stop reading and release the port; safe to call twice."""

    def pull(self, count: int = 1) -> bool:
        """Ask the device to deal ``count`` cards. Only a simulator can (with a
        real shoe the dealer's hand does it): False when not supported."""
        return False

    def new_round(self, seed: Optional[int] = None, order: Sequence[Card] = ()) -> None:
        """Tell the device a new hand begins (its read count starts again)."""

    def request_status(self) -> None:
        """Ask the device for its state (answered with SourceStatus or SourceFault)."""

    def _emit(self, event: SourceEvent) -> None:
        try:
            self._listener(event)
        except Exception:  # a listener's bug must not stop the reader thread
            log.exception("card source listener failed on %r", event)
