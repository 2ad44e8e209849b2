"""A store restored from an old copy keeps dealing (issue 25, item 12): the console says at once, and names each
new hand, that its record is behind the room's and the floor must be called; what it deals is kept in its store,
its identity (seq range, hands, rake) recorded centrally (central.refused_ranges) and shown on the room board.
Dealing is not stopped (ui/table/record_banner.py says why)."""
from __future__ import annotations

import shutil
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import Qt

from dealer_app.console.app import build_window, open_table, start_uplink, supervisor_desk
from dealer_app.files.presets import preset_text
from dealer_app.floor.board import RoomBoard
from dealer_app.supervisors.roster import Roster
from ui.kit.i18n import render

from central_helpers import send
from console_driver import key, play_to_the_end


def open_console_table(folder: Path):
    roster = folder / "supervisors.json"
    if not roster.exists():
        Roster.load(roster).add("M-01", "Marie", "25801397", by="test", at_utc_us=1_790_000_000_000_000)
    return open_table(folder / "t1.sqlite", "T1", "Lea", supervisor_desk(str(roster)), lambda report: None)


def deal_hands(controller, hands: int) -> None:
    """Hands played to the end through the controller (the history before the restore)."""
    for _ in range(hands):
        controller.new_hand()
        while controller.hand is not None and controller.hand.phase in ("deal", "bet", "showdown"):
            h = controller.hand
            if h.phase == "showdown":
                if controller.show_down():
                    controller.push_pots()
            elif h.expected_card() is not None:
                controller.deal_next_card()
            else:
                controller.act("check" if h.legal().can_check else "fold")


@pytest.fixture
def speak(qapp):
    """speak(code): the console's language now; the one before put back after the test."""
    from ui.kit.i18n import current_language, install_language
    before = current_language()

    def to(code: str) -> None:
        install_language(code)
        qapp.processEvents()
    yield to
    install_language(before)
    qapp.processEvents()


@pytest.fixture
def restored(tmp_path, central_db, uplink_url):
    """T1 dealt 2 hands (sent), was copied, dealt 2 more (sent), then the old copy was put back."""
    controller = open_console_table(tmp_path)
    assert not (controller.open_session(preset_text("french-levy-500")) or controller.draw_seats(
        [{"name": n, "buy_in": 1000} for n in ("Ann", "Bob", "Cid", "Dan")], seed=2))
    deal_hands(controller, 2)
    send(controller.store, uplink_url)
    controller.close()
    path = tmp_path / "t1.sqlite"
    old = tmp_path / "old-copy.sqlite"
    shutil.copy(path, old)
    controller = open_console_table(tmp_path)
    deal_hands(controller, 2)
    send(controller.store, uplink_url)
    controller.close()
    for suffix in ("-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    shutil.copy(old, path)
    return tmp_path


def test_the_restored_table_says_at_once_and_at_each_hand_its_record_is_behind(qtbot, restored, central_db,
                                                                               uplink_url, floor_url, speak):
    speak("en")
    controller = open_console_table(restored)
    window = build_window(controller)
    qtbot.addWidget(window)
    window.show()
    uplink = start_uplink(window, controller.store.path, uplink_url, controller.store)
    try:
        banner = window.record_banner
        qtbot.waitUntil(banner.isVisible, timeout=15_000)               # at once, before any hand
        assert "behind the room's" in banner.text() and "Call the floor" in banner.text()
        key(qtbot, window, Qt.Key.Key_N)                                 # the dealer starts a hand
        first = controller.view().hand_number
        assert controller.view().hand_in_progress and first > 2
        assert f"Hand {first}: not in the room's record." in banner.text()
        play_to_the_end(qtbot, window, controller, "check")
        assert not uplink.flush(3.0)                                     # refused, not sent: a round at once
        qtbot.waitUntil(lambda: f"1 hand dealt here refused by the central record ({first})" in banner.text(),
                        timeout=10_000)
        assert banner.isVisible() and "⚠" in banner.text()
        key(qtbot, window, Qt.Key.Key_N)                                 # and again at the next hand
        second = controller.view().hand_number
        assert second > first and f"Hand {second}: not in the room's record" in banner.text()
        speak("fr")
        assert f"Donne {second} : absente de la base centrale" in banner.text()  # in the console's language
        assert "en retard sur la base centrale" in banner.text() and "Appelez le floor" in banner.text()
    finally:
        uplink.close()
        controller.close()
    # Kept at the table: hand 3 as dealt on the old copy is in its store.
    controller = open_console_table(restored)
    try:
        ended = controller.store._conn.execute(
            "SELECT count(*) FROM events WHERE kind = 'hand-ended' AND hand = ?", (first,)).fetchone()[0]
        assert ended == 1                       # the hand dealt on the old copy, kept in its store
    finally:
        controller.close()
    with psycopg.connect(central_db) as conn:
        rows = conn.execute("SELECT code, first_seq, last_seq, hands, rake FROM central.refused_ranges_latest "
                            "ORDER BY first_seq").fetchall()
    assert len(rows) == 1
    code, _, last, hands, rake = rows[0]
    assert code in ("behind-central", "fork") and rows[0][1] <= last and hands[0] == first and rake >= 0
    speak("en")
    board = RoomBoard(floor_url)
    try:
        board.refresh()
        [line] = [line for line in board.view().lines if line.table == "T1"]
    finally:
        board.stop()
    assert f"REFUSED: 1 hand dealt at the table ({first}, rake {rake})" in render(line.alarm) and line.alarm_red


def test_a_table_the_room_takes_shows_no_banner(qtbot, tmp_path, central_db, uplink_url, speak):
    speak("en")
    controller = open_console_table(tmp_path)
    window = build_window(controller)
    qtbot.addWidget(window)
    uplink = start_uplink(window, controller.store.path, uplink_url, controller.store)
    try:
        qtbot.waitUntil(lambda: "synced" in window.central_status.text(), timeout=15_000)
        assert not window.record_banner.isVisible()
    finally:
        uplink.close()
        controller.close()
