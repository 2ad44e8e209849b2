"""RULES.md sections 3 and 4: action order, minimum raises, all-ins, fixed-limit caps."""
import pytest

from engine.actions import all_in, call, check, fold, raise_to
from engine.errors import IllegalAction
from engine.rules import HouseRules
from tables import deal_street, make_hand


# --- action order (RULES.md 3) ---------------------------------------------

def test_preflop_starts_left_of_the_big_blind_and_the_big_blind_has_the_option():
    hand = make_hand([1000] * 4, blinds=(5, 10))
    assert hand.actor == 2
    hand.apply(call()); hand.apply(call()); hand.apply(call())
    option = hand.legal()
    assert option.player == 1 and option.can_check and option.can_raise
    hand.apply(raise_to(40))
    assert hand.actor == 2 and hand.phase == "bet"


def test_heads_up_the_button_posts_the_small_blind_acts_first_preflop_and_last_after():
    hand = make_hand([1000, 1000], blinds=(5, 10))
    assert hand.street_bets == [10, 5]     # player 1 is the button
    assert hand.actor == 1
    hand.apply(call())
    hand.apply(check())
    deal_street(hand)
    assert hand.street == "flop" and hand.actor == 0


def test_after_the_flop_the_first_active_player_left_of_the_button_acts():
    hand = make_hand([1000] * 4, blinds=(5, 10))
    hand.apply(call()); hand.apply(call()); hand.apply(fold()); hand.apply(check())
    deal_street(hand)
    assert hand.actor == 1   # the small blind folded


def test_everyone_folds_and_the_last_player_wins_without_showing():
    hand = make_hand([1000] * 3, blinds=(5, 10))
    hand.apply(fold()); hand.apply(fold())
    assert hand.is_complete and hand.stacks == [995, 1005, 1000]
    assert hand.pot_results[0].high_winners == (1,)


# --- the deal (RULES.md 3.2, 3.4) ---------------------------------------------

def test_the_engine_says_which_card_it_expects_next():
    hand = make_hand([1000] * 3, deal=False)
    labels = []
    from engine.cards import full_deck
    deck = full_deck()
    while hand.phase == "deal":
        labels.append(hand.expected_card().label.english())
        hand.deal(deck.pop())
    assert labels[:4] == ["seat 1, hole card 1", "seat 2, hole card 1", "seat 3, hole card 1",
                          "seat 1, hole card 2"]
    assert len(labels) == 12
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    assert [hand.expected_card().label.english()] == ["burn"]
    hand.deal(deck.pop())
    assert hand.expected_card().label.english() == "flop 1"


def test_courchevel_exposes_the_first_flop_card_before_the_preflop_betting():
    hand = make_hand([1000] * 3, game="courchevel", deal=False)
    from engine.cards import full_deck
    deck = full_deck()
    for _ in range(15):
        hand.deal(deck.pop())
    assert [hand.expected_card().label.english()] == ["burn"]
    hand.deal(deck.pop())
    assert hand.expected_card().label.english() == "flop 1"
    hand.deal(deck.pop())
    assert hand.phase == "bet" and len(hand.board) == 1
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    assert hand.expected_card().label.english() == "flop 2"


def test_a_card_seen_twice_is_refused():
    from engine.cards import parse_card
    from engine.errors import IllegalDeal
    hand = make_hand([1000] * 2, deal=False)
    hand.deal(parse_card("As"))
    with pytest.raises(IllegalDeal) as refused:
        hand.deal(parse_card("As"))
    assert refused.value.code == "card-seen-twice"
    assert hand.expected_card().label.english() == "seat 2, hole card 1"


# --- minimum raise (RULES.md 4) -------------------------------------------------

def test_a_raise_is_at_least_the_last_full_raise():
    hand = make_hand([1000] * 4, structure="no-limit", blinds=(5, 10))
    hand.apply(raise_to(35))                   # a raise of 25
    assert hand.legal().min_raise_to == 60
    with pytest.raises(IllegalAction) as refused:
        hand.apply(raise_to(55))
    assert refused.value.code == "raise-below-minimum" and refused.value.numbers["min"] == 60


def test_double_the_previous_bet_house_option():
    hand = make_hand([1000] * 4, structure="no-limit", blinds=(5, 10),
                     house=HouseRules(min_raise="double-previous"))
    hand.apply(raise_to(35))
    assert hand.legal().min_raise_to == 70


# --- incomplete all-ins (RULES.md 4) ------------------------------------------

def test_a_short_all_in_does_not_reopen_the_betting_for_a_player_who_acted():
    # 3 players: button raises to 100; small blind all-in for 130 (short); the big blind calls;
    # back to the button: it may call 30 or fold, not raise.
    hand = make_hand([130, 1000, 1000], structure="no-limit", blinds=(5, 10))
    hand.apply(raise_to(100))          # player 2, the button, acts first three-handed
    hand.apply(all_in())               # player 0 (small blind) all-in: 130 total
    hand.apply(call())                 # player 1 (big blind) calls 130
    legal = hand.legal()
    assert legal.player == 2 and legal.to_call == 30
    assert not legal.can_raise and legal.closed_reason == "short-all-in"
    with pytest.raises(IllegalAction) as refused:
        hand.apply(raise_to(300))
    assert refused.value.code == "betting-closed"


def test_several_short_all_ins_adding_up_to_a_full_raise_reopen_the_betting():
    # Bet 100 called; two short all-ins to 130 then 200 make a raise of 100 for the caller.
    hand = make_hand([1000, 1000, 140, 210, 1000], structure="no-limit", blinds=(5, 10))
    deal_all_to_flop(hand, 5)
    hand.apply(raise_to(100))     # player 0 bets
    hand.apply(call())            # player 1 calls
    hand.apply(all_in())          # player 2: all-in for 130 on the flop, a raise of 30
    hand.apply(all_in())          # player 3: all-in for 200, 70 more
    hand.apply(call())            # player 4
    legal = hand.legal()
    assert legal.player == 0
    assert legal.can_raise        # the two short all-ins add up to a full raise over 100


def deal_all_to_flop(hand, n):
    for _ in range(n - 2):
        hand.apply(call())
    hand.apply(call())            # small blind
    hand.apply(check())           # big blind
    deal_street(hand)


def test_limp_then_short_all_in_does_not_reopen_for_the_limper():
    # pokerkit reopens here; RULES.md 4 does not: the all-in raised by 5, less than the big blind.
    hand = make_hand([1000, 1000, 1000, 15], structure="pot-limit", blinds=(5, 10))
    hand.apply(call())           # player 2 limps
    hand.apply(all_in())         # player 3 all-in for 15
    hand.apply(call())           # small blind
    hand.apply(call())           # big blind
    legal = hand.legal()
    assert legal.player == 2 and legal.to_call == 5 and not legal.can_raise


# --- uncalled chips (RULES.md 4) ------------------------------------------------

def test_uncalled_chips_go_back_and_are_never_part_of_a_pot():
    hand = make_hand([1000, 1000, 300], structure="no-limit", blinds=(5, 10))
    hand.apply(all_in())         # player 2 all-in for 300
    hand.apply(fold())
    hand.apply(fold())
    assert hand.uncalled_returns == [(2, 290)]
    assert hand.stacks == [995, 990, 315]
    assert hand.pot_results[0].amount == 25


# --- fixed limit (RULES.md 4) -----------------------------------------------------

def fixed(stacks, **house):
    return make_hand(stacks, structure="fixed-limit", game="holdem", blinds=(5, 10), bets=(10, 20),
                     house=HouseRules(**house))


def test_fixed_limit_bets_are_one_small_bet_preflop_and_flop_and_one_big_bet_after():
    hand = fixed([1000] * 3)
    legal = hand.legal()
    assert legal.min_raise_to == legal.max_raise_to == 20
    with pytest.raises(IllegalAction) as refused:
        hand.apply(raise_to(25))
    assert refused.value.code == "wrong-limit-amount"
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)
    assert hand.legal().max_raise_to == 10
    hand.apply(check()); hand.apply(check()); hand.apply(check())
    deal_street(hand)
    assert hand.legal().min_raise_to == 20


def test_fixed_limit_cap_is_a_bet_and_three_raises():
    hand = fixed([1000] * 3)
    hand.apply(raise_to(20)); hand.apply(raise_to(30)); hand.apply(raise_to(40))
    legal = hand.legal()                   # the big blind: bet (blind) + 3 raises made
    assert not legal.can_raise and legal.closed_reason == "cap"


def test_fixed_limit_cap_of_four_raises_house_option():
    hand = fixed([1000] * 3, raise_cap=4)
    hand.apply(raise_to(20)); hand.apply(raise_to(30)); hand.apply(raise_to(40))
    assert hand.legal().max_raise_to == 50


def test_fixed_limit_cap_lifted_once_the_round_is_heads_up():
    default = fixed([1000] * 3)
    default.apply(raise_to(20)); default.apply(fold()); default.apply(raise_to(30))
    default.apply(raise_to(40))
    assert default.legal().can_raise        # heads-up now: uncapped (the default)
    never = fixed([1000] * 3, heads_up_cap="never")
    never.apply(raise_to(20)); never.apply(fold()); never.apply(raise_to(30)); never.apply(raise_to(40))
    assert not never.legal().can_raise
    began = fixed([1000] * 3, heads_up_cap="began-heads-up")
    began.apply(raise_to(20)); began.apply(fold()); began.apply(raise_to(30)); began.apply(raise_to(40))
    assert not began.legal().can_raise     # the round began three-handed


def test_fixed_limit_cap_reached_three_handed_stays_when_one_folds_after():
    # Uncapped only if the round became heads-up BEFORE the cap (RULES.md 4).
    hand = fixed([1000] * 3)
    hand.apply(raise_to(20)); hand.apply(raise_to(30)); hand.apply(raise_to(40))
    assert hand.legal().closed_reason == "cap"
    hand.apply(fold())                      # player 2 folds: heads-up now, but the cap was reached
    legal = hand.legal()
    assert legal.player == 0 and legal.closed_reason == "cap"


def test_fixed_limit_all_in_of_half_a_bet_counts_as_a_full_raise_for_the_next_player():
    # Bet 10 on the flop; an all-in for 15 (half a bet more) counts as a raise: the next raise is to 25.
    hand = fixed([1000, 1000, 25])
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)
    hand.apply(raise_to(10))        # player 0 bets
    hand.apply(call())              # player 1 calls
    hand.apply(all_in())            # player 2: all-in for 15 on the flop
    legal = hand.legal()
    assert legal.player == 0 and legal.to_call == 5
    assert legal.can_raise and legal.min_raise_to == 25


def test_fixed_limit_all_in_below_half_a_bet_is_completed_to_a_full_bet():
    hand = fixed([1000, 1000, 1000, 24])
    hand.apply(call()); hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)
    hand.apply(raise_to(10))        # player 0 bets 10
    hand.apply(call())              # player 1
    hand.apply(call())              # player 2
    hand.apply(all_in())            # player 3: 14 on the flop, 4 more (under half a bet)
    legal = hand.legal()
    assert legal.player == 0 and legal.to_call == 4 and not legal.can_raise


def test_fixed_limit_full_bet_house_option_for_short_all_ins():
    # With "full-bet", an all-in for half a bet more does not reopen for those who acted.
    hand = fixed([1000, 1000, 25], limit_short_all_in="full-bet")
    hand.apply(call()); hand.apply(call()); hand.apply(check())
    deal_street(hand)
    hand.apply(raise_to(10)); hand.apply(call()); hand.apply(all_in())
    assert not hand.legal().can_raise


def test_minimum_raise_after_an_odd_all_in_is_rounded_up_to_the_chip_unit():
    # No limit, blinds 5/10 in 5-chips. Player 3 raises all-in to 37: a full raise of 27.
    # The next full raise is to 37 + 27 = 64, which no stack of 5-chips can bet: 65 (RULES.md 4, 10).
    hand = make_hand([1000, 1000, 37], structure="no-limit", blinds=(5, 10), chip_unit=5)
    hand.apply(all_in())
    legal = hand.legal()
    assert legal.player == 0 and legal.to_call == 32
    assert legal.min_raise_to == 65 and legal.max_raise_to == 1000
    with pytest.raises(IllegalAction) as refused:
        hand.apply(raise_to(64))
    assert refused.value.code == "raise-below-minimum"
    assert hand.legal() == legal                         # refused: nothing changed
