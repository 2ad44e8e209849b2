"""The supervisor's acts at the floor station, recorded like those at a table (issue 19), on a real server: nothing
is shown or done before a sign-in on the central roster; a wrong PIN there counts with the tables' (5 in a row:
locked out everywhere); each act (sign-in granted or refused, search and its criteria, hand opened, hand
exported, report and register exported) is a row of central.floor_acts with the supervisor and the grant id;
the floor role cannot alter them; ``dealer-app central acts`` lists a day's."""
from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import psycopg
import pytest

from central_helpers import dealing_store, send, store_id
from dealer_app.central import roster as central
from dealer_app.central.floor_acts import ActNotRecorded, FloorActs
from dealer_app.central.reports_desk import CentralReportsDesk
from dealer_app.central.roster import CentralRoster
from dealer_app.central.search import CentralHands
from dealer_app.floor.station import HandSearch
from dealer_app.floor.station_gate import StationGate
from store_helpers import FakeClock

ROOT = Path(__file__).resolve().parents[2]
PIN = "730519"
STATION = "floor:desk-1"


@pytest.fixture
def club(central_db):
    """Marie (M-01) on the central roster; table T1's store with 3 hands in the central record."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        central.put(conn, "M-01", "Marie", PIN, "added")
    return central_db


@pytest.fixture
def room(club, uplink_url, tmp_path):
    store = dealing_store(tmp_path / "T1.sqlite", hands=3, table="T1", clock=FakeClock())
    send(store, uplink_url)
    yield store_id(store)
    store.close()


def connector(url):
    return lambda: psycopg.connect(url, autocommit=True, connect_timeout=2)


def acts_of(url):
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT supervisor_id, grant_id, kind, store_id, hand, detail, station "
                            "FROM central.floor_acts ORDER BY id").fetchall()


def roster_log(url):
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT id, supervisor_id, kind, table_id, purpose, failures FROM central.supervisor_log "
                            "ORDER BY id").fetchall()


def test_nothing_is_searched_opened_or_exported_before_a_sign_in(room, club, floor_url, tmp_path):
    acts = FloorActs(floor_url, STATION)
    hands = CentralHands(floor_url)
    try:
        search = HandSearch(hands, acts=acts)
        found = search.search(table="T1")
        assert found.lines == () and found.refusal.code == "signed-out"
        assert search.replay((room, 1)).refusal.code == "signed-out"
        exported = search.export((room, 1), "phh", str(tmp_path / "h.phh"))
        assert exported.path is None and exported.refusal.code == "signed-out"
        assert not (tmp_path / "h.phh").exists()
        reports = CentralReportsDesk(floor_url, acts=acts)
        refused = reports.export("report", "2026-11-26", "table", "csv", str(tmp_path / "r.csv"))
        assert refused.code == "signed-out" and not (tmp_path / "r.csv").exists()
    finally:
        hands.close()
    with pytest.raises(ActNotRecorded):
        acts.record("search", criteria={})
    assert acts_of(club) == []


def test_the_sign_in_is_checked_on_the_central_roster_and_recorded_with_its_grant(club, floor_url):
    acts = FloorActs(floor_url, STATION)
    gate = StationGate(acts)
    wrong = gate.sign_in("M-01", "111111")
    assert str(wrong) == "unknown supervisor id or wrong PIN (4 attempts left before a lock-out)"
    assert gate.supervisor is None and not acts.signed_in
    assert gate.sign_in("M-01", PIN) is None and gate.supervisor == "M-01"
    grant = roster_log(club)[-1]
    assert grant[1:5] == ("M-01", "granted", STATION, "floor-station")
    assert acts.grant_id == grant[0]
    assert [(a[0], a[1], a[2], a[5]) for a in acts_of(club)] == [
        ("M-01", None, "sign-in-refused", {"status": "wrong"}),
        ("M-01", grant[0], "sign-in", {})]
    # An id the roster does not have is not kept in clear (it may be a PIN typed in the wrong field).
    assert gate.sign_in("482061", "482061") is not None
    assert acts_of(club)[-1][:3] == ("(unknown id)", None, "sign-in-refused")
    assert "482061" not in str(acts_of(club))


def test_wrong_pins_at_the_station_and_at_a_table_count_together_and_lock_out_both(club, uplink_url, floor_url):
    table = CentralRoster(connector(uplink_url), "T1")
    assert [table.check("M-01", "999999", "correction").attempts_left for _ in range(3)] == [4, 3, 2]
    gate = StationGate(FloorActs(floor_url, STATION))
    assert "(1 attempt left" in str(gate.sign_in("M-01", "999999"))          # the 4th wrong PIN in a row
    locked = gate.sign_in("M-01", "999998")                                      # the 5th: locked out for 15 min
    assert str(locked).startswith("this id is locked out on the central roster until ")
    assert gate.sign_in("M-01", PIN) is not None and gate.supervisor is None     # the right PIN, refused now
    assert table.check("M-01", PIN, "correction").status == "locked"             # and at the table
    assert [r[2] for r in roster_log(club)][-4:] == ["refused", "locked-out", "refused", "refused"]
    assert [r[3] for r in roster_log(club)][-4:] == [STATION, STATION, STATION, "T1"]
    assert [a[5]["status"] for a in acts_of(club)] == ["wrong", "locked-now", "locked"]


def test_each_act_is_recorded_with_the_supervisor_and_the_grant(room, club, floor_url, tmp_path):
    acts = FloorActs(floor_url, STATION)
    assert StationGate(acts).sign_in("M-01", PIN) is None
    grant = acts.grant_id
    hands = CentralHands(floor_url)
    try:
        search = HandSearch(hands, acts=acts)
        assert [line.number for line in search.search(table="T1", seat="", player=" ").lines] == [3, 2, 1]
        assert search.replay((room, 2)).replay.number == 2
        assert search.export((room, 2), "phh", str(tmp_path / "h.phh")).path == str(tmp_path / "h.phh")
        assert search.search(seat="onze").refusal.code == "bad-search"       # refused before it is done: no act
        reports = CentralReportsDesk(floor_url, acts=acts)
        day = datetime.now(ZoneInfo("Europe/Paris")).date().isoformat()
        assert reports.export("report", day, "dealer", "csv", str(tmp_path / "r.csv")) is None
        assert reports.export("register", day, "table", "csv", str(tmp_path / "g.csv")) is None
    finally:
        hands.close()
    assert acts_of(club) == [
        ("M-01", grant, "sign-in", None, None, {}, STATION),
        ("M-01", grant, "search", None, None, {"criteria": {"table": "T1"}}, STATION),
        ("M-01", grant, "hand-opened", room, 2, {}, STATION),
        ("M-01", grant, "hand-exported", room, 2, {"format": "phh"}, STATION),
        ("M-01", grant, "report-exported", None, None, {"format": "csv", "day": day, "by": "dealer"}, STATION),
        ("M-01", grant, "register-exported", None, None, {"format": "csv", "day": day}, STATION)]


def test_an_act_that_cannot_be_recorded_is_not_done(room, club, floor_url, postgres_server, tmp_path):
    acts = FloorActs(floor_url, STATION, connect_timeout=1)
    assert StationGate(acts).sign_in("M-01", PIN) is None
    hands = CentralHands(floor_url)
    try:
        search = HandSearch(hands, acts=acts)
        acts.url = f"postgresql://dealer_floor@127.0.0.1:{postgres_server.port + 1}/x"   # the record's server gone
        exported = search.export((room, 1), "text", str(tmp_path / "h.txt"))
        assert exported.path is None and exported.refusal.code == "act-not-recorded"
        assert "cannot be reached" in str(exported.refusal.message) and not (tmp_path / "h.txt").exists()
        assert search.replay((room, 1)).replay is None
    finally:
        hands.close()
    assert [a[2] for a in acts_of(club)] == ["sign-in"]


def test_the_floor_role_cannot_alter_or_invent_the_acts(room, club, uplink_url, floor_url):
    acts = FloorActs(floor_url, STATION)
    StationGate(acts).sign_in("M-01", PIN)
    acts.record("hand-opened", store_id=room, hand=1)
    with psycopg.connect(floor_url, autocommit=True) as conn:
        for statement in ("UPDATE central.floor_acts SET supervisor_id = 'X'", "DELETE FROM central.floor_acts",
                          "TRUNCATE central.floor_acts",
                          "INSERT INTO central.floor_acts (supervisor_id, kind, station) VALUES ('M-01', 'search', 'x')"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
        # Not under a grant that is not a floor-station sign-in of that supervisor: none, a table's, another's.
        table_grant = CentralRoster(connector(uplink_url), "T1").check("M-01", PIN, "correction").grant_id
        for who, grant in (("M-01", 999_999), ("M-01", table_grant), ("P-02", acts.grant_id)):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute("SELECT central.floor_act(%s, %s, 'search', NULL, NULL, '{}', 'x')", (who, grant))
    with psycopg.connect(uplink_url, autocommit=True) as conn:        # a table may not write one at all
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT central.floor_act('M-01', %s, 'search', NULL, NULL, '{}', 'x')", (acts.grant_id,))
    with psycopg.connect(club, autocommit=True) as conn:              # even the owner's superuser: the trigger
        for statement in ("UPDATE central.floor_acts SET supervisor_id = 'X'", "DELETE FROM central.floor_acts "
                          "WHERE false", "TRUNCATE central.floor_acts"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
                conn.execute(statement)
    assert [(a[0], a[2]) for a in acts_of(club)] == [("M-01", "sign-in"), ("M-01", "hand-opened")]


def test_the_command_lists_the_acts_of_a_day(room, club, floor_url):
    acts = FloorActs(floor_url, STATION)
    StationGate(acts).sign_in("M-01", PIN)
    acts.record("hand-exported", store_id=room, hand=3, format="pdf")
    day = datetime.now(ZoneInfo("Europe/Paris")).date()

    def run(on):
        return subprocess.run([sys.executable, "-m", "dealer_app", "central", "acts", "--central", floor_url,
                               "--day", on], cwd=ROOT, capture_output=True, text=True, timeout=60)
    listed = run(day.isoformat())
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    assert lines[-1] == f"2 act(s) at the floor station on {day.isoformat()}"
    assert "M-01  sign-in  " in lines[0] and f"grant {acts.grant_id}" in lines[0]
    assert f"M-01  hand-exported {room} hand 3  format=\"pdf\"" in lines[1]
    other = run("2020-01-01")
    assert other.returncode == 0 and other.stdout.strip() == "0 act(s) at the floor station on 2020-01-01"
    assert run("yesterday").returncode == 2


@pytest.mark.parametrize(("language", "wrong", "locked", "signed"), [
    ("fr", "code PIN erroné (encore 4 essais avant un blocage)", "bloqué sur la liste centrale", "Superviseur : M-01"),
    ("en", "wrong PIN (4 attempts left before a lock-out)", "locked out on the central roster", "Supervisor: M-01"),
    ("ru", "неверный PIN (до блокировки осталось 4 попытки)", "заблокирован в центральном списке", "Супервайзер: M-01"),
])
def test_the_station_window_shows_only_the_sign_in_until_granted(qtbot, room, club, floor_url, language, wrong,
                                                                 locked, signed):
    from PySide6.QtCore import Qt

    from dealer_app.floor.board import RoomBoard
    from fit_check import cut_texts
    from ui.floor.floor_station import FloorStation
    from ui.kit.i18n import install_language
    install_language(language)
    acts = FloorActs(floor_url, STATION)
    hands = CentralHands(floor_url)
    window = FloorStation(RoomBoard(floor_url, poll=1.0), HandSearch(hands, acts=acts), central=floor_url,
                          gate=StationGate(acts))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    try:
        assert window.signed_out and not window.tabs.isVisible() and window.sign_in_panel.isVisible()
        assert cut_texts(window) == []
        qtbot.keyClick(window, Qt.Key.Key_F3)                      # no tab before the sign-in
        assert window.signed_out and not window.tabs.isVisible()
        panel = window.sign_in_panel
        panel.id_field.setText("M-01")
        qtbot.keyClicks(panel.pin_field, "111111")
        qtbot.keyClick(panel.pin_field, Qt.Key.Key_Return)
        assert wrong in panel.message.text() and panel.pin_field.text() == "" and window.signed_out
        for _ in range(4):
            qtbot.keyClicks(panel.pin_field, "111111")
            qtbot.keyClick(panel.pin_field, Qt.Key.Key_Return)
        qtbot.keyClicks(panel.pin_field, PIN)                      # locked out now: the right PIN refused too
        qtbot.keyClick(panel.pin_field, Qt.Key.Key_Return)
        assert locked in panel.message.text() and window.signed_out
        with psycopg.connect(club, autocommit=True) as conn:       # the club resets the PIN: the lock-out lifted
            central.put(conn, "M-01", "Marie", PIN, "pin-reset")
        qtbot.keyClicks(panel.pin_field, PIN)
        qtbot.keyClick(panel.pin_field, Qt.Key.Key_Return)
        assert not window.signed_out and window.tabs.isVisible() and window.signed_in_as.text() == signed
        qtbot.keyClick(window, Qt.Key.Key_F3)
        assert window.tabs.currentWidget() is window.search
    finally:
        window.board.stop()
        hands.close()
        install_language("fr")
    assert [a[2] for a in acts_of(club)] == ["sign-in-refused"] * 6 + ["sign-in"]


def test_cancelling_the_sign_in_closes_the_station(qtbot, club, floor_url):
    from PySide6.QtCore import Qt

    from dealer_app.floor.board import RoomBoard
    from ui.floor.floor_station import FloorStation
    acts = FloorActs(floor_url, STATION)
    hands = CentralHands(floor_url)
    window = FloorStation(RoomBoard(floor_url, poll=1.0), HandSearch(hands, acts=acts), gate=StationGate(acts))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    try:
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        assert not window.isVisible()
    finally:
        hands.close()
    assert acts_of(club) == []


def test_migration_5_joins_a_server_at_version_4(empty_db):
    from dealer_app.central import migrate
    assert migrate.init(empty_db, target=4) == [1, 2, 3, 4]
    with psycopg.connect(empty_db) as conn:
        assert conn.execute("SELECT to_regclass('central.floor_acts')").fetchone()[0] is None
    assert migrate.init(empty_db, target=5) == [5]
    with psycopg.connect(empty_db) as conn:
        assert conn.execute("SELECT name FROM central.schema_version WHERE version = 5").fetchone()[0] == "floor_acts"
        owner = conn.execute("SELECT tableowner FROM pg_tables WHERE tablename = 'floor_acts'").fetchone()[0]
    assert owner == "dealer_central"
