"""The high-hand promotion (RULES.md 12, "High hand"): the best hand shown in a period.

Periods of the house's minutes from midnight, start included and end excluded, by the
time the hand is shown. A hand counts when it reaches the qualifying minimum (and in
Hold'em, when the house says so, both hole cards play); a better hand later in the
period replaces the one on the board, an equal one joins it; the period's prize is
split among the hands on the board, odd chip units one each in the order shown.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Optional, Sequence

from ..cards import Card
from ..games import Game
from .plays import HOLDEM, Shown, shown
from .rules import HighHandRules


@dataclass(frozen=True)
class HighHand:
    """A hand on the board: which hand of which table, who, the proof, when shown."""

    hand: int | str            # the hand's id: the session's hand number at the table
    player: str                # the player's name (or seat), as the board shows it
    shown: Shown
    at: datetime
    seat: int = 0              # the player's seat (0: not said)


@dataclass(frozen=True)
class HighHandBoard:
    """The period's leading hands (ties all kept, in the order shown)."""

    start: datetime
    end: datetime
    hands: tuple[HighHand, ...] = ()

    @property
    def value(self) -> Optional[int]:
        return self.hands[0].shown.value if self.hands else None


def period_of(rules: HighHandRules, at: datetime) -> tuple[datetime, datetime]:
    """The period holding ``at``: start included, end excluded."""
    midnight = at.replace(hour=0, minute=0, second=0, microsecond=0)
    length = timedelta(minutes=rules.minutes)
    start = midnight + length * ((at - midnight) // length)
    return start, start + length


def qualifying(rules: HighHandRules, game: Game, player: int, hole: Sequence[Card],
               board: Sequence[Card]) -> Optional[Shown]:
    """``player``'s hand if it counts for the promotion, else None."""
    if not rules.on or len(board) < 5:
        return None
    hand = shown(player, hole, board, game.hand_rule)
    if hand.value < rules.least:
        return None
    if game.hand_rule == HOLDEM and rules.both_hole_cards and not hand.both_hole_cards_play:
        return None
    return hand


def on_board(rules: HighHandRules, board: Optional[HighHandBoard], hand: HighHand) -> HighHandBoard:
    """The board once ``hand`` (a qualifying hand) is shown: a new period starts a new board."""
    start, end = period_of(rules, hand.at)
    if board is None or board.start != start:
        return HighHandBoard(start, end, (hand,))
    if board.value is None or hand.shown.value > board.value:
        return HighHandBoard(start, end, (hand,))
    if hand.shown.value == board.value:
        return HighHandBoard(start, end, board.hands + (hand,))
    return board


def prize_shares(rules: HighHandRules, board: HighHandBoard, chip_unit: int) -> tuple[int, ...]:
    """The prize split among the board's hands (the same order), odd units in the order shown."""
    if not board.hands:
        return ()
    each, odd = divmod(rules.prize // chip_unit, len(board.hands))
    return tuple((each + (1 if i < odd else 0)) * chip_unit for i in range(len(board.hands)))
