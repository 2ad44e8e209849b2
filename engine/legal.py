"""What the player to act may do (``Hand.legal()``), as values the words are made from.

``Legal`` is the answer: call, check, the bet or raise range and why the
maximum is what it is. The pot-limit maximum's arithmetic is a
``PotLimitSum``: its terms (what each is, how much), the sum and the total
after rounding, so the screen can say "3 × 10 + 5 (small blind, not
posted) = 35" in the dealer's language without reading the English back
(RULES.md 4). The rules a screen would otherwise work out again live here
too: what an all-in is now (a raise, a call, or refused and why) and the
preset sizes (½ pot, pot).

``PotLimitSum`` is a frozen value; ``english()`` says it as the engine's
English sentence, byte for byte what the replay command, the logs and the
records that hold it have always said.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, NamedTuple, Optional

from .games import Structure

# What each term of the pot-limit sum is.
LAST_BET = "last-bet"            # the bet to call, counted three times ("3 × 30")
BET = "bet"                      # another player's chips on this street (a blind, a call)
POT = "pot"                      # the chips gathered on earlier streets, antes and dead blinds
REST = "rest"                    # the other money when it cannot be told apart (negative: "− 5")
UNPOSTED_SMALL_BLIND = "unposted-small-blind"   # a small blind nobody posted, counted (RULES.md 4)
THE_POT = "the-pot"              # nothing to call: the maximum bet is the pot itself

# How the sum was made a whole number of chips (house option, RULES.md 4).
ROUNDED_UP = "rounded-up"
WHOLE_CHIPS = "whole-chips"

UNPOSTED_WORDS = "(small blind, not posted)"


class Term(NamedTuple):
    """One part of the pot-limit sum: what it is and how many chips."""

    what: str
    amount: int


@dataclass(frozen=True, slots=True)
class PotLimitSum:
    """The pot-limit maximum's arithmetic: "3 × 30 + 10 + 5 = 105", with its numbers.

    ``terms`` in the order said (the last bet first, counted three times);
    ``sum`` what they add up to; ``total`` the maximum after the house's
    rounding (``rounding``: "", ROUNDED_UP or WHOLE_CHIPS, in ``chip_unit``
    chips); ``all_in`` the player's all-in total when it is below the
    maximum (None otherwise). ``english()`` says it.
    """

    terms: tuple[Term, ...]
    sum: int
    total: int
    rounding: str = ""
    chip_unit: int = 1
    all_in: Optional[int] = None

    @property
    def is_the_pot(self) -> bool:
        """Nothing to call: "the pot, 40"."""
        return bool(self.terms) and self.terms[0].what == THE_POT

    def english(self, amount: Callable[[int], object] = str) -> str:
        """The engine's English sentence, with every chip amount written by ``amount`` (the "3" of "3 ×"
        is a factor, not chips): a hand history in cents says its own units."""
        return _english(self.terms, self.sum, self.total, self.rounding, self.chip_unit, self.all_in, amount)


def said_terms(terms: tuple[Term, ...], amount: Callable[[int], object] = str) -> str:
    """The terms as the engine writes them, numbers only: "3 × 30 + 10 − 5" (a small blind not
    posted is said in words after them)."""
    parts = []
    for what, chips in terms:
        if what == LAST_BET:
            parts.append(f"3 × {amount(chips)}")
        elif what == UNPOSTED_SMALL_BLIND:
            parts.append(f"+ {amount(chips)} {UNPOSTED_WORDS}")
        elif chips < 0:
            parts.append(f"− {amount(-chips)}")
        else:
            parts.append(f"+ {amount(chips)}")
    return " ".join(parts)


def _english(terms: tuple[Term, ...], total_sum: int, total: int, rounding: str, unit: int, all_in: Optional[int],
             amount: Callable[[int], object]) -> str:
    if terms and terms[0].what == THE_POT:
        text = f"the pot, {amount(total_sum)}"
    else:
        text = said_terms(terms, amount) + f" = {amount(total_sum)}"
    if rounding == ROUNDED_UP:
        text += f", rounded up to {amount(total)}"
    elif rounding == WHOLE_CHIPS:
        text += f", {amount(total)} in whole {amount(unit)}-chips"
    if all_in is not None:
        text += f"; all-in is {amount(all_in)}"
    return text


class BetSizes(NamedTuple):
    """The preset buttons' "raise to" totals; None for a size not allowed now."""

    min: Optional[int]
    half_pot: Optional[int]
    pot: Optional[int]
    all_in: Optional[int]


NO_SIZES = BetSizes(None, None, None, None)

# Why an all-in is refused now (besides ``Legal.closed_reason``'s reasons).
ALL_IN_NO_CHIPS = "no-chips-left"
ALL_IN_ABOVE_POT_LIMIT = "above-pot-limit"


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
    max_explanation: Optional[PotLimitSum]   # in pot limit ("3 × 30 + 10 + 5 = 105"), else None
    closed_reason: str = ""       # why can_raise is False: short-all-in, cap, others-all-in, no-chips
    stack: int = 0
    own_bet: int = 0              # the player's chips already out on this street
    chip_unit: int = 1
    structure: Structure = Structure.NO_LIMIT

    @property
    def can_call(self) -> bool:
        return self.to_call > 0

    @property
    def can_fold(self) -> bool:
        return True

    @property
    def all_in_to(self) -> int:
        """The street total an all-in reaches."""
        return self.own_bet + self.stack

    @property
    def all_in_word(self) -> str:
        """What an all-in is now: "raise" (the bet or raise word's action), "call", or "" (neither).

        A call when the stack does not cover the bet, or when every other player
        is all-in (only a call is open)."""
        if self.can_raise:
            return "raise"
        if self.to_call and (self.stack <= self.to_call or self.closed_reason == "others-all-in"):
            return "call"
        return ""

    @property
    def all_in_is_call(self) -> bool:
        return self.all_in_word == "call"

    @property
    def all_in_refused(self) -> str:
        """Why an all-in is not allowed now, or "": ALL_IN_NO_CHIPS, ALL_IN_ABOVE_POT_LIMIT or the
        closed reason. An all-in that could only be a call for less than the stack (a short all-in
        closed the raising) is refused rather than turned into a call, so the dealer is not surprised
        by a call for less than the stack; ``apply(all_in())`` still takes it as that call (a hand
        history's "all-in" when only a call is open)."""
        if self.stack == 0:
            return ALL_IN_NO_CHIPS
        if self.can_raise:
            return ALL_IN_ABOVE_POT_LIMIT if self.own_bet + self.stack > self.max_raise_to else ""
        if self.to_call and (self.stack <= self.to_call or self.closed_reason == "others-all-in"):
            return ""
        return self.closed_reason or "closed"

    @property
    def bet_sizes(self) -> BetSizes:
        """The preset sizes (minimum, ½ pot, pot, all-in) as "raise to" totals within the range."""
        if not self.can_raise:
            return NO_SIZES
        low, high = self.min_raise_to, self.max_raise_to
        all_in = self.own_bet + self.stack
        all_in_size = all_in if low <= all_in <= high else None
        if self.structure is Structure.FIXED_LIMIT:
            # One raise size (or the all-in short of it): no ½ pot or pot to choose.
            return BetSizes(low, None, None, all_in_size)
        if self.structure is Structure.POT_LIMIT:
            pot_raise_to = high              # the engine's figure (dead blinds, rounding)
        else:
            # A pot-sized raise: call, then add the pot as it stands after the call.
            pot_raise_to = self.current_bet + self.pot + (self.current_bet - self.own_bet)
        half = self.current_bet + (pot_raise_to - self.current_bet) // 2
        half -= half % self.chip_unit
        return BetSizes(low, max(low, min(high, half)), max(low, min(high, pot_raise_to)), all_in_size)
