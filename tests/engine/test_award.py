"""Splitting pots, odd chips, hi-lo halves (RULES.md section 5)."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.award import (
    award_hilo,
    odd_chip_receivers,
    share_hilo,
    share_pot,
    split_pot,
)

# Seed 000's showdown table, in seat order.
ALAN, BRYAN, CHRIS, DEREK, EVE = range(5)


def clockwise_after(button, players=5):
    """order_from_button: first player left of the button, the button last."""
    return [(button + k) % players for k in range(1, players + 1)]


# ---------------------------------------------------------------- seed 000, Omaha/8


def test_seed_000_chris_takes_the_high_half_bryan_and_eve_a_quarter_each():
    # Chris's jack-high straight wins high; Bryan and Eve tie for low with 7-5-3-2-A.
    payouts = award_hilo(400, [CHRIS], [BRYAN, EVE], clockwise_after(ALAN), chip_unit=1)
    assert payouts == {CHRIS: 200, BRYAN: 100, EVE: 100}
    assert DEREK not in payouts and ALAN not in payouts


def test_seed_000_odd_pot_of_401_the_odd_chip_goes_to_the_high_half():
    split = share_hilo(401, [CHRIS], [BRYAN, EVE], clockwise_after(ALAN), chip_unit=1)
    assert split.payouts == {CHRIS: 201, BRYAN: 100, EVE: 100}
    assert split.odd_chip_to_high
    assert split.odd_chip_receivers == (CHRIS,)


def test_seed_000_odd_pot_of_403_low_half_odd_chip_to_the_first_low_winner_left_of_the_button():
    # 403 → high 202, low 201 → 101 + 100. Button on Alan: Bryan is first clockwise.
    split = share_hilo(403, [CHRIS], [BRYAN, EVE], clockwise_after(ALAN), chip_unit=1)
    assert split.payouts == {BRYAN: 101, CHRIS: 202, EVE: 100}
    assert split.odd_chip_receivers == (CHRIS, BRYAN)
    # Button on Bryan: clockwise from it comes Chris, Derek, then Eve before Bryan.
    split = share_hilo(403, [CHRIS], [BRYAN, EVE], clockwise_after(BRYAN), chip_unit=1)
    assert split.payouts == {CHRIS: 202, EVE: 101, BRYAN: 100}
    assert split.odd_chip_receivers == (CHRIS, EVE)


def test_seed_000_in_chips_of_5():
    # 405 = 81 units → high 41 units (205), low 40 units (200) → 100 + 100.
    assert award_hilo(405, [CHRIS], [BRYAN, EVE], clockwise_after(ALAN), chip_unit=5) == \
        {CHRIS: 205, BRYAN: 100, EVE: 100}


# ---------------------------------------------------------------- odd chips


def test_the_odd_chip_goes_to_the_first_winner_left_of_the_button():
    # 101 between players 1 and 3; the button is on player 2, so player 3 is first.
    assert split_pot(101, [1, 3], clockwise_after(2, 4), chip_unit=1) == {3: 51, 1: 50}
    assert odd_chip_receivers(101, [1, 3], clockwise_after(2, 4), chip_unit=1) == (3,)
    # Button on player 0: player 1 comes first.
    assert split_pot(101, [1, 3], clockwise_after(0, 4), chip_unit=1) == {1: 51, 3: 50}


def test_no_player_gets_more_than_one_odd_chip():
    # 104 among five: 20 each and 4 odd chips, one each to the first four clockwise.
    split = share_pot(104, [0, 1, 2, 3, 4], clockwise_after(2), chip_unit=1)
    assert split.payouts == {3: 21, 4: 21, 0: 21, 1: 21, 2: 20}
    assert split.odd_chip_receivers == (3, 4, 0, 1)


def test_ties_split_in_whole_chip_units():
    # 110 in chips of 5 among three: 22 units → 8, 7, 7.
    assert split_pot(110, [0, 1, 2], [0, 1, 2], chip_unit=5) == {0: 40, 1: 35, 2: 35}


def test_chips_below_one_unit_go_with_the_first_odd_chip_receiver():
    # 112 in chips of 5: 22 units and 2 loose chips; the first receiver takes 40 + 2.
    split = share_pot(112, [0, 1, 2], [1, 2, 0], chip_unit=5)
    assert split.payouts == {1: 42, 2: 35, 0: 35}
    assert split.odd_chip_receivers == (1,)
    # Units that divide evenly: the loose chips go to the first winner clockwise.
    split = share_pot(102, [0, 1], [1, 0], chip_unit=5)
    assert split.payouts == {1: 52, 0: 50} and split.odd_chip_receivers == (1,)


def test_a_lone_winner_takes_the_whole_pot_with_no_odd_chip():
    split = share_pot(233, [4], clockwise_after(0), chip_unit=5)
    assert split.payouts == {4: 233} and split.odd_chip_receivers == ()


def test_an_even_split_has_no_odd_chip():
    assert share_pot(100, [0, 1], [0, 1], chip_unit=1).odd_chip_receivers == ()


# ---------------------------------------------------------------- hi-lo


def test_hilo_the_odd_chip_of_the_whole_pot_goes_to_the_high_half():
    # 7 chips: high 4, low 3.
    assert award_hilo(7, [0], [1], [0, 1], chip_unit=1) == {0: 4, 1: 3}
    # Even when the low winner sits first left of the button.
    assert award_hilo(7, [0], [1], [1, 0], chip_unit=1) == {1: 3, 0: 4}
    # In chips of 5: 35 = 7 units → high 20, low 15.
    assert award_hilo(35, [0], [1], [0, 1], chip_unit=5) == {0: 20, 1: 15}


def test_hilo_without_a_low_the_high_takes_all():
    split = share_hilo(401, [CHRIS], [], clockwise_after(ALAN), chip_unit=1)
    assert split.payouts == {CHRIS: 401} and split.low is None


def test_hilo_each_half_is_split_on_its_own():
    # High tie between 0 and 1; low to 2. 103 → high 52 (26 + 26), low 51.
    assert award_hilo(103, [0, 1], [2], [0, 1, 2], chip_unit=1) == {0: 26, 1: 26, 2: 51}
    # 105 → high 53 (27 + 26), low 52.
    split = share_hilo(105, [0, 1], [2], [0, 1, 2], chip_unit=1)
    assert split.payouts == {0: 27, 1: 26, 2: 52}
    assert split.odd_chip_receivers == (0,)


def test_one_player_scooping_both_halves_takes_everything():
    assert award_hilo(401, [2], [2], [0, 1, 2], chip_unit=1) == {2: 401}
    assert award_hilo(401, [2], [2], [0, 1, 2], chip_unit=1, identical="per-half") == {2: 401}


def test_identical_hilo_hands_even_split_by_default():
    # 102 between two identical high and identical low hands: 51 each, nobody takes two odd chips.
    split = share_hilo(102, [0, 1], [0, 1], [0, 1], chip_unit=1)
    assert split.payouts == {0: 51, 1: 51}
    assert split.odd_chip_receivers == ()


def test_identical_hilo_hands_per_half():
    # Per half: 51 + 51, each half split 26 / 25, both odd chips to the first player clockwise.
    split = share_hilo(102, [0, 1], [0, 1], [0, 1], chip_unit=1, identical="per-half")
    assert split.payouts == {0: 52, 1: 50}
    assert split.odd_chip_receivers == (0, 0)


def test_identical_hilo_odd_pot_even_split():
    assert award_hilo(103, [0, 1], [1, 0], [1, 0], chip_unit=1) == {1: 52, 0: 51}


def test_hilo_rejects_an_unknown_house_option():
    with pytest.raises(ValueError):
        award_hilo(100, [0], [1], [0, 1], 1, identical="coin-flip")


# ---------------------------------------------------------------- refusals


@pytest.mark.parametrize("amount, winners, order, unit", [
    (100, [], [0, 1], 1),          # no winner
    (100, [0, 0], [0, 1], 1),      # a winner twice
    (100, [2], [0, 1], 1),         # a winner not at the table
    (100, [0], [0, 0, 1], 1),      # a seat twice in the order
    (100, [0], [0, 1], 0),         # no chip unit
    (-1, [0], [0, 1], 1),          # negative pot
])
def test_split_refuses_bad_input(amount, winners, order, unit):
    with pytest.raises(ValueError):
        split_pot(amount, winners, order, unit)


# ---------------------------------------------------------------- properties


@st.composite
def tables(draw):
    players = draw(st.integers(1, 10))
    button = draw(st.integers(0, players - 1))
    order = [(button + k) % players for k in range(1, players + 1)]
    winners = draw(st.lists(st.sampled_from(range(players)), min_size=1, unique=True))
    lows = draw(st.lists(st.sampled_from(range(players)), unique=True))
    amount = draw(st.integers(0, 100_000))
    unit = draw(st.sampled_from([1, 2, 5, 25, 100]))
    return amount, winners, lows, order, unit


@given(tables())
def test_a_split_pays_out_the_whole_pot_in_near_equal_shares(table):
    amount, winners, _, order, unit = table
    split = share_pot(amount, winners, order, unit)
    assert sum(split.payouts.values()) == amount
    assert set(split.payouts) == set(winners)
    assert all(isinstance(v, int) and v >= 0 for v in split.payouts.values())
    shares = list(split.payouts.values())
    assert max(shares) - min(shares) <= unit + amount % unit
    # The odd chips go to the first winners clockwise from the button, one each.
    clockwise = [p for p in order if p in winners]
    receivers = split.odd_chip_receivers
    assert list(receivers) == clockwise[:len(receivers)]
    assert len(receivers) < len(winners) or len(winners) == 1 and not receivers


@given(tables(), st.sampled_from(["even", "per-half"]))
def test_a_hilo_award_pays_out_the_whole_pot(table, identical):
    amount, highs, lows, order, unit = table
    payouts = award_hilo(amount, highs, lows, order, unit, identical)
    assert sum(payouts.values()) == amount
    assert all(isinstance(v, int) and v >= 0 for v in payouts.values())
    assert set(payouts) == set(highs) | set(lows)


@given(tables())
def test_the_high_half_is_never_smaller_than_the_low_half(table):
    amount, highs, lows, order, unit = table
    if not lows or set(highs) == set(lows):
        return
    split = share_hilo(amount, highs, lows, order, unit)
    assert 0 <= split.high.amount - split.low.amount <= unit + amount % unit
    assert split.high.amount + split.low.amount == amount
