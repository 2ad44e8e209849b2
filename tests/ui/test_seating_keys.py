"""The seating panel by the keyboard (issue 16, minor point): Return in the new player's form adds
the player, as the form's button does, and never closes the panel."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from console_driver import click, key, setup_from_preset


def next_on_tab(widget):
    """The widget Tab moves to from ``widget``: the next in the focus chain that takes focus by Tab."""
    other = widget.nextInFocusChain()
    while other is not widget and not (other.focusPolicy() & Qt.FocusPolicy.TabFocus and other.isEnabled()
                                       and other.isVisible()):
        other = other.nextInFocusChain()
    return other


def test_return_in_the_new_players_form_adds_him_to_the_draw_and_keeps_the_panel_open(qtbot, console):
    window, controller = console()
    setup_from_preset(qtbot, window)
    click(qtbot, window.desk.setup_dialog, "startSessionButton")
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    assert panel is not None and panel.isVisible()
    assert panel.name.hasFocus() or not panel.isActiveWindow()   # opened ready for a name
    for name, buy_in in (("Ann", "500"), ("Bob", "600")):
        QTest.keyClicks(panel.name, name)
        assert next_on_tab(panel.name) is panel.buy_in, "Tab from the name goes elsewhere than the buy-in"
        panel.buy_in.setFocus()                                  # where Tab goes (offscreen has no active window)
        QTest.keyClicks(panel.buy_in, buy_in)
        QTest.keyClick(panel.buy_in, Qt.Key.Key_Return)
        assert panel.isVisible(), "Return closed the seating panel"
        assert panel.name.text() == "" and panel.buy_in.text() == ""      # the form is ready for the next one
        assert panel.name.hasFocus() or not panel.isActiveWindow()
    assert [p["name"] for p in panel.draw_list] == ["Ann", "Bob"]
    assert [p["buy_in"] for p in panel.draw_list] == [500, 600]
    # Return on an incomplete form says what is missing and adds nobody.
    panel.name.setFocus()
    QTest.keyClicks(panel.name, "Chloe")
    QTest.keyClick(panel.name, Qt.Key.Key_Return)
    assert panel.isVisible() and len(panel.draw_list) == 2
    assert panel.add_message.text()


def test_the_seats_drawn_and_the_first_hand_started_by_keys(qtbot, console):
    # Seen at the keyboard under Xvfb: after typing the players, nothing drew the seats but the mouse.
    window, controller = console()
    setup_from_preset(qtbot, window)
    click(qtbot, window.desk.setup_dialog, "startSessionButton")
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    for name in ("Ann", "Bob", "Cy"):
        QTest.keyClicks(panel.name, name)
        panel.buy_in.setFocus()
        QTest.keyClicks(panel.buy_in, "500")
        QTest.keyClick(panel.buy_in, Qt.Key.Key_Return)
    key(qtbot, panel, Qt.Key.Key_F5)                        # the draw
    assert panel.draw_list == [] and sorted(r.name for r in panel.view.rows if r.name) == ["Ann", "Bob", "Cy"]
    key(qtbot, panel, Qt.Key.Key_F6)                        # the next hand
    assert controller.view().hand_in_progress
