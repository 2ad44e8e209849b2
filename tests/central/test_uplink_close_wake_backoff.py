"""The uplink in daily operation (issue 25, items 7, 8, 9): the console's close sends its last event (the board
says "closed"), or returns within its bound when the server is down; a commit wakes the uplink (no poll); the
back-off after an outage is capped while the server answers its health check."""
from __future__ import annotations

import threading
import time

import psycopg
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication

from dealer_app.central.board import BoardFeed
from dealer_app.central.uplink import ANSWERING_CAP, FLUSH_SECONDS, Uplink
from dealer_app.console import app as console
from dealer_app.floor.board import status_code
from store_helpers import FakeClock, play

from central_helpers import make_store, store_id, wait_until


def central_head(url, sid) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT head_seq FROM central.stores WHERE store_id = %s", (sid,)).fetchone()
    return row[0] if row else 0


def local_head(path) -> int:
    """The store's head, read as the uplink reads it (read-only: the table's own lock untouched)."""
    from dealer_app.central.uplink import StoreOutbox
    outbox = StoreOutbox(path)
    try:
        return outbox.head()
    finally:
        outbox.close()


@pytest.fixture
def console_home(tmp_path, monkeypatch):
    """The console's own folders under tmp; never a modal dialog waiting for a person."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    import ui.dialogs.start_refused_dialog
    refused = []
    monkeypatch.setattr(ui.dialogs.start_refused_dialog, "show_start_refused", refused.append)
    monkeypatch.setattr(console, "ask_about_damage_on_screen", lambda desk: (lambda report: None))
    return refused


def closed_by_the_window_system(when_shown=None):
    """Once the console's window is up: what a dealer's Alt+F4 does. A dialog the console opened first (the
    set-up, on a store with no session) is closed first, as the dealer must (the window system's close does
    not reach a window a modal dialog blocks); then the window system asks the window to close.

    Windows of earlier tests may still be visible top-level widgets of the shared QApplication: they are marked
    here (not remembered by id(): a new wrapper may take a freed one's id), never closed, and when one is left
    the loop is ended as the console's own process ends it on its last window. Only then: ending a loop that
    is already ending leaves the next test's event loops ending at once."""
    from PySide6.QtWidgets import QDialog
    from ui.main_window import MainWindow
    for earlier in QApplication.topLevelWidgets():
        earlier.setProperty("earlier_test", True)

    def close() -> None:
        windows = [w for w in QApplication.topLevelWidgets()
                   if isinstance(w, MainWindow) and w.isVisible() and not w.property("earlier_test")]
        if not windows:
            QTimer.singleShot(50, close)
            return
        if when_shown is not None:
            when_shown(windows[0])
        for dialog in QApplication.topLevelWidgets():
            if isinstance(dialog, QDialog) and dialog.isVisible() and not dialog.property("earlier_test"):
                dialog.reject()
        QApplication.sendEvent(windows[0].windowHandle(), QCloseEvent())
        stale = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.property("earlier_test")]
        if not windows[0].isVisible() and stale:
            QApplication.exit(0)
    QTimer.singleShot(300, close)


def dealt_store(tmp_path, hands=2):
    path = tmp_path / "t1.sqlite"
    store = make_store(path, hands=hands)
    sid = store_id(store)
    store.close()
    return path, sid


def run(path, url):
    return console.run_console(["--practice", "--table", "T1", "--dealer", "D-017", "--lang", "en",
                                "--store", str(path), "--central", url])


def test_alt_f4_sends_the_last_event_and_the_board_says_closed(qtbot, tmp_path, console_home, central_db,
                                                              uplink_url, floor_url):
    path, sid = dealt_store(tmp_path)
    closed_by_the_window_system()
    assert run(path, uplink_url) == 0
    assert console_home == []
    with psycopg.connect(central_db) as conn:
        last = conn.execute("SELECT kind FROM central.events WHERE store_id = %s ORDER BY seq DESC LIMIT 1",
                            (sid,)).fetchone()[0]
    assert last == "store-closed"
    assert central_head(central_db, sid) == local_head(path)
    feed = BoardFeed(floor_url)
    feed.open()
    try:
        [row] = feed.rows([sid])
    finally:
        feed.close()
    assert status_code(row, 60.0) == "closed"


def test_alt_f4_with_the_server_down_returns_within_the_bound_and_the_next_start_sends_it(
        qtbot, tmp_path, console_home, postgres_server, central_db, uplink_url):
    path, sid = dealt_store(tmp_path)
    seen = {}

    def at_close(window):
        postgres_server.stop()               # the server goes while the console runs
        seen["stopped"] = time.monotonic()
    try:
        closed_by_the_window_system(at_close)
        assert run(path, uplink_url) == 0
        took = time.monotonic() - seen["stopped"]
    finally:
        postgres_server.start()
    assert took < FLUSH_SECONDS + 1.0, took          # the close never waits beyond its bound (and a little Qt)
    head = local_head(path)
    closed_by_the_window_system()
    assert run(path, uplink_url) == 0                # the next start sends what the last close could not
    assert central_head(central_db, sid) >= head
    with psycopg.connect(central_db) as conn:
        kinds = [k for (k,) in conn.execute("SELECT kind FROM central.events WHERE store_id = %s ORDER BY seq",
                                            (sid,))]
    assert kinds.count("store-closed") >= 3          # make_store's, the close with the server down, and this one


def test_the_flush_itself_is_bounded_when_the_host_does_not_answer(tmp_path):
    path, _ = dealt_store(tmp_path)
    # 10.255.255.1: an address nobody answers (no refusal: the connection attempt waits for its timeout).
    uplink = Uplink(path, "postgresql://dealer_uplink@10.255.255.1:5432/x", connect_timeout=5).start()
    try:
        started = time.monotonic()
        assert uplink.flush(1.0) is False
        assert time.monotonic() - started < 1.5
    finally:
        started = time.monotonic()
        console.close_uplink(uplink, 0.5)
        assert time.monotonic() - started < 1.5


def test_a_commit_wakes_the_uplink_with_no_poll(tmp_path, central_db, uplink_url):
    path = tmp_path / "t.sqlite"
    store = make_store(path, hands=1)
    sid = store_id(store)
    uplink = Uplink(path, uplink_url, fetch_checkpoints=False, poll=60.0)     # the poll would never come in time
    store.on_commit = uplink.wake
    uplink.start()
    try:
        wait_until(lambda: uplink.status.state == "synced", what="the first round")
        wait_until(lambda: central_head(central_db, sid) == store.head()[0], what="the first round's events")
        play(store, 3)
        wait_until(lambda: central_head(central_db, sid) == store.head()[0], timeout=5.0,
                   what="the new hand sent on its commit, not at the 60 s poll")
    finally:
        uplink.close()
        store.close()


def test_without_a_wake_the_poll_still_sends(tmp_path, central_db, uplink_url):
    path = tmp_path / "t.sqlite"
    store = make_store(path, hands=1)
    sid = store_id(store)
    uplink = Uplink(path, uplink_url, fetch_checkpoints=False, poll=0.2).start()   # dealer-app uplink: no wake
    try:
        play(store, 3)
        wait_until(lambda: central_head(central_db, sid) == store.head()[0], what="the poll's round")
    finally:
        uplink.close()
        store.close()


def test_the_health_check_tells_a_server_that_answers_from_one_that_does_not(tmp_path, postgres_server, uplink_url):
    uplink = Uplink(tmp_path / "none.sqlite", uplink_url)
    assert uplink.server_answers()
    postgres_server.stop()
    try:
        assert not uplink.server_answers()
    finally:
        postgres_server.start()
    assert uplink.server_answers()
    # A server that answers but refuses the login (no such database) still answers its health check.
    assert Uplink(tmp_path / "none.sqlite", uplink_url.rsplit("/", 1)[0] + "/no_such_db").server_answers()


def test_back_off_stays_within_the_cap_while_the_server_answers(tmp_path, postgres_server):
    path, _ = dealt_store(tmp_path)
    url = f"postgresql://dealer_uplink@127.0.0.1:{postgres_server.port}/no_such_database_here"
    rounds: list[float] = []
    uplink = Uplink(path, url, fetch_checkpoints=False, min_backoff=0.5, max_backoff=30.0)
    real = uplink.sync_once

    def counted():
        rounds.append(time.monotonic())
        return real()
    uplink.sync_once = counted
    uplink._connection_pool = lambda: (_ for _ in ()).throw(psycopg.OperationalError("database does not exist"))
    uplink.start()
    try:
        wait_until(lambda: len(rounds) >= 6, timeout=30.0, what="six rounds")
    finally:
        uplink.close()
    gaps = [b - a for a, b in zip(rounds, rounds[1:])]
    assert gaps[0] < 1.5 and max(gaps) <= ANSWERING_CAP + 1.0, gaps    # 0.5, 1, 2, 4, 5: never the 8 and 16


def test_after_an_outage_the_uplink_catches_up_within_seconds_of_the_server_answering(
        tmp_path, postgres_server, central_db, uplink_url):
    path = tmp_path / "t.sqlite"
    store = make_store(path, hands=1)
    sid = store_id(store)
    uplink = Uplink(path, uplink_url, fetch_checkpoints=False, max_backoff=30.0)
    store.on_commit = uplink.wake
    uplink.start()
    try:
        wait_until(lambda: central_head(central_db, sid) == store.head()[0], what="the first sync")
        postgres_server.stop()
        play(store, 4)
        wait_until(lambda: uplink.status.state == "offline", what="offline")
        time.sleep(16)                       # a doubling back-off would be in its 16 s pause by now (0.5 … 8, 16)
        postgres_server.start()
        back = time.monotonic()
        wait_until(lambda: central_head(central_db, sid) == store.head()[0], timeout=30.0, what="the catch-up")
        caught_up = time.monotonic() - back
    finally:
        uplink.close()
        store.close()
    assert caught_up < ANSWERING_CAP + 2.0, caught_up
