"""Manual entry as a card source: the dealer types or taps a card.

Always available, whatever reader is connected: to deal by hand when no
shoe is there, and to override a misread (the controller decides where the
card goes). The text forms are those of ``engine.cards.parse_card`` (``As``,
``10d``, ``T♦``), and the French rank letters a French dealer types: R (roi),
D (dame), V (valet) for K, Q, J (``typed_card``). A card the dealer typed
wrong raises ``CardError`` to the caller, which shows the reason; nothing is
reported for it.
"""
from __future__ import annotations

import time
from typing import Callable

from engine.cards import Card, parse_card

from .source import CardRead, CardSource, Listener, SourceState, SourceStatus


# Roi, dame, valet. None of them is a rank or a suit in English; the ace, "A", is the same letter. The
# suits stay c, d, h, s (French "c" would be coeur, hearts: one meaning only) or the symbols.
FRENCH_RANKS = {"R": "K", "D": "Q", "V": "J"}


def typed_card(text: str) -> Card:
    """A card as a dealer types it: "As", "10d", "K♥", also "Rs" (the king of spades), "Dh", "Vc"."""
    stripped = text.strip()
    rank = stripped[:-1].upper()
    if rank in FRENCH_RANKS:
        return parse_card(FRENCH_RANKS[rank] + stripped[-1])
    return parse_card(text)


class ManualCardSource(CardSource):
    name = "manual entry"

    def __init__(self, listener: Listener, device: str = "manual", clock: Callable[[], float] = time.time):
        super().__init__(listener)
        self.device = device
        self._clock = clock
        self._open = False
        self.entered = 0

    def open(self) -> None:
        if not self._open:
            self._open = True
            self._emit(SourceStatus(SourceState.CONNECTED, self.device, "manual entry"))

    def close(self) -> None:
        if self._open:
            self._open = False
            self._emit(SourceStatus(SourceState.CLOSED, self.device, "manual entry closed"))

    def make(self, text: str) -> CardRead:
        """The read for a card the dealer typed, not reported (CardError for text that is no card)."""
        card = typed_card(text)
        self.entered += 1
        return CardRead(card=card, tag=None, device=self.device, antenna=None, sequence=self.entered,
                        device_time_ms=None, host_time=self._clock(), raw=text.strip().encode("utf-8"),
                        number=None, origin="manual")

    def enter(self, text: str) -> CardRead:
        """The card the dealer entered, reported like any read (CardError for text that is no card)."""
        read = self.make(text)
        self._emit(read)
        return read
