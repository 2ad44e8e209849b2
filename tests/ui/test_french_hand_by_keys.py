"""A whole pot-limit hand by keys on a French console, every card typed in French letters (issue 24).

The console on a real hand store, the French levy preset (Omaha Pot Limit 5/10), Ann, Bob and Chloé seated
by the draw. Every card goes in as a French dealer types it (E, "Rc" for roi de cœur, "10t" for dix de
trèfle, Return); every bet by the keys (C, F, Tab and the amount, Return). Pot limit, RULES.md 4: the
first raise pre-flop goes to 3 × 10 + 5 = 35, the pot bet on the flop is the 105 in the middle. The store
keeps the engine's text (Kh, Tc ...), never the French letters, and each card's read says it was typed in
French; the table showed the faces in French letters.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit

from dealer_app.store import open_for_reading
from engine.card_letters import read_card
from ui.main_window import MainWindow

# Twelve hole cards round the table, then burn, flop, burn, turn, burn, river: French letters only.
TYPED = ["Ap", "Ac", "Rp", "Rc", "Dk", "Vt", "10t", "9c", "Dt", "8k", "7k", "6p",
         "2t", "Ak", "5c", "4t", "3k", "At", "2c", "10c"]
CANONICAL = ["As", "Ah", "Ks", "Kh", "Qd", "Jc", "Tc", "9h", "Qc", "8d", "7d", "6s",
             "2c", "Ad", "5h", "4c", "3d", "Ac", "2h", "Th"]


def key(window: MainWindow, which) -> None:
    QTest.keyClick(window.windowHandle(), which)
    QApplication.processEvents()


def type_in(window: MainWindow, typed: str) -> None:
    for ch in typed:
        QTest.keyClick(window.windowHandle(), ch)
        QApplication.processEvents()


def deal(window: MainWindow, controller, count: int, typed: list[str]) -> None:
    for _ in range(count):
        card = typed.pop(0)
        key(window, Qt.Key.Key_E)
        type_in(window, card)
        assert window.card_entry.reading.accessibleName().startswith(
            f"{card[:-1]}{ {'p': '♠', 'c': '♥', 'k': '♦', 't': '♣'}[card[-1]]} ")    # "R♥ roi de cœur"
        key(window, Qt.Key.Key_Return)
        assert QApplication.focusWidget() is not window.card_entry.field      # the keys act again


def bet_to(window: MainWindow, amount: int) -> None:
    key(window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.findChild(QLineEdit, "amountField")
    type_in(window, str(amount))
    key(window, Qt.Key.Key_Return)


def test_a_pot_limit_hand_by_keys_with_every_card_in_french_letters(qtbot, french, dealing, store_path):
    assert [read_card(t, "fr") for t in TYPED] == [read_card(c, "en") for c in CANONICAL]
    window, controller = dealing
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QApplication.processEvents()
    window.keys_to_actions()
    h = lambda: controller.hand             # noqa: E731 - read only, to check what was recorded
    typed = list(TYPED)
    number = controller.hand_number

    deal(window, controller, 12, typed)     # four hole cards each
    assert h().phase == "bet"
    assert controller.view().pad.max_to == 35                       # 3 × 10 + 5
    bet_to(window, 35)
    assert h().current_bet == 35
    key(window, Qt.Key.Key_C)
    key(window, Qt.Key.Key_C)
    assert h().street == "flop" and h().pot == 105

    deal(window, controller, 4, typed)      # burn and flop
    faces = [window.findChild(QLabel, f"boardCard{i}").text() for i in (1, 2, 3)]
    assert faces == ["A\n♦", "5\n♥", "4\n♣"]
    key(window, Qt.Key.Key_C)                                        # checks
    assert controller.view().pad.max_to == 105                       # the pot
    bet_to(window, 105)
    key(window, Qt.Key.Key_C)                                        # calls 105
    key(window, Qt.Key.Key_F)                                        # the player who checked folds
    assert h().street == "turn" and h().pot == 315 and sum(h().folded) == 1

    for street in ("turn", "river"):
        deal(window, controller, 2, typed)  # burn and card
        key(window, Qt.Key.Key_C)
        key(window, Qt.Key.Key_C)
    assert typed == [] and h().phase == "showdown"
    key(window, Qt.Key.Key_S)
    key(window, Qt.Key.Key_P)
    assert h().is_complete

    # The record: the engine's own text for every card, the French letters only as what was typed.
    with open_for_reading(store_path) as reader:
        stored = reader.load_hand(number)
        dealt = [str(item[1]) for item in stored.inputs if item[0] == "deal"]
        reads = [e.payload.get("read") for e in stored.events if e.payload.get("input", [None])[0] == "deal"]
        result = stored.end.payload
    assert stored.status == "complete" and result["pot"] == 315
    assert sum(result["payouts"]) + result["rake"] == 315              # the levy: 4 % of 315, rounded down
    assert dealt == CANONICAL
    assert [(r["origin"], r["letters"], bytes.fromhex(r["raw_hex"]).decode()) for r in reads] == \
        [("manual", "fr", t) for t in TYPED]
