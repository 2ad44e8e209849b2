"""Issue 26, item 5: the register's money bound to the signed events. A DBA changes the derived rows (hand_ends,
time_collected) or an event's body under ``session_replication_role = replica``, which passes the append-only
triggers; the register adds each store's day up again from the events' own bodies, checks their chain, and flags
every difference with both numbers, prints the signed events' figure, and leaves the day NOT CLOSED."""
from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central.register import check_register, read_register, register_csv, register_html, register_text
from house_helpers import DAY, afternoon

ROOT = Path(__file__).resolve().parents[2]
DAY_END_UTC_US = 1_795_734_000_000_000


@pytest.fixture
def signed_day(tmp_path, central_db, table_url):
    """The afternoon's three tables sent, and closed by a checkpoint signed after the day's end."""
    tables = afternoon(tmp_path, table_url)
    pub, _ = cps.keygen(tmp_path / "floor.key")
    public = cps.load_public(str(pub))
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, public)
        cps.sign_all(conn, cps.load_private(tmp_path / "floor.key"), signed_utc_us=DAY_END_UTC_US + 60_000_000)
    return tables, public, pub


def as_dba(central_db, *statements):
    with psycopg.connect(central_db, autocommit=True) as conn:
        with conn.transaction():
            conn.execute("SET LOCAL session_replication_role = replica")
            for sql in statements:
                conn.execute(sql)


def register_of(floor_url, public):
    with psycopg.connect(floor_url) as conn:
        return check_register(read_register(conn, DAY), public)


def test_an_untouched_day_is_verified_as_before(signed_day, floor_url):
    _tables, public, _pub = signed_day
    register = register_of(floor_url, public)
    assert register.closed and not register.mismatches and not register.breaks
    assert (register.hands, register.rake, register.time) == (17, 10, 70)
    assert "Every signature checked with the floor's public key" in register_text(register, "en")


def test_the_dba_adding_1000_to_a_hands_rake_is_flagged_with_both_numbers(signed_day, central_db, floor_url,
                                                                         tmp_path):
    _tables, public, pub = signed_day
    as_dba(central_db, "UPDATE central.hand_ends SET rake = rake + 1000 WHERE (store_id, number) = "
                       "(SELECT h.store_id, h.number FROM central.hand_ends h JOIN central.hand_starts s "
                       "USING (store_id, number) WHERE s.table_id = 'T1' AND h.rake > 0 ORDER BY 1, 2 LIMIT 1)")
    with psycopg.connect(floor_url) as conn:               # the derived rows now say 1,010
        assert conn.execute("SELECT sum(rake) FROM central.daily_register(%s)", (DAY,)).fetchone()[0] == 1010
    register = register_of(floor_url, public)
    assert [(m.table_id, m.figure, m.derived, m.signed) for m in register.mismatches] == [("T1", "rake", 1010, 10)]
    assert register.rake == 10 and not register.closed            # the signed events' figure is printed
    text = register_text(register, "en")
    assert "the rake of the central base's derived rows is 1010, the signed events give 10" in text
    assert "NOT verified" in text and "Every signature checked" not in text
    assert "are those of the signed events" in text
    assert "« cagnotte » vaut 1010 dans les lignes dérivées" in register_text(register, "fr")
    rows = list(csv.reader(io.StringIO(register_csv(register))))
    assert ["2026-11-26", "mismatch", "T1", register.mismatches[0].store_id, "1", "rake", "1010", "10", "", "",
            ""] in rows
    assert "1010" in register_html(register, "en") and "#a00000" in register_html(register, "en")
    done = subprocess.run([sys.executable, "-m", "dealer_app", "central", "register", "--central", floor_url,
                           "--day", str(DAY), "--key-pub", str(pub)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "Toutes les signatures" not in done.stdout and "NON CLÔTURÉE, 1 chiffre" in done.stdout


def test_deleted_time_rows_are_flagged_and_the_signed_time_printed(signed_day, central_db, floor_url):
    _tables, public, _pub = signed_day
    as_dba(central_db, "DELETE FROM central.time_collected WHERE table_id = 'T3'")
    register = register_of(floor_url, public)
    assert [(m.table_id, m.figure, m.derived, m.signed) for m in register.mismatches] == [("T3", "time", 0, 40)]
    assert register.time == 70 and not register.closed


def test_a_hand_end_deleted_is_flagged(signed_day, central_db, floor_url):
    _tables, public, _pub = signed_day
    as_dba(central_db, "DELETE FROM central.hand_ends WHERE (store_id, number) IN (SELECT h.store_id, h.number "
                       "FROM central.hand_starts h WHERE h.table_id = 'T2' ORDER BY h.number LIMIT 1)")
    register = register_of(floor_url, public)
    assert [(m.table_id, m.figure, m.signed - m.derived) for m in register.mismatches if m.figure == "hands"] == [
        ("T2", "hands", 1)]
    assert register.hands == 17 and not register.closed


def test_an_edited_body_is_flagged_as_a_broken_chain(signed_day, central_db, floor_url):
    _tables, public, _pub = signed_day
    with psycopg.connect(floor_url) as conn:
        store_id, seq, body = conn.execute(
            "SELECT e.store_id, e.seq, e.body FROM central.events e JOIN central.stores s USING (store_id) "
            "WHERE s.table_id = 'T1' AND e.kind = 'hand-ended' AND convert_from(e.body, 'UTF8')::jsonb"
            "->'payload'->>'rake' <> '0' ORDER BY e.seq LIMIT 1").fetchone()
    edited = bytes(body).replace(b'"rake":', b'"rake":1', 1)
    assert edited != bytes(body)
    as_dba(central_db, psycopg.sql.SQL("UPDATE central.events SET body = {} WHERE store_id = {} AND seq = {}").format(
        edited, store_id, seq))
    register = register_of(floor_url, public)
    assert [(b.table_id, b.seq) for b in register.breaks] == [("T1", seq)]
    assert not register.closed
    assert f"event {seq}'s body does not give the hash" in register_text(register, "en")
