"""The supervisor dialog the console asks with before a correction, a void hand, a misdeal or a settings
change: id, reason and a masked PIN by keypad; the act is recorded with its author before it is granted."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton

from dealer_app.store import open_store
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.roster import Roster
from store_helpers import FakeClock
from ui.dialogs.supervisor_dialog import SupervisorDialog, authorise_with_dialog

PIN = "730519"


@pytest.fixture
def store(tmp_path):
    s = open_store(tmp_path / "table.sqlite", table="T4", dealer="Dealer Lea", clock=FakeClock())
    yield s
    s.close()


@pytest.fixture
def desk(tmp_path, store):
    roster = Roster.load(tmp_path / "supervisors.json")
    roster.add("M-01", "Marie", PIN, by="first run", at_utc_us=store.clock.utc_us())
    return SupervisorDesk(roster, store.clock, store.append)


def fill(qtbot, dialog, supervisor: str, reason: str, pin: str) -> None:
    dialog.findChild(QLineEdit, "supervisorIdField").setText(supervisor)
    dialog.findChild(QLineEdit, "reasonField").setText(reason)
    dialog.findChild(QLineEdit, "pinField").setFocus()
    for digit in pin:
        qtbot.mouseClick(dialog.findChild(QPushButton, f"keypad{digit}"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.findChild(QPushButton, "signInButton"), Qt.MouseButton.LeftButton)


def test_a_void_hand_is_authorised_through_the_dialog_and_recorded(qtbot, desk, store):
    answers = []

    def supervisor_at_the_table():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SupervisorDialog) and w.isVisible())
        fill(qtbot, dialog, "M-01", "", PIN)                          # no reason yet: refused, asked for
        answers.append(dialog.findChild(QLabel, "signInMessage").text())
        fill(qtbot, dialog, "M-01", "two boxed cards", "111000")     # wrong PIN
        answers.append(dialog.findChild(QLabel, "signInMessage").text())
        fill(qtbot, dialog, "M-01", "two boxed cards", PIN)

    QTimer.singleShot(50, supervisor_at_the_table)
    granted = authorise_with_dialog(None, desk, "void-hand", "Void hand 12")
    assert granted == ("M-01", "two boxed cards")
    assert answers[0] == "Say why, in a few words: it is kept in the record."
    assert answers[1].startswith("unknown supervisor id or wrong PIN (4 attempts left")
    entry = store.access_log(kind="authorised")[0]
    assert (entry.by, entry.detail["act"], entry.detail["reason"]) == ("M-01", "void-hand", "two boxed cards")


def test_cancel_grants_nothing_and_leaves_no_pin_behind(qtbot, desk, store):
    seen = []

    def walk_away():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SupervisorDialog) and w.isVisible())
        dialog.findChild(QLineEdit, "pinField").setText("7305")
        seen.append(dialog)
        qtbot.mouseClick(dialog.findChild(QPushButton, "cancelSignInButton"), Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, walk_away)
    assert authorise_with_dialog(None, desk, "misdeal", "Misdeal", reason="card exposed") is None
    assert seen[0].findChild(QLineEdit, "pinField").text() == ""
    assert store.access_log(kind="authorised") == []


def test_the_keypad_types_into_the_field_with_the_focus_and_backspace_and_clear_work(qtbot, desk):
    dialog = SupervisorDialog(lambda s, p, r: None, "Settings change", ask_reason=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    pin = dialog.findChild(QLineEdit, "pinField")
    pin.setFocus()
    for name in ("keypad4", "keypad8", "keypad2", "keypadBack", "keypad0"):
        qtbot.mouseClick(dialog.findChild(QPushButton, name), Qt.MouseButton.LeftButton)
    assert pin.text() == "480" and pin.echoMode() == QLineEdit.EchoMode.Password
    assert not dialog.findChild(QLineEdit, "reasonField").isVisible()
    qtbot.mouseClick(dialog.findChild(QPushButton, "keypadClear"), Qt.MouseButton.LeftButton)
    assert pin.text() == ""
