"""Signed checkpoints (issue 19, 4): keygen, checkpoint, the uplink keeping the latest beside the store,
verify against it (a cut tail, a rollback, a recomputed chain), another key refused, purges stopped at it."""
from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central.uplink import Uplink, guard_purges
from dealer_app.commands.cli import main
from dealer_app.store import RetentionError
from dealer_app.store.chain import GENESIS, event_bytes, link
from store_helpers import DAY_US, FakeClock, play

from central_helpers import make_store, store_id

ROOT = Path(__file__).resolve().parents[2]


def dealer_app(*argv, timeout=120):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


@pytest.fixture
def signed(tmp_path, central_db, uplink_url):
    """A store sent to the central record, a floor key registered, a checkpoint signed and kept beside the store."""
    key = tmp_path / "floor" / "checkpoint.key"
    key.parent.mkdir()
    made = dealer_app("central", "keygen", "--key", key, "--central", central_db)
    assert made.returncode == 0, made.stderr
    store = make_store(tmp_path / "t.sqlite", hands=3)
    uplink = Uplink(store.path, uplink_url)
    try:
        assert uplink.sync_once().state == "synced"
        signer = central_db.replace("postgres@", "dealer_signer@")
        done = dealer_app("central", "checkpoint", "--key", key, "--central", signer)
        assert done.returncode == 0, done.stderr
        assert "1 checkpoint(s) signed" in done.stdout
        assert uplink.sync_once().state == "synced"            # fetches it and keeps it beside the store
    finally:
        uplink.close()
    return store, key, Path(str(key) + ".pub")


def test_keygen_writes_a_private_key_only_its_owner_reads_and_never_overwrites(tmp_path):
    key = tmp_path / "k.key"
    assert main(["central", "keygen", "--key", str(key)]) == 0
    assert key.stat().st_mode & 0o777 == 0o600
    assert len(bytes.fromhex(Path(str(key) + ".pub").read_text().strip())) == 32
    before = key.read_bytes()
    assert main(["central", "keygen", "--key", str(key)]) == 2
    assert key.read_bytes() == before


def test_checkpoint_is_stored_centrally_and_kept_beside_the_store(signed, central_db):
    store, key, pub = signed
    head = store._conn.execute("SELECT seq, hash FROM chain_head").fetchone()
    kept = cps.read(cps.file_beside(store.path))
    assert (kept.store_id, kept.seq, kept.head_hash) == (store_id(store), head[0], bytes(head[1]))
    cps.check_signature(kept, cps.load_public(str(pub)))
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT count(*) FROM central.checkpoints").fetchone()[0] == 1
        assert conn.execute("SELECT checkpoint_seq FROM central.table_board").fetchone()[0] == head[0]
    assert "PRIVATE KEY" not in cps.file_beside(store.path).read_text()


def test_verify_against_the_checkpoint_intact(signed, tmp_path, central_db):
    store, key, pub = signed
    play(store, 9)                               # more dealt after the checkpoint: still intact
    store.close()
    for source in (["--checkpoint", cps.file_beside(store.path)], ["--central", central_db]):
        done = dealer_app("verify", store.path, "--json", "--keeper", "none", "--public-key", pub, *source)
        assert done.returncode == 0, done.stdout + done.stderr
        report = json.loads(done.stdout)
        assert report["intact"] and report["checkpoint"]["finding"] == "ok"


def test_verify_catches_a_cut_tail_or_a_rollback(signed, tmp_path):
    store, key, pub = signed
    store.close()
    path = store.path
    old = tmp_path / "before.sqlite"
    # The store as it was one hand earlier: an older copy put back (the chain itself is whole).
    conn = sqlite3.connect(path)
    last_hand_start = conn.execute("SELECT start_seq FROM hands ORDER BY number DESC LIMIT 1").fetchone()[0]
    conn.close()
    shutil.copy(path, old)
    conn = sqlite3.connect(old)
    for trigger in [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]:
        conn.execute(f"DROP TRIGGER {trigger}")
    for table in ("events", "access_log", "event_macs"):
        conn.execute(f"DELETE FROM {table} WHERE seq >= ?", (last_hand_start,))
    for table in ("hand_ends", "hand_players", "hands"):
        conn.execute(f"DELETE FROM {table} WHERE number = 3")
    seq, digest = conn.execute("SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1").fetchone()
    conn.execute("UPDATE chain_head SET seq = ?, hash = ?", (seq, digest))
    conn.commit()
    conn.close()
    done = dealer_app("verify", old, "--json", "--keeper", "none", "--chain-only", "--public-key", pub,
                      "--checkpoint", cps.file_beside(path))
    report = json.loads(done.stdout)
    assert done.returncode == 1
    assert report["checkpoint"]["finding"] == "checkpoint-ahead"
    assert any(p["code"] == "checkpoint-ahead" for p in report["problems"])


def test_verify_catches_a_recomputed_chain(signed, tmp_path):
    store, key, pub = signed
    store.close()
    path = store.path
    conn = sqlite3.connect(path)
    for trigger in [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")]:
        conn.execute(f"DROP TRIGGER {trigger}")
    # An edit to an early event's dealer, then every hash after it recomputed and the head too.
    rows = conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload FROM events "
                        "ORDER BY seq").fetchall()
    conn.execute("UPDATE events SET dealer = 'D-666' WHERE seq = 5")
    previous = GENESIS
    for row in rows:
        row = list(row)
        if row[0] == 5:
            row[5] = "D-666"
        previous = link(previous, event_bytes(*row))
        conn.execute("UPDATE events SET hash = ? WHERE seq = ?", (previous, row[0]))
    conn.execute("UPDATE chain_head SET hash = ?", (previous,))
    conn.execute("DELETE FROM event_macs")
    conn.commit()
    conn.close()
    done = dealer_app("verify", path, "--json", "--keeper", "none", "--chain-only", "--public-key", pub,
                      "--checkpoint", cps.file_beside(path))
    report = json.loads(done.stdout)
    assert done.returncode == 1, done.stdout
    assert report["checkpoint"]["finding"] == "checkpoint-mismatch"
    assert report["problems"][-1]["code"] == "checkpoint-mismatch"


def test_a_checkpoint_signed_by_another_key_is_refused(signed, tmp_path, central_db):
    store, key, pub = signed
    sid = store_id(store)
    store.close()
    other = tmp_path / "other.key"
    assert main(["central", "keygen", "--key", str(other)]) == 0
    # Verified with another key than the one that signed: refused, nothing taken from it.
    done = dealer_app("verify", store.path, "--keeper", "none", "--public-key", str(other) + ".pub",
                      "--checkpoint", cps.file_beside(store.path))
    assert done.returncode == 2 and "not by the floor's key" in done.stderr
    # A checkpoint made by another key and presented as the floor's: its signature does not hold.
    forged = cps.sign(cps.load_private(other), sid, 1, b"\x01" * 32)
    data = forged.to_dict()
    data["key_id"] = cps.key_id(cps.load_public(str(pub)))
    fake = tmp_path / "fake.json"
    fake.write_text(json.dumps(data))
    done = dealer_app("verify", store.path, "--keeper", "none", "--public-key", pub, "--checkpoint", fake)
    assert done.returncode == 2 and "signature" in done.stderr
    # And the central record takes no checkpoint from an unregistered key.
    with psycopg.connect(central_db.replace("postgres@", "dealer_signer@"), autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InvalidParameterValue, match="not registered"):
            cps.sign_all(conn, cps.load_private(other))


def test_purge_past_the_latest_checkpoint_is_refused(tmp_path, central_db, uplink_url):
    clock = FakeClock()
    key = tmp_path / "k.key"
    assert main(["central", "keygen", "--key", str(key), "--central", central_db]) == 0
    store = make_store(tmp_path / "t.sqlite", hands=2, clock=clock)
    uplink = Uplink(store.path, uplink_url)
    try:
        uplink.sync_once()
        with psycopg.connect(central_db, autocommit=True) as conn:
            (cp,) = cps.sign_all(conn, cps.load_private(key))
        clock.advance_days(10)
        play(store, 3)                           # hand 3: after the checkpoint
        uplink.sync_once()
    finally:
        uplink.close()
    guard_purges(store, str(key) + ".pub")
    clock.advance_days(200)
    with pytest.raises(RetentionError) as refused:
        store.purge(before_utc_us=clock.now - 100 * DAY_US, by="Supervisor Marie", reason="old")
    assert refused.value.code == "past-checkpoint" and f"event {cp.seq}" in refused.value.message
    assert store._conn.execute("SELECT count(*) FROM events WHERE kind = 'purge-refused'").fetchone()[0] == 1
    assert store._conn.execute("SELECT min(seq) FROM events").fetchone()[0] == 1     # nothing removed
    # Up to the checkpoint (the first two hands, older than 100 days) it may.
    done = store.purge(before_utc_us=clock.now - 205 * DAY_US, by="Supervisor Marie", reason="old")
    assert 0 < done.through_seq <= cp.seq
