"""The session file (ARCHITECTURE.md 4.1): the club's game, stakes, house rules and rake.

Reading is strict where money is concerned and kind where it is not: a bad
value is refused with the key and the rule it breaks; an unknown key is kept
out but reported as a warning, never silently dropped.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Mapping, Optional

from .errors import ConfigError
from .cash_rules import (BOMB_EVERY, BOMB_MODES, BOMB_OFF, RUN_IT_CHOICES, RUN_IT_NEVER, TIME_MODES, TIME_NONE,
                         BombPotRules, TimeCollection)
from .games import MOST_SEATS, Game, Structure, game_named, structure_named
from .jackpot.rules import HighHandRules, JackpotRules
from .rake import RakeRules
from .rules import HouseRules, Stakes


class SettingsError(ConfigError):
    """A session file that cannot be used: names the key and what is wrong.

    ``code`` is "bad-session" for every one; ``rule`` names the rule the value
    breaks ("big-blind-outside", "unknown-game", ...) and ``numbers`` hold the
    values the message is made of, so a screen can say it in the dealer's
    language (dealer_app/words/settings.py). The English ``message`` is the key,
    a colon and the rule in words.
    """

    def __init__(self, key: str, message: str, rule: str = "", **numbers: object):
        super().__init__("bad-session", f"{key}: {message}", key=key, **numbers)
        self.key = key
        self.rule = rule
        self.reason = message                  # what is wrong, without the key


# The warnings' codes: a file read all the same, with something said about it.
UNKNOWN_SECTION, UNKNOWN_KEY = "unknown-section", "unknown-key"
SMALL_BET_NOT_BIG_BLIND, BIG_BET_NOT_TWICE_SMALL_BET = "small-bet-not-big-blind", "big-bet-not-twice-small-bet"
_WARNING_TEXT = {
    UNKNOWN_SECTION: "unknown section [{section}] ignored",
    UNKNOWN_KEY: "unknown key {section}.{key} ignored",
    SMALL_BET_NOT_BIG_BLIND: "stakes.small_bet {small_bet} is not the big blind {big_blind} "
                             "(usually small bet = big blind)",
    BIG_BET_NOT_TWICE_SMALL_BET: "stakes.big_bet {big_bet} is not twice the small bet {small_bet} "
                                 "(usually big bet = 2 × small bet)",
}


@dataclass(frozen=True, slots=True, init=False)
class SettingsWarning:
    """A warning of the session file: its ``code`` and the ``numbers`` (names and amounts) it is made
    of, for the screen's words (dealer_app/words/settings.py); ``english()`` is the text the logs and
    the replay command print."""

    code: str
    items: tuple[tuple[str, object], ...]    # the numbers, in the order given: hashable, so the value is

    def __init__(self, code: str, **numbers: object) -> None:
        object.__setattr__(self, "code", code)       # frozen: the dataclass's own way of setting a field once
        object.__setattr__(self, "items", tuple(numbers.items()))

    @property
    def numbers(self) -> Mapping[str, object]:
        return MappingProxyType(dict(self.items))

    def english(self) -> str:
        return _WARNING_TEXT[self.code].format(**dict(self.items))


@dataclass(frozen=True)
class SessionSettings:
    game: Game
    structure: Structure
    # None only when read for a replay (stakes_required=False) from a file without the blinds.
    stakes: Optional[Stakes]
    house: HouseRules = field(default_factory=HouseRules)
    rake: RakeRules = field(default_factory=RakeRules)
    min_buy_in: int = 0
    max_buy_in: int = 0
    button: str = "dead"       # RULES.md 7: dead | moving | simplified
    seats: int = 0             # seats at the table (2 to 10, any game); 0: as many as the game deals to
    warnings: tuple[SettingsWarning, ...] = ()
    # Which of the optional sections the file gave (the replay command overrides only those).
    given: frozenset = frozenset()
    # The (key, value) pairs the file wrote in [stakes]: a replay checks them against the hand
    # history (ARCHITECTURE.md 4.2). Like ``given``, what the file said, not what the table is.
    stated_stakes: tuple[tuple[str, int], ...] = field(default=(), compare=False)
    # RULES.md 10 and 11, cash-game practices (engine/cash_rules.py); the defaults are what a
    # file without these keys has always meant.
    chips: tuple[int, ...] = ()             # [table] chips: the chip set, smallest first; () none named
    bomb_pot: BombPotRules = field(default_factory=BombPotRules)
    time_collection: TimeCollection = field(default_factory=TimeCollection)
    # RULES.md 10 and 12: the bad beat jackpot and the high-hand promotion (engine/jackpot/), off
    # when the file has no [jackpot] or [high_hand].
    jackpot: JackpotRules = field(default_factory=JackpotRules)
    high_hand: HighHandRules = field(default_factory=HighHandRules)

    @property
    def table_seats(self) -> int:
        """The seats at the table: 2 to 10 whatever the game; the game's range limits the players dealt in
        (engine/game_limit.py). A file without ``[table] seats`` has as many as the game deals to."""
        return self.seats or self.game.max_players


_SCHEMA: dict[str, dict[str, tuple]] = {
    "game": {"variant": (str,), "structure": (str,), "low_qualifier": (int,)},
    "stakes": {"small_blind": (int,), "big_blind": (int,), "small_bet": (int,), "big_bet": (int,),
               "chip_unit": (int,), "min_buy_in": (int,), "max_buy_in": (int,)},
    "house": {"min_raise": (str,), "pot_limit_dead_blinds": (str,), "pot_limit_rounding": (str,),
              "raise_cap": (int,), "heads_up_cap": (str,), "limit_short_all_in": (str,),
              "button": (str,), "identical_hilo": (str,), "run_it": (str,), "max_runs": (int,)},
    "rake": {"percent": (int, float), "cap": (int,), "no_flop_no_drop": (bool,), "unit": (int,),
             "rounding": (str,), "per_pot": (bool,), "fixed": (int,), "jackpot": (int,)},
    "table": {"seats": (int,), "chips": (list,)},
    "bomb_pot": {"mode": (str,), "hands": (int,), "ante": (int,)},
    "time_collection": {"mode": (str,), "amount": (int,), "minutes": (list,)},
    "jackpot": {"on": (bool,), "percent": (int, float), "fixed": (int,), "minimum_pot": (int,), "base": (str,),
                "loser_percent": (int,), "winner_percent": (int,), "table_percent": (int,), "start": (int,),
                "shared": (bool, str), "first_run_only": (bool,), "exclude_bomb_pots": (bool,)},
    "high_hand": {"on": (bool,), "minutes": (int,), "minimum": (str,), "both_hole_cards": (bool,), "prize": (int,)},
}
_LARGEST_AMOUNT = 10**12   # beyond any table's chips: a typo, not a stake
_QUOTED = 40                # what a refusal quotes of a value: 4,300 digits are not repeated whole


def _quoted(value: Any) -> str:
    """A refused value as a message quotes it: as written when short, its start and length when not."""
    text = repr(value)
    return text if len(text) <= _QUOTED else f"{text[:_QUOTED - 12]}…{text[-6:]} ({len(text):,} characters)"


# A session file is a few hundred characters: one past this is refused before it is parsed.
MAX_TEXT_CHARS = 1_000_000
BUTTON_RULES = ("dead", "moving", "simplified")


def parse_session(text: str, *, stakes_required: bool = True) -> SessionSettings:
    """Read a session file's text; SettingsError names the key and the rule on any bad value.

    A club's session must state its stakes. ``stakes_required=False`` is for a replay
    (ARCHITECTURE.md 4.2): the hand history carries the blinds and bet sizes, so the
    file may leave them out (``stakes`` is then None when it states no blinds); what it
    does state is checked as usual and kept in ``stated_stakes``.
    """
    if len(text) > MAX_TEXT_CHARS:
        raise SettingsError("file", f"{len(text):,} characters, more than the {MAX_TEXT_CHARS:,} a session "
                            "file can be (a few hundred are usual): not a session file",
                            "text-too-long", characters=len(text), most=MAX_TEXT_CHARS)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SettingsError("file", f"not valid TOML ({exc})", "not-toml", why=str(exc)) from None
    except RecursionError:
        # tomllib reads nested arrays and tables recursively: [[[[...]]]] deep enough ends here.
        raise SettingsError("file", "not a session file: arrays or tables nested too deeply",
                            "nested-too-deeply") from None
    except ValueError:
        # An integer of more than 4,300 digits (Python's int conversion limit).
        raise SettingsError("file", "not a session file: a number has more than 4,300 digits",
                            "number-too-long", digits=4300) from None
    warnings: list[SettingsWarning] = []
    for section, value in data.items():
        if section not in _SCHEMA:
            warnings.append(SettingsWarning(UNKNOWN_SECTION, section=section))
        elif not isinstance(value, dict):
            raise SettingsError(section, "must be a [section] of keys", "not-a-section")
    tables = {name: dict(data.get(name, {})) for name in _SCHEMA}
    for section, table in tables.items():
        for key, value in list(table.items()):
            types = _SCHEMA[section].get(key)
            if types is None:
                warnings.append(SettingsWarning(UNKNOWN_KEY, section=section, key=key))
                del table[key]
            elif isinstance(value, bool) and bool not in types or not isinstance(value, types):
                want = " or ".join("a whole number" if t is int else "a number" if t is float else
                                   "true or false" if t is bool else "a list" if t is list else "text"
                                   for t in types)
                raise SettingsError(f"{section}.{key}", f"must be {want}, not {_quoted(value)}", "wrong-type",
                                    kinds=tuple(t.__name__ for t in types), value=_quoted(value))
            elif isinstance(value, (int, float)) and not isinstance(value, bool):
                if value != value:   # TOML allows nan
                    raise SettingsError(f"{section}.{key}", "must be a number, not nan", "not-a-number")
                if value < 0:
                    raise SettingsError(f"{section}.{key}", f"cannot be negative ({_quoted(value)})", "negative", value=value)
                if value > _LARGEST_AMOUNT:
                    raise SettingsError(f"{section}.{key}", f"{_quoted(value)} is not a believable amount", "unbelievable",
                                        value=value)

    game_t, stakes_t, house_t, rake_t = (tables[k] for k in ("game", "stakes", "house", "rake"))
    try:
        game = game_named(game_t.get("variant", "omaha"))
    except ValueError as exc:
        raise SettingsError("game.variant", str(exc), **getattr(exc, "numbers", {})) from None
    try:
        structure = structure_named(game_t.get("structure", "pot-limit"))
    except ValueError as exc:
        raise SettingsError("game.structure", str(exc), **getattr(exc, "numbers", {})) from None

    stakes = _stakes(stakes_t, structure, stakes_required)
    house = _house(house_t, game_t)
    rake = _rake(rake_t)
    min_buy_in, max_buy_in = stakes_t.get("min_buy_in", 0), stakes_t.get("max_buy_in", 0)
    if max_buy_in and min_buy_in > max_buy_in:
        raise SettingsError("stakes.max_buy_in",
                            f"the maximum buy-in {max_buy_in} is below the minimum {min_buy_in}",
                            "max-buy-in-below-min", maximum=max_buy_in, minimum=min_buy_in)
    big_blind = stakes_t.get("big_blind", 0)
    for key, amount in (("min_buy_in", min_buy_in), ("max_buy_in", max_buy_in)):
        if 0 < amount < big_blind:
            raise SettingsError(f"stakes.{key}", f"{amount} is less than one big blind ({big_blind})",
                                "buy-in-below-big-blind", amount=amount, big_blind=big_blind)
    seats = tables["table"].get("seats", game.max_players)
    if not 2 <= seats <= MOST_SEATS:
        # Seats, not players: a 9-seat table plays Courchevel (8 at most are dealt in) as well as Omaha.
        raise SettingsError("table.seats", f"{seats}: a table has 2 to {MOST_SEATS} seats",
                            "seats-out-of-range", seats=seats, most=MOST_SEATS)
    if stakes is not None:
        warnings += _limit_warnings(stakes, structure)
    unit = stakes_t.get("chip_unit", 1)
    chips = _chips(tables["table"].get("chips", []), unit)
    bomb_pot = _bomb_pot(tables["bomb_pot"], unit)
    time_collection = _time_collection(tables["time_collection"], unit, rake)
    jackpot = _jackpot_rules(JackpotRules, "jackpot", tables["jackpot"], unit, ("fixed", "minimum_pot", "start"))
    high_hand = _jackpot_rules(HighHandRules, "high_hand", tables["high_hand"], unit, ("prize",))
    if jackpot.on and rake.jackpot:
        # Both would take from the same pot after the levy: a room funds its jackpot one way.
        raise SettingsError("jackpot.on", f"the bad beat jackpot's increment replaces the fixed drop, not as "
                            f"well: set rake.jackpot to 0 (now {rake.jackpot}), or jackpot.on to false",
                            "jackpot-and-drop", drop=rake.jackpot)
    given = frozenset(k for k in _SCHEMA if k in data)
    return SessionSettings(game, structure, stakes, house, rake, min_buy_in, max_buy_in,
                           house_t.get("button", "dead"), seats, tuple(warnings), given,
                           tuple(stakes_t.items()), chips, bomb_pot, time_collection, jackpot, high_hand)


def _limit_warnings(stakes: Stakes, structure: Structure) -> list[SettingsWarning]:
    """Fixed limit off the usual sizes (RULES.md 2, seed 003): allowed, but said."""
    if structure is not Structure.FIXED_LIMIT:
        return []
    found = []
    if stakes.small_bet != stakes.big_blind:
        found.append(SettingsWarning(SMALL_BET_NOT_BIG_BLIND, small_bet=stakes.small_bet, big_blind=stakes.big_blind))
    if stakes.big_bet != 2 * stakes.small_bet:
        found.append(SettingsWarning(BIG_BET_NOT_TWICE_SMALL_BET, big_bet=stakes.big_bet, small_bet=stakes.small_bet))
    return found


def _stakes(t: dict[str, Any], structure: Structure, required: bool = True) -> Optional[Stakes]:
    """The stakes; without ``required``, each rule on the values the file states (None without blinds)."""
    if required and ("small_blind" not in t or "big_blind" not in t):
        missing = "stakes.small_blind" if "small_blind" not in t else "stakes.big_blind"
        raise SettingsError(missing, "the blinds are required", "blinds-required")
    sb, bb = t.get("small_blind"), t.get("big_blind")
    if sb is not None and sb < 1 or sb is None and bb is not None and bb < 1:
        raise SettingsError("stakes.small_blind" if sb is not None else "stakes.big_blind",
                            "must be at least 1", "below-one")
    # Seed 001: the big blind is at least the small blind and at most twice it.
    if sb is not None and bb is not None and not sb <= bb <= 2 * sb:
        raise SettingsError("stakes.big_blind",
                            f"{bb} is outside [{sb}, {2 * sb}]: the big blind is at least the small blind "
                            "and at most twice it", "big-blind-outside", big_blind=bb, least=sb, most=2 * sb)
    small_bet, big_bet = t.get("small_bet", 0), t.get("big_bet", 0)
    if structure is Structure.FIXED_LIMIT:
        # A replay may leave both out (the hand history's sizes, or the big blind's); never one.
        if (required or "small_bet" in t or "big_bet" in t) and (small_bet < 1 or big_bet < 1):
            raise SettingsError("stakes.small_bet" if small_bet < 1 else "stakes.big_bet",
                                "fixed limit needs a small bet and a big bet", "limit-needs-bets")
        if big_bet < small_bet:
            raise SettingsError("stakes.big_bet", f"the big bet {big_bet} is below the small bet {small_bet}",
                                "big-bet-below-small-bet", big_bet=big_bet, small_bet=small_bet)
    unit = t.get("chip_unit", 1)
    if unit < 1:
        raise SettingsError("stakes.chip_unit", "must be at least 1", "below-one")
    for key in ("small_blind", "big_blind", "small_bet", "big_bet"):
        if t.get(key, 0) % unit:
            raise SettingsError(f"stakes.{key}", f"{t[key]} is not a whole number of {unit}-chips",
                                "not-chip-unit", amount=t[key], unit=unit)
    if sb is None or bb is None:
        return None
    return Stakes(sb, bb, small_bet, big_bet, unit)


def _house(t: dict[str, Any], game_t: dict[str, Any]) -> HouseRules:
    values = {k: v for k, v in t.items() if k not in ("button", "run_it", "max_runs")}
    run_it = t.get("run_it", "when-all-agree")
    if run_it not in RUN_IT_CHOICES:
        raise SettingsError("house.run_it", f"{_quoted(run_it)}; choose never or when-all-agree", "unknown-run-it",
                            value=_quoted(run_it))
    max_runs = t.get("max_runs", 2)
    if max_runs not in (2, 3):
        raise SettingsError("house.max_runs", f"{max_runs}: the board is run at most 2 or 3 times",
                            "max-runs-choice", value=max_runs)
    # "never" is one run: the engine's one number for the house's choice (HouseRules.max_runs).
    values["max_runs"] = 1 if run_it == RUN_IT_NEVER else max_runs
    if "low_qualifier" in game_t:
        values["low_qualifier"] = game_t["low_qualifier"]
    if t.get("button", "dead") not in BUTTON_RULES:
        raise SettingsError("house.button", f"{_quoted(t['button'])}; choose dead, moving or simplified",
                            "unknown-button-rule", value=_quoted(t["button"]))
    if "raise_cap" in values and values["raise_cap"] < 1:
        raise SettingsError("house.raise_cap", f"{values['raise_cap']}: a cap below 1 allows no raise at all",
                            "raise-cap-below-one", cap=values["raise_cap"])
    try:
        return HouseRules(**values)
    except ConfigError as exc:
        key = str(exc.numbers["field"])        # both of HouseRules' refusals name the field
        section = "game" if key == "low_qualifier" else "house"
        raise SettingsError(f"{section}.{key}", exc.message, **exc.numbers) from None


def _rake(t: dict[str, Any]) -> RakeRules:
    values = dict(t)
    if "percent" in values:
        # Keep the written decimal exactly: 4.5 means 9/2 %, not a binary float.
        values["percent"] = Fraction(Decimal(str(values["percent"])))
    try:
        return RakeRules(**values)
    except ValueError as exc:
        text = str(exc)
        key = next((k for k in _SCHEMA["rake"] if k in text), "rake")
        raise SettingsError(f"rake.{key}" if key != "rake" else "rake", text, **getattr(exc, "numbers", {})) from None



_MOST_CHIPS = 20     # values in a chip set: a rack has five or six


def _chips(values: list, unit: int) -> tuple[int, ...]:
    """``[table] chips``: whole values of at least 1, each once, each a number of chip units."""
    if len(values) > _MOST_CHIPS:
        raise SettingsError("table.chips", f"{len(values)} chip values, more than {_MOST_CHIPS}",
                            "too-many-chips", count=len(values), most=_MOST_CHIPS)
    seen: set[int] = set()
    for value in values:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= _LARGEST_AMOUNT:
            raise SettingsError("table.chips", f"{_quoted(value)} is not a chip: a chip is a whole number of at least 1",
                                "not-a-chip", value=_quoted(value))
        if value % unit:
            raise SettingsError("table.chips", f"{value} is not a whole number of {unit}-chips", "not-chip-unit",
                                amount=value, unit=unit)
        if value in seen:
            raise SettingsError("table.chips", f"the chip {value} is named twice", "chip-twice", value=value)
        seen.add(value)
    return tuple(sorted(values))


def _jackpot_rules(kind: type, section: str, t: dict[str, Any], unit: int, amounts: tuple[str, ...]) -> Any:
    """``[jackpot]`` or ``[high_hand]`` (RULES.md 12): checked by their values (engine/jackpot/rules.py),
    their amounts in whole chips."""
    values = dict(t)
    if "percent" in values:
        values["percent"] = Fraction(Decimal(str(values["percent"])))   # 0.5 means 1/2 %, as in [rake]
    for key in amounts:
        if values.get(key, 0) % unit:
            raise SettingsError(f"{section}.{key}", f"{values[key]} is not a whole number of {unit}-chips",
                                "not-chip-unit", amount=values[key], unit=unit)
    try:
        return kind(**values)
    except ConfigError as exc:
        raise SettingsError(f"{section}.{exc.numbers['field']}", exc.message, **exc.numbers) from None


def _bomb_pot(t: dict[str, Any], unit: int) -> BombPotRules:
    """``[bomb_pot]``: off, every N hands or on request, with the ante every player puts in."""
    mode, hands, ante = t.get("mode", BOMB_OFF), t.get("hands", 0), t.get("ante", 0)
    if mode not in BOMB_MODES:
        raise SettingsError("bomb_pot.mode", f"{_quoted(mode)}; choose off, every-n-hands or on-request",
                            "unknown-bomb-pot-mode", value=_quoted(mode))
    if mode == BOMB_EVERY and hands < 1:
        raise SettingsError("bomb_pot.hands", "a bomb pot every N hands needs N, at least 1",
                            "bomb-pot-needs-hands")
    if mode != BOMB_OFF and ante < 1:
        raise SettingsError("bomb_pot.ante", "a bomb pot needs the ante every player puts in, at least 1",
                            "bomb-pot-needs-ante")
    if ante % unit:
        raise SettingsError("bomb_pot.ante", f"{ante} is not a whole number of {unit}-chips", "not-chip-unit",
                            amount=ante, unit=unit)
    return BombPotRules(mode, hands, ante)


def _time_collection(t: dict[str, Any], unit: int, rake: RakeRules) -> TimeCollection:
    """``[time_collection]``: per seat per half hour or per hand at the button, never with a levy."""
    mode, amount = t.get("mode", TIME_NONE), t.get("amount", 0)
    if mode not in TIME_MODES:
        raise SettingsError("time_collection.mode", f"{_quoted(mode)}; choose none, per-seat or per-hand",
                            "unknown-time-collection", value=_quoted(mode))
    if mode != TIME_NONE and amount < 1:
        raise SettingsError("time_collection.amount", "time collection needs the amount collected, at least 1",
                            "time-needs-amount")
    if amount % unit:
        raise SettingsError("time_collection.amount", f"{amount} is not a whole number of {unit}-chips",
                            "not-chip-unit", amount=amount, unit=unit)
    minutes = t.get("minutes", [0, 30])
    if (len(minutes) != 2 or not all(isinstance(m, int) and not isinstance(m, bool) and 0 <= m < 60
                                     for m in minutes) or abs(minutes[0] - minutes[1]) != 30):
        raise SettingsError("time_collection.minutes", f"{_quoted(minutes)}: time is collected every half hour, at two "
                            "minutes of the hour half an hour apart (as [0, 30])", "time-minutes-not-half-hours",
                            value=_quoted(minutes))
    if mode != TIME_NONE and (rake.percent or rake.fixed):
        # RULES.md 11: time is collected instead of a levy on the pots, never as well.
        raise SettingsError("time_collection.mode", "time is collected instead of a levy on the pots, not as well: "
                            "set rake.percent and rake.fixed to 0, or time_collection.mode to none",
                            "time-and-rake")
    return TimeCollection(mode, amount, tuple(sorted(minutes)))
