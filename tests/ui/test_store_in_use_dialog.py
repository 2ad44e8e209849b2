"""Issue 24: while another program holds the table's store the console says so and waits (never
"damaged"); the dealer can stop waiting by a key. The dialog, driven by keys, in French and English."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QPushButton

from dealer_app.console.app import in_use_words
from ui.kit.i18n import render
from ui.dialogs.store_in_use_dialog import StoreInUseDialog


def texts(dialog) -> str:
    return " ".join(w.text() for kind in (QLabel, QPushButton) for w in dialog.findChildren(kind))


def test_the_wait_goes_on_until_the_dealer_presses_escape(qtbot):
    dialog = StoreInUseDialog(render(in_use_words("/data/t4.sqlite")))
    qtbot.addWidget(dialog)
    assert dialog.wait(30) is True and dialog.isVisible()               # nothing pressed: try again
    assert "Tried 1 time;" in texts(dialog)
    QTimer.singleShot(20, lambda: qtbot.keyClick(dialog, Qt.Key.Key_Escape))
    assert dialog.wait(5_000) is False                                  # Esc: stop now, not after 5 s
    assert dialog.wait(5_000) is False and dialog.stopped


def test_return_on_the_focused_button_stops_waiting(qtbot):
    dialog = StoreInUseDialog("in use")
    qtbot.addWidget(dialog)
    assert dialog.wait(10) is True
    assert dialog.focusWidget() is dialog.stop_button
    QTimer.singleShot(20, lambda: qtbot.keyClick(dialog.stop_button, Qt.Key.Key_Space))
    assert dialog.wait(5_000) is False


def test_the_dialog_says_in_use_and_not_damaged_in_french(qtbot, french):
    dialog = StoreInUseDialog(render(in_use_words("/data/t4.sqlite")))
    qtbot.addWidget(dialog)
    dialog.wait(10)
    dialog.wait(10)
    said = texts(dialog)
    assert "utilisé par un autre programme" in said and "n'est pas endommagé" in said
    assert "2 essais" in said and "Ne plus attendre et fermer la console" in said
    assert "est endommagé" not in said and "DAMAGED" not in said
    assert dialog.windowTitle() == "Le registre des mains est utilisé"
