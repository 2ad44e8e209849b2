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


_WRITTEN = "redrawSheet"      # the sheet restyle last gave the widget


def restyle(widget: QWidget, sheet: str) -> None:
    """``widget.setStyleSheet(sheet)``, unless it was given that sheet already (then nothing is redrawn).

    Compared with the sheet last given here, not with ``styleSheet()``: something that rewrites a sheet
    after its owner (type scaled down for a small screen) must not make every redraw set it again. A
    widget whose sheet changes goes through here, then; the first call compares with its sheet as built."""
    written = widget.property(_WRITTEN)
    if written == sheet or written is None and widget.styleSheet() == sheet:
        return
    widget.setProperty(_WRITTEN, sheet)
    widget.setStyleSheet(sheet)


def set_tip(widget: QWidget, text: str) -> None:
    """``widget.setToolTip(text)``, unless it already says it."""
    if widget.toolTip() != text:
        widget.setToolTip(text)


def set_accessible_name(widget: QWidget, text: str) -> None:
    """``widget.setAccessibleName(text)``, unless it already has it (a change is an accessibility event)."""
    if widget.accessibleName() != text:
        widget.setAccessibleName(text)
