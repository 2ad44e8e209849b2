"""Supervisor sign-in by touch or keyboard: the id, a masked PIN, a keypad of large keys.

``SupervisorPanel`` is the form (the floor view shows it as its first page);
``SupervisorDialog`` puts it in a dialog for an act the dealer cannot do
alone (a correction, a void hand, a misdeal, a settings change), and
``ask_supervisor`` opens it only once the rules have nothing against the act
(what they refuse is said without a PIN being asked):

    ask_supervisor(window, purpose, lambda who, pin, reason: desk.void_hand(reason, who, pin),
                   rules=lambda: desk.check_void(reason), refused=say_on_the_table)

The panel never keeps the PIN: it goes from the field to ``check`` and the
field is cleared at once, whatever the answer, which is said right under it.
Keys: digits, Backspace, Enter signs in, Escape cancels. The keypad's keys
are 96 × 80 px, beside the form (the dialog fits 1366×768 unscrolled).
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QEvent, QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QDialog, QFrame, QGridLayout, QHBoxLayout, QLabel, QLayout, QLineEdit, QVBoxLayout,
                               QWidget)

from ..kit import fit, floor_style, theme
from ..kit.i18n import is_language_change, render, translate
from ..kit.key_button import KeyButton
from ..kit.ports import SupervisorGateLike

# (supervisor id, PIN, reason) -> None when accepted, else the refusal in words.
Check = Callable[[str, str, str], Optional[str]]


def _label(name: str, px: int, bold: bool = False, colour: str = theme.TEXT, whole_words: bool = False) -> QLabel:
    # whole_words: broken at spaces only, for an answer such as "… before a lock-out)." that Qt's word
    # wrap would split at the hyphen.
    widget = fit.WordsLabel() if whole_words else QLabel()
    widget.setObjectName(name)
    widget.setWordWrap(not whole_words)
    widget.setStyleSheet(f"font-size:{px}px; font-weight:{'bold' if bold else 'normal'}; color:{colour};")
    return widget


class SupervisorPanel(QFrame):
    """The sign-in form. ``signed_in(supervisor, reason)`` when ``check`` accepts; ``cancelled`` on Cancel;
    ``answered`` when it says something (a wrong PIN, a lock-out)."""

    signed_in = Signal(str, str)
    cancelled = Signal()
    answered = Signal()

    def __init__(self, check: Check, purpose: str = "", *, ask_reason: bool = False, keypad_beside: bool = False,
                 parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("supervisorPanel")
        self._check = check
        self._purpose = purpose
        self.ask_reason = ask_reason
        # The answer (a wrong PIN, a lock-out) right under the PIN, never below the keypad. In a dialog the
        # keypad goes beside the form (``keypad_beside``): the whole of it fits a 1366×768 screen unscrolled;
        # a page of its own (the floor view's first) has the keypad under the answer.
        outer = QHBoxLayout(self) if keypad_beside else QVBoxLayout(self)
        outer.setContentsMargins(24, 14, 24, 14)
        outer.setSpacing(theme.GAP * 4 if keypad_beside else theme.GAP * 2)
        left = QVBoxLayout()
        left.setSpacing(theme.GAP * 2)
        outer.addLayout(left, 1)

        self.title = _label("signInTitle", 30, True)
        self.purpose = _label("signInPurpose", 22, False, theme.TEXT_SOFT)
        left.addWidget(self.title)
        left.addWidget(self.purpose)

        form = QGridLayout()
        form.setHorizontalSpacing(theme.GAP * 2)
        form.setVerticalSpacing(theme.GAP)
        self.id_caption = _label("supervisorIdCaption", 22, True)
        self.id_field = QLineEdit()
        self.id_field.setObjectName("supervisorIdField")
        self.id_field.setMaxLength(32)
        self.reason_caption = _label("reasonCaption", 22, True)
        self.reason_field = QLineEdit()
        self.reason_field.setObjectName("reasonField")
        self.reason_field.setMaxLength(200)
        self.pin_caption = _label("pinCaption", 22, True)
        self.pin_field = QLineEdit()
        self.pin_field.setObjectName("pinField")
        self.pin_field.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin_field.setMaxLength(12)
        self.pin_field.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,12}"), self.pin_field))
        # No copy, no drag, no input method memory: the PIN stays in the field only.
        self.pin_field.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.pin_field.setDragEnabled(False)
        self.pin_field.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)
        form.addWidget(self.id_caption, 0, 0)
        form.addWidget(self.id_field, 0, 1)
        form.addWidget(self.reason_caption, 1, 0)
        form.addWidget(self.reason_field, 1, 1)
        form.addWidget(self.pin_caption, 2, 0)
        form.addWidget(self.pin_field, 2, 1)
        form.setColumnStretch(1, 1)
        self.reason_caption.setVisible(ask_reason)
        self.reason_field.setVisible(ask_reason)
        left.addLayout(form)

        # The answer, under the PIN: two lines kept for it, said or not, so that nothing moves.
        self.message = _label("signInMessage", 22, True, theme.WARN, whole_words=True)
        self.message.setMinimumHeight(60)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        left.addWidget(self.message)
        if keypad_beside:
            left.addStretch(1)

        buttons = QHBoxLayout()
        buttons.setSpacing(theme.GAP * 4)
        self.cancel_button = KeyButton("cancelSignInButton", "", "Esc")
        self.sign_in_button = KeyButton("signInButton", "", "Enter")
        for b in (self.cancel_button, self.sign_in_button):
            b.setMinimumWidth(180)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)                 # the confirming button away from the other
        buttons.addWidget(self.sign_in_button)

        keypad = QGridLayout()
        keypad.setSpacing(theme.GAP)
        self.keys: dict[str, KeyButton] = {}
        for i, digit in enumerate("123456789"):
            self.keys[digit] = self._key(f"keypad{digit}", digit)
            keypad.addWidget(self.keys[digit], i // 3, i % 3)
        self.keys["back"] = self._key("keypadBack", "⌫")
        self.keys["0"] = self._key("keypad0", "0")
        self.keys["clear"] = self._key("keypadClear", "")
        self.keys["clear"].setStyleSheet("font-size:20px;")          # a word, not a digit: "Effacer" fits
        keypad.addWidget(self.keys["back"], 3, 0)
        keypad.addWidget(self.keys["0"], 3, 1)
        keypad.addWidget(self.keys["clear"], 3, 2)
        if keypad_beside:
            left.addLayout(buttons)
            pad_column = QVBoxLayout()
            pad_column.addStretch(1)
            pad_column.addLayout(keypad)
            pad_column.addStretch(1)
            outer.addLayout(pad_column)
        else:
            pad_row = QHBoxLayout()
            pad_row.addStretch(1)
            pad_row.addLayout(keypad)
            pad_row.addStretch(1)
            outer.addLayout(pad_row)
            outer.addLayout(buttons)

        for digit in "0123456789":
            self.keys[digit].clicked.connect(lambda _=False, d=digit: self._type(d))
        self.keys["back"].clicked.connect(lambda: self._target().backspace())
        self.keys["clear"].clicked.connect(lambda: self._target().clear())
        self.sign_in_button.clicked.connect(self.submit)
        self.cancel_button.clicked.connect(self._cancel)
        self.id_field.returnPressed.connect(self._next_field)
        self.reason_field.returnPressed.connect(lambda: self.pin_field.setFocus())
        self.pin_field.returnPressed.connect(self.submit)
        self.retranslate()

    def _key(self, name: str, text: str) -> KeyButton:
        key = KeyButton(name, text)
        key.setProperty("keypad", True)
        key.setFixedSize(96, 80)
        return key

    def retranslate(self) -> None:
        self.title.setText(translate("Supervisor", "Supervisor sign-in"))
        self.purpose.setText(render(self._purpose))
        self.id_caption.setText(translate("Supervisor", "Supervisor id"))
        self.reason_caption.setText(translate("Supervisor", "Reason"))
        self.pin_caption.setText(translate("Supervisor", "PIN"))
        self.id_field.setPlaceholderText(translate("Supervisor", "e.g. M-01"))
        self.reason_field.setPlaceholderText(translate("Supervisor", "why, in a few words (kept in the record)"))
        self.pin_field.setPlaceholderText(translate("Supervisor", "digits only"))
        self.pin_field.setAccessibleName(translate("Supervisor", "PIN, hidden"))
        self.id_field.setAccessibleName(translate("Supervisor", "Supervisor id"))
        self.reason_field.setAccessibleName(translate("Supervisor", "Reason"))
        self.keys["back"].setAccessibleName(translate("Supervisor", "delete the last digit"))
        self.keys["clear"].setText(translate("Supervisor", "Clear"))
        self.cancel_button.setText(translate("Supervisor", "Cancel"))
        self.sign_in_button.setText(translate("Supervisor", "Sign in"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------ typing

    def _target(self) -> QLineEdit:
        """The keypad types into the id field while it has the focus, else into the PIN."""
        return self.id_field if self.id_field.hasFocus() else self.pin_field

    def _type(self, digit: str) -> None:
        target = self._target()
        if target is self.pin_field and len(target.text()) >= target.maxLength():
            return
        target.insert(digit)

    def _next_field(self) -> None:
        (self.reason_field if self.ask_reason else self.pin_field).setFocus()

    def set_purpose(self, purpose: str) -> None:
        """What the sign-in is for, in words (a ``Words`` is said in the language in force)."""
        self._purpose = purpose
        self.purpose.setText(render(purpose))

    def start(self) -> None:
        """Ready for a new sign-in: the PIN empty, the cursor where the supervisor starts."""
        self.pin_field.clear()
        self.reason_field.clear()
        self.message.clear()
        (self.pin_field if self.id_field.text().strip() else self.id_field).setFocus()

    def say(self, text: str) -> None:
        self.message.setText(render(text))
        self.answered.emit()

    # ------------------------------------------------------------ answering

    def submit(self) -> None:
        supervisor, reason = self.id_field.text().strip(), self.reason_field.text().strip()
        pin = self.pin_field.text()
        self.pin_field.clear()                    # the PIN is gone from the screen whatever the answer
        if not supervisor:
            self.say(translate("Supervisor", "Type the supervisor id first."))
            self.id_field.setFocus()
            return
        if self.ask_reason and not reason:
            self.say(translate("Supervisor", "Say why, in a few words: it is kept in the record."))
            self.reason_field.setFocus()
            return
        if not pin:
            self.say(translate("Supervisor", "Type the PIN."))
            self.pin_field.setFocus()
            return
        refusal = self._check(supervisor, pin, reason)
        del pin
        if refusal is not None:
            self.say(refusal)
            self.pin_field.setFocus()
            return
        self.message.clear()
        self.signed_in.emit(supervisor, reason)

    def _cancel(self) -> None:
        self.pin_field.clear()
        self.message.clear()
        self.cancelled.emit()


class SupervisorDialog(QDialog):
    """The panel in a dialog; ``supervisor`` and ``reason`` once accepted."""

    def __init__(self, check: Check, purpose: str = "", *, ask_reason: bool = False,
                 parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("supervisorDialog")
        self.setStyleSheet(floor_style.STYLESHEET)
        self.setWindowTitle(translate("Supervisor", "Supervisor sign-in"))
        self.setMinimumWidth(860)
        self.supervisor: Optional[str] = None
        self.reason = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # Never narrower than the panel with its scroll bar, whatever its words in this language.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.panel = SupervisorPanel(check, purpose, ask_reason=ask_reason, keypad_beside=True, parent=self)
        # The keypad beside the form fits 1366×768; a purpose of many lines (every setting a change
        # makes) may still need more: then the panel scrolls rather than its keys being squeezed, and
        # each answer is scrolled into view with the PIN above it.
        self.scroll = fit.VerticalScroll(self.panel, "supervisorScroll")
        layout.addWidget(self.scroll)
        self.panel.signed_in.connect(self._accepted)
        self.panel.cancelled.connect(self.reject)
        self.panel.answered.connect(self._show_answer)
        self.panel.start()

    def _show_answer(self) -> None:
        """An answer longer than the lines kept for it: the dialog grows to show it whole (within the window
        under it, or the screen); only past that does the panel scroll, to the PIN and the answer."""
        self.panel.layout().activate()
        more = self.panel.sizeHint().height() - self.scroll.viewport().height()
        if more > 0:
            over = self.parentWidget().window() if self.parentWidget() is not None else None
            room = over.height() - 20 if over is not None else (
                self.screen().availableGeometry().height() - 40 if self.screen() is not None else self.height() + more)
            self.resize(self.width(), min(self.height() + more, max(room, self.height())))
        self.scroll.ensureWidgetVisible(self.panel.pin_field, 0, 8)
        self.scroll.ensureWidgetVisible(self.panel.message, 0, 8)

    def _accepted(self, supervisor: str, reason: str) -> None:
        self.supervisor, self.reason = supervisor, reason
        self.accept()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # Opened with no window under it (the damaged store at start-up) on a 1366×768 screen: within it
        # (the keypad scrolls), its title bar included.
        screen = self.screen()
        if screen is not None and self.parentWidget() is None:
            room = screen.availableGeometry()
            if self.height() > room.height() - 40:
                self.resize(self.width(), room.height() - 40)
        super().showEvent(event)

    def reject(self) -> None:
        self.panel.pin_field.clear()
        super().reject()


def ask_supervisor(parent: QWidget, purpose: str, act: Check, *, rules: Callable[[], Optional[str]],
                   refused: Callable[[str], None], ask_reason: bool = False) -> Optional[SupervisorDialog]:
    """An act a supervisor authorises, the rules first: ``rules()`` says what they would refuse (or None), and a
    refusal goes to ``refused`` in words with no PIN asked. Else the supervisor dialog opens window-modal over
    ``parent`` and returns at once; ``act(supervisor, pin, reason)`` does the act when signed in (its answer,
    a wrong PIN or a lock-out, is said in the dialog, under the PIN)."""
    refusal = rules()
    if refusal:
        refused(render(refusal))
        return None
    dialog = SupervisorDialog(act, purpose, ask_reason=ask_reason, parent=parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    fit.fit_dialog(dialog, parent.window())
    dialog.open()
    return dialog


def authorise_with_dialog(parent: Optional[QWidget], gate: SupervisorGateLike, act: str, purpose: str,
                          reason: str = "") -> Optional[tuple[str, str]]:
    """Ask a supervisor to authorise ``act`` (the reason typed in the dialog unless given):
    (supervisor id, reason) once granted and recorded, None when cancelled."""
    def check(supervisor: str, pin: str, typed_reason: str) -> Optional[str]:
        answer = gate.authorise(act, reason or typed_reason, supervisor=supervisor, pin=pin)
        return None if answer.granted else answer.message

    dialog = SupervisorDialog(check, purpose, ask_reason=not reason, parent=parent)
    if dialog.exec() != QDialog.DialogCode.Accepted or dialog.supervisor is None:
        return None
    return dialog.supervisor, reason or dialog.reason
