"""The amount to bet or raise to, typed as a croupier types it (issue 16, blocker 1; pytest-qt, offscreen).

A typed amount is either recorded exactly as typed or refused in words; the
field never cuts a digit; the raise button says what R records, or is off
with the reason shown under it. The keys go through the window as a
keyboard's do (``QTest.keyClick`` on the window's QWindow reaches the
widget that has the focus, and the window's shortcuts).

The demo table is Omaha Pot Limit 5/10, six players with 1,000 each; after
``play_demo`` seat 3 has raised to 30 and seat 4 is to act: the minimum is
a raise to 50, the maximum 3 × 30 + 10 + 5 = 105 (RULES.md 4, seed 001).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from dealer_app.console.app import play_demo
from dealer_app.table.controller import TableController, TableSetup
from engine.hand import PlayerSetup
from engine.rules import Stakes
from ui.table.action_pad import AmountField
from ui.main_window import MainWindow
from window_driver import shown_window, text


def field(window: MainWindow) -> AmountField:
    found = window.findChild(QLineEdit, "amountField")
    assert isinstance(found, AmountField)
    return found


def key(window: MainWindow, which: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """One key on the keyboard: to the widget with the focus, through the window's shortcuts."""
    QTest.keyClick(window.windowHandle(), which, modifiers)
    QApplication.processEvents()


def type_in(window: MainWindow, typed: str) -> None:
    for ch in typed:
        key(window, Qt.Key(ord(ch)))


def into_amount(window: MainWindow) -> None:
    """The dealer tabs into the amount field: what it holds is selected, typing replaces it."""
    if QApplication.focusWidget() is field(window):
        key(window, Qt.Key.Key_Escape)       # out first: the keys are the actions again
    key(window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is field(window)
    QApplication.processEvents()             # the selection is made once the focus has landed


def test_200_over_a_maximum_of_105_is_refused_in_french_and_nothing_is_recorded(qtbot, french, window,
                                                                                   controller):
    play_demo(controller)
    before = list(controller.hand.inputs)
    into_amount(window)
    type_in(window, "200")
    assert field(window).text() == "200"                     # every digit typed, none eaten
    assert not window.pad.raise_button.isEnabled()
    assert text(window, "raiseButton") == "Relancer"         # never another amount than the one typed
    assert text(window, "amountRefusal") == "200 dépasse le maximum : relance à 105 au plus."
    key(window, Qt.Key.Key_R)
    assert text(window, "messageLine") == "⚠ 200 dépasse le maximum : relance à 105 au plus."
    key(window, Qt.Key.Key_Return)
    assert text(window, "messageLine") == "⚠ 200 dépasse le maximum : relance à 105 au plus."
    assert controller.hand.inputs == before and controller.hand.current_bet == 30
    assert field(window).text() == "200"                     # the dealer sees what they typed, to fix it


def test_200_over_a_maximum_of_105_is_refused_in_english(window, controller):
    play_demo(controller)
    before = list(controller.hand.inputs)
    into_amount(window)
    type_in(window, "200")
    assert text(window, "amountRefusal") == "200 is above the maximum: raise to 105 at most."
    key(window, Qt.Key.Key_R)
    assert text(window, "messageLine") == "⚠ 200 is above the maximum: raise to 105 at most."
    assert controller.hand.inputs == before


def test_20_under_a_minimum_of_70_is_refused_in_words_not_raised_to_70(qtbot, french, window, controller):
    """The issue's numbers: seat 3 raises to 30, seats 1 and 2 call (pot 90); on the flop seat 1 bets 35:
    seat 2 may raise to 35 + 35 = 70 at least, to 3 × 35 + 90 = 195 at most. 20 typed is refused; nothing
    becomes "relance à 70"."""
    controller.deal_until_action()
    for kind, amount in (("raise", 30), ("fold", None), ("fold", None), ("fold", None), ("call", None),
                         ("call", None)):
        assert controller.act(kind, amount) is None
    assert controller.deal_until_action() is None and controller.act("raise", 35) is None
    assert text(window, "minLabel") == "minimum : relance à 70 (ajoute 70)"
    assert text(window, "maxLabel") == "relance à 195"
    before = list(controller.hand.inputs)
    into_amount(window)
    type_in(window, "20")
    assert field(window).text() == "20"
    assert text(window, "raiseButton") == "Relancer" and not window.pad.raise_button.isEnabled()
    assert text(window, "amountRefusal") == "20 est sous le minimum : relance à 70 au moins."
    key(window, Qt.Key.Key_R)
    assert text(window, "messageLine") == "⚠ 20 est sous le minimum : relance à 70 au moins."
    assert controller.hand.inputs == before and controller.hand.current_bet == 35


def test_90_typed_reads_raise_to_90_and_records_90(window, controller):
    play_demo(controller)
    into_amount(window)
    type_in(window, "90")
    assert text(window, "raiseButton") == "Raise to 90" and text(window, "amountAdds") == "adds 90"
    assert text(window, "amountRefusal") == ""
    key(window, Qt.Key.Key_R)
    h = controller.hand
    assert h.current_bet == 90 and h.street_bets[3] == 90
    assert h.inputs[-1][0] == "apply" and h.inputs[-1][1].to == 90
    assert text(window, "messageLine") == "Seat 4 (Dmitri) raises to 90."


def test_every_amount_on_the_way_is_said_as_it_is_typed(window, controller):
    """The button follows each digit: 1 (under the minimum), 10 (still under), 100 (a raise to 100), 1000
    (over the maximum): the label never shows an amount that was not typed."""
    play_demo(controller)
    into_amount(window)
    seen = []
    for ch in "1000":
        type_in(window, ch)
        seen.append((field(window).text(), text(window, "raiseButton"), window.pad.raise_button.isEnabled()))
    assert seen == [("1", "Raise", False), ("10", "Raise", False), ("100", "Raise to 100", True),
                    ("1000", "Raise", False)]
    assert text(window, "amountRefusal") == "1,000 is above the maximum: raise to 105 at most."


def test_the_field_never_cuts_a_digit_and_takes_no_letter(window, controller):
    play_demo(controller)
    field(window).setFocus()
    field(window).selectAll()
    QTest.keyClicks(field(window), "12345678901234567890")
    assert field(window).text() == "12345678901234567890"
    assert "is above the maximum: raise to 105 at most." in text(window, "amountRefusal")
    assert field(window).value() == 12345678901234567890
    field(window).selectAll()
    QTest.keyClicks(field(window), "9x")                       # x is no amount and no key: not taken
    assert field(window).text() == "9"


def test_an_emptied_field_records_nothing_and_says_to_type_an_amount(window, controller):
    play_demo(controller)
    before = list(controller.hand.inputs)
    into_amount(window)
    key(window, Qt.Key.Key_Backspace)
    assert field(window).text() == ""
    assert text(window, "amountRefusal") == "Type the amount: raise to 50 at least, 105 at most."
    key(window, Qt.Key.Key_R)
    assert text(window, "messageLine") == "⚠ Type the amount: raise to 50 at least, 105 at most."
    assert controller.hand.inputs == before


def test_a_preset_sets_the_amount_the_button_then_says(qtbot, window, controller):
    play_demo(controller)
    qtbot.mouseClick(window.findChild(QPushButton, "presetPot"), Qt.MouseButton.LeftButton)
    assert field(window).text() == "105" and text(window, "raiseButton") == "Raise to 105"


def test_all_in_at_the_stack_cap_is_typed_and_recorded(qtbot):
    """Blinds 25/50; Chloé (seat 3) has 150: her pot-limit maximum of 3 × 50 + 25 = 175 is capped at her
    stack, a raise to 150 all-in. 150 typed is recorded as her all-in; 175 is refused with the cap."""
    players = tuple(PlayerSetup(name, 150 if seat == 3 else 1000, seat)
                    for seat, name in enumerate(("Alice", "Bruno", "Chloé", "Dmitri", "Elena", "Farid"), start=1))
    controller = TableController(TableSetup(stakes=Stakes(25, 50), players=players))
    w = shown_window(qtbot, controller, active=True)
    controller.deal_until_action()
    assert text(w, "maxLabel") == "raise to 150" and text(w, "minLabel") == "minimum: raise to 100 (adds 100)"
    into_amount(w)
    type_in(w, "175")
    assert text(w, "amountRefusal") == "175 is above the maximum: raise to 150 at most."
    into_amount(w)                           # Tab out and back: the amount selected, typed over
    type_in(w, "150")
    assert text(w, "raiseButton") == "Raise to 150 (all-in)"
    key(w, Qt.Key.Key_R)
    h = controller.hand
    assert h.stacks[2] == 0 and h.street_bets[2] == 150 and h.current_bet == 150
