"""Issue 18, point 1: rewrites with recomputed hashes, a cut tail, an older copy put back and
reused hand numbers, each tried as an insider would (the store file, the source and the
dealer's account in hand), verified intact without a keeper, caught with one."""
from __future__ import annotations

import io
import json
import os
import shutil
import sqlite3
import stat

import pytest

from dealer_app.commands import verify as verify_command
from dealer_app.keeper.client import KeeperError, append_head, last_head_in
from dealer_app.keeper.macs import event_mac, fingerprint
from dealer_app.store import StoreDamaged, StoreError, open_store, verify_store
from dealer_app.store.chain import canonical_json
from dealer_app.store.keying import identity

from keeper_helpers import recompute_hashes, rewrite_with_recomputed_hashes
from store_helpers import FakeClock, play

SEED = 18


def a_store(path, keeper_client=None, hands: int = 3, table: str = "T1", clock=None):
    store = open_store(path, table=table, dealer="Marie", clock=clock or FakeClock(), keeper=keeper_client)
    for _ in range(hands):
        play(store, SEED)
    return store


def hands_ended(path) -> list[tuple[int, int, str]]:
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT seq, hand, payload FROM events WHERE kind = 'hand-ended' ORDER BY seq").fetchall()
    conn.close()
    return rows


def pay_the_other_player(payload_text: str) -> str:
    """The payout turned around: the loser is paid the pot (the chips added up as before)."""
    payload = json.loads(payload_text)
    payload["payouts"] = list(reversed(payload["payouts"]))
    return canonical_json(payload)


def run_verify(path, **options) -> tuple[int, str]:
    out = io.StringIO()
    code = verify_command.run(str(path), out=out, **options)
    return code, out.getvalue()


# ------------------------------------------------------------ the keeper itself

def test_the_key_and_state_are_private_and_the_socket_is_the_groups(keeper):
    client = keeper.client()
    with a_store(keeper.folder / "t.sqlite", client, hands=1):
        pass
    assert stat.S_IMODE(keeper.key_file.stat().st_mode) == 0o400
    assert len(keeper.key_file.read_bytes()) == 32
    assert stat.S_IMODE(keeper.state_dir.stat().st_mode) == 0o700
    files = [p for p in keeper.state_dir.rglob("*") if p.is_file()]
    assert [p.name for p in files] == ["journal"] and files[0].stat().st_size > 0   # one line per answer
    assert stat.S_IMODE(files[0].stat().st_mode) == 0o600
    # Started again, the keeper writes what its journal holds as a store's and a table's file, and empties it.
    from keeper_helpers import start_keeper, stop_keeper
    stop_keeper(keeper)
    keeper.process = start_keeper(keeper.folder).process
    files = [p for p in keeper.state_dir.rglob("*") if p.is_file()]
    assert {p.parent.name for p in files} == {"state", "stores", "tables"}
    assert (keeper.state_dir / "journal").stat().st_size == 0
    assert {stat.S_IMODE(p.stat().st_mode) for p in files} == {0o600}
    assert stat.S_IMODE(keeper.socket.stat().st_mode) == 0o660
    assert stat.S_ISSOCK(keeper.socket.stat().st_mode)


def test_the_keeper_refuses_to_mac_at_or_below_its_head(keeper):
    client = keeper.client()
    store, genesis = "ab" * 16, bytes(range(32))
    client.register(store, "T1", genesis, 1)
    first = client.mac_many(store, [(1, b"\x01" * 32), (2, b"\x02" * 32)])
    assert first[1] == event_mac(keeper.key_file.read_bytes(), store, 2, (b"\x02" * 32).hex())
    for seq in (1, 2):                                       # a rewritten history asks again: refused
        with pytest.raises(KeeperError) as refused:
            client.mac_many(store, [(seq, b"\x09" * 32)])
        assert refused.value.code == "rollback"
        assert "MACs only event 3 next" in refused.value.message
    with pytest.raises(KeeperError) as gap:
        client.mac_many(store, [(5, b"\x05" * 32)])
    assert gap.value.code == "gap"
    assert client.head(store)["head_seq"] == 2
    assert client.mac_many(store, [(3, b"\x03" * 32)])       # the next one still goes


def test_a_keeper_started_again_keeps_its_key_and_heads(keeper):
    from keeper_helpers import start_keeper, stop_keeper
    client = keeper.client()
    store = "cd" * 16
    client.register(store, "T1", bytes(32), 1)
    client.mac_many(store, [(1, b"\x01" * 32)])
    before = client.fingerprint()
    client.close()
    stop_keeper(keeper)
    keeper.process = start_keeper(keeper.folder).process
    again = keeper.client()
    assert again.fingerprint() == before == fingerprint(keeper.key_file.read_bytes())
    assert again.head(store)["head_seq"] == 1
    with pytest.raises(KeeperError):
        again.mac_many(store, [(1, b"\x07" * 32)])


def test_a_key_file_others_can_read_is_refused(tmp_path):
    from dealer_app.keeper.memory import Refused, load_or_make_key
    key = tmp_path / "key"
    load_or_make_key(key)
    os.chmod(key, 0o644)
    with pytest.raises(Refused) as refused:
        load_or_make_key(key)
    assert "chmod 0400" in refused.value.message


# ------------------------------------------------------------ the attacks

def test_a_payout_rewritten_with_recomputed_hashes_is_a_mac_mismatch_at_that_event(keeper, tmp_path):
    path = keeper.folder / "t.sqlite"
    a_store(path, keeper.client()).close()
    seq, hand, text = hands_ended(path)[1]
    rewrite_with_recomputed_hashes(path, seq, pay_the_other_player(text))
    # The attack as reported: the chain alone says intact (the replay of the hands sees the result differ).
    assert verify_store(path, replay=False).intact
    assert [p.code for p in verify_store(path).problems] == ["result-mismatch"]
    code, said = run_verify(path, keeper=str(keeper.socket))
    assert code == verify_command.EXIT_DAMAGED
    report = verify_store(path, keeper=keeper.client())
    assert report.first_problem.code == "mac-mismatch"
    assert (report.first_problem.seq, report.first_problem.hand) == (seq, hand)
    assert f"BROKEN at event {seq} (hand {hand})" in said
    assert "does not carry the keeper's MAC" in said


def test_a_raise_changed_and_every_later_hash_recomputed_is_caught_at_the_raise(keeper):
    """The raise's amount changed, every later hash and the head recomputed, the old MACs left: caught there."""
    path = keeper.folder / "t.sqlite"
    a_store(path, keeper.client()).close()
    conn = sqlite3.connect(path)
    seq, text = conn.execute("SELECT seq, payload FROM events WHERE kind = 'action' AND payload LIKE '%\"raise\"%' "
                             "ORDER BY seq LIMIT 1").fetchone()
    conn.close()
    payload = json.loads(text)
    payload["amount"] += 1
    rewrite_with_recomputed_hashes(path, seq, canonical_json(payload))
    assert verify_store(path).intact
    report = verify_store(path, keeper=keeper.client())
    assert report.first_problem.code == "mac-mismatch" and report.first_problem.seq == seq


def test_the_last_hands_deleted_and_the_head_fixed_is_a_cut_tail(keeper):
    path = keeper.folder / "t.sqlite"
    a_store(path, keeper.client(), hands=3).close()
    conn = sqlite3.connect(path, isolation_level=None)
    _, last_kept = conn.execute("SELECT number, end_seq FROM hand_ends ORDER BY number LIMIT 1").fetchone()
    head_before = conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    triggers = [r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'")]
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    for sql in ("DELETE FROM hand_players WHERE number IN (SELECT number FROM hands WHERE start_seq > ?)",
                "DELETE FROM hand_ends WHERE end_seq > ?", "DELETE FROM hands WHERE start_seq > ?",
                "DELETE FROM access_log WHERE seq > ?", "DELETE FROM event_macs WHERE seq > ?",
                "DELETE FROM events WHERE seq > ?"):
        conn.execute(sql, (last_kept,))
    head_hash = conn.execute("SELECT hash FROM events WHERE seq = ?", (last_kept,)).fetchone()[0]
    conn.execute("UPDATE chain_head SET seq = ?, hash = ?", (last_kept, head_hash))
    for sql in triggers:
        conn.execute(sql)
    conn.close()
    assert verify_store(path).intact                         # the attack as reported
    report = verify_store(path, keeper=keeper.client())
    assert report.first_problem.code == "tail-cut"
    assert f"the keeper MACed this store up to event {head_before}, but the file ends at event {last_kept}" \
        in report.first_problem.message


def test_an_older_copy_put_back_over_a_newer_store_is_caught_at_start_and_by_verify(keeper):
    path = keeper.folder / "t.sqlite"
    store = a_store(path, keeper.client(), hands=1)
    store.close()
    shutil.copy(path, keeper.folder / "older.sqlite")
    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock(), keeper=keeper.client())
    second = play(store, SEED).number
    store.close()
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.unlink()
    shutil.copy(keeper.folder / "older.sqlite", path)
    assert verify_store(path).intact                         # the attack as reported
    code, said = run_verify(path, keeper=str(keeper.socket))
    assert code == verify_command.EXIT_DAMAGED and "[tail-cut]" in said and "an older copy" in said
    with pytest.raises(StoreDamaged) as damaged:
        open_store(path, table="T1", dealer="Marie", clock=FakeClock(), keeper=keeper.client())
    assert damaged.value.report.first_problem.code == "tail-cut"
    # Had the console gone on with the older copy, it would not have given hand `second` again:
    assert keeper.client().request("last-hand", table="T1")["last_hand"] == second


def test_a_new_store_of_the_table_never_reuses_a_hand_number_with_a_keeper(keeper):
    client = keeper.client()
    first = a_store(keeper.folder / "a.sqlite", client, hands=2)
    numbers = [r[1] for r in hands_ended(first.path)]
    first.close()
    with pytest.raises(StoreError) as refused:                       # another file, same table: the club's
        a_store(keeper.folder / "b.sqlite", client, hands=1)
    assert refused.value.code == "new-store-not-authorised"
    admin = keeper.admin_client()
    admin.authorise_store("T1", refused.value.numbers["store"], "root", "a new machine at T1")
    admin.close()
    second = a_store(keeper.folder / "b.sqlite", client, hands=1)
    later = [r[1] for r in hands_ended(second.path)]
    second.close()
    assert numbers == [1, 2] and later == [3]
    # The counter beside the new store was written before the keeper's answer came (1), then again with the
    # keeper's higher number: a run without the keeper later would not give 1 to 3 again.
    assert json.loads((keeper.folder / "b.sqlite.last-hand").read_text()) == {"T1": 3}
    assert verify_store(keeper.folder / "b.sqlite", keeper=keeper.client()).intact


def test_a_new_store_at_the_same_place_never_reuses_a_hand_number_without_a_keeper(tmp_path):
    path = tmp_path / "T1.sqlite"
    store = a_store(path, hands=2)
    store.close()
    for suffix in ("", "-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.unlink()                                    # the store removed (or an older one put back)
    again = a_store(path, hands=1)
    assert [r[1] for r in hands_ended(path)] == [3]
    again.close()
    assert json.loads((tmp_path / "T1.sqlite.last-hand").read_text()) == {"T1": 3}
    assert stat.S_IMODE((tmp_path / "T1.sqlite.last-hand").stat().st_mode) == 0o600


def test_a_forged_store_with_the_tables_old_hand_numbers_is_refused_by_the_keeper(keeper):
    """A whole history made up in a new file: the keeper takes no second store with a past for the table,
    and a new one gets only new hand numbers, so 'hand 2' cannot be told twice."""
    client = keeper.client()
    a_store(keeper.folder / "real.sqlite", client, hands=2).close()
    forged = a_store(keeper.folder / "forged.sqlite", None, hands=2)     # made without the keeper
    forged.close()
    with pytest.raises(StoreDamaged) as refused:           # the start-up check asks the keeper first
        open_store(keeper.folder / "forged.sqlite", table="T1", dealer="Marie", clock=FakeClock(),
                   keeper=keeper.client())
    assert refused.value.report.first_problem.code == "unknown-to-keeper"
    conn = sqlite3.connect(keeper.folder / "forged.sqlite")
    store_id, genesis, _ = identity(conn)
    head = conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    conn.close()
    with pytest.raises(KeeperError) as refused:             # and the keeper itself will not adopt it
        client.register(store_id, "T1", genesis, head)
    assert refused.value.code == "table-known" and "already keeps the record of table 'T1'" in refused.value.message
    # MACs asked for by hand under a new id, as if it were a new store at its first event: refused too
    # (issue 26, point 6: the keeper registers a second store of a table only on the club's authorisation).
    with pytest.raises(KeeperError) as refused:
        client.register(store_id, "T1", genesis, 1)
    assert refused.value.code == "table-known"
    # Had the club authorised it, its made-up hand numbers would still be ones never given to it:
    keeper.admin_client().authorise_store("T1", store_id, "root", "a test")
    conn = sqlite3.connect(keeper.folder / "forged.sqlite", isolation_level=None)
    rows = conn.execute("SELECT seq, hash FROM events ORDER BY seq").fetchall()
    client.register(store_id, "T1", genesis, 1)
    macs = client.mac_many(store_id, rows)
    conn.executemany("INSERT INTO event_macs VALUES (?, ?)", [(s, m) for (s, _), m in zip(rows, macs)])
    conn.close()
    report = verify_store(keeper.folder / "forged.sqlite", keeper=keeper.client())
    assert report.first_problem.code == "hand-not-given"


# ------------------------------------------------------------ what verify says

def test_verify_names_the_key_it_checked_with(keeper):
    path = keeper.folder / "t.sqlite"
    a_store(path, keeper.client(), hands=1).close()
    code, said = run_verify(path, keeper=str(keeper.socket))
    assert code == verify_command.EXIT_INTACT
    assert f"keyed: checked with keeper key {fingerprint(keeper.key_file.read_bytes())}" in said
    store_id = identity(sqlite3.connect(path))[0]
    assert f"store id: {store_id}" in said
    out = io.StringIO()
    assert verify_command.run(str(path), as_json=True, out=out, keeper=str(keeper.socket)) == 0
    document = json.loads(out.getvalue())
    assert document["keyed"]["fingerprint"] == fingerprint(keeper.key_file.read_bytes())
    assert document["store_id"] == store_id
    # Keyed, but no keeper to check with: said, not passed off as checked.
    code, said = run_verify(path, keeper="none")
    assert code == 0 and "keyed, NOT CHECKED" in said


def test_without_a_keeper_the_store_works_as_before_and_verify_says_not_keyed(tmp_path):
    path = tmp_path / "t.sqlite"
    a_store(path, hands=2).close()
    code, said = run_verify(path, keeper="none")
    assert code == verify_command.EXIT_INTACT
    assert "not keyed: a copy could be rewritten without trace" in said
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM event_macs").fetchone()[0] == 0
    created = json.loads(conn.execute("SELECT payload FROM events WHERE seq = 1").fetchone()[0])
    store_id, genesis, seq = identity(conn)
    assert created["store_id"] == store_id and seq == 1
    assert conn.execute("SELECT hash FROM events WHERE seq = 1").fetchone()[0] == genesis


def test_an_unreachable_keeper_is_said_and_verify_exits_2(tmp_path, capsys):
    path = tmp_path / "t.sqlite"
    a_store(path, hands=1).close()
    code, _ = run_verify(path, keeper=str(tmp_path / "no.sock"))
    assert code == verify_command.EXIT_NO_STORE
    assert "does not answer" in capsys.readouterr().err


def test_verify_checks_the_last_head_written_in_the_heads_file(tmp_path):
    path = tmp_path / "store" / "t.sqlite"
    store = a_store(path, hands=2)
    store_id = store.keying.store_id
    seq, digest = store._conn.execute("SELECT seq, hash FROM chain_head").fetchone()
    store.close()
    heads = tmp_path / "heads.txt"
    append_head(heads, "ef" * 16, 3, b"\x00" * 32, "2026-11-26T06:00:00Z")     # another store's line
    append_head(heads, store_id, seq, digest, "2026-11-26T06:00:00Z")
    assert last_head_in(heads, store_id) == (seq, digest)
    code, said = run_verify(path, keeper="none", heads_file=str(heads))
    assert code == 0 and f"head written down in {heads}: {seq}:{digest.hex()} (checked)" in said
    # The hands after that head rewritten, hashes recomputed: the written-down head no longer matches.
    rewrite_with_recomputed_hashes(path, seq - 1, canonical_json({"rewritten": True}))
    code, said = run_verify(path, keeper="none", heads_file=str(heads))
    assert code == verify_command.EXIT_DAMAGED and "[anchor-mismatch]" in said


def test_an_older_store_migrated_to_schema_3_gets_its_identity_and_is_keyed_from_then(keeper, tmp_path):
    from dealer_app.store import schema
    path = keeper.folder / "old.sqlite"
    store = a_store(path, hands=1)
    store.close()
    # Made as a schema-2 store: no identity, no MAC table.
    conn = sqlite3.connect(path, isolation_level=None)
    for name in ("store_identity", "event_macs"):
        for (trigger,) in conn.execute("SELECT name FROM sqlite_master WHERE type='trigger' AND tbl_name=?",
                                       (name,)).fetchall():
            conn.execute(f"DROP TRIGGER {trigger}")
        conn.execute(f"DROP TABLE {name}")
    conn.execute("PRAGMA user_version = 2")
    conn.close()
    assert schema.LATEST == 3
    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock(), keeper=keeper.client())
    kinds = [r[0] for r in store._conn.execute("SELECT kind FROM events ORDER BY seq DESC LIMIT 2")]
    assert kinds == ["store-opened", "store-identified"]
    play(store, SEED)
    store.close()
    report = verify_store(path, keeper=keeper.client())
    assert report.intact, report.problems
    assert report.keyed_since > 1 and report.keyed == fingerprint(keeper.key_file.read_bytes())


# ------------------------------------------------------------ the console

def test_the_console_does_not_start_without_the_keeper_it_was_given(tmp_path):
    import subprocess
    import sys
    from keeper_helpers import ROOT
    store = tmp_path / "tables" / "t.sqlite"
    done = subprocess.run([sys.executable, "-m", "dealer_app", "--table", "T1", "--dealer", "Marie", "--store",
                           str(store), "--keeper", str(tmp_path / "no.sock"), "--practice"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 2
    assert "does not answer" in done.stderr and "Traceback" not in done.stderr
    assert not store.exists()                                # nothing begun unkeyed


def test_the_console_opens_its_table_keyed_and_writes_the_closing_head_down(keeper, tmp_path):
    from dealer_app.files import presets
    from dealer_app.console.app import open_table, supervisor_desk
    heads = tmp_path / "T1.heads"
    path = keeper.folder / "t.sqlite"
    controller = open_table(path, "T1", "Marie", supervisor_desk(str(tmp_path / "supervisors.json")),
                            lambda report: None, keeper=keeper.client(), heads_file=str(heads))
    try:
        assert controller.open_session(presets.preset_text("french-levy-500")) is None
        assert controller.close_session() is None
        closing = controller.closing_head()
    finally:
        controller.close()
    assert heads.read_text().split()[1] == closing
    code, said = run_verify(path, keeper=str(keeper.socket), heads_file=str(heads))
    assert code == 0 and "keyed: checked with keeper key" in said and f"{closing} (checked)" in said
    conn = sqlite3.connect(path)
    events, macs = conn.execute("SELECT (SELECT count(*) FROM events), (SELECT count(*) FROM event_macs)").fetchone()
    assert events == macs                                    # every event MACed, the last one included


def test_macs_the_keeper_gave_but_a_stop_kept_from_being_written_do_not_stop_the_table(keeper):
    """The console stopped between the keeper's answer and writing the MACs: the table opens again,
    verify notes it, and the keeper's last hash still catches a rewrite of those events."""
    path = keeper.folder / "t.sqlite"
    clock = FakeClock()
    a_store(path, keeper.client(), hands=1, clock=clock).close()
    store = open_store(path, table="T1", dealer="Marie", clock=clock)                # not keyed this run
    store.append("note", {"text": "one"})
    store.append("note", {"text": "two"})
    store.close()
    conn = sqlite3.connect(path)
    store_id = identity(conn)[0]
    after = keeper.client().head(store_id)["head_seq"]
    rows = conn.execute("SELECT seq, hash FROM events WHERE seq > ? ORDER BY seq", (after,)).fetchall()
    conn.close()
    keeper.client().mac_many(store_id, rows)                 # given, never written: the stop
    store = open_store(path, table="T1", dealer="Marie", clock=clock, keeper=keeper.client())
    play(store, SEED)
    store.close()
    report = verify_store(path, keeper=keeper.client())
    assert report.intact, report.problems
    assert [(w.code, w.seq) for w in report.warnings] == [("mac-missing", rows[0][0])]
    assert f"{len(rows)} event(s) from event {rows[0][0]}" in report.warnings[0].message
    # Those events rewritten, hashes recomputed: the MACs after them no longer match.
    rewrite_with_recomputed_hashes(path, rows[0][0], canonical_json({"text": "changed"}))
    report = verify_store(path, keeper=keeper.client())
    assert report.first_problem.code == "mac-mismatch" and report.first_problem.seq == rows[-1][0] + 1


def test_a_rewritten_history_under_a_new_id_without_its_macs_is_not_passed_off_as_not_keyed(keeper):
    """The payout changed, the store given a new id (event 1 and the identity row), every hash recomputed and
    every MAC dropped: the keeper knows the table under another store, so it is said, not 'not keyed'."""
    path = keeper.folder / "t.sqlite"
    a_store(path, keeper.client(), hands=2).close()
    seq, _, text = hands_ended(path)[0]
    conn = sqlite3.connect(path, isolation_level=None)
    triggers = [r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'")]
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    created = json.loads(conn.execute("SELECT payload FROM events WHERE seq = 1").fetchone()[0])
    created["store_id"] = "0f" * 16
    conn.execute("UPDATE events SET payload = ? WHERE seq = 1", (canonical_json(created),))
    conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (pay_the_other_player(text), seq))
    conn.execute("DELETE FROM event_macs")
    recompute_hashes(conn, 1)
    genesis = conn.execute("SELECT hash FROM events WHERE seq = 1").fetchone()[0]
    conn.execute("UPDATE store_identity SET store_id = ?, genesis = ?", ("0f" * 16, genesis))
    for sql in triggers:
        conn.execute(sql)
    conn.close()
    assert verify_store(path, replay=False).intact            # the file's chain alone: intact
    report = verify_store(path, keeper=keeper.client())
    assert report.first_problem.code == "unknown-to-keeper"
    assert "keeps the record of table 'T1' in store" in report.first_problem.message


def test_the_identity_row_removed_is_caught(tmp_path):
    path = tmp_path / "t.sqlite"
    a_store(path, hands=1).close()
    conn = sqlite3.connect(path, isolation_level=None)
    trigger = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'store_identity_no_delete'").fetchone()[0]
    conn.execute("DROP TRIGGER store_identity_no_delete")
    conn.execute("DELETE FROM store_identity")
    conn.execute(trigger)
    conn.close()
    report = verify_store(path)
    assert report.first_problem.code == "identity-mismatch" and report.first_problem.seq == 1


def test_the_keepers_roster_macs_are_apart_from_the_event_macs(keeper):
    """For the supervisors' roster (issue 18, point 7): same key, another prefix, checked by the keeper.
    Asked on the admin socket: since the roster's MAC became the club's approval, the consoles' socket refuses
    ``mac-roster`` (tests/supervisors/test_roster_keeper.py)."""
    from dealer_app.keeper.macs import roster_mac
    client = keeper.client()
    digest = "12" * 32
    mac = keeper.admin_client().request("mac-roster", name="supervisors.json", digest=digest)["mac"]
    assert bytes.fromhex(mac) == roster_mac(keeper.key_file.read_bytes(), "supervisors.json", digest)
    assert client.request("check-roster", name="supervisors.json", digest=digest, mac=mac)["valid"] is True
    assert client.request("check-roster", name="supervisors.json", digest="13" * 32, mac=mac)["valid"] is False
    assert bytes.fromhex(mac) != event_mac(keeper.key_file.read_bytes(), "12" * 16, 1, digest)


def test_each_opening_records_the_key_that_vouches_for_it(keeper):
    path = keeper.folder / "t.sqlite"
    a_store(path, keeper.client(), hands=0).close()
    a_store(path, None, hands=0).close()
    conn = sqlite3.connect(path)
    keys = [json.loads(p)["keeper"] for (p,) in conn.execute(
        "SELECT payload FROM events WHERE kind = 'store-opened' ORDER BY seq")]
    assert keys == [fingerprint(keeper.key_file.read_bytes()), None]


def test_a_heads_file_in_the_stores_folder_is_refused(tmp_path):
    from dealer_app.console.app import open_table, supervisor_desk
    from dealer_app.store import StoreError
    with pytest.raises(StoreError) as refused:
        open_table(tmp_path / "t.sqlite", "T1", "Marie", supervisor_desk(str(tmp_path / "s.json")),
                   lambda report: None, heads_file=str(tmp_path / "T1.heads"))
    assert refused.value.code == "heads-file-beside-store"
    assert not (tmp_path / "t.sqlite").exists()


def test_bad_requests_get_a_refusal_in_words_and_change_nothing(tmp_path):
    """Whatever the dealer's account sends on the socket: a refusal with a code, the keeper's memory unchanged."""
    import random
    from dealer_app.keeper.answers import Keeper
    from dealer_app.keeper.memory import State
    keeper_ = Keeper(bytes(32), State(tmp_path / "state"))
    store = "ab" * 16
    assert keeper_.answer({"op": "register", "store": store, "table": "T1", "genesis": "00" * 32, "seq": 1})["ok"]
    assert keeper_.answer({"op": "mac", "store": store, "seq": 1, "hash": "11" * 32})["ok"]
    rng = random.Random(18)
    values = [None, True, -1, 0, 2 ** 63, 1.5, float("nan"), "", "x" * 300, "ab" * 16, "11" * 32, "GG" * 32, [],
              [[1, "11" * 32]], [[2, "zz"]], [[True, "11" * 32]], {}, {"op": "mac"}, [[2, "11" * 32, "00"]]]
    ops = ["mac", "check", "register", "head", "hand", "last-hand", "mac-roster", "check-roster", "fingerprint", "nope",
           None, 3]
    names = ["op", "store", "seq", "hash", "items", "table", "genesis", "at_least", "mac", "name", "digest"]
    refused = 0
    for _ in range(2_000):
        request = {"op": rng.choice(ops)}
        for name in rng.sample(names[1:], rng.randint(0, 5)):
            request[name] = rng.choice(values)
        if request["op"] == "mac" and request.get("store") == store:
            request["seq"] = 1                                     # never the next one: only refusals
            request.pop("items", None)
        answer = keeper_.answer(request)
        assert set(answer) >= {"ok"}
        if not answer["ok"]:
            refused += 1
            assert answer["code"] and answer["message"]
    assert refused > 1_000
    assert keeper_.answer({"op": "head", "store": store})["store"]["head_seq"] == 1
    for garbage in ([], "mac", 7, None):
        assert keeper_.answer(garbage)["code"] == "bad-request"


def test_the_socket_answers_garbage_in_words_and_keeps_serving(keeper):
    import socket
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(10)
        sock.connect(str(keeper.socket))
        reader = sock.makefile("rb")
        sock.sendall(b"not json\n")
        assert json.loads(reader.readline())["code"] == "bad-request"
        sock.sendall(b'{"op": "fingerprint"}\n')
        assert json.loads(reader.readline())["fingerprint"] == fingerprint(keeper.key_file.read_bytes())
        sock.sendall(b"\xff\xfe\n")
        assert json.loads(reader.readline())["code"] == "bad-request"
        reader.close()
    assert keeper.client().fingerprint()                     # still serving others


# ------------------------------------------------------------ issue 26, point 11: the keeper's journal and the pipeline

def test_a_line_the_keeper_was_writing_when_it_stopped_is_dropped_and_the_rest_kept(keeper):
    client = keeper.client()
    store = "ee" * 16
    client.register(store, "T1", bytes(32), 1)
    client.mac_many(store, [(1, b"\x01" * 32), (2, b"\x02" * 32)])
    client.close()
    keeper.process.kill()                                   # no clean stop: the journal is not compacted
    keeper.process.wait()
    journal = keeper.state_dir / "journal"
    assert journal.stat().st_size > 0
    with open(journal, "ab") as f:                          # an answer cut short: never given
        f.write(b'{"records": [["store", "' + store.encode() + b'", {"head_seq": 9')
    keeper.process.stdout.close()
    keeper.process.stderr.close()
    from keeper_helpers import start_keeper
    keeper.process = start_keeper(keeper.folder).process
    again = keeper.client()
    assert again.head(store)["head_seq"] == 2
    with pytest.raises(KeeperError) as refused:
        again.mac_many(store, [(2, b"\x09" * 32)])
    assert refused.value.code == "rollback"
    assert journal.stat().st_size == 0 and (keeper.state_dir / "stores" / f"{store}.json").exists()


def test_the_macs_asked_for_without_waiting_are_all_written_and_a_keeper_restarted_meanwhile_catches_up(keeper):
    from keeper_helpers import start_keeper, stop_keeper
    path = keeper.folder / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock(), keeper=keeper.client())
    for i in range(30):
        store.append("note", {"n": i})
    stop_keeper(keeper)                                      # the keeper goes away while the table runs
    for i in range(5):
        store.append("note", {"n": f"meanwhile {i}"})
    assert store.keying.problem                              # said, the table goes on
    keeper.process = start_keeper(keeper.folder).process
    store.append("note", {"text": "back"})
    store.close()
    conn = sqlite3.connect(path)
    events, macs = conn.execute("SELECT (SELECT count(*) FROM events), (SELECT count(*) FROM event_macs)").fetchone()
    conn.close()
    report = verify_store(path, keeper=keeper.client())
    assert report.intact, report.problems
    assert report.keeper_head == report.head_seq
    # Every event keyed up to the head; only MACs the keeper gave just as it stopped, if any, can be missing
    # (its answer lost with the connection): noted, not damage, and its head hash still pins them.
    assert [w.code for w in report.warnings] in ([], ["mac-missing"])
    assert (events == macs) == (not report.warnings)


def test_a_journal_line_the_disk_took_only_half_of_is_taken_back_and_the_next_answers_are_kept(tmp_path, monkeypatch):
    from dealer_app.keeper import memory
    state = memory.State(tmp_path / "state")
    state.save(("table", "T1", {"table": "T1", "last_hand": 1, "stores": []}))
    real_write = os.write
    monkeypatch.setattr(memory.os, "write", lambda fd, data: real_write(fd, data[:len(data) // 2]))   # disk full
    with pytest.raises(OSError):
        state.save(("table", "T1", {"table": "T1", "last_hand": 2, "stores": []}))
    monkeypatch.undo()
    assert state.table("T1")["last_hand"] == 1                # not answered: not taken
    state.save(("table", "T1", {"table": "T1", "last_hand": 3, "stores": []}))
    assert memory.State(tmp_path / "state").table("T1")["last_hand"] == 3   # read back whole after a restart


def test_a_catch_up_of_several_batches_is_keyed_whole(keeper):
    """More events than three of the keeper's batches, written without it: keyed at the next keyed start (the
    batches asked for one after another: two large answers at once would fill both sockets)."""
    from dealer_app.keeper.client import BATCH
    path = keeper.folder / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock())
    with store.group():
        for i in range(3 * BATCH + 10):
            store.append("note", {"n": i})
    store.close()
    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock(), keeper=keeper.client())
    assert store.keying.problem is None
    store.close()
    conn = sqlite3.connect(path)
    events, macs = conn.execute("SELECT (SELECT count(*) FROM events), (SELECT count(*) FROM event_macs)").fetchone()
    conn.close()
    assert events == macs > 3 * BATCH
    assert verify_store(path, keeper=keeper.client()).intact
