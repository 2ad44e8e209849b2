"""The card alert and the dealer's own card entry.

``AlertBar``: a card alert (a card seen twice, a tag not in the deck, a read
that may be lost ...) in words, with one button per way out; a choice that
needs the card takes it from the entry field.

``CardEntry``: always there, to deal a card by hand or to correct the last
card read (a misread). Above the field, what the text typed reads as, said
live in the console's letters before Return ("R♥ roi de cœur"), or why it
is no card; with the field empty, the letters this console reads.
"""
from __future__ import annotations

import html
from typing import Optional

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from ..kit import fit, theme
from ..kit.i18n import is_language_change, render, translate
from ..kit.key_button import KeyButton, button_keys
from ..kit.redraw import restyle
from ..views.table import AlertView, CardReading, TableView
from .action_pad import label

CHOICE_KEYS = ("accept", "reject", "enter", "continue")
_OBJECT_NAMES = {"accept": "alertAccept", "reject": "alertReject", "enter": "alertEnter",
                 "continue": "alertContinue"}


class _CardField(QLineEdit):
    """The card typed, with the key that opens it (E) in its corner, as a KeyButton shows its key."""

    KEY = "E"
    focus_moved = Signal()

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().focusInEvent(event)
        self.focus_moved.emit()

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().focusOutEvent(event)
        self.focus_moved.emit()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if self.hasFocus():
            return                       # typing: the frame says where the keys go
        painter = QPainter(self)
        font = QFont(theme.FONT_FAMILY)
        font.setPixelSize(14)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(theme.TEXT_SOFT if self.isEnabled() else theme.TEXT_DISABLED))
        painter.drawText(QRectF(0, 4, self.width() - 10, 20),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.KEY)
        painter.end()


class CardEntry(QFrame):
    """A card typed by the dealer: ``enter(text)`` deals it, ``correct(text)`` replaces the last card;
    ``typed(text)`` at every change of the text, for the window to show what it reads as
    (``show_reading``)."""

    enter = Signal(str)
    correct = Signal(str)
    typed = Signal(str)

    READING_PX = 20

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("cardEntryRow")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        # What the text reads as, on a line above the field while the dealer types (the field has the cursor
        # or a text): at other times the pad keeps the room. A line too long for the column ends in "…" (the
        # message line says a refusal in full on Return).
        self.reading = QLabel()
        self.reading.setObjectName("cardReading")
        self.reading.setTextFormat(Qt.TextFormat.RichText)
        self.reading.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.reading.setProperty(fit.OWN_SIZE, True)          # sized here, at the window's scale
        column.addWidget(self.reading)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(theme.GAP)
        column.addLayout(row)
        self.field = _CardField()
        self.field.setObjectName("cardEntry")
        self.field.setMinimumHeight(theme.BUTTON_MIN_HEIGHT)
        self.field.setMaxLength(8)
        self.field.setMinimumWidth(130)
        self.field.setStyleSheet(f"QLineEdit {{ background:#1b1d21; border:2px solid {theme.PANEL_EDGE};"
                                 "border-radius:10px; font-size:26px; font-weight:bold; padding:0 10px; }"
                                 f"QLineEdit:focus {{ border:{theme.FOCUS_WIDTH}px solid {theme.FOCUS}; }}")
        # Typed in on purpose only: a click, or the key that opens it (E). Never reached by Tab nor by
        # the focus moving on when the amount field greys out, so the action keys are not typed into it.
        self.field.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.enter_button = KeyButton("enterCardButton", "", "Return")
        # Return takes the card typed; F5 puts it in place of the last (a free F-key of the table's: no field
        # takes it, and "Ctrl+Entrée" in the corner ran into "Corriger la dernière").
        self.correct_button = KeyButton("correctCardButton", "", "F5")
        self.enter_button.clicked.connect(lambda: self.enter.emit(self.field.text()))
        self.correct_button.clicked.connect(lambda: self.correct.emit(self.field.text()))
        self.correct_keys = button_keys(self, self.correct_button)
        row.addWidget(self.field, 3)
        row.addWidget(self.enter_button, 3)
        row.addWidget(self.correct_button, 3)
        # Return deals the card typed; with an alert that asks for a card, that is its answer
        # (the controller's enter_card routes it there).
        self.field.returnPressed.connect(self._return_pressed)
        self.field.textChanged.connect(self.typed.emit)
        self.field.textChanged.connect(self._show_while_typing)
        self.field.focus_moved.connect(self._show_while_typing)
        self._reading: Optional[CardReading] = None
        self._letters = ""
        self.set_reading_px(self.READING_PX)
        self.reading.hide()
        self.retranslate()

    def set_reading_px(self, px: int) -> None:
        """The reading's type size (smaller on a compact screen), with its line kept."""
        self._reading_px = px
        self.reading.setFixedHeight(max(self._metrics(px).lineSpacing(), self._metrics(px + 5).height()) + 2)
        self.show_reading(self._reading)

    @staticmethod
    def _metrics(px: int) -> QFontMetrics:
        font = QFont(theme.FONT_FAMILY)
        font.setPixelSize(px)
        font.setBold(True)
        return QFontMetrics(font)

    def retranslate(self) -> None:
        self.field.setAccessibleName(translate("CardEntry", "card to enter"))
        self.field.setToolTip(translate("CardEntry", "key E: type a card — {letters}; Esc: back to the action keys")
                              .format(letters=self._letters))
        self.enter_button.setText(translate("CardEntry", "Enter card"))
        self.correct_button.setText(translate("CardEntry", "Correct last"))
        self.correct_button.setToolTip(
            translate("CardEntry", "the last card was misread: replace it with the card typed; or type the "
                                   "right amount of the last bet or raise"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def set_letters(self, letters: str) -> None:
        """The letters this console reads ("cartes : A R D V 10 9 … 2 · p ♠ c ♥ k ♦ t ♣"), for the tooltip."""
        self._letters = letters
        self.retranslate()

    def _return_pressed(self) -> None:
        # Always to the controller: when no card is expected it says so in words ("No card is expected
        # now: the players are betting (As not dealt)"); a Return that did nothing left the dealer guessing.
        if self.field.text().strip():
            self.enter.emit(self.field.text())

    def show_view(self, view: TableView) -> None:
        self.enter_button.setEnabled(view.can_enter_card)
        self.correct_button.setEnabled(view.can_correct_card)
        self.field.setEnabled(view.can_enter_card or view.can_correct_card)

    def show_reading(self, reading: Optional[CardReading]) -> None:
        """What the text typed reads as: the card's face in its suit's colour and its name ("R♥ roi de
        cœur"), a rank waiting for its suit, why the text is no card, or the letters this console reads."""
        self._reading = reading
        if reading is None:
            self.reading.setText("")
            self.reading.setAccessibleName("")
            return
        words = render(reading.words)
        colour = theme.WARN if reading.refused else theme.TEXT if reading.face else theme.TEXT_SOFT
        room = self.width() - 4
        face = render(reading.face) if reading.face else ""      # in the console's letters: "R♥" in French
        if face:
            room -= self._metrics(self._reading_px + 5).horizontalAdvance(f"\u00a0{face}\u00a0") + \
                self._metrics(self._reading_px).horizontalAdvance("\u00a0\u00a0")
        line = ("⚠ " if reading.refused else "") + words
        said = html.escape(self._metrics(self._reading_px).elidedText(line, Qt.TextElideMode.ElideRight, room))
        if face:
            suit = theme.SUIT_COLOURS.get(face[-1:], theme.ACCENT_TEXT)
            said = (f'<span style="background:#ffffff; color:{suit}; font-size:{self._reading_px + 5}px;">'
                    f"&nbsp;{html.escape(face)}&nbsp;</span>&nbsp;&nbsp;{said}")
        self.reading.setText(said)
        self.reading.setAccessibleName(("" if not face else face + " ") + words)
        restyle(self.reading, f"font-size:{self._reading_px}px; font-weight:bold; color:{colour}; "
                              "background:transparent;")

    def _show_while_typing(self) -> None:
        self.reading.setVisible(self.field.hasFocus() or bool(self.field.text()))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.show_reading(self._reading)         # the line fitted to the column's new width

    def clear(self) -> None:
        self.field.clear()

    def text(self) -> str:
        return self.field.text()


class AlertBar(QFrame):
    """The card alert shown; ``resolve(choice)`` is the dealer's way out."""

    resolve = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("alertFrame")
        self.setStyleSheet(f"QFrame#alertFrame {{ border: 2px solid {theme.WARN}; border-radius: 10px; }}")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.setSpacing(theme.GAP)
        self.message = label("alertMessage", 20, True, theme.WARN)
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.waiting = label("alertWaiting", 16, False, theme.TEXT_SOFT)
        row.addWidget(self.message, 5)
        self.choices: dict[str, KeyButton] = {}
        for number, key in enumerate(CHOICE_KEYS, start=1):
            # A digit each, always the same for the same way out (2: reject the read), shown on the button: the
            # dealer answers an alert by the keys too. Live only while the alert shows; typing a card in the
            # field keeps its digits (a line edit takes the key before a shortcut does).
            button = KeyButton(_OBJECT_NAMES[key], key.capitalize(), str(number))
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, k=key: self.resolve.emit(k))
            QShortcut(QKeySequence(str(number)), self,
                      activated=lambda b=button: b.click() if b.isVisible() and b.isEnabled() else None)
            self.choices[key] = button
            row.addWidget(button)
        row.addWidget(self.waiting)
        self.needs_card = False
        self._alert: Optional[AlertView] = None
        self.hide()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event) and self._alert is not None:
            self._show_alert(self._alert)
        super().changeEvent(event)

    def show_view(self, view: TableView) -> None:
        alert = view.alert
        self._alert = alert
        if alert is None:
            self.needs_card = False
            self.hide()
            return
        self._show_alert(alert)

    def _show_alert(self, alert: AlertView) -> None:
        self.message.setText("⚠ " + translate("AlertBar", "CARD ALERT — {message}").format(message=render(alert.message)))
        offered = dict(alert.choices)
        for key, button in self.choices.items():
            button.setVisible(key in offered)
            if key in offered:
                button.setText(render(offered[key]))
        self.waiting.setText(translate("AlertBar", "{count} more\nwaiting").format(count=alert.waiting)
                             if alert.waiting else "")
        self.needs_card = alert.needs_card
        self.show()
