"""What a player may do, and what the engine records."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .legal import Legal  # noqa: F401 - what a player may do, where it has always been imported from

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
