"""Why a hand is misdealt or voided: the usual reasons as large buttons, or the dealer's own words.

The reason goes into the record with the act (RULES.md 8). Return in the
dealer's own words goes on with them; Tab reaches the usual reasons. The dialog only
asks; the desk bar then does the act (through a supervisor's PIN when the
act needs one).
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, line_edit, message_label, say_in, text_label
from ..kit.i18n import QT_TRANSLATE_NOOP, translate
from ..kit.key_button import button_keys

C = "ReasonDialog"

# RULES.md 8 (a misdeal); TDA for the void.
REASONS = {
    "misdeal": (
        QT_TRANSLATE_NOOP("ReasonDialog", "first or second card exposed by the dealer"),
        QT_TRANSLATE_NOOP("ReasonDialog", "two boxed cards"),
        QT_TRANSLATE_NOOP("ReasonDialog", "wrong number of cards dealt"),
        QT_TRANSLATE_NOOP("ReasonDialog", "a player dealt in who should not be"),
    ),
    "void": (
        QT_TRANSLATE_NOOP("ReasonDialog", "deck found incomplete or with a foreign card"),
        QT_TRANSLATE_NOOP("ReasonDialog", "wrong players or blinds in the hand"),
        QT_TRANSLATE_NOOP("ReasonDialog", "dealer's error that cannot be corrected"),
    ),
}


class ReasonDialog(QDialog):
    """``reason`` once accepted (the dealer's words, or a usual reason in the language shown)."""

    def __init__(self, kind: str, title: str, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName(f"{kind}ReasonDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setWindowTitle(title)
        self.setMinimumWidth(900)
        self.reason = ""
        page = QVBoxLayout(self)
        page.setContentsMargins(20, 16, 20, 16)
        page.setSpacing(theme.GAP)
        heading = text_label("reasonHeading", 26, True)
        heading.setText(title)
        heading.setWordWrap(True)
        page.addWidget(heading)
        grid = QGridLayout()
        grid.setSpacing(theme.GAP)
        self.choices = []
        for i, words in enumerate(REASONS.get(kind, ())):
            b = button(f"reason{i + 1}", f"F{i + 1}")     # the field takes letters and digits
            b.setText(translate("ReasonDialog", words))
            b.clicked.connect(lambda _=False, w=words: self.choose(translate("ReasonDialog", w)))
            grid.addWidget(b, i, 0)                 # one a line: a French reason is a whole sentence
            self.choices.append(b)
        page.addLayout(grid)
        self.other_caption = text_label("otherReasonCaption", 20)
        self.other_caption.setText(translate("ReasonDialog", "Or in your own words:"))
        page.addWidget(self.other_caption)
        self.other = line_edit("otherReason")
        self.other.setMaxLength(200)
        page.addWidget(self.other)
        self.message = message_label("reasonMessage")
        page.addWidget(self.message)
        row = QHBoxLayout()
        self.cancel_button = button("cancelReasonButton", "Esc")
        self.cancel_button.setText(translate("ReasonDialog", "Cancel"))
        self.ok_button = button("confirmReasonButton", "Return")
        self.ok_button.setText(translate("ReasonDialog", "Go on with this reason"))
        row.addWidget(self.cancel_button)
        row.addStretch(1)                       # the confirming button away from the other
        row.addWidget(self.ok_button)
        page.addLayout(row)
        self.cancel_button.clicked.connect(self.reject)
        self.ok_button.clicked.connect(lambda: self.choose(self.other.text()))
        self.keys = button_keys(self, *self.choices)
        # By the keyboard: Return in the dealer's own words goes on with them, as the button does; Tab
        # reaches the usual reasons (framed when chosen), and Space or Return takes the one framed. No button
        # is the dialog's default: Return elsewhere must not pick a reason the dealer did not choose.
        for b in self.choices:
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for b in self.findChildren(QPushButton):
            b.setAutoDefault(False)
            b.setDefault(False)
        self.setStyleSheet(DESK_STYLESHEET + f"QPushButton:focus {{ border: 3px solid {theme.ACCENT}; }}")
        self.other.setFocus()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and plain:
            focus = self.focusWidget()
            if focus in self.choices:
                focus.click()
            elif focus is self.other:
                self.ok_button.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def choose(self, reason: str) -> bool:
        if not reason or not reason.strip():
            say_in(self.message, translate("ReasonDialog", "Choose a reason, or type one: it is kept in the record."))
            return False
        self.reason = reason.strip()
        self.accept()
        return True
