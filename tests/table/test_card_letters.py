"""The card letters follow the console's language, and a letter is never read with another language's
meaning (issue 24, blocker 3; engine/card_letters.py).

French: A R D V 10 9 … 2 (as, roi, dame, valet) and p c k t (pique, cœur, carreau, trèfle); English: A K Q J
T/10 … and s h d c; Russian: Т К Д В (туз, король, дама, валет, А for the ace too) and п ч б т (пики, червы,
бубны, трефы). The symbols in every language. French "Rc" was read as the king of clubs ("c" kept as
clubs next to the French ranks): a pot to the wrong player.
"""
from __future__ import annotations

import pytest

from dealer_app.table.controller import TableController
from engine.card_letters import (NO_RANK_AND_SUIT, OTHER_ALPHABET, UNKNOWN_RANK, UNKNOWN_SUIT, card_faces,
                                 letters_for, read_card)
from engine.cards import CARDS, CardError, parse_card
from hardware.manual import typed_card
from card_driver import FakeShoe, feed, hole


@pytest.mark.parametrize("language, typed, card", [
    # French: roi de cœur is the king of hearts; c is cœur, k carreau, t trèfle, p pique.
    ("fr", "Rc", "Kh"), ("fr", "rc", "Kh"), ("fr", "RC", "Kh"), ("fr", "Ap", "As"), ("fr", "Dk", "Qd"),
    ("fr", "Vt", "Jc"), ("fr", "10t", "Tc"), ("fr", "9c", "9h"), ("fr", "2p", "2s"), ("fr", " R♥ ", "Kh"),
    ("fr", "V♣", "Jc"), ("fr", "Ac", "Ah"), ("fr", "A♤", "As"),
    # English, as before: the records' own letters.
    ("en", "Kc", "Kc"), ("en", "As", "As"), ("en", "Qh", "Qh"), ("en", "Jd", "Jd"), ("en", "Ts", "Ts"),
    ("en", "td", "Td"), ("en", "10d", "Td"), ("en", "K♥", "Kh"), ("en", "Ac", "Ac"),
    # Russian: туз, король, дама, валет; пики, червы, бубны, трефы. Т is the ace, т also clubs: by position.
    ("ru", "Тп", "As"), ("ru", "Кч", "Kh"), ("ru", "Дб", "Qd"), ("ru", "Вт", "Jc"), ("ru", "тт", "Ac"),
    ("ru", "Ап", "As"), ("ru", "10ч", "Th"), ("ru", "К♦", "Kd"), ("ru", "кЧ", "Kh"),
])
def test_a_card_is_read_with_the_letters_of_the_consoles_language(language, typed, card):
    assert read_card(typed, language) is parse_card(card)
    assert typed_card(typed, language) is parse_card(card)


@pytest.mark.parametrize("language, typed, rule, what", [
    # English letters on a French console: K is no French rank (carreau is k, as a suit), nor Q, J, T.
    ("fr", "Kc", UNKNOWN_RANK, "K"), ("fr", "Qs", UNKNOWN_RANK, "Q"), ("fr", "Jh", UNKNOWN_RANK, "J"),
    ("fr", "Td", UNKNOWN_RANK, "T"), ("fr", "As", UNKNOWN_SUIT, "s"), ("fr", "Rh", UNKNOWN_SUIT, "h"),
    ("fr", "Rd", UNKNOWN_SUIT, "d"), ("fr", "Vp ", None, None),
    # French letters on an English console: R, D, V are no English ranks, p, k, t no English suits.
    ("en", "Rs", UNKNOWN_RANK, "R"), ("en", "Dh", UNKNOWN_RANK, "D"), ("en", "Vc", UNKNOWN_RANK, "V"),
    ("en", "Ap", UNKNOWN_SUIT, "p"), ("en", "Kk", UNKNOWN_SUIT, "k"), ("en", "Kt", UNKNOWN_SUIT, "t"),
    # A Latin letter on a Russian console is never read, look-alike or not: Latin T is the ten in poker's
    # English notation and looks like Т, the ace; Latin K, B, A, c look like К, В, А, с.
    ("ru", "Tп", OTHER_ALPHABET, "T"), ("ru", "Kч", OTHER_ALPHABET, "K"), ("ru", "Bб", OTHER_ALPHABET, "B"),
    ("ru", "Aп", OTHER_ALPHABET, "A"), ("ru", "Кc", OTHER_ALPHABET, "c"), ("ru", "Ks", OTHER_ALPHABET, "K"),
    ("ru", "Кс", UNKNOWN_SUIT, "с"), ("ru", "Рч", UNKNOWN_RANK, "Р"),
    # A Cyrillic letter on a Latin console.
    ("en", "Кh", OTHER_ALPHABET, "К"), ("fr", "Тp", OTHER_ALPHABET, "Т"), ("fr", "Aп", OTHER_ALPHABET, "п"),
    # Neither rank nor suit, or not both.
    ("fr", "R", NO_RANK_AND_SUIT, "R"), ("en", "", NO_RANK_AND_SUIT, ""), ("fr", "1p", UNKNOWN_RANK, "1"),
    ("fr", "11p", UNKNOWN_RANK, "11"), ("en", "RR", UNKNOWN_RANK, "R"), ("ru", "ТТТ", UNKNOWN_RANK, "ТТ"),
])
def test_a_letter_of_another_language_is_refused_by_its_rule(language, typed, rule, what):
    if rule is None:                        # French Vp is the jack of spades: a control of the list above
        assert read_card(typed, language) is parse_card("Js")
        return
    with pytest.raises(CardError) as refused:
        read_card(typed, language)
    assert (refused.value.rule, refused.value.what) == (rule, what)


def test_every_card_reads_back_from_its_letters_in_every_language():
    for language in ("fr", "en", "ru"):
        letters = letters_for(language)
        for card in CARDS:
            assert letters.read(letters.typed(card)) is card, (language, card)
            assert letters.read(letters.face(card)) is card, (language, card)


def test_the_faces_the_table_shows_in_each_language():
    faces = card_faces([parse_card("Kh"), parse_card("As"), parse_card("Qd"), parse_card("Jc"), parse_card("Ts"),
                        None])
    assert faces == "K♥ A♠ Q♦ J♣ 10♠ ??"                    # the text: English, as the views and logs read it
    assert faces.said_in("fr") == "R♥ A♠ D♦ V♣ 10♠ ??"
    assert faces.said_in("ru") == "К♥ Т♠ Д♦ В♣ 10♠ ??"
    assert faces.said_in("en") == "K♥ A♠ Q♦ J♣ 10♠ ??"


def test_the_controller_reads_the_cards_typed_in_the_language_the_window_gave_it():
    table = TableController(source=FakeShoe())
    table.use_language("fr")
    assert table.enter_card("Rc") is None
    assert hole(table, 1) == ["Kh"]                          # roi de cœur, never the king of clubs
    assert "is not a card" in table.enter_card("Kc")
    assert len(table.hand.inputs) == 1                        # the refusal changed nothing
    table.use_language("en")
    assert table.enter_card("Kc") is None
    assert hole(table, 2) == ["Kc"]
    table.use_language("ru")
    assert table.enter_card("Дб") is None
    assert hole(table, 3) == ["Qd"]
    with pytest.raises(ValueError):
        table.use_language("de")


def test_a_misread_is_corrected_and_an_alert_resolved_in_french_letters():
    table = TableController(source=FakeShoe())
    table.use_language("fr")
    feed(table, "As", "7h")
    assert table.correct_last_card("Dc") is None             # dame de cœur
    assert hole(table, 2) == ["Qh"]
    feed(table, "As")                                         # the ace again: seen twice, the dealer types the card
    assert "is not a card" in table.resolve_alert("enter", "Vh")      # h is no French suit: the alert stays
    assert table.intake.alert is not None
    assert table.resolve_alert("enter", "Vt") is None        # valet de trèfle
    assert hole(table, 3) == ["Jc"]
    manual = [r for _, r in table.reads if r.origin == "manual"]
    assert [(str(r.card), r.raw, r.letters) for r in manual] == [("Qh", b"Dc", "fr"), ("Jc", b"Vt", "fr")]
