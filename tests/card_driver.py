"""A card source the tests feed by hand (FakeShoe) and the reads and faults it gives, for the table's card
checks (tests/table/test_card_intake.py) and the words said about cards."""
from __future__ import annotations

from typing import Optional, Sequence

from dealer_app.table.controller import TableController
from engine.cards import parse_card, parse_cards
from hardware.source import CardRead, CardSource, FaultCode, SourceFault


class FakeShoe(CardSource):
    """Stands in for the driver: remembers what the controller asked, deals from a list when told."""

    def __init__(self, cards: Sequence[str] = ()):
        super().__init__(lambda event: None)
        self.cards = list(parse_cards(" ".join(cards))) if cards else []
        self.pulls = 0
        self.rounds = 0
        self.number = 0

    def open(self) -> None: ...
    def close(self) -> None: ...

    def pull(self, count: int = 1) -> bool:
        self.pulls += count
        return True

    def new_round(self, seed=None, order=()) -> None:
        self.rounds += 1
        self.number = 0


def read(card: Optional[str] = None, tag: Optional[str] = None, number: Optional[int] = None) -> CardRead:
    return CardRead(parse_card(card) if card else None, tag, "SIM-0001", None, number, 0, 0.0, b"\xa5", number)


def lost(missing: int = 1) -> SourceFault:
    return SourceFault(FaultCode.LOST_READ, "warning", "lost", "SIM-0001", b"",
                       {"missing": missing, "numbers": tuple(range(1, missing + 1))})


def feed(table: TableController, *cards: str) -> None:
    for c in cards:
        table.on_source_event(read(c))


def hole(table: TableController, seat: int) -> list[str]:
    return [str(c) for c in table.hand.hole[seat - 1]]
