"""The central schema (issue 19): versioned SQL migrations, roles, append-only raw tables, ingest()'s checks."""
from __future__ import annotations

import psycopg
import pytest

from dealer_app.central import migrate, record
from dealer_app.store.chain import GENESIS, link
from central_helpers import local_events, make_store, store_id


# ------------------------------------------------------------------ migrations

def test_init_makes_schema_roles_and_version_and_reinit_is_a_no_op(empty_db):
    assert migrate.init(empty_db) == list(range(1, migrate.LATEST + 1))
    assert migrate.init(empty_db) == []
    with psycopg.connect(empty_db) as conn:
        assert migrate.current_version(conn) == migrate.LATEST
        roles = {r[0]: r[1] for r in conn.execute(
            "SELECT rolname, rolcanlogin FROM pg_roles WHERE rolname LIKE 'dealer_%' "
            "AND rolname NOT LIKE 'dealer_table_%'")}
        assert roles == {"dealer_central": False, "dealer_uplink": True, "dealer_floor": True, "dealer_signer": True}
        owners = {r[0] for r in conn.execute(
            "SELECT tableowner FROM pg_tables WHERE schemaname = 'central'")}
        assert owners == {"dealer_central"}


def test_a_database_from_a_newer_program_is_refused_untouched(central_db):
    with psycopg.connect(central_db) as conn:
        conn.execute("INSERT INTO central.schema_version (version, name) VALUES (%s, 'future')",
                     (migrate.LATEST + 1,))
    with pytest.raises(migrate.CentralError) as refused:
        migrate.init(central_db)
    assert refused.value.code == "central-too-new"
    assert f"schema version {migrate.LATEST + 1}" in refused.value.message
    with psycopg.connect(central_db) as conn:
        assert [r[0] for r in conn.execute("SELECT version FROM central.schema_version ORDER BY 1")] == \
            list(range(1, migrate.LATEST + 2))


def test_migrations_are_numbered_without_a_gap():
    found = migrate.migrations()
    assert [m.version for m in found] == list(range(1, len(found) + 1))
    assert found[0].path.name.startswith("0001_")


# ------------------------------------------------------------------ ingest

def test_ingest_accepts_the_stores_own_bytes_and_recomputes_the_same_chain(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t1.sqlite")
    bodies, hashes = local_events(store)
    sid = store_id(store)
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        first = record.ingest(conn, sid, 1, bodies[:10], hashes[:10])
        assert (first.status, first.head, first.accepted, first.duplicates) == ("ok", 10, 10, 0)
        rest = record.ingest(conn, sid, 11, bodies[10:], hashes[10:])
        assert (rest.status, rest.head, rest.accepted) == ("ok", len(bodies), len(bodies) - 10)
        assert record.store_head(conn, sid) == (len(bodies), hashes[-1])
    # The server's copy is byte for byte the store's, and its chain is the store's chain.
    with psycopg.connect(central_db) as conn:
        kept = conn.execute("SELECT seq, body, hash FROM central.events WHERE store_id = %s ORDER BY seq",
                            (sid,)).fetchall()
    previous = GENESIS
    for (seq, body, digest), mine, my_hash in zip(kept, bodies, hashes):
        assert bytes(body) == mine and bytes(digest) == my_hash == link(previous, bytes(body))
        previous = bytes(digest)
    assert len(kept) == store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]


def test_lost_acknowledgement_resend_is_ignored_not_duplicated(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t1.sqlite", hands=1)
    bodies, hashes = local_events(store)
    sid = store_id(store)
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        record.ingest(conn, sid, 1, bodies[:8], hashes[:8])
        again = record.ingest(conn, sid, 1, bodies[:12], hashes[:12])      # 8 already there, 4 new
        assert (again.status, again.head, again.accepted, again.duplicates) == ("ok", 12, 4, 8)
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT count(*), max(seq) FROM central.events").fetchone() == (12, 12)


def test_fork_is_refused_alarmed_and_nothing_is_overwritten(tmp_path, central_db, uplink_url):
    a = make_store(tmp_path / "a.sqlite", hands=1)
    bodies, hashes = local_events(a)
    sid = store_id(a)
    other = bytes(reversed(bodies[4]))                    # another event 5 (any other bytes)
    other_hash = link(hashes[3], other)
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        record.ingest(conn, sid, 1, bodies[:6], hashes[:6])
        forked = record.ingest(conn, sid, 5, [other], [other_hash])
        assert forked.status == "fork" and forked.head == 6 and forked.accepted == 0
        assert "event 5" in forked.detail
    with psycopg.connect(central_db) as conn:
        assert bytes(conn.execute("SELECT hash FROM central.events WHERE store_id = %s AND seq = 5",
                                  (sid,)).fetchone()[0]) == hashes[4]
        alarm = conn.execute("SELECT seq, kept_hash, offered_hash FROM central.fork_alarms").fetchone()
        assert (alarm[0], bytes(alarm[1]), bytes(alarm[2])) == (5, hashes[4], other_hash)
        assert conn.execute("SELECT fork_alarm FROM central.table_board WHERE store_id = %s", (sid,)).fetchone()[0]


def test_gap_head_plus_two_is_refused(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    bodies, hashes = local_events(store)
    sid = store_id(store)
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        record.ingest(conn, sid, 1, bodies[:3], hashes[:3])
        gap = record.ingest(conn, sid, 5, bodies[4:6], hashes[4:6])         # head is 3: 4 must come first
        assert (gap.status, gap.head, gap.accepted) == ("gap", 3, 0)
        assert "head here is 3" in gap.detail
        assert record.store_head(conn, sid)[0] == 3


def test_payload_altered_in_transit_is_a_hash_mismatch(tmp_path, central_db, uplink_url):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    bodies, hashes = local_events(store)
    sid = store_id(store)
    altered = bodies[2].replace(b'"dealer":"D-017"', b'"dealer":"D-666"')
    assert altered != bodies[2]
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        result = record.ingest(conn, sid, 1, [bodies[0], bodies[1], altered, bodies[3]], hashes[:4])
        assert (result.status, result.head, result.accepted) == ("hash-mismatch", 2, 2)
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT kind, seq FROM central.alarms").fetchall() == [("hash-mismatch", 3)]


def test_raw_tables_are_append_only_for_every_role(tmp_path, central_db, uplink_url, floor_url):
    store = make_store(tmp_path / "t.sqlite", hands=1)
    bodies, hashes = local_events(store)
    sid = store_id(store)
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        record.ingest(conn, sid, 1, bodies, hashes)
        for statement in ("UPDATE central.events SET kind = 'x'", "DELETE FROM central.events",
                          "TRUNCATE central.events", "INSERT INTO central.events (store_id, seq, hash, body, kind, "
                          "table_id, dealer, utc_us) VALUES ('x', 1, '\\x00', '\\x00', 'k', 't', 'd', 0)"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
    with psycopg.connect(floor_url, autocommit=True) as conn:
        assert conn.execute("SELECT count(*) FROM central.events").fetchone()[0] == len(bodies)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM central.hand_starts")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            record.ingest(conn, sid, len(bodies) + 1, [b"x"], [bytes(32)])
    # Even the superuser meets the triggers (only dropping them gets past: docs/security.md).
    with psycopg.connect(central_db, autocommit=True) as conn:
        for table in ("events", "hand_starts", "hand_players", "hand_ends", "fork_alarms", "alarms",
                      "checkpoints", "checkpoint_keys"):
            for statement in (f"UPDATE central.{table} SET key_id = key_id" if table.startswith("checkpoint") else f"UPDATE central.{table} SET store_id = store_id", f"DELETE FROM central.{table}",
                              f"TRUNCATE central.{table} CASCADE"):
                with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
                    conn.execute(statement)
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="only moves forward"):
            conn.execute("UPDATE central.stores SET head_seq = 1")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM central.stores")
        assert conn.execute("SELECT count(*) FROM central.events").fetchone()[0] == len(bodies)


def test_board_view_and_search_rows_and_notify(tmp_path, central_db, table_url):
    store = make_store(tmp_path / "t.sqlite", hands=3, table="Table 4")
    uplink_url = table_url("Table 4")
    bodies, hashes = local_events(store)
    sid = store_id(store)
    with psycopg.connect(central_db, autocommit=True) as listener:
        listener.execute("LISTEN table_events")
        with psycopg.connect(uplink_url, autocommit=True) as conn:
            record.ingest(conn, sid, 1, bodies, hashes)
        note = next(listener.notifies(timeout=5, stop_after=1))
        assert note.channel == "table_events" and f'"head" : {len(bodies)}' in note.payload
        board = listener.execute("SELECT table_id, last_seq, last_hand, synced_through_hand, fork_alarm, conflict "
                                 "FROM central.table_board").fetchall()
        assert board == [("Table 4", len(bodies), 3, 3, False, False)]
        local_players = store._conn.execute("SELECT count(*) FROM hand_players").fetchone()[0]
        assert listener.execute("SELECT count(*) FROM central.hand_players").fetchone()[0] == local_players
        local_rake = store._conn.execute(
            "SELECT sum(json_extract(payload, '$.rake')) FROM events WHERE kind = 'hand-ended'").fetchone()[0]
        assert listener.execute("SELECT sum(rake) FROM central.rake_by_table_day").fetchone()[0] == local_rake


def test_the_init_command_then_again_and_an_unreachable_server(empty_db, postgres_server, capsys):
    from dealer_app.commands.cli import main
    assert main(["central", "init", "--central", empty_db]) == 0
    assert f"now at {migrate.LATEST}" in capsys.readouterr().out
    assert main(["central", "init", "--central", empty_db]) == 0
    assert "nothing to do" in capsys.readouterr().out
    dead = f"postgresql://postgres@127.0.0.1:{postgres_server.port}/no_such_db"
    assert main(["central", "init", "--central", dead]) == 2
    assert "cannot reach the central database" in capsys.readouterr().err
