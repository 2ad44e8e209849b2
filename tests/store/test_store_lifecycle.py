"""A store's life: created, migrated from every earlier schema, checked at every start
(damage stops the console until a supervisor decides, and the damaged file is never
touched), access logged, kept for the retention period, purged only as the rules allow."""
from __future__ import annotations

import hashlib
import json
import sqlite3

import pytest

from dealer_app.store import (RetentionError, StoreDamaged, StoreError, SupervisorDecision, open_for_reading,
                              open_store, verify_store)
from dealer_app.store import schema
from dealer_app.store.chain import GENESIS, canonical_json, event_bytes, link
from dealer_app.store.codec import config_to_dict
from store_helpers import DAY_US, FakeClock, config_for, next_card, play

SEED = 17


def digests(path) -> dict:
    """Every file of the store (main, WAL, shared memory) by name and SHA-256."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(path.parent.iterdir()) if p.name.startswith(path.name)}


# ---------------------------------------------------------------- migrations

class V1Software:
    """The store as the first version wrote it: the chain and the v1 indexes, nothing of v2."""

    def __init__(self, path):
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = WAL")
        schema.migrate(self.conn, target=1)
        self.seq, self.previous, self.utc = 0, GENESIS, 1_780_000_000_000_000

    def append(self, kind, payload, hand=None):
        self.seq += 1
        self.utc += 1_000_000
        text = canonical_json(payload)
        digest = link(self.previous, event_bytes(self.seq, kind, None, hand, "T1", "D1", self.utc, self.seq, text))
        self.conn.execute("INSERT INTO events VALUES (?,?,?,?,?,?,?,?,?,?)",
                          (self.seq, kind, None, hand, "T1", "D1", self.utc, self.seq, text, digest))
        self.conn.execute("UPDATE chain_head SET seq = ?, hash = ?", (self.seq, digest))
        if kind == "hand-started":
            self.conn.execute("INSERT INTO hands VALUES (?,?,?,?,?)", (hand, "T1", None, self.seq, self.utc))
        if kind == "hand-ended":
            self.conn.execute("INSERT INTO hand_ends VALUES (?,?,?,?)", (hand, self.seq, self.utc, payload["status"]))
        self.previous = digest

    def record_hands(self, count):
        """Hands played with the engine, written event by event as v1 did."""
        from engine.hand import Hand
        from dealer_app.store.codec import input_to_list, result_to_dict
        from store_helpers import decide
        self.append("store-created", {"by": "D1", "schema": 1})
        self.append("sign-in", {"by": "Supervisor Marie", "role": "supervisor"})
        for number in range(1, count + 1):
            cfg = config_for(SEED, number)
            self.append("hand-started", {"number": number, "config": config_to_dict(cfg), "button_seat": None},
                        number)
            hand, step = Hand(cfg), 1
            while not hand.is_complete:
                move = decide(hand, SEED, number, step)
                if move[0] == "correct":
                    move = decide(hand, SEED, number, step + 1000)
                    if move[0] == "correct":
                        step += 1
                        continue
                getattr(hand, move[0])(*move[1:])
                kind = {"deal": "card", "apply": "action"}.get(move[0], move[0])
                self.append(kind, {"input": input_to_list(hand.inputs[-1])}, number)
                step += 1
            self.append("hand-ended", {"status": "complete", **result_to_dict(hand)}, number)
        self.conn.close()


@pytest.mark.parametrize("earlier", range(1, schema.LATEST))
def test_a_store_from_every_earlier_schema_opens_at_the_latest_and_verifies(tmp_path, earlier):
    path = tmp_path / "old.sqlite"
    if earlier == 1:
        V1Software(path).record_hands(5)
    store = open_store(path, table="T1", dealer="D1")
    assert schema.version_of(store._conn) == schema.LATEST
    play(store, SEED)
    store.close()
    assert verify_store(path).intact
    if earlier == 1:
        backup = tmp_path / "old.sqlite.v1-before-migration"
        assert backup.exists() and verify_store(backup).intact and verify_store(backup).schema == 1
        with open_for_reading(path) as reader:
            # Version 2's search works on the hands version 1 recorded.
            names = {p.name for p in config_for(SEED, 2).players}
            name = sorted(names)[0]
            assert 2 in [h.number for h in reader.find_hands(player=name)]
            assert [e.by for e in reader.access_log(kind="sign-in")] == ["Supervisor Marie"]
            assert reader.load_hand(3).rebuild().is_complete
            assert [h.number for h in reader.last_hands()][:2] == [6, 5]


def test_a_migration_that_fails_leaves_the_store_at_its_version(tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite"
    V1Software(path).record_hands(2)
    monkeypatch.setitem(schema.MIGRATIONS, 2, schema.MIGRATIONS[2] + "\nSELECT no_such_function();\n")
    with pytest.raises(StoreError) as refused:             # in words, never SQLite's exception (issue 18)
        open_store(path, table="T1", dealer="D1")
    assert refused.value.code == "migration-failed" and "no_such_function" in refused.value.message
    report = verify_store(path)
    assert report.schema == 1 and report.intact


def test_a_store_from_a_newer_console_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "new.sqlite"
    open_store(path, table="T1", dealer="D1").close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 9")
    conn.close()
    before = digests(path)
    with pytest.raises(StoreError) as refused:
        open_store(path, table="T1", dealer="D1")
    assert refused.value.code == "store-too-new" and digests(path) == before


# ---------------------------------------------------------------- start-up check

@pytest.fixture
def damaged(tmp_path):
    """A store whose 2nd hand had an amount changed by someone who went round the guards."""
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T1", dealer="D1")
    for _ in range(3):
        play(store, SEED)
    store.close()
    conn = sqlite3.connect(path)
    seq, payload = conn.execute("SELECT seq, payload FROM events WHERE hand = 2 AND kind = 'action' "
                                "ORDER BY seq LIMIT 1").fetchone()
    conn.execute("DROP TRIGGER events_no_update")
    forged = json.loads(payload)
    forged["input"][0] = "apply"
    forged["name"] = forged["name"] + " "
    conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (canonical_json(forged), seq))
    conn.execute(schema._no_update("events"))
    conn.commit()
    conn.close()
    return path, seq


def test_a_damaged_store_stops_the_start_says_so_plainly_and_is_not_touched(damaged):
    path, seq = damaged
    before = digests(path)
    with pytest.raises(StoreDamaged) as stopped:
        open_store(path, table="T1", dealer="D1")
    report = stopped.value.report
    assert report.first_problem.seq == seq and report.first_problem.hand == 2
    assert "DAMAGED" in str(stopped.value) and f"event {seq}" in str(stopped.value)
    assert digests(path) == before
    with pytest.raises(StoreDamaged):
        open_store(path, table="T1", dealer="D1", on_damage=lambda report: None)   # nobody authorised it
    assert digests(path) == before


def test_a_supervisor_goes_on_with_a_new_store_and_the_damaged_one_is_set_aside_unchanged(damaged):
    path, seq = damaged
    before = digests(path)
    seen = []

    def supervisor(report):
        seen.append(report)
        return SupervisorDecision("Supervisor Marie", "power cut damage; records kept for the inspector")

    store = open_store(path, table="T1", dealer="D1", on_damage=supervisor)
    assert seen[0].first_problem.seq == seq
    aside = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in path.parent.iterdir()
             if ".damaged-" in p.name}
    main_before = before[path.name]
    assert main_before in aside.values()
    entry = store.access_log(kind="damaged-store-set-aside")[0]
    assert entry.by == "Supervisor Marie"
    assert {f["sha256"] for f in entry.detail["files"]} == set(aside.values())
    assert entry.detail["problem"] == seen[0].first_problem.message
    play(store, SEED)
    store.close()
    assert verify_store(path).intact
    damaged_copy = next(p for p in path.parent.iterdir()
                        if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm")))
    assert verify_store(damaged_copy).first_problem.seq == seq


def test_the_start_up_check_covers_recent_events_and_the_full_verify_all_of_them(tmp_path):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T1", dealer="D1")
    for _ in range(3):
        play(store, SEED)
    store.close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER events_no_update")
    old = 5                                               # far behind a start-up window of 10 events
    conn.execute(f"UPDATE events SET dealer = 'D-999' WHERE seq = {old}")
    conn.execute(schema._no_update("events"))
    recent = conn.execute("SELECT max(seq) - 3 FROM events").fetchone()[0]
    conn.execute("DROP TRIGGER events_no_update")
    conn.execute(f"UPDATE events SET dealer = 'D-999' WHERE seq = {recent}")
    conn.execute(schema._no_update("events"))
    conn.commit()
    conn.close()
    with pytest.raises(StoreDamaged) as stopped:
        open_store(path, table="T1", dealer="D1", startup_events=10)
    assert [p.seq for p in stopped.value.report.problems] == [recent]
    assert stopped.value.report.scope == "last 10 events"
    assert [p.seq for p in verify_store(path).problems] == [old, recent]


# ---------------------------------------------------------------- access log and retention

@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def store(tmp_path, clock):
    s = open_store(tmp_path / "table.sqlite", table="T1", dealer="D1", clock=clock)
    yield s
    s.close()


def test_the_access_log_names_who_signed_in_changed_settings_and_authorised(store):
    store.sign_in("Supervisor Marie", "supervisor")
    session = store.open_session({"game": {"variant": "omaha"}, "stakes": {"small_blind": 5, "big_blind": 10}},
                                 by="Supervisor Marie")
    store.change_settings({"rake.cap": [30, 40]}, by="Floor Paul", reason="club rule from the 1st")
    recorded = store.begin_hand(config_for(SEED, 1))
    recorded.deal(next_card(recorded.hand, SEED, 1))
    recorded.correct(withdraw=1, by="Supervisor Marie", reason="card flashed")
    store.sign_out("Supervisor Marie")
    log = store.access_log()
    assert [(e.kind, e.by) for e in log] == [
        ("store-created", "D1"), ("store-opened", "D1"), ("sign-in", "Supervisor Marie"),
        ("session-opened", "Supervisor Marie"), ("settings-changed", "Floor Paul"),
        ("correction", "Supervisor Marie"), ("sign-out", "Supervisor Marie")]
    assert log[4].detail["changes"] == {"rake.cap": [30, 40]} and session == 1
    assert store.access_log(by="floor paul")[0].kind == "settings-changed"


def test_retention_is_at_least_90_days(store):
    assert store.set_retention(120, by="Manager Anne").seq > 0
    for days in (89, 30, 0):
        with pytest.raises(RetentionError) as refused:
            store.set_retention(days, by="Manager Anne")
        assert refused.value.numbers == {"minimum": 90, "days": days}
    assert [e.detail["days"] for e in store.access_log(kind="retention-changed")] == [120]


def test_a_purge_never_touches_records_younger_than_the_retention_and_is_logged(store, clock):
    for _ in range(3):
        play(store, SEED)
    clock.advance_days(60)
    head = store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    with pytest.raises(RetentionError) as refused:
        store.purge(before_utc_us=clock.now, by="Manager Anne", reason="disk space")
    assert refused.value.code == "too-young" and refused.value.numbers["retention_days"] == 90
    assert store.load_hand(1).number == 1
    assert store._conn.execute("SELECT seq FROM chain_head").fetchone()[0] == head + 1
    assert store.access_log(kind="purge-refused")[0].by == "Manager Anne"


def test_a_purge_removes_only_whole_old_hands_and_the_chain_still_verifies(store, clock):
    for _ in range(3):
        play(store, SEED)
    clock.advance_days(100)
    for _ in range(2):
        play(store, SEED)
    result = store.purge(before_utc_us=clock.now - 95 * DAY_US, by="Manager Anne", reason="retention reached")
    assert (result.hands, result.events > 0) == (3, True)
    assert [h.number for h in store.last_hands()] == [5, 4]
    with pytest.raises(StoreError):
        store.load_hand(1)
    entry = store.access_log(kind="purge")[0]
    assert entry.by == "Manager Anne" and entry.detail["hands"] == 3
    assert entry.detail["through_seq"] == result.through_seq
    assert verify_store(store.path).intact
    assert play(store, SEED).number == 6          # numbers are never reused
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        store._conn.execute("DELETE FROM events WHERE seq = ?", (result.through_seq + 1,))


def test_an_open_hand_and_a_disputed_hand_are_kept(store, clock):
    for _ in range(3):
        play(store, SEED)
    store.open_dispute(2, by="Floor Paul", note="seat 3 says the river was exposed")
    clock.advance_days(200)
    play(store, SEED)
    result = store.purge(before_utc_us=clock.now - 95 * DAY_US, by="Manager Anne", reason="retention reached")
    assert result.hands == 1                       # hand 2 is disputed: it and what follows stay
    assert [h.number for h in store.last_hands()] == [4, 3, 2]
    clock.advance_days(200)                        # the dispute is now more than a year old
    play(store, SEED, stop_after=3)                # an open hand
    clock.advance_days(100)
    result = store.purge(before_utc_us=clock.now - 95 * DAY_US, by="Manager Anne", reason="retention reached")
    assert result.hands == 3 and [h.number for h in store.last_hands()] == [5]
    assert store.resume_open_hand().number == 5
    assert verify_store(store.path).intact


def test_a_purge_with_nothing_to_remove_is_still_logged(store, clock):
    play(store, SEED)
    clock.advance_days(91)
    result = store.purge(before_utc_us=clock.now - 200 * DAY_US, by="Manager Anne", reason="routine")
    assert (result.events, result.hands) == (0, 0)
    assert len(store.access_log(kind="purge")) == 1 and verify_store(store.path).intact
