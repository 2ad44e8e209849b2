"""What a hand adds to the jackpot's meter (RULES.md 12, "Increment").

Taken **after** the levy: a fixed amount, or a percentage of the pot net of the levy,
rounded down to the chip unit, and only when the pot **before** the levy (uncalled bets
already returned: the pots as engine/pots.py builds them) reaches the house minimum.
The pot is the total of all pots or the main pot alone (house option); either way the
increment comes out of the main pot. A hand run twice pays one increment, taken before
the pot is split between the runs (engine/showdown.py run_parts); a bomb pot pays none
by default. Pure arithmetic on the pots: the caller takes ``pots`` for the award.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from ..pots import Pot
from .rules import BASE_MAIN_POT, JackpotRules

# Why a hand paid what it paid (the record's words; a screen says them in its own).
TAKEN, OFF, BOMB_POT, BELOW_MINIMUM, NOTHING = "taken", "off", "bomb-pot", "below-minimum", "nothing"


@dataclass(frozen=True)
class Increment:
    amount: int                 # chips from the main pot to the meter
    reason: str                 # TAKEN, or why nothing was taken
    tested: int                 # the pot before the levy, tested against the minimum
    base: int                   # the pot after the levy the percentage is of
    pots: tuple[Pot, ...]       # the pots after the levy and the increment, main pot first


def reaches_minimum(rules: JackpotRules, before_levy: Sequence[Pot]) -> bool:
    """Whether the pot before the levy reaches the house minimum (the bad beat's test too)."""
    return _pot(rules, before_levy) >= rules.minimum_pot


def take_increment(rules: JackpotRules, before_levy: Sequence[Pot], after_levy: Sequence[Pot], chip_unit: int,
                   *, bomb_pot: bool = False) -> Increment:
    """The increment of one hand, from the pots before the levy (``before_levy``) and after it
    (``after_levy``: engine/rake.py take_rake's ``pots``), at a table of ``chip_unit``.

    1 % after a 4 % levy: a pot of 1,050, levy 42, 1,008 left, increment 10, 998 to the winner.
    """
    after = tuple(after_levy)
    tested, base = _pot(rules, before_levy), _pot(rules, after)
    if not rules.on:
        return Increment(0, OFF, tested, base, after)
    if bomb_pot and rules.exclude_bomb_pots:
        return Increment(0, BOMB_POT, tested, base, after)
    if tested < rules.minimum_pot or not after:
        return Increment(0, BELOW_MINIMUM, tested, base, after)
    wanted = rules.fixed if rules.fixed else Fraction(base) * rules.percent / 100
    units = int(wanted // chip_unit)            # rounded down to the chip unit
    amount = min(units * chip_unit, after[0].amount - after[0].amount % chip_unit)
    if amount <= 0:
        return Increment(0, NOTHING, tested, base, after)
    pots = (Pot(after[0].amount - amount, after[0].eligible),) + after[1:]
    return Increment(amount, TAKEN, tested, base, pots)


def _pot(rules: JackpotRules, pots: Sequence[Pot]) -> int:
    if rules.base == BASE_MAIN_POT:
        return pots[0].amount if pots else 0
    return sum(p.amount for p in pots)
