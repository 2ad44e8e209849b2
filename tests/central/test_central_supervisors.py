"""Supervisors held centrally (issue 19): the PIN checked against the central roster (scrypt digests the tables
cannot read), failures counted across tables, the grant recorded centrally and in the table's store; offline,
the table's own roster answers and says so."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

from dealer_app.central import roster as central
from dealer_app.central.roster import CentralRoster
from dealer_app.central.uplink import Uplink
from dealer_app.store import open_store
from dealer_app.supervisors import roster as local
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.roster import Roster
from store_helpers import FakeClock

ROOT = Path(__file__).resolve().parents[2]
PIN, LOCAL_PIN = "730519", "482061"


def connector(url):
    return lambda: psycopg.connect(url, autocommit=True, connect_timeout=2)


@pytest.fixture
def club(central_db):
    """Marie (M-01) on the central roster, added by the club's command code as the owner."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        central.put(conn, "M-01", "Marie", PIN, "added")
    return central_db


def log_rows(url):
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT id, supervisor_id, kind, table_id, failures FROM central.supervisor_log "
                            "ORDER BY id").fetchall()


def test_the_central_cost_is_the_local_rosters():
    assert (central.SCRYPT_N, central.SCRYPT_R, central.SCRYPT_P) == (local.SCRYPT_N, local.SCRYPT_R, local.SCRYPT_P)
    assert (central.SCRYPT_N, central.SCRYPT_R) == (2 ** 16, 8)
    assert central.PIN_DIGITS == local.PIN_DIGITS
    salt = bytes(range(16))
    assert central.digest(PIN, salt).hex() == local.PinHash.of(PIN, salt).digest


def test_sign_in_is_checked_centrally_and_the_grant_recorded_there(club, uplink_url):
    verdict = CentralRoster(connector(uplink_url), "T1", "a" * 32).check("M-01", PIN, "open-floor-view")
    assert verdict.granted and verdict.supervisor == "M-01" and verdict.grant_id is not None
    assert log_rows(club)[-1] == (verdict.grant_id, "M-01", "granted", "T1", None)
    wrong = CentralRoster(connector(uplink_url), "T1").check("M-01", "111111", "open-floor-view")
    assert (wrong.status, wrong.attempts_left, wrong.grant_id) == ("wrong", 4, None)


def test_five_wrong_pins_at_one_table_lock_the_id_out_at_another(club, uplink_url):
    t1, t2 = CentralRoster(connector(uplink_url), "T1"), CentralRoster(connector(uplink_url), "T2")
    answers = [t1.check("M-01", "999999", "correction") for _ in range(5)]
    assert [(a.status, a.attempts_left) for a in answers] == [("wrong", 4), ("wrong", 3), ("wrong", 2),
                                                              ("wrong", 1), ("locked-now", 0)]
    at_t2 = t2.check("M-01", PIN, "correction")                 # the right PIN, at another table
    assert at_t2.status == "locked" and not at_t2.granted
    minutes = (at_t2.locked_until_utc_us / 1e6 - time.time()) / 60
    assert 14 < minutes <= 15
    assert [r[2] for r in log_rows(club)][-2:] == ["locked-out", "refused"]
    # An id nobody has is answered the same way, and counted too (never kept in clear).
    stranger = [t2.check("nobody", "123450", "correction").status for _ in range(5)]
    assert stranger == ["wrong"] * 4 + ["locked-now"]
    assert "nobody" not in str(log_rows(club))


def test_ten_wrong_pins_hold_the_lock_out_until_the_club_resets_the_pin(club, uplink_url):
    t1 = CentralRoster(connector(uplink_url), "T1")
    for _ in range(5):
        t1.check("M-01", "999999", "x")
    with psycopg.connect(club, autocommit=True) as conn:           # the 15 minutes pass (the server's clock)
        conn.execute("UPDATE central.supervisor_locks SET locked_until = now() - interval '1 second'")
    assert [t1.check("M-01", "999999", "x").status for _ in range(5)] == ["wrong"] * 4 + ["locked-now"]
    with psycopg.connect(club, autocommit=True) as conn:     # ten in a row: held, no end
        assert conn.execute("SELECT isfinite(locked_until) FROM central.supervisor_locks WHERE key = 'M-01'"
                            ).fetchone()[0] is False
    assert t1.check("M-01", PIN, "x").status == "locked"
    done = subprocess.run([sys.executable, "-m", "dealer_app", "central", "supervisor", "reset-pin", "--central", club,
                           "--id", "M-01", "--pin-stdin"], input="604817\n", cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert t1.check("M-01", "604817", "x").granted


def test_the_application_roles_cannot_read_a_digest(club, uplink_url, floor_url):
    for url in (uplink_url, floor_url):
        with psycopg.connect(url) as conn:
            for table in ("supervisors", "supervisor_locks", "roster_secret"):
                with pytest.raises(psycopg.errors.InsufficientPrivilege):
                    conn.execute(f"SELECT * FROM central.{table}")
                conn.rollback()
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute("SELECT central.supervisor_put('X-1', 'x', %s, %s, 1, 1, 1, 'added')",
                             (bytes(16), bytes(32)))
            conn.rollback()
    with psycopg.connect(uplink_url) as conn:     # the salt is all a table gets: not the digest
        salt, n, r, p = conn.execute("SELECT * FROM central.supervisor_salt('M-01')").fetchone()
        assert (len(salt), n, r, p) == (16, 2 ** 16, 8, 1)
        fake = conn.execute("SELECT salt FROM central.supervisor_salt('nobody')").fetchone()[0]
        assert len(fake) == 16 and fake == conn.execute("SELECT salt FROM central.supervisor_salt('nobody')"
                                                         ).fetchone()[0]


@pytest.fixture
def table_desk(tmp_path):
    """A table's desk over its own roster (Paul, P-02, a local PIN), writing to its store."""
    clock = FakeClock()
    path = tmp_path / "supervisors.json"
    roster = Roster.load(path)
    roster.add("P-02", "Paul", LOCAL_PIN, by="first run", at_utc_us=clock.utc_us())
    store = open_store(tmp_path / "table.sqlite", table="T1", dealer="Lea", clock=clock)
    desk = SupervisorDesk(Roster.load(path), clock, store.append)
    yield desk, store
    store.close()


def test_connected_the_desk_asks_the_central_roster_and_the_store_keeps_the_grant(club, uplink_url, table_desk):
    desk, store = table_desk
    desk.central = CentralRoster(connector(uplink_url), "T1")
    answer = desk.sign_in("M-01", PIN)                      # Marie is on the central roster only
    assert answer.granted and answer.supervisor == "M-01" and answer.message == ""
    grant = log_rows(club)[-1]
    assert grant[1:4] == ("M-01", "granted", "T1")
    signed = [e for e in store.access_log() if e.kind == "sign-in"][-1]
    assert signed.detail["central_grant"] == grant[0]
    refused = desk.authorise("correction", "wrong card", supervisor="P-02", pin=LOCAL_PIN)
    assert not refused.granted and refused.code == "unknown-or-wrong"   # Paul is not on the central roster


def test_offline_the_local_roster_answers_and_says_so(table_desk, tmp_path, postgres_server):
    desk, store = table_desk
    dead = f"postgresql://dealer_uplink@127.0.0.1:{postgres_server.port + 1}/x"
    uplink = Uplink(tmp_path / "table.sqlite", dead, connect_timeout=1)
    try:
        desk.central = CentralRoster(lambda: uplink.connection(timeout=1), "T1")
        said = []
        desk.on_central_fallback = said.append               # the console's status line
        started = time.monotonic()
        answer = desk.authorise("correction", "wrong card", supervisor="P-02", pin=LOCAL_PIN)
        took = time.monotonic() - started
    finally:
        uplink.close()
    assert answer.granted and answer.supervisor == "P-02"
    assert str(answer.message) == "central roster unreachable: local roster used"
    assert took < 3 and said == ["central roster unreachable: local roster used"]
    act = [e for e in store.access_log() if e.kind == "authorised"][-1]
    assert act.detail["central"] == "unreachable" and "central_grant" not in act.detail


def test_club_commands_add_and_remove(central_db, uplink_url):
    def run(*argv, pin=None):
        return subprocess.run([sys.executable, "-m", "dealer_app", "central", "supervisor", *argv, "--central",
                               central_db], input=pin, cwd=ROOT, capture_output=True, text=True, timeout=60)
    added = run("add", "--id", "S-07", "--name", "Sam", "--pin-stdin", pin="730519\n")
    assert added.returncode == 0 and "S-07 added to the central roster" in added.stdout
    again = run("add", "--id", "S-07", "--pin-stdin", pin="730519\n")
    assert again.returncode != 0 and "already on the central roster" in again.stderr
    weak = run("add", "--id", "S-08", "--pin-stdin", pin="123456\n")
    assert weak.returncode == 2 and "straight run" in weak.stderr
    assert CentralRoster(connector(uplink_url), "T1").check("S-07", "730519", "x").granted
    assert run("remove", "--id", "S-07").returncode == 0
    assert CentralRoster(connector(uplink_url), "T1").check("S-07", "730519", "x").status == "wrong"


def test_the_console_checks_its_supervisors_centrally_through_the_uplinks_pool(qtbot, club, uplink_url, table_desk):
    from types import SimpleNamespace

    from dealer_app.console.app import build_controller, build_window, central_roster
    from dealer_app.supervisors.authorisation import DeskAuthoriser
    desk, store = table_desk
    window = build_window(build_controller(seed=1))
    qtbot.addWidget(window)
    uplink = Uplink(store.path, uplink_url, fetch_checkpoints=False)
    try:
        central_roster(SimpleNamespace(authoriser=DeskAuthoriser(desk), store=store), uplink, window)
        answer = desk.sign_in("M-01", PIN)
    finally:
        uplink.close()
    assert answer.granted and answer.supervisor == "M-01"
    with psycopg.connect(club) as conn:
        table, sid = conn.execute("SELECT table_id, store_id FROM central.supervisor_log WHERE kind = 'granted'"
                                  ).fetchone()
    assert (table, sid) == ("T1", store._conn.execute("SELECT store_id FROM store_identity").fetchone()[0])


def test_the_central_roster_says_each_supervisors_role_and_the_club_sets_it(club, uplink_url, table_desk):
    """Migration 0016 (issue 28, art. 56-3-3): a supervisor already there is floor; the club's command makes one
    management (logged, chained like the rest of the log); supervisor_check says the role with the grant, and
    the table's desk then refuses a floor supervisor for the management's signature."""
    def run(*argv, pin=None):
        return subprocess.run([sys.executable, "-m", "dealer_app", "central", "supervisor", *argv, "--central",
                               club], input=pin, cwd=ROOT, capture_output=True, text=True, timeout=60)
    t1 = CentralRoster(connector(uplink_url), "T1")
    marie = t1.check("M-01", PIN, "jackpot-payment")
    assert marie.granted and marie.role == "floor"
    added = run("add", "--id", "D-02", "--name", "Denis", "--role", "management", "--pin-stdin", pin="604917\n")
    assert added.returncode == 0, added.stderr
    assert t1.check("D-02", "604917", "jackpot-payment").role == "management"
    made = run("role", "--id", "M-01", "--role", "management")
    assert made.returncode == 0 and "M-01 made management on the central roster" in made.stdout, made.stderr
    assert t1.check("M-01", PIN, "x").role == "management"
    assert run("role", "--id", "M-01", "--role", "floor").returncode == 0
    assert run("role", "--id", "M-01").returncode == 2                         # the role must be said
    unknown = run("role", "--id", "Z-99", "--role", "management")
    assert unknown.returncode != 0 and "no supervisor Z-99" in unknown.stderr
    with psycopg.connect(club) as conn:
        logged = conn.execute("SELECT supervisor_id, kind, purpose FROM central.supervisor_log "
                              "WHERE kind = 'role-changed' ORDER BY id").fetchall()
        assert logged == [("D-02", "role-changed", "management"), ("M-01", "role-changed", "management"),
                          ("M-01", "role-changed", "floor")]
        with pytest.raises(psycopg.errors.CheckViolation):
            conn.execute("UPDATE central.supervisors SET role = 'owner' WHERE id = 'M-01'")
    with psycopg.connect(uplink_url) as conn:                      # a table cannot set a role
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT central.supervisor_set_role('M-01', 'management')")
    desk, store = table_desk
    desk.central = t1
    floor = desk.authorise("jackpot-payment", "bad beat: management", supervisor="M-01", pin=PIN, role="management")
    assert not floor.granted and floor.code == "not-management"
    refused = [e for e in store.access_log() if e.kind == "sign-in-refused"][-1].detail
    assert refused["why"] == "not-management" and refused["central_grant"]
    paid = desk.authorise("jackpot-payment", "bad beat: management", supervisor="D-02", pin="604917",
                          role="management")
    assert paid.granted and paid.supervisor == "D-02"
