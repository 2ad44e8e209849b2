"""The question before an act that cannot be taken back: what it does, said in full, and the safe answer first.

Closing the session, a misdeal, a void, a player leaving, quitting mid-hand:
one click or one key must not do them. The dialog names the act and its
effect ("Close the session of table 3? The session report is drawn up and no
hand can be played in this session any more.") and answers:

- the safe button ("No, keep …") is the default: Return or Enter, pressed by
  habit, never confirms; Escape cancels too;
- one key answers yes and one no, each language's own (``yes_key``, ``no_key``):
  O / N in French (oui / non), Y / N in English, Д / Н in Russian (да / нет),
  the same yes key that agrees to run it twice on the table; Tab moves
  between the two buttons, Space presses the one with the focus.

It opens window-modal and returns at once (``open()``), like the desk's other
screens; ``on_yes`` runs when the dealer confirms.
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, text_label
from ..kit.i18n import translate
from ..kit.key_button import KeyButton

C = "Confirm"


def _letter(context_text: str) -> str:
    return context_text.strip()[:1].upper()


def yes_key() -> str:
    """The key that answers yes in the language in force: O (oui), Y (yes), Д (да). One key a language: a
    letter that means yes here is never read with another language's meaning (in Russian, the key marked Y
    types Н, no)."""
    return _letter(translate("Confirm", "Y", "the key that answers yes"))


def no_key() -> str:
    """The key that answers no in the language in force: N (non, no), Н (нет)."""
    return _letter(translate("Confirm", "N", "the key that answers no"))


def is_key(event, letter: str) -> bool:
    """``event`` is the key of ``letter``: by the text it types, or by its key code (Qt's code of a letter is
    the letter's upper case, Latin or Cyrillic)."""
    text = event.text().upper()
    return bool(letter) and (text == letter or not text and event.key() == ord(letter))


class ConfirmDialog(QDialog):
    """``question`` in large type, ``effect`` under it, the safe answer as default (see the module)."""

    def __init__(self, name: str, question: str, effect: str, yes_words: str, no_words: str,
                 parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName(name)
        # The answer Return or Space would give is framed: the dealer sees which one it is.
        self.setStyleSheet(DESK_STYLESHEET + f"QPushButton:focus {{ border: 3px solid {theme.ACCENT}; }}")
        self.setWindowTitle(translate("Confirm", "Confirm"))
        self.setMinimumWidth(760)
        page = QVBoxLayout(self)
        page.setContentsMargins(24, 20, 24, 20)
        page.setSpacing(theme.GAP * 2)
        self.question = text_label("confirmQuestion", 26, True)
        self.question.setWordWrap(True)
        self.question.setText(question)
        self.effect = text_label("confirmEffect", 21, False, theme.TEXT_SOFT)
        self.effect.setWordWrap(True)
        self.effect.setText(effect)
        self.effect.setVisible(bool(effect))
        page.addWidget(self.question)
        page.addWidget(self.effect)
        # The language's answer letters (O/N, Y/N, Д/Н), shown on the buttons.
        self.yes_key = yes_key()
        self.no_key = no_key()
        row = QHBoxLayout()
        row.setSpacing(theme.GAP * 4)
        self.no_button = KeyButton("confirmNoButton", no_words, self.no_key)
        self.yes_button = KeyButton("confirmYesButton", yes_words, self.yes_key)
        for b in (self.no_button, self.yes_button):
            b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)    # Tab reaches both; Space presses the one in focus
            b.setMinimumWidth(300)
        self.yes_button.setAutoDefault(False)
        self.no_button.setAutoDefault(False)
        self.no_button.setDefault(True)                     # Return/Enter: the safe answer
        row.addWidget(self.no_button)
        row.addStretch(1)                                   # the confirming button away from the other
        row.addWidget(self.yes_button)
        page.addLayout(row)
        self.no_button.clicked.connect(self.reject)
        self.yes_button.clicked.connect(self.accept)
        self.no_button.setFocus()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier):
            if is_key(event, self.yes_key):
                self.yes_button.click()
                return
            if is_key(event, self.no_key):
                self.no_button.click()
                return
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                # The button with the focus answers (Tab to "yes" then Return is on purpose);
                # with the focus anywhere else, the safe answer.
                (self.yes_button if self.focusWidget() is self.yes_button else self.no_button).click()
                return
        super().keyPressEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.no_button.setFocus()


def ask(parent: Optional[QWidget], name: str, question: str, effect: str, yes_words: str, no_words: str,
        on_yes: Callable[[], object]) -> ConfirmDialog:
    """Open the question window-modal; ``on_yes()`` once confirmed. Returns the dialog (it is kept by the caller)."""
    dialog = ConfirmDialog(name, question, effect, yes_words, no_words, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.accepted.connect(on_yes)
    dialog.open()
    return dialog
