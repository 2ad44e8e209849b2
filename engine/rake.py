"""The levy ("rake", "prélèvement", "cagnotte") and the jackpot drop (RULES.md section 6).

Taken before the pots are split (RULES.md section 5). Exact arithmetic only:
the percentage is a Fraction, every amount a whole number of chips.

How the pieces fit, in order:

1. No flop, no drop: with the option on and no flop seen, nothing is taken
   (neither rake nor jackpot).
2. The rake:
   - ``fixed > 0``: that amount per hand *instead of* a percentage
     (``percent``, ``cap``, ``rounding`` and ``per_pot`` are then not used),
     taken from the main pot first, then the side pots in order;
   - ``per_pot``: the percentage of each pot, rounded to ``unit`` in the
     ``rounding`` direction, then the cap, each pot on its own;
   - otherwise: the percentage of the total of all pots, rounded, capped, then
     drawn from the pots in proportion to their sizes, in whole ``unit``\\s by
     largest remainder (ties to the main pot, i.e. the earlier pot); whatever
     cannot be placed in whole units (a cap or a total not a multiple of
     ``unit``) comes from the main pot first.
   Never more than a pot holds.
3. The jackpot drop, a fixed amount per hand, from what is left after the
   rake, drawn like the rake: main pot first with a fixed rake, otherwise in
   proportion to what is left in each pot. Never more than is left.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal
from fractions import Fraction
from math import lcm
from typing import Sequence

from .errors import ConfigError
from .pots import Pot

ROUNDINGS = ("down", "nearest", "up")


@dataclass(frozen=True)
class RakeRules:
    """The session's ``[rake]`` keys (ARCHITECTURE.md 4.1), plus ``jackpot``.

    ``percent`` is stored as a Fraction (5.0 means 5 %); a float is read by its
    decimal text, so 2.5 is exactly 5/2.
    """

    percent: Fraction | Decimal | float | int | str = 0
    cap: int = 0                    # 0 = no cap
    no_flop_no_drop: bool = True
    unit: int = 1                   # rounding unit of the percentage
    rounding: str = "down"          # down | nearest (half up) | up
    per_pot: bool = False           # True: rate and cap on each pot on its own
    fixed: int = 0                  # a fixed amount per hand instead of a percentage
    jackpot: int = 0                # a fixed jackpot drop per hand, after the rake

    def __post_init__(self) -> None:
        object.__setattr__(self, "percent", _percent(self.percent))
        if self.percent < 0:
            _bad("percent", f"percent must not be negative, not {_fmt(self.percent)}", "rake-negative",
                 value=_fmt(self.percent))
        if self.percent > 100:
            _bad("percent", f"percent must be at most 100, not {_fmt(self.percent)}", "rake-percent-above-100",
                 value=_fmt(self.percent))
        for name in ("cap", "unit", "fixed", "jackpot"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                _bad(name, f"{name} must be a whole number of chips, not {value!r}", "rake-not-chips", value=repr(value))
            if value < 0:
                _bad(name, f"{name} must not be negative, not {value}", "rake-negative", value=str(value))
        if self.unit < 1:
            _bad("unit", f"unit must be at least 1, not {self.unit}", "rake-unit-below-one", value=self.unit)
        if self.rounding not in ROUNDINGS:
            _bad("rounding", f"rounding must be one of {', '.join(ROUNDINGS)}, not {self.rounding!r}",
                 "rake-choice", value=repr(self.rounding), choices=ROUNDINGS)
        for name in ("no_flop_no_drop", "per_pot"):
            if not isinstance(getattr(self, name), bool):
                _bad(name, f"{name} must be true or false, not {getattr(self, name)!r}", "rake-not-bool",
                     value=repr(getattr(self, name)))


@dataclass(frozen=True)
class RakeResult:
    pots: tuple[Pot, ...]               # same pots, same order, after rake and jackpot
    rake_per_pot: tuple[int, ...]
    jackpot_per_pot: tuple[int, ...]
    rake: int
    jackpot: int
    explanation: str = field(default="")


def take_rake(pots: Sequence[Pot], rules: RakeRules, flop_seen: bool, chip_unit: int = 1) -> RakeResult:
    """The rake and jackpot drop taken from ``pots`` (main pot first), and what is left.

    ``chip_unit`` is the table's smallest chip: the levy is taken in whole chips, so that
    what is left of a pot (a whole number of chips) still splits in whole chips (RULES.md 5).
    """
    pots = tuple(pots)
    if chip_unit > 1:
        rules = in_whole_chips(rules, chip_unit)
    amounts = [p.amount for p in pots]
    total = sum(amounts)

    if not (rules.percent or rules.fixed or rules.jackpot):
        # A table with no rake (home games, most hand histories): nothing to reckon.
        return RakeResult(pots, (0,) * len(pots), (0,) * len(pots), 0, 0, "no rake")
    if rules.no_flop_no_drop and not flop_seen:
        return RakeResult(pots, (0,) * len(pots), (0,) * len(pots), 0, 0,
                          "no flop, no drop: nothing taken")
    names = _pot_names(len(pots))

    if rules.fixed > 0:
        rake = min(rules.fixed, total)
        rake_per_pot = _from_main_pot_first(rake, amounts)
        text = f"fixed {rules.fixed} per hand"
        if rake < rules.fixed:
            text += f", limited to the {total} in the pots"
        text += f" → {rake}"
        if len(pots) > 1 and rake:
            text += ", taken from the main pot first (" + _listing(names, rake_per_pot) + ")"
    elif rules.per_pot:
        rake_per_pot = []
        parts = []
        for name, amount in zip(names, amounts):
            taken, why = _percentage(amount, rules)
            rake_per_pot.append(taken)
            parts.append(f"{name}: {why}" if len(pots) > 1 else why)
        rake = sum(rake_per_pot)
        text = "; ".join(parts) if parts else "no pot"
        if len(pots) > 1:
            text += f"; rake {rake}"
    else:
        rake, text = _percentage(total, rules)
        rake_per_pot = _in_proportion(rake, amounts, rules.unit)
        if len(pots) > 1 and rake:
            text += ", drawn from the pots in proportion (" + _listing(names, rake_per_pot) + ")"

    left = [a - r for a, r in zip(amounts, rake_per_pot)]
    jackpot = min(rules.jackpot, sum(left))
    if rules.fixed > 0:
        jackpot_per_pot = _from_main_pot_first(jackpot, left)
    else:
        jackpot_per_pot = _in_proportion(jackpot, left, rules.unit)
    if rules.jackpot:
        text += f"; jackpot {rules.jackpot} after the rake"
        if jackpot < rules.jackpot:
            text += f", limited to the {sum(left)} left"
        text += f" → {jackpot}"
        if len(pots) > 1 and jackpot:
            text += " (" + _listing(names, jackpot_per_pot) + ")"

    after = tuple(Pot(a - j, p.eligible) for p, a, j in zip(pots, left, jackpot_per_pot))
    result = RakeResult(after, tuple(rake_per_pot), tuple(jackpot_per_pot), rake, jackpot, text)
    assert sum(result.rake_per_pot) == rake and sum(result.jackpot_per_pot) == jackpot
    assert all(p.amount >= 0 for p in after) and sum(p.amount for p in after) == total - rake - jackpot
    return result


def in_whole_chips(rules: RakeRules, chip_unit: int) -> RakeRules:
    """The rake's rules at a table whose smallest chip is ``chip_unit``.

    The rounding unit becomes a whole number of chips (the least common multiple of
    the two: unit 1 at a table of 5-chips rounds to 5s); a cap, a fixed rake or a
    jackpot drop that is not a whole number of chips is taken down to one (a cap
    of 32 in 5-chips takes at most 30: never more than the house set).
    """
    unit = lcm(rules.unit, chip_unit)
    cap, fixed, jackpot = (v - v % chip_unit for v in (rules.cap, rules.fixed, rules.jackpot))
    if (unit, cap, fixed, jackpot) == (rules.unit, rules.cap, rules.fixed, rules.jackpot):
        return rules
    return replace(rules, unit=unit, cap=cap, fixed=fixed, jackpot=jackpot)


# ------------------------------------------------------------------ presets

# RULES.md section 6: French casinos and clubs, 4 % per pot, capped at a share
# of the table's minimum buy-in.
FRENCH_LEVY_PERCENT = 4
FRENCH_LEVY_CAP_RATES: tuple[tuple[int, int], ...] = (
    # (minimum buy-in from, cap as a percentage of the minimum buy-in)
    (500, 15),
    (1_000, 10),
    (5_000, 5),
    (10_000, 3),
    (50_000, 1),
)


def french_levy_cap(min_buy_in: int) -> int:
    """The per-pot cap for a minimum buy-in.

    The rate is that of the largest listed buy-in not above ``min_buy_in``
    (below 500: the 500 rate, 15 %), applied to ``min_buy_in`` itself and
    rounded down to a whole chip so the cap never exceeds the legal share:
    500 → 75, 1,000 → 100, 5,000 → 250, 10,000 → 300, 50,000 → 500, 2,000 → 200.
    Note the cap is not monotonic at the listed boundaries (999 → 149, 1,000 → 100);
    that follows from a rate tied to the buy-in.
    """
    if not isinstance(min_buy_in, int) or isinstance(min_buy_in, bool) or min_buy_in < 1:
        _bad("min_buy_in", f"min_buy_in must be a whole number of at least 1, not {min_buy_in!r}", "levy-buy-in",
             value=repr(min_buy_in))
    rate = FRENCH_LEVY_CAP_RATES[0][1]
    for from_buy_in, listed_rate in FRENCH_LEVY_CAP_RATES:
        if min_buy_in >= from_buy_in:
            rate = listed_rate
    return min_buy_in * rate // 100


def french_levy(min_buy_in: int, percent: Fraction | Decimal | float | int | str = FRENCH_LEVY_PERCENT,
                unit: int = 1) -> RakeRules:
    """4 % of each pot, capped by :func:`french_levy_cap`, no flop no drop.

    A preset, not a certainty (RULES.md section 6 reports 2 % for Omaha at small
    buy-ins): ``percent`` stays editable.
    """
    return RakeRules(percent=percent, cap=french_levy_cap(min_buy_in), no_flop_no_drop=True,
                     unit=unit, rounding="down", per_pot=True)


def capped_five_percent(cap: int, unit: int = 1) -> RakeRules:
    """5 % of the total of the pots, capped, no flop no drop, rounded down."""
    return RakeRules(percent=5, cap=cap, no_flop_no_drop=True, unit=unit, rounding="down", per_pot=False)


# ------------------------------------------------------------------ arithmetic

def _percentage(base: int, rules: RakeRules) -> tuple[int, str]:
    """The percentage of ``base``: rounded to the unit, capped, never above ``base``."""
    exact = Fraction(base) * rules.percent / 100
    units = exact / rules.unit
    if rules.rounding == "down":
        whole = units.numerator // units.denominator
    elif rules.rounding == "up":
        whole = -((-units.numerator) // units.denominator)
    else:  # nearest, half up
        half_up = units + Fraction(1, 2)
        whole = half_up.numerator // half_up.denominator
    rounded = whole * rules.unit
    taken = min(rounded, rules.cap) if rules.cap else rounded
    taken = min(taken, base)

    to = f"to {rounded}" if rules.unit == 1 else f"to a multiple of {rules.unit}: {rounded}"
    text = f"{_fmt(rules.percent)} % of {base} = {_fmt(exact)}, rounded {rules.rounding} {to}"
    text += f", cap {rules.cap}" if rules.cap else ", no cap"
    if taken < min(rounded, rules.cap or rounded):
        text += f", limited to the {base} in the pot"
    return taken, text + f" → {taken}"


def _in_proportion(amount: int, capacities: Sequence[int], unit: int) -> list[int]:
    """``amount`` drawn from pots in proportion to their sizes, in whole units.

    Largest remainder, ties to the earlier pot (the main pot); then whatever
    could not be placed in whole units comes from the main pot first.
    """
    total = sum(capacities)
    if amount == 0 or total == 0:
        return [0] * len(capacities)
    quotas = [Fraction(amount * c, total * unit) for c in capacities]   # in units
    taken = [(q.numerator // q.denominator) * unit for q in quotas]
    left = amount - sum(taken)
    by_remainder = sorted(range(len(quotas)), key=lambda i: (-(quotas[i] - quotas[i].numerator // quotas[i].denominator), i))
    for i in by_remainder:
        if left >= unit and taken[i] + unit <= capacities[i]:
            taken[i] += unit
            left -= unit
    extra = _from_main_pot_first(left, [c - t for c, t in zip(capacities, taken)])
    return [t + e for t, e in zip(taken, extra)]


def _from_main_pot_first(amount: int, capacities: Sequence[int]) -> list[int]:
    taken = []
    for capacity in capacities:
        t = min(amount, capacity)
        taken.append(t)
        amount -= t
    assert amount == 0, "more taken than the pots hold"
    return taken


# ------------------------------------------------------------------ helpers

def _percent(value: object) -> Fraction:
    if isinstance(value, bool):
        _bad("percent", f"percent must be a number, not {value!r}", "rake-not-a-number", value=repr(value))
    try:
        if isinstance(value, float):
            return Fraction(repr(value))     # 4.1 -> 41/10, not the binary float
        if isinstance(value, (Fraction, Decimal, int, str)):
            return Fraction(value)
    except (ValueError, ZeroDivisionError, ArithmeticError):
        pass
    _bad("percent", f"percent must be a finite number, not {value!r}", "rake-not-finite", value=repr(value))
    raise AssertionError  # unreachable


def _bad(name: str, message: str, rule: str, **numbers: object) -> None:
    """Refused with the field, the rule broken and its values (a screen says it in words of its own)."""
    raise ConfigError("bad-rake-rules", message, field=name, rule=rule, **numbers)


def _fmt(value: Fraction) -> str:
    """Exact decimal text when there is one (11.5), else four places, marked (3.3333…)."""
    value = Fraction(value)
    sign = "-" if value < 0 else ""
    value = abs(value)
    den, twos, fives = value.denominator, 0, 0
    while den % 2 == 0:
        den //= 2
        twos += 1
    while den % 5 == 0:
        den //= 5
        fives += 1
    if den == 1:
        places = max(twos, fives)
        scaled = value.numerator * 10 ** places // value.denominator   # exact
    else:
        places = 4
        scaled = value.numerator * 10 ** places // value.denominator   # truncated
    whole, frac = divmod(scaled, 10 ** places)
    if den != 1:
        return f"{sign}{whole}.{frac:0{places}d}…"
    text = f"{whole}.{frac:0{places}d}".rstrip("0").rstrip(".") if places else str(whole)
    return sign + text


def _pot_names(n: int) -> list[str]:
    return ["main pot"] + [f"side pot {i}" for i in range(1, n)]


def _listing(names: Sequence[str], amounts: Sequence[int]) -> str:
    return ", ".join(f"{n} {a}" for n, a in zip(names, amounts))
