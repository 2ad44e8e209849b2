"""The French rank letters in a card typed by hand (issue 16, minor): R, D, V for K, Q, J; 10 for T.

A French dealer says roi, dame, valet, and types the first letter; the card
is the same card whatever letters name it. The suits stay c, d, h, s or the
symbols (a French "c", coeur, would be hearts: one letter, one meaning).
"""
from __future__ import annotations

import pytest

from dealer_app.table.controller import TableController
from engine.cards import CardError, parse_card
from hardware.manual import typed_card
from card_driver import FakeShoe, feed, hole


@pytest.mark.parametrize("typed, card", [
    ("Rs", "Ks"), ("rh", "Kh"), ("Dd", "Qd"), ("dc", "Qc"), ("Vh", "Jh"), ("v♠", "Js"), (" R♥ ", "Kh"),
    ("10d", "Td"), ("As", "As"), ("Kc", "Kc"), ("Qh", "Qh"), ("Jd", "Jd"), ("Ts", "Ts"),
])
def test_a_typed_card_with_french_or_english_letters(typed, card):
    assert typed_card(typed) is parse_card(card)


@pytest.mark.parametrize("typed", ["Rz", "R", "Xs", "RR", "", "1x"])
def test_a_typed_text_that_is_no_card_is_refused_as_before(typed):
    with pytest.raises(CardError):
        typed_card(typed)


def test_the_dealer_types_a_king_as_rs():
    table = TableController()
    assert table.enter_card("Rs") is None
    assert [str(c) for c in table.hand.hole[0]] == ["Ks"]
    assert table.view().message == "Dealt seat 1, hole card 1 (entered by hand)."


def test_a_misread_is_corrected_with_french_letters():
    table = TableController(source=FakeShoe())
    feed(table, "As", "7h")
    assert table.correct_last_card("Dh") is None
    assert hole(table, 2) == ["Qh"]


def test_an_alert_is_resolved_with_a_card_typed_with_french_letters():
    table = TableController(source=FakeShoe())
    feed(table, "As", "As")                        # the second ace: seen twice, the dealer types the card
    assert table.resolve_alert("enter", "Vc") is None
    assert hole(table, 2) == ["Jc"]
