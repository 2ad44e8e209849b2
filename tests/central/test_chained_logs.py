"""Issue 26, item 5: the supervisors' log and the floor's acts chained, their heads signed by the checkpoint
command. A DBA deletes 10 refusals from supervisor_log and a floor act under ``session_replication_role =
replica`` (which passes the append-only triggers): the register and ``central acts`` name the row where it shows."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central import roster
from dealer_app.central.floor_acts import STATION_PURPOSE
from dealer_app.central.log_chain import check_logs, sign_logs
from dealer_app.central.register import check_register, read_register, register_csv, register_text
from house_helpers import DAY, afternoon

ROOT = Path(__file__).resolve().parents[2]
PIN = "730519"
DAY_END_UTC_US = 1_795_734_000_000_000


def dealer_app(*argv):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


@pytest.fixture
def logged(tmp_path, central_db, floor_url, signer_url):
    """Marie on the roster, 12 refused sign-ins by ids nobody has, Marie signed in with 3 acts; the floor's key
    registered; `dealer-app central checkpoint` run by the signer's login (the logs' heads signed)."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        roster.put(conn, "M-01", "Marie", PIN, "added")
    station = roster.CentralRoster(lambda: psycopg.connect(floor_url, autocommit=True), "floor")
    for n in range(12):
        assert not station.check(f"X-{n:02d}", "000000", STATION_PURPOSE).granted
    verdict = station.check("M-01", PIN, STATION_PURPOSE)
    assert verdict.granted
    with psycopg.connect(floor_url, autocommit=True) as conn:
        acts = [conn.execute("SELECT central.floor_act('M-01', %s, 'search', NULL, NULL, %s, 'floor-1')",
                             (verdict.grant_id, f'{{"words": "search {n}"}}')).fetchone()[0] for n in range(3)]
    pub, _ = cps.keygen(tmp_path / "floor.key")
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, cps.load_public(str(pub)))
    done = dealer_app("central", "checkpoint", "--central", signer_url, "--key", tmp_path / "floor.key")
    assert done.returncode == 0, done.stderr
    assert "log checkpoint: supervisor_log at row" in done.stdout and "log checkpoint: floor_acts at row" in done.stdout
    return cps.load_public(str(pub)), pub, acts


def as_dba(central_db, sql, params=()):
    with psycopg.connect(central_db, autocommit=True) as conn:
        with conn.transaction():
            conn.execute("SET LOCAL session_replication_role = replica")
            conn.execute(sql, params)


def test_untouched_logs_verify_and_each_row_is_chained_on_the_one_before(logged, central_db, floor_url):
    public, _pub, _acts = logged
    with psycopg.connect(floor_url) as conn:
        assert check_logs(conn, public) == ()
        rows = conn.execute("SELECT id, prev_hash, hash FROM central.supervisor_log ORDER BY id").fetchall()
    assert len(rows) == 14 and rows[0][1] == bytes(32)
    assert all(bytes(b[1]) == bytes(a[2]) for a, b in zip(rows, rows[1:]))


def test_ten_refusals_deleted_show_at_the_row_after_them(logged, central_db, floor_url, tmp_path):
    public, pub, _acts = logged
    with psycopg.connect(floor_url) as conn:
        refused = [r[0] for r in conn.execute("SELECT id FROM central.supervisor_log WHERE kind = 'refused' "
                                              "ORDER BY id").fetchall()]
    as_dba(central_db, "DELETE FROM central.supervisor_log WHERE id = ANY(%s)", (refused[:10],))
    with psycopg.connect(floor_url) as conn:
        findings = check_logs(conn, public)
    assert [(f.log, f.code, f.row) for f in findings] == [("supervisor_log", "chain-broken", refused[10])]
    done = dealer_app("central", "acts", "--central", floor_url, "--day", DAY, "--key-pub", pub)
    assert done.returncode == 1
    assert f"le journal des superviseurs a été modifié : sa chaîne se rompt à la ligne {refused[10]}" in done.stdout


def test_a_floor_act_deleted_after_the_checkpoint_shows_in_the_register(logged, central_db, floor_url,
                                                                       table_url, tmp_path):
    public, _pub, acts = logged
    afternoon(tmp_path, table_url)
    key = cps.load_private(tmp_path / "floor.key")
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.sign_all(conn, key, signed_utc_us=DAY_END_UTC_US + 60_000_000)
    with psycopg.connect(floor_url) as conn:
        clean = check_register(read_register(conn, DAY, public), public)
    assert clean.closed and "Every signature checked" in register_text(clean, "en")
    as_dba(central_db, "DELETE FROM central.floor_acts WHERE id = %s", (acts[-1],))       # the signed head
    with psycopg.connect(floor_url) as conn:
        register = check_register(read_register(conn, DAY, public), public)
    assert [(f.log, f.code, f.row) for f in register.log_findings] == [("floor_acts", "head-gone", acts[-1])]
    assert not register.closed
    text = register_text(register, "en")
    assert f"ALARM — the floor's acts was changed after it was signed: row {acts[-1]}" in text
    assert "NOT verified" in text
    assert f"2026-11-26,head-gone,floor_acts,,,,,,{acts[-1]},," in register_csv(register)


def test_a_changed_row_under_the_signed_head_shows(logged, central_db, floor_url):
    public, _pub, acts = logged
    as_dba(central_db, "UPDATE central.floor_acts SET detail = '{\"words\": \"nothing\"}' WHERE id = %s", (acts[0],))
    with psycopg.connect(floor_url) as conn:
        assert [(f.code, f.row) for f in check_logs(conn, public)] == [("chain-broken", acts[0])]


def test_only_the_signers_login_records_a_log_checkpoint(logged, floor_url, tmp_path):
    key = cps.load_private(tmp_path / "floor.key")
    with psycopg.connect(floor_url, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            sign_logs(conn, key)
