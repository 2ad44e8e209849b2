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
