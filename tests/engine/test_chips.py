"""Chips on the felt (RULES.md section 11): the oversized chip, several chips and the 50 % rule,
a single chip not facing a bet, the pot-limit cap, and amounts as the fewest chips of a set."""
import pytest
from hypothesis import given, strategies as st

from engine import chips as rules
from engine.actions import ALL_IN, CALL, Action, call, check, raise_to
from engine.chips import chips_text, fewest_chips, read_chips
from engine.errors import ConfigError, IllegalAction
from tables import deal_street, make_hand

SET = (5, 25, 100, 500, 1000)


def facing_100(structure="no-limit"):
    """Blinds 50/100, 5,000 each: the first player in faces the big blind's 100."""
    hand = make_hand([5000] * 4, structure=structure, blinds=(50, 100))
    return hand, hand.legal()


def test_a_single_500_facing_100_is_a_call_and_400_go_back():
    _, legal = facing_100()
    reading = read_chips([500], legal)
    assert reading.action == Action(CALL) and reading.rule == rules.OVERSIZED_CHIP_CALL
    assert (reading.put_in, reading.returned) == (500, 400)


def pot_300_facing_100(structure="pot-limit"):
    """RULES.md 11's example: 300 in the pot and a bet of 100 to face. Blinds 50/100, three players of 5,000
    call pre-flop (300); on the flop the first player bets 100: the next player faces 100 into 300."""
    hand = make_hand([5000] * 3, structure=structure, blinds=(50, 100))
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)                                         # the flop: 300 in the pot, no bet yet
    hand.apply(raise_to(100))
    legal = hand.legal()
    assert (legal.pot, legal.to_call, legal.own_bet) == (400, 100, 0)
    return hand, legal


def test_a_declared_raise_with_one_1000_chip_in_pot_limit_facing_100_into_300_is_a_raise_to_600_400_back():
    # RULES.md 11 (TDA 45): "raise" with a single chip and no amount is the largest raise the rules allow up to
    # the chip's value. The pot-limit maximum facing 100 into 300 is 3 × 100 + 300 = 600.
    hand, legal = pot_300_facing_100()
    assert legal.max_raise_to == 600
    reading = read_chips([1000], legal, declared_raise=True)
    assert reading.action == raise_to(600) and reading.rule == rules.DECLARED_SINGLE_CHIP
    assert (reading.put_in, reading.returned, reading.to_add) == (1000, 400, 0)
    hand.apply(reading.action)                                # the engine takes it: no "above the pot limit"
    assert hand.street_bets[legal.player] == 600
    # The same chip without a word is a call and 900 go back (the oversized chip).
    undeclared = read_chips([1000], legal)
    assert undeclared.action == call() and undeclared.returned == 900


def test_a_declared_raise_with_one_1000_chip_in_no_limit_is_a_raise_to_1000():
    hand, legal = pot_300_facing_100("no-limit")
    reading = read_chips([1000], legal, declared_raise=True)
    assert reading.action == raise_to(1000) and reading.rule == rules.DECLARED_SINGLE_CHIP
    assert (reading.returned, reading.to_add) == (0, 0)
    hand.apply(reading.action)
    assert hand.street_bets[legal.player] == 1000


def test_a_declared_raise_with_a_chip_below_the_pot_limit_maximum_is_a_raise_to_the_chips_value():
    _, legal = pot_300_facing_100()
    reading = read_chips([500], legal, declared_raise=True)  # 500 is under the maximum of 600: to 500
    assert reading.action == raise_to(500) and reading.rule == rules.DECLARED_SINGLE_CHIP and reading.returned == 0


def test_a_declared_raise_with_several_chips_is_to_what_was_put_in_capped_at_the_pot_limit_maximum():
    _, legal = pot_300_facing_100()
    reading = read_chips([100] * 4, legal, declared_raise=True)            # 400: between 200 and 600
    assert reading.action == raise_to(400) and reading.rule == rules.DECLARED_RAISE and reading.returned == 0
    reading = read_chips([500, 500], legal, declared_raise=True)           # 1,000: the maximum is 600
    assert reading.action == raise_to(600) and reading.rule == rules.DECLARED_CAPPED and reading.returned == 400
    # No limit: several chips are a raise to what was put in, whatever the pot.
    _, no_limit = pot_300_facing_100("no-limit")
    reading = read_chips([500, 500], no_limit, declared_raise=True)
    assert reading.action == raise_to(1000) and reading.rule == rules.DECLARED_RAISE


def test_a_declared_raise_short_of_the_minimum_raise_is_completed_to_the_minimum():
    # Facing 100 (a bet of 100): the minimum raise is to 200. "Raise" with 100 + 25 + 25 (150): completed to
    # 200, 50 to add. One 100 chip and "raise": the same, 100 to add.
    _, legal = pot_300_facing_100()
    assert legal.min_raise_to == 200
    reading = read_chips([100, 25, 25], legal, declared_raise=True)
    assert reading.action == raise_to(200) and reading.rule == rules.DECLARED_COMPLETED
    assert (reading.returned, reading.to_add) == (0, 50)
    reading = read_chips([100], legal, declared_raise=True)
    assert reading.action == raise_to(200) and reading.rule == rules.DECLARED_COMPLETED and reading.to_add == 100


def test_a_declared_raise_in_fixed_limit_is_the_fixed_raise_and_the_excess_goes_back():
    # Limit 10/20, blinds 5/10: facing the big blind's 10, "raise" with one 100 chip is a raise to 20 (the fixed
    # size), 80 back; with one 5 chip it is still a raise to 20, 15 to add.
    hand = make_hand([1000] * 4, structure="fixed-limit", blinds=(5, 10), bets=(10, 20))
    legal = hand.legal()
    reading = read_chips([100], legal, fixed_limit=True, declared_raise=True)
    assert reading.action == raise_to(20) and reading.rule == rules.DECLARED_FIXED_LIMIT
    assert (reading.returned, reading.to_add) == (80, 0)
    reading = read_chips([5], legal, fixed_limit=True, declared_raise=True)
    assert reading.action == raise_to(20) and reading.to_add == 15
    hand.apply(reading.action)
    assert hand.street_bets[legal.player] == 20


def test_a_declared_raise_when_raising_is_closed_is_refused_and_read_as_put_in_it_is_a_call():
    # Fixed limit, a bet and three raises (the cap): the next player's "raise" cannot stand.
    hand = make_hand([1000] * 5, structure="fixed-limit", blinds=(5, 10), bets=(10, 20))
    for to in (20, 30, 40):
        hand.apply(raise_to(to))
    legal = hand.legal()
    assert not legal.can_raise and legal.closed_reason == "cap"
    with pytest.raises(IllegalAction) as refused:
        read_chips([25, 25], legal, fixed_limit=True, declared_raise=True)
    assert refused.value.code == "betting-closed" and refused.value.numbers["closed"] == "cap"
    reading = read_chips([25, 25], legal, fixed_limit=True)
    assert reading.action == call() and reading.returned == 15         # the small blind calls 35 of the 50


def test_several_chips_each_needed_for_the_call_are_a_call_whatever_the_excess():
    # A raise to 600 (a raise of 500): the next player puts in two 500s without a word. Take either
    # away and 500 does not call 600: every chip was needed, so it is a call and 400 go back, though
    # 400 beyond the call is more than half of the last raise.
    hand = make_hand([5000] * 4, blinds=(50, 100), structure="no-limit")
    hand.apply(raise_to(600))
    reading = read_chips([500, 500], hand.legal())
    assert reading.action == call() and reading.rule == rules.ALL_NEEDED_CALL and reading.returned == 400
    # Facing 100, 100 + 25 is not all needed (the 100 alone calls): 25 beyond is under half: a call.
    _, legal = facing_100()
    reading = read_chips([100, 25], legal)
    assert reading.action == call() and reading.rule == rules.BELOW_HALF_CALL and reading.returned == 25


def test_fifty_percent_rule_half_a_raise_beyond_the_call_makes_a_minimum_raise():
    # Facing 100 (the last full raise is the big blind, 100): 100 + 25 + 25 is 50 beyond the call,
    # half of 100: the player must complete a minimum raise, to 200 (50 more).
    _, legal = facing_100()
    reading = read_chips([100, 25, 25], legal)
    assert reading.action == raise_to(200) and reading.rule == rules.HALF_RAISE_COMPLETED
    assert reading.to_add == 50 and reading.numbers["beyond_call"] == 50 and reading.numbers["full_raise"] == 100


def test_fifty_percent_rule_less_than_half_is_a_call_and_the_excess_goes_back():
    # 25 + 25 + 25 + 25 + 25 = 125: 25 beyond the call of 100, under half of 100: a call, 25 back.
    _, legal = facing_100()
    reading = read_chips([25] * 5, legal)
    assert reading.action == call() and reading.rule == rules.BELOW_HALF_CALL and reading.returned == 25


def test_several_chips_making_a_full_raise_raise_to_what_was_put_in():
    _, legal = facing_100()
    reading = read_chips([100, 100, 100], legal)              # 300: a full raise and more
    assert reading.action == raise_to(300) and reading.rule == rules.RAISE_AS_PUT and reading.returned == 0


def test_a_single_chip_not_facing_a_bet_is_a_bet_of_its_value():
    hand = make_hand([5000] * 3, blinds=(50, 100), structure="no-limit")
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)                                         # the flop: pot 300, no bet yet
    legal = hand.legal()
    reading = read_chips([500], legal)
    assert reading.action == raise_to(500) and reading.rule == rules.SINGLE_CHIP_BET
    # In pot limit the same 500 is at most the pot: 300, and 200 go back.
    hand = make_hand([5000] * 3, blinds=(50, 100))
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)
    reading = read_chips([500], hand.legal())
    assert reading.action == raise_to(300) and reading.rule == rules.CAPPED_AT_POT_LIMIT and reading.returned == 200


def test_pot_limit_seed_001_chips_above_the_maximum_of_105_are_capped():
    # Blinds 5/10, a raise to 30: the next player may raise to 105 at most (seed 001). A declared
    # raise is checked by the rules as any raise; undeclared chips of 200 are a raise to 105.
    hand = make_hand([1000] * 4, blinds=(5, 10))
    hand.apply(raise_to(30))
    legal = hand.legal()
    reading = read_chips([100, 100], legal)
    assert reading.action == raise_to(105) and reading.rule == rules.CAPPED_AT_POT_LIMIT and reading.returned == 95


def test_chips_short_of_the_call_are_no_action_yet():
    _, legal = facing_100()
    with pytest.raises(IllegalAction) as refused:
        read_chips([25, 25], legal)
    assert refused.value.code == "chips-short" and refused.value.numbers["short"] == 50


def test_the_whole_stack_in_chips_is_all_in():
    hand = make_hand([5000, 5000, 300, 5000], blinds=(50, 100), structure="no-limit")
    legal = hand.legal()
    assert legal.stack == 300
    reading = read_chips([100, 100, 100], legal)
    assert reading.action == Action(ALL_IN) and reading.rule == rules.ALL_IN_CHIPS


def test_fixed_limit_chips_make_the_fixed_bet():
    # Limit 10/20: facing the big blind of 10, 10 + 5 + 5 is half a bet beyond the call: a raise to 20.
    hand = make_hand([1000] * 4, structure="fixed-limit", blinds=(5, 10), bets=(10, 20))
    reading = read_chips([10, 5, 5], hand.legal(), fixed_limit=True)
    assert reading.action == raise_to(20) and reading.rule == rules.FIXED_LIMIT_SIZE and reading.returned == 0


def test_bad_chips_are_refused():
    _, legal = facing_100()
    for bad in ([], [0], [-5], [2.5], [True]):
        with pytest.raises(IllegalAction):
            read_chips(bad, legal)


# ------------------------------------------------------------ the fewest chips

def test_raise_to_105_is_one_100_and_one_5():
    assert fewest_chips(105, SET) == ((100, 1), (5, 1))
    assert chips_text(fewest_chips(105, SET)) == "1 × 100 + 1 × 5"
    assert fewest_chips(2280, SET) == ((1000, 2), (100, 2), (25, 3), (5, 1))
    assert fewest_chips(0, SET) == ()


def test_an_amount_the_set_cannot_make_is_none():
    assert fewest_chips(105, (25, 100)) is None


def test_a_set_where_greedy_is_wrong_still_gives_the_fewest():
    # 30 in chips of 25, 10 and 1: greedy would give 25 + 5 × 1 (6 chips); the fewest is 3 × 10.
    assert fewest_chips(30, (1, 10, 25)) == ((10, 3),)


def test_a_bad_chip_set_is_refused():
    with pytest.raises(ConfigError):
        fewest_chips(100, ())
    with pytest.raises(ConfigError):
        fewest_chips(100, (0, 5))


@given(st.integers(0, 5000), st.lists(st.integers(1, 60), min_size=1, max_size=4, unique=True))
def test_the_fewest_chips_add_up_and_no_fewer_exist(amount, chip_set):
    found = fewest_chips(amount, chip_set)
    # A plain count of every way (small amounts) is the reference.
    best = [0] + [None] * amount
    for total in range(1, amount + 1):
        options = [best[total - c] + 1 for c in chip_set if c <= total and best[total - c] is not None]
        best[total] = min(options) if options else None
    if best[amount] is None:
        assert found is None
    else:
        assert sum(v * n for v, n in found) == amount
        assert sum(n for _, n in found) == best[amount]


@given(seed=st.integers(0, 10_000), structure=st.sampled_from(["pot-limit", "no-limit", "fixed-limit"]),
       chips=st.lists(st.sampled_from(SET), min_size=1, max_size=6), steps=st.integers(0, 4),
       declared=st.booleans())
def test_every_reading_is_an_action_the_rules_take_for_exactly_the_chips_kept(seed, structure, chips, steps,
                                                                             declared):
    import random
    rng = random.Random(seed)
    hand = make_hand([rng.choice((300, 1000, 5000)) for _ in range(rng.randint(2, 6))], structure=structure,
                     blinds=(5, 10), bets=(10, 20), seed=seed)
    for _ in range(steps):                    # a few actions first, so the chips meet other bets
        if hand.phase != "bet":
            break
        lg = hand.legal()
        hand.apply(raise_to(lg.min_raise_to) if lg.can_raise and rng.random() < 0.5 else
                   (check() if lg.can_check else call()))
        if hand.phase == "deal":
            deal_street(hand)
    if hand.phase != "bet":
        return
    legal = hand.legal()
    p = legal.player
    try:
        reading = read_chips(chips, legal, fixed_limit=structure == "fixed-limit", declared_raise=declared)
    except IllegalAction as exc:
        assert exc.code in ("chips-short", "betting-closed", "more-than-stack")
        return
    before = hand.stacks[p]
    hand.apply(reading.action)                  # every reading, declared raises included, is an action allowed
    taken = before - hand.stacks[p] + sum(amount for q, amount in hand.uncalled_returns if q == p)
    if reading.rule != rules.ALL_IN_CHIPS:
        assert taken == reading.put_in - reading.returned + reading.to_add, (reading, legal)


def test_a_whole_stack_above_the_pot_in_pot_limit_is_a_pot_raise_and_the_rest_goes_back():
    # Pot limit 5/10: the first player in has 300; his whole stack pushed without a word is a raise
    # to the pot, 3 × 10 + 5 = 35, and 265 go back (all-in would be above the pot limit).
    hand = make_hand([1000, 1000, 300, 1000], blinds=(5, 10))
    legal = hand.legal()
    assert legal.stack == 300 and legal.max_raise_to == 35
    reading = read_chips([100, 100, 100], legal)
    assert reading.action == raise_to(35) and reading.rule == rules.CAPPED_AT_POT_LIMIT and reading.returned == 265
    with pytest.raises(IllegalAction) as refused:
        read_chips([100, 100, 100, 100], legal)
    assert refused.value.code == "more-than-stack"
