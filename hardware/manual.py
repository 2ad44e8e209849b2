"""Manual entry as a card source: the dealer types or taps a card.

Always available, whatever reader is connected: to deal by hand when no
shoe is there, and to override a misread (the controller decides where the
card goes). The text is read with the letters of the console's language
(engine/card_letters.py: French ``Rc`` is the king of hearts, English ``Kh``,
Russian ``Кч``; the suit symbols in every language) and nothing else: a
letter is never read with another language's meaning. A card the dealer
typed wrong raises ``CardError`` to the caller, which shows the reason;
nothing is reported for it. The read keeps the text as typed (``raw``) and
the language it was read in (``letters``); the card is the engine's.
"""
from __future__ import annotations

import time
from typing import Callable

from engine.card_letters import read_card
from engine.cards import Card

from .source import CardRead, CardSource, Listener, SourceState, SourceStatus


def typed_card(text: str, language: str) -> Card:
    """A card as a dealer types it on a console in ``language``: "Rc" (fr), "Kh" (en), "Кч" (ru), "K♥"."""
    return read_card(text, language)


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

    def make(self, text: str, language: str) -> CardRead:
        """The read for a card the dealer typed in ``language``'s letters, not reported (CardError for text
        that is no card in that language)."""
        card = typed_card(text, language)
        self.entered += 1
        return CardRead(card=card, tag=None, device=self.device, antenna=None, sequence=self.entered,
                        device_time_ms=None, host_time=self._clock(), raw=text.strip().encode("utf-8"),
                        number=None, origin="manual", letters=language)

    def enter(self, text: str, language: str) -> CardRead:
        """The card the dealer entered, reported like any read (CardError for text that is no card)."""
        read = self.make(text, language)
        self._emit(read)
        return read
