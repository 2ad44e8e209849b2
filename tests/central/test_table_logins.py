"""A login per table (issue 26, item 3), against the real server: a store belongs to the login that first sent
it and to that login's table; another table's login cannot write into it (a forged, correctly chained event
refused and raised as an alarm), nor flag it; the shared dealer_uplink of an older room keeps its own stores
only."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest
from psycopg.types.json import Jsonb

from central_helpers import local_events, make_store, send, store_id
from dealer_app.central import migrate, record
from dealer_app.central.uplink import Uplink
from dealer_app.floor.board import RoomBoard
from dealer_app.store.chain import event_bytes, link
from store_helpers import FakeClock, play

ROOT = Path(__file__).resolve().parents[2]


def dealer_app(*argv, stdin=None):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, input=stdin)


def forged_end(store, head: int, head_hash: bytes, pot: int = 123_456) -> tuple[bytes, bytes]:
    """The next event of ``store`` as a forger makes it: a hand-ended of the table's last hand, chained on the
    server's head with its hash recomputed."""
    seq, kind, session, hand, table, dealer, utc, mono, _ = store._conn.execute(
        "SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload FROM events "
        "ORDER BY seq DESC LIMIT 1").fetchone()
    body = event_bytes(head + 1, "hand-ended", session, hand, table, dealer, utc + 1000, mono + 1000,
                       json.dumps({"pot": pot, "rake": 0, "status": "complete"}, sort_keys=True,
                                  separators=(",", ":")))
    return body, link(head_hash, body)


def central_chain(url, sid):
    with psycopg.connect(url) as conn:
        return [(seq, bytes(h)) for seq, h in conn.execute(
            "SELECT seq, hash FROM central.events WHERE store_id = %s ORDER BY seq", (sid,))]


def alarms(url, sid):
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT kind, detail FROM central.alarms WHERE store_id = %s ORDER BY id",
                            (sid,)).fetchall()


def test_a_forged_event_from_another_tables_login_is_refused_and_the_honest_uplink_goes_on(
        tmp_path, central_db, table_url, floor_url):
    t5 = make_store(tmp_path / "t5.sqlite", hands=2, table="T5")
    honest = Uplink(t5.path, table_url("T5"), fetch_checkpoints=False)
    try:
        assert honest.sync_once().state == "synced"
        sid = store_id(t5)
        # T4's login, knowing T5's head (store_head is any table's call), chains a forged end of hand on it.
        with psycopg.connect(table_url("T4"), autocommit=True) as conn:
            head, head_hash = record.store_head(conn, sid)
            body, digest = forged_end(t5, head, head_hash)
            forged = record.ingest(conn, sid, head + 1, [body], [digest])
            assert (forged.status, forged.accepted) == ("wrong-login", 0)
            assert "another table's login" in forged.detail
            # Nor as a resend of an event T5 already sent, nor as a fork of one.
            bodies, hashes = local_events(t5)
            assert record.ingest(conn, sid, 1, bodies[:2], hashes[:2]).status == "wrong-login"
        # The alarm is on T5's record, naming who tried; nothing of it is in T5's record.
        (kind, detail), *others = [a for a in alarms(central_db, sid) if a[0] == "wrong-login"]
        assert kind == "wrong-login" and len(others) == 1
        assert (detail["login"], detail["table"], detail["bound_login"], detail["bound_table"]) == (
            "dealer_table_t4", "T4", "dealer_table_t5", "T5")
        assert digest not in [h for _, h in central_chain(central_db, sid)]
        # T5 deals on; its uplink goes on syncing, no fork, nothing lost.
        play(t5, 3)
        status = honest.sync_once()
        assert status.state == "synced"
        _, hashes = local_events(t5)
        assert central_chain(central_db, sid) == list(enumerate(hashes, start=1))
        with psycopg.connect(central_db) as conn:
            assert conn.execute("SELECT count(*) FROM central.fork_alarms").fetchone()[0] == 0
    finally:
        honest.close()
    # The floor's board shows the attempt on T5's row, in red.
    board = RoomBoard(floor_url)
    try:
        board.refresh()
    finally:
        board.stop()
    (line,) = [line for line in board.view().lines if line.table == "T5"]
    assert line.alarm_red and "ANOTHER TABLE'S LOGIN" in line.alarm


def test_flag_is_for_the_callers_own_stores_only(tmp_path, central_db, table_url):
    t5 = make_store(tmp_path / "t5.sqlite", hands=1, table="T5")
    send(t5, table_url)
    sid = store_id(t5)
    with psycopg.connect(table_url("T4"), autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="not this login's"):
            record.flag(conn, sid, "behind-central", {"central_head": 999, "local_head": 1})
    assert alarms(central_db, sid) == []
    with psycopg.connect(table_url("T5"), autocommit=True) as conn:
        record.flag(conn, sid, "behind-central", {"central_head": 9, "local_head": 1})
    assert [a[0] for a in alarms(central_db, sid)] == ["behind-central"]


def test_a_tables_login_sends_only_its_own_tables_events(tmp_path, central_db, table_url):
    # T4's login starting a store that says it is T5: refused from the first event naming T5, an alarm.
    fake = make_store(tmp_path / "fake-t5.sqlite", hands=1, table="T5")
    uplink = Uplink(fake.path, table_url("T4"), fetch_checkpoints=False)
    try:
        status = uplink.sync_once()
    finally:
        uplink.close()
    assert status.state == "refused" and status.refusal_code == "wrong-table"
    assert "names table T5" in status.refusal
    sid = store_id(fake)
    assert central_chain(central_db, sid) == []
    assert [a[0] for a in alarms(central_db, sid)] == ["wrong-table"]
    # Nothing was bound by it: with T5's own login the store goes in whole (a table set up with the wrong
    # login is put right by giving it its own).
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT count(*) FROM central.store_logins WHERE store_id = %s", (sid,)).fetchone() == (0,)
    send(fake, table_url)
    assert central_chain(central_db, sid) == list(enumerate(local_events(fake)[1], start=1))
    # A floor or signer login is no table's: ingest refuses it outright.
    for role in ("dealer_floor", "dealer_signer"):
        with psycopg.connect(central_db.replace("postgres@", f"{role}@"), autocommit=True) as conn:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                record.ingest(conn, sid, 1, *local_events(fake))


def test_an_older_rooms_shared_login_keeps_its_stores_and_starts_no_new_one(tmp_path, empty_db):
    shared = empty_db.replace("postgresql://postgres@", "postgresql://dealer_uplink@")
    assert migrate.init(empty_db, target=5) == [1, 2, 3, 4, 5]
    old = make_store(tmp_path / "old.sqlite", hands=1, table="T2")
    send(old, shared)                                     # the room as it was, before table logins
    assert migrate.init(empty_db) == list(range(6, migrate.LATEST + 1))
    with psycopg.connect(empty_db) as conn:
        assert conn.execute("SELECT login, table_id FROM central.store_logins").fetchall() == [
            ("dealer_uplink", "T2")]
    play(old, 3)
    send(old, shared)                                     # its store goes on as before
    _, hashes = local_events(old)
    assert central_chain(empty_db, store_id(old)) == list(enumerate(hashes, start=1))
    # A new store through the shared login: refused in words naming the way out.
    new = make_store(tmp_path / "new.sqlite", hands=1, table="T3")
    uplink = Uplink(new.path, shared, fetch_checkpoints=False)
    try:
        status = uplink.sync_once()
    finally:
        uplink.close()
    assert status.state == "refused" and status.refusal_code == "no-login"
    assert "central table add" in status.refusal
    assert central_chain(empty_db, store_id(new)) == []
    # A table's own login cannot write into the shared login's store, and the shared one not into a table's.
    from central_helpers import table_login
    t2 = table_login(empty_db, "T2")
    with psycopg.connect(t2, autocommit=True) as conn:
        head, head_hash = record.store_head(conn, store_id(old))
        body, digest = forged_end(old, head, head_hash)
        assert record.ingest(conn, store_id(old), head + 1, [body], [digest]).status == "wrong-login"
    send(new, table_login(empty_db, "T3"))
    with psycopg.connect(shared, autocommit=True) as conn:
        head, head_hash = record.store_head(conn, store_id(new))
        body, digest = forged_end(new, head, head_hash)
        assert record.ingest(conn, store_id(new), head + 1, [body], [digest]).status == "wrong-login"
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            record.flag(conn, store_id(new), "behind-central", {})


def test_table_add_makes_the_login_with_a_password_only_the_server_verifies(central_db):
    made = dealer_app("central", "table", "add", "Table 5", "--central", central_db)
    assert made.returncode == 0, made.stderr
    assert "login dealer_table_table_5 made" in made.stdout
    password = next(line.split(": ", 1)[1] for line in made.stdout.splitlines() if line.startswith("password: "))
    assert len(password) >= 24
    with psycopg.connect(central_db) as conn:
        verifier, = conn.execute("SELECT rolpassword FROM pg_authid WHERE rolname = 'dealer_table_table_5'").fetchone()
        assert verifier.startswith("SCRAM-SHA-256$") and password not in verifier
        assert conn.execute("SELECT pg_has_role('dealer_table_table_5', 'dealer_uplink', 'USAGE')").fetchone()[0]
        assert conn.execute("SELECT table_id FROM central.table_logins WHERE login = 'dealer_table_table_5'"
                            ).fetchone() == ("Table 5",)
    # Again: refused, the password unchanged, unless a new one is asked for (here given on the standard input).
    again = dealer_app("central", "table", "add", "Table 5", "--central", central_db)
    assert again.returncode == 2 and "--new-password" in again.stderr
    renewed = dealer_app("central", "table", "add", "Table 5", "--central", central_db, "--new-password",
                         "--password-stdin", stdin="a-password-of-the-club\n")
    assert renewed.returncode == 0 and "given a new password" in renewed.stdout
    assert "password:" not in renewed.stdout
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT rolpassword FROM pg_authid WHERE rolname = 'dealer_table_table_5'"
                            ).fetchone()[0] != verifier
    # Another table whose name gives the same login is refused; a short password too.
    clash = dealer_app("central", "table", "add", "TABLE-5", "--central", central_db)
    assert clash.returncode == 2 and "Table 5's" in clash.stderr
    short = dealer_app("central", "table", "add", "T6", "--central", central_db, "--password-stdin", stdin="abc\n")
    assert short.returncode == 2 and "12 characters" in short.stderr
    listed = dealer_app("central", "table", "list", "--central", central_db)
    assert "table Table 5: login dealer_table_table_5, 0 store(s)" in listed.stdout


def test_the_refusals_read_whole_on_the_floor_stations_board_at_1366_by_768(qtbot, tmp_path, central_db, table_url,
                                                                           floor_url, language):
    """T4's login writing into T5's store and a forged checkpoint of T5: both said in T5's red alarm cell, no word
    cut, in each language."""
    import os
    from dealer_app.central import checkpoint as cps
    from dealer_app.floor.station import HandSearch
    from dealer_app.central.search import CentralHands
    from fit_check import cut_texts
    from PySide6.QtCore import Qt
    from ui.floor.floor_station import FloorStation
    t5 = make_store(tmp_path / "t5.sqlite", hands=2, table="T5")
    send(t5, table_url)
    send(make_store(tmp_path / "t4.sqlite", hands=1, table="T4"), table_url)
    sid = store_id(t5)
    with psycopg.connect(table_url("T4"), autocommit=True) as conn:
        head, head_hash = record.store_head(conn, sid)
        assert record.ingest(conn, sid, head + 1, *map(list, zip(forged_end(t5, head, head_hash)))).status == \
            "wrong-login"
    pub, kid = cps.keygen(tmp_path / "floor.key")
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, cps.load_public(str(pub)))
    with psycopg.connect(central_db.replace("postgres@", "dealer_signer@"), autocommit=True) as conn:
        conn.execute("SELECT central.record_checkpoint(%s, %s, %s, %s, %s, %s)",
                     (sid, head, head_hash, int(__import__("time").time() * 1e6), kid, os.urandom(64)))
    board = RoomBoard(floor_url)
    hands = CentralHands(floor_url)
    window = FloorStation(board, HandSearch(hands), central=floor_url, choose_path=lambda fmt, name: None)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    try:
        board.refresh()
        qtbot.waitUntil(lambda: window.board.tables.rowCount() == 2, timeout=5000)
        tables = window.board.tables
        (row,) = [r for r in range(tables.rowCount()) if tables.item(r, 0).text() == "T5"]
        said = tables.item(row, 9).text()
        assert said and tables.item(row, 9).background().style() != Qt.BrushStyle.NoBrush
        assert said.count(" · ") == 1                                  # the two alarms, side by side
        try:                                 # the layout settles a moment after the rows come (the fixture's wait)
            qtbot.waitUntil(lambda: cut_texts(window) == [], timeout=3000)
        finally:
            assert cut_texts(window) == []
        window.grab().save(str(tmp_path / f"board-{language}.png"))
        if os.environ.get("LOGINS_SHOTS"):
            window.grab().save(os.path.join(os.environ["LOGINS_SHOTS"], f"board-{language}.png"))
    finally:
        board.stop()
        hands.close()
