"""A card redraws what it changed, and the screen is still right (issue 16, responsiveness).

The window redraws from the controller's view after every change. A card
dealt changes one seat (its cards), the seat the next card goes to, the
next-card line, the prompt and the message; a board card changes its slot.
Only those are repainted (not the 1600×1000 window: that was 20 ms a card),
and after many cards, hands, a language switch and a resize, what is on the
screen (the window's backing store, built from those partial repaints) is
exactly what a full repaint draws. Nothing here is timed: bench/console.py
measures the time.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from dealer_app.table.controller import TableController
from ui.kit.i18n import install_language
from ui.main_window import MainWindow
from ui.kit.redraw import restyle
from window_driver import shown_window


@pytest.fixture
def window(qtbot, controller) -> MainWindow:
    w = shown_window(qtbot, controller)
    settle()
    return w


def settle(wait_ms: int = 0) -> None:
    """Every pending update painted (the window's UpdateRequest handled); with ``wait_ms``, what the
    style finishes later too (a combo box drawn again a few ms after a language change in an earlier
    test), so that a spy sees only what its own step repaints."""
    for _ in range(3):
        QApplication.processEvents()
        if wait_ms:
            QTest.qWait(wait_ms)


class PaintSpy(QObject):
    """Where the window was repainted, in its coordinates, and which widgets were."""

    def __init__(self, window: QWidget):
        super().__init__()
        self.window = window
        self.region = QRegion()
        self.widgets: set[str] = set()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.window() is self.window:
            self.region = self.region.united(event.region().translated(obj.mapTo(self.window, QPoint(0, 0))))
            self.widgets.add(obj.objectName())
        return False

    def __enter__(self) -> "PaintSpy":
        settle(wait_ms=30)
        QApplication.instance().installEventFilter(self)
        return self

    def __exit__(self, *exc) -> None:
        settle()
        QApplication.instance().removeEventFilter(self)


def area(region: QRegion) -> int:
    return sum(r.width() * r.height() for r in region)


def on_window(widget: QWidget, window: QWidget) -> QRegion:
    return QRegion(widget.rect().translated(widget.mapTo(window, QPoint(0, 0))))


def union(widgets, window) -> QRegion:
    region = QRegion()
    for w in widgets:
        region = region.united(on_window(w, window))
    return region


def painted_outside(spy: PaintSpy, allowed: QRegion) -> list:
    return [(r.x(), r.y(), r.width(), r.height()) for r in spy.region.subtracted(allowed)]


def lines(window: MainWindow) -> list[QWidget]:
    """The lines a card changes besides the table: the next card, the prompt, the message."""
    return [window.next_card, window.prompt, window.message]


# ------------------------------------------------------------ what one card repaints

def test_a_hole_card_repaints_its_seat_the_next_seat_and_three_lines_only(window, controller):
    assert controller.deal_next_card() is None          # seat 1's first card (the hand's first redraw)
    settle()
    assert controller.view().next_card_seat == 2
    with PaintSpy(window) as spy:
        assert controller.deal_next_card() is None      # seat 2's first card; the next goes to seat 3
    assert controller.view().next_card_seat == 3
    seats = window.table.seats
    assert window.findChild(QLabel, "seat2Cards").text() == "1 card"
    allowed = union([seats[2], seats[3], *lines(window)], window)
    assert not painted_outside(spy, allowed), (painted_outside(spy, allowed), sorted(spy.widgets))
    assert spy.region.intersects(on_window(seats[2], window))        # one card more
    assert spy.region.intersects(on_window(seats[3], window))        # NEXT CARD moved there
    assert not any(spy.region.intersects(on_window(seats[n], window)) for n in (1, 4, 5, 6))
    assert not any(f"boardCard{i}" in spy.widgets for i in range(1, 6))
    # Two seats of 250×174 and three lines (the message's two lines, kept so that a wrapped message moves
    # nothing, are the widest, 1,542×52): under a seventh of the 1,600,000 px of the window (the whole
    # window was repainted for every card before).
    assert 2 * 250 * 174 <= area(spy.region) < 225_000


def _to_the_flop(controller: TableController) -> None:
    assert controller.deal_until_action() is None
    while controller.hand.phase == "bet":               # everyone calls, the big blind checks
        assert controller.act("call") is None or controller.act("check") is None
    while not controller.view().board:
        assert controller.deal_next_card() is None       # the burn, then the first card of the flop


def test_a_board_card_repaints_its_slot_and_three_lines_only(window, controller):
    _to_the_flop(controller)
    settle()
    assert len(controller.view().board) == 1
    with PaintSpy(window) as spy:
        assert controller.deal_next_card() is None      # the flop's second card
    assert len(controller.view().board) == 2
    board = window.table.board
    allowed = union([board[1], *lines(window)], window)
    assert not painted_outside(spy, allowed), (painted_outside(spy, allowed), sorted(spy.widgets))
    assert spy.region.intersects(on_window(board[1], window))
    assert not any(spy.region.intersects(on_window(board[i], window)) for i in (0, 2, 3, 4))
    assert not any(spy.region.intersects(on_window(box, window)) for box in window.table.seats.values())
    assert area(spy.region) < 135_000          # the slot and three lines, the message's two included


def test_a_view_redrawn_unchanged_repaints_nothing(window, controller):
    assert controller.deal_next_card() is None
    settle()
    with PaintSpy(window) as spy:
        window.refresh()
    assert spy.region.isEmpty(), sorted(spy.widgets)


def test_a_style_sheet_set_again_repaints_nothing_and_a_new_one_is_applied(qtbot):
    label = QLabel("POT 15")
    qtbot.addWidget(label)
    restyle(label, "font-size:38px; color:#ffffff;")
    label.show()
    qtbot.waitExposed(label)
    with PaintSpy(label) as spy:
        restyle(label, "font-size:38px; color:#ffffff;")
    assert spy.region.isEmpty()
    with PaintSpy(label) as spy:
        restyle(label, "font-size:38px; color:#ffa77a;")
    assert label.styleSheet() == "font-size:38px; color:#ffa77a;"
    assert not spy.region.isEmpty()
    # Rewritten after its owner (a small screen's type: 38 px -> 30 px), the same sheet given again
    # leaves the rewrite alone; a new one replaces it.
    label.setStyleSheet("font-size:30px; color:#ffa77a;")
    with PaintSpy(label) as spy:
        restyle(label, "font-size:38px; color:#ffa77a;")
    assert label.styleSheet() == "font-size:30px; color:#ffa77a;"
    assert spy.region.isEmpty()
    restyle(label, "font-size:38px; color:#ffffff;")
    assert label.styleSheet() == "font-size:38px; color:#ffffff;"


# ------------------------------------------------------------ the screen stays right

def _placed(window: MainWindow) -> list:
    """Where the chips, the middle and the button are."""
    t = window.table
    widgets = [t.centre, t.puck, *t.bets.values()]
    return [(w.objectName(), w.isHidden(), w.geometry().getRect()) for w in widgets]


def _assert_screen_is_a_full_redraw(window: MainWindow, what: str, tmp_path) -> None:
    settle()
    on_screen = window.screen().grabWindow(window.winId()).toImage()
    placed = _placed(window)
    window.table._place()                    # placed again from scratch: the same places
    assert _placed(window) == placed, what
    window.table._felt_drawn = (None, None)  # the felt drawn again too
    full = window.grab().toImage().convertToFormat(on_screen.format())   # every widget painted anew
    if on_screen != full:
        on_screen.save(str(tmp_path / "screen.png"))
        full.save(str(tmp_path / "full.png"))
        different = [(x, y) for y in range(0, full.height(), 4) for x in range(0, full.width(), 4)
                     if on_screen.pixel(x, y) != full.pixel(x, y)]
        pytest.fail(f"after {what}: the screen differs from a full repaint at {len(different)} sampled "
                    f"pixels, first {different[:5]} (images in {tmp_path})")


def test_after_many_cards_the_screen_is_what_a_full_repaint_draws(qapp, window, controller, tmp_path):
    qapp.setCursorFlashTime(0)              # no blinking caret between the two pictures
    rng = random.Random(16)
    cards = hands = 0
    try:
        while hands < 4:
            v = controller.view()
            if v.can_deal:
                assert controller.deal_next_card() is None
                cards += 1
                what = f"card {cards} (hand {v.hand_number}, {v.next_card})"
            elif v.pad is not None:
                kind = rng.choice(["call", "check", "fold", "raise", "call"])
                amount = v.pad.min_to if kind == "raise" else None
                if controller.act(kind, amount) is not None:
                    assert controller.act("call") is None or controller.act("check") is None
                what = f"an action in hand {v.hand_number}"
            elif v.can_show_down:
                assert controller.show_down() is None
                what = "the hands shown"
            elif v.can_push_pots:
                assert controller.push_pots() is None
                what = "the pots pushed"
            else:
                assert v.can_new_hand, v.prompt
                assert controller.new_hand() is None
                hands += 1
                what = f"new hand {hands}"
                if hands == 2:
                    install_language("fr")           # every word again, the felt's DEALER too
                elif hands == 3:
                    window.resize(1700, 1050)        # the felt drawn again at the new size
            _assert_screen_is_a_full_redraw(window, what, tmp_path)
    finally:
        install_language("en")
        qapp.processEvents()
    assert cards >= 40
