"""The showdown panel says what happened (issue 24, minors), by keys, in French and Russian: one player taking a
contested pot is said as such (not "428 à partager · sièges 1, 5"), a split names who shares it; after the push,
"tapis" (an all-in) only after a hand with an all-in; the odd chip's tag in the console's language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from console_driver import Clock
from dealer_app.table.controller import TableController
from dealer_app.table.record import TableRecord
from engine.settings import parse_session
from engine.card_letters import letters_for
from engine.cards import parse_card
from ui.kit.i18n import current_language, install_language
from window_driver import shown_window, text, type_in

HOLES = {1: ("As", "Ah", "Ks", "Kh"), 2: ("Qc", "Qd", "Jc", "Jd"), 3: ("Qh", "Qs", "Jh", "Js")}
BOARD = ("8h", "2c", "7d", "9h", "5c", "3s", "6c", "4d")    # burn, flop, burn, turn, burn, river: no straight
SESSION = "[stakes]\nsmall_blind = 5\nbig_blind = 10\n"

SAID = {
    "fr": {"one": "20 disputés par les sièges 1, 2 : le siège 1 prend tout",
           "split": "25 disputés par les sièges 2, 3 : partagés entre les sièges 2, 3",
           "odd": "JETON IMPAIR", "paid": "Pots payés aux gagnants. Coup suivant : N.",
           "paid all-in": "Pots payés aux gagnants, tapis compris. Coup suivant : N."},
    "ru": {"one": "20 разыгрывали места 1, 2: место 1 забирает всё",
           "split": "25 разыгрывали места 2, 3: делят места 2, 3",
           "odd": "НЕЧЁТНАЯ ФИШКА", "paid": "Банки выданы победителям. Следующая раздача: N.",
           "paid all-in": "Банки выданы победителям, олл-ины тоже. Следующая раздача: N."},
}


@pytest.fixture(params=["fr", "ru"])
def language(request, qapp):
    install_language(request.param)
    qapp.processEvents()
    yield request.param
    install_language("en")
    qapp.processEvents()


def table(seats, button) -> TableController:
    clock = Clock()
    record = TableRecord.new(parse_session(SESSION), None, "dealer", clock())
    for seat in seats:
        record.submit(lambda s, seat=seat: s.sit(seat, f"P{seat}", 1000, at=clock()))
    record.submit(lambda s: s.start_hand(at=clock(), button=button))
    return TableController(record=record, clock=clock)


def key(window, which) -> None:
    QTest.keyClick(window.windowHandle(), which)
    QApplication.processEvents()


def card(window, written: str) -> None:
    """The card ``written`` as the engine writes it ("Qc"), typed in the console's own letters (RULES: a
    French dealer types "Dt" for the queen of clubs); a card refused stops the test rather than looping."""
    dealt = len(window.controller.hand.inputs)
    key(window, Qt.Key.Key_E)
    type_in(window, letters_for(current_language()).typed(parse_card(written)))
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Escape)
    assert len(window.controller.hand.inputs) > dealt, f"{written} was not taken"


def deal_and_check_down(window, controller) -> None:
    """The hole cards, then the board with every player checking each street; the hands shown (S)."""
    h = controller.hand
    while (exp := h.expected_card()) is not None and exp.kind == "hole":
        card(window, HOLES[controller.session.seat_of_player(exp.player)][exp.number - 1])
    board = iter(BOARD)
    while h.phase != "showdown":
        if h.phase == "deal":
            card(window, next(board))
        else:
            key(window, Qt.Key.Key_C)
    key(window, Qt.Key.Key_S)


def one_line(label_text: str) -> str:
    return " ".join(label_text.replace("\u202f", " ").replace("\u00a0", " ").split())


def test_one_winner_of_a_contested_pot_is_said_to_take_it_all_and_no_all_in_is_spoken_of(qtbot, language):
    controller = table((1, 2), button=2)               # heads-up: seat 2 the button and small blind
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    deal_and_check_down(window, controller)           # a call, then checks: 20 in the pot, aces win
    assert one_line(text(window.showdown, "pot0Shared")) == SAID[language]["one"]
    key(window, Qt.Key.Key_P)
    assert controller.hand.payouts == [20, 0]
    assert text(window.showdown, "showdownHint") == SAID[language]["paid"]


def test_a_split_names_who_shares_it_and_the_odd_chip_is_tagged_in_the_consoles_language(qtbot, language):
    # Seat 1 the small blind, seat 2 the big blind, seat 3 the button: seat 3 calls, seat 1 folds its 5, seat 2
    # checks: 25 in the pot. Seats 2 and 3 tie with the same queens: 13 and 12, the odd chip to seat 2 (the first
    # winner clockwise from the button).
    controller = table((1, 2, 3), button=3)
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    h = controller.hand
    while (exp := h.expected_card()) is not None and exp.kind == "hole":
        card(window, HOLES[controller.session.seat_of_player(exp.player)][exp.number - 1])
    for action in (Qt.Key.Key_C, Qt.Key.Key_F, Qt.Key.Key_C):
        key(window, action)
    deal_and_check_down(window, controller)
    assert one_line(text(window.showdown, "pot0Shared")) == SAID[language]["split"]
    tags = [label.text().strip() for label in window.showdown.findChildren(QLabel)
            if label.objectName().endswith("OddChip")]
    assert tags == [SAID[language]["odd"]]
    assert text(window.showdown, "pot0Half0Winner0Who").startswith(("Siège 2", "Место 2"))
    key(window, Qt.Key.Key_P)
    assert controller.hand.payouts == [0, 13, 12]


def raise_to(window, amount: int) -> None:
    key(window, Qt.Key.Key_Tab)
    for ch in str(amount):
        key(window, ch)
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Escape)


def test_after_a_hand_with_an_all_in_the_push_says_the_all_ins_are_paid(qtbot, language):
    controller = table((1, 2), button=2)
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    h = controller.hand
    while (exp := h.expected_card()) is not None and exp.kind == "hole":
        card(window, HOLES[controller.session.seat_of_player(exp.player)][exp.number - 1])
    for amount in (30, 90, 270):
        raise_to(window, amount)
    key(window, Qt.Key.Key_C)
    for typed in BOARD[:4]:                           # burn and the flop
        card(window, typed)
    raise_to(window, 540)
    key(window, Qt.Key.Key_A)                         # all-in
    key(window, Qt.Key.Key_C)                         # called: 2,000 in the middle, nobody can bet
    assert h.pot == 2000 and h.stacks == [0, 0]
    for typed in BOARD[4:]:                           # one board: the turn and the river
        card(window, typed)
    key(window, Qt.Key.Key_S)
    key(window, Qt.Key.Key_P)
    assert controller.hand.payouts == [2000, 0]
    assert text(window.showdown, "showdownHint") == SAID[language]["paid all-in"]
