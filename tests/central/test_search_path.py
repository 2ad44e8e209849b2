"""No temporary table stands in for the central record (issue 26, item 1).

A session's temporary schema is searched FIRST for tables and types unless the search_path names pg_temp; the
SECURITY DEFINER functions of versions 1 to 5 ran with `central, pg_catalog`. As the floor's login, a temporary
`supervisors` holding a digest of one's own made supervisor_check grant M-01 (a real row in the roster's log) and
floor_act accepted acts under it; a temporary `stores` let an unchained event into another table's record. Here,
against the real server: the walk of pg_proc that refuses any such function (the live database after `central
init`, so it also checks the functions other versions add), the roles' lost TEMPORARY, and the attacks themselves
— refused for dealer_floor and dealer_uplink, and, for a role that still may make temporary tables, answered from
the real tables.
"""
from __future__ import annotations

import hashlib
import json
import re

import psycopg
import pytest

from central_helpers import dealing_store, make_store, send, store_id
from dealer_app.central import migrate
from dealer_app.central import roster as central
from dealer_app.central.floor_acts import STATION_PURPOSE
from dealer_app.central.roster import CentralRoster

PIN = "730519"
PROBE = "temp_table_probe"          # a test-only login that keeps TEMPORARY (not dealer_*: the roles test counts those)
SEARCH_PATH_VERSION = next(m.version for m in migrate.migrations() if m.name == "search_path")


# ------------------------------------------------------------------ the walk of pg_proc

_SQL_COMMENT = re.compile(r"--[^\n]*")
_SQL_STRING = re.compile(r"'(?:[^']|'')*'")


def _search_path(config) -> list[str] | None:
    for setting in config or ():
        name, _, value = setting.partition("=")
        if name == "search_path":
            return [part.strip().strip('"') for part in value.split(",")]
    return None


def unsafe_functions(conn: psycopg.Connection) -> list[str]:
    """Every function a caller's temporary table could redirect, with why.

    - a SECURITY DEFINER function (any schema but the system's) without a search_path that ends in pg_temp;
    - any function that sets a search_path not ending in pg_temp;
    - a SQL or PL/pgSQL function of the central schema that names one of its tables or views without the
      schema after FROM, JOIN, INTO, UPDATE or TABLE, or in %ROWTYPE (comments and quoted text left out).
    """
    relations = [r[0] for r in conn.execute(
        "SELECT c.relname FROM pg_class c WHERE c.relnamespace = 'central'::regnamespace "
        "AND c.relkind IN ('r', 'v', 'm', 'p', 'f', 'S')")]
    unqualified = re.compile(
        r"(?:\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(" + "|".join(map(re.escape, relations)) + r")\b(?!\s*\.)"
        r"|(?<![\w.])(" + "|".join(map(re.escape, relations)) + r")%ROWTYPE)", re.IGNORECASE)
    found = []
    for name, schema, definer, config, language, body in conn.execute(
            "SELECT p.oid::regprocedure::text, n.nspname, p.prosecdef, p.proconfig, l.lanname, p.prosrc "
            "FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON l.oid = p.prolang "
            "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_(toast|temp)' "
            "ORDER BY 1"):
        path = _search_path(config)
        if definer and path is None:
            found.append(f"{name}: SECURITY DEFINER without a search_path")
        elif path is not None and path[-1] != "pg_temp":
            found.append(f"{name}: search_path {', '.join(path)} does not end in pg_temp")
        if schema == "central" and language in ("sql", "plpgsql"):
            text = _SQL_STRING.sub("''", _SQL_COMMENT.sub("", body))
            for match in unqualified.finditer(text):
                found.append(f"{name}: names {match.group(1) or match.group(2)} without its schema")
    return found


def test_every_function_of_the_central_record_pins_pg_temp_last_and_names_its_tables(central_db):
    with psycopg.connect(central_db) as conn:
        definers = conn.execute("SELECT count(*) FROM pg_proc WHERE prosecdef "
                                "AND pronamespace = 'central'::regnamespace").fetchone()[0]
        assert definers >= 12          # ingest ... floor_act: the walk sees the real schema
        assert unsafe_functions(conn) == []
        path = conn.execute("SELECT proconfig FROM pg_proc WHERE oid = 'central.supervisor_check'::regproc"
                            ).fetchone()[0]
    assert path == ["search_path=central, pg_catalog, pg_temp"]


def test_the_walk_finds_a_function_a_later_version_gets_wrong(central_db):
    """What another migration could add: each mistake is named (the walk is not a test that cannot fail)."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        conn.execute("CREATE FUNCTION central.no_path() RETURNS bigint LANGUAGE sql SECURITY DEFINER "
                     "AS 'SELECT count(*) FROM central.events'")
        conn.execute("CREATE FUNCTION central.temp_not_last() RETURNS bigint LANGUAGE sql SECURITY DEFINER "
                     "SET search_path = central, pg_catalog AS 'SELECT count(*) FROM central.events'")
        conn.execute("CREATE FUNCTION central.temp_first() RETURNS bigint LANGUAGE sql SECURITY DEFINER "
                     "SET search_path = pg_temp, central, pg_catalog AS 'SELECT count(*) FROM central.events'")
        conn.execute("CREATE FUNCTION central.bare_name() RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER "
                     "SET search_path = central, pg_catalog, pg_temp AS $$ DECLARE s stores%ROWTYPE; "
                     "BEGIN RETURN (SELECT count(*) FROM supervisors); END $$")
        assert unsafe_functions(conn) == [
            "central.bare_name(): names stores without its schema",
            "central.bare_name(): names supervisors without its schema",
            "central.no_path(): SECURITY DEFINER without a search_path",
            "central.temp_first(): search_path pg_temp, central, pg_catalog does not end in pg_temp",
            "central.temp_not_last(): search_path central, pg_catalog does not end in pg_temp"]


# ------------------------------------------------------------------ TEMPORARY taken away

def test_no_role_of_the_record_may_make_temporary_tables_or_objects(central_db):
    with psycopg.connect(central_db) as conn:
        logins = [r[0] for r in conn.execute(
            "SELECT rolname FROM pg_roles WHERE NOT rolsuper AND rolname !~ '^pg_' AND rolname <> %s", (PROBE,))]
        assert {"dealer_central", "dealer_uplink", "dealer_floor"} <= set(logins)
        for role in ["public", *logins]:
            assert conn.execute("SELECT has_database_privilege(%s, current_database(), 'TEMPORARY')",
                                (role,)).fetchone()[0] is False, role
        for role in ["public", "dealer_uplink", "dealer_floor"]:
            for schema in ("central", "public"):
                assert conn.execute("SELECT has_schema_privilege(%s, %s, 'CREATE')",
                                    (role, schema)).fetchone()[0] is False, (role, schema)


@pytest.fixture
def club(central_db):
    with psycopg.connect(central_db, autocommit=True) as conn:
        central.put(conn, "M-01", "Marie", PIN, "added")
    return central_db


def as_role(url: str, role: str) -> str:
    return url.replace("postgresql://postgres@", f"postgresql://{role}@")


def grants(url: str) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT supervisor_id, kind, table_id FROM central.supervisor_log WHERE kind = 'granted' "
                            "ORDER BY id").fetchall()


@pytest.mark.parametrize("role", ["dealer_floor", "dealer_uplink"])
@pytest.mark.parametrize("table", ["supervisors", "stores", "events"])
def test_the_tables_and_the_floor_cannot_make_a_temporary_table(club, role, table):
    with psycopg.connect(as_role(club, role), autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied to create temporary"):
            conn.execute(f"CREATE TEMP TABLE {table} (id text)")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(f"CREATE TABLE pg_temp.{table} (id text)")
        # Refused, nothing lost: the same connection signs Marie in with her PIN, and only that is granted.
        salt, n, r, p = conn.execute("SELECT salt, n, r, p FROM central.supervisor_salt('M-01')").fetchone()
        status = conn.execute("SELECT status FROM central.supervisor_check('M-01', %s, 'T1', NULL, 'x')",
                              (central.digest(PIN, bytes(salt), n, r, p),)).fetchone()[0]
    assert status == "granted"
    assert grants(club) == [("M-01", "granted", "T1")]


# ------------------------------------------------------------------ the search_path alone: a role that keeps TEMP

def probe(url: str) -> str:
    """A login that may make temporary tables and call what the tables and the floor call (test-only)."""
    with psycopg.connect(url, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (PROBE,)).fetchone() is None:
            conn.execute(f"CREATE ROLE {PROBE} LOGIN")
        conn.execute(f"GRANT TEMPORARY ON DATABASE {conn.info.dbname} TO {PROBE}")
        conn.execute(f"GRANT USAGE ON SCHEMA central TO {PROBE}")
        conn.execute(f"GRANT EXECUTE ON FUNCTION central.supervisor_salt(text), "
                     f"central.supervisor_check(text, bytea, text, text, text), "
                     f"central.floor_act(text, bigint, text, text, bigint, jsonb, text), "
                     f"central.ingest(text, bigint, bytea[], bytea[]), central.store_head(text) TO {PROBE}")
    return as_role(url, PROBE)


FORGED_DIGEST = hashlib.sha256(b"a digest of my own").digest()


def forge_sign_in(url: str) -> tuple[str, object]:
    """The attack of the issue: a temporary `supervisors` with M-01 under a digest of one's own, then the check."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TEMP TABLE supervisors (id text, name text, salt bytea, digest bytea, n int, r int, "
                     "p int, removed boolean, changed_at timestamptz)")
        conn.execute("INSERT INTO supervisors VALUES ('M-01', 'Marie', %s, %s, 1024, 1, 1, false, now())",
                     (b"\x01" * 16, FORGED_DIGEST))
        conn.execute("GRANT ALL ON supervisors TO PUBLIC")          # so the function's owner may read it
        status, grant = conn.execute("SELECT status, grant_id FROM central.supervisor_check('M-01', %s, 'floor', "
                                     "NULL, %s)", (FORGED_DIGEST, STATION_PURPOSE)).fetchone()
        try:
            act = conn.execute("SELECT central.floor_act('M-01', %s, 'search', NULL, NULL, '{}', 'floor')",
                               (grant,)).fetchone()[0]
        except psycopg.errors.InsufficientPrivilege as refused:
            act = refused
    return status, act


def test_a_temporary_supervisors_table_no_longer_signs_anyone_in(empty_db):
    # Before this version the attack worked (what the issue found): the probe, which keeps TEMPORARY, got M-01.
    migrate.init(empty_db, target=SEARCH_PATH_VERSION - 1)
    with psycopg.connect(empty_db, autocommit=True) as conn:
        central.put(conn, "M-01", "Marie", PIN, "added")
    status, act = forge_sign_in(probe(empty_db))
    assert status == "granted" and isinstance(act, int)
    assert grants(empty_db) == [("M-01", "granted", "floor")]
    # With it: the real roster answers. A wrong PIN for M-01, counted; no grant, so no act.
    migrate.init(empty_db)
    status, act = forge_sign_in(probe(empty_db))
    assert status == "wrong"
    assert isinstance(act, psycopg.errors.InsufficientPrivilege) and "no floor-station sign-in" in str(act)
    assert grants(empty_db) == [("M-01", "granted", "floor")]              # only the one from before
    with psycopg.connect(empty_db) as conn:
        assert conn.execute("SELECT failures FROM central.supervisor_locks WHERE key = 'M-01'").fetchone()[0] == 1
        assert conn.execute("SELECT count(*) FROM central.floor_acts").fetchone()[0] == 1   # the old one
    # Marie herself still signs in.
    verdict = CentralRoster(lambda: psycopg.connect(as_role(empty_db, "dealer_floor"), autocommit=True),
                            "floor").check("M-01", PIN, STATION_PURPOSE)
    assert verdict.granted


def forged_hand_end(seq: int, table: str) -> bytes:
    return json.dumps({"seq": seq, "kind": "hand-ended", "hand": 999, "table": table, "dealer": "D-666",
                       "utc_us": 1_700_000_000_000_000, "payload": {"status": "complete", "pot": 123456,
                                                                  "rake": 0}}, separators=(",", ":")).encode()


def forge_ingest(url: str, victim: str, head: int):
    """A temporary `stores` giving the victim's head a hash of one's choosing, then an event chained to it."""
    fake_head = b"\x00" * 32
    body = forged_hand_end(head + 1, "T5")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TEMP TABLE stores (store_id text, table_id text, head_seq bigint, head_hash bytea, "
                     "first_utc_us bigint, last_utc_us bigint, last_hand bigint, last_ended_hand bigint, "
                     "first_seen timestamptz, last_seen timestamptz)")
        conn.execute("INSERT INTO stores VALUES (%s, 'T5', %s, %s, NULL, NULL, NULL, NULL, now(), now())",
                     (victim, head, fake_head))
        conn.execute("GRANT ALL ON stores TO PUBLIC")
        return conn.execute("SELECT status, head, accepted FROM central.ingest(%s, %s, %s, %s)",
                            (victim, head + 1, [body], [hashlib.sha256(fake_head + body).digest()])).fetchone()


def victims_record(url: str, victim: str):
    with psycopg.connect(url) as conn:
        return (conn.execute("SELECT count(*), max(seq) FROM central.events WHERE store_id = %s", (victim,)).fetchone(),
                conn.execute("SELECT count(*) FROM central.hand_ends WHERE pot = 123456").fetchone()[0])


def test_a_temporary_stores_table_no_longer_writes_into_another_tables_record(empty_db, tmp_path):
    migrate.init(empty_db, target=SEARCH_PATH_VERSION - 1)
    uplink = as_role(empty_db, "dealer_uplink")
    before = make_store(tmp_path / "old.sqlite", hands=1, table="T4")
    send(before, uplink)
    old = store_id(before)
    head = before._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    assert forge_ingest(probe(empty_db), old, head) == ("ok", head + 1, 1)        # the finding
    assert victims_record(empty_db, old) == ((head + 1, head + 1), 1)

    # The search path's own version, before a login per table (migration table_logins refuses a login's
    # events for another's store before any hash is looked at: that is shown in test_table_logins.py).
    migrate.init(empty_db, target=SEARCH_PATH_VERSION)
    t5 = dealing_store(tmp_path / "t5.sqlite", hands=2, table="T5")
    send(t5, uplink)
    victim = store_id(t5)
    head = t5._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    status, server_head, accepted = forge_ingest(probe(empty_db), victim, head)
    # The real head's hash decides: the forged event does not follow it, and is refused with an alarm.
    assert (status, server_head, accepted) == ("hash-mismatch", head, 0)
    assert victims_record(empty_db, victim) == ((head, head), 1)      # the 1 is the old database's forgery
    with psycopg.connect(empty_db) as conn:
        assert conn.execute("SELECT kind, seq FROM central.alarms WHERE store_id = %s", (victim,)).fetchall() == [
            ("hash-mismatch", head + 1)]
    # Nothing lost: T5's own uplink goes on from its head.
    from store_helpers import play
    play(t5, 7)
    send(t5, uplink)
    assert victims_record(empty_db, victim)[0][1] == t5._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    t5.close()
    before.close()


def test_an_init_that_cannot_take_temporary_away_is_refused_and_applies_nothing(empty_db):
    """Only the database's owner or a superuser can take PUBLIC's TEMPORARY: an administrator role that is
    neither (CREATEROLE, a member of the owner) is told so, and the database stays at the version it was."""
    migrate.init(empty_db, target=SEARCH_PATH_VERSION - 1)
    with psycopg.connect(empty_db, autocommit=True) as conn:
        conn.execute(f"GRANT TEMPORARY ON DATABASE {conn.info.dbname} TO PUBLIC")     # as a new database has it
        if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = 'room_admin'").fetchone() is None:
            conn.execute("CREATE ROLE room_admin LOGIN CREATEROLE")
        conn.execute("GRANT dealer_central TO room_admin WITH ADMIN OPTION")
    with pytest.raises(migrate.CentralError) as refused:
        migrate.init(as_role(empty_db, "room_admin"))
    assert refused.value.code == "temporary-kept"
    assert "PUBLIC" in refused.value.message.upper() and "superuser" in refused.value.message
    with psycopg.connect(empty_db) as conn:
        assert migrate.current_version(conn) == SEARCH_PATH_VERSION - 1
        assert conn.execute("SELECT proconfig FROM pg_proc WHERE oid = 'central.ingest'::regproc").fetchone()[0] \
            == ["search_path=central, pg_catalog"]
    # The same database, by the superuser: done.
    assert SEARCH_PATH_VERSION in migrate.init(empty_db)
    with psycopg.connect(empty_db) as conn:
        assert conn.execute("SELECT has_database_privilege('public', current_database(), 'TEMPORARY')"
                            ).fetchone()[0] is False
