"""The console does not start, and says why on the screen (issue 18 point 9).

A read-only or locked hand store, a supervisor file that cannot be read or
is not the one the store knows: the reason is shown in the dealer's
language (already rendered by the caller), the dealer closes the dialog and
the console exits with a code other than 0. Never a traceback.
"""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from ..kit.i18n import translate


def start_refused_box(reason: str) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Critical, translate("StartRefused", "The console does not start"), reason,
                      QMessageBox.StandardButton.Close)
    box.setObjectName("startRefusedDialog")
    # Read from the dealer's seat, like the console's other dialogs: large words and a large button.
    box.setStyleSheet("QLabel { font-size: 20px; } QPushButton { font-size: 20px; min-height: 44px; "
                      "padding: 4px 20px; }")
    box.button(QMessageBox.StandardButton.Close).setText(translate("StartRefused", "Close"))
    return box


def show_start_refused(reason: str) -> None:
    start_refused_box(reason).exec()
