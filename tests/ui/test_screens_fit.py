"""Every screen fits the smallest table terminal, in French, English and Russian (issue 16, points 5 and 6).

The console runs on 1366×768 and 1280×1024 table terminals: its windows must work at 1280×720 (1366×768
less a window manager's title bar and panel, and 1280 wide). Each screen is brought up as the dealer
meets it (tests/screens.py: a 7-seat 6-card Omaha table with long French and Russian names, the hands
shown, every dialog) and every QLabel, button, field and choice box is measured with Qt's font metrics
against the room its widget gives it (tests/fit_check.py): one text cut, or one control outside its
window, fails the test with the control's name and its words.

The seats draw their own type: their size comes from ``seat_geometry``, computed from the same font
metrics, and the widest hand (six cards of "10♣") is checked against it for every table size.
"""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from engine.games import GAMES
from fit_check import cut_texts, rich_text_width
from screens import SMALLEST, console, every_screen
from ui.kit import fit
from ui.table.seat_geometry import WIDEST_CARD, card_lines, cards_html, seat_geometry, _font


def test_every_screen_fits_1280_by_720(qtbot, tmp_path, language):
    cut = {}
    for name, widget in every_screen(qtbot, tmp_path, SMALLEST):
        assert widget.width() <= SMALLEST[0] and widget.height() <= SMALLEST[1], \
            f"{name} is {widget.width()}×{widget.height()}, larger than the screen"
        problems = cut_texts(widget)
        table = getattr(widget, "table", None)
        if table is not None and hasattr(table, "hidden_by_seats"):
            problems += table.hidden_by_seats() + table.bets_nearer_another_seat()
        if problems:
            cut[name] = problems
    assert not cut, "\n".join(f"{language} {name}: {p}" for name, problems in cut.items() for p in problems)


def test_every_screen_fits_a_1280_by_1024_terminal_in_french(qtbot, tmp_path, french):
    """The other usual table terminal: narrow (the compact type) but tall."""
    cut = {}
    for name, widget in every_screen(qtbot, tmp_path, (1280, 1024)):
        table = getattr(widget, "table", None)
        problems = cut_texts(widget) + (table.hidden_by_seats() if hasattr(table, "hidden_by_seats") else [])
        if problems:
            cut[name] = problems
    assert not cut, "\n".join(f"{name}: {p}" for name, problems in cut.items() for p in problems)


def test_the_console_keeps_touch_targets_at_1280_by_720(qtbot, tmp_path):
    with console(qtbot, tmp_path, SMALLEST) as window:
        assert (window.width(), window.height()) == SMALLEST
        low = [(b.objectName(), b.height()) for b in window.findChildren(QPushButton)
               if b.isVisible() and b.height() < fit.theme.COMPACT_BUTTON_HEIGHT]
        assert not low, f"buttons under {fit.theme.COMPACT_BUTTON_HEIGHT} px: {low}"


def test_a_long_refusal_does_not_move_the_table(qtbot, tmp_path):
    """The message line keeps room for two lines: a refusal that wraps moves nothing above it."""
    with console(qtbot, tmp_path, SMALLEST) as window:
        before = window.table.geometry()
        window._say("x " * 100, True)             # two lines at 1280 px
        window.layout().activate()
        qtbot.wait(20)
        assert window.table.geometry() == before


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("count", range(2, 11))
def test_each_seat_holds_the_widest_hand_of_any_game_it_can_deal(qapp, count, compact):
    """Six cards of "10♣" (6-card Omaha) in a 7-seat box, four in a 9-seat one, two at ten seats, and every
    game at every table size (the seats are the table's, whatever the game: RULES.md 1): each line of the
    card row, laid out as the seat's label lays it out, fits inside the box's border."""
    for game in GAMES.values():
        g = seat_geometry(count, compact, game.hole_cards)
        cards = [WIDEST_CARD] * game.hole_cards
        lines = card_lines(cards, g.cards_px, g.inner_width)
        assert len(lines) == g.card_lines
        for line in lines:
            drawn = rich_text_width(cards_html(line, g.cards_px), _font(g.px[4], False))
            assert drawn <= g.inner_width, f"{game.key} at {count} seats: {drawn:.0f} > {g.inner_width}"


HOLDEM_TEN = """
[game]
variant = "holdem"
structure = "no-limit"

[stakes]
small_blind = 5
big_blind = 10
chip_unit = 1
min_buy_in = 500
max_buy_in = 10000

[table]
seats = 10
"""


@pytest.mark.parametrize("size", [SMALLEST, (1366, 768), (1600, 1000), (1920, 1080)])
def test_ten_seats_all_in_front_each_chips_beside_their_own_seat(qtbot, tmp_path, size, language):
    """Ten players, every one with chips in front (everyone calls the big blind, the big blind raises):
    each stack of chips is nearer its own seat than any other, none under the middle's words, the middle
    under no seat."""
    from screens import Dealer
    with console(qtbot, tmp_path, size) as window:
        controller = window.controller
        assert controller.open_session(HOLDEM_TEN) is None, controller.view().message
        for seat in range(1, 11):
            assert controller.sit(seat, f"Joueur numéro {seat}", 1000) is None, controller.view().message
        assert controller.new_hand() is None
        Dealer(controller).deal_to_action()
        while controller.view().pad is not None and not controller.view().pad.can_check:
            assert controller.act("call") is None
        assert controller.act("raise", 40) is None                      # the big blind: ten stacks in front
        qtbot.wait(20)
        table = window.table
        assert sum(not bet.isHidden() for bet in table.bets.values()) == 10
        assert table.bets_nearer_another_seat() == []
        assert table.hidden_by_seats() == []
        assert cut_texts(window) == []


@pytest.mark.parametrize("count", range(2, 11))
@pytest.mark.parametrize("size", [SMALLEST, (1366, 740), (1600, 1000)])
def test_no_seat_box_lies_on_another(qtbot, tmp_path, size, count):
    """Every table size on the smallest screen, a 1366×768 one under a title bar, and the usual one."""
    with console(qtbot, tmp_path, size) as window:
        controller = window.controller
        settings = HOLDEM_TEN.replace("seats = 10", f"seats = {count}")
        assert controller.open_session(settings) is None, controller.view().message
        qtbot.wait(20)
        assert len(window.table.seats) == count
        assert window.table.seats_overlapping() == []
        assert window.table.hidden_by_seats() == []
