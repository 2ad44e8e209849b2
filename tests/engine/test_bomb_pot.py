"""Bomb pots (RULES.md 11): every player antes, no pre-flop betting, the betting starts on the flop
with the first player left of the button, and the pot-limit pot includes every ante."""
import random

import pytest

from engine.actions import call, check, fold, raise_to
from engine.cards import shuffled_deck
from engine.errors import ConfigError
from engine.games import GAMES, Structure
from engine.hand import ANTE, BIG_BLIND, Hand, HandConfig, PlayerSetup, Post
from engine.rules import Stakes
from tables import deal_street


def bomb_pot(players=6, ante=20, stacks=1000, structure=Structure.POT_LIMIT):
    return Hand(HandConfig(GAMES["omaha"], structure, Stakes(5, 10),
                           tuple(PlayerSetup(f"P{i + 1}", stacks, i + 1) for i in range(players)),
                           tuple(Post(i, ante, ANTE) for i in range(players)), bomb_pot=True))


def test_a_bomb_pot_of_six_antes_of_20_has_no_preflop_betting_and_a_pot_bet_of_120_on_the_flop():
    hand = bomb_pot()
    assert hand.pot == 120
    deck = [c for c in shuffled_deck(random.Random(4)) if c not in hand.seen]
    while hand.expected_card().kind == "hole":
        hand.deal(deck.pop())
    # Every hole card dealt: no pre-flop round, the flop is next.
    assert hand.street == "flop" and hand.phase == "deal" and hand.expected_card().kind == "burn"
    assert hand.pot == 120 and not any(e.kind in ("check", "call", "fold") for e in hand.events)
    for _ in range(4):
        hand.deal(deck.pop())                  # burn and flop
    assert hand.phase == "bet" and hand.street == "flop"
    legal = hand.legal()
    assert legal.player == 0                   # the first player left of the button
    assert (legal.to_call, legal.pot, legal.min_raise_to, legal.max_raise_to) == (0, 120, 10, 120)
    assert legal.max_explanation.english() == "the pot, 120"
    hand.apply(raise_to(120))
    # The next player: call 120, then the pot of 360: 3 × 120 + 120 = 480.
    assert hand.legal().max_raise_to == 480


def test_a_bomb_pot_plays_to_the_end_and_the_chips_add_up():
    hand = bomb_pot(players=3, ante=50)
    while hand.phase != "complete":
        if hand.phase == "deal":
            deal_street(hand)
        elif hand.phase == "bet":
            lg = hand.legal()
            hand.apply(check() if lg.can_check else call())
        else:
            for p in hand.showdown_order():
                if p not in hand.shown and hand.phase == "showdown":
                    hand.show(p)
    assert sum(hand.stacks) == 3000 and hand.pot_results[0].amount == 150


def test_a_bomb_pot_with_a_blind_is_refused():
    with pytest.raises(ConfigError) as refused:
        Hand(HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                        tuple(PlayerSetup(f"P{i + 1}", 1000, i + 1) for i in range(3)),
                        (Post(0, 20, ANTE), Post(1, 20, ANTE), Post(2, 10, BIG_BLIND)), bomb_pot=True))
    assert refused.value.code == "bomb-pot-posts"


def test_a_bomb_pot_counts_nothing_unposted_in_its_pot_limit_pot():
    # RULES.md 11: with no pre-flop round nothing unposted is counted; a set-up that would count a small blind
    # nobody posted (a dead button's) is refused, not half-applied.
    with pytest.raises(ConfigError) as refused:
        Hand(HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                        tuple(PlayerSetup(f"P{i + 1}", 1000, i + 1) for i in range(3)),
                        tuple(Post(i, 20, ANTE) for i in range(3)), bomb_pot=True, unposted_small_blind=5))
    assert refused.value.code == "bomb-pot-unposted" and refused.value.numbers["unposted"] == 5


def test_everyone_folding_to_a_flop_bet_gives_the_bettor_the_antes():
    hand = bomb_pot(players=3, ante=20)
    deal_street(hand)                          # the hole cards and the flop: betting on the flop
    assert hand.street == "flop" and hand.legal().player == 0
    hand.apply(raise_to(60)); hand.apply(fold()); hand.apply(fold())
    assert hand.is_complete and hand.stacks == [1040, 980, 980]
