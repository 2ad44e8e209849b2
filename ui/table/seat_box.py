"""One seat on the table, and one board card: the widgets that show them.

A SeatBox shows a seat's number, markers, name, stack, status word and cards
in the size ``seat_geometry`` measured; a CardFace is one card of the board.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..kit import fit, theme
from ..kit.i18n import amount, render, translate
from ..kit.redraw import restyle, set_accessible_name, set_tip
from .seat_geometry import (SEAT_EDGE, Seat, SeatGeometry, _metrics, _rich_width, cards_html, markers_html,
                            seat_geometry, seat_markers)

# A board card's face (width, height, type px), full size and on a small screen (ui/kit/fit.py); a board run
# more than once (RULES.md 11) shows every run's board, one under the other, each card the run size.
BOARD_CARD = {False: (74, 104, 34), True: (50, 70, 24)}
RUN_CARD = {2: {False: (60, 84, 28), True: (44, 62, 21)},       # by the number of runs: three are smaller
            3: {False: (52, 72, 25), True: (36, 50, 18)}}
# Seats not playing in this hand: drawn quiet, with the word that says why.
_QUIET_STATUS = ("folded", "mucked", "out", "sitting-out", "waiting", "busted", "leaving", "empty")
_EDGE = SEAT_EDGE           # a seat box's edge, painted (SeatBox.paintEvent)


def _label(name: str, px: int, bold: bool = False, colour: str = theme.TEXT) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    weight = "bold" if bold else "normal"
    label.setStyleSheet(f"font-size:{px}px; font-weight:{weight}; color:{colour}; background:transparent;")
    return label

class CardFace(QLabel):
    """One board card: white face, rank and suit in the suit's colour; an empty slot when None."""

    def __init__(self, name: str, parent: Optional[QWidget] = None, sizes: dict = BOARD_CARD):
        super().__init__(parent)
        self.setObjectName(name)
        self.setProperty(fit.OWN_SIZE, True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._text: Optional[str] = None
        self._sizes = sizes
        self.set_compact(False)

    def set_compact(self, compact: bool) -> None:
        self._compact = compact
        width, height, self._px = self._sizes[compact]
        self.setFixedSize(width, height)
        self.set_card(self._text)

    def set_sizes(self, sizes: dict) -> None:
        """Another face size (full size and compact), a run's (RUN_CARD) for instance."""
        if sizes != self._sizes:
            self._sizes = sizes
            self.set_compact(self._compact)

    def set_card(self, text: Optional[str]) -> None:
        self._text = text
        if text is None:
            self.setText("")
            set_accessible_name(self, translate("Table", "no card yet"))
            restyle(self, f"border:2px dashed {theme.TEXT_DIM}; border-radius:8px; background:transparent;")
            return
        face = render(text)                  # in the console's letters: "R♥" in French
        colour = theme.SUIT_COLOURS.get(face[-1], theme.ACCENT_TEXT)
        self.setText(f"{face[:-1]}\n{face[-1]}")
        set_accessible_name(self, face)
        restyle(self, f"background:#ffffff; color:{colour}; border:2px solid #d0d0d0; border-radius:8px;"
                      f"font-size:{self._px}px; font-weight:bold;")


class SeatBox(QFrame):
    """One seat: header (seat number, button/blind marker), name, stack, status word, cards."""

    def __init__(self, seat: int, parent: Optional[QWidget] = None, geometry: Optional[SeatGeometry] = None):
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat{seat}")
        self.setProperty(fit.OWN_SIZE, True)          # its type follows its size, not the window's scale
        self.box = box = QVBoxLayout(self)
        box.setSpacing(0)
        head = QHBoxLayout()
        head.setSpacing(6)
        self.number = _label(f"seat{seat}Number", 17, True, theme.TEXT_SOFT)
        self.marker = _label(f"seat{seat}Marker", 16, True)
        head.addWidget(self.number)
        head.addStretch(1)
        head.addWidget(self.marker)
        box.addLayout(head)
        self.name = _label(f"seat{seat}Name", 24, True)
        self.stack = _label(f"seat{seat}Stack", 28, True)
        self.status = _label(f"seat{seat}Status", 20, True)
        self.cards = _label(f"seat{seat}Cards", 16, False, theme.TEXT_SOFT)
        for row in (self.name, self.stack, self.status, self.cards):
            box.addWidget(row)
        box.addStretch(1)
        # The box is painted here, not by a style sheet: a sheet set on the frame re-polishes its five
        # labels too (0.3 ms), and the next card moves from seat to seat with every card dealt.
        self._box = (theme.PANEL, theme.PANEL_EDGE)        # (background, edge)
        self.setContentsMargins(_EDGE, _EDGE, _EDGE, _EDGE)   # inside the edge, as a sheet's border keeps it
        self.set_geometry(geometry or seat_geometry(6))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        background, edge = self._box
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(edge), _EDGE))
        painter.setBrush(QColor(background))
        half = _EDGE / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 12 - half, 12 - half)
        painter.end()

    def set_geometry(self, g: SeatGeometry) -> None:
        """The box's size, margins and type (``seat_geometry``)."""
        self.geometry_ = g
        self._px = g.px
        self.setFixedSize(g.width, g.height)
        self.box.setContentsMargins(*g.margins)
        self.marker.setStyleSheet(f"font-size:{g.marker_px}px; font-weight:bold; color:{theme.TEXT};"
                                  "background:transparent;")

    def show_seat(self, s: Seat, hand_over: bool, next_card: bool = False) -> None:
        self.number.setText(translate("Table", "SEAT {seat}").format(seat=s.seat))
        g = self.geometry_
        # A long name ends in "…" rather than under the box's edge; the whole name is in the tooltip.
        self.name.setText(_metrics(g.px[1], True).elidedText(s.name, Qt.TextElideMode.ElideRight, g.inner_width))
        set_tip(self.name, s.name if self.name.text() != s.name else "")
        self.stack.setText(amount(s.stack) if s.status != "empty" else "")
        set_tip(self.stack, translate("Table", "stack"))
        self.marker.setText(markers_html(seat_markers(s)))

        background, text, edge, status, status_colour = (
            theme.PANEL, theme.TEXT, theme.PANEL_EDGE, translate("Table", "in", "seat status"), theme.TEXT)
        if s.to_act:
            background, text, edge, status, status_colour = (
                theme.ACCENT, theme.ACCENT_TEXT, "#ffffff", "▶ " + translate("Table", "TO ACT"), theme.ACCENT_TEXT)
        elif s.status in _QUIET_STATUS:
            word = {"folded": translate("Table", "FOLDED"), "mucked": translate("Table", "MUCKED"),
                    "out": translate("Table", "NOT DEALT IN"), "sitting-out": translate("Table", "SITTING OUT"),
                    "waiting": translate("Table", "WAITS FOR BB"), "busted": translate("Table", "NO CHIPS"),
                    "leaving": translate("Table", "LEAVING"), "empty": translate("Table", "EMPTY SEAT")}[s.status]
            background, text, status, status_colour = "#1f2125", theme.TEXT_DIM, word, theme.TEXT_DIM
        elif s.status == "all-in":
            edge, status, status_colour = theme.ALL_IN, translate("Table", "ALL-IN"), theme.ALL_IN
        if hand_over and s.won:
            edge, status, status_colour = (
                theme.GOOD, translate("Table", "WINS {amount}").format(amount=amount(s.won)), theme.GOOD)
        soft = text if s.to_act else theme.TEXT_SOFT

        dealt = translate("Table", "%n card(s)", "", s.cards_dealt) if s.cards_dealt else ""
        if "(s)" in dealt:                         # no plural forms installed: the English rule
            dealt = dealt.replace("(s)", "" if s.cards_dealt == 1 else "s")
        cards_text, cards_colour = dealt if s.status != "folded" else "", soft
        if s.shown:
            cards_text = cards_html(s.shown, g.cards_px, g.inner_width)
        elif next_card and not s.to_act:
            edge, cards_colour = theme.NEXT_CARD, theme.NEXT_CARD
            cards_text = "<b>{}</b> · {}".format(translate("Table", "NEXT CARD"),
                                                  dealt or translate("Table", "no cards yet"))
            if _rich_width(cards_text, g.px[4]) > g.inner_width:      # "CARTE SUIVANTE" alone, not cut
                cards_text = "<b>{}</b>".format(translate("Table", "NEXT CARD"))
        self.status.setText(status)
        self.cards.setText(cards_text)
        if (background, edge) != self._box:
            self._box = (background, edge)
            self.update()
        number_px, name_px, stack_px, status_px, cards_px = self._px
        restyle(self.name, f"font-size:{name_px}px; font-weight:bold; color:{text}; background:transparent;")
        restyle(self.stack, f"font-size:{stack_px}px; font-weight:bold; color:{text}; background:transparent;")
        restyle(self.number, f"font-size:{number_px}px; font-weight:bold; color:{soft}; background:transparent;")
        restyle(self.status, f"font-size:{status_px}px; font-weight:bold; color:{status_colour};"
                             "background:transparent;")
        restyle(self.cards, f"font-size:{cards_px}px; color:{cards_colour}; background:transparent;")
        set_accessible_name(self, translate("Table", "seat {seat}, {name}, stack {stack}, {status}").format(
            seat=s.seat, name=s.name, stack=s.stack, status=status.lower()))
