"""Issue 25, item 1: the day's alarms in the register and on the board, closed only by a supervisor's
acknowledgement recorded centrally; what the central record refused kept and counted for the floor.

Three tables deal through the table record (tests/house_helpers.py, the console's own path) on one afternoon,
each with its fault: T1 restored from an old copy that deals 7 hands on (refused: a fork), T2 claimed by two
consoles, T3's clock set back an hour. Then the register and the board are read, the alarms acknowledged (by
the command line and by the floor station's F9), and read again."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central import roster
from dealer_app.central.alarms import read_alarms, refused_money
from dealer_app.central.floor_acts import FloorActs
from dealer_app.central.register import check_register, read_register, register_csv, register_text
from dealer_app.central.uplink import Uplink
from dealer_app.floor.board import RoomBoard
from dealer_app.floor.station_gate import StationGate
from house_helpers import DAY, HOUR_US, NOON_UTC_US, RAKE, Table
from sessions import called_down, folded, settings

ROOT = Path(__file__).resolve().parents[2]
PIN = "730519"
DAY_END_UTC_US = 1_795_734_000_000_000      # the 26th ends at midnight in Paris: 23:00 UTC


def dealer_app(*argv, stdin: str = "", timeout=120):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, input=stdin)


def sync(path, url):
    uplink = Uplink(path, url, fetch_checkpoints=False)
    try:
        return uplink.sync_once()
    finally:
        uplink.close()


@pytest.fixture
def troubled_day(tmp_path, central_db, table_url):
    """The afternoon of issue 25: T1 restored from an old copy dealing 7 hands on, T2 with two consoles, T3's
    clock set back an hour. Marie (M-01) on the central roster; the floor's checkpoint key registered."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        roster.put(conn, "M-01", "Marie", PIN, "added")
    raked = settings(rake=RAKE)
    t1 = Table(tmp_path, "T1", raked)
    for play in (called_down, folded, called_down):
        t1.hand(play)
    t1.record.close_session("Marie", t1.at())
    t1.send(table_url)
    t1.store.close()
    path = tmp_path / "T1.sqlite"
    shutil.copy(path, tmp_path / "T1-old.sqlite")                  # last night's copy
    t1 = Table(tmp_path, "T1", raked, start_us=NOON_UTC_US + HOUR_US)
    for play in (called_down, called_down):
        t1.hand(play)
    t1.record.close_session("Marie", t1.at())
    t1.send(table_url)
    t1.store.close()
    for suffix in ("-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    shutil.copy(tmp_path / "T1-old.sqlite", path)                  # the old copy put back in its place
    restored = Table(tmp_path, "T1", raked, start_us=NOON_UTC_US + 2 * HOUR_US)
    assert sync(path, table_url("T1")).refusal_code == "behind-central"
    for _ in range(7):
        restored.hand(called_down)                                 # dealt on the old copy: central refuses them
    assert sync(path, table_url("T1")).refusal_code == "fork"

    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
    first, second = (Table(tmp_path / f, "T2", settings(), dealer=d) for f, d in (("a", "Paul"), ("b", "Léa")))
    for _ in range(2):
        first.hand(folded)
        second.hand(folded)
    first.send(table_url)
    second.send(table_url)

    t3 = Table(tmp_path, "T3", settings(), dealer="Zoé")
    for _ in range(3):
        t3.hand(called_down)
    t3.clock.now -= HOUR_US                                        # someone sets the table's clock back an hour
    for _ in range(3):
        t3.hand(called_down)
    t3.send(table_url)

    key_path = tmp_path / "floor.key"
    pub, _ = cps.keygen(key_path)
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, cps.load_public(str(pub)))
        cps.sign_all(conn, cps.load_private(key_path), signed_utc_us=DAY_END_UTC_US)    # every day's end signed
    return {"restored": restored, "t3": t3, "second": second, "pub": pub}


def register_of(url, pub):
    with psycopg.connect(url) as conn:
        return check_register(read_register(conn, DAY), cps.load_public(str(pub)))


def kinds_by_table(register):
    found: dict[str, set] = {}
    for a in register.alarms:
        found.setdefault(a.table_id, set()).add(a.kind)
    return found


def test_the_register_lists_every_alarm_and_the_refused_hands_and_is_not_closed_while_one_is_open(
        troubled_day, floor_url):
    register = register_of(floor_url, troubled_day["pub"])
    assert kinds_by_table(register) == {"T1": {"behind-central", "fork"}, "T2": {"conflict"},
                                        "T3": {"clock-set-back"}}
    assert sum(a.kind == "conflict" for a in register.alarms) == 2            # each console's store
    assert all(a.open and not a.cleared for a in register.alarms)
    assert not register.closed and len(register.open_alarms) == 5
    # What was dealt on the old copy: its 7 hands and their rake, as the table's own report has them.
    restored = troubled_day["restored"].report().session
    (refused,) = register.refused
    assert (refused.hands, refused.rake) == (7, restored.rake) and restored.rake > 0
    text = register_text(register, "en")
    assert "Every signature checked" not in text
    assert text.count("NOT CLOSED") == 4                                      # T1, T2 twice, T3
    last = troubled_day["restored"].store._conn.execute("SELECT max(number) FROM hands").fetchone()[0]
    assert f"7 hands (hands {last - 6} to {last}), rake {restored.rake}" in text
    assert "STORE RESTORED FROM AN OLD COPY" in text and "FORK" in text and "TWO CONSOLES" in text
    assert "table clock SET BACK" in text and text.count(": OPEN") == 5
    alarm_rows = register_csv(register).split("day,alarm,alarm_id")[1].splitlines()[1:]
    assert len(alarm_rows) == 5 and all(",0,0,,," in row for row in alarm_rows)


def test_the_board_shows_the_open_alarms_and_what_is_still_to_acknowledge(troubled_day, floor_url):
    board = RoomBoard(floor_url)
    try:
        board.refresh()
    finally:
        board.stop()
    lines = {(line.table, line.store_id): line for line in board.view().lines}
    t1 = next(line for (table, _), line in lines.items() if table == "T1")
    t3 = next(line for (table, _), line in lines.items() if table == "T3")
    assert t1.alarm_red and len(t1.open_alarms) == 2 and "FORK" in t1.alarm and not t1.alarm_acknowledged
    assert not t3.alarm_red and len(t3.open_alarms) == 1 and "clock" in t3.alarm


def test_a_supervisor_acknowledges_each_alarm_and_then_the_day_closes(troubled_day, central_db, floor_url):
    pub = troubled_day["pub"]
    alarms = {a.kind: a for a in register_of(floor_url, pub).alarms}
    # The command line: the PIN asked (here on the standard input), the reason required.
    clock = alarms["clock-set-back"]
    no_reason = dealer_app("central", "alarm", "ack", "--central", floor_url, "--id", clock.alarm_id,
                           "--supervisor", "M-01", "--reason", " ", "--pin-stdin", "--lang", "en", stdin=PIN + "\n")
    assert no_reason.returncode == 2 and "to acknowledge an alarm give --reason" in no_reason.stderr
    wrong = dealer_app("central", "alarm", "ack", "--central", floor_url, "--id", clock.alarm_id, "--supervisor",
                       "M-01", "--reason", "clock put right, NTP back", "--pin-stdin", "--lang", "fr",
                       stdin="111111\n")
    assert wrong.returncode == 1 and "code PIN erroné" in wrong.stderr
    done = dealer_app("central", "alarm", "ack", "--central", floor_url, "--id", clock.alarm_id, "--supervisor",
                      "M-01", "--reason", "clock put right, NTP back", "--pin-stdin", "--lang", "en",
                      stdin=PIN + "\n")
    assert done.returncode == 0, done.stderr
    assert f"alarm {clock.alarm_id}" in done.stdout and "acknowledged by M-01" in done.stdout
    # The second console goes away: its alarm says "cleared" and stays open until acknowledged.
    second = troubled_day["second"].store
    with psycopg.connect(central_db, autocommit=True) as conn:
        conn.execute("UPDATE central.stores SET last_seen = now() - interval '2 minutes' WHERE store_id = %s",
                     (second.store_id if hasattr(second, "store_id") else
                      second._conn.execute("SELECT store_id FROM store_identity").fetchone()[0],))
    register = register_of(floor_url, pub)
    conflicts = [a for a in register.alarms if a.kind == "conflict"]
    assert all(a.cleared and a.open for a in conflicts) and not register.closed
    assert register_text(register, "en").count("cleared, OPEN until a supervisor acknowledges it") == 2
    # The station's gate (what F9 calls): a wrong PIN records nothing, a right one every alarm of the store.
    gate = StationGate(FloorActs(floor_url, "floor:desk-1"))
    for a in conflicts:
        assert gate.acknowledge_alarms(a.store_id, (a.alarm_id,), "M-01", "000000", "second console removed")
        assert gate.acknowledge_alarms(a.store_id, (a.alarm_id,), "M-01", PIN, "ok") is not None     # too short
        assert gate.acknowledge_alarms(a.store_id, (a.alarm_id,), "M-01", PIN, "second console removed") is None
    t1 = [a for a in register.alarms if a.table_id == "T1"]
    assert gate.acknowledge_alarms(t1[0].store_id, tuple(a.alarm_id for a in t1), "M-01", PIN,
                                   "old copy taken out; the 7 hands entered by hand") is None
    register = register_of(floor_url, pub)
    assert not register.open_alarms and register.closed
    assert all(a.ack_supervisor == "M-01" for a in register.alarms)
    text = register_text(register, "en")
    assert "Every signature checked with the floor's public key" in text and "NOT CLOSED" not in text
    assert text.count("acknowledged by M-01") == 5 and "clock put right, NTP back" in text
    # Still listed, with what was refused: the acknowledgement closes the alarm, it does not hide it.
    assert len(register.alarms) == 5 and register.refused[0].hands == 7
    with psycopg.connect(floor_url) as conn:
        acts = conn.execute("SELECT supervisor_id, kind, detail->>'kind' FROM central.floor_acts "
                            "WHERE kind = 'alarm-acknowledged' ORDER BY id").fetchall()
    assert [a[2] for a in acts] == ["clock-set-back", "conflict", "conflict", "behind-central", "fork"] or \
        sorted(a[2] for a in acts) == sorted(["clock-set-back", "conflict", "conflict", "behind-central", "fork"])
    board = RoomBoard(floor_url)
    try:
        board.refresh()
    finally:
        board.stop()
    for line in board.view().lines:
        assert not line.alarm_red and line.alarm_acknowledged and not line.open_alarms
        assert "acknowledged by M-01" in line.alarm


def test_a_new_occurrence_after_the_acknowledgement_opens_the_alarm_again(troubled_day, floor_url, table_url):
    gate = StationGate(FloorActs(floor_url, "floor:desk-1"))
    with psycopg.connect(floor_url) as conn:
        (clock,) = [a for a in read_alarms(conn) if a.kind == "clock-set-back"]
    assert gate.acknowledge_alarms(clock.store_id, (clock.alarm_id,), "M-01", PIN, "clock put right") is None
    t3 = troubled_day["t3"]
    t3.clock.now -= HOUR_US                                        # set back once more
    t3.hand(called_down)
    t3.send(table_url)
    with psycopg.connect(floor_url) as conn:
        (again,) = [a for a in read_alarms(conn) if a.kind == "clock-set-back"]
    assert again.open and again.occurrences == 2 and again.ack_supervisor == "M-01"


def test_an_acknowledgement_needs_an_alarm_of_that_store_and_a_reason_in_the_record_itself(troubled_day, central_db,
                                                                                           floor_url):
    acts = FloorActs(floor_url, "floor:desk-1")
    assert StationGate(acts).sign_in("M-01", PIN) is None
    with psycopg.connect(floor_url) as conn:
        alarms = read_alarms(conn)
    other_store = next(a.store_id for a in alarms if a.kind == "conflict")
    clock = next(a for a in alarms if a.kind == "clock-set-back")
    with psycopg.connect(floor_url, autocommit=True) as conn:
        for store, alarm, reason in ((other_store, clock.alarm_id, "wrong store"), (clock.store_id, "A999999", "none"),
                                     (clock.store_id, clock.alarm_id, "  ")):
            with pytest.raises(psycopg.Error):
                conn.execute("SELECT central.floor_act(%s, %s, 'alarm-acknowledged', %s, NULL, %s, 'x')",
                             ("M-01", acts.grant_id, store, f'{{"alarm": "{alarm}", "reason": "{reason}"}}'))
        with pytest.raises(psycopg.Error):         # the floor cannot write an acknowledgement around floor_act
            conn.execute("INSERT INTO central.floor_acts (supervisor_id, kind, station) VALUES ('M-01', "
                         "'alarm-acknowledged', 'x')")
    with psycopg.connect(floor_url) as conn:
        assert all(a.open for a in read_alarms(conn))


def test_refused_events_are_kept_once_and_only_as_one_chain(troubled_day, table_url, floor_url):
    path = troubled_day["restored"].store.path
    assert sync(path, table_url("T1")).refusal_code == "fork"           # the uplink tries again: nothing doubled
    with psycopg.connect(floor_url) as conn:
        (money,) = refused_money(conn).values()
        kept = conn.execute("SELECT count(*), min(seq), max(seq) FROM central.refused_events").fetchone()
        body, first = conn.execute("SELECT body, seq FROM central.refused_events ORDER BY seq LIMIT 1").fetchone()
    assert money.hands == 7 and kept[0] == kept[2] - kept[1] + 1
    with psycopg.connect(table_url("T1"), autocommit=True) as conn, pytest.raises(psycopg.Error):
        conn.execute("SELECT central.keep_refused(%s, %s, %s, %s, 'fork')",
                     (money.store_id, first, [bytes(body), b"{}"], [bytes(32), bytes(32)]))


def test_another_tables_login_cannot_write_refusals_into_t1s_record(troubled_day, table_url, floor_url):
    """Issue 26, item 3, for the refusals too: T1's restored copy is refused; T3's login (a table of the same
    room) saying refused ranges or keeping refused events for T1's store is refused, and nothing is added."""
    path = troubled_day["restored"].store.path
    with psycopg.connect(floor_url) as conn:
        (money,) = refused_money(conn).values()
        before = conn.execute("SELECT (SELECT count(*) FROM central.refused_events), "
                              "(SELECT count(*) FROM central.refused_ranges)").fetchone()
        body, first, digest = conn.execute("SELECT body, seq, hash FROM central.refused_events ORDER BY seq LIMIT 1"
                                           ).fetchone()
    with psycopg.connect(table_url("T3"), autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="not this login"):
            conn.execute("SELECT central.keep_refused(%s, %s, %s, %s, 'fork')",
                         (money.store_id, first + 1000, [bytes(body)], [bytes(digest)]))
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="not this login"):
            conn.execute("SELECT central.report_refused(%s, 'fork', 1, 99, %s, %s, 123456)",
                         (money.store_id, bytes(32), [1, 2, 3]))
    with psycopg.connect(floor_url) as conn:
        assert conn.execute("SELECT (SELECT count(*) FROM central.refused_events), "
                            "(SELECT count(*) FROM central.refused_ranges)").fetchone() == before
    assert sync(path, table_url("T1")).refusal_code == "fork"          # T1's own uplink still tells its own


def test_the_floor_station_acknowledges_the_selected_tables_alarms_by_keys(qtbot, troubled_day, floor_url):
    from PySide6.QtCore import Qt

    from central_helpers import wait_until
    from dealer_app.central.search import CentralHands
    from dealer_app.floor.station import HandSearch
    from ui.floor.floor_station import FloorStation
    from ui.kit.i18n import install_language
    install_language("en")
    acts = FloorActs(floor_url, "floor:desk-1")
    hands = CentralHands(floor_url)
    board = RoomBoard(floor_url, poll=0.5)
    window = FloorStation(board, HandSearch(hands, acts=acts), central=floor_url, gate=StationGate(acts))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    try:
        panel = window.sign_in_panel
        qtbot.keyClicks(panel.id_field, "M-01")
        qtbot.keyClicks(panel.pin_field, PIN)
        qtbot.keyClick(panel.pin_field, Qt.Key.Key_Return)
        assert not window.signed_out
        board.start()
        qtbot.keyClick(window, Qt.Key.Key_F2)
        qtbot.waitUntil(lambda: window.board.tables.rowCount() == 4, timeout=5000)
        table = window.board.tables
        assert window.board.selected_line() is None                 # no row chosen when the board opens
        qtbot.keyClick(table, Qt.Key.Key_Down)                       # the floor chooses T1
        assert table.item(0, 0).text() == "T1" and window.board.selected_line().alarm_red
        qtbot.keyClick(window, Qt.Key.Key_F9)
        dialog = window.alarm_dialog
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        qtbot.keyClicks(dialog.panel.id_field, "M-01")
        qtbot.keyClick(dialog.panel.id_field, Qt.Key.Key_Return)              # on to the reason
        qtbot.keyClicks(dialog.panel.reason_field, "old copy taken out, hands re-entered")
        qtbot.keyClick(dialog.panel.reason_field, Qt.Key.Key_Return)          # on to the PIN
        qtbot.keyClicks(dialog.panel.pin_field, "000000")
        qtbot.keyClick(dialog.panel.pin_field, Qt.Key.Key_Return)
        assert "wrong PIN" in dialog.panel.message.text() and dialog.isVisible()
        qtbot.keyClicks(dialog.panel.pin_field, PIN)
        qtbot.keyClick(dialog.panel.pin_field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
        assert "acknowledged by M-01" in window.board.answer.text()
        wait_until(lambda: any(line.table == "T1" and line.alarm_acknowledged for line in board.view().lines),
                   what="the acknowledgement on the board")
        qtbot.waitUntil(lambda: "acknowledged by M-01: old copy taken out" in table.item(0, 9).text(), timeout=5000)
        assert table.item(0, 9).text().count("acknowledged by") == 1      # one reason for both: said once
        line = window.board.selected_line()
        assert line.table == "T1" and not line.alarm_red and not line.open_alarms
        qtbot.waitUntil(window.isActiveWindow, timeout=5000)                  # the dialog gone, the station's keys
        qtbot.keyClick(window, Qt.Key.Key_F9)                                 # nothing left open on T1
        assert "Select a table with an open alarm first" in window.board.answer.text()
        for _ in range(3):
            qtbot.keyClick(table, Qt.Key.Key_Down)
        assert window.board.selected_line().table == "T3" and window.board.selected_line().open_alarms
    finally:
        board.stop()
        hands.close()
        install_language("fr")
    with psycopg.connect(floor_url) as conn:
        acts_done = conn.execute("SELECT supervisor_id, detail->>'kind', detail->>'reason' FROM central.floor_acts "
                                 "WHERE kind = 'alarm-acknowledged' ORDER BY id").fetchall()
    assert sorted(acts_done) == [("M-01", "behind-central", "old copy taken out, hands re-entered"),
                                 ("M-01", "fork", "old copy taken out, hands re-entered")]


def test_no_refused_events_are_kept_for_a_store_the_record_never_refused(tmp_path, central_db, table_url):
    from central_helpers import dealing_store, local_events, send, store_id
    store = dealing_store(tmp_path / "t.sqlite", hands=1, table="T7")
    send(store, table_url)
    bodies, hashes = local_events(store)
    with psycopg.connect(table_url("T7"), autocommit=True) as conn, pytest.raises(psycopg.Error, match="nothing was refused"):
        conn.execute("SELECT central.keep_refused(%s, 1, %s, %s, 'fork')", (store_id(store), bodies, hashes))


def test_the_reports_tab_shows_the_registers_open_alarms_in_red_and_no_verified_line(qtbot, troubled_day, floor_url):
    from dealer_app.central.reports_desk import CentralReportsDesk
    from ui.floor.central_reports import CentralReportsTab
    from ui.kit.i18n import install_language
    install_language("en")
    try:
        desk = CentralReportsDesk(floor_url, cps.load_public(str(troubled_day["pub"])))
        view = desk.register(DAY.isoformat())
        assert view.open_alarms == 5 and not view.closed and len(view.refused) == 1
        assert [is_open for is_open, _ in view.alarms] == [True] * 5
        widget = CentralReportsTab(desk, today=DAY)
        qtbot.addWidget(widget)
        widget.kind.setCurrentIndex(5)                                   # the register
        widget.refresh()
        note = widget.note.text()
        assert "NOT CLOSED: 5 alarm(s) open" in note and "Every signature checked" not in note
        assert note.count("color:") == 5 and "refused by the central record" in note
        assert "Signatures checked with the floor's key" in note
    finally:
        install_language("fr")
