"""Showdown, pots, odd chips and rake through a whole hand (RULES.md sections 1, 3.6, 5, 6)."""
from engine.actions import call, check, fold, raise_to
from engine.rake import RakeRules
from engine.rules import HouseRules
from tables import make_hand
from tables import SEED_000, check_down, dealt, next_street


def test_seed_000_hilo_showdown_table():
    hand = dealt([1000] * 5, SEED_000, "2s5cTh7d8c", game="omaha-hilo", blinds=(40, 80))
    check_down(hand)
    assert hand.phase == "showdown"
    for p in hand.showdown_order():
        hand.show(p)
    (pot,) = hand.pot_results
    assert pot.amount == 400
    assert pot.high_winners == (2,) and pot.high_hand.english() == "jack-high straight"      # Chris
    assert pot.low_winners == (1, 4) and pot.low_hand.english() == "7-5-3-2-A"               # Bryan and Eve
    assert hand.payouts == [0, 100, 200, 0, 100]                                   # Derek wins nothing


def test_the_omaha_trap_one_spade_in_hand_makes_no_flush():
    # Board K♠ 9♠ Q♠ Q♥ 5♠: A♠ 2♥ 4♥ 5♣ has only two pair; 2♠ 3♠ K♦ J♦ has the flush.
    hand = dealt([1000] * 2, ["As2h4h5c", "2s3sKdJd"], "Ks9sQsQh5s")
    check_down(hand)
    hand.show(0); hand.show(1)
    assert hand.pot_results[0].high_winners == (1,)
    assert "flush" in hand.pot_results[0].high_hand.english()


def test_identical_hilo_hands_split_evenly_by_default():
    holes = ["AsTs5cQc", "KcKh7s8s", "Ah5hQdJd"]      # players 0 and 2: wheel high and wheel low
    for option, expected in (("even", [39, 39]), ("per-half", [40, 38])):
        hand = dealt([1000] * 3, holes, "2s3d4h9cKd", game="omaha-hilo",
                     house=HouseRules(identical_hilo=option))
        hand.apply(raise_to(34)); hand.apply(call()); hand.apply(fold())   # pot 34 + 34 + 10 = 78
        check_down(hand)
        hand.show(0); hand.show(2)
        assert [hand.payouts[0], hand.payouts[2]] == expected, option


def test_odd_chip_goes_to_the_first_winner_left_of_the_button():
    # The small blind folds its 5: a pot of 25 split between the big blind and the button.
    holes = ["7c7d8h9h", "AsKs2c3c", "AhKh2d3d"]
    hand = dealt([1000] * 3, holes, "QsJdTc4h4s", blinds=(5, 10))
    hand.apply(call()); hand.apply(fold()); hand.apply(check())
    check_down(hand)
    hand.show(1); hand.show(2)
    assert hand.pot_results[0].amount == 25 and hand.pot_results[0].high_winners == (1, 2)
    assert hand.payouts == [0, 13, 12]
    assert hand.pot_results[0].odd_chip_receivers == (1,)


def test_rake_is_taken_before_the_pot_is_split():
    # 5 %, capped at 30, of a 230 pot is 11.5, rounded down to 11; the 219 left is split 110/109.
    holes = ["AsKs2c3c", "7c7d8h9h", "AhKh2d3d"]
    hand = dealt([1000] * 3, holes, "QsJdTc4h4s", structure="no-limit", blinds=(5, 10),
                 rake=RakeRules(percent=5, cap=30))
    hand.apply(raise_to(110)); hand.apply(call()); hand.apply(fold())
    check_down(hand)
    hand.show(0); hand.show(2)
    pot = hand.pot_results[0]
    assert (pot.amount, pot.rake, hand.rake_taken) == (230, 11, 11)
    assert hand.payouts == [110, 0, 109]


def test_rake_cap():
    holes = ["AsKs2c3c", "7c7d8h9h", "AhKh2d3d"]
    hand = dealt([2000] * 3, holes, "QsJdTc4h4s", structure="no-limit", blinds=(5, 10),
                 rake=RakeRules(percent=5, cap=30))
    hand.apply(raise_to(1000)); hand.apply(call()); hand.apply(fold())   # 2,010: 5 % is 100, cap 30
    check_down(hand)
    hand.show(0); hand.show(2)
    assert hand.rake_taken == 30 and hand.payouts == [990, 0, 990]


def test_no_flop_no_drop():
    hand = make_hand([1000] * 3, blinds=(5, 10), rake=RakeRules(percent=5, cap=30))
    hand.apply(raise_to(35)); hand.apply(fold()); hand.apply(fold())
    # The uncalled 25 goes back; the blinds and the 10 they called, 25, are won with no rake.
    assert hand.rake_taken == 0 and hand.payouts == [0, 0, 25]
    assert hand.stacks == [995, 990, 1015]


def test_showdown_order_last_river_aggressor_first_else_left_of_the_button():
    holes = ["AsKs2c3c", "AhKh2d3d", "7c7d8h9h"]
    quiet = dealt([1000] * 3, holes, "QsJdTc4h4s")
    check_down(quiet)
    assert quiet.showdown_order() == [0, 1, 2]
    loud = dealt([1000] * 3, holes, "QsJdTc4h4s")
    loud.apply(call()); loud.apply(call()); loud.apply(check())
    for _ in range(3):
        next_street(loud)
        if loud.street == "river":
            loud.apply(check()); loud.apply(raise_to(20)); loud.apply(call()); loud.apply(call())
        else:
            loud.apply(check()); loud.apply(check()); loud.apply(check())
    assert loud.showdown_order() == [1, 2, 0]


def test_side_pots_from_all_in_levels_each_won_by_its_own_players():
    # Player 0 all-in for 100 with the best hand, player 1 for 300, player 2 covers.
    holes = ["AsAhAd2c", "KsKhKd3c", "QsQhQd4c"]
    hand = dealt([100, 300, 1000], holes, "AcKc7h8d2s", blinds=(5, 10))
    hand.apply(raise_to(35)); hand.apply(raise_to(100)); hand.apply(raise_to(300)); hand.apply(call())
    check_down(hand)
    for p in hand.showdown_order():
        hand.show(p)
    assert [p.amount for p in hand.pot_results] == [300, 400]
    assert hand.pot_results[0].eligible == (0, 1, 2) and hand.pot_results[0].high_winners == (0,)
    assert hand.pot_results[1].eligible == (1, 2) and hand.pot_results[1].high_winners == (1,)
    assert hand.stacks == [300, 400, 700]


def test_seed_000_with_a_muck_the_pot_waits_for_every_hand_still_in_then_pays_the_same():
    # Seed 000's table checked down; Derek (4h6hKsKd, no high, no low) mucks in his turn.
    # The pot stays in the middle until the last hand still in is shown, then pays
    # as if he had shown: Chris 200 (jack-high straight), Bryan and Eve 100 each (7-5-3-2-A).
    hand = dealt([1000] * 5, SEED_000, "2s5cTh7d8c", game="omaha-hilo", blinds=(40, 80))
    check_down(hand)
    order = hand.showdown_order()
    for p in order[:-1]:
        if p == 3:
            hand.muck(p)
        else:
            hand.show(p)
        assert hand.phase == "showdown" and hand.payouts == [0] * 5
    hand.show(order[-1])
    assert hand.is_complete
    assert hand.payouts == [0, 100, 200, 0, 100]
    assert hand.pot_results[0].eligible == (0, 1, 2, 4)


# ------------------------------------------- splits in whole chip units (RULES.md 5)

HIGH_LOW_NEITHER = ["7c9cJsQs", "Ah3hTsTc", "4h6hKsKd"]   # seed 000's Chris, Bryan, Derek
HILO_BOARD = "2s5cTh7d8c"


def _hilo_pot_of_105(chip_unit, rake=None):
    # Blinds 5/10: the button raises to 35, both blinds call: 3 × 35 = 105 in the pot.
    hand = dealt([1000] * 3, HIGH_LOW_NEITHER, HILO_BOARD, game="omaha-hilo", blinds=(5, 10),
                 chip_unit=chip_unit, rake=rake)
    hand.apply(raise_to(35)); hand.apply(call()); hand.apply(call())
    check_down(hand)
    for p in hand.showdown_order():
        hand.show(p)
    return hand


def test_a_hilo_pot_of_105_in_5_chips_splits_55_high_50_low():
    hand = _hilo_pot_of_105(chip_unit=5)
    (pot,) = hand.pot_results
    assert pot.amount == 105 and pot.high_winners == (0,) and pot.low_winners == (1,)
    assert hand.payouts == [55, 50, 0]            # the odd 5-chip to the high half
    # In 1-chips the same pot splits 53 / 52.
    assert _hilo_pot_of_105(chip_unit=1).payouts == [53, 52, 0]


def test_a_three_way_tie_of_100_in_5_chips_is_35_35_30_odd_units_clockwise_from_the_button():
    # Everyone's best hand is the broadway straight A-K-Q-J-T (two hole cards, three from the board).
    holes = ["JcTc4h4d", "9s9h8s8h", "JdTd5h5d", "JhTh6c6d"]
    hand = dealt([1000] * 4, holes, "AsKdQh2c3d", blinds=(5, 10), chip_unit=5)
    # Player 2 raises to 30, the button calls, the small blind calls, the big blind folds:
    # 30 + 30 + 30 + the big blind's 10 = 100.
    hand.apply(raise_to(30)); hand.apply(call()); hand.apply(call()); hand.apply(fold())
    check_down(hand)
    for p in hand.showdown_order():
        hand.show(p)
    (pot,) = hand.pot_results
    assert pot.amount == 100 and pot.high_winners == (0, 2, 3)
    # 20 units of 5 among three: 6 each and 2 odd units, to the first two winners left of the
    # button (player 3 has the button): players 0 and 2.
    assert hand.payouts == [35, 0, 35, 30]
    assert pot.odd_chip_receivers == (0, 2)


def test_the_rake_is_taken_in_whole_chips_so_the_rest_splits_in_whole_chips():
    # 10 % of 105 is 10.5: in 5-chips the rake is 10 (rounded down to a whole chip, though the
    # rake's own unit is 1), and the 95 left splits 50 high / 45 low.
    hand = _hilo_pot_of_105(chip_unit=5, rake=RakeRules(percent=10, cap=30, unit=1))
    assert hand.rake_taken == 10 and hand.payouts == [50, 45, 0]
    # 4 % of 105 is 4.2: less than one 5-chip, so nothing is taken; 55 / 50 as without a rake.
    hand = _hilo_pot_of_105(chip_unit=5, rake=RakeRules(percent=4, cap=30, unit=1))
    assert hand.rake_taken == 0 and hand.payouts == [55, 50, 0]
    # A cap that is not a whole number of chips is taken down to one: 32 in 5-chips takes 30.
    hand = _hilo_pot_of_105(chip_unit=5, rake=RakeRules(percent=50, cap=32, unit=1))
    assert hand.rake_taken == 30 and hand.payouts == [40, 35, 0]
