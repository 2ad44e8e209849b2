"""The console's touch button: its words, and its keyboard key in a corner (the action pad, the desk, the
dialogs and the floor all use it), and the keys' names as the dealer's keyboard prints them."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QWidget

from . import fit, theme
from .i18n import QT_TRANSLATE_NOOP, is_language_change, translate

# Key names as printed on a French keyboard too (the letters stay as they are).
KEY_NAMES = {
    "Space": QT_TRANSLATE_NOOP("Keys", "Space"), "Return": QT_TRANSLATE_NOOP("Keys", "Return"),
    "Enter": QT_TRANSLATE_NOOP("Keys", "Enter"), "Esc": QT_TRANSLATE_NOOP("Keys", "Esc"),
    "Home": QT_TRANSLATE_NOOP("Keys", "Home"), "End": QT_TRANSLATE_NOOP("Keys", "End"),
}


def key_name(key: str) -> str:
    """A key as the dealer's keyboard names it: "Space" -> "Espace", "Ctrl+Return" -> "Ctrl+Entrée"."""
    return "+".join(translate("Keys", KEY_NAMES[part]) if part in KEY_NAMES else part for part in key.split("+"))



class KeyButton(QPushButton):
    """A touch button that also shows its keyboard key in a corner."""

    def __init__(self, name: str, text: str = "", key_hint: str = "", parent: Optional[QWidget] = None):
        super().__init__(text, parent)
        self._words = text                      # as given; shown on two lines when one is too wide
        self.setObjectName(name)
        self.setAccessibleName(text or name)
        self.key_hint = key_hint
        # Touch console: buttons never take the keyboard focus (Space deals, it does not click).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumHeight(theme.BUTTON_MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.key_tooltip = bool(key_hint)      # False once the button is given a tooltip of its own
        if key_hint:
            self.setToolTip(translate("KeyButton", "key: {key}").format(key=key_name(key_hint)))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event) and self.key_tooltip:
            self.setToolTip(translate("KeyButton", "key: {key}").format(key=key_name(self.key_hint)))
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._show_words()                   # the small screens' type (ui/kit/fit.py)
        super().changeEvent(event)

    def set_key_hint(self, key_hint: str) -> None:
        """Another key (the language's yes: O, Y, Д), in the corner and the tooltip."""
        if key_hint == self.key_hint:
            return
        self.key_hint = key_hint
        if self.key_tooltip:
            self.setToolTip(translate("KeyButton", "key: {key}").format(key=key_name(key_hint)))
        self.update()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._words = text
        self._show_words()
        self.setAccessibleName(text)

    def text(self) -> str:
        """The button's words as given; ``shown_text()`` is how they are drawn (on two lines if need be)."""
        return self._words

    def shown_text(self) -> str:
        return super().text()

    def _show_words(self) -> None:
        """The words on one line, or on two when one is wider than the button (issue 24: "Miser / Relancer"
        was cut at 1920 px): never wider than the button."""
        words = getattr(self, "_words", None)
        if words is None:
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self).width()
        shown = fit.on_two_lines(words, self.fontMetrics(), room)
        if shown != super().text():
            super().setText(shown)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._show_words()

    def hint_font(self) -> QFont:
        """The key's type: smaller on a low (compact) button, so it stays above the button's words."""
        font = QFont(theme.FONT_FAMILY)
        font.setPixelSize(14 if self.height() >= 60 else 10)
        font.setBold(True)
        return font

    def hint_rect(self) -> QRectF:
        """Where the key is written: the top right corner (computable without painting, for the fit test)."""
        if not self.key_hint:
            return QRectF()
        fm = QFontMetrics(self.hint_font())
        width = fm.horizontalAdvance(key_name(self.key_hint))
        top = 3 if self.height() >= 60 else 1
        return QRectF(self.width() - 5 - width, top, width, fm.height())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self.key_hint:
            return
        painter = QPainter(self)
        painter.setFont(self.hint_font())
        painter.setPen(QColor(theme.TEXT_SOFT if self.isEnabled() else theme.TEXT_DISABLED))
        painter.drawText(self.hint_rect(), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                         key_name(self.key_hint))
        painter.end()


def button_keys(owner: QWidget, *buttons: KeyButton) -> list[QShortcut]:
    """Each button's key, the one its corner shows, as a shortcut that clicks it while ``owner``'s window
    has the keys (``owner`` hidden: the key does nothing; the button off: nothing either).

    The touch buttons take no focus, and a QPushButton's own setShortcut is undone by its next setText
    (Qt reads a mnemonic in the words): without this a button is out of reach at the keyboard (issue 28,
    the set-up's "Load a file…" under Xvfb). A key with Return has the keypad's Enter too. Letters are
    matched as the table's F, C, R are: Qt's X11 key map offers a French or Russian layout's key by the
    Latin letter it carries, so Ctrl+R is the key marked R (К on a Russian keyboard)."""
    shortcuts = []
    for b in buttons:
        sequences = [b.key_hint]
        if b.key_hint.endswith("Return"):
            sequences.append(b.key_hint[:-len("Return")] + "Enter")
        for sequence in sequences:
            shortcut = QShortcut(QKeySequence(sequence), owner)
            shortcut.setObjectName(f"key{sequence.replace('+', '')}")
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(b.click)
            shortcuts.append(shortcut)
    return shortcuts
