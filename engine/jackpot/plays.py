"""A player's best five cards, and whether both of his hole cards play (RULES.md 12).

In Hold'em a hole card plays when the best five-card hand without it is strictly worse:
a kicker that only matches what the board already gives does not play. In the Omaha
family exactly two hole cards always play. The values are the evaluator's
(engine/ranking/evaluation.py): a greater int is a better hand.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Card
from ..ranking.evaluation import best_high
from ..ranking.hand_names import HandName, describe_high

HOLDEM = "holdem"


@dataclass(frozen=True, slots=True)
class Shown:
    """One player's high hand at the showdown: the proof a jackpot shows."""

    player: int
    value: int
    five: tuple[Card, ...]           # the five cards that make it
    both_hole_cards_play: bool

    @property
    def name(self) -> HandName:
        return describe_high(self.value)


def shown(player: int, hole: Sequence[Card], board: Sequence[Card], rule: str) -> Shown:
    """``player``'s best high hand of ``hole`` and ``board`` under ``rule`` ("holdem" or "omaha")."""
    value, five = best_high(hole, board, rule)
    return Shown(player, value, tuple(five), both_play(hole, board, rule, value))


def both_play(hole: Sequence[Card], board: Sequence[Card], rule: str, value: int) -> bool:
    """Whether every hole card plays in the best hand ``value``: in Hold'em each one, taken
    away, leaves a strictly worse hand; in the Omaha family two always play."""
    if rule != HOLDEM:
        return True
    hole = tuple(hole)
    return len(hole) == 2 and all(best_high(hole[:i] + hole[i + 1:], board, rule)[0] < value for i in range(2))
