"""The bad beat jackpot's increment taken by the hand (RULES.md 12): after the levy, from the main
pot, once a hand before a run-twice split, recorded in the main pot's result; every chip counted
(players + levy + increment = what was in the middle)."""
from engine.actions import all_in, call, raise_to
from engine.cards import parse_card, parse_cards
from engine.games import GAMES, Structure
from engine.hand import Hand, HandConfig, PlayerSetup
from engine.jackpot.rules import JackpotRules
from engine.rake import RakeRules
from engine.rules import HouseRules, Stakes


A, B = 0, 1
HOLES = {A: "AsAhKsKh", B: "QcQdJcJd"}
FLOP = "2c7d9h"
RUNS = {1: ("5c", "3s", "6c", "4d"),  # burn, turn, burn, river: aces hold (A)
        2: ("8c", "Qh", "Tc", "Qs")}  # four queens (B)
LEVY_4 = RakeRules(percent=4)
ONE_PERCENT = JackpotRules(on=True, percent=1)


def all_in_preflop(stacks=(525, 525), rake=LEVY_4, jackpot=ONE_PERCENT):
    """Hold'em no limit 5/10, both all-in before the flop; Anna's aces beat Boris's kings."""
    hand = Hand(HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                           (PlayerSetup("Anna", stacks[0], 1), PlayerSetup("Boris", stacks[1], 2)),
                           rake=rake, jackpot=jackpot))
    hand.deal_hole(0, parse_cards("AsAh"))
    hand.deal_hole(1, parse_cards("KsKh"))
    hand.apply(all_in())
    hand.apply(call())
    for text in "8h 2c 7d 9h 3c 4s 5d Jc".split():
        hand.deal(parse_card(text))
    for p in hand.showdown_order():
        hand.show(p)
    assert hand.is_complete
    return hand


def test_the_rules_numbers_pot_1050_levy_42_increment_10_and_998_to_the_winner():
    hand = all_in_preflop()
    (main,) = hand.pot_results
    assert (main.amount, main.rake, main.jackpot_increment, main.shares) == (1050, 42, 10, {0: 998})
    assert hand.rake_taken == 42 and hand.jackpot_increment == 10 and hand.jackpot_taken == 0
    assert sum(hand.stacks) + hand.rake_taken + hand.jackpot_increment == 1050
    assert "jackpot increment 10" in [e for e in hand.events if e.kind == "pot-awarded"][0].detail


def test_below_the_house_minimum_nothing_is_taken():
    hand = all_in_preflop(jackpot=JackpotRules(on=True, percent=1, minimum_pot=1100))
    assert hand.jackpot_increment == 0 and hand.pot_results[0].shares == {0: 1008}


def test_off_by_default_the_hand_is_as_before():
    hand = all_in_preflop(jackpot=JackpotRules())
    assert hand.jackpot_increment == 0 and hand.pot_results[0].shares == {0: 1008}
    assert "jackpot increment" not in [e for e in hand.events if e.kind == "pot-awarded"][0].detail


def test_the_increment_comes_from_the_main_pot_only():
    # Boris has more: 525 each in the main pot, his 100 extra returned uncalled (not a pot).
    hand = all_in_preflop(stacks=(525, 1000), jackpot=JackpotRules(on=True, fixed=25))
    (main,) = hand.pot_results
    assert main.jackpot_increment == 25 and main.shares == {0: 1050 - 42 - 25}
    assert sum(hand.stacks) + 42 + 25 == 1525


def test_run_twice_one_increment_taken_before_the_split():
    # PLO 5/10, both all-in on the flop for 1,000 (as in tests/engine/test_run_it_twice.py).
    hand = Hand(HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                           (PlayerSetup("Anna", 1000, 1), PlayerSetup("Boris", 1000, 2)),
                           house=HouseRules(max_runs=2), jackpot=JackpotRules(on=True, fixed=100)))
    for p in (A, B):
        hand.deal_hole(p, parse_cards(HOLES[p]))
    hand.apply(raise_to(30)); hand.apply(raise_to(90)); hand.apply(raise_to(270)); hand.apply(call())
    hand.deal(parse_card("8h"))
    for c in parse_cards(FLOP):
        hand.deal(c)
    hand.apply(raise_to(540)); hand.apply(all_in()); hand.apply(call())
    hand.run_it(2, [A, B])
    for run in (1, 2):
        for text in RUNS[run]:
            hand.deal(parse_card(text))
    for p in hand.showdown_order():
        hand.show(p)
    first, second = hand.pot_results
    assert (first.jackpot_increment, second.jackpot_increment) == (100, 0)
    assert (first.shares, second.shares) == ({A: 950}, {B: 950})
    assert first.amount + second.amount == 2000 and hand.stacks == [950, 950]
