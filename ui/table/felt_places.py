"""Where things go on the felt (the table widget's placing, as plain geometry): a seat on the oval or, when
ten seats do not fit round it, on a track along the table's edges, pushed apart where two still touch; a
seat's chips between its box and the middle, on felt that nothing else covers."""
from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize
from PySide6.QtWidgets import QWidget


def on(table: QWidget, widget: QWidget) -> QRect:
    """``widget``'s box in the table's coordinates."""
    return QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())


def gap(a: QRect, b: QRect) -> float:
    """How far apart two boxes are (0 when they touch or overlap)."""
    dx = max(0, b.left() - a.right(), a.left() - b.right())
    dy = max(0, b.top() - a.bottom(), a.top() - b.bottom())
    return math.hypot(dx, dy)


def area(r: QRect) -> int:
    return max(0, r.width()) * max(0, r.height())


def oval_point(oval: QRectF, slots: int, index: int, flat: float, shrink: float = 1.0) -> QPointF:
    """Where seat ``index`` (0 = the dealer's left) sits on the oval, clockwise from the dealer at the
    bottom; ``slots``: the seats and the dealer's."""
    t = 2 * math.pi * (index + 1) / slots
    rx, ry = oval.width() / 2 * shrink, oval.height() / 2 * shrink
    c = oval.center()
    down = math.cos(t)
    # A low table: the seats near the top and the bottom go towards the rail, leaving the middle
    # its room (a flatter curve than the oval's, as flat as the seats allow: TableWidget._place).
    down = math.copysign(abs(down) ** flat, down)
    return QPointF(c.x() - rx * math.sin(t), c.y() + ry * down)


def track_point(index: int, count: int, seat_w: float, seat_h: float, width: float, height: float) -> QPointF:
    """Where seat ``index`` of ``count`` sits on a track along the table's edges (its centre), clockwise
    from the dealer at the bottom's middle: the bottom edge to the left, up the left, the top, down the
    right. ``width``, ``height``: the table's."""
    left, top = seat_w / 2, seat_h / 2
    width, height = width - seat_w, height - seat_h
    along = (index + 1) * 2 * (width + height) / (count + 1)
    legs = ((width / 2, lambda d: QPointF(left + width / 2 - d, top + height)),
            (height, lambda d: QPointF(left, top + height - d)),
            (width, lambda d: QPointF(left + d, top)),
            (height, lambda d: QPointF(left + width, top + d)),
            (width / 2, lambda d: QPointF(left + width - d, top + height)))
    for length, point in legs:
        if along <= length:
            return point(along)
        along -= length
    return QPointF(left + width / 2, top + height)


def pushed_apart(rects: list[QRectF], width: float, height: float) -> list[QRectF]:
    """Ten seats on a low table: boxes that still lie on each other pushed apart, each pair along the way
    that needs the least (the table's edges, ``width`` × ``height``, hold them), until none does."""
    for _ in range(200):
        moved = False
        for a in range(len(rects)):
            for b in range(a + 1, len(rects)):
                both = rects[a].intersected(rects[b])
                if both.isEmpty():
                    continue
                moved = True
                dx = (both.width() + 1) / 2 * (1 if rects[b].center().x() >= rects[a].center().x() else -1)
                dy = (both.height() + 1) / 2 * (1 if rects[b].center().y() >= rects[a].center().y() else -1)
                if both.width() < both.height():
                    rects[a].translate(-dx, 0)
                    rects[b].translate(dx, 0)
                else:
                    rects[a].translate(0, -dy)
                    rects[b].translate(0, dy)
        for r in rects:
            r.moveLeft(min(max(0.0, r.left()), width - r.width()))
            r.moveTop(min(max(0.0, r.top()), height - r.height()))
        if not moved:
            break
    return rects


def chips_spot(own_box: QRect, others: list[QRect], taken: list[QRect], size: QSize,
               towards: Callable[[float], QPointF]) -> tuple[int, QRect]:
    """Where a seat's chips (``size``) go: towards the middle (``towards(px)``: the point that far past
    the seat's box), but never over what is ``taken`` (the street, the board, the pot, the seats): a
    little closer to the seat, or to one side, when something is in the way. When nothing is free, the
    spot that covers the least. Returns (how much it covers, 0: nothing; the spot)."""
    seat = QPointF(own_box.center())
    least = None
    for beyond in (34, 24, 44):
        b = towards(beyond + size.height() / 2 - 20)
        dx, dy = b.x() - seat.x(), b.y() - seat.y()
        length = math.hypot(dx, dy) or 1.0
        for side in (0, 40, -40, 80, -80):
            x = b.x() - dy / length * side - size.width() / 2
            y = b.y() + dx / length * side - size.height() / 2
            spot = QRect(int(x), int(y), size.width(), size.height())
            hit = [r for r in taken if spot.intersects(r)]
            covered = sum(area(spot.intersected(r)) for r in hit) if hit else 0
            if least is not None and covered >= least[0]:
                continue
            # Never nearer another seat than its own: the chips would be read as the neighbour's.
            mine = gap(spot, own_box)
            if any(gap(spot, r) < mine for r in others):
                continue
            if not hit:
                return 0, spot
            least = (covered, spot)
    if least is None:                        # nowhere nearer its own seat: beside it, on the felt side
        least = (1, QRect(towards(size.height() / 2).toPoint() - QPoint(size.width() // 2, size.height() // 2),
                          size))
    return least
