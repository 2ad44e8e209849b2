"""The session file (ARCHITECTURE.md 4.1): read, validated with the key and the rule."""
from fractions import Fraction

import pytest

from engine.settings import SettingsError, parse_session

FULL = """
[game]
variant = "omaha-hilo"
structure = "pot-limit"
low_qualifier = 9

[stakes]
small_blind = 5
big_blind = 10
chip_unit = 1
min_buy_in = 200
max_buy_in = 1000

[house]
min_raise = "double-previous"
pot_limit_dead_blinds = "as-posted"
pot_limit_rounding = "up-to-unit"
raise_cap = 4
heads_up_cap = "never"
limit_short_all_in = "full-bet"
button = "moving"
identical_hilo = "per-half"

[rake]
percent = 4.5
cap = 30
no_flop_no_drop = true
unit = 1
rounding = "down"
per_pot = true
fixed = 0
"""


def test_every_key_of_the_contract_is_read():
    s = parse_session(FULL)
    assert (s.game.key, s.structure.value) == ("omaha-hilo", "pot-limit")
    assert (s.stakes.small_blind, s.stakes.big_blind, s.min_buy_in, s.max_buy_in) == (5, 10, 200, 1000)
    assert s.house.low_qualifier == 9 and s.house.min_raise == "double-previous"
    assert s.house.raise_cap == 4 and s.house.identical_hilo == "per-half"
    assert s.rake.percent == Fraction(9, 2) and s.rake.per_pot and s.rake.cap == 30
    assert s.warnings == ()


def test_omitted_house_keys_take_the_defaults():
    s = parse_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\n")
    assert s.game.key == "omaha" and s.structure.value == "pot-limit"
    assert s.house.min_raise == "last-raise" and s.house.raise_cap == 3 and s.house.low_qualifier == 8


@pytest.mark.parametrize("text, key, words", [
    ("[stakes]\nsmall_blind = 5\nbig_blind = 25\n", "stakes.big_blind", "at most twice"),   # seed 001
    ("[stakes]\nsmall_blind = 5\nbig_blind = 4\n", "stakes.big_blind", "at least the small blind"),
    ('[game]\nstructure = "fixed-limit"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\n', "stakes.small_bet",
     "fixed limit needs"),
    ("[stakes]\nsmall_blind = 5\nbig_blind = 10\n[house]\nraise_cap = 0\n", "house.raise_cap", "below 1"),
    ('[game]\nvariant = "stud"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\n', "game.variant", "unknown game"),
    ('[game]\nstructure = "spread"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\n', "game.structure",
     "unknown structure"),
    ("[stakes]\nsmall_blind = -5\nbig_blind = 10\n", "stakes.small_blind", "negative"),
    ("[stakes]\nsmall_blind = 5\nbig_blind = 10000000000000\n", "stakes.big_blind", "believable"),
    ('[stakes]\nsmall_blind = "5"\nbig_blind = 10\n', "stakes.small_blind", "whole number"),
    ("[stakes]\nsmall_blind = 5\nbig_blind = 10\n[rake]\npercent = 150\n", "rake.percent", ""),
    ("[stakes]\nsmall_blind = 5\nbig_blind = 10\n[game]\nlow_qualifier = 7\n", "game.low_qualifier", ""),
    ("[stakes]\nsmall_blind = 5\n", "stakes.big_blind", "required"),
    ("this is = = not toml", "file", "TOML"),
])
def test_bad_values_are_refused_naming_the_key_and_the_rule(text, key, words):
    with pytest.raises(SettingsError) as refused:
        parse_session(text)
    assert refused.value.key == key
    assert words in refused.value.message


def test_unknown_keys_are_warned_not_silently_dropped():
    s = parse_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\nante = 1\n[extra]\nx = 1\n")
    said = [w.english() for w in s.warnings]
    assert "unknown key stakes.ante ignored" in said
    assert "unknown section [extra] ignored" in said
