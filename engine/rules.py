"""Stakes and the house options of RULES.md section 10 that concern one hand."""
from __future__ import annotations

from dataclasses import dataclass

from .errors import ConfigError


_INT_ONLY = {int}


@dataclass(frozen=True, slots=True)
class Stakes:
    small_blind: int
    big_blind: int
    small_bet: int = 0   # fixed limit: the bet pre-flop and on the flop
    big_bet: int = 0     # fixed limit: the bet on turn and river
    chip_unit: int = 1   # the smallest chip in play

    def __post_init__(self) -> None:
        values = (self.small_blind, self.big_blind, self.small_bet, self.big_bet, self.chip_unit)
        if set(map(type, values)) == _INT_ONLY and min(values) >= 0 and self.chip_unit >= 1 and self.big_blind >= 1:
            return                       # whole chips (the usual stakes), told at C speed
        for name in ("small_blind", "big_blind", "small_bet", "big_bet", "chip_unit"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ConfigError("bad-stakes", f"{name} must be a whole number of chips, not {value!r}")
        if self.chip_unit < 1:
            raise ConfigError("bad-stakes", "chip_unit must be at least 1")
        if self.big_blind < 1:
            raise ConfigError("bad-stakes", "big_blind must be at least 1")


@dataclass(frozen=True, slots=True)
class HouseRules:
    min_raise: str = "last-raise"              # last-raise | double-previous
    pot_limit_dead_blinds: str = "full"        # full | as-posted
    pot_limit_rounding: str = "exact"          # exact | up-to-unit
    raise_cap: int = 3                         # raises after the bet, fixed limit
    heads_up_cap: str = "became-heads-up"      # became-heads-up | began-heads-up | never
    limit_short_all_in: str = "half-bet"       # half-bet | full-bet
    identical_hilo: str = "even"               # even | per-half
    low_qualifier: int = 8                     # 8 | 9 | 0 (none)
    max_runs: int = 2                          # run it twice (RULES.md 11): 1 never, 2 twice, 3 three times

    _CHOICES = {
        "min_raise": ("last-raise", "double-previous"),
        "pot_limit_dead_blinds": ("full", "as-posted"),
        "pot_limit_rounding": ("exact", "up-to-unit"),
        "heads_up_cap": ("became-heads-up", "began-heads-up", "never"),
        "limit_short_all_in": ("half-bet", "full-bet"),
        "identical_hilo": ("even", "per-half"),
        "low_qualifier": (8, 9, 0),
        "max_runs": (1, 2, 3),
    }

    def __post_init__(self) -> None:
        for name, choices in self._CHOICES.items():
            if getattr(self, name) not in choices:
                raise ConfigError(
                    "bad-house-rule",
                    f"{name} = {getattr(self, name)!r}; choose one of {', '.join(map(str, choices))}",
                    rule="house-choice", field=name, value=repr(getattr(self, name)),
                    choices=tuple(map(str, choices)))
        if not isinstance(self.raise_cap, int) or self.raise_cap < 1:
            raise ConfigError("bad-house-rule", f"raise_cap must be at least 1, not {self.raise_cap!r}",
                              rule="house-raise-cap", field="raise_cap", value=repr(self.raise_cap))
