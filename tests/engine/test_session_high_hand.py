"""The high-hand promotion in the table session (RULES.md 12): every hand shown at a showdown checked
against the qualifying minimum and the period's board, the period decided by the time the hand is shown,
the board won at the period's end and the prize split in chip units; folded from the record (resume)."""
import json
from datetime import datetime

from engine.session.table import TableSession
from jackpot_helpers import heads_up_all_in
from high_hand_helpers import NINES_BOARD, high_hand_table, showdown_at


def resumed(session):
    return TableSession.replay(session.initial_settings, json.loads(json.dumps(session.record)))


def leaders(session):
    return [(h.hand, h.seat, h.player, h.shown.name.english(), " ".join(sorted(map(str, h.shown.five))))
            for h in session.high_hand.leaders]


def test_below_the_minimum_nothing_then_four_nines_lead_the_period_of_the_time_shown():
    session = high_hand_table()
    # Kings up (Ah Kd) and nines and twos (2d 3h): both below aces full.
    showdown_at(session, "2025-03-01T14:05:00", {1: ("Ah", "Kd"), 2: ("2d", "3h")}, NINES_BOARD)
    assert session.high_hand.leaders == () and session.high_hand.board is None
    showdown_at(session, "2025-03-01T14:10:30", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    assert leaders(session) == [(2, 1, "Anna", "four nines", "9c 9d 9h 9s Kh")]
    board = session.high_hand.board
    assert (board.start, board.end) == (datetime(2025, 3, 1, 14), datetime(2025, 3, 1, 15))
    assert resumed(session).high_hand == session.high_hand


def test_a_better_hand_replaces_an_equal_one_joins_and_the_tie_splits_the_prize_in_chip_units():
    session = high_hand_table(prize=10_005)
    showdown_at(session, "2025-03-01T14:05:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    # Four kings (Kc Kd with the board's Ks Kh) replace four nines.
    showdown_at(session, "2025-03-01T14:20:00", {1: ("2d", "3h"), 2: ("Kc", "Kd")}, ("Ks", "Kh", "9c", "7s", "2c"))
    assert [h.hand for h in session.high_hand.board.hands] == [2]
    # A worse hand (four nines again) changes nothing; four kings with the same ace kicker join.
    showdown_at(session, "2025-03-01T14:30:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    showdown_at(session, "2025-03-01T14:40:00", {1: ("Ks", "Kh"), 2: ("2d", "3h")}, ("Kc", "Kd", "Ac", "7s", "2c"))
    showdown_at(session, "2025-03-01T14:45:00", {1: ("2d", "3h"), 2: ("Kc", "Kd")}, ("Ks", "Kh", "Ac", "7s", "2c"))
    assert [(h.hand, h.seat) for h in session.high_hand.board.hands] == [(4, 1), (5, 2)]
    assert session.high_hand.won == ()
    # The first entry recorded at 15:00 ends the period: 10,005 in chips of 5 = 2,001 units, the odd one first.
    session.rebuy(1, 100, at="2025-03-01T15:00:00")
    (won,) = session.high_hand.won
    assert [h.hand for h in won.board.hands] == [4, 5] and won.shares == (5_005, 5_000) and won.prize == 10_005
    assert session.high_hand.board is None
    assert [h.hand for h in session.high_hand.leaders] == [1, 2, 4, 5]
    assert resumed(session).high_hand == session.high_hand


def test_the_period_boundary_is_the_time_shown_start_included_end_excluded():
    session = high_hand_table()
    showdown_at(session, "2025-03-01T14:59:59", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    assert session.high_hand.board.start == datetime(2025, 3, 1, 14)
    # A worse hand shown at 15:00:00 is the next period's: it leads there, the 14:00 board is won.
    showdown_at(session, "2025-03-01T15:00:00", {1: ("2d", "3h"), 2: ("7d", "7s")}, ("Qh", "7h", "7c", "2s", "3c"))
    (won,) = session.high_hand.won
    assert won.board.start == datetime(2025, 3, 1, 14) and [h.hand for h in won.board.hands] == [1]
    assert won.shares == (10_000,)
    board = session.high_hand.board
    assert board.start == datetime(2025, 3, 1, 15) and [h.shown.name.english() for h in board.hands] == [
        "four sevens"]


def test_holdem_both_hole_cards_must_play_when_the_house_says_so():
    # Board 9c 9s 9h 7s 2c: 9d 3c make four nines with only the 9d playing (the 3 is no kicker).
    holes, board = {1: ("9d", "3c"), 2: ("2d", "4h")}, ("9c", "9s", "9h", "7s", "Kc")
    strict = high_hand_table()
    showdown_at(strict, "2025-03-01T14:05:00", holes, board)
    assert strict.high_hand.leaders == ()
    loose = high_hand_table(both_hole_cards=False)
    showdown_at(loose, "2025-03-01T14:05:00", holes, board)
    assert leaders(loose) == [(1, 1, "Anna", "four nines", "9c 9d 9h 9s Kc")]


def test_off_by_default_and_a_hand_without_a_time_is_not_placed():
    session = high_hand_table()
    heads_up_all_in(session, {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)   # no time on its inputs
    assert session.high_hand.leaders == ()
