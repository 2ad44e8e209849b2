"""Pot limit, RULES.md section 4: the seeds' worked examples are acceptance tests."""
import pytest

from engine.actions import call, check, fold, raise_to
from engine.errors import IllegalAction
from engine.rules import HouseRules
from tables import deal_street, make_hand


def test_seed_001_blinds_5_10_raise_to_30_next_may_raise_to_105():
    hand = make_hand([1000] * 4, blinds=(5, 10))
    hand.apply(raise_to(30))                 # first player left of the big blind
    legal = hand.legal()
    assert legal.max_raise_to == 105
    assert legal.max_explanation.english() == "3 × 30 + 10 + 5 = 105"
    assert legal.to_call == 30 and legal.max_add == 105


def test_seed_002_blinds_10_20_pot_raise_70_then_240():
    hand = make_hand([5000] * 4, blinds=(10, 20))
    first = hand.legal()
    assert first.max_raise_to == 70
    assert first.max_explanation.english() == "3 × 20 + 10 = 70"
    hand.apply(raise_to(70))
    second = hand.legal()
    assert second.max_raise_to == 240
    assert second.max_explanation.english() == "3 × 70 + 20 + 10 = 240"


def test_seed_002_flop_pot_570_bet_570_then_raise_to_2280():
    # Three players see a flop for 190 each: 570 in the pot.
    hand = make_hand([10000] * 3, blinds=(10, 20))
    hand.apply(raise_to(70))      # the button
    hand.apply(raise_to(190))     # the small blind re-raises
    hand.apply(call())            # big blind
    hand.apply(call())            # button
    deal_street(hand)
    assert hand.street == "flop" and hand.pot == 570
    bet = hand.legal()
    assert bet.raise_word == "bet" and bet.max_raise_to == 570
    hand.apply(raise_to(570))
    raise_ = hand.legal()
    assert raise_.max_raise_to == 2280
    assert raise_.max_explanation.english() == "3 × 570 + 570 = 2280"


def test_the_maximum_shows_the_chips_to_add_for_a_player_with_chips_out():
    # The big blind has 10 out; facing a raise to 30 its pot raise is to 3 × 30 + 5 = 95, adding 85.
    hand = make_hand([1000] * 3, blinds=(5, 10))
    hand.apply(raise_to(30))
    hand.apply(fold())
    legal = hand.legal()
    assert legal.player == 1
    assert (legal.max_raise_to, legal.max_add) == (95, 85)
    assert legal.max_explanation.english() == "3 × 30 + 5 = 95"


def test_a_raise_above_the_pot_is_refused_with_the_numbers_and_nothing_changes():
    hand = make_hand([1000] * 4, blinds=(5, 10))
    hand.apply(raise_to(30))
    before = (list(hand.stacks), list(hand.street_bets), hand.actor, len(hand.events))
    with pytest.raises(IllegalAction) as refused:
        hand.apply(raise_to(110))
    assert refused.value.code == "raise-above-pot-limit"
    numbers = dict(refused.value.numbers)
    assert numbers.pop("arithmetic").english() == "3 × 30 + 10 + 5 = 105"
    assert numbers == {"max": 105, "got": 110, "word": "raise"}
    assert "105" in refused.value.message
    assert (list(hand.stacks), list(hand.street_bets), hand.actor, len(hand.events)) == before


def test_the_pot_limit_maximum_is_capped_by_the_stack():
    hand = make_hand([1000, 1000, 1000, 80], blinds=(5, 10))
    hand.apply(raise_to(30))
    legal = hand.legal()
    assert legal.max_raise_to == 80 and legal.max_explanation.english().endswith("all-in is 80")


def test_short_big_blind_counts_in_full_by_default():
    # The big blind is all-in for 7 of 10: others still call 10, and the pot raise is 3 × 10 + 5 = 35.
    hand = make_hand([1000, 7, 1000, 1000], blinds=(5, 10))
    legal = hand.legal()
    assert legal.to_call == 10
    assert legal.max_raise_to == 35
    assert legal.min_raise_to == 20   # the minimum raise is reckoned from the full big blind


def test_short_big_blind_as_posted_house_option():
    hand = make_hand([1000, 7, 1000, 1000], blinds=(5, 10),
                     house=HouseRules(pot_limit_dead_blinds="as-posted"))
    legal = hand.legal()
    assert legal.to_call == 10
    assert legal.max_raise_to == 10 + 12 + 10   # 32: the pot as posted


def test_rounding_up_to_the_chip_unit_house_option():
    # Chips of 5: with blinds 5/10 and a limp, a pot raise from the small blind is 10 + 25 + 5 = 40
    # exactly; after an odd raise the maximum is rounded up to the chip unit only with the option.
    exact = make_hand([1000] * 3, blinds=(5, 10), chip_unit=5)
    rounded = make_hand([1000] * 3, blinds=(5, 10), chip_unit=5,
                        house=HouseRules(pot_limit_rounding="up-to-unit"))
    for hand in (exact, rounded):
        hand.apply(raise_to(35))
        hand.apply(call())             # the small blind calls: 35 + 35 + 10 = 80 in the pot
    # Big blind: 35 + 80 + 25 = 140 either way (already a whole number of fives).
    assert exact.legal().max_raise_to == rounded.legal().max_raise_to == 140


def test_pot_limit_bet_on_the_flop_is_at_least_the_big_blind():
    hand = make_hand([1000] * 3, blinds=(5, 10))
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)
    legal = hand.legal()
    assert legal.min_raise_to == 10 and legal.max_raise_to == 30
    with pytest.raises(IllegalAction) as refused:
        hand.apply(raise_to(5))
    assert refused.value.code == "raise-below-minimum"


# ------------------------------------------- a small blind nobody posts (RULES.md 4)

def _dead_button_hand_without_small_blind(dead_blinds: str):
    """Blinds 5/10, dead button: seat 3 (last hand's big blind) leaves, so this hand's
    small-blind seat is empty and only seat 4 posts (the big blind)."""
    from engine.settings import parse_session
    from engine.session.table import TableSession
    from sessions import deal_cards

    session = TableSession(parse_session(
        "[stakes]\nsmall_blind = 5\nbig_blind = 10\nmin_buy_in = 100\nmax_buy_in = 2000\n"
        f'[house]\nbutton = "dead"\npot_limit_dead_blinds = "{dead_blinds}"\n[table]\nseats = 9\n'))
    for seat in range(1, 7):
        session.sit(seat, f"P{seat}", 1000)
    session.start_hand(button=1)
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())                     # folded round to the big blind
    session.leave(3)
    session.start_hand()
    assert [(p.seat, p.amount, p.kind) for p in session.plan.posts] == [(4, 10, "big-blind")]
    deal_cards(session)
    return session


def test_a_small_blind_nobody_posts_counts_in_full_by_default():
    # Dead button, the big blind left: the first player in may raise to 3 × 10 + 5 = 35.
    session = _dead_button_hand_without_small_blind("full")
    legal = session.hand.legal()
    assert legal.to_call == 10 and legal.pot == 10
    assert legal.max_raise_to == 35
    assert legal.max_explanation.english() == "3 × 10 + 5 (small blind, not posted) = 35"
    # It stays counted for the whole pre-flop round: after a raise to 35, 3 × 35 + 10 + 5 = 120.
    session.act(raise_to(35))
    legal = session.hand.legal()
    assert legal.max_raise_to == 120
    assert legal.max_explanation.english() == "3 × 35 + 10 + 5 (small blind, not posted) = 120"


def test_a_small_blind_nobody_posts_counts_as_posted_house_option():
    session = _dead_button_hand_without_small_blind("as-posted")
    legal = session.hand.legal()
    assert legal.max_raise_to == 30
    assert legal.max_explanation.english() == "3 × 10 = 30"


def test_a_small_blind_nobody_posts_is_not_counted_after_the_flop():
    session = _dead_button_hand_without_small_blind("full")
    for _ in range(4):
        session.act(call())                     # four callers, then the big blind checks
    session.act(check())
    from sessions import deal_cards
    deal_cards(session)
    legal = session.hand.legal()
    assert legal.street == "flop" and legal.pot == 50
    assert legal.max_raise_to == 50             # the pot as it is: 5 × 10, no small blind in it


def test_the_dealer_reads_what_was_counted_in_french(french):
    from dealer_app.words.table import pot_limit_arithmetic
    from ui.kit.i18n import render
    words = pot_limit_arithmetic(_dead_button_hand_without_small_blind("full").hand.legal().max_explanation)
    assert str(words) == "3 × 10 + 5 (small blind, not posted) = 35"
    assert render(words) == "3 × 10 + 5 (petite blinde non posée) = 35"
    hand = make_hand([1000] * 4, blinds=(5, 10))
    hand.apply(raise_to(30))
    assert str(pot_limit_arithmetic(hand.legal().max_explanation)) == "3 × 30 + 10 + 5 = 105"
