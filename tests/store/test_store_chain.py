"""The record is tamper-evident: canonical bytes, the SHA-256 chain, and `dealer-app verify`
catching every kind of edit, also by someone who drops the append-only triggers."""
from __future__ import annotations

import hashlib
import json
import sqlite3

import pytest

from dealer_app.commands.cli import main
from dealer_app.store import StoreError, open_store, verify_store
from dealer_app.store.chain import GENESIS, canonical_json, event_bytes
from dealer_app.store.schema import MIGRATIONS
from store_helpers import FakeClock, play

SEED = 61


@pytest.fixture
def store_path(tmp_path):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T7", dealer="D-017", clock=FakeClock())
    store.sign_in("Supervisor Marie", "supervisor")
    for _ in range(4):
        play(store, SEED)
    store.close()
    return path


def tamper(path, *statements, restore_guards=False):
    """Someone with the file: drops the append-only triggers, edits, maybe puts them back."""
    conn = sqlite3.connect(path, isolation_level=None)
    triggers = [r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'")]
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    for statement in statements:
        conn.execute(statement)
    if restore_guards:
        for sql in triggers:
            conn.execute(sql)
    conn.close()


def file_digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def an_event(path, kind: str, nth: int = 0):
    conn = sqlite3.connect(path)
    row = conn.execute("SELECT seq, hand, payload FROM events WHERE kind = ? ORDER BY seq LIMIT 1 OFFSET ?",
                       (kind, nth)).fetchone()
    conn.close()
    return row


# ---------------------------------------------------------------- encoding

def test_canonical_json_sorts_keys_has_no_spaces_and_keeps_utf8():
    assert canonical_json({"b": 1, "a": "Chloé", "c": [True, None]}) == '{"a":"Chloé","b":1,"c":[true,null]}'
    assert canonical_json({"x": {"z": 1, "y": 2}}) == '{"x":{"y":2,"z":1}}'


@pytest.mark.parametrize("value", [{"pot": 10.5}, {"raw": b"\x02"}, {1: "a"}, {"n": 2 ** 63},
                                   {"s": "\ud800"}, {"n": float("nan")}])
def test_floats_bytes_odd_keys_and_huge_numbers_are_refused(value):
    with pytest.raises(StoreError) as refused:
        canonical_json(value)
    assert refused.value.code == "not-canonical"


def test_event_bytes_are_the_canonical_json_of_the_whole_event():
    cases = [(1, "store-created", None, None, "T1", "D1", 0, 0, {"by": "D1"}),
             (42, "action", 3, 17, "Table \"7\"", "Dé", 1_790_000_000_000_000, 123, {"input": ["apply", "raise", 105],
                                                                                         "name": "Chloé"})]
    for seq, kind, session, hand, table, dealer, utc, mono, payload in cases:
        whole = {"seq": seq, "kind": kind, "session": session, "hand": hand, "table": table, "dealer": dealer,
                 "utc_us": utc, "mono_ns": mono, "payload": payload}
        assert event_bytes(seq, kind, session, hand, table, dealer, utc, mono, canonical_json(payload)) \
            == canonical_json(whole).encode("utf-8")


def test_an_auditor_can_check_the_chain_from_the_documented_rule_alone(store_path):
    """docs/hand-store.md: hash = SHA-256(previous hash || canonical JSON of the event), zeros first."""
    conn = sqlite3.connect(store_path)
    previous = bytes(32)
    rows = conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload, hash "
                        "FROM events ORDER BY seq").fetchall()
    for seq, kind, session, hand, table, dealer, utc, mono, payload, stored in rows:
        event = {"seq": seq, "kind": kind, "session": session, "hand": hand, "table": table, "dealer": dealer,
                 "utc_us": utc, "mono_ns": mono, "payload": json.loads(payload)}
        text = json.dumps(event, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        previous = hashlib.sha256(previous + text.encode("utf-8")).digest()
        assert previous == stored, seq
    assert conn.execute("SELECT seq, hash FROM chain_head").fetchone() == (rows[-1][0], previous)
    assert GENESIS == bytes(32)


# ---------------------------------------------------------------- verify

def test_an_intact_store_verifies_and_the_command_exits_0(store_path, capsys):
    report = verify_store(store_path)
    assert report.intact and report.events == report.head_seq and report.hands == 4
    assert main(["verify", str(store_path)]) == 0
    out = capsys.readouterr().out
    assert "INTACT" in out and f"chain head: {report.head_seq}:{report.head_hash.hex()}" in out


def test_a_changed_amount_is_the_first_broken_event_with_its_hand(store_path, capsys):
    seq, hand, payload = an_event(store_path, "action", 3)
    forged = json.loads(payload)
    forged["total"] = (forged["total"] or 0) + 100
    tamper(store_path, f"UPDATE events SET payload = '{canonical_json(forged)}' WHERE seq = {seq}",
           restore_guards=True)
    before = file_digest(store_path)
    report = verify_store(store_path)
    first = report.first_problem
    assert (first.code, first.seq, first.hand) == ("hash-mismatch", seq, hand)
    assert main(["verify", str(store_path)]) == 1
    out = capsys.readouterr().out
    assert f"BROKEN at event {seq} (hand {hand})" in out and "does not match its hash" in out
    assert file_digest(store_path) == before, "verify must not change the file"


@pytest.mark.parametrize("column, value", [("utc_us", "utc_us + 1"), ("dealer", "'D-999'"), ("kind", "'note'"),
                                           ("hand", "hand + 1"), ("hash", "zeroblob(32)"), ("mono_ns", "0")])
def test_any_changed_column_breaks_the_chain_at_that_event(store_path, column, value):
    seq = an_event(store_path, "card", 5)[0]
    tamper(store_path, f"UPDATE events SET {column} = {value} WHERE seq = {seq}", restore_guards=True)
    problems = verify_store(store_path).problems
    assert problems and problems[0].seq == seq


def test_a_deleted_event_is_reported_as_missing(store_path):
    seq, hand, _ = an_event(store_path, "action", 2)
    tamper(store_path, f"DELETE FROM events WHERE seq = {seq}", restore_guards=True)
    first = verify_store(store_path).first_problem
    assert (first.code, first.seq) == ("events-missing", seq)
    assert f"event {seq} missing" in first.message


def test_reordered_events_are_caught(store_path):
    a = an_event(store_path, "action", 1)[0]
    b = a + 1
    tamper(store_path, f"UPDATE events SET seq = -1 WHERE seq = {a}", f"UPDATE events SET seq = {a} WHERE seq = {b}",
           f"UPDATE events SET seq = {b} WHERE seq = -1", restore_guards=True)
    first = verify_store(store_path).first_problem
    assert (first.code, first.seq) == ("hash-mismatch", a)


def test_a_cut_tail_is_caught_by_the_chain_head(store_path):
    head = verify_store(store_path).head_seq
    tamper(store_path, f"DELETE FROM events WHERE seq > {head - 3}")
    first = verify_store(store_path).first_problem
    assert first.code == "tail-cut" and first.seq == head - 2
    assert "the last 3 event(s) were removed" in first.message


def test_a_rewritten_head_is_caught_only_against_a_head_written_down_elsewhere(store_path, capsys):
    report = verify_store(store_path)
    written_down = f"{report.head_seq}:{report.head_hash.hex()}"
    conn = sqlite3.connect(store_path)
    seq, digest = conn.execute(f"SELECT seq, hash FROM events WHERE seq = {report.head_seq - 3}").fetchone()
    conn.close()
    tamper(store_path, f"DELETE FROM events WHERE seq > {seq}", f"DELETE FROM hand_ends WHERE end_seq > {seq}",
           f"DELETE FROM access_log WHERE seq > {seq}",
           f"UPDATE chain_head SET seq = {seq}, hash = x'{digest.hex()}'", restore_guards=True)
    assert verify_store(store_path).intact        # a careful forger: nothing inside the file shows it
    assert main(["verify", str(store_path), "--expect-head", written_down]) == 1
    assert "anchor-mismatch" in capsys.readouterr().out


def test_removed_guards_are_reported(store_path):
    tamper(store_path)          # triggers dropped, nothing else
    first = verify_store(store_path).first_problem
    assert first.code == "guards-removed" and "events_no_update" in first.message


def test_a_guard_replaced_by_a_do_nothing_trigger_of_the_same_name_is_reported(store_path):
    # Issue 18, point 2: every guard's name is still there, so checking names is not enough.
    conn = sqlite3.connect(store_path, isolation_level=None)
    conn.execute("DROP TRIGGER events_no_update")
    conn.execute("CREATE TRIGGER events_no_update BEFORE UPDATE ON events BEGIN SELECT 1; END")
    conn.close()
    report = verify_store(store_path)
    assert not report.intact
    assert [p.code for p in report.problems] == ["schema-changed"]
    assert "trigger events_no_update is not the one this console makes" in report.first_problem.message


def test_an_added_trigger_that_drops_events_quietly_is_reported(store_path):
    # A trigger that makes SQLite skip every refused sign-in without an error: the record
    # would never show them, and every guard is intact.
    conn = sqlite3.connect(store_path, isolation_level=None)
    conn.execute("CREATE TRIGGER hide_refusals BEFORE INSERT ON events WHEN NEW.kind = 'sign-in-refused' "
                 "BEGIN SELECT RAISE(IGNORE); END")
    conn.close()
    report = verify_store(store_path)
    assert [p.code for p in report.problems] == ["schema-extra"]
    assert "trigger this console never makes, hide_refusals" in report.first_problem.message


def test_an_index_or_table_added_or_changed_is_reported(store_path):
    conn = sqlite3.connect(store_path, isolation_level=None)
    conn.execute("CREATE TABLE notes (x)")
    conn.execute("DROP INDEX IF EXISTS " + conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' LIMIT 1").fetchone()[0])
    conn.close()
    codes = sorted(p.code for p in verify_store(store_path).problems)
    assert codes == ["schema-changed", "schema-extra"]


@pytest.mark.parametrize("edit", ["UPDATE hand_players SET name = 'Zoé' WHERE number = 2 AND player = 0",
                                  "UPDATE hands SET table_id = 'T9' WHERE number = 3",
                                  "DELETE FROM hand_players WHERE number = 1 AND player = 1",
                                  "UPDATE access_log SET by = 'nobody'"])
def test_an_edited_index_is_caught(store_path, edit):
    tamper(store_path, edit, restore_guards=True)
    assert verify_store(store_path).first_problem.code == "index-mismatch"


def test_a_flipped_byte_in_a_record_is_caught(store_path):
    data = bytearray(store_path.read_bytes())
    where = data.find(b'"did":"call"')
    assert where > 0, "the store's events are in the main file after a clean close"
    data[where + 7] ^= 0x01            # "call" -> "cbll"
    store_path.write_bytes(bytes(data))
    report = verify_store(store_path)
    assert not report.intact and report.first_problem.code in ("hash-mismatch", "sqlite-damage")


def test_verify_of_no_store_or_not_a_store(tmp_path, capsys):
    assert main(["verify", str(tmp_path / "missing.sqlite")]) == 2
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not a database" * 100)
    assert main(["verify", str(junk)]) == 1
    out = capsys.readouterr().out
    assert "there is no store" in out and "BROKEN" in out


def test_verify_json_document(store_path, capsys):
    assert main(["verify", str(store_path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["intact"] is True and doc["problems"] == [] and doc["head"]["seq"] == doc["last_seq"]


def test_migrations_are_plain_sql_with_every_guard():
    for table in ("events", "sessions", "hands", "hand_ends"):
        assert f"CREATE TRIGGER {table}_no_update" in MIGRATIONS[1]
    for table in ("hand_players", "access_log", "chain_base"):
        assert f"CREATE TRIGGER {table}_no_update" in MIGRATIONS[2]


def test_the_start_up_check_catches_an_edited_index_of_a_recent_hand(store_path):
    tamper(store_path, "UPDATE hand_players SET name = 'Zoé' WHERE number = 4 AND player = 0", restore_guards=True)
    report = verify_store(store_path, recent=30, sqlite_check=False)
    assert report.scope == "last 30 events" and report.first_problem.code == "index-mismatch"
