"""What can go wrong with a shoe, for the simulator to do on purpose.

A fault is injected once (``simulator.inject(Fault.BAD_CRC)``: the next card
frame is damaged) or drawn at random by a seeded ``FaultPlan`` (each card
dealt has ``rate`` chance of one fault from ``kinds``), so every run with
the same seed goes wrong the same way.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Fault(str, Enum):
    # the next card frame's first sending (the shoe sends it again until acknowledged)
    BAD_CRC = "bad-crc"              # one bit flipped in the checksum
    DROP = "drop"                    # not sent at all
    DUPLICATE = "duplicate"          # sent twice
    SPLIT = "split"                  # sent in two pieces with a pause between
    MERGE = "merge"                  # sent together with the frame after it
    NOISE = "noise"                  # stray bytes before it
    # an extra read around the next card
    BOUNCE = "bounce"                # the same card read again at once (bouncing on the antenna)
    UNKNOWN_TAG = "unknown-tag"      # a card not of this deck (a tag nobody registered; the shoe: unreadable)
    ALREADY_DEALT = "already-dealt"  # a card already dealt this round passes again
    # the device
    STALL = "stall"                  # silent for a while (no heartbeat), then carries on
    DISCONNECT = "disconnect"        # unplugged for a while, then plugged back
    REBOOT = "reboot"                # restarts: hello, sequence from 0, unconfirmed reads lost
    JAM = "jam"                      # reports jammed for a while


FRAME_FAULTS = frozenset({Fault.BAD_CRC, Fault.DROP, Fault.DUPLICATE, Fault.SPLIT, Fault.MERGE, Fault.NOISE})
READ_FAULTS = frozenset({Fault.BOUNCE, Fault.UNKNOWN_TAG, Fault.ALREADY_DEALT})
DEVICE_FAULTS = frozenset({Fault.STALL, Fault.DISCONNECT, Fault.REBOOT, Fault.JAM})

# Faults a random plan may draw without a dealer having to step in: the line
# faults are recovered by the protocol, the bounce by the driver.
LINE_FAULTS = tuple(sorted(FRAME_FAULTS | {Fault.BOUNCE}, key=lambda f: f.value))


def parse_faults(text: str) -> tuple[Fault, ...]:
    """``"bad-crc,drop"``, ``"line"`` (LINE_FAULTS) or ``"all"``; ValueError names the unknown one."""
    text = text.strip().lower()
    if text == "all":
        return tuple(Fault)
    if text == "line":
        return LINE_FAULTS
    kinds = []
    for word in filter(None, (w.strip() for w in text.split(","))):
        try:
            kinds.append(Fault(word))
        except ValueError:
            raise ValueError(f"unknown fault {word!r}: one of {', '.join(f.value for f in Fault)}, "
                             "or 'line' or 'all'") from None
    return tuple(kinds)


@dataclass(frozen=True)
class FaultPlan:
    seed: int = 0
    rate: float = 0.0                      # chance per card dealt
    kinds: tuple[Fault, ...] = LINE_FAULTS
    stall_s: float = 2.0
    disconnect_s: float = 1.0
    jam_s: float = 1.0

    def __post_init__(self) -> None:
        if not 0.0 <= self.rate <= 1.0:
            raise ValueError(f"a fault rate is between 0 and 1, not {self.rate}")
        if self.rate and not self.kinds:
            raise ValueError("a fault rate needs at least one kind of fault")
