"""The house's jackpot options (RULES.md 10 and 12) as frozen values: the session file's
``[jackpot]`` and ``[high_hand]`` sections (ARCHITECTURE.md 4.1).

Checked when made, like the rake's rules (engine/rake.py): a bad value is refused with the
field and the rule it breaks (ConfigError), which engine/settings.py says as the session
file's key. The defaults are a session without a jackpot: both off.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from ..cards import Card, parse_cards
from ..errors import ConfigError
from ..ranking.five_cards import high_value

BASE_TOTAL, BASE_MAIN_POT = "total", "main-pot"
BASES = (BASE_TOTAL, BASE_MAIN_POT)
MINUTES_A_DAY = 24 * 60
# The name of a shared jackpot, as the central record keeps it (its pools' CHECK).
POOL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}")
DEFAULT_POOL = "room"


@dataclass(frozen=True)
class JackpotRules:
    """``[jackpot]``: the bad beat jackpot of art. 56-3 (RULES.md 12).

    The increment is ``fixed`` chips a hand, or ``percent`` of the pot after the levy
    (never both), taken when the pot before the levy reaches ``minimum_pot``; the
    percentage is of the total of the pots or of the main pot (``base``). The payment
    shares the meter ``loser_percent`` / ``winner_percent`` / ``table_percent`` (50 / 0 / 50:
    the French default, the table's half among every player present). ``start`` is the meter's value
    after each payment (0: none); ``shared``: one jackpot for the room, kept in the central
    record, not this table's own: ``shared = "NAME"`` names the room's pool
    (dealer_app/central/migrations/0014_shared_jackpot.sql), ``true`` the pool named ``room``.
    """

    on: bool = False
    percent: Fraction | Decimal | float | int | str = 0
    fixed: int = 0
    minimum_pot: int = 0
    base: str = BASE_TOTAL
    loser_percent: int = 50
    winner_percent: int = 0
    table_percent: int = 50
    start: int = 0
    shared: bool | str = False
    first_run_only: bool = True       # a hand run twice: only the first run can win
    exclude_bomb_pots: bool = True    # a bomb pot neither pays an increment nor wins

    def __post_init__(self) -> None:
        object.__setattr__(self, "percent", _percent(self.percent))
        if not isinstance(self.shared, (bool, str)) or (isinstance(self.shared, str)
                                                          and not POOL_NAME.fullmatch(self.shared)):
            _bad("shared", "shared is true, false or the shared jackpot's name (up to 40 letters, digits, spaces, "
                 f"dots, dashes or underscores), not {self.shared!r}", "jackpot-pool-name", value=repr(self.shared))
        for name in ("on", "first_run_only", "exclude_bomb_pots"):
            if not isinstance(getattr(self, name), bool):
                _bad(name, f"{name} must be true or false, not {getattr(self, name)!r}", "rake-not-bool",
                     value=repr(getattr(self, name)))
        for name in ("fixed", "minimum_pot", "loser_percent", "winner_percent", "table_percent", "start"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                _bad(name, f"must be a whole number, not {value!r}", "wrong-type", kinds=("int",), value=repr(value))
            if value < 0:
                _bad(name, f"{name} must not be negative, not {value}", "rake-negative", value=str(value))
        if self.percent < 0:
            _bad("percent", f"percent must not be negative, not {self.percent}", "rake-negative",
                 value=str(self.percent))
        if self.percent > 100:
            _bad("percent", f"percent must be at most 100, not {_text(self.percent)}", "rake-percent-above-100",
                 value=_text(self.percent))
        if self.percent and self.fixed:
            _bad("fixed", f"the increment is a fixed amount or a percentage, not both ({self.fixed} and "
                 f"{_text(self.percent)} %)", "jackpot-fixed-and-percent", fixed=self.fixed,
                 percent=_text(self.percent))
        if self.base not in BASES:
            _bad("base", f"base = {self.base!r}; choose one of {', '.join(BASES)}", "house-choice",
                 value=repr(self.base), choices=BASES)
        loser, winner, table = self.loser_percent, self.winner_percent, self.table_percent
        if loser + winner + table != 100:
            _bad("table_percent", f"the payment's parts must make 100 %: loser {loser} + winner {winner} + "
                 f"table {table} = {loser + winner + table}", "jackpot-split-not-100",
                 loser=loser, winner=winner, table=table, total=loser + winner + table)

    @property
    def pool(self) -> str | None:
        """The room's pool this table plays, None for the table's own jackpot."""
        if self.shared is True:
            return DEFAULT_POOL
        return self.shared or None

    def in_chips(self, chip_unit: int) -> list[tuple[str, int]]:
        """The amounts that are not whole chips at a table of ``chip_unit`` (the file refuses them)."""
        return [(name, getattr(self, name)) for name in ("fixed", "minimum_pot", "start")
                if getattr(self, name) % chip_unit]


# The smallest hand a high-hand promotion usually asks for: aces full (of kings).
ACES_FULL = parse_cards("Ac Ad Ah Kc Kd")


@dataclass(frozen=True)
class HighHandRules:
    """``[high_hand]``: the best hand shown in each period of ``minutes`` (periods from
    midnight, start included, end excluded) wins ``prize``, if it is at least ``minimum``
    (five cards; their suits matter only for a flush); in Hold'em ``both_hole_cards``: only
    a hand both of whose hole cards play counts."""

    on: bool = False
    minutes: int = 60
    minimum: tuple[Card, ...] = ACES_FULL
    both_hole_cards: bool = True
    prize: int = 0

    def __post_init__(self) -> None:
        if isinstance(self.minimum, str):
            object.__setattr__(self, "minimum", _five_cards(self.minimum))
        for name in ("on", "both_hole_cards"):
            if not isinstance(getattr(self, name), bool):
                _bad(name, f"{name} must be true or false, not {getattr(self, name)!r}", "rake-not-bool",
                     value=repr(getattr(self, name)))
        for name in ("minutes", "prize"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                _bad(name, f"must be a whole number, not {value!r}", "wrong-type", kinds=("int",), value=repr(value))
            if value < 0:
                _bad(name, f"{name} must not be negative, not {value}", "rake-negative", value=str(value))
        if not 1 <= self.minutes <= MINUTES_A_DAY or MINUTES_A_DAY % self.minutes:
            _bad("minutes", f"{self.minutes}: a period is a whole part of a day, in minutes (60, 120, 30 ...)",
                 "high-hand-period", minutes=self.minutes)
        if len(self.minimum) != 5 or len(set(self.minimum)) != 5:
            text = " ".join(map(str, self.minimum))
            _bad("minimum", f"the qualifying minimum is five different cards, not {text!r}", "high-hand-minimum",
                 value=repr(text))

    @property
    def least(self) -> int:
        """The qualifying minimum's value (engine/ranking/five_cards.py)."""
        return high_value(self.minimum)


def _five_cards(text: str) -> tuple[Card, ...]:
    try:
        return parse_cards(text)
    except ValueError:
        _bad("minimum", f"the qualifying minimum is five different cards, not {text!r}", "high-hand-minimum",
             value=repr(text))
        raise AssertionError  # unreachable


def _percent(value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (Fraction, Decimal, int, str, float)):
        _bad("percent", f"percent must be a number, not {value!r}", "rake-not-a-number", value=repr(value))
    try:
        return Fraction(repr(value)) if isinstance(value, float) else Fraction(value)
    except (ValueError, ZeroDivisionError, ArithmeticError):
        _bad("percent", f"percent must be a finite number, not {value!r}", "rake-not-finite", value=repr(value))
        raise AssertionError  # unreachable


def _text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def _bad(name: str, message: str, rule: str, **numbers: object) -> None:
    """Refused with the field, the rule broken and its values (the session file names the key)."""
    raise ConfigError("bad-jackpot-rules", message, field=name, rule=rule, **numbers)
