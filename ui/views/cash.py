"""What the table screen shows of the cash-game practices (RULES.md 11; dealer_app/table/cash_desk.py
fills it): the offer to run the board more than once and who agreed, each run's board, the chips."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RunSeat:
    seat: int
    name: str
    agreed: bool


@dataclass(frozen=True)
class RunOfferView:
    """The betting is over with the board not complete, and the house runs it more than once when every
    player still in agrees: the dealer offers it (key T), then confirms each seat's yes (key Y)."""

    times: int                      # 0: not offered yet; 2 or 3: the runs the players are asked about
    most: int                       # the house's most (2 or 3)
    seats: tuple[RunSeat, ...]      # every player still in, clockwise from the button
    words: str                      # what the bar says, in words


@dataclass(frozen=True)
class RunBoard:
    """One run's board, as dealt so far."""

    run: int
    cards: tuple[str, ...]          # the whole board of the run: the common cards, then its own
    dealing: bool                   # the run being dealt now
    label: str                      # "run 1", in words


@dataclass(frozen=True)
class ChipLine:
    """An amount as the fewest chips of the table's set: "raise to 105 = 1 × 100 + 1 × 5"."""

    key: str                        # "max" | "min" | "call" | "all-in" | "pot" | a winner's seat
    words: str
