"""The floor station's room board against a real server (issue 19): live through LISTEN/NOTIFY, alarms in red,
a server restart caught up, stale rows said so."""
from __future__ import annotations

import psycopg
import pytest

from central_helpers import dealing_store, send, wait_until
from dealer_app.central import record
from dealer_app.central.uplink import Uplink
from dealer_app.floor.board import RoomBoard
from dealer_app.store.chain import event_bytes, link
from store_helpers import FakeClock, play


def line_of(board, table):
    lines = [line for line in board.view().lines if line.table == table]
    assert len(lines) == 1, board.view()
    return lines[0]


def test_every_table_with_its_game_stakes_hand_players_dealer_and_sync(tmp_path, central_db, table_url, floor_url):
    t1 = dealing_store(tmp_path / "t1.sqlite", hands=2, table="T1")
    t4 = dealing_store(tmp_path / "t4.sqlite", hands=3, table="T4", seed=11)
    send(t1, table_url)
    send(t4, table_url)
    board = RoomBoard(floor_url)
    try:
        board.refresh()
        view = board.view()
    finally:
        board.stop()
    assert [line.table for line in view.lines] == ["T1", "T4"] and view.live
    line = line_of(board, "T4")
    start = t4.load_hand(3).config
    assert (line.hand, line.players, line.dealer) == (3, len(start.players), "D-017")
    assert line.stakes == f"{start.stakes.small_blind}/{start.stakes.big_blind}"
    assert start.game.name in line.game
    assert (line.status_code, line.status, line.synced) == ("idle", "idle", "synced through hand 3")
    assert (line.alarm, line.alarm_red, line.conflict, line.pot) == ("", False, False, None)
    assert str(view.heading).startswith("2 tables — live")


def test_a_new_hand_shows_live_with_its_pot_in_play(tmp_path, central_db, table_url, floor_url):
    store = dealing_store(tmp_path / "t.sqlite", hands=1, table="T2")
    send(store, table_url)
    changes = []
    board = RoomBoard(floor_url, poll=60.0, on_change=changes.append).start()   # no poll: notifications only
    try:
        wait_until(lambda: board.view().lines and board.view().lines[0].hand == 1, what="the first refresh")
        open_hand = play(store, 7, stop_after=6)           # hand 2, still being dealt
        send(store, table_url)
        wait_until(lambda: line_of(board, "T2").hand == 2, what="hand 2 on the board")
        line = line_of(board, "T2")
        assert line.status_code == "dealing" and line.status == "dealing"
        assert line.pot == open_hand.hand.pot > 0            # the open hand's chips so far, from its events
        assert line.synced == "synced through hand 1"
        assert any(stores == frozenset({line.store_id}) for stores in changes)   # refreshed by its notification
    finally:
        board.stop()


def test_a_fork_alarm_shows_red(tmp_path, central_db, table_url, floor_url):
    store = dealing_store(tmp_path / "t.sqlite", hands=1, table="T3")
    send(store, table_url)
    sid = store._conn.execute("SELECT store_id FROM store_identity").fetchone()[0]
    row = store._conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload "
                              "FROM events WHERE seq = 5").fetchone()
    before = store._conn.execute("SELECT hash FROM events WHERE seq = 4").fetchone()[0]
    other = event_bytes(*row[:7], row[7] + 1, row[8])        # another event 5: another history of this table
    with psycopg.connect(table_url(store.table), autocommit=True) as conn:
        assert record.ingest(conn, sid, 5, [other], [link(before, other)]).status == "fork"
    board = RoomBoard(floor_url)
    try:
        board.refresh()
    finally:
        board.stop()
    line = line_of(board, "T3")
    assert line.alarm_red and "FORK" in line.alarm


def test_two_consoles_claiming_one_table_are_a_conflict(tmp_path, central_db, table_url, floor_url):
    a = dealing_store(tmp_path / "a.sqlite", hands=1, table="T5")
    b = dealing_store(tmp_path / "b.sqlite", hands=1, table="T5")     # same clock start: dealing at the same time
    send(a, table_url)
    send(b, table_url)
    board = RoomBoard(floor_url)
    try:
        board.refresh()
    finally:
        board.stop()
    lines = board.view().lines
    assert [line.table for line in lines] == ["T5", "T5"]
    assert all(line.conflict and line.alarm_red and "CONFLICT" in line.alarm for line in lines)


def test_stale_rows_say_since_when(tmp_path, central_db, table_url, floor_url):
    store = dealing_store(tmp_path / "t.sqlite", hands=1, table="T6")
    send(store, table_url)
    now = [1_800_000_000.0]
    board = RoomBoard(floor_url, stale_after=10.0, clock=lambda: now[0])
    try:
        board.refresh()
        assert line_of(board, "T6").status_code == "idle"
        now[0] += 10.5
        line = line_of(board, "T6")
    finally:
        board.stop()
    import time
    assert line.status_code == "stale"
    assert line.status == f"stale since {time.strftime('%H:%M:%S', time.localtime(1_800_000_000.0))}"


def test_offline_and_closed_tables(tmp_path, central_db, table_url, floor_url):
    quiet = dealing_store(tmp_path / "q.sqlite", hands=1, table="T7")
    closing = dealing_store(tmp_path / "c.sqlite", hands=0, table="T8")
    closing.open_session({}, by="M-01")
    play(closing, 7)
    closing.close_session(by="M-01")
    send(quiet, table_url)
    send(closing, table_url)
    board = RoomBoard(floor_url, offline_after=1.0)
    try:
        board.refresh()
        assert line_of(board, "T7").status_code == "idle"
        assert line_of(board, "T8").status_code == "closed"
        import time
        time.sleep(1.6)                          # no word from T7 for longer than offline_after
        board.refresh()
        line = line_of(board, "T7")
        assert line.status_code == "offline" and line.status.startswith("offline since ")
        # The uplink's heartbeat (an empty batch) says the table is there again.
        uplink = Uplink(quiet.path, table_url(quiet.table), fetch_checkpoints=False, heartbeat=0.0)
        try:
            assert uplink.sync_once().state == "synced"
        finally:
            uplink.close()
        board.refresh()
        assert line_of(board, "T7").status_code == "idle"
    finally:
        board.stop()


def test_server_restarted_the_board_reconnects_listens_again_and_catches_up(tmp_path, postgres_server, central_db,
                                                                            table_url, floor_url):
    store = dealing_store(tmp_path / "t.sqlite", hands=1, table="T9")
    send(store, table_url)
    board = RoomBoard(floor_url, poll=60.0, min_backoff=0.2, max_backoff=1.0).start()
    try:
        wait_until(lambda: board.view().lines and line_of(board, "T9").hand == 1, what="the first refresh")
        postgres_server.stop()
        try:
            wait_until(lambda: not board.view().live, what="the board seeing the server gone")
            assert "unreachable since" in board.view().heading
            play(store, 7)                        # the table deals on while the server is down
        finally:
            postgres_server.start()
        send(store, table_url)                   # hand 2 reaches the server while the board reconnects
        wait_until(lambda: line_of(board, "T9").hand == 2 and board.view().live, timeout=30,
                   what="hand 2 on the board after the restart")
        assert board.reconnects >= 1
        play(store, 7)                            # and notifications flow again on the new connection
        send(store, table_url)
        wait_until(lambda: line_of(board, "T9").hand == 3, what="hand 3 by notification after the restart")
    finally:
        board.stop()
