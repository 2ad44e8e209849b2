"""word_book.py reads the console's compiled translations without Qt (for the exports and the command
line): every entry of the French, Russian and English catalogues must come out exactly as Qt's own
translator gives it, plural forms included, and a sentence with values as ui/kit/i18n.py renders it."""
from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QCoreApplication

from dealer_app.words import book as word_book
from engine.card_letters import card_face
from engine.cards import parse_card
from ui.views.words import Words, fill, say
from ui.kit.i18n import install_language, render


@pytest.mark.parametrize("language", ["fr", "ru", "en"])
def test_every_entry_reads_as_qts_translator_reads_it(qapp, language):
    install_language(language)
    try:
        book = word_book.catalogue(language)
        assert len(book) > (0 if language == "en" else 800)
        for (context, source, comment), forms in book.items():
            counts = (0, 1, 2, 4, 5, 11, 21, 22, 25) if "%n" in source else (-1,)
            for n in counts:
                ours = word_book.translate(context, source, language, comment or None, n)
                qts = QCoreApplication.translate(context, source, comment or None, n)
                assert ours == qts, (context, source, n)
    finally:
        install_language("en")


def test_a_sentence_with_values_is_said_as_the_screen_says_it(qapp):
    sentences = [say("Replay", "{player} raises to {total}").format(player=say("Controller", "seat {seat} ({name})")
                                                                   .format(seat=4, name="Cy"), total=12500),
                 say("Report", "per hour {rate}").format(rate=Decimal("1234.5")),
                 say("Report", "%n bookkeeping line(s) of the record not listed here (the floor replay shows them "
                               "on demand)", None, 56),
                 say("Report", "Hand {number}: dispute report").format(number=7).with_first_up(),
                 say("Cards", "{rank} of {suit}", "card name").format(rank=say("Cards", "king"),
                                                                      suit=say("Cards", "hearts")).with_first_up(),
                 say("Alerts", "{card}: already dealt in this hand. Reject this read if the card was passed again; "
                               "enter the right card if the read was wrong.").format(
                     card=card_face(parse_card("Kh"))),
                 Words("", "{span} ({why})", {"span": say("Report", "min–max {low}–{high}").format(low=50, high=1050),
                                              "why": "3 × 30 + 10 + 5 = 105"}),
                 say("Words", "{first} or {second}").format(first="a", second="b").with_first_down(),
                 "plain text"]
    for language in ("fr", "ru", "en"):
        install_language(language)
        try:
            for sentence in sentences:
                assert word_book.speak(sentence, language) == render(sentence)
        finally:
            install_language("en")
    assert word_book.speak(sentences[0], "fr") == "siège 4 (Cy) relance à 12\u00a0500"


def test_a_missing_catalogue_leaves_the_english(monkeypatch, tmp_path):
    monkeypatch.setattr(word_book, "TRANSLATIONS_DIR", tmp_path)
    word_book.catalogue.cache_clear()
    try:
        assert word_book.speak(say("Report", "Pots"), "fr") == "Pots"
        assert word_book.speak(say("Report", "Seat"), "fr") == "Seat"
    finally:
        word_book.catalogue.cache_clear()


def test_one_fill_for_both_sides_translates_puts_the_values_in_and_keeps_the_english_when_it_does_not_fit():
    # ui/kit/i18n.py render and the book's speak are this one function with their own lookup and numbers.
    book = {("C", "{who} raises to {total}"): "{who} relance à {total}", ("C", "seat {seat}"): "siège {seat}",
            ("C", "%n card(s)"): "%n carte(s)", ("C", "broken {x}"): "cassé {y}"}

    def lookup(context, template, disambiguation, n):
        said = book.get((context, template), template)
        return said.replace("%n", str(n)) if n != -1 else said

    def said(text):
        return fill(text, "xx", lookup, lambda n: f"<{n}>", lambda d: f"[{d}]")

    assert said(say("C", "{who} raises to {total}").format(who=say("C", "seat {seat}").format(seat=4), total=1000)) \
        == "siège <4> relance à <1000>"
    assert said(say("C", "%n card(s)", None, 1)) == "1 carte" and said(say("C", "%n card(s)", None, 3)) == "3 cartes"
    assert said(Words("", "{rate}", {"rate": Decimal("2.5")})) == "[2.5]"
    assert said(say("C", "seat {seat}").format(seat=4).with_first_up()) == "Siège <4>"
    assert said(say("C", "broken {x}").format(x=1)) == "broken 1"        # the English, as it is
    assert said("plain") == "plain"
    assert said(card_face(parse_card("Kh"))) == card_face(parse_card("Kh")).said_in("xx")
