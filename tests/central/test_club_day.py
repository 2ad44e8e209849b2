"""One club-day rule (issue 25, item 2): a hand belongs to the club day, and the shift, in which it was dealt (its
start). Its hand count, rake, misdeal and the time collected as it started all fall on that day, in the reports,
the register and the per-table and per-dealer breakdowns, even when it ends after the next day's start (06:00
Paris). Before, a hand crossing 06:00 counted by its end and its time by its start: 352 hands, 353 × 5 of time."""
from __future__ import annotations

from datetime import date

import psycopg
import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central import reports
from dealer_app.central.register import check_register, read_register, register_html, register_text
from house_helpers import NOON_UTC_US, PER_HAND, RAKE, Table, misdealt
from sessions import called_down, fold_out, folded, play_down, settings

DAY, NEXT = date(2026, 11, 26), date(2026, 11, 27)
MINUTE_US = 60_000_000
# 2026-11-27 05:00 UTC = 06:00 in Paris: the 27th's club day opens, the 26th's ends.
SIX_PARIS_US = NOON_UTC_US + 17 * 60 * MINUTE_US


@pytest.fixture
def paris(central_db):
    with psycopg.connect(central_db, autocommit=True) as conn:
        reports.set_shifts(conn, "Europe/Paris", reports.parse_shifts("morning=06:00,afternoon=14:00,night=22:00"))


def crossing(table: Table, play) -> None:
    """Dealt at 05:58 Paris, played out at 06:01: one hand across the day's start."""
    table.record.submit(lambda s: s.start_hand(at=table.at()))
    table.later(3)
    table.record.submit(play)


def room(tmp_path, table_url):
    """T1 raked, T2 raked with a misdeal across 06:00, T3 collecting 5 at the button every hand; from 05:50 Paris."""
    start = SIX_PARIS_US - 10 * MINUTE_US
    raked = Table(tmp_path, "T1", settings(rake=RAKE), dealer="Marie", start_us=start)
    raked.hand(called_down)                                   # 05:54: the 26th, rake 2
    raked.later(4)
    crossing(raked, lambda s: play_down(s, winner=1))         # 05:58 to 06:01: the 26th, rake 2
    raked.hand(called_down)                                   # 06:05: the 27th, rake 2
    misdeal = Table(tmp_path, "T2", settings(rake=RAKE), dealer="Paul", start_us=start)
    misdeal.later(9)
    misdeal.record.submit(lambda s: s.start_hand(at=misdeal.at()))     # 05:59
    misdeal.later(2)
    misdeal.record.submit(lambda s: s.misdeal("first card exposed", at=misdeal.at()))   # 06:01: the 26th's misdeal
    misdeal.record.submit(lambda s: play_down(s, winner=2))           # the redeal, dealt at 06:01: the 27th's
    timed = Table(tmp_path, "T3", settings(extra=PER_HAND), dealer="Zoé", start_us=start)
    timed.hand(folded)                                        # 05:54: the 26th, 5
    timed.later(4)
    crossing(timed, fold_out)                                 # 05:58 to 06:01: the 26th, 5 (taken as it was dealt)
    timed.hand(folded)                                        # 06:05: the 27th, 5
    tables = [raked, misdeal, timed]
    for table in tables:
        table.send(table_url)
    return tables


def test_a_hand_crossing_the_days_start_counts_on_the_day_it_was_dealt(tmp_path, paris, table_url, floor_url):
    tables = room(tmp_path, table_url)
    assert [t.report().session.time for t in tables] == [0, 0, 15]
    with psycopg.connect(floor_url) as conn:
        by_table = reports.house_report(conn, DAY, NEXT, by="table")
        by_dealer = reports.house_report(conn, DAY, by="dealer")
        by_shift = reports.house_report(conn, DAY, NEXT, by="shift")
        register = read_register(conn, DAY)
        next_register = read_register(conn, NEXT)
    assert [(r.day, r.key, r.hands, r.misdeals, r.rake, r.time) for r in by_table] == [
        (DAY, "T1", 2, 0, 4, 0), (DAY, "T2", 0, 1, 0, 0), (DAY, "T3", 2, 0, 0, 10),
        (NEXT, "T1", 1, 0, 2, 0), (NEXT, "T2", 1, 0, 2, 0), (NEXT, "T3", 1, 0, 0, 5)]
    # The time is 5 a hand dealt on each day: never one hand's time without its hand.
    assert all(r.time == 5 * r.hands for r in by_table if r.key == "T3")
    assert [(r.key, r.hands, r.misdeals, r.rake, r.time) for r in by_dealer] == [
        ("Marie", 2, 0, 4, 0), ("Paul", 0, 1, 0, 0), ("Zoé", 2, 0, 0, 10)]
    assert [(r.day, r.key, r.hands, r.misdeals, r.rake, r.time) for r in by_shift] == [
        (DAY, "night", 4, 1, 4, 10), (NEXT, "morning", 3, 0, 4, 5)]
    assert [(x.table_id, x.hands, x.misdeals, x.rake, x.time) for x in register.lines] == [
        ("T1", 2, 0, 4, 0), ("T2", 0, 1, 0, 0), ("T3", 2, 0, 0, 10)]
    assert [(x.table_id, x.hands, x.misdeals, x.rake, x.time) for x in next_register.lines] == [
        ("T1", 1, 0, 2, 0), ("T2", 1, 0, 2, 0), ("T3", 1, 0, 0, 5)]
    # The two days together are every table's own session, hand for hand and chip for chip.
    for table in tables:
        own = table.report().session
        rows = [r for r in by_table if r.key == table.store.table]
        assert (sum(r.hands for r in rows), sum(r.misdeals for r in rows), sum(r.rake for r in rows),
                sum(r.time for r in rows)) == (own.hands, own.misdeals, own.rake, own.time)


def test_a_day_is_not_closed_while_a_hand_dealt_in_it_is_still_in_play(tmp_path, paris, central_db, table_url,
                                                                       floor_url):
    """The hand dealt at 05:58 belongs to the 26th: a checkpoint signed at 06:00 while it is still in play does not
    close the 26th (the hand's end, its rake, would come after the register was signed)."""
    pub, _ = cps.keygen(tmp_path / "floor.key")
    key = cps.load_private(tmp_path / "floor.key")
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, cps.load_public(str(pub)))
    table = Table(tmp_path, "T1", settings(rake=RAKE), start_us=SIX_PARIS_US - 10 * MINUTE_US)
    table.hand(called_down)                                           # 05:54
    table.later(4)
    table.record.submit(lambda s: s.start_hand(at=table.at()))       # 05:58, in play through 06:00
    table.send(table_url)
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.sign_all(conn, key, signed_utc_us=SIX_PARIS_US + MINUTE_US)
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
    assert not register.closed and [(x.hands, x.rake) for x in register.lines] == [(1, 2)]
    table.later(3)
    table.record.submit(lambda s: play_down(s, winner=1))            # 06:01: ended, rake 2 on the 26th
    table.send(table_url)
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.sign_all(conn, key, signed_utc_us=SIX_PARIS_US + 5 * MINUTE_US)
    with psycopg.connect(floor_url) as conn:
        register = check_register(read_register(conn, DAY), cps.load_public(str(pub)))
    assert register.closed and [(x.hands, x.rake) for x in register.lines] == [(2, 4)]


def test_the_register_and_the_report_say_the_rule_and_the_days_bounds(tmp_path, paris, table_url, floor_url):
    room(tmp_path, table_url)
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
        rows = reports.house_report(conn, DAY, by="table")
        bounds = reports.day_bounds(conn, DAY)
    assert (bounds.start, bounds.end, bounds.time_zone) == ("2026-11-26 06:00", "2026-11-27 06:00", "Europe/Paris")
    french = register_text(register, "fr")
    rule = "une donne appartient au jour où elle a été distribuée"
    assert rule in french and "du 2026-11-26 06:00 au 2026-11-27 06:00 (Europe/Paris)" in french
    assert rule in register_html(register, "fr")
    assert rule in reports.report_text(rows, "table", DAY, language="fr", bounds=bounds)
    assert rule in reports.report_html(rows, "table", DAY, language="fr", bounds=bounds)
    assert "a hand belongs to the day in which it was dealt" in register_text(register, "en")


def test_the_reports_tab_opens_on_the_club_day_in_progress(qtbot, tmp_path, paris, table_url, floor_url):
    """Issue 25, item 4: at 05:40 Paris on the 28th, with a day opening at 06:00, the club day in progress is the 27th:
    the Reports tab (F4) opens on it and shows the night's hands, not the 28th's zeros."""
    from PySide6.QtCore import Qt

    from dealer_app.central.reports_desk import CentralReportsDesk
    from dealer_app.central.search import CentralHands
    from dealer_app.floor.board import RoomBoard
    from dealer_app.floor.station import HandSearch
    from ui.floor.central_reports import CentralReportsTab
    from ui.floor.floor_station import FloorStation
    from ui.kit.i18n import install_language
    night = Table(tmp_path, "T1", settings(rake=RAKE), start_us=SIX_PARIS_US + 23 * 60 * MINUTE_US)   # 04:50 on the 28th
    night.hand(called_down)
    night.hand(called_down)                                  # 04:54 and 04:58 Paris on the 28th: the 27th's night
    night.send(table_url)
    at_0540 = SIX_PARIS_US + (24 * 60 - 20) * MINUTE_US    # 2026-11-28 05:40 Paris
    desk = CentralReportsDesk(floor_url, clock=lambda: at_0540)
    assert desk.current_day() == "2026-11-27"
    assert CentralReportsDesk(floor_url, clock=lambda: at_0540 + 20 * MINUTE_US).current_day() == "2026-11-28"
    install_language("fr")
    hands = CentralHands(floor_url)
    window = FloorStation(RoomBoard(floor_url, poll=60.0), HandSearch(hands), central=floor_url)
    qtbot.addWidget(window)
    reports_tab = CentralReportsTab(desk)
    window.add_tab(reports_tab, lambda: "Rapports")
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    try:
        qtbot.keyClick(window, Qt.Key.Key_F4)
        assert window.tabs.currentWidget() is reports_tab
        assert reports_tab.chosen_day() == "2026-11-27"
        qtbot.keyClick(reports_tab.show_button, Qt.Key.Key_Space)
        t = reports_tab.table
        assert [[t.item(r, c).text() for c in (0, 2, 4)] for r in range(t.rowCount())] == [
            ["T1", "2", "4"], ["Total", "2", "4"]]
        assert "du 2026-11-27 06:00 au 2026-11-28 06:00 (Europe/Paris)" in reports_tab.note.text()
    finally:
        hands.close()
