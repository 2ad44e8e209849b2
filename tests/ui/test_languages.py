"""The console in French first, English and Russian, switched live (pytest-qt, offscreen).

The demo table is Omaha Pot Limit 5/10, six players with 1,000 each; the
button is on seat 6, so seat 1 posts the small blind and seat 2 the big
blind. After ``play_demo`` seat 3 has raised to 30 and seat 4 is to act:
call 30, raise to at most 3 × 30 + 10 + 5 = 105 (RULES.md 4, seed 001).
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox

from dealer_app.console.app import play_demo
from dealer_app.table.controller import TableController
from dealer_app.words.table import card_label, card_name, hand_name
from pot_limit_sums import pot_limit_arithmetic
from ui.views.words import Words
from engine.cards import parse_card
from card_driver import FakeShoe, read
from ui.kit import i18n
from ui.kit.i18n import install_language, render
from ui.main_window import MainWindow
from window_driver import text


@pytest.fixture(autouse=True)
def own_settings(tmp_path):
    """The language is remembered in QSettings: here in a folder of the test's own."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield


def switch(qtbot, window: MainWindow, code: str) -> None:
    """The dealer picks a language in the top bar's box."""
    box = window.findChild(QComboBox, "languageBox")
    index = box.findData(code)
    box.setCurrentIndex(index)
    box.activated.emit(index)
    qtbot.wait(1)                   # the LanguageChange events are posted


# ------------------------------------------------------------ the window


def test_the_console_starts_in_french_when_nothing_was_chosen(qapp):
    assert i18n.saved_language() == "fr" and i18n.DEFAULT_LANGUAGE == "fr"


def test_the_action_pad_speaks_french(french, window, controller):
    play_demo(controller)
    assert text(window, "foldButton") == "Passer"
    assert text(window, "callButton") == "Suivre 30"
    assert text(window, "raiseButton") == "Relance à 50"            # the minimum raise, 30 + 20
    assert text(window, "maxCaption") == "MAXIMUM POT LIMIT"
    assert text(window, "maxLabel") == "relance à 105"
    assert text(window, "maxAdds") == "ajoute 105"
    assert text(window, "maxArithmetic") == "3 × 30 + 10 + 5 = 105"
    assert text(window, "minLabel") == "minimum : relance à 50 (ajoute 50)"
    assert text(window, "toActTag").strip() == "À PARLER"
    assert text(window, "actorLabel") == "Siège 4 · Dmitri"
    assert text(window, "facingLabel") == "à suivre 30 · pot 45 · jetons 1\u00a0000"
    assert text(window, "presetAllIn").startswith("Tapis")
    assert text(window, "promptLabel") == "Siège 4 (Dmitri) a la parole"
    assert text(window, "messageLine") == "Siège 3 (Chloé) relance à 30."
    assert text(window, "seat4Status") == "▶ À PARLER"
    assert text(window, "potLabel") == "POT 45"
    assert text(window, "titleLabel") == "Omaha Pot Limit 5/10 · Coup 1"


def test_game_names_are_translated(french):
    from dealer_app.table.screen import session_title
    from engine.games import GAMES, Structure
    from engine.rules import Stakes

    class Settings:
        game, structure, stakes = GAMES["omaha5"], Structure.NO_LIMIT, Stakes(25, 50)
    assert str(session_title(Settings)) == "5-card Omaha No Limit 25/50"
    assert render(session_title(Settings)) == "Omaha 5 cartes No Limit 25/50"


def test_a_check_reads_parole(french, window, controller):
    controller.deal_until_action()
    for _ in range(5):
        controller.act("call")                                     # seats 3, 4, 5, 6 and 1 call 10
    assert controller.hand.legal().can_check                        # the big blind may check
    assert text(window, "callButton") == "Parole"
    assert text(window, "maxLabel") == "relance à 70"               # his 10 and the pot of 60 on top
    assert text(window, "maxArithmetic") == "3 × 10 + 10 + 10 + 10 + 10 = 70"
    assert text(window, "seat3Status") == "en jeu"


def test_switching_to_english_redraws_every_word_live_and_is_remembered(qtbot, french, window, controller):
    play_demo(controller)
    switch(qtbot, window, "en")
    assert text(window, "foldButton") == "Fold"
    assert text(window, "callButton") == "Call 30"
    assert text(window, "maxLabel") == "raise to 105"
    assert text(window, "maxAdds") == "adds 105"
    assert text(window, "facingLabel") == "to call 30 · pot 45 · stack 1,000"
    assert text(window, "promptLabel") == "Seat 4 (Dmitri) to act"
    assert text(window, "messageLine") == "Seat 3 (Chloé) raises to 30."    # the last message, said again
    assert text(window, "dealButton") == "Deal next card"
    assert window.windowTitle() == "Dealer console"
    assert i18n.saved_language() == "en"
    switch(qtbot, window, "fr")
    assert text(window, "foldButton") == "Passer" and text(window, "callButton") == "Suivre 30"
    assert text(window, "dealButton") == "Carte suivante"
    assert window.windowTitle() == "Console croupier"
    assert i18n.saved_language() == "fr"


def test_the_amount_typed_stays_when_the_language_changes(qtbot, french, window, controller):
    play_demo(controller)
    window.pad.amount.setValue(80)
    switch(qtbot, window, "en")
    assert window.pad.amount.value() == 80 and text(window, "raiseButton") == "Raise to 80"


def test_an_illegal_raise_is_refused_in_french_with_the_arithmetic(french, window, controller):
    play_demo(controller)
    refusal = controller.act("raise", 200)
    assert refusal is not None and controller.hand.current_bet == 30        # nothing changed
    assert text(window, "messageLine") == (
        "⚠ Refusé : relance à 200 dépasse le pot : au maximum relance à 105 (3 × 30 + 10 + 5 = 105).")
    controller.act("raise", 40)
    assert text(window, "messageLine") == "⚠ Refusé : relance à 40 est sous le minimum : relance à 50."


def test_a_key_for_an_action_that_is_off_says_why_in_french(qtbot, french, window):
    window.shortcuts["F"].activated.emit()                           # nobody is to act: cards to deal
    assert text(window, "messageLine") == "⚠ Aucun joueur n'a la parole."


def test_the_expected_card_is_named_in_french(french, window, controller):
    assert text(window, "streetLabel") == "COUP 1 · PRÉ-FLOP"
    assert text(window, "nextCardLabel") == "carte suivante : siège 1, carte 1"
    assert text(window, "promptLabel") == "À donner : siège 1, carte 1"
    controller.deal_until_action()
    for _ in range(5):
        controller.act("call")
    controller.act("check")                                          # pre-flop is over
    assert text(window, "nextCardLabel") == "carte suivante : brûlée"
    controller.deal_next_card()
    assert text(window, "nextCardLabel") == "carte suivante : flop 1"
    assert text(window, "messageLine") == "Donnée : brûlée."
    assert text(window, "streetLabel") == "COUP 1 · FLOP"


def test_a_hand_played_out_shows_its_result_in_french(french, window, controller):
    controller.deal_until_action()
    for _ in range(5):
        controller.act("call")
    controller.act("check")
    while not controller.hand.is_complete:
        if controller.hand.phase == "deal":
            controller.deal_until_action()
        elif controller.hand.phase == "bet":
            controller.act("check")
        elif controller.view().can_push_pots:
            controller.push_pots()
        else:
            controller.show_down()
    results = text(window, "resultsLabel")
    assert results.startswith("Pot 60 : siège ")
    assert text(window, "streetLabel") == "COUP 1 · COUP TERMINÉ"
    assert text(window, "promptLabel") == "Coup terminé : lancez un nouveau coup"
    winners = [s for s in controller.view().seats if s.won]
    assert text(window, f"seat{winners[0].seat}Status").startswith("GAGNE ")


# ---------------------------------------------------- the controller's words


def test_a_card_alert_and_its_choices_are_said_in_french(french):
    table = TableController(source=FakeShoe())
    for card in ("As", "Kd", "As"):
        table.on_source_event(read(card))
    alert = table.view().alert
    assert render(alert.message) == (
        "As de pique : carte déjà donnée dans ce coup. Rejetez cette lecture si la carte "
        "a été repassée ; saisissez la bonne carte si la lecture est fausse.")        # no seat: issue 16
    assert [render(words) for _, words in alert.choices] == ["Rejeter (ignorer cette lecture)",
                                                             "Saisir la bonne carte"]
    assert render(table.resolve_alert("accept")) == (
        "Ce choix n'est pas proposé ici : rejeter (ignorer cette lecture) ou saisir la bonne carte.")
    assert render(table.view().prompt) == "Alerte carte : choisissez ci-dessous"


def test_a_lost_read_alert_has_the_french_plural(french):
    from card_driver import lost
    table = TableController(source=FakeShoe())
    table.on_source_event(read("As"))
    table.on_source_event(lost(2))
    assert render(table.view().alert.message).startswith("2 lectures de carte ne sont pas arrivées à la console.")


@pytest.mark.parametrize(("label", "french_words"), [
    ("seat 4, hole card 2", "siège 4, carte 2"),
    ("burn", "brûlée"),
    ("flop 1", "flop 1"),
    ("turn", "turn"),
    ("river", "river"),
])
def test_card_labels(french, label, french_words):
    assert str(card_label(label)) == label                    # English: the engine's own label
    assert render(card_label(label)) == french_words


@pytest.mark.parametrize(("engine_words", "french_words"), [
    ("kings full of tens", "full aux rois par les dix"),
    ("four aces", "carré d'as"),
    ("three queens", "brelan de dames"),
    ("two pair, jacks and nines", "deux paires, valets et neuf"),
    ("pair of aces", "paire d'as"),
    ("ace-high flush", "couleur hauteur as"),
    ("nine-high straight", "quinte hauteur neuf"),
    ("straight flush, king high", "quinte flush hauteur roi"),
    ("royal flush", "quinte flush royale"),
    ("queen high", "hauteur dame"),
    ("8-6-4-2-A", "8-6-4-2-A"),
])
def test_hand_names(french, engine_words, french_words):
    assert str(hand_name(engine_words)) == engine_words
    assert render(hand_name(engine_words)) == french_words


def every_high_hand():
    """One five-card hand for every name the engine can give a high hand: each multiset
    of ranks in mixed suits, and each set of five different ranks in one suit."""
    from itertools import combinations, combinations_with_replacement

    from engine.cards import Card
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in ranks) > 4:
            continue
        seen: dict[int, int] = {}
        cards = []
        for r in ranks:
            cards.append(Card(r, "cdhs"[seen.get(r, 0)]))
            seen[r] = seen.get(r, 0) + 1
        if len(set(ranks)) == 5:
            cards[-1] = Card(ranks[-1], "d" if cards[0].suit == "c" else "c")
        yield cards
    for ranks in combinations(range(2, 15), 5):
        yield [Card(r, "h") for r in ranks]


def test_every_high_hand_name_is_translated(french):
    from engine.ranking.evaluation import high_value
    from engine.ranking.hand_names import describe_high
    names = {describe_high(high_value(cards)) for cards in every_high_hand()}
    english = {name.english() for name in names}
    assert len(names) > 300 and "royal flush" in english and "four aces" in english
    for name in names:
        for said in (hand_name(name), hand_name(name.english())):       # the value, and a record's text of it
            assert isinstance(said, Words), f"the engine's {name!r} is not in the hand-name grammar"
            assert render(said) != name.english(), f"{name!r} is not translated"


@pytest.mark.parametrize(("engine_words", "french_words"), [
    ("3 × 30 + 10 + 5 = 105", "3 × 30 + 10 + 5 = 105"),
    ("the pot, 40", "le pot, 40"),
    ("3 × 30 + 10 + 5 = 105; all-in is 90", "3 × 30 + 10 + 5 = 105 ; tapis à 90"),
    ("3 × 35 − 5 = 100, rounded up to 110", "3 × 35 − 5 = 100, arrondi à 110"),
    ("3 × 7 + 4 = 25, 20 in whole 5-chips", "3 × 7 + 4 = 25, soit 20 en jetons de 5"),
])
def test_pot_limit_arithmetic(french, engine_words, french_words):
    assert render(pot_limit_arithmetic(engine_words)) == french_words


def test_card_names(french):
    assert str(card_name(parse_card("Qh"))) == "queen of hearts"
    assert render(card_name(parse_card("Qh")).with_first_up()) == "Dame de cœur"


def test_plain_text_is_shown_as_it_is(french):
    assert render("SIM-0001") == "SIM-0001"


def test_english_numbers_are_grouped_by_commas_french_by_spaces(qapp):
    assert i18n.amount(12500) == "12,500"
    install_language("fr")
    try:
        assert i18n.amount(12500) == "12\u00a0500"
    finally:
        install_language("en")


def test_the_table_speaks_russian_too(qtbot, window, controller):
    play_demo(controller)
    switch(qtbot, window, "ru")
    try:
        assert i18n.current_language() == "ru" and i18n.saved_language() == "ru"
        assert text(window, "foldButton") == "Пас"
        assert text(window, "callButton") == "Колл 30"
        assert text(window, "maxLabel") == "рейз до 105"
        assert text(window, "promptLabel") == "Ходит место 4 (Dmitri)"
        assert text(window, "seat4Status") == "▶ ХОДИТ"
        # Russian has three plural forms: 1 карта, 2 карты, 5 карт.
        assert [render(Words("Controller", "Dealt %n card(s).", {"n": n})) for n in (1, 3, 5)] == [
            "Сдана 1 карта.", "Сдано 3 карты.", "Сдано 5 карт."]
        assert render(hand_name("pair of aces")) == "пара тузов"
    finally:
        install_language("en")
        qtbot.wait(1)
    assert text(window, "foldButton") == "Fold"


def test_a_card_reader_fault_is_said_in_french(french):
    from hardware.source import FaultCode, SourceFault
    table = TableController(source=FakeShoe())
    table.on_source_event(SourceFault(FaultCode.SHOE_EMPTY, "warning", "The shoe is empty.", "SIM-0001"))
    assert table.view().message == "The shoe is empty."                   # English, the record's words
    assert render(table.view().message) == "Le sabot est vide."
    table.on_source_event(SourceFault(FaultCode.HEARTBEAT_LOST, "warning",
                                      "The shoe stopped answering (4.5 s without a heartbeat).", "SIM-0001",
                                      b"", {"seconds": 4.5}))
    assert render(table.view().message) == "Le sabot ne répond plus (4.5 s sans signe de vie)."


def test_a_missing_translation_file_leaves_the_console_in_english(qapp, monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", tmp_path)
    try:
        assert install_language("fr") == "en" and i18n.current_language() == "en"
        assert "translation file missing" in capsys.readouterr().err
    finally:
        monkeypatch.undo()
        install_language("en")
