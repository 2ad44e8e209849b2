"""After every dialog, by any path, the keys reach the table (issue 24, major 7).

Seen at a French table: after the set-up dialog and a PIN (a wrong PIN first, then a scroll), N and D
did nothing until a click. Here every dialog the console opens is driven by keys only, as the dealer
does: answered, cancelled, Escaped, a wrong PIN then Escape, the right PIN; then N or D is pressed where
the keyboard is (the active window's focus), never after the test activates the window itself. The key
must reach the table: the hand it deals or starts is there.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from console_driver import PIN, SUPERVISOR, click, key, seat_by_draw, setup_from_preset


def typed(qtbot, k, text: str = "", modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed where the keyboard is now (the active window's focus), as on the console."""
    qtbot.wait(5)                                    # what a closing dialog left to do, done
    modal = QApplication.activeModalWidget()
    if modal is not None:                            # a dialog just opened has the keyboard once shown
        qtbot.waitUntil(modal.isActiveWindow, timeout=2000)
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "the keyboard is nowhere: no window is active"
    if text:
        qtbot.keyClicks(target, text)
    else:
        qtbot.keyClick(target, k, modifier)


def keys_on_the_table(qtbot, window) -> None:
    """The table's window has the keyboard, and no field of it: N, D ... are the dealer's actions."""
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    assert QApplication.activeModalWidget() is None
    assert QApplication.focusWidget() is window.centralWidget()


def done(controller) -> tuple:
    """How far the table is: the hand's number and how many inputs it has."""
    v = controller.view()
    hand = controller.session.hand if controller.session is not None else None
    return v.hand_number, len(hand.inputs) if hand is not None else 0


def press_and_see_it_done(qtbot, window, controller) -> None:
    """D (deal to action) while cards are due, F (fold) when a player is to act, N between hands: pressed
    where the keyboard is, it must move the table on."""
    v = controller.view()
    k = Qt.Key.Key_D if v.can_deal else Qt.Key.Key_F if v.pad is not None else Qt.Key.Key_N
    before = done(controller)
    keys_on_the_table(qtbot, window)
    typed(qtbot, k)
    assert done(controller) != before, f"{k.name} did not reach the table"


def press_n_and_see_the_hand(qtbot, window, controller) -> None:
    while controller.view().hand_in_progress:
        press_and_see_it_done(qtbot, window, controller)
    before = controller.view().hand_number
    press_and_see_it_done(qtbot, window, controller)
    assert controller.view().hand_number == before + 1, "N did not reach the table"


def sign_in(qtbot, dialog, pin: str) -> None:
    """The supervisor's id, Return, the PIN, Return: by keys in the PIN dialog."""
    assert QApplication.activeModalWidget() is dialog
    panel = dialog.panel
    if not panel.id_field.text():
        typed(qtbot, None, SUPERVISOR)
        typed(qtbot, Qt.Key.Key_Return)
    if panel.ask_reason:
        typed(qtbot, None, "checked at the table")
        typed(qtbot, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is panel.pin_field
    typed(qtbot, None, pin)
    typed(qtbot, Qt.Key.Key_Return)


def open_session_with_players(qtbot, window) -> None:
    setup_from_preset(qtbot, window)
    typed(qtbot, Qt.Key.Key_Return)              # Return in a field of the set-up: nothing, it stays open
    assert window.desk.setup_dialog.isVisible()
    click(qtbot, window.desk.setup_dialog, "startSessionButton")
    seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "", 500), ("Chloé", "", 500)])
    window.desk.seating_panel.draw(seed=3)


# ------------------------------------------------------------------ between hands

def test_after_the_setup_and_seating_dialogs_by_every_path_n_reaches_the_table(qtbot, console):
    window, controller = console()
    open_session_with_players(qtbot, window)
    typed(qtbot, Qt.Key.Key_Escape)                          # the seating panel closed by Esc
    press_n_and_see_the_hand(qtbot, window, controller)      # hand 1

    # Each screen of the desk closed by Esc, then a key of the hand: it is dealt and played out by keys.
    for opener in (Qt.Key.Key_F2, Qt.Key.Key_F3, Qt.Key.Key_F4, Qt.Key.Key_F7):
        key(qtbot, window, opener)
        assert QApplication.activeModalWidget() is not None
        typed(qtbot, Qt.Key.Key_Escape)
        press_and_see_it_done(qtbot, window, controller)
    while controller.view().hand_in_progress:
        press_and_see_it_done(qtbot, window, controller)

    # A running session's settings: a wrong PIN, a scroll of the set-up, then the right PIN; both dialogs
    # close together and N deals the next hand at once.
    key(qtbot, window, Qt.Key.Key_F2)
    setup = window.desk.setup_dialog
    setup.fields["rake.cap"].setText("25")
    assert setup.start_button.isEnabled(), setup.general_message.text()
    typed(qtbot, Qt.Key.Key_Return, modifier=Qt.KeyboardModifier.ControlModifier)       # Ctrl+Return: apply
    pin_dialog = setup.supervisor_dialog
    assert pin_dialog is not None and pin_dialog.isVisible()
    sign_in(qtbot, pin_dialog, "000000")
    assert pin_dialog.isVisible() and pin_dialog.panel.message.text().startswith("Not authorised")
    setup.findChild(type(pin_dialog.scroll), "setupScroll").verticalScrollBar().setValue(400)
    sign_in(qtbot, pin_dialog, PIN)
    assert not pin_dialog.isVisible() and not setup.isVisible()
    assert controller.session.settings.rake.cap == 25
    press_n_and_see_the_hand(qtbot, window, controller)


def test_after_the_chips_dialog_and_a_question_answered_no_d_and_n_reach_the_table(qtbot, dealing):
    window, controller = dealing
    key(qtbot, window, Qt.Key.Key_F4)                        # a screen closed by Esc first: the report
    typed(qtbot, Qt.Key.Key_Escape)
    press_and_see_it_done(qtbot, window, controller)         # to the first bet: a player to act
    assert controller.view().pad is not None
    typed(qtbot, Qt.Key.Key_J)                               # the chips put in: cancelled by Esc
    assert QApplication.activeModalWidget() is window.chip_dialog
    typed(qtbot, Qt.Key.Key_Escape)
    keys_on_the_table(qtbot, window)
    typed(qtbot, Qt.Key.Key_J)                               # then typed and taken by Return
    typed(qtbot, None, "2x5")                                # a call of 10 in two 5s
    typed(qtbot, Qt.Key.Key_Return)
    assert not window.chip_dialog.isVisible(), window.chip_dialog.message.text()
    keys_on_the_table(qtbot, window)
    typed(qtbot, Qt.Key.Key_F8)                              # a misdeal: the reason, then "no"
    typed(qtbot, None, "card flashed")
    typed(qtbot, Qt.Key.Key_Return)                          # Return in the dealer's own words goes on
    question = window.desk.confirm_dialog
    assert QApplication.activeModalWidget() is question
    typed(qtbot, Qt.Key.Key_N)
    assert controller.view().hand_number == 1
    keys_on_the_table(qtbot, window)
    press_n_and_see_the_hand(qtbot, window, controller)


def test_a_void_by_keys_wrong_pin_escape_then_the_right_pin_and_the_keys_are_the_tables(qtbot, dealing):
    window, controller = dealing
    key(qtbot, window, Qt.Key.Key_F4)                        # a screen closed by Esc first: the report
    typed(qtbot, Qt.Key.Key_Escape)
    press_and_see_it_done(qtbot, window, controller)
    for way_out in ("escape at the reason", "no at the question", "wrong PIN then Esc", "the right PIN"):
        typed(qtbot, Qt.Key.Key_F9)
        reason = window.desk.reason_dialog
        assert QApplication.activeModalWidget() is reason
        if way_out == "escape at the reason":
            typed(qtbot, Qt.Key.Key_Escape)
            keys_on_the_table(qtbot, window)
            continue
        typed(qtbot, None, "foreign card in the deck")
        typed(qtbot, Qt.Key.Key_Return)
        assert QApplication.activeModalWidget() is window.desk.confirm_dialog
        if way_out == "no at the question":
            typed(qtbot, Qt.Key.Key_Escape)
            keys_on_the_table(qtbot, window)
            continue
        typed(qtbot, Qt.Key.Key_Y)
        pin_dialog = window.desk.supervisor_dialog
        if way_out == "wrong PIN then Esc":
            sign_in(qtbot, pin_dialog, "000000")
            assert pin_dialog.isVisible() and "wrong PIN" in pin_dialog.panel.message.text()
            typed(qtbot, Qt.Key.Key_Escape)
            assert controller.view().hand_in_progress
            keys_on_the_table(qtbot, window)
            continue
        sign_in(qtbot, pin_dialog, PIN)
        assert not controller.view().hand_in_progress
    press_n_and_see_the_hand(qtbot, window, controller)


def test_the_floor_view_over_the_table_closed_by_esc_at_its_sign_in_gives_the_keys_back(qtbot, tmp_path, roster,
                                                                                        store_path):
    from dealer_app.console.app import build_window, open_table, supervisor_desk
    controller = open_table(store_path, "T4", "Marie", supervisor_desk(str(roster)), lambda report: None)
    try:
        window = build_window(controller)
        qtbot.addWidget(window)
        window.resize(1366, 740)
        window.show()
        qtbot.waitExposed(window)
        open_session_with_players(qtbot, window)
        typed(qtbot, Qt.Key.Key_Escape)
        press_n_and_see_the_hand(qtbot, window, controller)
        key(qtbot, window, Qt.Key.Key_F12)                       # the floor view, a window of its own
        floor = window.floor_view
        qtbot.waitUntil(floor.isActiveWindow, timeout=2000)
        typed(qtbot, None, SUPERVISOR)
        typed(qtbot, Qt.Key.Key_Return)
        typed(qtbot, None, "000000")                             # a wrong PIN, then Esc: the sign-in cancelled
        typed(qtbot, Qt.Key.Key_Return)
        assert floor.sign_in_panel.message.text()
        typed(qtbot, Qt.Key.Key_Escape)
        assert not floor.isVisible()
        press_and_see_it_done(qtbot, window, controller)
        key(qtbot, window, Qt.Key.Key_F12)                       # signed in, the history, closed by Esc
        floor = window.floor_view
        qtbot.waitUntil(floor.isActiveWindow, timeout=2000)
        typed(qtbot, None, SUPERVISOR)
        typed(qtbot, Qt.Key.Key_Return)
        typed(qtbot, None, PIN)
        typed(qtbot, Qt.Key.Key_Return)
        assert floor.pages.currentIndex() == 1
        typed(qtbot, Qt.Key.Key_Escape)
        assert not floor.isVisible()
        press_and_see_it_done(qtbot, window, controller)
    finally:
        controller.close()
