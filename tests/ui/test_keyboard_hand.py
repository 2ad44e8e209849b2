"""A whole hand with the keyboard only (issue 16, point 4; pytest-qt, offscreen).

Every key goes to the window's QWindow, as a keyboard's do: Qt gives it to
the widget with the focus, after the window's shortcuts. No click and no
call to the controller: the test only reads the controller to check what
was recorded. The action keys act unless the dealer is typing in a field on
purpose (the amount after Tab, the card entry after E); the card entry never
takes a letter meant as an action (the "ffff" of the issue).

The demo table is Omaha Pot Limit 5/10, six players with 1,000 each; the
button on seat 6, seat 1 posts 5, seat 2 posts 10, seat 3 acts first.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

from ui.kit import theme
from ui.kit.key_button import KeyButton
from ui.main_window import MainWindow
from window_driver import text

CTRL = Qt.KeyboardModifier.ControlModifier


def key(window: MainWindow, which, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.windowHandle(), which, modifiers)
    QApplication.processEvents()


def type_in(window: MainWindow, typed: str) -> None:
    for ch in typed:
        QTest.keyClick(window.windowHandle(), ch)
        QApplication.processEvents()


def card_entry(window: MainWindow) -> QLineEdit:
    return window.findChild(QLineEdit, "cardEntry")


def amount(window: MainWindow) -> QLineEdit:
    return window.findChild(QLineEdit, "amountField")


def keys_act(window: MainWindow) -> None:
    """No field is typed in: the letter keys are the dealer's actions, the card entry is empty."""
    assert QApplication.focusWidget() not in (card_entry(window), amount(window))
    assert card_entry(window).text() == ""


def test_a_whole_hand_with_the_keys_only(window, controller):
    h = lambda: controller.hand          # noqa: E731 - read only, to check what was recorded
    keys_act(window)                     # at the start: not in the card box

    # The deal: Space one card, Ctrl+Z takes it back, D deals to the first action.
    key(window, Qt.Key.Key_Space)
    assert [i[0] for i in h().inputs] == ["deal"]
    keys_act(window)
    key(window, Qt.Key.Key_Z, CTRL)
    assert h().inputs == []
    key(window, Qt.Key.Key_D)
    assert h().phase == "bet" and h().actor == 2
    keys_act(window)

    # Pre-flop. Seat 3 calls; seat 4 raises to 40 typed in the amount (Tab in, Enter records it);
    # from the amount field F still folds seat 5; Ctrl+Z there undoes the fold, not the digits.
    key(window, Qt.Key.Key_C)
    assert h().street_bets[2] == 10
    key(window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is amount(window)
    type_in(window, "40")
    assert text(window, "raiseButton") == "Raise to 40"
    key(window, Qt.Key.Key_Return)
    assert h().current_bet == 40 and h().street_bets[3] == 40 and h().actor == 4
    key(window, Qt.Key.Key_F)
    assert h().folded[4]
    key(window, Qt.Key.Key_Z, CTRL)
    assert not h().folded[4] and h().actor == 4
    key(window, Qt.Key.Key_F)
    assert h().folded[4]
    key(window, Qt.Key.Key_Escape)       # out of the amount: the keys act
    keys_act(window)
    for seat in (6, 1, 2, 3):            # seat 6 folds, the blinds and seat 3 call 40
        key(window, Qt.Key.Key_F if seat == 6 else Qt.Key.Key_C)
    assert h().street == "flop" and h().phase == "deal" and h().pot == 160
    keys_act(window)

    # The flop: D deals the burn and three cards; seat 1 bets 50 (typed), seat 2 folds, 3 and 4 call.
    key(window, Qt.Key.Key_D)
    assert len(h().board) == 3 and h().actor == 0
    keys_act(window)
    key(window, Qt.Key.Key_Tab)
    type_in(window, "50")
    assert text(window, "raiseButton") == "Bet to 50"
    key(window, Qt.Key.Key_R)
    assert h().current_bet == 50
    for k in (Qt.Key.Key_F, Qt.Key.Key_C, Qt.Key.Key_C):
        key(window, k)
    assert h().street == "turn" and h().pot == 310
    keys_act(window)                     # the amount greyed out: the cursor is back on the window

    # The turn and the river: checked round, card by card with Space.
    for street in ("turn", "river"):
        key(window, Qt.Key.Key_Space)    # the burn
        key(window, Qt.Key.Key_Space)    # the card
        assert h().phase == "bet", street
        keys_act(window)
        for _ in range(3):
            key(window, Qt.Key.Key_C)
    assert h().phase == "showdown" and len(h().board) == 5
    keys_act(window)

    # The showdown: S shows the hands, P pushes the pots, N deals the next hand.
    key(window, Qt.Key.Key_S)
    assert controller.view().can_push_pots
    key(window, Qt.Key.Key_P)
    assert h().is_complete and sum(h().payouts) == 310
    key(window, Qt.Key.Key_N)
    assert controller.hand_number == 2 and h().inputs == []
    keys_act(window)
    assert card_entry(window).text() == ""


def test_e_opens_the_card_entry_and_escape_gives_the_keys_back(window, controller):
    key(window, Qt.Key.Key_E)
    assert QApplication.focusWidget() is card_entry(window)
    type_in(window, "Ad")                # A is all-in and d is no key here: they are the card's letters
    assert card_entry(window).text() == "Ad"
    key(window, Qt.Key.Key_Return)       # dealt as seat 1's first card
    assert [i[0] for i in controller.hand.inputs] == ["deal"] and str(controller.hand.hole[0][0]) == "Ad"
    keys_act(window)                     # a card taken gives the keys back (issue 24: E typed an "e")
    key(window, Qt.Key.Key_E)
    type_in(window, "K")
    key(window, Qt.Key.Key_Z, CTRL)      # the console's undo, not the field's: the card Ad taken back
    assert controller.hand.inputs == []
    key(window, Qt.Key.Key_Escape)       # out of the card entry, the half-typed card dropped
    keys_act(window)
    key(window, Qt.Key.Key_F)            # an action key again: nobody to act, said in words
    assert text(window, "messageLine").startswith("⚠")
    assert card_entry(window).text() == ""


def test_the_hole_cards_typed_then_betting_opens_the_keys_act(window, controller):
    """A dealer typing every card by hand: after the last hole card the betting opens, and the next C calls
    rather than landing in the card box."""
    deck = ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc", "Jc", "Qc", "Kc",
            "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "Td", "Jd", "Qd", "Kd"]
    for card in deck:
        key(window, Qt.Key.Key_E)        # each card: E, the card, Return (then the keys act again)
        type_in(window, card)
        key(window, Qt.Key.Key_Return)
    assert controller.hand.phase == "bet" and controller.hand.actor == 2
    keys_act(window)
    key(window, Qt.Key.Key_C)
    assert controller.hand.street_bets[2] == 10


def test_a_field_typed_in_has_a_thick_frame_in_the_focus_colour(qtbot, window, controller):
    key(window, Qt.Key.Key_D)
    field = amount(window)
    unfocused = field.grab().toImage().pixelColor(field.width() // 2, 1).name()
    key(window, Qt.Key.Key_Tab)
    qtbot.waitUntil(field.hasFocus)
    image = field.grab().toImage()
    for y in range(theme.FOCUS_WIDTH - 1):
        assert image.pixelColor(field.width() // 2, y).name() == theme.FOCUS
    assert unfocused != theme.FOCUS


def test_a_key_that_opens_nothing_says_so(window, controller):
    key(window, Qt.Key.Key_D)                # betting: no card can be typed, nothing was dealt by hand
    key(window, Qt.Key.Key_C)                # seat 3 calls: the last input is an action, not a card
    assert not card_entry(window).isEnabled()
    key(window, Qt.Key.Key_E)
    assert text(window, "messageLine").startswith("⚠ No card can be typed now:")
    keys_act(window)


@pytest.mark.parametrize("enter", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_ctrl_enter_shown_on_open_session_opens_it(qtbot, tmp_path, enter):
    """The set-up's "Open session" shows Ctrl+Enter: from a field of the form, Ctrl+Return (or the keypad's
    Enter) opens the session. It did nothing: the button's own shortcut was wiped by its text."""
    from dealer_app.console.app import open_table, supervisor_desk
    controller = open_table(tmp_path / "t.sqlite", "T1", "Marie", supervisor_desk(str(tmp_path / "roster.json")),
                            lambda report: None)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    dialog = window.desk.open_setup()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.start_button.key_hint == "Ctrl+Return"
    assert QApplication.focusWidget().window() is dialog          # the dealer is in a field of the form
    modifiers = Qt.KeyboardModifier.ControlModifier
    if enter == Qt.Key.Key_Enter:
        modifiers |= Qt.KeyboardModifier.KeypadModifier
    QTest.keyClick(dialog.windowHandle(), enter, modifiers)
    qtbot.waitUntil(lambda: controller.view().session_open)
    assert not dialog.isVisible()
    controller.close()


def test_a_card_typed_when_none_is_expected_is_refused_in_words(qtbot, window, controller):
    # Seen at the keyboard under Xvfb: E, "As", Return while the players bet did nothing and said nothing.
    while controller.view().pad is None:
        controller.deal_next_card()
    QTest.keyClick(window, Qt.Key.Key_E)
    field = window.findChild(QLineEdit, "cardField") or window.card_entry.field
    QTest.keyClicks(field, "As")
    QTest.keyClick(field, Qt.Key.Key_Return)
    assert text(window, "messageLine") == "⚠ No card is expected now: the players are betting (A♠ not dealt)."
    assert controller.view().pad is not None                 # nothing dealt, the betting goes on


def test_every_button_of_the_set_up_answers_to_the_key_it_shows(qtbot, tmp_path):
    """Seen at the keyboard under Xvfb (issue 28): the touch buttons take no focus, and "Load a file…",
    "Save the file…", "Use the preset" and "Supervisors…" had no key, so a manager at the keyboard could
    not load the club's session file with its [jackpot]. Each now shows a key, and that key clicks it."""
    from dealer_app.console.app import open_table, supervisor_desk
    controller = open_table(tmp_path / "t.sqlite", "T1", "Marie", supervisor_desk(str(tmp_path / "roster.json")),
                            lambda report: None)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    dialog = window.desk.open_setup()
    qtbot.waitUntil(dialog.isActiveWindow)
    buttons = [b for b in dialog.findChildren(KeyButton) if b.window() is dialog]
    assert {b.objectName() for b in buttons} >= {"usePresetButton", "loadFileButton", "saveFileButton",
                                                 "supervisorsButton", "cancelSetupButton", "startSessionButton"}
    for b in buttons:
        assert b.key_hint, f"{b.objectName()} shows no key"
    for b in buttons:
        if b.objectName() in ("cancelSetupButton", "startSessionButton"):
            continue                      # they close the dialog: the tests above press them
        clicked = []
        b.clicked.disconnect()
        b.clicked.connect(lambda *_, name=b.objectName(): clicked.append(name))
        sequence = QKeySequence(b.key_hint)[0]
        QTest.keyClick(dialog.windowHandle(), sequence.key(), sequence.keyboardModifiers())
        assert clicked == [b.objectName()], b.key_hint
    controller.close()
