"""The table as the dealer sees it: an oval with every seat around it.

Seats are placed clockwise from the dealer's left, the dealer sitting at
the bottom. Each seat shows its name, stack, status word and the button or
blind marker; the chips in front of it this street sit on the felt towards
the middle, where the board, the pot and the street are.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence, Union

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..kit import fit, theme
from ..kit.i18n import amount, current_language, is_language_change, render, translate
from ..views.floor import ReplayFrame
from ..views.table import TableView
from .run_boards import RunBoards
from .seat_box import CardFace, SeatBox, _label
from .felt_places import area as _area, chips_spot, gap as _gap, on as _on, oval_point, pushed_apart, track_point
from .seat_geometry import NARROWEST, SeatGeometry, seat_geometry, seat_marker_kinds

# The table picture draws the console's table and the floor replay's frames alike.
Table = Union[TableView, ReplayFrame]

MIN_SIZE = {False: (900, 640), True: (640, 400)}    # the table's least room, full size and compact
CARD_MARGIN = 10                                    # px of felt the dealer button keeps from a card

__all__ = ["TableWidget"]


def _widest_line(label: QLabel) -> int:
    text = label.shown_text() if hasattr(label, "shown_text") else label.text()
    return max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))


def _words(name: str, px: int, bold: bool, colour: str) -> fit.WordsLabel:
    """A line of the middle that may go on two: broken at spaces only, never inside "БОМБ-ПОТ"."""
    label = fit.WordsLabel()
    label.setObjectName(name)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet(f"font-size:{px}px; font-weight:{'bold' if bold else 'normal'}; color:{colour};"
                        "background:transparent;")
    return label


class TableWidget(QWidget):
    """The oval table, its seats, the chips in front of them, and the middle."""

    def __init__(self, seats: Sequence[int], parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("tableView")
        self.setProperty(fit.KNOWS_SCALE, True)   # the floor's replay table follows its window's scale too
        self.setMinimumSize(*MIN_SIZE[False])
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.compact = False
        self._flat = 1.0                          # the seats' curve: 1 the oval, less a flatter one
        self.hole_cards = 1                       # the most cards a seat shows in this hand (their room)
        self._narrower = 0                        # px taken off the seats' width on a small table
        self._roomy = False                       # a six-seat table's boxes for more seats (a large screen)
        self._placed_for: Optional[tuple] = None  # what the seats were last placed for (size, seats, scale...)
        self._markers: Optional[tuple] = None     # the markers shown now (their room in the seats' header)
        self.seat_numbers = list(seats)
        self.geometry_ = self._seat_geometry()
        self.seats = {n: SeatBox(n, self, self.geometry_) for n in self.seat_numbers}
        self.bets = {n: self._bet_label(n) for n in self.seat_numbers}
        self.puck = QLabel("D", self)
        self.puck.setObjectName("buttonPuck")
        self.puck.setAccessibleName(translate("Table", "dealer button"))
        self.puck.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.puck.setFixedSize(40, 40)
        self.puck.setStyleSheet("background:#ffffff; color:#111111; border:2px solid #888888; border-radius:20px;"
                                "font-size:22px; font-weight:bold;")
        self._button_seat: Optional[int] = None
        self._view: Optional[Table] = None
        self._placed: tuple = ()                 # what the last _place placed by (see _placing)
        self._felt_drawn: tuple = (None, None)   # (size, pixel ratio, words), the felt drawn for them

        self.centre = QWidget(self)
        self.centre.setObjectName("tableCentre")
        self.centre.setStyleSheet("background:transparent;")
        middle = QVBoxLayout(self.centre)
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(6)
        self.street = _words("streetLabel", 24, True, theme.TEXT_SOFT)
        self.board_row = QWidget()
        self.board_row.setObjectName("boardRow")
        board = QHBoxLayout(self.board_row)
        board.setContentsMargins(0, 0, 0, 0)
        board.setSpacing(8)
        board.addStretch(1)
        self.board = [CardFace(f"boardCard{i + 1}") for i in range(5)]
        for card in self.board:
            board.addWidget(card)
        board.addStretch(1)
        self.pot = _label("potLabel", 38, True)
        self.pot.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pots = _label("potsLabel", 19, False, theme.TEXT_SOFT)
        self.pots.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.results = _words("resultsLabel", 19, True, theme.GOOD)
        # A board run more than once (RULES.md 11): each run's board, one under the other, instead of the one.
        self.runs = RunBoards()
        middle.addWidget(self.street)
        middle.addWidget(self.board_row)
        middle.addWidget(self.runs)
        middle.addWidget(self.pot)
        middle.addWidget(self.pots)
        middle.addWidget(self.results)

    def _bet_label(self, n: int) -> QLabel:
        bet = QLabel(self)
        bet.setObjectName(f"seat{n}Bet")
        bet.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bet.setStyleSheet(
            f"background:#101b15; color:{theme.TEXT}; border:3px solid {theme.ACCENT}; border-radius:20px;"
            "font-size:24px; font-weight:bold; padding:2px 14px;")
        bet.hide()
        return bet

    def set_seat_numbers(self, seats: Sequence[int]) -> None:
        """The table's seats changed (a session opened, or its settings changed the table size)."""
        if list(seats) == self.seat_numbers:
            return
        for widget in [*self.seats.values(), *self.bets.values()]:
            widget.setParent(None)               # gone at once: no two controls with one name
            widget.deleteLater()
        self.seat_numbers = list(seats)
        self.geometry_ = self._seat_geometry()
        self.seats = {n: SeatBox(n, self, self.geometry_) for n in self.seat_numbers}
        self.bets = {n: self._bet_label(n) for n in self.seat_numbers}
        for box in self.seats.values():
            box.show()
        self.puck.raise_()
        self._place()

    # ----------------------------------------------------------- sizes

    @property
    def seat_w(self) -> int:
        return self.geometry_.width

    @property
    def seat_h(self) -> int:
        return self.geometry_.height

    def _seat_geometry(self) -> SeatGeometry:
        return seat_geometry(len(self.seat_numbers), self.compact, self.hole_cards, self._narrower, self._markers,
                             self._roomy)

    def set_compact(self, compact: bool) -> None:
        """A small screen's seats, cards and middle (ui/kit/fit.py), or the full size again."""
        if compact == self.compact and self.minimumWidth() == MIN_SIZE[compact][0]:
            return
        self.compact = compact
        self.setMinimumSize(*MIN_SIZE[compact])
        for card in self.board:
            card.set_compact(compact)
        self.runs.set_compact(compact)
        self._regeometry()

    def _regeometry(self, redraw: bool = True) -> None:
        g = self._seat_geometry()
        if g == self.geometry_:
            return
        self.geometry_ = g
        for box in self.seats.values():
            box.set_geometry(g)
        if not redraw:
            return
        if self._view is not None:
            self.show_table(self._view)
        else:
            self._place()

    # ----------------------------------------------------------- drawing

    def _oval(self) -> QRectF:
        margin_x, margin_y = self.seat_w * 0.42, self.seat_h * 0.42
        return QRectF(margin_x, margin_y, self.width() - 2 * margin_x, self.height() - 2 * margin_y)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._felt())       # clipped to what changed: a seat's part, for a card
        painter.end()

    def _felt(self) -> QPixmap:
        """The rail, the felt and the dealer's place, drawn once per size and language: the antialiased
        ovals cost as much as the seat a card changes, and they never change with the hand."""
        ratio = self.devicePixelRatioF()
        oval = self._oval()                          # follows the seats' size (ui/kit/fit.py, seat_geometry)
        key = (self.size(), ratio, translate("Table", "DEALER"), oval.getRect())
        if self._felt_drawn[0] != key:
            pixmap = QPixmap(self.size() * ratio)
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            self._draw_felt(painter)
            painter.end()
            self._felt_drawn = (key, pixmap)
        return self._felt_drawn[1]

    def _draw_felt(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        oval = self._oval()
        painter.setPen(QPen(QColor("#1a1410"), 4))
        painter.setBrush(QColor(theme.RAIL))
        painter.drawEllipse(oval)
        felt = oval.adjusted(26, 26, -26, -26)
        painter.setPen(QPen(QColor(theme.FELT_EDGE), 3))
        painter.setBrush(QColor(theme.FELT))
        painter.drawEllipse(felt)
        # The dealer's place, at the bottom of the oval.
        painter.setPen(QColor(theme.TEXT_SOFT))
        font = QFont(theme.FONT_FAMILY)
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(oval.center().x() - 120, oval.bottom() - 24, 240, 22),
                         Qt.AlignmentFlag.AlignCenter, translate("Table", "DEALER"))

    def _dealer_word(self) -> QRect:
        """Where the felt says DEALER (``_draw_felt``): the middle's words are not written over it."""
        oval = self._oval()
        font = QFont(theme.FONT_FAMILY)
        font.setPixelSize(16)
        font.setBold(True)
        width = QFontMetrics(font).horizontalAdvance(translate("Table", "DEALER")) + 8
        return QRect(int(oval.center().x() - width / 2), int(oval.bottom() - 24), width, 22)

    def _seat_point(self, index: int, shrink: float = 1.0) -> QPointF:
        """Where seat ``index`` (0 = the dealer's left) sits, clockwise from the dealer at the bottom."""
        return oval_point(self._oval(), len(self.seat_numbers) + 1, index, self._flat, shrink)

    def _place_bet(self, i: int, bet: QLabel, middle: list[QRect]) -> int:
        """The chips on the felt towards the middle, but never over the street, the board, the pot or a
        seat (felt_places.chips_spot); returns how much they cover (0: nothing)."""
        if bet.isHidden():
            return 0
        number = self.seat_numbers[i]
        rects = self._seat_rects                 # the seats' boxes, measured once per placing
        others = [r for n, r in rects.items() if n != number]
        covered, spot = chips_spot(rects[number], others, middle + list(rects.values()), bet.size(),
                                   lambda beyond: self._towards_middle(i, beyond))
        bet.move(spot.topLeft())
        return covered

    def bets_nearer_another_seat(self) -> list[str]:
        """The chips drawn nearer another seat's box than their own, in words (none, when right)."""
        wrong = []
        for n, bet in self.bets.items():
            if bet.isHidden():
                continue
            mine = _gap(bet.geometry(), self.seats[n].geometry())
            nearer = [m for m, box in self.seats.items() if m != n and _gap(bet.geometry(), box.geometry()) < mine]
            if nearer:
                wrong.append(f"seat {n}'s chips {bet.text()!r} nearer seat {nearer[0]}")
        return wrong

    def _middle_ink(self) -> list[QRect]:
        """Where the middle's words and cards are drawn (not the whole of its box), in the table's
        coordinates: the street, the board (or each run's), the pot and its lines. The cards among them
        are kept in ``_card_ink``: the dealer button never goes on one."""
        # Lay the middle out now, at its new size (a resize of a widget being shown may not have yet).
        self.centre.layout().setGeometry(self.centre.rect())
        self.runs.layout().activate()
        rects, cards = [], []
        if not self.board_row.isHidden():
            board = [_on(self, card) for card in self.board]
            cards += board
            rects.append(QRect(board[0].topLeft(), board[-1].bottomRight()))
        if not self.runs.isHidden():
            at = _on(self, self.runs).topLeft()
            for rect, is_card in self.runs.ink():
                rects.append(rect.translated(at))
                if is_card:
                    cards.append(rect.translated(at))
        for label in (self.street, self.pot, self.pots, self.results):
            if label.isHidden() or not label.text():
                continue
            label.ensurePolished()
            g = _on(self, label)
            width = min(g.width(), _widest_line(label) + 12)
            rects.append(QRect(g.center().x() - width // 2, g.y(), width, g.height()))
        self._card_ink = cards
        return rects

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # A table shown in a window already open (the floor's replay) takes that window's scale.
        window = self.window()
        if window is not self:
            fit.apply(self, fit.is_compact(window.width(), window.height()))
        super().showEvent(event)

    def seats_overlapping(self) -> list[str]:
        """Seat boxes drawn over each other, in words (none, when the table is right)."""
        boxes = list(self.seats.items())
        return [f"seat {a} and seat {b} overlap" for k, (a, ga) in enumerate(boxes) for b, gb in boxes[k + 1:]
                if ga.geometry().intersects(gb.geometry())]

    def hidden_by_seats(self) -> list[str]:
        """The middle's words and cards that a seat box covers, by name (none, when the table is right)."""
        cards = [card for card in self.board if not self.board_row.isHidden()]
        cards += [card for row, faces in zip(self.runs.rows, self.runs.cards) if self.runs.isVisible()
                  and not row.isHidden() for card in faces]
        things = [(card.objectName(), _on(self, card)) for card in cards]
        labels = [self.street, self.pot, self.pots, self.results]
        labels += [name for row, name in zip(self.runs.rows, self.runs.names) if not row.isHidden()]
        for label in labels:
            if label.isVisible() and label.text():
                g = _on(self, label)
                width = min(g.width(), _widest_line(label) + 12)
                things.append((f"{label.objectName()} {label.text()!r}",
                               QRect(g.center().x() - width // 2, g.y(), width, g.height())))
        hidden = [f"{name} under seat {n}" for name, rect in things for n, box in self.seats.items()
                  if rect.intersects(box.geometry())] + self.seats_overlapping()
        hidden += [f"{name} over the felt's {translate('Table', 'DEALER')!r}" for name, rect in things
                   if rect.intersects(self._dealer_word())]
        if self.puck.isVisible():
            hidden += [f"seat {n}'s chips under the dealer button" for n, bet in self.bets.items()
                       if bet.isVisible() and bet.geometry().intersects(self.puck.geometry())]
        return hidden

    def _towards_middle(self, i: int, beyond_box: float) -> QPointF:
        """A point on the line from seat ``i``'s box to the middle, ``beyond_box`` px past the box's edge."""
        p = QPointF(self.seats[self.seat_numbers[i]].geometry().center())
        c = self._oval().center()
        dx, dy = c.x() - p.x(), c.y() - p.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        # Distance from the box centre to its edge along (ux, uy).
        edge = min(self.seat_w / 2 / abs(ux) if ux else math.inf, self.seat_h / 2 / abs(uy) if uy else math.inf)
        return QPointF(p.x() + ux * (edge + beyond_box), p.y() + uy * (edge + beyond_box))

    def _place_seats(self) -> None:
        """The seats round the oval, no box on another: on a low table the flattest curve that allows it
        (the middle's room), else the oval; when even the oval is too small for the boxes, narrower boxes."""
        key = (self.width(), self.height(), tuple(self.seat_numbers), self.compact, self.hole_cards, self._markers)
        if key == self._placed_for:              # nothing that moves a seat changed: they stay where they are
            return
        self._placed_for = key
        flats = (0.6, 0.75, 0.9, 1.0) if self.compact else (1.0, 0.9, 0.75)
        was = (self._narrower, self._roomy)
        # A large screen: the six-seat boxes (larger type) for seven to ten seats too, when no two touch.
        self._roomy = not self.compact and len(self.seat_numbers) > 6
        if self._roomy:
            self._narrower = 0
            self._use_geometry()
            for self._flat in flats:
                self._seats_on_curve()
                if not self.seats_overlapping():
                    break
            if self.seats_overlapping():
                self._roomy = False
        if not self._roomy:
            self._place_usual_seats(flats)
        if (self._narrower, self._roomy) != was and self._view is not None:
            self._show_seats(self._view)          # the names elided at the new width

    def _use_geometry(self) -> None:
        g = self._seat_geometry()
        if g != self.geometry_:
            self.geometry_ = g
            for box in self.seats.values():
                box.set_geometry(g)

    def _seats_on_curve(self) -> None:
        for i, n in enumerate(self.seat_numbers):
            p = self._seat_point(i)
            x = min(max(0, p.x() - self.seat_w / 2), self.width() - self.seat_w)
            y = min(max(0, p.y() - self.seat_h / 2), self.height() - self.seat_h)
            self.seats[n].move(int(x), int(y))

    def _place_usual_seats(self, flats) -> None:
        """The usual boxes round the oval; narrower ones when they touch (down to their header's width)."""
        for self._narrower in range(0, 100, 12):
            self._use_geometry()
            for self._flat in flats:
                self._seats_on_curve()
                if not self.seats_overlapping():
                    break
            if not self.seats_overlapping() or self.geometry_.width == NARROWEST:
                break
        if self.seats_overlapping():
            # Ten seats on a low table: round the table's edges rather than the oval (the corners
            # hold a seat each), then apart where two still touch.
            for i, n in enumerate(self.seat_numbers):
                p = track_point(i, len(self.seat_numbers), self.seat_w, self.seat_h, self.width(), self.height())
                self.seats[n].move(int(p.x() - self.seat_w / 2), int(p.y() - self.seat_h / 2))
            boxes = [self.seats[n] for n in self.seat_numbers]
            for box, r in zip(boxes, pushed_apart([QRectF(box.geometry()) for box in boxes], self.width(),
                                                  self.height())):
                box.move(int(math.floor(r.left())), int(math.floor(r.top())))

    def _place(self) -> None:
        self._placed = self._placing()
        c = self._oval().center()
        self._place_seats()
        for bet in self.bets.values():
            bet.adjustSize()
        self._seat_rects = {n: box.geometry() for n, box in self.seats.items()}
        # The middle no wider than the felt between the seats at its height: a long street ("РАЗДАЧА 1 ·
        # РАЗДАЧА ОКОНЧЕНА") goes on two lines rather than under a seat; never narrower than the board.
        least = max(self.runs.least_width() if not self.runs.isHidden() else 0,
                    5 * self.board[0].width() + 4 * 8 if not self.board_row.isHidden() else 0,
                    self.pot.sizeHint().width(), 160)
        w = int(self._oval().width() * 0.62)
        level = [box.geometry() for box in self.seats.values() if abs(box.geometry().center().y() - c.y()) < self.seat_h]
        left = max([g.right() for g in level if g.center().x() < c.x()], default=None)
        right = min([g.left() for g in level if g.center().x() > c.x()], default=None)
        if left is not None and right is not None:
            w = min(w, right - left - 16)
        # Where the seats above or below the middle still cover its words, narrower (more lines) until none
        # does; on a table too small for that, the width where they cover the least.
        widths = [max(least, w)] + list(range(max(least, w) - 40, least, -40)) + [least]
        best = None
        for width in dict.fromkeys(widths):
            covered = self._place_middle(width)
            if covered == 0:
                best = None
                break
            if best is None or covered < best[0]:
                best = (covered, width)
        if best is not None and best[1] != width:
            self._place_middle(best[1])
        self._place_puck()

    def _place_middle(self, w: int) -> int:
        """The middle ``w`` px wide, at the height where seats and chips cover the least of it, and each
        seat's chips placed for it; returns how much is covered (0: nothing)."""
        c = self._oval().center()
        h = self.centre.heightForWidth(w) if self.centre.hasHeightForWidth() else self.centre.sizeHint().height()
        # A little above the middle (the lower seats' chips sit close to it), or lower when the upper
        # seats' chips would cover the street: the first height where every stack of chips finds felt.
        # A small table has no such height: then the one where the chips cover the least.
        # The middle is laid out once; at another height its words and cards only move down.
        self.centre.setGeometry(int(c.x() - w / 2), int(c.y() - h / 2 - 14), w, h)
        ink = self._middle_ink()
        best = None
        boxes = list(self._seat_rects.values()) + [self._dealer_word()]
        # Further down too, and up: a low table (1366×768) has little room between its upper and lower seats.
        for shift in (-14, -2, 10, 22, 34, 46, -26, None):
            if shift is None:
                shift = best[1]
            middle = [r.translated(0, shift + 14) for r in ink]
            # A seat over the street, the board or the pot hides more than chips do: it counts four times.
            covered = 4 * sum(_area(r.intersected(b)) for r in middle for b in boxes if r.intersects(b))
            covered += sum(self._place_bet(i, self.bets[n], middle) for i, n in enumerate(self.seat_numbers))
            if covered == 0 or best is not None and shift == best[1]:
                break
            if best is None or covered < best[0]:
                best = (covered, shift)
        if shift != -14:
            self.centre.move(int(c.x() - w / 2), int(c.y() - h / 2 + shift))
        self._middle_drawn = middle
        self._card_ink = [r.translated(0, shift + 14) for r in self._card_ink]
        return covered

    def _place_puck(self) -> None:
        """The dealer button beside its seat's chips, never on a card, nor on the chips, a seat or the middle's
        words: sideways from the seat-to-middle line, the nearest free spot on the felt."""
        if self._button_seat not in self.seats:
            self.puck.hide()
            return
        i = self.seat_numbers.index(self._button_seat)
        p = QPointF(self.seats[self._button_seat].geometry().center())
        boxes = list(self._seat_rects.values())
        taken = self._middle_drawn + boxes + [bet.geometry() for bet in self.bets.values() if not bet.isHidden()]
        room = self.rect()

        def spots(far: bool):
            for beyond in ((48, 70, 100) if far else (26, 8)):
                b = self._towards_middle(i, beyond)
                dx, dy = b.x() - p.x(), b.y() - p.y()
                length = math.hypot(dx, dy) or 1.0
                side = 66 if dx <= 0 else -66
                for k in (side, -side, side * 1.6, -side * 1.6, 0) + ((side * 2.2, -side * 2.2) if far else ()):
                    yield QRect(int(b.x() - dy / length * k - 20), int(b.y() + dx / length * k - 20), 40, 40)

        # A card keeps a margin: a button touching the board reads as on it.
        cards = [r.adjusted(-CARD_MARGIN, -CARD_MARGIN, CARD_MARGIN, CARD_MARGIN) for r in self._card_ink]

        def cost(spot: QRect) -> int:
            """What the button would cover there: a card or a seat hides what the dealer reads, most."""
            hidden = sum(_area(spot.intersected(r)) for r in taken + cards if spot.intersects(r))
            hidden += 100 * sum(_area(spot.intersected(r)) for r in self._card_ink + boxes if spot.intersects(r))
            return hidden + (0 if room.contains(spot) else 10_000_000)

        # The first free spot on the felt, the nearer first; on a crowded table the one that covers least.
        every = [s for far in (False, True) for s in spots(far)]
        free = next((s for s in every if cost(s) == 0), None)
        if free is None:
            free = min(every, key=cost)
        self.puck.move(free.topLeft())
        self.puck.show()

    # -------------------------------------------------------------- state

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.puck.setAccessibleName(translate("Table", "dealer button"))
            if self._view is not None:
                self.show_table(self._view)
        super().changeEvent(event)

    def _show_seats(self, v: Table) -> None:
        over = v.phase == "complete"
        for s in v.seats:
            box = self.seats.get(s.seat)
            if box is not None:
                box.show_seat(s, over, next_card=s.seat == v.next_card_seat)

    def show_table(self, v: Table) -> None:
        self._view = v
        hole = max([1, *(len(s.shown) for s in v.seats)])     # card faces only once shown
        markers = tuple(seat_marker_kinds(s) for s in v.seats)      # in no language: the seats never move with it
        if hole != self.hole_cards or markers != self._markers:
            self.hole_cards, self._markers = hole, markers
            self._narrower = 0                   # the usual width first again (_place narrows if need be)
            self._regeometry(redraw=False)
        self._show_seats(v)
        self._button_seat = None
        for s in v.seats:
            if s.seat not in self.seats:
                continue
            bet = self.bets[s.seat]
            if s.bet:
                bet.setText(amount(s.bet))
                bet.setAccessibleName(translate("Table", "seat {seat} has {amount} in front").format(
                    seat=s.seat, amount=amount(s.bet)))
                bet.show()
            else:
                bet.hide()
            if s.button:
                self._button_seat = s.seat
        if v.hand_number:
            self.street.setText(translate("Table", "HAND {number} · {street}").format(
                number=v.hand_number, street=render(v.street).upper()))
        else:                                    # no hand dealt yet in this session
            self.street.setText(render(v.street).upper())
        if getattr(v, "bomb_pot", False):
            self.street.setText(translate("Table", "{street} · BOMB POT").format(street=self.street.text()))
        for i, card in enumerate(self.board):
            card.set_card(v.board[i] if i < len(v.board) else None)
        # A hand over with no board dealt (everyone folded before the flop): no empty slots, the room to the
        # words of its result.
        self._show_runs(getattr(v, "runs", ()), bool(v.board) or getattr(v, "phase", "") != "complete")
        self.pot.setText(translate("Table", "POT {amount}").format(amount=amount(v.pot)))
        # "{pot} {amount}" in the translations: French writes "pot annexe n° 1 : 1 000", never "1 1 000".
        shown_pots = [translate("Table", "{pot} {amount}").format(pot=render(name), amount=amount(n))
                      for name, n in v.pots]
        in_front = sum(s.bet for s in v.seats)
        lines = [" · ".join(shown_pots)] if len(shown_pots) > 1 else []
        if in_front:
            lines.append(translate("Table", "bets in front: {amount}").format(amount=amount(in_front)))
        self.pots.setText("\n".join(lines))
        self.results.setText("\n".join(render(line) for line in v.results))
        # Placing moves the middle and the chips (each move repaints where they were and are): only when
        # what is placed changed, not for every card dealt.
        if self._placing() != self._placed:
            self._place()

    def _show_runs(self, runs, board: bool = True) -> None:
        """A board run more than once: every run's board, one under the other, all one size, instead of the
        one board (ui/table/run_boards.py). ``board``: the one board is shown (when there are no runs)."""
        self.runs.show_runs(runs)
        shown = board and not runs
        if self.board_row.isHidden() == shown:
            self.board_row.setVisible(shown)

    def _placing(self) -> tuple:
        """What ``_place`` places the chips, the middle and the button by, besides the size."""
        return (self.size(), self._button_seat, self.geometry_, self.compact, self.hole_cards, self._markers,
                current_language(), tuple(self.seat_numbers), tuple(box.size() for box in self.seats.values()),
                tuple((b.isHidden(), b.text()) for b in self.bets.values()),
                tuple((label.isHidden(), label.text()) for label in (self.street, self.runs, self.pot, self.pots, self.results)),
                self.board_row.isHidden())
