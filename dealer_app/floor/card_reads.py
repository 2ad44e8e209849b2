"""How each card of a hand came to the table, for the floor after the hand (RULES.md 9: the record shows
how every card was read), in the reader's language.

A card's read, as the hand store keeps it (dealer_app/table/cards.py ``read_record``, bytes written
``<key>_hex``), becomes what a floor supervisor asks in a dispute: what read it (the shoe, an RFID
reader, or the dealer typing it; which device, which antenna), when (the console's local time), the
tag read if any; then, apart and small, what only a technician reads: the frame's number, the
device's own clock and the bytes as they came. A value the device did not send is left out, never
written "None". A card with no read recorded was dealt from the practice deck (the console without a
card reader). Every card's face is already in the report's card grid: nothing here shows more.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from ui.views.words import Words, join, say

# What the device sent that the floor reads in the first columns; every other key is a technical detail.
_SHOWN = ("origin", "device", "antenna", "host_time_us", "tag", "raw_hex")
_TECHNICAL = ("sequence", "number", "device_time_ms")


@dataclass(frozen=True, slots=True)
class CardRead:
    """One card dealt, as the report's "how each card was read" section lists it."""

    seq: int                  # the record's event number
    where: Words              # where it went: "seat 4, hole card 2", "flop 1", "run 2, turn"
    card: str                 # "A♠", or "not read"
    how: Words                # "shoe SIM-0001, antenna 2, at 21:04:05.123"; "typed by the dealer: Rc"
    tag: str                  # the RFID tag read, upper-case hex; "" when none
    technical: Words          # "frame 17 · device clock 12,345 ms · bytes a5 02 …"; empty when none
    withdrawn: bool
    recorded: bool            # False: no read was recorded for this card (the practice deck)


def card_read(seq: int, where: Words, card: str, read: Optional[dict], withdrawn: bool,
              time_text: Callable[[int], str]) -> CardRead:
    """``read``: the store's record of the read (None when none); ``time_text(utc_us)``: the local time."""
    if not read:
        return CardRead(seq, where, card, say("Report", "no reader: practice deck"), "", Words("", ""), withdrawn,
                        False)
    return CardRead(seq, where, card, _how(read, time_text), str(read.get("tag") or "").upper(),
                    _technical(read), withdrawn, True)


def _how(read: dict, time_text: Callable[[int], str]) -> Words:
    origin, device = read.get("origin"), read.get("device")
    if origin == "manual":
        typed = _typed(read.get("raw_hex"))
        parts = [say("Report", "typed by the dealer: {typed}").format(typed=typed) if typed
                 else say("Report", "typed by the dealer")]
    elif origin == "practice":
        parts = [say("Report", "practice deck")]
    elif origin == "rfid":
        parts = [say("Report", "RFID reader {device}").format(device=device) if device
                 else say("Report", "RFID reader")]
    elif origin == "shoe":
        parts = [say("Report", "shoe {device}").format(device=device) if device else say("Report", "shoe")]
    else:                      # an older record that did not say its origin: the device it names
        parts = [say("Report", "read by {device}").format(device=device) if device
                 else say("Report", "read by a device")]
    if read.get("antenna") is not None:
        parts.append(say("Report", "antenna {antenna}").format(antenna=str(read["antenna"])))
    if isinstance(read.get("host_time_us"), int):
        parts.append(say("Report", "at {time}").format(time=time_text(read["host_time_us"])))
    return join(parts, ", ")


def _technical(read: dict) -> Words:
    parts = []
    if read.get("sequence") is not None and read.get("origin") != "manual":   # a count of typed cards, no frame
        parts.append(say("Report", "frame {sequence}").format(sequence=str(read["sequence"])))
    if read.get("number") is not None:
        parts.append(say("Report", "read {number} of the round").format(number=str(read["number"])))
    if read.get("device_time_ms") is not None:
        parts.append(say("Report", "device clock {ms} ms").format(ms=read["device_time_ms"]))
    if read.get("raw_hex") and read.get("origin") != "manual":                 # typed: said in full above
        parts.append(say("Report", "bytes {hex}").format(hex=_spaced(str(read["raw_hex"]))))
    # Anything else a device or an older record put there: kept, as recorded.
    parts += [Words("", "{key} {value}", {"key": k.replace("_", " "), "value": str(v)})
              for k, v in sorted(read.items()) if k not in _SHOWN + _TECHNICAL and v not in (None, "")]
    return join(parts, " · ")


def _typed(raw_hex) -> str:
    """What the dealer typed (a manual entry's bytes are its text)."""
    try:
        return bytes.fromhex(str(raw_hex or "")).decode("utf-8", errors="replace")
    except ValueError:
        return ""


def _spaced(hex_text: str) -> str:
    return " ".join(hex_text[i:i + 2] for i in range(0, len(hex_text), 2))


def reads_summary(reads: tuple[CardRead, ...]) -> Optional[Words]:
    """One line instead of a list when no card of the hand has a read recorded."""
    if reads and not any(r.recorded for r in reads):
        return say("Report", "No card reader recorded these cards: they were dealt from the practice deck.")
    return None
