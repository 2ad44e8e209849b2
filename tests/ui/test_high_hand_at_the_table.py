"""The high hand at the table, through the console window by keys (issue 28, RULES.md 12 "High hand").

Hold'em 5/10 with the high hand on (every hour, aces full or better, prize 10,005 in chips of 5), Anna and
Boris seated; the practice deck arranged so that Anna's 9♥ 9♦ make four nines with the board 9♣ 9♠ K♥ 7♠ 2♣.
The hand is dealt and played by keys (D, C, S, P): the showdown records the high hand, and the standing
jackpot line says the period's leader in French, English and Russian; a later entry past the period's end
says its winner and the prize paid.
"""
from __future__ import annotations

import json
import sqlite3
from datetime import timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from engine.cards import parse_card

from console_driver import key
from high_hand_helpers import BURNS, HIGH_HAND, HOLDEM, NINES_BOARD

SETTINGS = ('[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = 5\nmin_buy_in = 100\nmax_buy_in = 5000\n'
            '[table]\nseats = 9\n' + HOLDEM + HIGH_HAND.replace("10000", "10005"))
SAID = {"fr": "High hand 20:00–21:00 : carré de neuf, siège 1 (Anna)",
        "en": "High hand 20:00–21:00: four nines, seat 1 (Anna)",
        "ru": "Хай-хенд 20:00–21:00: каре девяток, место 1 (Anna)"}
WON = {"fr": "High hand 20:00–21:00 gagné : siège 1 (Anna) 10\u00a0005",
       "en": "High hand 20:00–21:00 won: seat 1 (Anna) 10,005",
       "ru": "Хай-хенд 20:00–21:00 выигран: место 1 (Anna) 10\u00a0005"}


class ArrangedDeck:
    """The practice deck as the hand asks it: the card it expects next."""

    def __init__(self, controller, holes):
        self.controller, self.holes = controller, holes

    def __iter__(self):
        hand = self.controller.hand
        exp = hand.expected_card()
        if exp.kind == "hole":
            card = self.holes[self.controller.session.seat_of_player(exp.player)][exp.number - 1]
        elif exp.kind == "burn":
            card = BURNS[len(hand.burns)]
        else:
            card = NINES_BOARD[exp.number - 1]
        return iter([parse_card(card)])


def play(qtbot, window, controller, holes) -> None:
    key(qtbot, window, Qt.Key.Key_N)
    controller._deck = ArrangedDeck(controller, holes)
    for _ in range(60):
        v = controller.view()
        if not v.hand_in_progress:
            return
        if v.can_push_pots:
            key(qtbot, window, Qt.Key.Key_P)
        elif v.can_show_down:
            key(qtbot, window, Qt.Key.Key_S)
        elif v.can_deal:
            key(qtbot, window, Qt.Key.Key_D)
        else:
            key(qtbot, window, Qt.Key.Key_C)
    raise AssertionError("the hand did not end")


def test_four_nines_shown_lead_the_period_on_the_jackpot_line_then_win_it(qtbot, console, store_path, language):
    window, controller = console()
    assert controller.open_session(SETTINGS) is None
    for seat, name in ((1, "Anna"), (2, "Boris")):
        assert controller.sit(seat, name, 500) is None
    play(qtbot, window, controller, {1: ("9h", "9d"), 2: ("2d", "3h")})
    line = window.findChild(QLabel, "jackpotLine")
    assert line.isVisible() and line.text().endswith(" · " + SAID[language]), line.text()
    conn = sqlite3.connect(store_path)
    (payload,) = [json.loads(p) for (p,) in conn.execute("SELECT payload FROM events WHERE kind = 'high-hand'")]
    conn.close()
    assert (payload["seat"], payload["player"], payload["name"]) == (1, "Anna", "four nines")
    # An hour on: the next request recorded ends the period, and the line says who won what.
    controller.ctx.now.now += timedelta(hours=1)
    assert controller.sit(3, "Chloé", 500) is None
    controller._changed("view")
    assert WON[language] in line.text() and SAID[language] not in line.text(), line.text()
