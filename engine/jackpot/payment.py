"""The bad beat jackpot paid (RULES.md 12, "Payment").

The whole meter is paid. French default: 50 % to the losing player, 50 % shared equally
among all players present at the table (loser and winner included, and players seated
but not dealt in). House option: a loser / winner / table split (e.g. 50 / 25 / 25), the
table's part then among the other players present. The loser's and winner's parts are
rounded down to the chip unit, their remainder joins the table's part; the table's part
is shared in chip units, odd units one each clockwise from the button (from the first
seat after it, the button's own seat last, as when the button is dead).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..errors import ConfigError
from .rules import JackpotRules


@dataclass(frozen=True)
class Payment:
    meter: int
    loser_part: int
    winner_part: int
    table_part: int
    shares: dict                        # seat -> chips, every present seat, in clockwise order
    odd_unit_receivers: tuple[int, ...] = ()


def clockwise(seats: Sequence[int], button: int) -> list[int]:
    """``seats`` in the order the odd units go: the first seat after the button first."""
    return sorted(seats, key=lambda seat: (seat <= button, seat))


def pay_jackpot(meter: int, rules: JackpotRules, chip_unit: int, present: Sequence[int], button: int,
                loser: int, winner: int) -> Payment:
    """Each present seat's share of ``meter``. ``present``: the seats of the players at the table
    (dealt in or not); ``loser`` and ``winner``: their seats.

    10,000 with 8 present: 5,000 + 625 to the loser and 625 to each of the other seven; with
    7 present: 5,000 + 714 to the loser, 714 each and the 2 odd units to the first two seats
    clockwise from the button.
    """
    seats = clockwise(set(present), button)
    if loser not in seats or winner not in seats or loser == winner:
        raise ConfigError("jackpot-players", "the loser and the winner are two players present at the table",
                          loser=loser, winner=winner)
    if meter < 0 or meter % chip_unit:
        raise ConfigError("jackpot-meter", f"a meter of {meter} is not a whole number of {chip_unit}-chips",
                          meter=meter, unit=chip_unit)
    loser_part = _rounded_down(meter * rules.loser_percent // 100, chip_unit)
    winner_part = _rounded_down(meter * rules.winner_percent // 100, chip_unit)
    table_part = meter - loser_part - winner_part
    # The French default shares the table's part among all present; with a winner's part,
    # among the others (both, if nobody else is at the table).
    sharing = seats if not rules.winner_percent else [s for s in seats if s not in (loser, winner)] or seats
    each, odd = divmod(table_part // chip_unit, len(sharing))
    shares = dict.fromkeys(seats, 0)
    for i, seat in enumerate(sharing):
        shares[seat] = (each + (1 if i < odd else 0)) * chip_unit
    shares[loser] += loser_part
    shares[winner] += winner_part
    assert sum(shares.values()) == meter
    return Payment(meter, loser_part, winner_part, table_part, shares, tuple(sharing[:odd]))


def _rounded_down(amount: int, chip_unit: int) -> int:
    return amount - amount % chip_unit
