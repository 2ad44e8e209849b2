"""Touch controls for the desk screens (setup, seating, report, irregularities) in the console's theme.

Every control is at least 64 px high, named (a stable handle for tests and
accessibility) and in the dark high-contrast theme of ui/kit/theme.py; a field's
message sits right under it, in the warning colour with a ⚠ (never a colour
alone, never an error box).
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (QAbstractScrollArea, QApplication, QCheckBox, QComboBox, QFrame, QLabel, QLineEdit,
                               QScrollArea, QSizePolicy, QWidget)

from . import theme
from .key_button import KeyButton

FIELD_PX = 22

DESK_STYLESHEET = theme.STYLESHEET + f"""
QDialog {{ background: {theme.BACKGROUND}; }}
QLineEdit, QComboBox, QPlainTextEdit, QTableWidget {{
    background: #1b1d21;
    color: {theme.TEXT};
    border: 2px solid {theme.PANEL_EDGE};
    border-radius: 10px;
    font-size: {FIELD_PX}px;
}}
QLineEdit, QComboBox {{ min-height: {theme.BUTTON_MIN_HEIGHT}px; padding: 0 12px; font-weight: bold; }}
QLineEdit[bad="true"], QComboBox[bad="true"] {{ border: 3px solid {theme.WARN}; }}
QLineEdit:disabled, QComboBox:disabled {{ color: {theme.TEXT_DISABLED}; border: 2px dashed {theme.PANEL_EDGE}; }}
QComboBox QAbstractItemView {{ background: #1b1d21; color: {theme.TEXT}; font-size: {FIELD_PX}px;
    selection-background-color: {theme.BUTTON_HOVER}; }}
QComboBox QAbstractItemView::item {{ min-height: {theme.BUTTON_MIN_HEIGHT}px; }}
QComboBox::drop-down {{ width: 30px; border: none; }}
QCheckBox {{ min-height: {theme.BUTTON_MIN_HEIGHT}px; font-size: {FIELD_PX}px; font-weight: bold; }}
QCheckBox::indicator {{ width: 36px; height: 36px; border: 2px solid {theme.PANEL_EDGE}; border-radius: 6px;
    background: #1b1d21; }}
QCheckBox::indicator:checked {{ background: {theme.ACCENT}; }}
QFrame#deskGroup {{ background: {theme.PANEL}; border: 1px solid {theme.PANEL_EDGE}; border-radius: 10px; }}
QFrame#deskGroup QLabel, QFrame#deskGroup QCheckBox {{ background: transparent; }}
QHeaderView::section {{ background: {theme.PANEL}; color: {theme.TEXT_SOFT}; font-size: 18px; font-weight: bold;
    border: none; padding: 6px; }}
QTableWidget {{ gridline-color: {theme.PANEL_EDGE}; selection-background-color: {theme.CALL};
    selection-color: {theme.TEXT}; }}
"""


def text_label(name: str, px: int = 20, bold: bool = False, colour: str = theme.TEXT) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setStyleSheet(f"font-size:{px}px; font-weight:{'bold' if bold else 'normal'}; color:{colour};"
                        "background:transparent;")
    return label


def message_label(name: str) -> QLabel:
    """Where a field's or a form's refusal shows, right under it (hidden when there is nothing to say)."""
    label = text_label(name, 19, True, theme.WARN)
    label.setWordWrap(True)
    label.hide()
    return label


def say_in(label: QLabel, text: str, refusal: bool = True) -> None:
    """Show ``text`` in a message label: a refusal in the warning colour with ⚠, else quietly."""
    if not text:
        label.clear()
        label.hide()
        return
    colour = theme.WARN if refusal else theme.GOOD
    label.setStyleSheet(f"font-size:19px; font-weight:bold; color:{colour}; background:transparent;")
    label.setText(("⚠ " if refusal else "✓ ") + text)
    label.show()
    bring_into_view(label)


def bring_into_view(widget: QWidget) -> None:
    """The column that holds ``widget`` scrolls to show it, once the layout has placed it: an answer below
    the fold of a 1366×768 screen is an answer not given (issue 24)."""
    def scroll() -> None:
        area = widget.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is not None and widget.isVisible():
            area.ensureWidgetVisible(widget, 0, 12)
    QTimer.singleShot(0, widget, scroll)              # dropped if the widget is gone by then


def line_edit(name: str, accessible: str = "", width: int = 0) -> QLineEdit:
    edit = QLineEdit()
    edit.setObjectName(name)
    edit.setAccessibleName(accessible or name)
    edit.setMinimumHeight(theme.BUTTON_MIN_HEIGHT)
    if width:
        edit.setMinimumWidth(width)
    return edit


class _WheelScrollsTheForm(QObject):
    """The mouse wheel over a choice the dealer is not in scrolls the form: a value changes only in the
    box that has the focus (clicked or reached by Tab), never under a pointer passing by while scrolling."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            area = watched.parentWidget()
            while area is not None and not isinstance(area, QAbstractScrollArea):
                area = area.parentWidget()
            if area is None:
                event.ignore()          # nothing scrolls under it: left to the window
                return True
            QApplication.sendEvent(area.verticalScrollBar(), event)      # the form under the box scrolls
            return True
        return False


_WHEEL = _WheelScrollsTheForm()


def wheel_only_when_focused(box: QWidget) -> None:
    """``box`` (a combo or spin box in a scrolling form) changes by the wheel only once it has the focus."""
    box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)       # the wheel gives no focus either
    box.installEventFilter(_WHEEL)


def combo(name: str, accessible: str = "") -> QComboBox:
    box = QComboBox()
    box.setObjectName(name)
    box.setAccessibleName(accessible or name)
    box.setMinimumHeight(theme.BUTTON_MIN_HEIGHT)
    wheel_only_when_focused(box)
    # As wide as its widest choice ("dès le tête-à-tête", Russian values): the label beside it wraps instead.
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    return box


def check_box(name: str) -> QCheckBox:
    box = QCheckBox()
    box.setObjectName(name)
    box.setMinimumHeight(theme.BUTTON_MIN_HEIGHT)
    return box


def button(name: str, key_hint: str = "") -> KeyButton:
    b = KeyButton(name, "", key_hint)
    b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return b


def group(name: str) -> QFrame:
    frame = QFrame()
    frame.setObjectName("deskGroup")
    frame.setProperty("group", name)
    return frame


def mark_bad(widget: Optional[QWidget], bad: bool) -> None:
    """A field with a wrong value: a warning-coloured border (its message says why, beside it)."""
    if widget is None:
        return
    widget.setProperty("bad", "true" if bad else "false")
    widget.style().unpolish(widget)
    widget.style().polish(widget)
