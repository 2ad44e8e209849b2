"""Uncalled chips and side pots (RULES.md sections 4 and 5)."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.pots import Pot, build_pots, uncalled_bet

# ---------------------------------------------------------------- uncalled chips


def test_uncalled_part_of_a_bet_goes_back_to_the_bettor():
    # Player 0 bets 100, player 1 calls all-in for 40, player 2 checked: 60 back to player 0.
    assert uncalled_bet([100, 40, 0]) == (0, 60)


def test_a_bet_nobody_calls_goes_back_whole():
    # Player 1 bets 30 on the river, everyone else folds.
    assert uncalled_bet([0, 30, 0]) == (1, 30)


def test_a_called_bet_is_not_returned():
    assert uncalled_bet([50, 50, 0]) is None


def test_nobody_bet_nothing_returned():
    assert uncalled_bet([0, 0, 0]) is None
    assert uncalled_bet([]) is None


def test_a_folded_players_raise_counts_as_put_in():
    # Player 1 raised to 80 and folded to player 0's re-raise to 200: 120 goes back.
    assert uncalled_bet([200, 80, 0]) == (0, 120)


def test_uncalled_refuses_negative_bets():
    with pytest.raises(ValueError):
        uncalled_bet([10, -5])


# ---------------------------------------------------------------- side pots


def test_three_all_in_levels_make_a_main_pot_and_two_side_pots():
    # A all-in 50, B all-in 150, C all-in 300, D calls 300.
    pots = build_pots([50, 150, 300, 300], [False] * 4)
    assert pots == [
        Pot(200, (0, 1, 2, 3)),   # 4 × 50
        Pot(300, (1, 2, 3)),      # 3 × 100
        Pot(300, (2, 3)),         # 2 × 150
    ]


def test_folded_players_chips_stay_in_the_pots():
    # A put in 30 and folded; B is all-in for 100; C and D put in 200 each.
    pots = build_pots([30, 100, 200, 200], [True, False, False, False])
    assert pots == [
        Pot(330, (1, 2, 3)),      # 30 + 3 × 100
        Pot(200, (2, 3)),         # 2 × 100
    ]


def test_folded_chips_above_a_level_fill_the_next_pot():
    # A folded after putting in 120; B all-in 50; C and D 200.
    pots = build_pots([120, 50, 200, 200], [True, False, False, False])
    assert pots == [
        Pot(200, (1, 2, 3)),      # 4 × 50
        Pot(370, (2, 3)),         # 70 (folded) + 2 × 150
    ]


def test_folded_chips_above_the_highest_live_level_go_into_the_last_pot():
    # A folded with 150 in; B and C are all-in for 100 each.
    assert build_pots([150, 100, 100], [True, False, False]) == [Pot(350, (1, 2))]


def test_everyone_level_is_one_pot():
    assert build_pots([200, 200, 200], [False] * 3) == [Pot(600, (0, 1, 2))]


def test_a_live_player_with_nothing_in_makes_no_empty_pot():
    assert build_pots([0, 100, 100], [False, False, False]) == [Pot(200, (1, 2))]


def test_a_sole_live_player_takes_one_pot_of_everything():
    # Everyone else folded: one pot, the last player in wins it without showing.
    assert build_pots([10, 20, 60], [True, True, False]) == [Pot(90, (2,))]


def test_nothing_in_no_pot():
    assert build_pots([0, 0], [False, False]) == []


def test_chips_with_nobody_left_to_win_them_are_refused():
    with pytest.raises(ValueError):
        build_pots([10, 20], [True, True])


def test_build_pots_refuses_bad_input():
    with pytest.raises(ValueError):
        build_pots([10, -1], [False, False])
    with pytest.raises(ValueError):
        build_pots([10, 10], [False])


def test_pot_lists_eligible_players_in_index_order():
    assert Pot(10, (3, 1)).eligible == (1, 3)
    with pytest.raises(ValueError):
        Pot(-1, (0,))
    with pytest.raises(ValueError):
        Pot(10, (1, 1))


# ---------------------------------------------------------------- only all-in players make levels


def test_a_dead_small_blind_makes_no_side_pot_when_the_all_in_flags_are_given():
    # Player 0, returning, posts a dead 5 and a live 10; player 1 checks his big blind of 10.
    # Nobody is all-in: one pot of 25 for both, the dead 5 included.
    assert build_pots([15, 10], [False, False], all_in=[False, False]) == [Pot(25, (0, 1))]
    # Without the flags every live contribution is a level (the caller's old reading).
    assert build_pots([15, 10], [False, False]) == [Pot(20, (0, 1)), Pot(5, (0,))]


def test_all_in_levels_still_make_side_pots_when_the_flags_are_given():
    # Player 0 all-in for 50, player 1 all-in for 150, players 2 and 3 in for 300 with chips behind.
    pots = build_pots([50, 150, 300, 300], [False] * 4, all_in=[True, True, False, False])
    assert pots == [Pot(200, (0, 1, 2, 3)), Pot(300, (1, 2, 3)), Pot(300, (2, 3))]


def test_all_in_flags_must_match_the_players():
    with pytest.raises(ValueError):
        build_pots([10, 10], [False, False], all_in=[False])


# ---------------------------------------------------------------- properties

hands = st.lists(
    st.tuples(st.integers(0, 2_000), st.booleans()), min_size=1, max_size=10
).filter(lambda h: any(not f for _, f in h))


@given(hands)
def test_pots_add_up_to_the_contributions(hand):
    contributions = [c for c, _ in hand]
    folded = [f for _, f in hand]
    pots = build_pots(contributions, folded)
    assert sum(p.amount for p in pots) == sum(contributions)
    assert all(isinstance(p.amount, int) and p.amount > 0 for p in pots)


@given(hands)
def test_each_pot_is_won_only_by_players_still_in_and_side_pots_narrow(hand):
    contributions = [c for c, _ in hand]
    folded = [f for _, f in hand]
    pots = build_pots(contributions, folded)
    for pot in pots:
        assert pot.eligible and all(not folded[i] for i in pot.eligible)
    for main, side in zip(pots, pots[1:]):
        assert set(side.eligible) < set(main.eligible)


@given(hands)
def test_a_live_player_can_win_what_each_player_put_in_up_to_his_own_level(hand):
    contributions = [c for c, _ in hand]
    folded = [f for _, f in hand]
    pots = build_pots(contributions, folded)
    top_live = max(c for c, f in hand if not f)
    for i, (mine, out) in enumerate(hand):
        if out:
            continue
        can_win = sum(p.amount for p in pots if i in p.eligible)
        expected = sum(min(c, mine) for c in contributions)
        if mine == top_live:
            expected += sum(c - mine for c in contributions if c > mine)   # folded chips above
        assert can_win == expected


@given(st.lists(st.integers(0, 10_000), max_size=10))
def test_uncalled_is_the_top_bet_above_the_second(bets):
    result = uncalled_bet(bets)
    ranked = sorted(bets, reverse=True) + [0, 0]
    if ranked[0] == ranked[1]:
        assert result is None
    else:
        player, back = result
        assert bets[player] == ranked[0] and back == ranked[0] - ranked[1] > 0


@given(hands)
def test_with_everyone_still_in_all_in_the_flags_change_nothing(hand):
    contributions = [c for c, _ in hand]
    folded = [f for _, f in hand]
    assert build_pots(contributions, folded, [True] * len(hand)) == build_pots(contributions, folded)


@given(hands, st.data())
def test_pots_add_up_with_any_all_in_flags(hand, data):
    contributions = [c for c, _ in hand]
    folded = [f for _, f in hand]
    all_in = data.draw(st.lists(st.booleans(), min_size=len(hand), max_size=len(hand)))
    pots = build_pots(contributions, folded, all_in)
    assert sum(p.amount for p in pots) == sum(contributions)
    assert all(p.amount > 0 and p.eligible for p in pots)
    # A player still in with chips behind may win every pot.
    for i, (out, shoved) in enumerate(zip(folded, all_in)):
        if not out and not shoved:
            assert all(i in p.eligible for p in pots)


@given(hands)
def test_with_nobody_still_in_all_in_there_is_one_pot_of_everything(hand):
    contributions = [c for c, _ in hand]
    folded = [f for _, f in hand]
    live = tuple(i for i, f in enumerate(folded) if not f)
    pots = build_pots(contributions, folded, [False] * len(hand))
    assert pots == ([Pot(sum(contributions), live)] if sum(contributions) else [])
