"""The French daily register (issue 19): rake and time per table and session for one club day, closed by each
table's checkpoint signed after the day's end, every signature checked before anything is printed."""
from __future__ import annotations

import csv
import io
import subprocess
import sys
from datetime import date
from pathlib import Path

import psycopg
import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central.register import check_register, read_register, register_csv, register_text
from house_helpers import DAY, afternoon

ROOT = Path(__file__).resolve().parents[2]
# The 26th ends at midnight in Paris: 23:00 UTC.
DAY_END_UTC_US = 1_795_734_000_000_000


def dealer_app(*argv, timeout=120):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


@pytest.fixture
def day(tmp_path, central_db, table_url):
    """The afternoon's three tables sent; the floor's key registered centrally."""
    tables = afternoon(tmp_path, table_url)
    key_path = tmp_path / "floor.key"
    pub, _ = cps.keygen(key_path)
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, cps.load_public(str(pub)))
    return tables, cps.load_private(key_path), pub


def sign(central_db, key, at_utc_us):
    with psycopg.connect(central_db, autocommit=True) as conn:
        return cps.sign_all(conn, key, signed_utc_us=at_utc_us)


def test_the_day_is_not_closed_until_a_checkpoint_signed_after_its_end_covers_it(day, central_db, floor_url):
    _tables, key, _pub = day
    with psycopg.connect(floor_url) as conn:
        assert read_register(conn, DAY).day_end_utc_us == DAY_END_UTC_US
        assert not read_register(conn, DAY).closed                    # no checkpoint at all
    sign(central_db, key, DAY_END_UTC_US - 1)                         # signed a microsecond before midnight
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
    assert not register.closed and all(c.checkpoint is None for c in register.closings)
    assert "NOT CLOSED" in register_text(register, "en")
    signed = sign(central_db, key, DAY_END_UTC_US)
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
    assert register.closed
    assert {c.store_id: (c.checkpoint.seq, c.checkpoint.signature) for c in register.closings} == {
        cp.store_id: (cp.seq, cp.signature) for cp in signed}


def test_the_register_is_the_tables_own_numbers_with_each_closing_checkpoint_in_full(day, central_db, floor_url):
    tables, key, pub = day
    signed = {cp.store_id: cp for cp in sign(central_db, key, DAY_END_UTC_US + 60_000_000)}
    with psycopg.connect(floor_url) as conn:
        register = check_register(read_register(conn, DAY), cps.load_public(str(pub)))
    own = {t.store.table: t.report().session for t in tables}
    assert [(line.table_id, line.session, line.hands, line.rake, line.time) for line in register.lines] == [
        (name, 1, p.hands, p.rake, p.time) for name, p in sorted(own.items())]
    assert (register.hands, register.rake, register.time) == (17, 10, 70)
    rows = list(csv.DictReader(io.StringIO(register_csv(register))))
    assert [(r["table"], r["rake"], r["time_collected"]) for r in rows] == [
        ("T1", "10", "0"), ("T2", "0", "30"), ("T3", "0", "40"), ("total", "10", "70")]
    for row in rows[:-1]:
        cp = signed[row["store_id"]]
        assert (int(row["checkpoint_seq"]), row["checkpoint_head_hash"], row["checkpoint_signature"]) == (
            cp.seq, cp.head_hash.hex(), cp.signature.hex())
    text = register_text(register, "fr")
    assert text.startswith("Registre journalier des jeux, journée du 2026-11-26")
    assert signed[rows[0]["store_id"]].signature.hex() in text


def test_a_register_checked_with_another_key_closes_nothing_and_lists_every_checkpoint(day, central_db, floor_url,
                                                                                       tmp_path):
    _tables, key, _pub = day
    sign(central_db, key, DAY_END_UTC_US)
    other_pub, _ = cps.keygen(tmp_path / "other.key")
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
    checked = check_register(register, cps.load_public(str(other_pub)))
    # Nothing another key did not sign closes the day: each store open, each checkpoint listed as not verifying.
    assert not checked.closed and all(c.checkpoint is None for c in checked.closings)
    assert all([bad.code for bad in c.invalid] == ["other-key"] for c in checked.closings)
    out = tmp_path / "register.csv"
    done = dealer_app("central", "register", "--central", floor_url, "--day", DAY, "--key-pub", other_pub,
                      "--csv", out, "--lang", "en")
    assert done.returncode == 1 and "is not closed for 3 table stores" in done.stderr
    assert done.stdout.count("does not verify and was not used") == 3 and "NOT CLOSED" in done.stdout


def test_register_command_writes_csv_and_pdf_and_exits_1_while_the_day_is_open(day, central_db, floor_url, tmp_path):
    _tables, key, pub = day
    out_csv, out_pdf = tmp_path / "registre.csv", tmp_path / "registre.pdf"
    still_open = dealer_app("central", "register", "--central", floor_url, "--day", DAY, "--key-pub", pub)
    assert still_open.returncode == 1 and "n’est pas close pour 3 registres de table" in still_open.stderr
    assert "NON CLÔTURÉE" in still_open.stdout
    sign(central_db, key, DAY_END_UTC_US)
    done = dealer_app("central", "register", "--central", floor_url, "--day", DAY, "--key-pub", pub,
                      "--csv", out_csv, "--pdf", out_pdf, "--lang", "en")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Daily register of the games, day of 2026-11-26")
    assert "Every signature checked with the floor's public key" in done.stdout
    assert out_pdf.read_bytes()[:5] == b"%PDF-" and out_pdf.stat().st_size > 1000
    assert out_csv.read_text().splitlines()[-1].startswith("2026-11-26,total,,,17,2,0,")


def test_report_command_by_dealer_and_a_bad_day(day, floor_url, tmp_path):
    done = dealer_app("central", "report", "--central", floor_url, "--day", DAY, "--by", "dealer", "--lang", "en",
                      "--csv", tmp_path / "r.csv")
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(io.StringIO((tmp_path / "r.csv").read_text())))
    assert [(r["key"], r["hands"], r["rake"], r["time_collected"]) for r in rows] == [
        ("Marie", "5", "6", "0"), ("Paul", "9", "4", "30"), ("Zoé", "3", "0", "40"), ("total", "17", "10", "70")]
    bad = dealer_app("central", "report", "--central", floor_url, "--day", "26/11/2026")
    assert bad.returncode == 2 and "a day is YYYY-MM-DD" in bad.stderr
    empty = dealer_app("central", "report", "--central", floor_url, "--day", date(2026, 1, 1))
    assert empty.returncode == 0 and "0" in empty.stdout.splitlines()[-1]


def test_time_given_back_by_a_voided_hand_leaves_the_register_with_what_was_kept(tmp_path, central_db, table_url,
                                                                                 floor_url):
    """RULES.md 11: time taken at the start of a hand later voided is given back. The table records the amount given
    back (negative) with the void; the register sums what the table kept: two hands at the button, 5 each = 10."""
    from house_helpers import PER_HAND, Table
    from sessions import folded, settings
    table = Table(tmp_path, "T4", settings(extra=PER_HAND), dealer="Paul")
    table.hand(folded)
    table.later(4)
    table.record.submit(lambda s: s.start_hand(at=table.at()))          # the button pays 5 as the hand starts
    table.record.submit(lambda s: s.void_hand("the deck was found short", "M-01", at=table.at()))
    table.hand(folded)                                                   # the same button pays again
    own = table.report().session
    assert (own.hands, own.voids, own.time) == (2, 1, 10) and table.record.session.ledger.time == 10
    table.send(table_url)
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
    assert [(line.table_id, line.hands, line.time) for line in register.lines] == [("T4", 2, 10)]
