"""Writing the session file (ARCHITECTURE.md 4.1) back as TOML text.

Python reads TOML (tomllib) but does not write it. The session file is flat:
sections of keys whose values are text, whole numbers, one decimal (the rake
percentage) and true/false, written by the engine's one TOML writer
(engine/toml_writer.py, PHH's too), and exact:
``parse_session(format_session(s))`` gives ``s`` back (tests/table/test_session_file.py).
Every key is written, defaults included, so a saved file says everything the
table was run with; the cash-game keys (RULES.md 11: run it twice, the chip
set, bomb pots, time collection) and the jackpots' (RULES.md 12: ``[jackpot]``,
``[high_hand]``) only when they are not their defaults, so
a session that does not use them is written as it always was (the same text
in records and segments made before they existed).
"""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Mapping, Union

from ..cash_rules import RUN_IT_NEVER, RUN_IT_WHEN_ALL_AGREE, BombPotRules, TimeCollection
from ..errors import ConfigError
from ..jackpot.rules import HighHandRules, JackpotRules
from ..settings import SessionSettings
from ..toml_writer import toml_key, toml_value

Scalar = Union[str, int, float, bool, Fraction, tuple]


def format_session(s: SessionSettings) -> str:
    """The TOML text of a session's settings, every key written."""
    house = s.house
    stakes = s.stakes
    rake = s.rake
    game: dict[str, Scalar] = {"variant": s.game.key, "structure": s.structure.value,
                               "low_qualifier": house.low_qualifier}
    stakes_t: dict[str, Scalar] = {"small_blind": stakes.small_blind, "big_blind": stakes.big_blind}
    if stakes.small_bet or stakes.big_bet:
        stakes_t.update(small_bet=stakes.small_bet, big_bet=stakes.big_bet)
    stakes_t.update(chip_unit=stakes.chip_unit, min_buy_in=s.min_buy_in, max_buy_in=s.max_buy_in)
    house_t: dict[str, Scalar] = {
        "min_raise": house.min_raise, "pot_limit_dead_blinds": house.pot_limit_dead_blinds,
        "pot_limit_rounding": house.pot_limit_rounding, "raise_cap": house.raise_cap,
        "heads_up_cap": house.heads_up_cap, "limit_short_all_in": house.limit_short_all_in,
        "button": s.button, "identical_hilo": house.identical_hilo}
    if house.max_runs == 1:
        house_t["run_it"] = RUN_IT_NEVER
    elif house.max_runs != 2:
        house_t.update(run_it=RUN_IT_WHEN_ALL_AGREE, max_runs=house.max_runs)
    rake_t: dict[str, Scalar] = {
        "percent": rake.percent, "cap": rake.cap, "no_flop_no_drop": rake.no_flop_no_drop,
        "unit": rake.unit, "rounding": rake.rounding, "per_pot": rake.per_pot, "fixed": rake.fixed,
        "jackpot": rake.jackpot}
    table_t: dict[str, Scalar] = {"seats": s.table_seats}
    if s.chips:
        table_t["chips"] = s.chips
    tables = {"game": game, "stakes": stakes_t, "house": house_t, "rake": rake_t, "table": table_t}
    if s.bomb_pot != BombPotRules():
        tables["bomb_pot"] = {"mode": s.bomb_pot.mode, "hands": s.bomb_pot.hands, "ante": s.bomb_pot.ante}
    if s.time_collection != TimeCollection():
        t = s.time_collection
        tables["time_collection"] = {"mode": t.mode, "amount": t.amount, "minutes": t.minutes}
    if s.jackpot != JackpotRules():
        tables["jackpot"] = jackpot_table(s.jackpot)
    if s.high_hand != HighHandRules():
        h = s.high_hand
        tables["high_hand"] = {"on": h.on, "minutes": h.minutes, "minimum": " ".join(map(str, h.minimum)),
                               "both_hole_cards": h.both_hole_cards, "prize": h.prize}
    return dumps_tables(tables)


def jackpot_table(j: JackpotRules) -> dict[str, Scalar]:
    """The ``[jackpot]`` section's keys for these rules."""
    return {"on": j.on, "percent": j.percent, "fixed": j.fixed, "minimum_pot": j.minimum_pot, "base": j.base,
            "loser_percent": j.loser_percent, "winner_percent": j.winner_percent, "table_percent": j.table_percent,
            "start": j.start, "shared": j.shared, "first_run_only": j.first_run_only,
            "exclude_bomb_pots": j.exclude_bomb_pots}


def jackpot_text(j: JackpotRules) -> str:
    """The ``[jackpot]`` section as the session file writes it: the rules a change records, old and new."""
    return dumps_tables({"jackpot": jackpot_table(j)})


def dumps_tables(tables: Mapping[str, Mapping[str, Scalar]], header: str = "") -> str:
    """TOML for ``{section: {key: scalar}}``: one ``[section]`` each, in the order given."""
    lines = [f"# {line}".rstrip() for line in header.splitlines()]
    for name, table in tables.items():
        if lines:
            lines.append("")
        lines.append(f"[{toml_key(name)}]")
        lines.extend(f"{toml_key(key)} = {toml_scalar(value, f'{name}.{key}')}" for key, value in table.items())
    return "\n".join(lines) + "\n"


def toml_scalar(value: Scalar, key: str) -> str:
    """A value of the session file; what it has no use for (an amount that is not finite, a list of
    anything but whole numbers, any other type) is refused."""
    refused = ConfigError("unwritable-value", f"{key}: cannot write {type(value).__name__} in a session file",
                          key=key)
    if isinstance(value, Fraction):
        return _decimal_text(value, key)
    if isinstance(value, float) and not math.isfinite(value):
        raise ConfigError("unwritable-value", f"{key}: {value} is not an amount", key=key)
    # A tuple is the chip set or the collection minutes: whole numbers.
    whole_numbers = isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    if not (isinstance(value, (bool, int, str, float)) or whole_numbers):
        raise refused
    return toml_value(value, lambda _: refused)


def _decimal_text(value: Fraction, key: str) -> str:
    """A fraction as the exact decimal a club typed (4.5, 5.0); refused if it has none (1/3)."""
    den, twos, fives = value.denominator, 0, 0
    while den % 2 == 0:
        den, twos = den // 2, twos + 1
    while den % 5 == 0:
        den, fives = den // 5, fives + 1
    if den != 1:
        raise ConfigError("unwritable-value", f"{key}: {value} has no exact decimal form", key=key)
    digits = max(twos, fives, 1)
    whole, frac = divmod(abs(value.numerator) * 10 ** digits // value.denominator, 10 ** digits)
    sign = "-" if value < 0 else ""
    return f"{sign}{whole}.{str(frac).zfill(digits).rstrip('0') or '0'}"
