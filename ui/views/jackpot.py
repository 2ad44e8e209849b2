"""The bad beat jackpot the table waits to pay (RULES.md 12): both hands with their five cards, the rule
that decided, the meter, and how far the payment has gone (ui/table/jackpot_panel.py draws it;
dealer_app/table/jackpot_desk.py fills it from the session's hit)."""
from __future__ import annotations

from dataclasses import dataclass

from .showdown import UsedCard


@dataclass(frozen=True)
class JackpotHand:
    seat: int
    name: str
    hand: str                        # in words: "four sevens", "straight flush, jack high"
    cards: tuple[UsedCard, ...]      # the five cards that make it, hole cards first


@dataclass(frozen=True)
class JackpotHitView:
    hand_number: int                 # as the screens say it
    loser: JackpotHand
    winner: JackpotHand
    rule: str                        # the rule that decided, in words
    meter: int                       # what is paid: the whole meter
    confirmed_by: str                # the dealer who confirmed it; "" until then
    first_signature: str             # the supervisor who authorised the payment; "" until then
    stage: str                       # "confirm" (key K: the dealer) | "authorise" (key K: two supervisors' PINs)
