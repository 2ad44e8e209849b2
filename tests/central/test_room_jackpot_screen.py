"""The room's jackpot screen from the central record (issue 28 point 5): each table's meter, the shared pool's,
the last jackpot paid, and the high-hand board of the current period across tables, the five cards valued
again by the engine (the table's word never taken)."""
from __future__ import annotations

import psycopg

from dealer_app.central.high_hands import read_high_hands
from dealer_app.central.jackpot_claims import set_pool
from dealer_app.central.room_jackpot import read_last_hit, read_meters
from dealer_app.floor.jackpot_screen import JackpotScreen
from house_helpers import HOUR_US, NOON_UTC_US
from jackpot_room_helpers import high_hand, hit, increment, jackpot_table, paid, send

MINUTE_US = 60_000_000
ON = "[jackpot]\non = true\npercent = 1\nstart = 1000\n"
SHARED = ON + "shared = true\n"
HIGH = '[high_hand]\non = true\nminutes = 60\nminimum = "As Ad Ac Kh Kd"\n'


def session(text):
    return {"file": text}


def read(url, what, *args):
    with psycopg.connect(url, autocommit=True) as conn:
        return what(conn, *args)


def test_each_table_its_meter_and_the_last_jackpot_paid(tmp_path, floor_url, table_url):
    t4 = jackpot_table(tmp_path, "T4", hands=2, session_settings=session(ON))
    increment(t4, 1, 1_050, 10, 10_000)
    hit(t4, 2)
    paid(t4, 2, restarts_at=1_000)
    t1 = jackpot_table(tmp_path, "T1", hands=1, seed=11, session_settings=session(ON))
    increment(t1, 1, 1_050, 10, 2_010)
    t2 = jackpot_table(tmp_path, "T2", hands=1, seed=5, session_settings=session(ON))   # no increment yet
    t3 = jackpot_table(tmp_path, "T3", hands=1, seed=5, session_settings=session("[jackpot]\non = false\n"))
    for store in (t4, t1, t2, t3):
        send(store, table_url)
    meters = read(floor_url, read_meters)
    assert [(m.table_id, m.amount) for m in meters] == [("T1", 2_010), ("T2", 1_000), ("T4", 1_000)]
    last = read(floor_url, read_last_hit)
    assert (last.table_id, last.meter, last.loser, last.losing, last.winning) == (
        "T4", 10_000, "Alice", "four sevens", "straight flush, jack high")


def test_a_shared_pool_one_meter_over_its_tables(tmp_path, floor_url, table_url, central_db):
    t1 = jackpot_table(tmp_path, "T1", hands=2, session_settings=session(SHARED))
    t2 = jackpot_table(tmp_path, "T2", hands=2, seed=11, session_settings=session(SHARED))
    t5 = jackpot_table(tmp_path, "T5", hands=1, seed=5, session_settings=session(ON))
    increment(t1, 1, 1_050, 10, 1_010, pool="room")
    increment(t2, 1, 2_100, 20, 1_020, pool="room")
    increment(t1, 2, 500, 5, 1_035, pool="room")
    increment(t5, 1, 1_050, 10, 1_010)
    for store in (t1, t2, t5):
        send(store, table_url)
    # Not set by the room yet: its tables' claims would be refused, and the screen shows no amount for it.
    assert [(m.pool, m.tables, m.amount) for m in read(floor_url, read_meters)] == [(None, ("T5",), 1_010)]
    with psycopg.connect(central_db, autocommit=True) as conn:
        set_pool(conn, "room", 1_000)
    # The central record's own meter (the one a claim pays): its start and both tables' increments.
    meters = read(floor_url, read_meters)
    assert [(m.pool, m.tables, m.amount) for m in meters] == [("room", ("T1", "T2"), 1_035),
                                                              (None, ("T5",), 1_010)]


def test_the_high_hand_board_across_tables_the_best_kept_ties_all_kept(tmp_path, floor_url, table_url):
    t1 = jackpot_table(tmp_path, "T1", hands=2, session_settings=session(HIGH))
    t4 = jackpot_table(tmp_path, "T4", hands=2, seed=11, session_settings=session(HIGH))
    t2 = jackpot_table(tmp_path, "T2", hands=2, seed=5, session_settings=session(HIGH))
    high_hand(t1, 1, 3, "Alice", ["Ah", "Ad", "Ac", "Kh", "Kd"], "aces full of kings", NOON_UTC_US + 10 * MINUTE_US)
    high_hand(t4, 1, 2, "Bob", ["2s", "2h", "2d", "2c", "9h"], "four twos", NOON_UTC_US + 20 * MINUTE_US)
    high_hand(t2, 1, 5, "Chloé", ["2s", "2h", "2d", "2c", "9s"], "four twos", NOON_UTC_US + 25 * MINUTE_US)
    high_hand(t1, 2, 4, "Dmitri", ["3s", "3h", "3d", "3c", "Ks"], "four threes", NOON_UTC_US - 10 * MINUTE_US)
    for store in (t1, t4, t2):
        send(store, table_url)
    board = read(floor_url, read_high_hands, NOON_UTC_US + 30 * MINUTE_US)
    assert [(h.table_id, h.player, h.name) for h in board.hands] == [("T4", "Bob", "four twos"),
                                                                     ("T2", "Chloé", "four twos")]
    assert (board.start.hour, board.end.hour) == (12, 13) and board.refused == ()
    before = read(floor_url, read_high_hands, NOON_UTC_US - 5 * MINUTE_US)          # the 11:00 period's
    assert [(h.player, h.name) for h in before.hands] == [("Dmitri", "four threes")]


def test_the_tables_word_is_not_taken(tmp_path, floor_url, table_url):
    t1 = jackpot_table(tmp_path, "T1", hands=2, session_settings=session(HIGH))
    t3 = jackpot_table(tmp_path, "T3", hands=4, seed=11, session_settings=session(HIGH))
    at = NOON_UTC_US + 10 * MINUTE_US
    high_hand(t1, 1, 3, "Alice", ["Ah", "Ad", "Ac", "Kh", "Kd"], "aces full of kings", at)
    high_hand(t3, 1, 1, "Liar", ["Ks", "Kh", "Qd", "Qc", "2s"], "royal flush", at)          # two pair named royal
    high_hand(t3, 2, 1, "Twice", ["As", "As", "Ks", "Qs", "Js"], "four aces", at)           # one card twice
    high_hand(t3, 4, 1, "Small", ["Kh", "Kd", "Kc", "Qh", "Qd"], "kings full of queens", at)  # below aces full
    for store in (t1, t3):
        send(store, table_url)
    board = read(floor_url, read_high_hands, NOON_UTC_US + 15 * MINUTE_US)
    assert [(h.player, h.name) for h in board.hands] == [("Alice", "aces full of kings")]
    assert sorted((r.hand, r.code) for r in board.refused) == [(1, "name"), (2, "cards"), (4, "minimum")]


def test_a_period_that_does_not_hold_its_time_is_refused(tmp_path, floor_url, table_url):
    t3 = jackpot_table(tmp_path, "T3", hands=1, session_settings=session(HIGH))
    store_time = NOON_UTC_US + 10 * MINUTE_US
    t3.append("high-hand", {"hand": 1, "seat": 1, "player": "Early", "five": ["Ks", "Qs", "Js", "Ts", "9s"],
                            "name": "straight flush, king high", "shown_at": "2026-11-26T12:10:00Z",
                            "period": ["2026-11-26T13:00:00Z", "2026-11-26T14:00:00Z"]})
    send(t3, table_url)
    board = read(floor_url, read_high_hands, store_time + HOUR_US)
    assert board.hands == () and [(r.hand, r.code) for r in board.refused] == [(1, "period")]


def test_the_screen_reads_it_all_and_says_when_the_server_is_lost(tmp_path, floor_url, table_url):
    t4 = jackpot_table(tmp_path, "T4", hands=2, session_settings=session(ON + HIGH))
    increment(t4, 1, 1_050, 10, 10_000)
    hit(t4, 2)
    paid(t4, 2)
    high_hand(t4, 2, 5, "Bob", ["Jd", "Td", "9d", "8d", "7d"], "straight flush, jack high", NOON_UTC_US + 5 * MINUTE_US)
    send(t4, table_url)
    screen = JackpotScreen(floor_url, clock=lambda: (NOON_UTC_US + 30 * MINUTE_US) / 1e6, zone="UTC")
    try:
        view = screen.refresh()
    finally:
        screen.stop()
    assert [(m.name, m.amount) for m in view.meters] == [("Table T4", 1_000)]
    assert view.last_hit == ("Last jackpot: 10,000 at table T4, 2026-11-26 12:00 — Alice's four sevens beaten by "
                             "straight flush, jack high")
    assert view.high_hand_title == "High hand 12:00–13:00"
    assert view.high_hands == ("Bob, table T4: straight flush, jack high — J♦ 10♦ 9♦ 8♦ 7♦",) and view.live
    gone = JackpotScreen(floor_url.replace(floor_url.rsplit(":", 1)[1].split("/")[0], "1"), zone="UTC")
    try:
        view = gone.refresh()
    finally:
        gone.stop()
    assert not view.live and view.lost.startswith("The central record cannot be reached since ")


def test_the_command_draws_the_screen_from_the_record(tmp_path, floor_url, table_url):
    import subprocess
    import sys
    from pathlib import Path
    from PySide6.QtGui import QImage
    t4 = jackpot_table(tmp_path, "T4", hands=2, session_settings=session(ON))
    increment(t4, 1, 1_050, 10, 123_456)
    send(t4, table_url)
    png = tmp_path / "display.png"
    done = subprocess.run([sys.executable, "-m", "dealer_app", "jackpot-display", "--central", floor_url,
                           "--lang", "en", "--window", "1366x768", "--screenshot", str(png)],
                          cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1366, 768)
    bad = subprocess.run([sys.executable, "-m", "dealer_app", "jackpot-display", "--central", "T4"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "postgresql://" in bad.stderr


def test_a_table_whose_session_closed_leaves_the_screen(tmp_path, floor_url, table_url):
    t6 = jackpot_table(tmp_path, "T6", hands=1, session_settings=session(ON))
    increment(t6, 1, 1_050, 10, 1_010)
    send(t6, table_url)
    assert [(m.table_id, m.amount) for m in read(floor_url, read_meters)] == [("T6", 1_010)]
    t6.close_session(by="Floor Sam")
    send(t6, table_url)
    assert read(floor_url, read_meters) == ()
