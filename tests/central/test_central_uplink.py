"""The uplink against a real server (issue 19): order, bounded batches, resend-safety, the faults it survives."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import psycopg

from dealer_app.central import record
from dealer_app.central.uplink import Uplink
from dealer_app.store import open_store
from store_helpers import FakeClock, play

from central_helpers import local_events, make_store, store_id

ROOT = Path(__file__).resolve().parents[2]


def central_rows(url, sid):
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT seq, hash FROM central.events WHERE store_id = %s ORDER BY seq",
                            (sid,)).fetchall()


def assert_same_record(store, url):
    """The central copy is the store's chain, seq 1 to the head, no gap, no duplicate."""
    _, hashes = local_events(store)
    rows = central_rows(url, store_id(store))
    assert [r[0] for r in rows] == list(range(1, len(hashes) + 1))
    assert [bytes(r[1]) for r in rows] == hashes


def test_everything_sent_in_order_in_bounded_batches_from_the_servers_head(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=3)
    bodies, hashes = local_events(store)
    with psycopg.connect(uplink_url, autocommit=True) as conn:   # the server already has 10 (an earlier run)
        record.ingest(conn, store_id(store), 1, bodies[:10], hashes[:10])
    heads = []
    uplink = Uplink(store.path, uplink_url, batch=7, after_batch=heads.append, fetch_checkpoints=False)
    try:
        status = uplink.sync_once()
    finally:
        uplink.close()
    assert status.state == "synced" and status.central_head == len(bodies)
    assert heads[0] == 17 and all(0 < b - a <= 7 for a, b in zip([10] + heads, heads)) and heads[-1] == len(bodies)
    assert_same_record(store, central_db)
    assert status.synced_hand == 3 and status.hands_waiting == 0
    assert str(status.words) == "central: synced through hand 3"


def test_gap_refused_then_the_uplink_resumes_from_the_servers_head(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    bodies, hashes = local_events(store)
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        record.ingest(conn, store_id(store), 1, bodies[:4], hashes[:4])
        assert record.ingest(conn, store_id(store), 6, bodies[5:], hashes[5:]).status == "gap"
    uplink = Uplink(store.path, uplink_url, batch=3, fetch_checkpoints=False)
    try:
        assert uplink.sync_once().state == "synced"
    finally:
        uplink.close()
    assert_same_record(store, central_db)


def test_offline_status_counts_the_hands_waiting(tmp_path, postgres_server):
    store = make_store(tmp_path / "t.sqlite", hands=2)
    dead = f"postgresql://dealer_uplink@127.0.0.1:{postgres_server.port + 1 if postgres_server.port < 65000 else 1}/x"
    uplink = Uplink(store.path, dead, connect_timeout=1)
    try:
        before = time.time()
        status = uplink.sync_once()
    finally:
        uplink.close()
    assert status.state == "offline" and status.hands_waiting == 2
    assert status.offline_since_utc >= before - 1
    clock = time.strftime("%H:%M", time.localtime(status.offline_since_utc))
    assert str(status.words) == f"central: offline since {clock} — 2 hands waiting"


def test_reading_while_the_table_writes_never_locks_the_table(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    uplink = Uplink(store.path, uplink_url, batch=5, poll=0.01, fetch_checkpoints=False).start()
    try:
        for _ in range(12):                  # the table deals while the uplink reads every few ms
            play(store, 11)
        deadline = time.time() + 30
        while uplink.status.central_head != store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]:
            assert time.time() < deadline, uplink.status
            time.sleep(0.05)
    finally:
        uplink.close()
    assert_same_record(store, central_db)


def test_server_down_while_the_table_deals_then_catch_up_in_order(tmp_path, postgres_server, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    heads = []
    uplink = Uplink(store.path, uplink_url, batch=20, after_batch=heads.append, fetch_checkpoints=False,
                    connect_timeout=1)
    try:
        assert uplink.sync_once().state == "synced"
        postgres_server.stop()
        try:
            started = time.perf_counter()
            for _ in range(6):
                play(store, 5)                   # the table is not slowed: nothing waits on the server
            dealt = time.perf_counter() - started
            status = uplink.sync_once()
            assert status.state == "offline" and status.hands_waiting == 6, status
        finally:
            postgres_server.start()
        heads.clear()
        status = uplink.sync_once()             # the same pool: it reconnects by itself
    finally:
        uplink.close()
    assert status.state == "synced" and status.hands_waiting == 0
    assert len(heads) >= 2 and all(0 < b - a <= 20 for a, b in zip(heads, heads[1:]))
    assert_same_record(store, central_db)
    assert dealt < 10


def test_server_restarted_the_pool_reconnects(tmp_path, postgres_server, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    uplink = Uplink(store.path, uplink_url, fetch_checkpoints=False, connect_timeout=2)
    try:
        assert uplink.sync_once().state == "synced"
        postgres_server.restart()
        play(store, 3)
        status = uplink.sync_once()
        if status.state == "offline":           # the broken connection is found on first use, then replaced
            status = uplink.sync_once()
    finally:
        uplink.close()
    assert status.state == "synced"
    assert_same_record(store, central_db)


def test_sigkill_of_the_uplink_process_mid_batch_resumes_without_dup_or_gap(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=30)
    total = store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    sid = store_id(store)
    proc = subprocess.Popen([sys.executable, "-m", "dealer_app", "uplink", "--db", str(store.path),
                             "--central", uplink_url, "--batch", "3"], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 60
        while True:
            with psycopg.connect(central_db) as conn:
                head = conn.execute("SELECT coalesce(max(head_seq), 0) FROM central.stores").fetchone()[0]
            if head >= 30:
                break
            assert time.time() < deadline and proc.poll() is None
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    killed_at = len(central_rows(central_db, sid))
    assert 30 <= killed_at < total, "killed after the end: the test proves nothing"
    done = subprocess.run([sys.executable, "-m", "dealer_app", "uplink", "--db", str(store.path), "--central",
                           uplink_url, "--once"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "central: synced through hand 30" in done.stdout
    assert_same_record(store, central_db)


def test_clock_set_back_is_accepted_flagged_and_ordered_by_seq(tmp_path, central_db, uplink_url):
    clock = FakeClock()
    store = make_store(tmp_path / "t.sqlite", hands=1, clock=clock)
    clock.now -= 3_600_000_000                  # someone sets the table's clock back an hour
    play(store, 7)
    uplink = Uplink(store.path, uplink_url, fetch_checkpoints=False)
    try:
        assert uplink.sync_once().state == "synced"
    finally:
        uplink.close()
    assert_same_record(store, central_db)
    with psycopg.connect(central_db) as conn:
        flagged = conn.execute("SELECT seq, detail FROM central.alarms WHERE kind = 'clock-set-back'").fetchall()
        assert len(flagged) == 1
        seq, detail = flagged[0]
        assert detail["utc_us"] < detail["previous_utc_us"]
        assert conn.execute("SELECT clock_alarm FROM central.table_board").fetchone()[0]
        first_of_second_hand = conn.execute("SELECT start_seq FROM central.hand_starts WHERE number = 2").fetchone()[0]
        assert seq <= first_of_second_hand


def test_store_restored_from_an_old_copy_is_flagged_and_its_new_events_are_a_fork(tmp_path, central_db, uplink_url):
    path = tmp_path / "t.sqlite"
    store = make_store(path, hands=1)
    store.close()
    old = tmp_path / "old-copy.sqlite"
    shutil.copy(path, old)
    store = open_store(path, table="T1", dealer="D-017", clock=FakeClock(1_800_000_000_000_000))
    play(store, 7)
    uplink = Uplink(path, uplink_url, fetch_checkpoints=False)
    try:
        assert uplink.sync_once().state == "synced"
    finally:
        uplink.close()
    store.close()
    for suffix in ("-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    shutil.copy(old, path)                      # the old copy put back in its place
    uplink = Uplink(path, uplink_url, fetch_checkpoints=False)
    try:
        status = uplink.sync_once()
        assert status.state == "refused" and status.refusal_code == "behind-central"
        assert "call the floor" in str(status.words)
        store = open_store(path, table="T1", dealer="D-017", clock=FakeClock(1_900_000_000_000_000))
        for _ in range(2):
            play(store, 8)                      # it deals on: its events are another history
        status = uplink.sync_once()
    finally:
        uplink.close()
    assert status.state == "refused" and status.refusal_code == "fork"
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT kind FROM central.alarms WHERE kind = 'behind-central'").fetchall()
        assert conn.execute("SELECT count(*) FROM central.fork_alarms").fetchone()[0] == 1
        board = conn.execute("SELECT fork_alarm, record_alarm FROM central.table_board").fetchone()
        assert board == (True, True)


def test_two_stores_claiming_one_table_are_a_conflict_on_the_board(tmp_path, central_db, table_url):
    a = make_store(tmp_path / "a.sqlite", hands=2, table="T9", clock=FakeClock(1_790_000_000_000_000))
    b = make_store(tmp_path / "b.sqlite", hands=2, table="T9", clock=FakeClock(1_790_000_000_020_000))
    c = make_store(tmp_path / "c.sqlite", hands=1, table="T8", clock=FakeClock(1_790_000_000_500_000))
    for store in (a, b, c):
        uplink = Uplink(store.path, table_url(store.table), fetch_checkpoints=False)
        try:
            assert uplink.sync_once().state == "synced"
        finally:
            uplink.close()
    with psycopg.connect(central_db) as conn:
        board = dict(conn.execute("SELECT store_id, conflict FROM central.table_board").fetchall())
    assert board == {store_id(a): True, store_id(b): True, store_id(c): False}


def test_uplink_command_once_says_offline_with_its_own_exit_code(tmp_path, postgres_server):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    dead = f"postgresql://dealer_uplink@127.0.0.1:{postgres_server.port}/no_such_database_here"
    done = subprocess.run([sys.executable, "-m", "dealer_app", "uplink", "--db", str(store.path), "--central", dead,
                           "--once"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 3 and "central: offline since" in done.stdout and "1 hand waiting" in done.stdout
    missing = subprocess.run([sys.executable, "-m", "dealer_app", "uplink", "--db", str(tmp_path / "none.sqlite"),
                              "--central", dead, "--once"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert missing.returncode == 2 and "there is no store" in missing.stderr


_TABLE_WITH_UPLINK = """
import sys, time
sys.path[:0] = [{tests!r}, {root!r}]
from dealer_app.central.uplink import Uplink
from dealer_app.store import open_store
from store_helpers import play
store = open_store({path!r}, table="T1", dealer="D-017")
Uplink(store.path, {url!r}, batch=4, poll=0.001, fetch_checkpoints=False).start()
while True:                                  # the table deals on, the uplink sends, until killed
    play(store, 21)
"""


def test_sigkill_of_the_console_process_writer_and_uplink_together(tmp_path, central_db, uplink_url):
    """The table's writer and its uplink thread in one process, killed mid-deal: the store recovers, the next
    uplink goes on from the server's head, and the central copy is the store's chain without dup or gap."""
    path = tmp_path / "t.sqlite"
    script = _TABLE_WITH_UPLINK.format(tests=str(ROOT / "tests"), root=str(ROOT), path=str(path), url=uplink_url)
    proc = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    try:
        deadline = time.time() + 60
        while True:
            with psycopg.connect(central_db) as conn:
                head = conn.execute("SELECT coalesce(max(head_seq), 0) FROM central.stores").fetchone()[0]
            if head >= 150:
                break
            assert time.time() < deadline and proc.poll() is None, proc.stderr.read() if proc.poll() else head
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stderr.close()
    store = open_store(path, table="T1", dealer="D-017")          # the console's restart: checked, resumed
    before = central_rows(central_db, store_id(store))
    assert [r[0] for r in before] == list(range(1, len(before) + 1))
    uplink = Uplink(path, uplink_url, fetch_checkpoints=False)
    try:
        assert uplink.sync_once().state == "synced"
    finally:
        uplink.close()
    assert_same_record(store, central_db)
