"""What a player may do, and what the engine records."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Optional

FOLD, CHECK, CALL, RAISE, ALL_IN = "fold", "check", "call", "raise", "all-in"


@dataclass(frozen=True, slots=True)
class Action:
    """A player's decision. ``to`` is the total this street for a bet or raise ("raise to 105")."""

    kind: str
    to: Optional[int] = None

    def __str__(self) -> str:
        return f"{self.kind} {self.to}" if self.to is not None else self.kind


def fold() -> Action:
    return Action(FOLD)


def check() -> Action:
    return Action(CHECK)


def call() -> Action:
    return Action(CALL)


def raise_to(total: int) -> Action:
    """A bet or a raise, by its total on this street."""
    return Action(RAISE, total)


def all_in() -> Action:
    return Action(ALL_IN)


class Legal(NamedTuple):
    """Everything the player to act may do, as a dealer reads it.

    An immutable record like the others, but a NamedTuple: it is made for
    every action, and a frozen dataclass of 16 fields takes eight times as
    long to build.

    Totals (``min_raise_to``, ``max_raise_to``) are this street's total for the
    player; ``min_add``/``max_add`` are the chips to put in now.
    """

    player: int
    street: str
    pot: int                      # every chip in the middle, this street's bets included
    current_bet: int              # the total to match on this street
    to_call: int                  # chips to add to call (capped by the stack)
    call_is_all_in: bool
    can_check: bool
    can_raise: bool               # the betting is open to this player and chips remain
    raise_word: str               # "bet" or "raise"
    min_raise_to: int
    max_raise_to: int
    min_add: int
    max_add: int
    max_explanation: str          # e.g. "3 × 30 + 10 + 5 = 105"
    closed_reason: str = ""       # why can_raise is False: short-all-in, cap, others-all-in, no-chips
    stack: int = 0

    @property
    def can_call(self) -> bool:
        return self.to_call > 0

    @property
    def can_fold(self) -> bool:
        return True
