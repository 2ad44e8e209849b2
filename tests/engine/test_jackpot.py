"""Jackpots decided from the cards (RULES.md 12): the increment, the bad beat, the payment, the high hand.

The rules' numbers (issue 28) first, then more of our own, then a property of the payment.
"""
from __future__ import annotations

from datetime import datetime

import pytest
from hypothesis import given, settings, strategies as st

from engine.cards import parse_cards as cards
from engine.errors import ConfigError
from engine.games import GAMES
from engine.jackpot import bad_beat as bb
from engine.jackpot.bad_beat import bad_beat
from engine.jackpot.high_hand import HighHand, on_board, period_of, prize_shares, qualifying
from engine.jackpot.increment import BELOW_MINIMUM, BOMB_POT, TAKEN, take_increment
from engine.jackpot.payment import clockwise, pay_jackpot
from engine.jackpot.rules import JackpotRules, HighHandRules
from engine.pots import Pot
from engine.rake import RakeRules, take_rake
from engine.ranking.evaluation import low_values
from engine.showdown import run_parts

HOLDEM, OMAHA, OMAHA_HILO = GAMES["holdem"], GAMES["omaha"], GAMES["omaha-hilo"]
ON = JackpotRules(on=True, percent=1, minimum_pot=1000)
BIG_POT = [Pot(2000, (0, 1, 2))]


# ---------------------------------------------------------------- increment

def test_one_percent_after_a_four_percent_levy_on_1050_is_10_and_998_to_the_winner():
    pots = [Pot(1050, (0, 1))]
    levied = take_rake(pots, RakeRules(percent=4), flop_seen=True)
    assert levied.rake == 42 and levied.pots[0].amount == 1008
    increment = take_increment(ON, pots, levied.pots, chip_unit=1)
    assert (increment.amount, increment.reason, increment.pots[0].amount) == (10, TAKEN, 998)


def test_a_pot_below_the_house_minimum_pays_no_increment():
    pots = [Pot(999, (0, 1))]
    levied = take_rake(pots, RakeRules(percent=4), flop_seen=True)
    increment = take_increment(ON, pots, levied.pots, chip_unit=1)
    assert (increment.amount, increment.reason, increment.tested) == (0, BELOW_MINIMUM, 999)
    assert increment.pots == levied.pots


def test_the_minimum_is_tested_before_the_levy_and_the_percentage_is_of_what_is_left():
    # 1,000 reaches the minimum although 960 is left after the levy.
    pots = [Pot(1000, (0, 1))]
    levied = take_rake(pots, RakeRules(percent=4), flop_seen=True)
    assert take_increment(ON, pots, levied.pots, chip_unit=1).amount == 9       # 1 % of 960 = 9.6 → 9


def test_the_increment_is_rounded_down_to_the_chip_unit_and_taken_from_the_main_pot():
    pots = [Pot(3000, (0, 1, 2)), Pot(1000, (0, 1))]
    rules = JackpotRules(on=True, percent=1, minimum_pot=1000)
    increment = take_increment(rules, pots, pots, chip_unit=25)                  # 1 % of 4,000 = 40 → 25
    assert increment.amount == 25 and increment.pots == (Pot(2975, (0, 1, 2)), Pot(1000, (0, 1)))


def test_on_the_main_pot_only_both_the_minimum_and_the_percentage_read_the_main_pot():
    pots = [Pot(800, (0, 1, 2)), Pot(1000, (0, 1))]
    rules = JackpotRules(on=True, percent=1, minimum_pot=1000, base="main-pot")
    assert take_increment(rules, pots, pots, chip_unit=1).reason == BELOW_MINIMUM
    pots = [Pot(1500, (0, 1, 2)), Pot(1000, (0, 1))]
    assert take_increment(rules, pots, pots, chip_unit=1).amount == 15
    assert take_increment(JackpotRules(on=True, percent=1, minimum_pot=1000), pots, pots, 1).amount == 25


def test_a_fixed_increment_never_takes_more_than_the_main_pot_holds():
    rules = JackpotRules(on=True, fixed=50)
    assert take_increment(rules, [Pot(200, (0, 1))], [Pot(200, (0, 1))], 1).amount == 50
    assert take_increment(rules, [Pot(30, (0, 1)), Pot(100, (0,))], [Pot(30, (0, 1)), Pot(100, (0,))], 1).amount == 30


def test_a_bomb_pot_pays_no_increment_unless_the_house_says_so():
    assert take_increment(ON, BIG_POT, BIG_POT, 1, bomb_pot=True).reason == BOMB_POT
    rules = JackpotRules(on=True, percent=1, minimum_pot=1000, exclude_bomb_pots=False)
    assert take_increment(rules, BIG_POT, BIG_POT, 1, bomb_pot=True).amount == 20


def test_a_hand_run_twice_pays_one_increment_taken_before_the_split():
    increment = take_increment(ON, BIG_POT, BIG_POT, 1)
    parts = run_parts(increment.pots[0].amount, 2, 1)
    assert increment.amount == 20 and parts == [990, 990]


def test_a_jackpot_off_takes_nothing():
    assert take_increment(JackpotRules(percent=1), BIG_POT, BIG_POT, 1).amount == 0


# ---------------------------------------------------------------- bad beat: the rules' numbers

def test_holdem_four_sevens_both_playing_losing_to_a_straight_flush_qualifies():
    result = bad_beat(ON, HOLDEM, [cards("7s 7h"), cards("Td Jd")], cards("7d 7c 8d 9d 2s"), BIG_POT)
    assert result.qualifies and (result.loser, result.winner) == (0, 1)
    # The proof: each player's five cards.
    assert set(result.hand_of(0).five) == set(cards("7s 7h 7d 7c 9d"))
    assert set(result.hand_of(1).five) == set(cards("Td Jd 7d 8d 9d"))
    assert (result.hand_of(0).name.english(), result.hand_of(1).name.english()) == (
        "four sevens", "straight flush, jack high")


def test_holdem_four_sevens_with_one_hole_card_playing_does_not_qualify():
    result = bad_beat(ON, HOLDEM, [cards("7s 2c"), cards("Td Jd")], cards("7d 7c 7h 8d 9d"), BIG_POT)
    assert not result.qualifies and result.rule == bb.HOLE_CARD_DOES_NOT_PLAY
    assert not result.hand_of(0).both_hole_cards_play and result.hand_of(1).both_hole_cards_play


def test_omaha_four_sevens_losing_to_a_straight_flush_qualifies():
    result = bad_beat(ON, OMAHA, [cards("7s 7h Ac Kc"), cards("Td Jd 3c 3h")], cards("7d 7c 8d 9d 2s"), BIG_POT)
    assert result.qualifies and (result.loser, result.winner) == (0, 1)
    assert set(result.hand_of(1).five) == set(cards("Td Jd 7d 8d 9d"))


def test_omaha_hilo_the_high_hands_decide():
    result = bad_beat(ON, OMAHA_HILO, [cards("7s 7h Ac Kc"), cards("Td Jd 3c 3h")], cards("7d 7c 8d 9d 2s"),
                      BIG_POT)
    assert result.qualifies and (result.loser, result.winner) == (0, 1)


def test_hilo_a_player_who_wins_the_low_but_loses_the_high_with_four_sevens_qualifies():
    # The loser's four sevens lose the high to a straight flush; his 7-4-3-2-A takes the low.
    board = cards("7d 7c 4d 3h 8d")
    holes = [cards("7s 7h Ac 2c"), cards("5d 6d Kc Kh")]
    lows = low_values(holes, board, "omaha", 8)
    assert lows[0] > lows[1]
    result = bad_beat(ON, OMAHA_HILO, holes, board, BIG_POT)
    assert result.qualifies and (result.loser, result.winner) == (0, 1)


# ---------------------------------------------------------------- bad beat: more of our own

def test_four_of_a_kind_losing_to_a_higher_four_of_a_kind_qualifies():
    result = bad_beat(ON, HOLDEM, [cards("8h 8s"), cards("9h 9s")], cards("8c 8d 9c 9d 2s"), BIG_POT)
    assert result.qualifies and (result.loser, result.winner) == (0, 1)


def test_four_sixes_do_not_qualify():
    result = bad_beat(ON, HOLDEM, [cards("6h 6s"), cards("9h 9s")], cards("6c 6d 9c 9d 2s"), BIG_POT)
    assert result.rule == bb.LOSER_BELOW_FOUR_SEVENS


def test_a_full_house_losing_to_a_straight_flush_does_not_qualify():
    result = bad_beat(ON, HOLDEM, [cards("7h 8s"), cards("Ad Kd")], cards("7d 7c 8d 9d 2d"), BIG_POT)
    assert result.rule == bb.LOSER_BELOW_FOUR_SEVENS


def test_the_winners_hole_card_must_play_too():
    result = bad_beat(ON, HOLDEM, [cards("7s 7h"), cards("Jd 2c")], cards("7d 7c 8d 9d Td"), BIG_POT)
    assert result.rule == bb.HOLE_CARD_DOES_NOT_PLAY and result.winner == 1


def test_a_pot_below_the_minimum_does_not_qualify():
    result = bad_beat(ON, HOLDEM, [cards("7s 7h"), cards("Td Jd")], cards("7d 7c 8d 9d 2s"), [Pot(999, (0, 1))])
    assert result.rule == bb.BELOW_MINIMUM and len(result.hands) == 2


def test_only_the_first_run_of_a_hand_run_twice_counts_unless_the_house_says_so():
    holes, board = [cards("7s 7h"), cards("Td Jd")], cards("7d 7c 8d 9d 2s")
    assert bad_beat(ON, HOLDEM, holes, board, BIG_POT, run=1).qualifies
    assert bad_beat(ON, HOLDEM, holes, board, BIG_POT, run=2).rule == bb.LATER_RUN
    every_run = JackpotRules(on=True, percent=1, minimum_pot=1000, first_run_only=False)
    assert bad_beat(every_run, HOLDEM, holes, board, BIG_POT, run=2).qualifies


def test_a_bomb_pot_does_not_qualify_unless_the_house_says_so():
    holes, board = [cards("7s 7h"), cards("Td Jd")], cards("7d 7c 8d 9d 2s")
    assert bad_beat(ON, HOLDEM, holes, board, BIG_POT, bomb_pot=True).rule == bb.BOMB_POT
    bombs = JackpotRules(on=True, percent=1, minimum_pot=1000, exclude_bomb_pots=False)
    assert bad_beat(bombs, HOLDEM, holes, board, BIG_POT, bomb_pot=True).qualifies


def test_several_qualifying_losers_the_strongest_losing_hand_counts():
    holes = [cards("7s 7h Ac Kc"), cards("8s 8h Qc Qh"), cards("Td Jd 3c 3h")]
    result = bad_beat(ON, OMAHA, holes, cards("7d 8d 9d 7c 8c"), BIG_POT)
    assert result.qualifies and result.loser == 1 and result.losers == (1, 0) and result.winner == 2


def test_no_showdown_after_the_river_or_one_player_does_not_qualify():
    assert bad_beat(ON, HOLDEM, [cards("7s 7h"), cards("Td Jd")], cards("7d 7c 8d 9d"), BIG_POT).rule == bb.NO_RIVER
    assert bad_beat(ON, HOLDEM, [cards("7s 7h"), None], cards("7d 7c 8d 9d 2s"), BIG_POT).rule == bb.ONE_PLAYER
    assert bad_beat(JackpotRules(), HOLDEM, [cards("7s 7h"), cards("Td Jd")], cards("7d 7c 8d 9d 2s"),
                    BIG_POT).rule == bb.OFF


# ---------------------------------------------------------------- payment

def test_10000_with_8_present_is_5625_to_the_loser_and_625_to_each_of_the_others():
    payment = pay_jackpot(10_000, ON, 1, present=range(1, 9), button=8, loser=3, winner=5)
    assert payment.shares[3] == 5_625
    assert [a for s, a in payment.shares.items() if s != 3] == [625] * 7
    assert payment.odd_unit_receivers == ()


def test_10000_with_7_present_gives_714_each_and_the_2_odd_units_clockwise_from_the_button():
    payment = pay_jackpot(10_000, ON, 1, present=range(1, 8), button=4, loser=2, winner=6)
    assert (payment.loser_part, payment.table_part) == (5_000, 5_000)
    assert payment.odd_unit_receivers == (5, 6)             # the first two after the button
    assert payment.shares == {5: 715, 6: 715, 7: 714, 1: 714, 2: 5_714, 3: 714, 4: 714}


def test_a_loser_winner_table_split_shares_the_table_part_among_the_others():
    rules = JackpotRules(on=True, loser_percent=50, winner_percent=25, table_percent=25)
    payment = pay_jackpot(10_000, rules, 1, present=range(1, 7), button=1, loser=2, winner=3)
    assert payment.shares == {2: 5_000, 3: 2_500, 4: 625, 5: 625, 6: 625, 1: 625}


def test_the_loser_part_is_rounded_down_to_the_chip_unit_and_its_remainder_joins_the_table():
    payment = pay_jackpot(10_005, ON, 5, present=range(1, 9), button=1, loser=3, winner=5)
    assert (payment.loser_part, payment.table_part) == (5_000, 5_005)
    assert payment.odd_unit_receivers == (2,) and payment.shares[2] == 630 and payment.shares[4] == 625


def test_a_meter_not_in_chip_units_or_a_loser_not_present_is_refused():
    with pytest.raises(ConfigError):
        pay_jackpot(10_003, ON, 5, present=range(1, 9), button=1, loser=3, winner=5)
    with pytest.raises(ConfigError):
        pay_jackpot(10_000, ON, 1, present=range(1, 9), button=1, loser=9, winner=5)


def test_clockwise_starts_after_the_button_even_a_dead_one():
    assert clockwise([1, 3, 6, 8], button=5) == [6, 8, 1, 3]


@settings(max_examples=300, deadline=None)
@given(units=st.integers(0, 10**6), unit=st.sampled_from([1, 5, 25]), seats=st.sets(st.integers(1, 10), min_size=2),
       button=st.integers(1, 10), split=st.sampled_from([(50, 0, 50), (50, 25, 25), (60, 20, 20), (100, 0, 0)]),
       data=st.data())
def test_payment_shares_sum_to_the_meter_in_whole_chip_units(units, unit, seats, button, split, data):
    present = sorted(seats)
    loser, winner = data.draw(st.permutations(present))[:2]
    rules = JackpotRules(on=True, loser_percent=split[0], winner_percent=split[1], table_percent=split[2])
    payment = pay_jackpot(units * unit, rules, unit, present, button, loser, winner)
    assert sum(payment.shares.values()) == units * unit
    assert set(payment.shares) == set(present)
    assert all(a >= 0 and a % unit == 0 for a in payment.shares.values())
    assert payment.shares[loser] >= units * unit * split[0] // 100 - unit


# ---------------------------------------------------------------- high hand

HH = HighHandRules(on=True, minutes=60, prize=1_000)


def _shown(player, hole, board, at, game=HOLDEM):
    hand = qualifying(HH, game, player, cards(hole), cards(board))
    return hand and HighHand(f"h{player}", f"p{player}", hand, at)


def test_periods_run_from_start_included_to_end_excluded():
    start, end = period_of(HH, datetime(2025, 3, 1, 14, 0))
    assert (start, end) == (datetime(2025, 3, 1, 14, 0), datetime(2025, 3, 1, 15, 0))
    assert period_of(HH, datetime(2025, 3, 1, 14, 59, 59))[0] == start
    assert period_of(HH, datetime(2025, 3, 1, 15, 0))[0] == end


def test_the_qualifying_minimum_and_both_hole_cards():
    board = "Ac Ad Kh 7s 2c"
    assert _shown(0, "Ah Kd", board, datetime(2025, 3, 1, 14)) is not None     # aces full of kings
    assert _shown(0, "Kc Qd", board, datetime(2025, 3, 1, 14)) is None         # kings up
    # Four aces with one hole card playing: not counted when both must play.
    assert qualifying(HH, HOLDEM, 0, cards("Ah 3d"), cards("Ac Ad As 7s 2c")) is None
    loose = HighHandRules(on=True, both_hole_cards=False)
    assert qualifying(loose, HOLDEM, 0, cards("Ah 3d"), cards("Ac Ad As 7s 2c")) is not None


def test_a_better_hand_replaces_an_equal_one_joins_a_new_period_starts_afresh_and_ties_split():
    board = None
    first = _shown(0, "Ah Kd", "Ac Ad Kh 7s 2c", datetime(2025, 3, 1, 14, 5))
    board = on_board(HH, board, first)
    better = _shown(1, "9h 9d", "9c 9s Kh 7s 2c", datetime(2025, 3, 1, 14, 20))
    board = on_board(HH, board, better)
    assert board.hands == (better,)
    worse = _shown(2, "Ah Kd", "Ac Ad Kh 7s 2c", datetime(2025, 3, 1, 14, 30))
    assert on_board(HH, board, worse) == board
    tie = _shown(3, "9h 9d", "9c 9s Qh 7s 2c", datetime(2025, 3, 1, 14, 40))   # four nines, K vs Q kicker
    assert on_board(HH, board, tie) == board
    same = _shown(4, "9h 9d", "9c 9s Kc 7s 3c", datetime(2025, 3, 1, 14, 50))
    board = on_board(HH, board, same)
    assert board.hands == (better, same)
    assert prize_shares(HighHandRules(on=True, prize=1_005), board, 5) == (505, 500)
    later = on_board(HH, board, _shown(0, "Ah Kd", "Ac Ad Kh 7s 2c", datetime(2025, 3, 1, 15, 0)))
    assert later.start == datetime(2025, 3, 1, 15, 0) and len(later.hands) == 1
