"""The levy and the jackpot drop (RULES.md section 6, ARCHITECTURE.md 4.1 [rake])."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, strategies as st

from engine.pots import Pot
from engine.rake import (
    RakeRules,
    capped_five_percent,
    french_levy,
    french_levy_cap,
    take_rake,
)

HEADS_UP = (0, 1)


def one_pot(amount):
    return [Pot(amount, HEADS_UP)]


# ---------------------------------------------------------------- percentage, rounding, cap


def test_five_percent_of_230_capped_30_is_11_rounded_down():
    result = take_rake(one_pot(230), RakeRules(percent=5.0, cap=30), flop_seen=True)
    assert result.rake == 11
    assert result.pots == (Pot(219, HEADS_UP),)
    assert result.rake_per_pot == (11,)
    assert result.explanation == "5 % of 230 = 11.5, rounded down to 11, cap 30 → 11"


def test_rounding_nearest_takes_half_up():
    rules = RakeRules(percent=5, cap=30, rounding="nearest")
    assert take_rake(one_pot(230), rules, True).rake == 12    # 11.5 → 12
    assert take_rake(one_pot(226), rules, True).rake == 11    # 11.3 → 11
    assert take_rake(one_pot(238), rules, True).rake == 12    # 11.9 → 12


def test_rounding_up():
    rules = RakeRules(percent=5, cap=30, rounding="up")
    assert take_rake(one_pot(221), rules, True).rake == 12    # 11.05 → 12
    assert take_rake(one_pot(220), rules, True).rake == 11    # exactly 11


def test_rounding_to_a_unit_of_5():
    assert take_rake(one_pot(230), RakeRules(percent=5, unit=5), True).rake == 10                     # 11.5 down
    assert take_rake(one_pot(230), RakeRules(percent=5, unit=5, rounding="up"), True).rake == 15      # 11.5 up
    assert take_rake(one_pot(230), RakeRules(percent=5, unit=5, rounding="nearest"), True).rake == 10  # 2.3 units
    assert take_rake(one_pot(250), RakeRules(percent=5, unit=5, rounding="nearest"), True).rake == 15  # 2.5 units, half up
    result = take_rake(one_pot(230), RakeRules(percent=5, unit=5), True)
    assert result.explanation == "5 % of 230 = 11.5, rounded down to a multiple of 5: 10, no cap → 10"


def test_cap_applies_after_rounding():
    # 5 % of 1,000 = 50, capped at 30.
    result = take_rake(one_pot(1_000), RakeRules(percent=5, cap=30), True)
    assert result.rake == 30
    assert result.explanation == "5 % of 1000 = 50, rounded down to 50, cap 30 → 30"
    # Rounded up to 35 with a unit of 5, then the cap of 33.
    assert take_rake(one_pot(690), RakeRules(percent=5, cap=33, unit=5, rounding="up"), True).rake == 33


def test_never_more_than_the_pot_holds():
    # 100 % of 12, rounded up to a unit of 5 would be 15: only 12 are there.
    result = take_rake(one_pot(12), RakeRules(percent=100, unit=5, rounding="up"), True)
    assert result.rake == 12 and result.pots == (Pot(0, HEADS_UP),)


def test_percent_is_kept_exact():
    assert RakeRules(percent=4.1).percent == Fraction(41, 10)
    assert RakeRules(percent=Decimal("2.5")).percent == Fraction(5, 2)
    assert RakeRules(percent="10/3").percent == Fraction(10, 3)
    # 4.1 % of 1,000 is exactly 41, not 40.99999...
    assert take_rake(one_pot(1_000), RakeRules(percent=4.1), True).rake == 41


# ---------------------------------------------------------------- per pot or on the total

MAIN_AND_SIDE = [Pot(500, (0, 1, 2)), Pot(400, (1, 2))]


def test_on_the_total_the_cap_applies_once_and_the_rake_is_drawn_in_proportion():
    # 5 % of 900 = 45, cap 30; 30 drawn 500:400 → 16.67 and 13.33 → 16 + 13, the last chip
    # to the larger remainder (the main pot).
    result = take_rake(MAIN_AND_SIDE, RakeRules(percent=5, cap=30), True)
    assert result.rake == 30
    assert result.rake_per_pot == (17, 13)
    assert result.pots == (Pot(483, (0, 1, 2)), Pot(387, (1, 2)))


def test_per_pot_the_rate_and_cap_apply_to_each_pot():
    # 5 % of 500 = 25 and 5 % of 400 = 20, each under its cap of 30.
    result = take_rake(MAIN_AND_SIDE, RakeRules(percent=5, cap=30, per_pot=True), True)
    assert result.rake_per_pot == (25, 20) and result.rake == 45
    # With pots of 1,000 and 800 each pot reaches the cap: 30 + 30.
    big = [Pot(1_000, (0, 1, 2)), Pot(800, (1, 2))]
    assert take_rake(big, RakeRules(percent=5, cap=30, per_pot=True), True).rake_per_pot == (30, 30)
    assert take_rake(big, RakeRules(percent=5, cap=30, per_pot=False), True).rake_per_pot == (17, 13)


def test_proportional_draw_in_units():
    # 10 % of 300 = 30 in units of 5: 230:70 → 4.6 and 1.4 units → 4 + 1, the last unit to the main pot.
    pots = [Pot(230, (0, 1, 2)), Pot(70, (1, 2))]
    result = take_rake(pots, RakeRules(percent=10, unit=5), True)
    assert result.rake_per_pot == (25, 5)


def test_proportional_tie_goes_to_the_main_pot():
    # 5.5 % of 200 = 11 drawn from two pots of 100 → 5.5 each: the odd chip from the main pot.
    pots = [Pot(100, (0, 1, 2)), Pot(100, (1, 2))]
    assert take_rake(pots, RakeRules(percent="5.5"), True).rake_per_pot == (6, 5)


# ---------------------------------------------------------------- no flop, no drop


def test_no_flop_no_drop():
    result = take_rake(one_pot(230), RakeRules(percent=5, cap=30, jackpot=2), flop_seen=False)
    assert result.rake == 0 and result.jackpot == 0
    assert result.pots == (Pot(230, HEADS_UP),)
    assert result.explanation == "no flop, no drop: nothing taken"


def test_without_no_flop_no_drop_a_preflop_pot_is_raked():
    result = take_rake(one_pot(230), RakeRules(percent=5, cap=30, no_flop_no_drop=False), flop_seen=False)
    assert result.rake == 11


# ---------------------------------------------------------------- fixed, jackpot


def test_fixed_rake_per_hand_instead_of_a_percentage():
    result = take_rake(one_pot(230), RakeRules(percent=5, cap=30, fixed=3), True)
    assert result.rake == 3 and result.pots == (Pot(227, HEADS_UP),)


def test_fixed_rake_comes_from_the_main_pot_first():
    pots = [Pot(20, (0, 1, 2)), Pot(400, (1, 2))]
    assert take_rake(pots, RakeRules(fixed=5), True).rake_per_pot == (5, 0)
    assert take_rake(pots, RakeRules(fixed=50), True).rake_per_pot == (20, 30)


def test_fixed_rake_never_more_than_the_pots():
    result = take_rake(one_pot(4), RakeRules(fixed=10), True)
    assert result.rake == 4 and result.pots == (Pot(0, HEADS_UP),)


def test_fixed_rake_no_flop_no_drop():
    assert take_rake(one_pot(30), RakeRules(fixed=3), flop_seen=False).rake == 0


def test_jackpot_drop_is_taken_after_the_rake():
    # 5 % of 230 = 11.5 → 11 (not 5 % of 228); then the jackpot drop of 2 from the 219 left.
    result = take_rake(one_pot(230), RakeRules(percent=5, cap=30, jackpot=2), True)
    assert (result.rake, result.jackpot) == (11, 2)
    assert result.pots == (Pot(217, HEADS_UP),)
    assert result.jackpot_per_pot == (2,)
    assert result.explanation == "5 % of 230 = 11.5, rounded down to 11, cap 30 → 11; jackpot 2 after the rake → 2"


def test_jackpot_is_drawn_like_the_rake():
    # On the total: in proportion to what is left (483 and 387 after the rake): 3 → 1.67 + 1.33.
    result = take_rake(MAIN_AND_SIDE, RakeRules(percent=5, cap=30, jackpot=3), True)
    assert result.jackpot_per_pot == (2, 1)
    assert result.pots == (Pot(481, (0, 1, 2)), Pot(386, (1, 2)))
    # With a fixed rake: main pot first.
    result = take_rake([Pot(20, (0, 1, 2)), Pot(400, (1, 2))], RakeRules(fixed=18, jackpot=5), True)
    assert result.rake_per_pot == (18, 0) and result.jackpot_per_pot == (2, 3)


def test_jackpot_never_more_than_is_left():
    result = take_rake(one_pot(10), RakeRules(fixed=8, jackpot=5), True)
    assert (result.rake, result.jackpot) == (8, 2) and result.pots == (Pot(0, HEADS_UP),)


# ---------------------------------------------------------------- presets


@pytest.mark.parametrize("min_buy_in, cap", [
    (500, 75),        # 15 %
    (1_000, 100),     # 10 %
    (5_000, 250),     # 5 %
    (10_000, 300),    # 3 %
    (50_000, 500),    # 1 %
])
def test_french_levy_caps_at_the_listed_buy_ins(min_buy_in, cap):
    rules = french_levy(min_buy_in)
    assert rules.cap == cap == french_levy_cap(min_buy_in)
    assert rules.percent == 4 and rules.per_pot and rules.no_flop_no_drop and rules.rounding == "down"


@pytest.mark.parametrize("min_buy_in, cap", [
    (200, 30),        # below 500: the 500 rate, 15 %
    (2_000, 200),     # between 1,000 and 5,000: the 1,000 rate, 10 %
    (7_500, 375),     # between 5,000 and 10,000: 5 %
    (100_000, 1_000),  # above 50,000: 1 %
    (333, 49),        # 15 % of 333 = 49.95, rounded down: never above the share
])
def test_french_levy_between_listed_buy_ins_takes_the_rate_of_the_largest_not_above(min_buy_in, cap):
    assert french_levy_cap(min_buy_in) == cap


def test_french_levy_is_four_percent_of_each_pot():
    # Minimum buy-in 1,000: cap 100 per pot. 4 % of 1,000 = 40; 4 % of 3,000 = 120 → 100.
    pots = [Pot(1_000, (0, 1, 2)), Pot(3_000, (1, 2))]
    result = take_rake(pots, french_levy(1_000), True)
    assert result.rake_per_pot == (40, 100) and result.rake == 140


def test_french_levy_rate_stays_editable():
    # Reported as 2 % for Omaha at small buy-ins: a preset, not a certainty.
    assert french_levy(500, percent=2).percent == 2


def test_capped_five_percent_preset():
    rules = capped_five_percent(30)
    assert rules == RakeRules(percent=5, cap=30, no_flop_no_drop=True, per_pot=False)
    assert take_rake(one_pot(230), rules, True).rake == 11


# ---------------------------------------------------------------- validation


@pytest.mark.parametrize("kwargs, field", [
    ({"percent": -1}, "percent"),
    ({"percent": 100.5}, "percent"),
    ({"percent": float("nan")}, "percent"),
    ({"percent": True}, "percent"),
    ({"unit": 0}, "unit"),
    ({"rounding": "half-even"}, "rounding"),
    ({"cap": -1}, "cap"),
    ({"fixed": -1}, "fixed"),
    ({"jackpot": -1}, "jackpot"),
    ({"cap": 2.5}, "cap"),
    ({"per_pot": "yes"}, "per_pot"),
])
def test_bad_rake_rules_are_refused_naming_the_field(kwargs, field):
    with pytest.raises(ValueError, match=field) as refused:
        RakeRules(**kwargs)
    assert refused.value.numbers["field"] == field


def test_hundred_percent_is_allowed():
    assert take_rake(one_pot(50), RakeRules(percent=100), True).rake == 50


# ---------------------------------------------------------------- properties

pot_lists = st.lists(st.integers(0, 5_000), min_size=0, max_size=5).map(
    lambda amounts: [Pot(a, tuple(range(len(amounts) - i + 1))) for i, a in enumerate(amounts)]
)
rules_strategy = st.builds(
    RakeRules,
    percent=st.fractions(min_value=0, max_value=100, max_denominator=100),
    cap=st.integers(0, 500),
    no_flop_no_drop=st.booleans(),
    unit=st.integers(1, 25),
    rounding=st.sampled_from(["down", "nearest", "up"]),
    per_pot=st.booleans(),
    fixed=st.one_of(st.just(0), st.integers(0, 300)),
    jackpot=st.one_of(st.just(0), st.integers(0, 50)),
)


@given(pot_lists, rules_strategy, st.booleans())
def test_rake_and_jackpot_never_exceed_the_pots_and_nothing_is_lost(pots, rules, flop_seen):
    result = take_rake(pots, rules, flop_seen)
    assert len(result.pots) == len(result.rake_per_pot) == len(result.jackpot_per_pot) == len(pots)
    for before, after, rake, jackpot in zip(pots, result.pots, result.rake_per_pot, result.jackpot_per_pot):
        assert isinstance(rake, int) and isinstance(jackpot, int) and isinstance(after.amount, int)
        assert rake >= 0 and jackpot >= 0 and after.amount >= 0
        assert after.amount + rake + jackpot == before.amount
        assert after.eligible == before.eligible
    assert result.rake == sum(result.rake_per_pot) and result.jackpot == sum(result.jackpot_per_pot)
    assert result.jackpot <= rules.jackpot
    if rules.no_flop_no_drop and not flop_seen:
        assert result.rake == result.jackpot == 0


@given(pot_lists, rules_strategy)
def test_the_cap_holds(pots, rules):
    result = take_rake(pots, rules, True)
    if rules.fixed:
        assert result.rake == min(rules.fixed, sum(p.amount for p in pots))
    elif rules.cap and rules.per_pot:
        assert all(r <= rules.cap for r in result.rake_per_pot)
    elif rules.cap:
        assert result.rake <= rules.cap


@given(st.integers(0, 100_000), st.fractions(min_value=0, max_value=100, max_denominator=1000),
       st.integers(1, 25))
def test_rounding_directions_bracket_the_exact_percentage(amount, percent, unit):
    exact = Fraction(amount) * percent / 100
    down = take_rake(one_pot(amount), RakeRules(percent=percent, unit=unit), True).rake
    up = take_rake(one_pot(amount), RakeRules(percent=percent, unit=unit, rounding="up"), True).rake
    nearest = take_rake(one_pot(amount), RakeRules(percent=percent, unit=unit, rounding="nearest"), True).rake
    assert down <= exact and exact - down < unit
    assert up == amount or (up >= exact and up - exact < unit)
    assert nearest in (down, up)
    assert nearest == amount or abs(nearest - exact) <= Fraction(unit, 2)


@given(st.lists(st.integers(0, 400), min_size=1, max_size=5), st.integers(1, 10),
       st.fractions(min_value=0, max_value=100, max_denominator=100))
def test_on_the_total_each_pot_gives_its_share_within_one_unit(units_per_pot, unit, percent):
    # Pots and rake in whole units: each pot's part is its exact share, give or take less than one unit.
    pots = [Pot(u * unit, (0, 1)) for u in units_per_pot]
    result = take_rake(pots, RakeRules(percent=percent, unit=unit), True)
    total = sum(p.amount for p in pots)
    for pot, taken in zip(pots, result.rake_per_pot):
        assert taken % unit == 0
        if total:
            assert abs(taken - Fraction(result.rake * pot.amount, total)) < unit
