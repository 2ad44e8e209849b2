"""Run it twice (and three times), the rules (RULES.md 11): offered when the betting is over before
the board is complete, every player still in agreeing; each run dealt with its burns; the rake taken
once from the whole pot; each pot in equal parts, one a run (odd units to the first run), each part
won on its own board."""
import pytest

from engine.actions import all_in, call, raise_to
from engine.cards import parse_card, parse_cards
from engine.errors import IllegalAction
from engine.games import GAMES, Structure
from engine.hand import Hand, HandConfig, PlayerSetup, run_parts
from engine.rake import RakeRules
from engine.rules import HouseRules, Stakes

A, B = 0, 1                          # heads-up: player 0 the big blind, player 1 the button (small blind)
HOLES = {A: "AsAhKsKh", B: "QcQdJcJd"}
FLOP = "2c7d9h"
RUNS = {1: ("5c", "3s", "6c", "4d"),  # burn, turn, burn, river: aces hold (A)
        2: ("8c", "Qh", "Tc", "Qs"),  # four queens (B)
        3: ("8d", "Jh", "Td", "Js")}  # four jacks (B)


def all_in_on_the_flop(rake=None, chip_unit=1, max_runs=2, hilo=False):
    """PLO 5/10, 1,000 each: raises to 30, 90, 270, a call; the flop: a pot bet of 540, all-in, called.
    Two players all-in on the flop for 1,000 each: a pot of 2,000."""
    hand = Hand(HandConfig(GAMES["omaha-hilo" if hilo else "omaha"], Structure.POT_LIMIT,
                           Stakes(5, 10, chip_unit=chip_unit),
                           (PlayerSetup("Anna", 1000, 1), PlayerSetup("Boris", 1000, 2)),
                           house=HouseRules(max_runs=max_runs), rake=rake or RakeRules()))
    for p in (A, B):
        hand.deal_hole(p, parse_cards(HOLES[p]))
    hand.apply(raise_to(30)); hand.apply(raise_to(90)); hand.apply(raise_to(270)); hand.apply(call())
    hand.deal(parse_card("8h"))                       # burn
    for c in parse_cards(FLOP):
        hand.deal(c)
    hand.apply(raise_to(540)); hand.apply(all_in()); hand.apply(call())
    assert hand.pot == 2000 and hand.stacks == [0, 0] and hand.can_run_it_more_than_once
    return hand


def deal_runs(hand, runs):
    for run in range(1, runs + 1):
        for text, label in zip(RUNS[run], ("burn", "turn", "burn", "river")):
            expected = hand.deal(parse_card(text))
            assert expected.label.english() == f"run {run}, {label}"
    for p in hand.showdown_order():
        hand.show(p)


def test_two_runs_of_2000_won_one_each_pay_1000_each():
    hand = all_in_on_the_flop()
    hand.run_it(2, [A, B])
    deal_runs(hand, 2)
    assert hand.is_complete and hand.payouts == [1000, 1000] and hand.stacks == [1000, 1000]
    first, second = hand.pot_results
    assert (first.run, first.amount, first.shares, first.high_winners) == (1, 1000, {A: 1000}, (A,))
    assert (second.run, second.amount, second.shares, second.high_winners) == (2, 1000, {B: 1000}, (B,))
    assert [len(b) for b in hand.boards] == [5, 5] and hand.boards[0][:3] == hand.boards[1][:3]
    assert second.high_hand.english() == "four queens"


def test_the_rake_is_taken_once_from_the_whole_pot_before_the_split():
    # 5 % of 2,000 is 100, capped at 30: 1,970 in two parts of 985.
    hand = all_in_on_the_flop(rake=RakeRules(percent=5, cap=30))
    hand.run_it(2, [A, B])
    deal_runs(hand, 2)
    assert hand.rake_taken == 30 and hand.payouts == [985, 985]
    assert [r.rake for r in hand.pot_results] == [30, 0]
    assert sum(r.amount for r in hand.pot_results) == 2000


def test_three_runs_of_2000_in_5_chips_are_670_665_665():
    assert run_parts(2000, 3, 5) == [670, 665, 665]
    hand = all_in_on_the_flop(chip_unit=5, max_runs=3)
    hand.run_it(3, [B, A])
    deal_runs(hand, 3)
    assert [r.amount for r in hand.pot_results] == [670, 665, 665]
    assert hand.payouts == [670, 1330]               # A wins the first run, B the other two


def test_three_runs_of_2000_at_unit_1_are_667_667_666_the_two_odd_units_to_the_first_and_second_runs():
    # RULES.md 11: with three runs and two odd units, they go one each to the first and second runs.
    assert run_parts(2000, 3, 1) == [667, 667, 666]
    assert run_parts(2000, 3, 5) == [670, 665, 665]          # 400 units: one odd unit, to the first run
    assert run_parts(2001, 3, 1) == [667, 667, 667] and run_parts(1999, 3, 1) == [667, 666, 666]
    hand = all_in_on_the_flop(max_runs=3)
    hand.run_it(3, [A, B])
    deal_runs(hand, 3)
    assert [(r.run, r.amount) for r in hand.pot_results] == [(1, 667), (2, 667), (3, 666)]
    assert hand.payouts == [667, 1333]               # A wins the first run, B the second and the third


def test_running_it_needs_every_player_still_in_and_the_house_and_the_moment():
    hand = all_in_on_the_flop()
    for times, agreed, code in ((2, [A], "not-all-agreed"), (3, [A, B], "bad-run-count"),
                                (1, [A, B], "bad-run-count")):
        with pytest.raises(IllegalAction) as refused:
            hand.run_it(times, agreed)
        assert refused.value.code == code
    assert hand.runs == 1 and hand.inputs[-1][0] == "apply"      # nothing changed
    hand.deal(parse_card("5c"))                                  # the turn's burn: too late now
    with pytest.raises(IllegalAction) as refused:
        hand.run_it(2, [A, B])
    assert refused.value.code == "cannot-run-now"
    never = all_in_on_the_flop(max_runs=1)
    with pytest.raises(IllegalAction) as refused:
        never.run_it(2, [A, B])
    assert refused.value.code == "runs-not-allowed"


def test_a_run_hand_replays_from_its_inputs_and_undoes_run_by_run():
    hand = all_in_on_the_flop(rake=RakeRules(percent=5, cap=30))
    hand.run_it(2, [A, B])
    deal_runs(hand, 2)
    again = Hand.replay(hand.config, hand.inputs)
    assert again.payouts == hand.payouts and again.boards == hand.boards and again.pot_results == hand.pot_results
    # Undo the last cards one by one back into run 1: the expected card follows.
    back = hand
    while back.runs == 2 and back.run == 2:
        back = back.undo()
    assert back.expected_card().label.english() == "run 1, river"


def test_a_card_of_one_run_cannot_be_dealt_again_in_another():
    hand = all_in_on_the_flop()
    hand.run_it(2, [A, B])
    for text in RUNS[1]:
        hand.deal(parse_card(text))
    with pytest.raises(Exception) as refused:
        hand.deal(parse_card("3s"))                           # run 1's turn, again as run 2's burn
    assert getattr(refused.value, "code", "") == "card-seen-twice"
    assert hand.expected_card().label.english() == "run 2, burn"


def test_hi_lo_halves_are_split_run_by_run():
    # Omaha hi-lo: run 1 has no low (the high takes all 1,000), run 2 has one.
    hand = Hand(HandConfig(GAMES["omaha-hilo"], Structure.POT_LIMIT, Stakes(5, 10),
                           (PlayerSetup("Anna", 1000, 1), PlayerSetup("Boris", 1000, 2))))
    hand.deal_hole(A, parse_cards("AsAhKsKh"))
    hand.deal_hole(B, parse_cards("2d3d6h6c"))
    hand.apply(raise_to(30)); hand.apply(raise_to(90)); hand.apply(raise_to(270)); hand.apply(call())
    for c in ("8h", "4c", "9c", "Td"):
        hand.deal(parse_card(c))                              # burn, flop 4c 9c Td
    hand.apply(raise_to(540)); hand.apply(all_in()); hand.apply(call())
    hand.run_it(2, [A, B])
    for c in ("5h", "Kd", "6s", "Kc",                          # run 1: no low; four kings for A
              "7h", "7s", "2h", "8d"):                         # run 2: low 8-7-4-3-2 for B, high A (aces)
        hand.deal(parse_card(c))
    for p in hand.showdown_order():
        hand.show(p)
    first, second = hand.pot_results
    assert first.shares == {A: 1000} and first.low_winners == ()
    assert second.low_winners == (B,) and second.shares == {A: 500, B: 500}
    assert hand.payouts == [1500, 500]


def test_a_side_pot_is_shared_run_by_run_among_its_own_players():
    # Three players all-in pre-flop for 200, 1,000 and 1,000: a main pot of 600 (all three) and a side
    # pot of 1,600 (the two deep stacks), each in two parts.
    hand = Hand(HandConfig(GAMES["omaha"], Structure.NO_LIMIT, Stakes(5, 10),
                           tuple(PlayerSetup(n, s, i + 1) for i, (n, s) in
                                 enumerate((("Cy", 200), ("Di", 1000), ("Ed", 1000))))))
    holes = ("AsAhKsKh", "QcQdJcJd", "2c3c4d5d")
    for p, h in enumerate(holes):
        hand.deal_hole(p, parse_cards(h))
    hand.apply(all_in()); hand.apply(all_in()); hand.apply(all_in())
    assert hand.can_run_it_more_than_once and hand.street == "flop"
    hand.run_it(2, [0, 1, 2])
    # Run 1: aces hold for Cy, queens beat the low cards for the side pot; run 2: quad queens for Di.
    for c in ("7h", "9s", "Th", "6s", "8s", "2s", "8d", "3d",
              "9d", "Qh", "7c", "Ts", "Qs", "6c", "9h", "4s"):
        hand.deal(parse_card(c))
    for p in hand.showdown_order():
        hand.show(p)
    main = [r for r in hand.pot_results if r.eligible == (0, 1, 2)]
    side = [r for r in hand.pot_results if r.eligible == (1, 2)]
    assert [r.amount for r in main] == [300, 300] and [r.amount for r in side] == [800, 800]
    assert sum(hand.payouts) == 2200 and hand.payouts[0] <= 600


@pytest.mark.parametrize("seed", range(40))
def test_chips_are_conserved_over_any_runs(seed):
    import random
    from engine.cards import shuffled_deck
    rng = random.Random(seed)
    unit = rng.choice((1, 5))
    stacks = [rng.choice((100, 500, 1000)) * unit for _ in range(rng.randint(2, 6))]
    hand = Hand(HandConfig(GAMES[rng.choice(("omaha", "omaha-hilo", "holdem", "omaha5"))], Structure.NO_LIMIT,
                           Stakes(5 * unit, 10 * unit, chip_unit=unit),
                           tuple(PlayerSetup(f"P{i}", s, i + 1) for i, s in enumerate(stacks)),
                           house=HouseRules(max_runs=3),
                           rake=rng.choice((RakeRules(), RakeRules(percent=5, cap=30 * unit)))))
    deck = [c for c in shuffled_deck(rng)]
    ran = False
    while not hand.is_complete:
        if hand.phase == "deal":
            if not ran and hand.can_run_it_more_than_once:
                try:
                    hand.run_it(rng.choice((2, 3)), hand.players_in_hand())
                except IllegalAction as exc:
                    assert exc.code == "not-enough-cards"   # six players of 5-card Omaha, run three times
                ran = True
            hand.deal(next(c for c in deck if c not in hand.seen))
        elif hand.phase == "bet":
            lg = hand.legal()
            hand.apply(all_in() if lg.can_raise and rng.random() < 0.6 else call() if lg.to_call else
                       raise_to(lg.min_raise_to) if lg.can_raise else call())
        else:
            hand.show(next(p for p in hand.showdown_order() if p not in hand.shown))
    assert sum(hand.stacks) + hand.rake_taken + hand.jackpot_taken == sum(stacks)
    assert sum(r.amount for r in hand.pot_results) == hand.pot
    for r in hand.pot_results:
        assert sum(r.shares.values()) == r.amount - r.rake - r.jackpot
        assert all(v % unit == 0 for v in r.shares.values())
    if hand.runs > 1:
        assert len(hand.boards) == hand.runs and all(len(b) == 5 for b in hand.boards)
        assert {r.run for r in hand.pot_results} == set(range(1, hand.runs + 1))
