"""Hand evaluation: RULES.md section 1 (ranking, the Omaha trap, low 8-or-better,
seed 000's showdown table), checked against brute force and against pokerkit."""
from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import CARDS, parse_cards, shuffled_deck
from engine.ranking.evaluation import best_high, best_low, high_value, low_value
from engine.ranking.hand_names import category, describe_high, describe_low

cards = parse_cards


def omaha_high(hole: str, board: str) -> int:
    return best_high(cards(hole), cards(board), "omaha")[0]


def omaha_low(hole: str, board: str, qualifier: int = 8) -> int | None:
    found = best_low(cards(hole), cards(board), "omaha", qualifier)
    return None if found is None else found[0]


def assert_omaha_shape(hole: str, board: str, five) -> None:
    """Exactly two of the five from the hand, exactly three from the board."""
    assert len(five) == 5 and len(set(five)) == 5
    assert sum(c in cards(hole) for c in five) == 2
    assert sum(c in cards(board) for c in five) == 3


# --- the Omaha trap (RULES.md section 1, seeds 000 and 002) --------------------

def test_one_spade_in_hand_makes_no_flush_but_two_pair_queens_and_fives_ace_kicker():
    board, hole = "K♠ 9♠ Q♠ Q♥ 5♠", "A♠ 2♥ 4♥ 5♣"
    value, five = best_high(cards(hole), cards(board), "omaha")
    assert category(value) == "two-pair"
    assert describe_high(value).english() == "two pair, queens and fives"
    assert value == high_value(cards("Q♠ Q♥ 5♠ 5♣ A♠"))
    assert set(five) == set(cards("Q♠ Q♥ 5♠ 5♣ A♠"))
    assert_omaha_shape(hole, board, five)


def test_two_spades_in_hand_make_the_spade_flush():
    board, hole = "K♠ 9♠ Q♠ Q♥ 5♠", "2♠ 3♠ K♦ J♦"
    value, five = best_high(cards(hole), cards(board), "omaha")
    assert category(value) == "flush"
    assert describe_high(value).english() == "king-high flush"
    assert {c.suit for c in five} == {"s"}
    assert_omaha_shape(hole, board, five)


@pytest.mark.parametrize("hole", ["J♦ J♠ 4♦ 9♠", "J♦ J♠ 9♦ 9♠"])
def test_one_hole_card_to_four_straight_cards_on_the_board_makes_no_straight(hole):
    value = omaha_high(hole, "5♠ 6♥ 7♦ 8♥ A♠")
    assert category(value) == "pair"
    assert describe_high(value).english() == "pair of jacks"


def test_two_hole_cards_make_the_three_to_seven_straight():
    board, hole = "5♠ 6♥ 7♦ 8♥ A♠", "J♦ J♠ 4♦ 3♠"
    value, five = best_high(cards(hole), cards(board), "omaha")
    assert describe_high(value).english() == "seven-high straight"
    assert sorted(c.rank for c in five) == [3, 4, 5, 6, 7]


def test_one_jack_in_hand_on_jacks_and_nines_is_only_trip_jacks_ace_kicker():
    value, five = best_high(cards("A♠ 2♠ J♥ K♦"), cards("J♠ J♦ 9♦ 5♥ 9♣"), "omaha")
    assert describe_high(value).english() == "three jacks"
    assert value == high_value(cards("J♥ J♠ J♦ A♠ 9♦"))
    assert_omaha_shape("A♠ 2♠ J♥ K♦", "J♠ J♦ 9♦ 5♥ 9♣", five)


def test_jack_and_nine_in_hand_make_jacks_full_of_nines():
    value = omaha_high("J♣ 2♣ 9♠ 10♠", "J♠ J♦ 9♦ 5♥ 9♣")
    assert category(value) == "full-house"
    assert describe_high(value).english() == "jacks full of nines"


def test_pocket_fives_make_fives_full_of_jacks():
    assert describe_high(omaha_high("10♠ 5♣ 5♠ 2♣", "J♠ J♦ 9♦ 5♥ 9♣")).english() == "fives full of jacks"


def test_three_jacks_on_the_board_are_only_trips_and_lose_to_pocket_twos():
    board = "J♠ J♦ A♦ J♥ K♣"
    trips = omaha_high("A♠ 2♠ 3♥ K♦", board)
    assert trips == high_value(cards("J♠ J♦ J♥ A♠ K♦"))  # trip jacks, A-K kicker
    assert describe_high(trips).english() == "three jacks"
    pocket_twos = omaha_high("2♣ 2♦ 7♠ 8♠", board)
    assert describe_high(pocket_twos).english() == "jacks full of twos"
    assert pocket_twos > trips


def test_three_kings_in_hand_are_only_a_pair():
    value = omaha_high("K♠ K♥ K♦ 3♣", "2♠ 7♥ 9♦ Q♣ 4♠")
    assert describe_high(value).english() == "pair of kings"


def test_four_queens_on_the_board_give_only_trip_queens_and_aces_are_best():
    board = "Q♠ Q♥ Q♦ Q♣ 2♠"
    aces = omaha_high("A♠ A♥ 7♦ 8♦", board)
    kings = omaha_high("K♠ K♥ 7♣ 8♣", board)
    no_pair = omaha_high("A♦ K♦ 3♣ 4♣", board)
    assert describe_high(aces).english() == "queens full of aces"
    assert describe_high(kings).english() == "queens full of kings"
    assert describe_high(no_pair).english() == "three queens"
    assert aces > kings > no_pair
    assert all(category(v) != "four-of-a-kind" for v in (aces, kings, no_pair))


# --- seed 000's showdown table: board 2♠ 5♣ 10♥ 7♦ 8♣, Omaha/8 ---------------

SEED_000_BOARD = "2♠ 5♣ 10♥ 7♦ 8♣"
SEED_000_HANDS = {
    "Alan": "A♠ 4♠ 5♥ K♣",
    "Bryan": "A♥ 3♥ 10♠ 10♣",
    "Chris": "7♣ 9♣ J♠ Q♠",
    "Derek": "4♥ 6♥ K♠ K♦",
    "Eve": "A♦ 3♦ 6♦ 9♥",
}


def test_seed_000_chris_alone_wins_the_high_with_the_jack_high_straight():
    highs = {name: omaha_high(hole, SEED_000_BOARD) for name, hole in SEED_000_HANDS.items()}
    best = max(highs.values())
    assert [name for name, v in highs.items() if v == best] == ["Chris"]
    assert describe_high(highs["Chris"]).english() == "jack-high straight"


def test_seed_000_bryan_and_eve_tie_for_the_low_with_7_5_3_2_a():
    lows = {name: omaha_low(hole, SEED_000_BOARD) for name, hole in SEED_000_HANDS.items()}
    assert lows["Chris"] is None
    best = max(v for v in lows.values() if v is not None)
    assert [name for name, v in lows.items() if v == best] == ["Bryan", "Eve"]
    assert lows["Bryan"] == lows["Eve"]
    assert describe_low(best).english() == "7-5-3-2-A"
    assert describe_low(lows["Alan"]).english() == "7-5-4-2-A"


def test_seed_000_derek_eight_high_straight_and_7_6_5_4_2_low_win_nothing():
    hole = SEED_000_HANDS["Derek"]
    high, high_five = best_high(cards(hole), cards(SEED_000_BOARD), "omaha")
    low, low_five = best_low(cards(hole), cards(SEED_000_BOARD), "omaha", 8)
    assert describe_high(high).english() == "eight-high straight"
    assert describe_low(low).english() == "7-6-5-4-2"
    assert high < omaha_high(SEED_000_HANDS["Chris"], SEED_000_BOARD)
    assert low < omaha_low(SEED_000_HANDS["Bryan"], SEED_000_BOARD)
    # The same two hole cards, 4♥ 6♥, serve both the high and the low.
    assert set(high_five) & set(cards(hole)) == set(low_five) & set(cards(hole)) == set(cards("4♥ 6♥"))


def test_seed_000_alan_has_a_pair_of_fives_and_the_third_low():
    assert describe_high(omaha_high(SEED_000_HANDS["Alan"], SEED_000_BOARD)).english() == "pair of fives"


# --- low, 8 or better ----------------------------------------------------------

LOWS_BEST_FIRST = [
    "5-4-3-2-A", "6-4-3-2-A", "6-5-3-2-A", "6-5-4-2-A", "6-5-4-3-A", "6-5-4-3-2",
    "7-4-3-2-A", "7-6-5-4-3", "8-4-3-2-A", "8-6-5-4-3", "8-7-5-4-3", "8-7-6-5-3", "8-7-6-5-4",
]
_SUITS = "cdhsc"


def _low_hand(text: str):
    ranks = text.replace("A", "1").split("-")
    return cards(" ".join(("A" if r == "1" else r) + _SUITS[i] for i, r in enumerate(ranks)))


def test_lows_compare_from_the_top_card_down_wheel_best_8_7_6_5_4_worst():
    values = [low_value(_low_hand(text), 8) for text in LOWS_BEST_FIRST]
    assert values == sorted(values, reverse=True)
    assert len(set(values)) == len(values)
    assert [describe_low(v).english() for v in values] == LOWS_BEST_FIRST


def test_straights_and_flushes_do_not_spoil_a_low():
    assert low_value(cards("A♠ 2♠ 3♠ 4♠ 5♠"), 8) == low_value(cards("A♠ 2♦ 3♣ 4♥ 5♠"), 8)
    assert describe_low(low_value(cards("A♠ 2♠ 3♠ 4♠ 5♠"), 8)).english() == "5-4-3-2-A"


def test_a_pair_is_never_a_low():
    for qualifier in (8, 9, 0):
        assert low_value(cards("A♠ A♦ 2♣ 3♥ 4♠"), qualifier) is None


def test_qualifier_9_8_and_none():
    nine_low = cards("9♠ 5♦ 4♣ 3♥ 2♠")
    king_low = cards("K♠ Q♦ J♣ 10♥ 9♠")
    assert low_value(nine_low, 8) is None
    assert describe_low(low_value(nine_low, 9)).english() == "9-5-4-3-2"
    assert low_value(nine_low, 0) == low_value(nine_low, 9)
    assert low_value(king_low, 9) is None
    assert describe_low(low_value(king_low, 0)).english() == "K-Q-J-10-9"
    assert low_value(king_low, 0) < low_value(nine_low, 0)


def test_qualifier_9_gives_a_low_to_a_board_with_a_nine():
    hole, board = "A♣ 2♦ K♠ K♥", "3♠ 6♦ 9♣ Q♥ J♠"
    assert omaha_low(hole, board, 8) is None
    assert describe_low(omaha_low(hole, board, 9)).english() == "9-6-3-2-A"


def test_a_low_needs_three_board_cards_of_different_ranks_8_or_lower():
    hole = "A♣ 3♦ 4♥ 5♠"
    assert omaha_low(hole, "2♠ 2♥ 7♦ K♣ Q♣") is None  # two low ranks on the board
    assert describe_low(omaha_low(hole, "2♠ 7♦ 8♣ K♣ Q♣")).english() == "8-7-3-2-A"
    # Three low board cards, but the hand's low cards only pair them.
    assert omaha_low("A♥ 2♠ 9♦ 10♦", "A♠ 2♥ 3♦ K♣ Q♣") is None


def test_omaha_low_uses_exactly_two_hole_cards():
    # Four low cards in hand and a low board: still only two of them count.
    value, five = best_low(cards("A♣ 2♦ 3♥ 4♠"), cards("5♠ 6♦ 7♣ K♥ Q♠"), "omaha", 8)
    assert describe_low(value).english() == "7-6-5-2-A"
    assert_omaha_shape("A♣ 2♦ 3♥ 4♠", "5♠ 6♦ 7♣ K♥ Q♠", five)


def test_high_and_low_choose_their_hole_cards_independently():
    hole, board = "A♦ 3♦ 6♦ 9♥", SEED_000_BOARD  # Eve
    _, high_five = best_high(cards(hole), cards(board), "omaha")
    _, low_five = best_low(cards(hole), cards(board), "omaha", 8)
    assert set(high_five) & set(cards(hole)) == set(cards("6♦ 9♥"))
    assert set(low_five) & set(cards(hole)) == set(cards("A♦ 3♦"))


# --- Hold'em: 0, 1 or 2 hole cards ---------------------------------------------

def test_holdem_board_plays_and_both_players_split():
    board = "A♠ K♠ Q♠ J♠ 10♠"
    first = best_high(cards("2♣ 3♦"), cards(board), "holdem")
    second = best_high(cards("7♥ 7♦"), cards(board), "holdem")
    assert first[0] == second[0]
    assert describe_high(first[0]).english() == "royal flush"
    assert set(first[1]) == set(cards(board))


def test_holdem_one_hole_card_makes_a_flush_omaha_needs_two():
    hole, board = "A♥ 3♣", "2♥ 7♥ 9♥ J♥ K♣"
    value, five = best_high(cards(hole), cards(board), "holdem")
    assert describe_high(value).english() == "ace-high flush"
    assert len(set(five) & set(cards(hole))) == 1
    assert category(best_high(cards(hole + " 4♦ 5♦"), cards(board), "omaha")[0]) != "flush"


def test_holdem_two_hole_cards():
    value, five = best_high(list(cards("A♣ A♦")), list(cards("A♥ K♠ K♦ 3♣ 2♦")), "holdem")
    assert describe_high(value).english() == "aces full of kings"
    assert set(cards("A♣ A♦")) <= set(five)


def test_holdem_low_is_the_five_lowest_different_ranks():
    value, five = best_low(cards("A♣ 2♦"), cards("3♥ 3♠ 7♦ 8♣ K♥"), "holdem", 8)
    assert describe_low(value).english() == "8-7-3-2-A"
    assert best_low(cards("K♣ Q♦"), cards("3♥ 3♠ 7♦ 8♣ A♥"), "holdem", 8) is None


def test_hands_on_the_flop_and_turn():
    assert describe_high(omaha_high("9♠ 10♠ 2♣ 2♦", "J♠ Q♠ K♠")).english() == "straight flush, king high"
    assert describe_high(best_high(cards("9♠ 9♦"), cards("9♣ Q♠ K♠ 9♥"), "holdem")[0]).english() == "four nines"


# --- ranking, kickers, ties ----------------------------------------------------

def test_categories_rank_high_card_to_royal_flush():
    ladder = [
        "K♠ J♦ 9♣ 7♥ 5♠", "2♠ 2♦ 9♣ 7♥ 5♠", "Q♠ Q♦ 5♣ 5♥ 3♠", "J♠ J♦ J♣ 7♥ 5♠",
        "A♠ 2♦ 3♣ 4♥ 5♠", "2♠ 3♦ 4♣ 5♥ 6♠", "7♦ 8♣ 9♥ 10♠ J♦", "10♠ J♦ Q♣ K♥ A♠",
        "2♥ 3♥ 4♥ 5♥ 7♥", "A♦ K♦ Q♦ J♦ 9♦", "2♠ 2♦ 2♣ 3♥ 3♠", "J♠ J♦ J♣ 9♥ 9♠",
        "Q♠ Q♦ Q♣ Q♥ 2♠", "A♣ 2♣ 3♣ 4♣ 5♣", "5♠ 6♠ 7♠ 8♠ 9♠", "10♥ J♥ Q♥ K♥ A♥",
    ]
    values = [high_value(cards(hand)) for hand in ladder]
    assert values == sorted(values) and len(set(values)) == len(values)


def test_wheel_is_the_lowest_straight():
    wheel = high_value(cards("A♠ 2♦ 3♣ 4♥ 5♠"))
    assert describe_high(wheel).english() == "five-high straight"
    assert high_value(cards("J♠ J♦ J♣ 7♥ 5♠")) < wheel < high_value(cards("2♠ 3♦ 4♣ 5♥ 6♠"))
    steel_wheel = high_value(cards("A♣ 2♣ 3♣ 4♣ 5♣"))
    assert describe_high(steel_wheel).english() == "straight flush, five high"
    assert steel_wheel < high_value(cards("2♣ 3♣ 4♣ 5♣ 6♣"))


def test_kickers_break_ties_suits_never_do():
    assert high_value(cards("A♠ A♦ K♣ Q♥ J♠")) > high_value(cards("A♣ A♥ K♦ Q♠ 10♠"))
    assert high_value(cards("Q♠ Q♦ 5♣ 5♥ A♠")) > high_value(cards("Q♣ Q♥ 5♠ 5♦ K♠"))
    assert high_value(cards("A♠ K♠ 9♠ 7♠ 2♠")) == high_value(cards("A♥ K♥ 9♥ 7♥ 2♥"))
    assert high_value(cards("9♠ 8♦ 7♣ 6♥ 5♠")) == high_value(cards("9♥ 8♣ 7♦ 6♠ 5♦"))


def test_equal_omaha_hands_tie_and_split():
    board = "A♠ K♦ Q♣ 4♥ 4♠"
    first = omaha_high("10♣ J♦ 2♦ 3♥", board)
    second = omaha_high("10♦ J♣ 6♥ 7♣", board)
    assert first == second
    assert describe_high(first).english() == "ace-high straight"


# --- words ---------------------------------------------------------------------

@pytest.mark.parametrize("hand, words, slug", [
    ("7♦ 8♣ 9♥ 10♠ J♦", "jack-high straight", "straight"),
    ("J♠ J♦ J♣ 9♥ 9♠", "jacks full of nines", "full-house"),
    ("Q♠ Q♦ 5♣ 5♥ 3♠", "two pair, queens and fives", "two-pair"),
    ("J♠ J♦ J♣ 7♥ 5♠", "three jacks", "three-of-a-kind"),
    ("2♠ 2♦ 9♣ 7♥ 5♠", "pair of twos", "pair"),
    ("6♠ 6♦ 9♣ 7♥ 5♠", "pair of sixes", "pair"),
    ("A♦ K♦ Q♦ J♦ 9♦", "ace-high flush", "flush"),
    ("10♥ J♥ Q♥ K♥ A♥", "royal flush", "straight-flush"),
    ("5♠ 6♠ 7♠ 8♠ 9♠", "straight flush, nine high", "straight-flush"),
    ("Q♠ Q♦ Q♣ Q♥ 2♠", "four queens", "four-of-a-kind"),
    ("K♠ J♦ 9♣ 7♥ 5♠", "king high", "high-card"),
])
def test_describe_high_in_a_dealer_s_words(hand, words, slug):
    value = high_value(cards(hand))
    assert describe_high(value).english() == words
    assert category(value) == slug


def test_describe_low_from_the_top_card_down():
    assert describe_low(low_value(cards("7♠ 5♦ 3♣ 2♥ A♠"), 8)).english() == "7-5-3-2-A"
    assert describe_low(low_value(cards("A♠ 7♦ 2♣ 5♥ 3♠"), 8)).english() == "7-5-3-2-A"


# --- refusals --------------------------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: high_value(cards("A♠ K♠ Q♠ J♠")),
    lambda: high_value(cards("A♠ A♠ Q♠ J♠ 2♦")),
    lambda: low_value(cards("A♠ 2♠ 3♠ 4♠ 5♠"), 7),
    lambda: best_high(cards("A♠ K♠ Q♠ J♠"), cards("2♦ 3♦"), "omaha"),
    lambda: best_high(cards("A♠ K♠ Q♠ J♠"), cards("2♦ 3♦ 4♦"), "stud"),
    lambda: best_high(cards("A♠ K♠ Q♠"), cards("2♦ 3♦ 4♦"), "holdem"),
    lambda: best_low(cards("A♠ K♠ Q♠ J♠"), cards("2♦ 3♦ 4♦"), "omaha", 10),
    lambda: best_high(cards("A♠ K♠ Q♠ J♠"), cards("A♠ 3♦ 4♦ 5♣ 6♣"), "omaha"),  # A♠ twice
    lambda: best_high(cards("A♠ K♠ Q♠ J♠"), cards("2♦ 2♦ 4♦ 5♣ 6♣"), "omaha"),
    lambda: best_low(cards("A♠ A♠ Q♠ J♠"), cards("2♦ 3♦ 4♦ 5♣ 6♣"), "omaha", 8),
])
def test_bad_input_is_refused_with_a_value_error(call):
    with pytest.raises(ValueError):
        call()


# --- brute force: every allowed five, valued one by one -------------------------

def brute_high(hole, board, rule):
    if rule == "omaha":
        fives = [h + b for h in combinations(hole, 2) for b in combinations(board, 3)]
    else:
        fives = list(combinations(hole + board, 5))
    return max(high_value(f) for f in fives)


def brute_low(hole, board, rule, qualifier):
    if rule == "omaha":
        fives = [h + b for h in combinations(hole, 2) for b in combinations(board, 3)]
    else:
        fives = list(combinations(hole + board, 5))
    lows = [v for f in fives if (v := low_value(f, qualifier)) is not None]
    return max(lows, default=None)


@settings(max_examples=300, deadline=None)
@given(
    deck=st.permutations(CARDS),
    hole_count=st.sampled_from([2, 4, 5, 6]),
    board_count=st.sampled_from([3, 4, 5]),
    qualifier=st.sampled_from([8, 9, 0]),
)
def test_best_hand_is_the_best_allowed_five_and_its_cards_give_its_value(deck, hole_count, board_count, qualifier):
    rule = "holdem" if hole_count == 2 else "omaha"
    hole, board = tuple(deck[:hole_count]), tuple(deck[hole_count:hole_count + board_count])
    value, five = best_high(hole, board, rule)
    assert value == brute_high(hole, board, rule) == high_value(five)
    low = best_low(hole, board, rule, qualifier)
    assert (low and low[0]) == brute_low(hole, board, rule, qualifier)
    if low is not None:
        assert low_value(low[1], qualifier) == low[0]
    for chosen in (five, low[1] if low else None):
        if chosen is not None and rule == "omaha":
            assert sum(c in hole for c in chosen) == 2 and sum(c in board for c in chosen) == 3


# --- pokerkit as an independent oracle --------------------------------------------

# Variant: hole cards, players, rule, pokerkit's high class, its low class or None.
VARIANTS = {
    "omaha": (4, 9, "omaha", "OmahaHoldemHand", None),
    "omaha-hilo": (4, 9, "omaha", "OmahaHoldemHand", "OmahaEightOrBetterLowHand"),
    "omaha5-hilo": (5, 9, "omaha", "OmahaHoldemHand", "OmahaEightOrBetterLowHand"),
    "omaha6": (6, 7, "omaha", "OmahaHoldemHand", None),
    "holdem": (2, 9, "holdem", "StandardHighHand", None),
}
DEALS = {"omaha": 350, "omaha-hilo": 250, "omaha5-hilo": 150, "omaha6": 60, "holdem": 1200}  # 2,010 deals


class Oracle:
    """pokerkit (a test-only dependency) seen through our cards."""

    def __init__(self, pokerkit):
        self.pokerkit = pokerkit
        self.card = {card: next(iter(pokerkit.Card.parse(str(card)))) for card in CARDS}

    def hand_class(self, name):
        return None if name is None else getattr(self.pokerkit, name)

    def cards(self, cards):
        return [self.card[c] for c in cards]

    def best(self, hand_class, hole, board):
        """pokerkit's best entry, choosing the fives the way hand_class.from_game
        does (its own hole_card_count and board_card_count), looked up in
        hand_class.lookup; a strength (greater is better) or None.

        from_game itself is about five times slower; a separate test shows both
        give the same entry.
        """
        hole, board = self.cards(hole), self.cards(board)
        if hasattr(hand_class, "hole_card_count"):
            fives = [h + b for h in combinations(hole, hand_class.hole_card_count)
                     for b in combinations(board, hand_class.board_card_count)]
        else:
            fives = list(combinations(hole + board, hand_class.card_count))
        entries = []
        for five in fives:
            try:
                entries.append(hand_class.lookup.get_entry(five))
            except ValueError:  # not a hand of this class (no qualifying low)
                pass
        if not entries:
            return None
        return self.strength(hand_class, max(entries) if not hand_class.low else min(entries))

    @staticmethod
    def strength(hand_class, entry):
        # pokerkit: a stronger high has a greater entry, a stronger low a lesser one.
        return -entry.index if hand_class.low else entry.index


@pytest.fixture(scope="module")
def oracle():
    return Oracle(pytest.importorskip("pokerkit"))


def places(strengths):
    """Each player's place, 0 = best; equal strengths share a place; None = no hand."""
    ordered = sorted({s for s in strengths if s is not None}, reverse=True)
    return [None if s is None else ordered.index(s) for s in strengths]


def deals(variant, count, seed=2024):
    hole_count, players = VARIANTS[variant][:2]
    rng = random.Random(f"{variant}-{seed}")
    for _ in range(count):
        deck = shuffled_deck(rng)
        board = tuple(deck[:5])
        holes = [tuple(deck[5 + i * hole_count:5 + (i + 1) * hole_count]) for i in range(players)]
        yield board, holes


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_showdown_order_agrees_with_pokerkit(variant, oracle):
    _, _, rule, high_name, low_name = VARIANTS[variant]
    high_class, low_class = oracle.hand_class(high_name), oracle.hand_class(low_name)
    for board, holes in deals(variant, DEALS[variant]):
        ours = [best_high(h, board, rule) for h in holes]
        theirs = [oracle.best(high_class, h, board) for h in holes]
        assert places([v for v, _ in ours]) == places(theirs), (board, holes)
        for (_, five), strength in zip(ours, theirs):  # our five cards are worth the best
            assert oracle.strength(high_class, high_class.lookup.get_entry(oracle.cards(five))) == strength
        if low_class is not None:
            ours_low = [best_low(h, board, rule, 8) for h in holes]
            theirs_low = [oracle.best(low_class, h, board) for h in holes]
            assert places([x and x[0] for x in ours_low]) == places(theirs_low), (board, holes)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_oracle_chooses_fives_as_pokerkit_from_game_does(variant, oracle):
    _, _, _, high_name, low_name = VARIANTS[variant]
    for board, holes in deals(variant, 10, seed=7):
        for hole in holes:
            for hand_class in filter(None, map(oracle.hand_class, (high_name, low_name))):
                hand = hand_class.from_game_or_none(oracle.cards(hole), oracle.cards(board))
                expected = None if hand is None else oracle.strength(hand_class, hand.entry)
                assert oracle.best(hand_class, hole, board) == expected


# --------------------------------------------------- the shipped lookup tables

def test_the_shipped_tables_are_exactly_what_the_evaluator_computes():
    # engine/ranking/data/omaha-tables.bin is installed at import; a stale file would
    # give wrong winners from the first hand of the day, so it is recomputed here.
    from importlib import resources

    from engine.ranking import omaha_tables
    shipped = resources.files("engine.ranking").joinpath("data", omaha_tables.FILE_NAME).read_bytes()
    assert omaha_tables.compute() == shipped


@pytest.mark.parametrize("data", [b"", b"OMT1", b"OMT1not zlib at all", b"XXXX" + b"\0" * 64])
def test_a_damaged_tables_file_is_refused_and_the_evaluator_still_works(data):
    from engine.ranking import omaha_tables
    assert omaha_tables.install(data) is False
    assert best_high(parse_cards("AsKsQh2d"), parse_cards("JsTs3c4d9h"), "omaha")[0] > 0
