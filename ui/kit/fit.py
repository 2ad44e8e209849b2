"""The console's type and touch targets made smaller on a small screen (1366×768, 1280×1024 terminals).

The screens are drawn for 1600×1000 and larger; below ``COMPACT_BELOW`` a window is "compact": every
``font-size:Npx`` in its widgets' own style sheets is scaled by ``COMPACT_TYPE`` (never under
``MIN_TYPE_PX``), and each button's, field's and box's fixed or minimum height by ``COMPACT_HEIGHT``
(never under ``theme.COMPACT_BUTTON_HEIGHT``, above the usual 44 px touch guideline).

Widgets keep setting their full-size style sheets as they always did (a colour that changes, a seat
that is to act): ``apply(root, compact)`` is called again after each redraw and scales only what
changed since (a style sheet it did not write itself), so the code that draws need not know.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (QAbstractButton, QAbstractSpinBox, QComboBox, QFrame, QLabel, QLineEdit,
                               QScrollArea, QWidget)

from . import theme
from .redraw import restyle

COMPACT_BELOW = (1500, 900)       # a window narrower or lower than this is compact
COMPACT_TYPE = 0.78               # 26 px -> 20 px, 22 px -> 17 px
COMPACT_HEIGHT = 0.72             # 64 px -> 48 px, 100 px -> 72 px
MIN_TYPE_PX = 13
COMPACT_PADDING = 0.6             # a button's sides: 14 px -> 8 px, more room for the words

OWN_SIZE = "fitOwnSize"          # a widget with this property true sizes itself and its children
KNOWS_SCALE = "fitKnowsScale"    # a widget with this property has set_compact(bool), told the scale
ONE_LINE = "fitOneLine"          # a label that says its words on one line, never wrapped nor cut (the header)
_FULL_SHEET, _SCALED_SHEET, _FULL_HEIGHTS = "fitFullSheet", "fitScaledSheet", "fitFullHeights"
_PX = re.compile(r"(font-size:\s*)(\d+)px")
_MIN_HEIGHT = re.compile(r"(min-height:\s*)(\d+)px")
_PADDING = re.compile(r"(padding:\s*\d+p?x?\s+)(\d+)px")      # "padding: 0 14px": the sides
_TOUCH = (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox)


def is_compact(width: int, height: int) -> bool:
    return width < COMPACT_BELOW[0] or height < COMPACT_BELOW[1]


def type_px(px: int, compact: bool) -> int:
    """A type size at this scale."""
    return max(MIN_TYPE_PX, round(px * COMPACT_TYPE)) if compact and px > MIN_TYPE_PX else px


def touch_px(px: int, compact: bool) -> int:
    """A button's or field's height at this scale, never under the compact touch target."""
    return max(theme.COMPACT_BUTTON_HEIGHT, round(px * COMPACT_HEIGHT)) if compact else px


def scale_sheet(sheet: str, compact: bool) -> str:
    """A style sheet's type sizes and minimum heights at this scale."""
    if not compact:
        return sheet
    sheet = _PX.sub(lambda m: f"{m.group(1)}{type_px(int(m.group(2)), True)}px", sheet)
    sheet = _PADDING.sub(lambda m: f"{m.group(1)}{round(int(m.group(2)) * COMPACT_PADDING)}px", sheet)
    return _MIN_HEIGHT.sub(lambda m: f"{m.group(1)}{touch_px(int(m.group(2)), True)}px", sheet)


def _sheet(widget: QWidget, compact: bool) -> None:
    current = widget.styleSheet()
    if not current:
        return
    if current != widget.property(_SCALED_SHEET):       # written by its owner since: the full size again
        widget.setProperty(_FULL_SHEET, current)
    full = widget.property(_FULL_SHEET)
    scaled = scale_sheet(full, compact)
    widget.setProperty(_SCALED_SHEET, scaled)
    if scaled != current:
        # Children not yet polished would later take the sheet as it was before this change (Qt caches
        # it): polished first, they follow the new one.
        for child in widget.findChildren(QWidget):
            child.ensurePolished()
        widget.setStyleSheet(scaled)


def set_sheet(widget: QWidget, full: str, compact: bool) -> None:
    """A widget's own full-size sheet, written at the scale in force and known to ``apply`` as such.

    For a widget that restyles itself outside the window's redraw (the pad's maximum, again after a
    language change): its sheet is right at once, and ``apply`` will not scale it a second time."""
    scaled = scale_sheet(full, compact)
    widget.setProperty(_FULL_SHEET, full)
    widget.setProperty(_SCALED_SHEET, scaled)
    restyle(widget, scaled)


def _heights(widget: QWidget, compact: bool) -> None:
    full = widget.property(_FULL_HEIGHTS)
    if full is None:
        if not compact:
            return
        full = (widget.minimumHeight(), widget.maximumHeight())
        widget.setProperty(_FULL_HEIGHTS, full)
    low, high = full
    fixed = low == high
    low = touch_px(low, compact) if low else low
    high = low if fixed else high
    if widget.minimumHeight() != low or widget.maximumHeight() != high:     # a redraw's apply: mostly as is
        widget.setMinimumHeight(low)
        widget.setMaximumHeight(high)


def apply(root: QWidget, compact: bool) -> None:
    """Every widget under ``root`` at the compact scale, or back at full size."""
    if root.property(OWN_SIZE):                 # sizes itself, and what is in it (the table's seats, cards)
        return
    if root.property(KNOWS_SCALE):              # the table: its seats and cards follow the scale
        root.set_compact(compact)
    _sheet(root, compact)
    if isinstance(root, _TOUCH):
        _heights(root, compact)
    if isinstance(root, QComboBox):
        # As wide as its widest choice in the type in force: a value is never cut (Russian ones).
        root.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        root.ensurePolished()
        root.setMinimumWidth(root.sizeHint().width())
    for child in root.children():
        if isinstance(child, QWidget):
            apply(child, compact)


def fit_dialog(dialog: QWidget, over: QWidget | None) -> None:
    """A screen opened over the console's window ``over``: within it, at its scale."""
    if over is None:
        return
    apply(dialog, is_compact(over.width(), over.height()))
    wanted = dialog.sizeHint()
    dialog.resize(min(max(dialog.width(), wanted.width(), dialog.minimumWidth()),
                      max(dialog.minimumWidth(), over.width() - 20)),
                  min(max(dialog.height(), wanted.height(), dialog.minimumHeight()),
                      max(dialog.minimumHeight(), over.height() - 20)))


class _FollowSize(QObject):
    """Scales a window when a resize makes it compact, or full size again."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            compact = is_compact(watched.width(), watched.height())
            if watched.property("fitCompact") != compact:
                watched.setProperty("fitCompact", compact)
                apply(watched, compact)
        return False


def follow_size(window: QWidget) -> None:
    """``window`` takes the compact scale whenever it is smaller than ``COMPACT_BELOW``."""
    window._fit_follower = _FollowSize(window)
    window.installEventFilter(window._fit_follower)


class VerticalScroll(QScrollArea):
    """A column that scrolls down on a low screen and is never narrower than its content: nothing in it
    is squeezed over its neighbour, nor cut at the right."""

    def __init__(self, content: QWidget, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Not a stop of its own for Tab (an unframed stop where the arrows scroll and the letters do
        # nothing): Tab goes from field to field, and the column scrolls to the field reached.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(content)
        # Its hints follow the content's (new words, another language, the compact scale): a scroll area
        # keeps the hint it first gave, and the window around it would stay narrower than the content.
        content.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _width(self) -> int:
        return self.widget().minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() + 2

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self._width(), min(120, self.widget().minimumSizeHint().height()))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = self.widget().sizeHint()
        return QSize(max(self._width(), hint.width()), hint.height())


class ElidedLabel(QLabel):
    """One line that ends in "…" when it is wider than the label (a player's long name): never cut, never
    on a second line that would push the pad's buttons down. ``shown_text()`` is what is drawn."""

    def shown_text(self) -> str:
        room = self.contentsRect().width() - 2 * self.margin()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(0, room))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().horizontalAdvance("…") * 4, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.minimumSizeHint().width(), super().sizeHint().height())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect().adjusted(self.margin(), 0, -self.margin(), 0),
                                  int(self.alignment()), self.palette(), self.isEnabled(), self.shown_text(),
                                  self.foregroundRole())
        painter.end()

    def _say_whole(self) -> None:
        self.setToolTip(self.text() if self.shown_text() != self.text() else "")

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._say_whole()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._say_whole()


def break_at_spaces(text: str, fm, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` (by ``fm``), broken at spaces only: a hyphenated word
    ("БОМБ-ПОТ", "PRÉ-FLOP", "Marie-Thérèse") and an amount ("1 000": a no-break space) stay whole, and no
    line starts with the "·" between two parts. A word wider than ``width`` has a line of its own."""
    lines = []
    for paragraph in text.split("\n"):
        words: list[str] = []
        for word in paragraph.split(" "):
            if words and word in ("·", ":", "—"):
                words[-1] += " " + word          # stays with the word before it
            else:
                words.append(word)
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if line and fm.horizontalAdvance(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


class WordsLabel(QLabel):
    """Plain text on as many lines as its width needs, broken only at spaces (``break_at_spaces``): Qt's own
    word wrap may break after a hyphen ("БОМБ-" / "ПОТ", issue 24). ``text()`` is the whole text, as set;
    ``shown_text()`` the lines drawn."""

    def _width(self) -> int:
        return self.contentsRect().width() - 2 * self.margin()

    def shown_text(self) -> str:
        return "\n".join(break_at_spaces(self.text(), self.fontMetrics(), max(1, self._width())))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.margin()
        lines = len(break_at_spaces(self.text(), self.fontMetrics(), max(1, inner))) if self.text() else 0
        fm = self.fontMetrics()
        return (max(0, lines * fm.lineSpacing() - fm.leading()) + margins.top() + margins.bottom()
                + 2 * self.margin())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        fm = self.fontMetrics()
        widest = max((fm.horizontalAdvance(w) for w in self.text().split()), default=0)
        return QSize(widest + 2 * self.margin(), self.heightForWidth(widest + 2 * self.margin()))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(hint.width()))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        room = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
        self.style().drawItemText(painter, room, int(self.alignment()), self.palette(), self.isEnabled(),
                                  self.shown_text(), self.foregroundRole())
        painter.end()


def on_two_lines(text: str, fm, width: int) -> str:
    """A button's words as given when every line fits ``width``; else on two lines, broken at the space
    that leaves the longer line shortest ("Miser / Relancer" -> "Miser /" and "Relancer")."""
    if all(fm.horizontalAdvance(line) <= width for line in text.split("\n")):
        return text
    words = " ".join(text.split("\n")).split(" ")
    if len(words) < 2:
        return text
    halves = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    longer = lambda h: max(fm.horizontalAdvance(h[0]), fm.horizontalAdvance(h[1]))   # noqa: E731
    # What is in brackets goes under the rest ("Raise to 150" over "(all-in)") when both lines fit.
    bracket = [h for h in halves if h[1].startswith("(") and longer(h) <= width]
    first, second = bracket[0] if bracket else min(halves, key=longer)
    return f"{first}\n{second}"
