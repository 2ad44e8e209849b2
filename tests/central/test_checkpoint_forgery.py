"""Checkpoints against an insider (issue 26, item 4), on the real server: only the signer's own login records
one; a forged signature or a date in the future, recorded centrally, is an alarm for every reader (the uplink,
verify --central, the register, the board) and never replaces, hides or blocks the good one."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

from central_helpers import make_store, store_id
from dealer_app.central import checkpoint as cps
from dealer_app.central.board import BoardFeed
from dealer_app.central.register import check_register, read_register
from dealer_app.central.uplink import Uplink
from dealer_app.floor.board import RoomBoard
from house_helpers import DAY, afternoon
from store_helpers import play

ROOT = Path(__file__).resolve().parents[2]
FOREVER = 9_999_999_999_999_999          # the date the forgery carried


def dealer_app(*argv):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def as_role(url: str, role: str) -> str:
    return url.replace("postgresql://postgres@", f"postgresql://{role}@")


def record(conn, sid, seq, head_hash, signed_utc_us, kid, signature):
    return conn.execute("SELECT central.record_checkpoint(%s, %s, %s, %s, %s, %s)",
                        (sid, seq, head_hash, signed_utc_us, kid, signature)).fetchone()[0]


def central_head(url, sid):
    with psycopg.connect(url) as conn:
        seq, digest = conn.execute("SELECT head_seq, head_hash FROM central.stores WHERE store_id = %s",
                                   (sid,)).fetchone()
    return seq, bytes(digest)


@pytest.fixture
def room(tmp_path, central_db, table_url):
    """T5 sent with its own login, the floor's key registered, a good checkpoint signed by the signer's login and
    kept beside the store; then T5 deals on and its new head is sent (no checkpoint for it yet)."""
    key_path = tmp_path / "floor" / "checkpoint.key"
    key_path.parent.mkdir()
    pub, kid = cps.keygen(key_path)
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, cps.load_public(str(pub)))
    store = make_store(tmp_path / "t5.sqlite", hands=2, table="T5")
    uplink = Uplink(store.path, table_url("T5"))
    assert uplink.sync_once().state == "synced"
    signed = dealer_app("central", "checkpoint", "--key", key_path, "--central", as_role(central_db, "dealer_signer"))
    assert signed.returncode == 0, signed.stderr
    assert uplink.sync_once().state == "synced"
    good = cps.read(cps.file_beside(store.path))
    play(store, 3)
    assert uplink.sync_once().state == "synced"
    yield store, uplink, key_path, pub, kid, good
    uplink.close()


def test_only_the_signers_login_records_a_checkpoint(room, central_db, table_url):
    store, _uplink, key_path, _pub, kid, _good = room
    sid = store_id(store)
    seq, digest = central_head(central_db, sid)
    for url in (as_role(central_db, "dealer_floor"), table_url("T5"), as_role(central_db, "dealer_uplink")):
        with psycopg.connect(url, autocommit=True) as conn:
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="record_checkpoint"):
                record(conn, sid, seq, digest, FOREVER, kid, os.urandom(64))
    refused = dealer_app("central", "checkpoint", "--key", key_path, "--central", as_role(central_db, "dealer_floor"))
    assert refused.returncode == 2 and "dealer_floor may not record a checkpoint" in refused.stderr
    # The signer's login itself cannot date one ahead of the server's clock.
    with psycopg.connect(as_role(central_db, "dealer_signer"), autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InvalidParameterValue, match="ahead of the server's clock"):
            record(conn, sid, seq, digest, FOREVER, kid, os.urandom(64))
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT count(*), min(recorded_by) FROM central.checkpoints").fetchone() == (
            1, "dealer_signer")


def test_a_random_signature_from_the_signers_login_is_an_alarm_for_every_reader(room, central_db, floor_url,
                                                                                tmp_path):
    store, uplink, _key, pub, kid, good = room
    sid = store_id(store)
    seq, digest = central_head(central_db, sid)
    assert seq > good.seq
    beside = cps.file_beside(store.path)
    kept_bytes = beside.read_bytes()
    with psycopg.connect(as_role(central_db, "dealer_signer"), autocommit=True) as conn:
        forged = record(conn, sid, seq, digest, time.time_ns() // 1000, kid, os.urandom(64))
    # The uplink: the table's file is the good one still, and the forgery is flagged centrally, once.
    assert uplink.sync_once().state == "synced"
    assert uplink.sync_once().state == "synced"
    assert beside.read_bytes() == kept_bytes
    with psycopg.connect(central_db) as conn:
        flagged = conn.execute("SELECT detail FROM central.alarms WHERE store_id = %s AND kind = 'checkpoint-invalid'",
                               (sid,)).fetchall()
    assert [(d["checkpoint_id"], d["code"], d["recorded_by"]) for (d,) in flagged] == [
        (forged, "bad-signature", "dealer_signer")]
    # verify, against the file and against the central record: intact with the good one, the forgery an ALARM.
    store.close()
    by_file = dealer_app("verify", store.path, "--keeper", "none", "--public-key", pub, "--checkpoint", beside)
    assert by_file.returncode == 0, by_file.stdout + by_file.stderr
    central = dealer_app("verify", store.path, "--keeper", "none", "--public-key", pub, "--central", floor_url,
                         "--json")
    assert central.returncode == 0, central.stdout + central.stderr
    checked = json.loads(central.stdout)["checkpoint"]
    assert (checked["seq"], checked["finding"]) == (good.seq, "ok")
    assert [(i["id"], i["code"], i["recorded_by"]) for i in checked["invalid"]] == [
        (forged, "bad-signature", "dealer_signer")]
    said = dealer_app("verify", store.path, "--keeper", "none", "--public-key", pub, "--central", floor_url)
    assert said.returncode == 0 and f"ALARM: the central record holds checkpoint {forged}" in said.stdout
    # The board: the good checkpoint's event, and the row red for the forgery.
    feed = BoardFeed(floor_url)
    feed.open()
    try:
        (row,) = feed.rows([sid])
    finally:
        feed.close()
    assert row.checkpoint_seq == good.seq and "checkpoint-invalid" in row.alarm_kinds
    board = RoomBoard(floor_url)
    try:
        board.refresh()
    finally:
        board.stop()
    (line,) = board.view().lines
    assert line.alarm_red and "FORGED CHECKPOINT" in line.alarm


def test_a_checkpoint_dated_in_the_future_replaces_nothing(room, central_db, floor_url):
    """The DBA, or a signer whose clock is years ahead, puts in a well-signed checkpoint dated 9999999999999999:
    it would stay "the newest" for ever. Every reader refuses it."""
    store, uplink, key_path, pub, _kid, good = room
    sid = store_id(store)
    seq, digest = central_head(central_db, sid)
    ahead = cps.sign(cps.load_private(key_path), sid, seq, digest, FOREVER)
    with psycopg.connect(central_db, autocommit=True) as conn:           # the superuser: the server's check aside
        conn.execute("INSERT INTO central.checkpoints (store_id, seq, head_hash, signed_utc_us, key_id, signature) "
                     "VALUES (%s, %s, %s, %s, %s, %s)", (sid, seq, digest, FOREVER, ahead.key_id, ahead.signature))
    beside = cps.file_beside(store.path)
    kept_bytes = beside.read_bytes()
    assert uplink.sync_once().state == "synced"
    assert beside.read_bytes() == kept_bytes
    store.close()
    central = dealer_app("verify", store.path, "--keeper", "none", "--public-key", pub, "--central", floor_url,
                         "--json")
    assert central.returncode == 0, central.stdout + central.stderr
    checked = json.loads(central.stdout)["checkpoint"]
    assert checked["seq"] == good.seq and [i["code"] for i in checked["invalid"]] == ["future-checkpoint"]
    feed = BoardFeed(floor_url)
    feed.open()
    try:
        (row,) = feed.rows([sid])
    finally:
        feed.close()
    assert row.checkpoint_seq == good.seq and "checkpoint-invalid" in row.alarm_kinds


def test_the_register_closes_the_day_with_the_good_checkpoint_and_lists_the_forged_one(tmp_path, central_db,
                                                                                      table_url, floor_url):
    afternoon(tmp_path, table_url)
    key_path = tmp_path / "floor.key"
    pub, kid = cps.keygen(key_path)
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, cps.load_public(str(pub)))
        stores = conn.execute("SELECT store_id, head_seq, head_hash, table_id FROM central.stores "
                              "ORDER BY table_id").fetchall()
    day_end = 1_795_734_000_000_000                  # the 26th ends at midnight in Paris
    # The forgeries first: recorded before the good ones, they would be the first to close the day.
    with psycopg.connect(as_role(central_db, "dealer_signer"), autocommit=True) as conn:
        forged = {table: record(conn, sid, seq, bytes(digest), day_end + 1, kid, os.urandom(64))
                  for sid, seq, digest, table in stores}
        good = {cp.store_id: cp for cp in cps.sign_all(conn, cps.load_private(key_path), signed_utc_us=day_end + 2)}
    with psycopg.connect(floor_url) as conn:
        register = check_register(read_register(conn, DAY), cps.load_public(str(pub)))
    assert register.closed
    for closing in register.closings:
        assert closing.checkpoint == good[closing.store_id]
        assert [(bad.id, bad.code) for bad in closing.invalid] == [(forged[closing.table_id], "bad-signature")]
    done = dealer_app("central", "register", "--central", floor_url, "--day", DAY, "--key-pub", pub, "--lang", "en")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("does not verify and was not used") == 3
    assert all(f"checkpoint no. {number} " in done.stdout for number in forged.values())
