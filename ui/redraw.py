"""Redraw only what changed.

The window redraws from the controller's view after every change, and most
of a view is the same as the last one (a card dealt changes one seat, one
line and the prompt). Qt skips a ``QLabel.setText`` with the text it
already has, but not ``setStyleSheet``: setting a widget's style sheet again,
even the same one, re-polishes it and its children (fonts, size hints, a
relayout of its parent) and repaints all of them. Forty of those a card were
most of the 1600×1000 window repainted for one card (issue 16).
"""
from __future__ import annotations

from PySide6.QtWidgets import QWidget


def restyle(widget: QWidget, sheet: str) -> None:
    """``widget.setStyleSheet(sheet)``, unless it is already that sheet (then nothing is redrawn)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def set_tip(widget: QWidget, text: str) -> None:
    """``widget.setToolTip(text)``, unless it already says it."""
    if widget.toolTip() != text:
        widget.setToolTip(text)


def set_accessible_name(widget: QWidget, text: str) -> None:
    """``widget.setAccessibleName(text)``, unless it already has it (a change is an accessibility event)."""
    if widget.accessibleName() != text:
        widget.setAccessibleName(text)
