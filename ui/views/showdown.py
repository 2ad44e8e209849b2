"""The showdown laid out before the pots are pushed (issue 7): each pot's award, its halves and winners
(ui/table/showdown_panel.py draws it; dealer_app/table/showdown.py fills it from the engine's award)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class UsedCard:
    card: str                 # as the screen shows it: "A♠", "10♦"
    hole: bool                # one of the player's own cards (else a board card)


@dataclass(frozen=True)
class PotWinner:
    seat: int
    name: str
    amount: int               # what this winner takes from this pot (or half)
    odd_chip: bool            # takes the odd chip of the split
    hand: str                 # the hand in words ("kings full of tens", "7-5-3-2-A")
    cards: tuple[UsedCard, ...]     # the five cards that make it, hole cards first
    low_hand: str = ""        # hi-lo, when the same players win both halves and share them as one
    low_cards: tuple[UsedCard, ...] = ()


@dataclass(frozen=True)
class PotHalf:
    half: str                 # "" the whole pot | "high" | "low" | "high-low" (both halves, one split)
    amount: int               # what this half shares out
    winners: tuple[PotWinner, ...]
    note: str = ""            # in words: "no low hand: the high takes the whole pot", ...


@dataclass(frozen=True)
class PotAward:
    name: str                 # "Main pot", "Side pot 1", or "Pot" when there is only one
    amount: int               # the pot as built, before the rake
    rake: int
    jackpot: int
    shared: int               # what the winners share: amount - rake - jackpot
    seats: tuple[int, ...]    # the seats that could win it
    halves: tuple[PotHalf, ...]
    uncontested: bool         # one claim on it: no hand had to beat another
    run: int = 0              # the board run more than once: the run this part of the pot went on (1, 2, 3)
    board: tuple[str, ...] = ()   # that run's board


@dataclass(frozen=True)
class ShowdownView:
    """The hands shown: each pot's award; ``to_push`` while no chip has moved yet."""

    pots: tuple[PotAward, ...]
    returned: tuple[str, ...]      # "30 uncalled, returned to seat 2 (Bob)"
    rake: int                      # the rake of the hand, every pot
    to_push: bool                  # True: shown, no chip moved yet; False: pushed
    payouts: tuple[tuple[int, int], ...]    # (seat, chips won) over every pot, once pushed or to push
    in_chips: tuple = ()                    # ui/views/cash.py ChipLine: each winner's share as chips
    all_in: bool = False                    # a player was all-in in the hand: "the all-ins paid" once pushed
