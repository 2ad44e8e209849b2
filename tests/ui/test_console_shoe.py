"""The console dealing from its default card source: the simulated shoe on a
real pty, read by the real driver, its events carried to the GUI thread by
a Qt signal (pytest-qt, offscreen). Alerts appear in the window and the
dealer resolves them there; the dealer can always type a card."""
from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from dealer_app.console.app import build_controller, run_console
from dealer_app.table.controller import TableController
from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
from engine.cards import parse_card
from hardware.faults import Fault
from ui.main_window import MainWindow

WAIT_MS = 10_000


@pytest.fixture
def shoe(qapp):
    connection = ShoeConnection.start(ShoeOptions(sim_seed=5))
    yield connection
    connection.close()


@pytest.fixture
def table(shoe) -> TableController:
    controller = build_controller(source=shoe.source)
    shoe.attach(controller.on_source_event)
    return controller


@pytest.fixture
def window(qtbot, table) -> MainWindow:
    w = MainWindow(table)
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: "connected" in w.findChild(QLabel, "cardSourceLabel").text(), timeout=WAIT_MS)
    return w


def label(window, name):
    return window.findChild(QLabel, name).text()


def button(window, name) -> QPushButton:
    b = window.findChild(QPushButton, name)
    assert b is not None, name
    return b


def click(qtbot, window, name):
    qtbot.mouseClick(button(window, name), Qt.MouseButton.LeftButton)


def dealt_by_shoe(shoe) -> list[str]:
    return [str(card) for card, _ in shoe.simulator.shoe.passes]


def test_the_console_deals_from_the_simulated_shoe_through_the_driver(qtbot, window, table, shoe):
    # The port first, then the shoe's own name once its hello arrives.
    qtbot.waitUntil(lambda: label(window, "cardSourceLabel") == "cards: shoe SIM-0001 · connected",
                    timeout=WAIT_MS)
    click(qtbot, window, "dealToActionButton")
    qtbot.waitUntil(lambda: table.hand.phase == "bet", timeout=WAIT_MS)
    assert len(table.reads) == 24
    assert [str(r.card) for _, r in table.reads] == dealt_by_shoe(shoe)
    assert all(r.raw[0] == 0xA5 and r.device == "SIM-0001" for _, r in table.reads)   # real frames
    assert [len(h) for h in table.hand.hole] == [4] * 6
    assert shoe.bridge.delivered >= 24
    assert threading.current_thread() is threading.main_thread()


def test_a_card_already_dealt_is_an_alert_in_the_window_and_reject_resolves_it(qtbot, window, table, shoe):
    click(qtbot, window, "dealButton")
    qtbot.waitUntil(lambda: len(table.reads) == 1, timeout=WAIT_MS)
    click(qtbot, window, "dealButton")
    qtbot.waitUntil(lambda: len(table.reads) == 2, timeout=WAIT_MS)
    shoe.simulator.inject(Fault.ALREADY_DEALT)
    click(qtbot, window, "dealButton")
    qtbot.waitUntil(lambda: window.alert_bar.isVisible(), timeout=WAIT_MS)
    assert "already dealt in this hand." in label(window, "alertMessage")
    assert "seat" not in label(window, "alertMessage")         # a hole card's owner is never on the screen
    assert button(window, "alertReject").isVisible() and button(window, "alertEnter").isVisible()
    assert not button(window, "alertAccept").isVisible()
    assert not button(window, "dealButton").isEnabled()
    # The card that came after the repeat waits behind the alert, then follows.
    qtbot.waitUntil(lambda: len(table.intake.held) == 1, timeout=WAIT_MS)
    click(qtbot, window, "alertReject")
    assert not window.alert_bar.isVisible()
    assert [str(c) for c in table.hand.hole[2]] == [dealt_by_shoe(shoe)[3]]


def test_an_unreadable_card_is_entered_in_the_window(qtbot, window, table, shoe):
    shoe.simulator.inject(Fault.UNKNOWN_TAG)          # on a recognising shoe: a card it cannot read
    click(qtbot, window, "dealButton")
    qtbot.waitUntil(lambda: window.alert_bar.isVisible(), timeout=WAIT_MS)
    assert "could not read the card" in label(window, "alertMessage")
    entry = window.findChild(QLineEdit, "cardEntry")
    entry.setText("2c")
    click(qtbot, window, "alertEnter")
    assert [str(c) for c in table.hand.hole[0]] == ["2c"]
    assert entry.text() == ""
    # The shoe's own card after it goes on to the next seat.
    qtbot.waitUntil(lambda: len(table.hand.hole[1]) == 1, timeout=WAIT_MS)


def test_unplugging_the_shoe_shows_in_the_window_and_it_comes_back(qtbot, window, table, shoe):
    shoe.simulator.disconnect(0.8)
    qtbot.waitUntil(lambda: "⚠" in label(window, "cardSourceLabel"), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: label(window, "cardSourceLabel") == "cards: shoe SIM-0001 · connected", timeout=WAIT_MS)
    click(qtbot, window, "dealButton")
    qtbot.waitUntil(lambda: len(table.reads) == 1, timeout=WAIT_MS)


def test_a_new_hand_asks_the_shoe_for_a_new_round(qtbot, window, table, shoe):
    click(qtbot, window, "dealToActionButton")
    qtbot.waitUntil(lambda: table.hand.phase == "bet", timeout=WAIT_MS)
    for _ in range(5):
        table.act("fold")
    assert table.new_hand() is None
    qtbot.waitUntil(lambda: shoe.simulator.shoe.passes == [], timeout=WAIT_MS)   # the shoe reloaded
    click(qtbot, window, "dealButton")
    qtbot.waitUntil(lambda: len(table.reads) == 1, timeout=WAIT_MS)
    assert table.reads[0][1].number == 1


# ------------------------------------------------------ typing a card


@pytest.fixture
def practice_window(qtbot) -> tuple[MainWindow, TableController]:
    controller = build_controller()
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    return w, controller


def test_the_dealer_types_a_card_and_letters_stay_in_the_field(qtbot, practice_window):
    window, controller = practice_window
    entry = window.findChild(QLineEdit, "cardEntry")
    entry.setFocus()
    qtbot.keyClicks(entry, "As")                      # A is all-in and S show-down elsewhere: not here
    assert entry.text() == "As" and not controller.hand.inputs
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert controller.hand.hole[0] == [parse_card("As")]
    assert label(window, "messageLine") == "Dealt seat 1, hole card 1 (entered by hand)."
    qtbot.keyClicks(entry, "As")
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert "already dealt" in label(window, "messageLine") and entry.text() == "As"   # kept to fix


def test_the_last_card_is_corrected_from_the_window(qtbot, practice_window):
    window, controller = practice_window
    click(qtbot, window, "dealButton")
    first = controller.hand.hole[0][0]
    other = "2c" if str(first) != "2c" else "3c"
    window.findChild(QLineEdit, "cardEntry").setText(other)
    click(qtbot, window, "correctCardButton")
    assert [str(c) for c in controller.hand.hole[0]] == [other]


def test_the_card_bar_buttons_are_touch_sized_and_named(practice_window):
    window, _ = practice_window
    for name in ("enterCardButton", "correctCardButton", "alertAccept", "alertReject", "alertEnter",
                 "alertContinue"):
        b = button(window, name)
        assert b.minimumHeight() >= 64 and b.accessibleName()


# ------------------------------------------------------------ the command


def test_the_smoke_test_starts_and_stops_the_built_in_shoe(qapp, capsys):
    assert run_console(["--smoke-test"]) == 0
    assert "SMOKE-OK" in capsys.readouterr().out
    alive = [t.name for t in threading.enumerate() if t.name.startswith(("card-source", "shoe-simulator"))]
    assert alive == []


def test_a_deck_that_is_not_registered_is_refused_in_words(qapp, capsys, tmp_path):
    assert run_console(["--smoke-test", "--deck", "Blue", "--deck-dir", str(tmp_path)]) == 2
    assert "No deck named 'Blue' is registered" in capsys.readouterr().err


def test_a_card_alert_is_answered_by_its_keys_reject_then_a_card_typed(qtbot, window, table, shoe):
    """Each way out of an alert has its digit on its button (1 accept, 2 reject, 3 enter the right card,
    4 go on), and Return in the card field enters the card typed: a dealer working by keys never needs the
    mouse for an alert."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for reads in (1, 2):
        qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: len(table.reads) == reads, timeout=WAIT_MS)
    shoe.simulator.inject(Fault.ALREADY_DEALT)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.alert_bar.isVisible(), timeout=WAIT_MS)
    assert [button(window, n).key_hint for n in ("alertAccept", "alertReject", "alertEnter")] == ["1", "2", "3"]
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_1)                     # accept is not offered for a repeat: nothing
    assert window.alert_bar.isVisible()
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_2)
    assert not window.alert_bar.isVisible()
    shoe.simulator.inject(Fault.UNKNOWN_TAG)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.alert_bar.isVisible(), timeout=WAIT_MS)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_E)
    entry = window.findChild(QLineEdit, "cardEntry")
    qtbot.keyClicks(entry, "2c3")                            # a digit typed in the field stays in the field
    assert entry.text() == "2c3" and window.alert_bar.isVisible()
    qtbot.keyClick(entry, Qt.Key.Key_Backspace)
    qtbot.keyClick(entry, Qt.Key.Key_Return)                 # Return: the card typed is the right card (3)
    assert not window.alert_bar.isVisible()
    assert parse_card("2c") in table.hand.hole[3]
