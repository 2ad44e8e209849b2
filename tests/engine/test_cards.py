"""Cards in every text form a dealer or a file may use (RULES.md 1: 52 cards, A K Q J 10 ... 2)."""
import random

import pytest

from engine.cards import CARDS, Card, CardError, format_cards, parse_card, parse_cards, shuffled_deck


@pytest.mark.parametrize("text, card", [
    ("As", Card(14, "s")), ("Td", Card(10, "d")), ("10d", Card(10, "d")), ("td", Card(10, "d")),
    ("A♠", Card(14, "s")), ("10♦", Card(10, "d")), ("Q♡", Card(12, "h")), ("2♣", Card(2, "c")),
    (" kH ", Card(13, "h")),
])
def test_text_forms(text, card):
    assert parse_card(text) == card


def test_several_cards_written_together_or_apart():
    assert parse_cards("AsKd 10♦ 2c") == (Card(14, "s"), Card(13, "d"), Card(10, "d"), Card(2, "c"))
    assert format_cards(parse_cards("10d9c")) == "Td9c"


@pytest.mark.parametrize("text, reason", [("1s", "rank"), ("Ax", "suit"), ("A", "rank and a suit"),
                                          ("11h", "rank")])
def test_a_wrong_card_is_refused_with_the_reason(text, reason):
    with pytest.raises(CardError) as refused:
        parse_card(text)
    assert reason in str(refused.value) and refused.value.code == "bad-card"


def test_the_deck_has_52_different_cards_and_shuffles_only_with_the_random_source_given():
    assert len(set(CARDS)) == 52 and [c.index for c in CARDS] == list(range(52))
    assert shuffled_deck(random.Random(5)) == shuffled_deck(random.Random(5))
    assert sorted(shuffled_deck(random.Random(5))) == sorted(CARDS)
    assert parse_card("As").name == "ace of spades"


def test_there_is_one_object_per_card_so_copies_and_pickles_are_the_same_card():
    import copy
    import pickle
    ace = parse_card("As")
    assert Card(14, "s") is ace and CARDS[51] is ace and ace.index == 51
    assert copy.copy(ace) is ace and copy.deepcopy(ace) is ace
    assert pickle.loads(pickle.dumps(ace)) is ace
    assert len({parse_card("As"), Card(14, "s"), parse_card("A♠")}) == 1


def test_a_card_cannot_be_changed_and_sorts_by_rank_then_suit():
    card = parse_card("Td")
    with pytest.raises(AttributeError):
        card.rank = 11
    assert sorted(parse_cards("As2cTdTc")) == list(parse_cards("2cTcTdAs"))


@pytest.mark.parametrize("rank, suit", [(1, "s"), (15, "h"), (10, "x"), (True, "s"), ("10", "d")])
def test_no_card_outside_the_deck(rank, suit):
    with pytest.raises(CardError):
        Card(rank, suit)
