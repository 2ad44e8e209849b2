"""One hand, one number: the console's top bar, the floor's list and search, ``dealer-app export --hand N``
and the reports' headings say the same number for the same hand (issue 16, point 3).

The number is the hand store's: 1, 2, 3 ... for the table, never starting again when a session closes and
another opens (a session's own count does, and stays inside the session's record). In the issue, after a
session was closed and another opened, the console said "Coup 2", the floor listed the hand as 6, and a
search for "Coup n° 2" opened an earlier session's misdeal.

Here: session 1 (Ann, Bob, Chloé, Dan) deals hand 1, a misdeal (hand 2, dealt again as hand 3), and
closes; session 2 (Eve, Finn, Gaël) deals its first and second hands: store hands 4 and 5.
"""
from __future__ import annotations

import subprocess
import sys
from datetime import timezone
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QTableWidget

from dealer_app.floor.controller import FloorController
from console_driver import PIN, PRESET, SUPERVISOR
from ui.floor.floor_view import FloorView

ROOT = Path(__file__).resolve().parents[2]


def seat(controller, names) -> None:
    assert controller.draw_seats([{"name": n, "club_id": "", "buy_in": 500, "entry": "wait"} for n in names],
                                 seed=3) is None


def fold_out(controller) -> None:
    """Deal and fold round until one player is left: the hand is over."""
    while controller.view().hand_in_progress:
        if controller.view().can_deal:
            assert controller.deal_until_action() is None
        else:
            assert controller.act("fold") is None


def top_bar_number(window) -> str:
    return window.findChild(QLabel, "titleLabel").text().rsplit(" ", 1)[-1]


def table_heading(window) -> str:
    return window.findChild(QLabel, "streetLabel").text()


def test_a_hand_has_one_number_on_the_console_the_floor_and_the_export(qtbot, console, tmp_path):
    window, controller = console()
    shown = []                                     # what the dealer's screen said for each hand

    # Session 1: a hand, a misdeal dealt again, then closed.
    assert controller.open_session(controller.preset_text(PRESET)) is None
    seat(controller, ("Ann", "Bob", "Chloé", "Dan"))
    assert controller.new_hand() is None
    shown.append(top_bar_number(window))
    fold_out(controller)
    assert controller.new_hand() is None
    shown.append(top_bar_number(window))
    assert controller.deal_next_card() is None
    assert controller.misdeal("card exposed") is None
    shown.append(top_bar_number(window))
    assert "Misdeal in hand 2: dealt again as hand 3" in window.findChild(QLabel, "messageLine").text()
    fold_out(controller)
    assert controller.close_session() is None

    # Session 2: its own count starts again at 1; the number on every screen goes on.
    assert controller.open_session(controller.preset_text(PRESET)) is None
    seat(controller, ("Eve", "Finn", "Gaël"))
    assert controller.new_hand() is None
    shown.append(top_bar_number(window))
    assert controller.session_hand_number == 1
    fold_out(controller)
    assert controller.new_hand() is None
    shown.append(top_bar_number(window))
    assert controller.session_hand_number == 2
    assert shown == ["1", "2", "3", "4", "5"]
    # A restart in the middle of hand 5: the same number again, from the record.
    assert controller.deal_next_card() is None
    console.stop(window, controller)
    window, controller = console()
    assert top_bar_number(window) == "5" and controller.session_hand_number == 2
    assert table_heading(window).startswith("HAND 5 ·")
    assert controller.view().record_number == 5
    assert controller.correction_view().hand_number == 5
    fold_out(controller)

    # The floor, after the supervisor's PIN: the list and the search say what the dealer's screen said.
    floor = FloorController(controller.store, controller.authoriser.desk, tz=timezone.utc)
    view = FloorView(floor, choose_path=lambda fmt, suggested: None)
    qtbot.addWidget(view)
    view.show()
    view.findChild(QLineEdit, "supervisorIdField").setText(SUPERVISOR)
    view.findChild(QLineEdit, "pinField").setText(PIN)
    qtbot.mouseClick(view.findChild(QPushButton, "signInButton"), Qt.MouseButton.LeftButton)
    hands = view.findChild(QTableWidget, "handTable")
    listed = [int(hands.item(r, 0).text()) for r in range(hands.rowCount())]
    assert listed == [5, 4, 3, 2, 1]
    players = {int(hands.item(r, 0).text()): hands.item(r, 4).text() for r in range(hands.rowCount())}
    assert "Eve" in players[5] and "Ann" not in players[5]
    for typed in ("Coup n° 5", "n° 5", "#5", "5"):            # as the screen or a paper writes it
        field = view.findChild(QLineEdit, "numberField")
        field.setText(typed)
        view.search()
        assert [int(hands.item(r, 0).text()) for r in range(hands.rowCount())] == [5], typed
    view.findChild(QLineEdit, "numberField").setText("Coup n° 2")
    view.search()
    assert hands.rowCount() == 1 and hands.item(0, 0).text() == "2"     # the misdeal the screen called 2
    view.open_replay(5)
    assert "5" in view.findChild(QLabel, "replayTitle").text().split(" · ")[0]
    view.close()

    # dealer-app export DB --hand 5: the same hand, headed with the same number.
    out = subprocess.run([sys.executable, "-m", "dealer_app", "export", str(controller.store.path), "--hand", "5",
                          "--format", "text", "--lang", "en"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("HAND 5")
    assert "Eve" in out.stdout and "Ann" not in out.stdout
    help_text = subprocess.run([sys.executable, "-m", "dealer_app", "export", "--help"], cwd=ROOT,
                               capture_output=True, text=True, timeout=120).stdout
    assert "top bar" in help_text and "never starts again" in help_text

    # The hands CSV of the session report numbers its hands the same way.
    rows = controller.hands_csv().splitlines()[1:]
    assert [r.split(",")[0] for r in rows] == ["4", "5"]
