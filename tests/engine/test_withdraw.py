"""A player who leaves the table mid-hand has folded (issue 4), in turn or out of turn."""
import pytest

from engine.actions import call, check, fold, raise_to
from engine.errors import IllegalAction
from engine.hand import Hand
from tables import deal_street, make_hand


def test_leaving_out_of_turn_is_a_fold_and_the_betting_goes_on():
    hand = make_hand([1000, 1000, 1000])        # P1 small blind 5, P2 big blind 10, P3 button to act
    hand.withdraw(0)
    assert hand.folded == [True, False, False] and hand.actor == 2
    hand.apply(call())
    hand.apply(check())
    assert hand.street == "flop" and hand.pot == 25          # the small blind's 5 stays in the pot


def test_leaving_in_turn_passes_the_turn_on():
    hand = make_hand([1000, 1000, 1000])
    hand.withdraw(2)                             # the button, who is to act
    assert hand.actor == 0 and hand.events[-1].detail == "left the table"


def test_the_last_opponent_leaving_ends_the_hand_before_the_flop_no_flop_no_drop():
    from engine.rake import RakeRules
    hand = make_hand([1000, 1000], rake=RakeRules(percent=5, cap=30))
    hand.apply(call())                           # heads-up: the button (P2) completes to 10
    hand.withdraw(1)
    assert hand.is_complete
    assert hand.stacks == [1010, 990] and hand.rake_taken == 0


def test_an_unmatched_raise_of_the_leaver_comes_back_to_him():
    hand = make_hand([1000, 1000, 1000])
    hand.apply(raise_to(30))                     # P3 raises to 30
    hand.apply(fold())
    hand.withdraw(2)                             # P3 leaves before the big blind acts: P2 wins
    assert hand.is_complete
    assert hand.uncalled_returns == [(2, 20)]
    assert hand.stacks == [995, 1015, 990]


def test_leaving_during_the_deal_with_one_left_ends_the_hand():
    hand = make_hand([1000, 1000], deal=False)
    hand.withdraw(1)                             # the button (small blind) leaves before the cards
    assert hand.is_complete and hand.stacks == [1005, 995]
    assert Hand.replay(hand.config, hand.inputs).stacks == [1005, 995]


def test_leaving_is_refused_after_a_fold_at_showdown_or_after_the_hand():
    hand = make_hand([1000, 1000, 1000])
    hand.withdraw(0)
    with pytest.raises(IllegalAction) as refused:
        hand.withdraw(0)
    assert refused.value.code == "not-in-hand"
    hand.apply(call()); hand.apply(check())
    for _ in range(3):
        deal_street(hand)
        hand.apply(check()); hand.apply(check())
    assert hand.phase == "showdown"
    with pytest.raises(IllegalAction) as refused:
        hand.withdraw(1)
    assert refused.value.code == "leave-at-showdown"
