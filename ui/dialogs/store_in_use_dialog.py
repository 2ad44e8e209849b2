"""The hand store is held by another program: said plainly, waited for, never called damage.

Shown before the console opens when another program (a backup, a copy, a
database browser) holds SQLite's lock on the table's store. The store is not
damaged and nothing is set aside: the console tries again every second and
starts as soon as it is free; the dealer can stop waiting and close the
console instead (Esc). The words come rendered in the dealer's language.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QDialog, QHBoxLayout, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, text_label
from ..kit.i18n import translate


class StoreInUseDialog(QDialog):
    """Open while the console waits; ``wait(ms)`` is False once the dealer chose to stop."""

    def __init__(self, reason: str, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("storeInUseDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setWindowTitle(translate("StoreInUse", "The hand store is in use"))
        self.setMinimumSize(900, 420)
        self.stopped = False
        self.tries = 0
        page = QVBoxLayout(self)
        page.setContentsMargins(24, 20, 24, 20)
        page.setSpacing(theme.GAP * 2)
        title = text_label("storeInUseTitle", 28, True)
        title.setText(translate("StoreInUse", "Waiting for the hand store…"))
        title.setWordWrap(True)
        page.addWidget(title)
        self.reason = text_label("storeInUseReason", 22, False)
        self.reason.setWordWrap(True)
        self.reason.setText(reason)
        page.addWidget(self.reason)
        self.progress = text_label("storeInUseTries", 20, False, theme.TEXT_SOFT)
        page.addWidget(self.progress)
        page.addStretch(1)
        row = QHBoxLayout()
        self.stop_button = button("stopWaitingButton", "Esc")
        self.stop_button.setText(translate("StoreInUse", "Stop waiting and close the console"))
        row.addWidget(self.stop_button)
        row.addStretch(1)
        page.addLayout(row)
        self.stop_button.clicked.connect(self.reject)
        self.rejected.connect(self._stop)
        self._loop: Optional[QEventLoop] = None

    def _stop(self) -> None:
        self.stopped = True
        if self._loop is not None:
            self._loop.quit()

    def wait(self, ms: int) -> bool:
        """Shown (not modal: the console tries again meanwhile) for ``ms`` milliseconds of the
        event loop; True to try again, False once the dealer stopped waiting."""
        if self.stopped:
            return False
        self.tries += 1
        tried = translate("StoreInUse", "Tried %n time(s); trying again every second.", n=self.tries)
        # English with no plural forms installed: the English rule (as ui/kit/i18n.py render does).
        self.progress.setText(tried.replace("(s)", "" if self.tries == 1 else "s"))
        if not self.isVisible():
            self.show()
            self.stop_button.setFocus()
        self._loop = QEventLoop()
        QTimer.singleShot(ms, self._loop.quit)
        self._loop.exec()
        self._loop = None
        return not self.stopped
