"""The deal plan (RULES.md 3.2, 3.4): which card comes next, street by street.

Each street's cards in dealing order, burns included: the hole cards round
the table one at a time, then burn and flop, burn and turn, burn and river;
Courchevel deals the flop's burn and first card before the pre-flop betting.
The hand (engine/hand.py) fills the slots as the shoe reads the cards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .games import Game

STREETS = ("preflop", "flop", "turn", "river")
DECK_SIZE = 52


@dataclass(frozen=True, slots=True)
class Slot:
    """One card of the deal: a player's hole card, a burn, or a board card."""

    kind: str                 # hole | burn | board
    player: Optional[int]
    number: int               # hole card number (1-based) or board position (1-based)


def deal_plan(game: Game, n: int) -> tuple[tuple[tuple[Slot, ...], ...], tuple[tuple[int, ...], ...]]:
    """The cards of each street in dealing order, burns included (RULES.md 3.2, 3.4),
    and each player's hole card slots in the first. Immutable, so one plan serves
    every hand of the same shape."""
    key = (game.hole_cards, game.early_flop_card, n)
    plan = _PLANS.get(key)
    if plan is None:
        preflop = [Slot("hole", p, k + 1) for k in range(game.hole_cards) for p in range(n)]
        if game.early_flop_card:
            # Courchevel: the flop's burn and its first card come before the pre-flop betting.
            preflop += [Slot("burn", None, 1), Slot("board", None, 1)]
            flop = [Slot("board", None, 2), Slot("board", None, 3)]
        else:
            flop = [Slot("burn", None, 1)] + [Slot("board", None, k) for k in (1, 2, 3)]
        segments = (tuple(preflop), tuple(flop), (Slot("burn", None, 2), Slot("board", None, 4)),
                    (Slot("burn", None, 3), Slot("board", None, 5)))
        hole_slots = tuple(tuple(i for i, slot in enumerate(preflop) if slot.kind == "hole" and slot.player == p)
                           for p in range(n))
        plan = _PLANS[key] = (segments, hole_slots)
    return plan


_PLANS: dict[tuple[int, bool, int], tuple] = {}   # a few shapes: hole cards, Courchevel, players
