"""The hand store failed its start-up check: said plainly, the file untouched, a supervisor decides.

Shown before the console opens when ``open_store`` finds the record damaged
(RULES.md 9: memory integrity checked at start-up, nothing cleared
automatically). The dealer can only stop; going on means a supervisor sets
the damaged file aside (kept byte for byte under a new name) and a new store
starts, which the supervisor authorises with their id and PIN.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QDialog, QHBoxLayout, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, text_label
from ..kit.i18n import translate
from ..kit.key_button import button_keys

C = "DamagedStore"


class DamagedStoreDialog(QDialog):
    """``go_on`` is True once the dealer asks for the supervisor; rejected: the console stops."""

    def __init__(self, problem: str, path: str, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("damagedStoreDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setWindowTitle(translate("DamagedStore", "The hand store is damaged"))
        self.setMinimumSize(1000, 540)
        self.go_on = False
        page = QVBoxLayout(self)
        page.setContentsMargins(24, 20, 24, 20)
        page.setSpacing(theme.GAP * 2)
        title = text_label("damagedTitle", 30, True, theme.WARN)
        title.setText("⚠ " + translate("DamagedStore", "The hand store is damaged: the console does not start on it."))
        title.setWordWrap(True)
        page.addWidget(title)
        self.problem = text_label("damagedProblem", 22, True)
        self.problem.setWordWrap(True)
        self.problem.setText(problem)
        page.addWidget(self.problem)
        where = text_label("damagedPath", 20, False, theme.TEXT_SOFT)
        where.setWordWrap(True)
        where.setText(translate("DamagedStore", "File: {path}").format(path=path))
        page.addWidget(where)
        what = text_label("damagedWhat", 22, False)
        what.setWordWrap(True)
        what.setText(translate("DamagedStore", "The file is left exactly as it is. To go on, a supervisor sets it aside "
                                  "(kept unchanged under a new name, for the inspectors) and a new store "
                                  "starts; the decision is recorded with the supervisor's id. Otherwise stop the "
                                  "console and call the floor."))
        page.addWidget(what)
        page.addStretch(1)
        row = QHBoxLayout()
        self.stop_button = button("stopConsoleButton", "Esc")
        self.stop_button.setText(translate("DamagedStore", "Stop the console"))
        # The way on by the keyboard too, with Ctrl as the set-up's start: Return alone, pressed by habit,
        # does not lead there.
        self.supervisor_button = button("supervisorDecidesButton", "Ctrl+Return")
        self.supervisor_button.setText(translate("DamagedStore", "A supervisor decides…"))
        row.addWidget(self.stop_button)
        row.addStretch(1)                       # the way on, away from the way out
        row.addWidget(self.supervisor_button)
        page.addLayout(row)
        self.stop_button.clicked.connect(self.reject)
        self.supervisor_button.clicked.connect(self._supervisor)
        self.keys = button_keys(self, self.supervisor_button)

    def _supervisor(self) -> None:
        self.go_on = True
        self.accept()
