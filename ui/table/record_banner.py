"""The table's record banner: said on the table's own screen when its record and the room's parted.

A store restored from an old copy (or a copy dealing beside the original) keeps dealing while the central
record refuses what it deals (issue 25, item 12). The dealer is told at once and cannot miss it at any hand:
the banner stays over the table, in the warning colour, until the uplink says the room has this record again,
and at each new hand it names the hand being dealt. Dealing is not stopped: the table's own record keeps
every hand (nothing is lost), and stopping a table of players over a record the floor must look at is the
floor's call, not the console's.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QLabel

from ..kit import theme
from ..kit.i18n import render, translate
from ..kit.redraw import restyle


class RecordBanner(QLabel):
    """Hidden until ``show_parted(words)``; ``show_hand(n)`` at each redraw names the hand being dealt."""

    def __init__(self):
        super().__init__()
        self.setObjectName("recordPartedBanner")
        self.setWordWrap(True)
        restyle(self, f"font-size:16px; font-weight:bold; color:{theme.ACCENT_TEXT}; background:{theme.WARN}; "
                      "padding:3px 10px; border-radius:6px;")
        self._words = None
        self._hand: Optional[int] = None
        self.hide()

    def show_parted(self, words) -> None:
        """The uplink's words (None: the room has this record again, the banner goes)."""
        self._words = words
        self._say()

    def show_hand(self, hand: Optional[int]) -> None:
        if hand != self._hand:
            self._hand = hand
            self._say()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        from ..kit.i18n import is_language_change
        if is_language_change(event):
            self._say()

    def _say(self) -> None:
        if self._words is None:
            self.hide()
            return
        text = "⚠ " + render(self._words)
        if self._hand is not None:
            text += " " + translate("RecordBanner", "Hand {hand}: not in the room's record.").format(hand=self._hand)
        self.setText(text)
        self.setAccessibleName(text)
        self.show()
