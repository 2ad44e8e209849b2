"""How big a seat box is and what its words weigh, measured without drawing it.

A seat's size follows its table (seat count, screen, hole cards, the markers
shown), never the language: its header is measured in every language the
console speaks, so a seat box does not move when the dealer switches language
(issue 24); the fonts' own metrics lay out each line,
so the fit test and the table picture agree on the same numbers. The cards'
and markers' rich text is made here too, since it is what gets measured.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Optional, Sequence, Union

from PySide6.QtGui import QFont, QFontMetrics, QTextDocument

from ..kit import theme
from ..kit.i18n import LANGUAGES, render, translate, translate_in
from ..views.floor import ReplaySeat
from ..views.table import SeatView

# A seat of the console's table or of a floor replay's frame.
Seat = Union[SeatView, ReplaySeat]

SEAT_W, SEAT_H = 250, 174
# The widest card a seat shows: the most cards of a hand are read, and none of them cut.
WIDEST_CARD = "10♣"


@dataclass(frozen=True)
class SeatGeometry:
    """A seat box's size and type, computable without drawing: ``seat_geometry`` and the fit test."""

    width: int
    height: int
    px: tuple[int, int, int, int, int]          # seat number, name, stack, status, the cards' words
    cards_px: int                               # the cards shown at the showdown
    margins: tuple[int, int, int, int]
    card_lines: int                             # the cards shown on one line, or two (5- and 6-card Omaha)
    marker_px: int = 16                         # the button and blind markers

    @property
    def inner_width(self) -> int:
        return self.width - self.margins[0] - self.margins[2] - 2 * SEAT_EDGE


SEAT_EDGE = 3                                   # the box's border
NARROWEST = 150                                 # a seat box's least width: "SIÈGE 10" and "BOUTON", "10 000"


def _font(px: int, bold: bool) -> QFont:
    font = QFont(theme.FONT_FAMILY)
    font.setPixelSize(px)
    font.setBold(bold)
    return font


@functools.lru_cache(maxsize=32)
def _metrics(px: int, bold: bool) -> QFontMetrics:
    return QFontMetrics(_font(px, bold))


def card_row_width(cards: Sequence[str], px: int) -> int:
    """How wide ``cards_html(cards, px)`` is drawn on one line, by the font's own metrics."""
    if not cards:
        return 0
    return math.ceil(_rich_width(cards_html(cards, px), px))


def _rich_height(html: str, px: int) -> float:
    doc = QTextDocument()
    doc.setDefaultFont(_font(px, False))
    doc.setDocumentMargin(0)
    doc.setHtml(html)
    return doc.size().height()


_MARKER_SAMPLE = '<span style="background:#ffffff;">&nbsp;BB&nbsp;</span>'


def _rich_width(html: str, px: int, bold: bool = False) -> float:
    """How wide a seat's line of rich text is drawn in ``px`` (as its QLabel lays it out)."""
    doc = QTextDocument()
    doc.setDefaultFont(_font(px, bold))
    doc.setDocumentMargin(0)
    doc.setHtml(html)
    return doc.idealWidth()


def markers_html(words: Sequence[tuple[str, str]]) -> str:
    """The button and blind markers: each word on its colour."""
    return " ".join(f'<span style="background:{bg}; color:{theme.ACCENT_TEXT};">&nbsp;{word}&nbsp;</span>'
                    for word, bg in words)


# The markers' colours: the button, the blinds ("POST" a new player's big blind, "DEAD" a missed small blind
# posted dead).
_COLOURS = {"button": "#ffffff", "SB": "#9cc7ff", "BB": "#ffd98a", "POST": "#ffd98a", "DEAD": "#c9c9c9"}
# Every marker a seat may show, alone or the button with a blind (heads-up).
_EVERY_MARKING = (("button",), ("SB",), ("BB",), ("POST",), ("DEAD",), ("button", "SB"), ("button", "BB"))


def _marker_word(kind: str, translate=translate) -> str:
    """A marker's word; ``translate`` another language's (``translate_in``) to measure it in that language.
    Written as translate(...) calls with their words, which is what lupdate extracts."""
    return {"button": translate("Table", "BUTTON"),
            "SB": translate("Table", "SB", "small blind marker"),
            "BB": translate("Table", "BB", "big blind marker"),
            "POST": translate("Table", "POSTS", "a new player's big blind marker"),
            "DEAD": translate("Table", "DEAD SB", "a missed small blind marker")}[kind]


def seat_marker_kinds(s: Seat) -> tuple[str, ...]:
    """The markers seat ``s`` shows, in no language: "button", then its blinds ("SB", "BB", "POST", "DEAD")."""
    kinds = ("button",) if s.button else ()
    return kinds + tuple(blind for blind in s.blind.split() if blind in _COLOURS)


def _marker_words(kinds: Sequence[str], language: Optional[str] = None) -> list[tuple[str, str]]:
    """The markers' words (in ``language``, else the one in force), each with its colour."""
    say = translate if language is None else functools.partial(translate_in, language)
    return [(_marker_word(kind, say), _COLOURS[kind]) for kind in kinds]


def seat_markers(s: Seat) -> list[tuple[str, str]]:
    """The markers seat ``s`` shows (the button, its blind), each word with its colour."""
    return _marker_words(seat_marker_kinds(s))


def _header_width(count: int, number_px: int, marker_px: int, markers: Optional[Sequence[Sequence[str]]] = None) -> int:
    """The widest header a seat of this table shows, in any language the console speaks: its number and its
    markers (``markers``: the kinds shown now; every one a seat may show when not given), 6 px apart."""
    widest = 0.0
    for language in LANGUAGES:
        number = QFontMetrics(_font(number_px, True)).horizontalAdvance(
            translate_in(language, "Table", "SEAT {seat}").format(seat=count))
        marker = max((_rich_width(markers_html(_marker_words(kinds, language)), marker_px, bold=True)
                      for kinds in (_EVERY_MARKING if markers is None else markers) if kinds), default=0)
        widest = max(widest, number + 6 + marker)
    return math.ceil(widest)


def card_lines(cards: Sequence[str], px: int, width: int) -> list[list[str]]:
    """The cards on one line, or halved on two when one line is wider than ``width``."""
    if card_row_width(cards, px) <= width or len(cards) < 2:
        return [list(cards)]
    half = (len(cards) + 1) // 2
    return [list(cards[:half]), list(cards[half:])]


def seat_geometry(count: int, compact: bool = False, hole_cards: int = 4, narrower: int = 0,
                  markers: Optional[Sequence[Sequence[str]]] = None, roomy: bool = False) -> SeatGeometry:
    """See ``_measured_seat_geometry``; measured once per arguments (each measure lays text out). ``markers``:
    the marker kinds each seat shows now (``seat_marker_kinds``)."""
    markers = None if markers is None else tuple(tuple(kinds) for kinds in markers)
    return _measured_seat_geometry(count, compact, hole_cards, narrower, markers, roomy)


@functools.lru_cache(maxsize=512)
def _measured_seat_geometry(count: int, compact: bool, hole_cards: int, narrower: int,
                            markers: Optional[tuple], roomy: bool) -> SeatGeometry:
    """A seat box for a table of ``count`` seats, at full size or on a small screen (ui/kit/fit.py), tall
    enough for ``hole_cards`` of the widest card shown (two lines when one would be cut); ``narrower``
    px less wide when the table is too small for the usual width (never under ``NARROWEST``); ``roomy``:
    a six-seat table's boxes for more seats, on a large screen that has the room."""
    if not compact and (count <= 6 or roomy):
        width, px, cards_px, margins = SEAT_W, (17, 24, 28, 20, 17), 19, (12, 6, 12, 8)
    elif not compact:
        width, px, cards_px, margins = (216 if count <= 8 else 196), (15, 20, 24, 17, 14), 17, (10, 4, 10, 4)
    else:
        width, px, cards_px, margins = (204 if count <= 6 else 184), (13, 17, 20, 15, 13), 15, (8, 3, 8, 3)
    marker_px = px[0] - 1 if compact or count > 6 else 16
    # Never narrower than its header: "SIÈGE 10" and the widest marker ("BOUTON PB" heads-up) side by side.
    header = _header_width(count, px[0], marker_px, markers) + margins[0] + margins[2] + 2 * SEAT_EDGE
    width = max(NARROWEST, header, width - narrower)
    hole_cards = max(1, hole_cards)
    lines = len(card_lines([WIDEST_CARD] * hole_cards, cards_px, width - margins[0] - margins[2] - 2 * SEAT_EDGE))
    # Each line as its label lays it out: the header is the taller of the number and the marker.
    header = max(QFontMetrics(_font(px[0], True)).height(), math.ceil(_rich_height(_MARKER_SAMPLE, marker_px)))
    heights = [header] + [QFontMetrics(_font(p, True)).height() for p in px[1:4]]
    cards = math.ceil(_rich_height(cards_html([WIDEST_CARD] * hole_cards, cards_px,
                                              width - margins[0] - margins[2] - 2 * SEAT_EDGE), cards_px))
    height = margins[1] + margins[3] + 2 * SEAT_EDGE + sum(heights) + cards
    if not compact and (count <= 6 or roomy):
        height = max(height, SEAT_H)
    return SeatGeometry(width, height, px, cards_px, margins, lines, marker_px)


def seat_size(count: int) -> tuple[int, int]:
    """A seat box's size for a table of ``count`` seats (full size, four hole cards)."""
    g = seat_geometry(count)
    return g.width, g.height
_PAD, _GAP = "\u200a", "\u2009"                 # a hair space inside each card's white, a thin one between


def cards_html(cards: Sequence[str], size_px: int, width: Optional[int] = None) -> str:
    """Cards as rich text, each suit in its colour (the symbol is always there); on two lines when
    one line would be wider than ``width``."""
    lines = card_lines(cards, size_px, width) if width is not None else [list(cards)]
    said = []
    for line in lines:
        parts = []
        for text in map(render, line):       # each card in the console's letters ("R♥" in French)
            colour = theme.SUIT_COLOURS.get(text[-1:], theme.ACCENT_TEXT)
            parts.append(f'<span style="background:#ffffff; color:{colour};">{_PAD}{text}{_PAD}</span>')
        said.append(_GAP.join(parts))
    return f'<span style="font-size:{size_px}px; font-weight:bold;">{"<br>".join(said)}</span>'
