"""The floor view's and the supervisor dialog's look, on top of the console's theme (ui/kit/theme.py).

The same dark grey, near-white text and 64 px touch targets; what the table
screen does not have: text fields, the hand list, the timeline, the slider.
Kept here, applied to the floor's own windows, so the dealer's screen is
not changed by it.
"""
from __future__ import annotations

from . import theme

ROW_HEIGHT = 64                  # a hand in the list is a touch target too
FIELD_PX = 24
SLIDER_HANDLE = 56

STYLESHEET = theme.STYLESHEET + f"""
QLineEdit {{
    background: #1b1d21;
    color: {theme.TEXT};
    border: 2px solid {theme.PANEL_EDGE};
    border-radius: 10px;
    min-height: {theme.BUTTON_MIN_HEIGHT}px;
    padding: 0 12px;
    font-size: {FIELD_PX}px;
    font-weight: bold;
}}
QLineEdit:focus {{ border: 3px solid {theme.ACCENT}; }}
QLabel {{ background: transparent; }}
QFrame#floorPanel, QFrame#replayPanel, QFrame#legalBox, QFrame#floorTop {{
    background: {theme.PANEL};
    border: 1px solid {theme.PANEL_EDGE};
    border-radius: 10px;
}}
QFrame#legalBox {{ border: 3px solid {theme.ACCENT}; background: #1d1f23; }}
QTableWidget, QListWidget {{
    background: #1b1d21;
    alternate-background-color: #222429;
    color: {theme.TEXT};
    border: 2px solid {theme.PANEL_EDGE};
    border-radius: 10px;
    gridline-color: {theme.PANEL_EDGE};
    font-size: 21px;
    selection-background-color: {theme.ACCENT};
    selection-color: {theme.ACCENT_TEXT};
}}
QTableWidget::item, QListWidget::item {{ padding: 4px 8px; }}
QListWidget::item {{ min-height: 44px; }}
QHeaderView::section {{
    background: {theme.BUTTON};
    color: {theme.TEXT};
    border: none;
    border-right: 1px solid {theme.PANEL_EDGE};
    padding: 6px 8px;
    font-size: 19px;
    font-weight: bold;
}}
QScrollBar:vertical {{ background: #1b1d21; width: 28px; }}
QScrollBar::handle:vertical {{ background: {theme.BUTTON_HOVER}; min-height: 64px; border-radius: 8px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0px; }}
QSlider {{ min-height: {theme.BUTTON_MIN_HEIGHT}px; }}
QSlider::groove:horizontal {{ height: 14px; background: #1b1d21; border: 2px solid {theme.PANEL_EDGE};
    border-radius: 7px; }}
QSlider::sub-page:horizontal {{ background: {theme.CALL}; border-radius: 7px; }}
QSlider::handle:horizontal {{ background: {theme.ACCENT}; border: 3px solid #ffffff; width: {SLIDER_HANDLE}px;
    margin: -22px 0; border-radius: 14px; }}
QPushButton#exportPhhButton:enabled, QPushButton#exportTextButton:enabled,
QPushButton#exportHtmlButton:enabled, QPushButton#exportPdfButton:enabled {{ background: #3a3550; }}
QPushButton#replayButton:enabled, QPushButton#signInButton:enabled, QPushButton#searchButton:enabled
    {{ background: {theme.CALL}; }}
QPushButton[keypad="true"] {{ font-size: 30px; min-width: 96px; min-height: 80px; }}
"""
