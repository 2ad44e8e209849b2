"""Forced bets (RULES.md 3 and 7): blinds, antes, straddles, live and dead posts, short blinds."""
from engine.actions import call, check, fold
from engine.hand import ANTE, BIG_BLIND, DEAD, LIVE, SMALL_BLIND, STRADDLE, Post
from tables import deal_street, make_hand


def test_missed_blinds_big_blind_amount_live_small_blind_amount_dead():
    # A returning player (player 3) posts 10 live and 5 dead: calls 0 more to stay in,
    # the dead 5 is in the pot but is not part of the bet.
    posts = [Post(0, 5, SMALL_BLIND), Post(1, 10, BIG_BLIND), Post(3, 10, LIVE), Post(3, 5, DEAD)]
    hand = make_hand([1000] * 5, posts=posts)
    assert hand.street_bets == [5, 10, 0, 10, 0]
    assert hand.pot == 30
    hand.apply(call())                 # player 2 calls 10
    legal = hand.legal()
    assert legal.player == 3 and legal.can_check and legal.to_call == 0   # the live post is a bet
    # Pot limit counts the dead 5: 3 × 10 + the other 10 called + the small blind 5 + the dead 5.
    assert legal.max_raise_to == 50
    assert legal.max_explanation.english() == "3 × 10 + 10 + 5 + 5 = 50"
    hand.apply(check()); hand.apply(call()); hand.apply(call()); hand.apply(check())
    assert hand.street == "flop" and hand.pot == 55


def test_antes_are_dead_money_and_count_in_the_pot_limit_pot():
    posts = [Post(p, 1, ANTE) for p in range(4)] + [Post(0, 5, SMALL_BLIND), Post(1, 10, BIG_BLIND)]
    hand = make_hand([1000] * 4, posts=posts)
    assert hand.pot == 19 and hand.street_bets == [5, 10, 0, 0]
    legal = hand.legal()
    assert legal.to_call == 10 and legal.max_raise_to == 3 * 10 + 5 + 4


def test_a_straddle_acts_last_preflop_and_raises_the_level():
    posts = [Post(0, 5, SMALL_BLIND), Post(1, 10, BIG_BLIND), Post(2, 20, STRADDLE)]
    hand = make_hand([1000] * 5, structure="no-limit", posts=posts)
    assert hand.actor == 3
    legal = hand.legal()
    assert legal.to_call == 20
    hand.apply(call()); hand.apply(call()); hand.apply(call()); hand.apply(call())
    assert hand.legal().player == 2 and hand.legal().can_check   # the straddle's option


def test_short_all_in_small_blind():
    hand = make_hand([3, 1000, 1000], structure="no-limit")
    assert hand.street_bets == [3, 10, 0] and hand.stacks[0] == 0
    hand.apply(call()); hand.apply(check())
    deal_street(hand)
    assert hand.street == "flop"
    assert hand.actor == 1           # the all-in small blind no longer acts


def test_short_all_in_big_blind_uncalled_excess_comes_back():
    hand = make_hand([1000, 7, 1000], structure="no-limit")
    hand.apply(fold())
    hand.apply(call())               # the small blind completes to 10 against a 7 all-in
    assert hand.phase != "bet"
    assert hand.uncalled_returns == [(0, 3)]
