"""Driving the console window as a dealer does (keys, clicks, the words shown) and the club's set-up the
console tests share: supervisor M-01 Marie (PIN 258013), the French levy preset for a 500 buy-in, a clock
that moves a minute at every request. The fixtures that open a console are in tests/ui/conftest.py."""
from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton


SUPERVISOR, PIN = "M-01", "258013"


PRESET = "french-levy-500"


class Clock:
    """The times the console gives the session: a minute on at every request."""

    def __init__(self):
        self.now = datetime(2025, 3, 1, 20, 0, 0)

    def __call__(self) -> str:
        self.now += timedelta(minutes=1)
        return self.now.isoformat(timespec="seconds")


def text(parent, name: str) -> str:
    found = parent.findChild(QLabel, name) or parent.findChild(QPushButton, name) or parent.findChild(QLineEdit, name)
    assert found is not None, f"no control named {name}"
    return found.text()


def click(qtbot, parent, name: str) -> None:
    b = parent.findChild(QPushButton, name)
    assert b is not None, f"no button named {name}"
    assert b.isEnabled(), f"{name} is off"
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)


def key(qtbot, window, k) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, k)


def markers(window) -> dict[int, str]:
    """What each seat's marker says: BUTTON, SB, BB (as words on the screen)."""
    out = {}
    for n in range(1, 10):
        label = window.findChild(QLabel, f"seat{n}Marker")
        words = [w for w in ("BUTTON", "SB", "BB") if f"&nbsp;{w}&nbsp;" in label.text()]
        if words:
            out[n] = " ".join(words)
    return out


def stacks(window, seats) -> dict[int, str]:
    return {n: text(window, f"seat{n}Stack") for n in seats}


def setup_from_preset(qtbot, window):
    key(qtbot, window, Qt.Key.Key_F2)
    dialog = window.desk.setup_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.preset.setCurrentIndex(dialog.preset.findData(PRESET))
    click(qtbot, dialog, "usePresetButton")
    # The preset is made for buy-ins of 500 to 1,000: the dialog says so and the dealer takes them too.
    click(qtbot, dialog.preset_dialog, "confirmYesButton")
    return dialog


def seat_by_draw(qtbot, window, players):
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    assert panel is not None and panel.isVisible()
    for name, club_id, buy_in in players:
        panel.name.setText(name)
        panel.club_id.setText(club_id)
        panel.buy_in.setText(str(buy_in))
        click(qtbot, panel, "addToDrawButton")
    return panel


def play_to_the_end(qtbot, window, controller, choice="fold"):
    """Deal and act ("fold": everyone folds to the last player; "check": call and check down) to the end."""
    while controller.view().hand_in_progress:
        v = controller.view()
        if v.can_push_pots:
            click(qtbot, window, "pushPotsButton")
        elif v.can_show_down:
            click(qtbot, window, "showDownButton")
        elif v.can_deal:
            click(qtbot, window, "dealToActionButton")
        elif choice == "fold":
            click(qtbot, window, "foldButton")
        else:
            click(qtbot, window, "callButton")
