"""Every board of a hand run more than once (RULES.md 11), one under the other, in the table's middle.

Each run's board (the common cards, then its own) is a row of card faces, all of one size (a little
smaller for three runs than for two: the middle holds them between the seats at 1280×720), named on its left ("RUN 1"; "▶ RUN 2" while it is dealt); the rows' cards line up in
columns. Shown instead of the one board while the hand has runs: a board twice the size of the others
read as the board of the hand (issue 24).
"""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..kit import fit, theme
from ..kit.i18n import render
from ..kit.redraw import restyle
from .seat_box import RUN_CARD, CardFace

MOST_RUNS = 3                       # the house's most (ARCHITECTURE.md 4.1: max_runs 2 or 3)
LABEL_PX = {False: 18, True: 14}


class RunBoards(QWidget):
    """Up to three rows: a run's name and its five cards."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("runBoards")
        self.setProperty(fit.OWN_SIZE, True)          # its cards and names size themselves
        self.setStyleSheet("background:transparent;")
        self.compact = False
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(6)
        self.names: list[QLabel] = []
        self.cards: list[list[CardFace]] = []
        self.rows: list[QWidget] = []
        for run in range(1, MOST_RUNS + 1):
            row = QWidget()
            row.setObjectName(f"run{run}Row")
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(6)
            line.addStretch(1)
            name = QLabel()
            name.setObjectName(f"run{run}Name")
            name.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            line.addWidget(name)
            line.addSpacing(4)
            faces = [CardFace(f"run{run}Card{i + 1}", sizes=RUN_CARD[2]) for i in range(5)]
            for face in faces:
                line.addWidget(face)
            line.addStretch(1)
            rows.addWidget(row)
            self.names.append(name)
            self.cards.append(faces)
            self.rows.append(row)
        self._said: tuple = ()
        self.set_compact(False)
        self.hide()

    def set_compact(self, compact: bool) -> None:
        self.compact = compact
        for faces in self.cards:
            for face in faces:
                face.set_compact(compact)
        for name in self.names:
            restyle(name, f"font-size:{LABEL_PX[compact]}px; font-weight:bold; color:{theme.TEXT};"
                          "background:transparent;")
        self._line_up()

    def show_runs(self, runs: Sequence) -> None:
        """Each run's board as dealt so far (ui/views/cash.py RunBoard); hidden when there are none."""
        said = tuple((render(run.label).upper(), run.dealing, tuple(run.cards)) for run in runs)
        if said == self._said:
            return
        self._said = said
        for faces in self.cards:
            for face in faces:
                face.set_sizes(RUN_CARD[min(max(len(said), 2), MOST_RUNS)])
        for k, row in enumerate(self.rows):
            if k >= len(said):
                row.hide()
                continue
            label, dealing, cards = said[k]
            self.names[k].setText(("▶ " if dealing else "") + label)
            for i, face in enumerate(self.cards[k]):
                face.set_card(cards[i] if i < len(cards) else None)
            row.show()
        self._line_up()
        self.setVisible(bool(said))

    def _line_up(self) -> None:
        """Every run's name as wide as the widest, so the cards of the runs line up in columns."""
        for name in self.names:
            name.ensurePolished()
        widest = max((name.fontMetrics().horizontalAdvance(name.text()) for name in self.names if name.text()),
                     default=0)
        for name in self.names:
            name.setFixedWidth(widest + 2)

    def least_width(self) -> int:
        """The rows' width: a name and five cards."""
        face = self.cards[0][0]
        return self.names[0].width() + 4 + 5 * face.width() + 5 * 6

    def ink(self) -> list[tuple[QRect, bool]]:
        """Where the runs are drawn, in this widget's coordinates: each card (True) and each name (False)."""
        found = []
        for k, row in enumerate(self.rows):
            if row.isHidden():
                continue
            at = row.pos()
            for face in self.cards[k]:
                found.append((face.geometry().translated(at), True))
            name = self.names[k]
            width = name.fontMetrics().horizontalAdvance(name.text())
            g = name.geometry().translated(at)
            found.append((QRect(g.right() - width, g.y(), width, g.height()), False))
        return found

    def text(self) -> str:
        """The runs in words, one line each ("▶ RUN 2 2♣ 7♦ 9♥ Q♥", "▶ DONNE 2 2♣ 7♦ 9♥ D♥"): what the rows
        show, the cards in the console's letters."""
        return "\n".join(("▶ " if dealing else "") + f"{label} {' '.join(render(c) for c in cards)}"
                         for label, dealing, cards in self._said)
