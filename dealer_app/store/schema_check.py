"""The store's shape checked against the one the console makes: the append-only guards, the whole
schema as SQLite keeps it, and the search indexes against the chained events they index.

Each check is told the verify's checker (verify.py) and writes what it finds there.
"""
from __future__ import annotations

import functools
import sqlite3
from typing import Optional

from .schema import ACCESS_KINDS, APPEND_ONLY_TABLES, APPEND_ONLY_TABLES_V1, APPEND_ONLY_TABLES_V2, migrate


@functools.lru_cache(maxsize=None)
def expected_schema(version: int) -> dict[tuple[str, str], str]:
    """(type, name) -> SQL of every table, index and trigger a store of ``version`` has:
    made by the migrations themselves in memory, so the two cannot drift apart."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn, target=version)
        return {(kind, name): sql for kind, name, sql in conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")}
    finally:
        conn.close()


def _normal(sql: Optional[str]) -> str:
    return " ".join((sql or "").split())


def _first_line(sql: Optional[str]) -> str:
    text = _normal(sql)
    return text if len(text) <= 80 else text[:80] + "…"


def check_guards(check, version: int) -> None:
    tables = {1: APPEND_ONLY_TABLES_V1, 2: APPEND_ONLY_TABLES_V2}.get(version, APPEND_ONLY_TABLES)
    wanted = {f"{t}_no_{w}" for t in tables for w in ("update", "delete")}
    wanted |= {"chain_head_forward_only", "chain_head_no_delete"}
    present = {r[0] for r in check.conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    missing = sorted(wanted - present)
    if missing:
        check.problem("guards-removed", "the append-only guards were removed from the file "
                      f"({', '.join(missing)}): someone changed it outside the console")
    check_schema(check, version, set(missing))


def check_schema(check, version: int, reported: set[str]) -> None:
    """The whole schema, as SQLite keeps it, against the one this version creates.

    A guard by its name is not enough: a trigger replaced by one of the same name that
    does nothing, or an added trigger that quietly drops some events (RAISE(IGNORE) on
    sign-in refusals), leaves every name in place.
    """
    expected = expected_schema(version)
    found = {(kind, name): sql for kind, name, sql in check.conn.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")}
    for key in sorted(expected.keys() - found.keys()):
        if key[1] not in reported:
            check.problem("schema-changed", f"the {key[0]} {key[1]} is missing from the file: "
                          "someone changed it outside the console")
    for key in sorted(found.keys() - expected.keys()):
        check.problem("schema-extra", f"the file has a {key[0]} this console never makes, {key[1]} "
                      f"({_first_line(found[key])}): someone changed it outside the console")
    for key in sorted(found.keys() & expected.keys()):
        if _normal(found[key]) != _normal(expected[key]):
            check.problem("schema-changed", f"the {key[0]} {key[1]} is not the one this console makes "
                          f"({_first_line(found[key])}): someone changed it outside the console")


def check_indexes(check, version: int, since: int) -> None:
    """The search tables say what the chained events after ``since`` say (in SQL, row by row)."""
    checks = [
        ("hands", "SELECT h.number FROM hands h LEFT JOIN events e ON e.seq = h.start_seq "
         "WHERE h.number >= :first AND h.start_seq > :since AND (e.seq IS NULL OR e.kind != 'hand-started' "
         "OR e.hand != h.number OR e.table_id != h.table_id OR e.utc_us != h.start_utc_us "
         "OR e.session IS NOT h.session) LIMIT 1",
         "SELECT (SELECT count(*) FROM hands WHERE number >= :first AND start_seq > :since) "
         "- (SELECT count(*) FROM events WHERE seq > :since AND kind = 'hand-started')"),
        ("hand ends", "SELECT x.number FROM hand_ends x LEFT JOIN events e ON e.seq = x.end_seq "
         "WHERE x.number >= :first AND x.end_seq > :since AND (e.seq IS NULL OR e.kind != 'hand-ended' "
         "OR e.hand != x.number OR e.utc_us != x.end_utc_us "
         "OR json_extract(e.payload, '$.status') IS NOT x.status) LIMIT 1",
         "SELECT (SELECT count(*) FROM hand_ends WHERE number >= :first AND end_seq > :since) "
         "- (SELECT count(*) FROM events WHERE seq > :since AND kind = 'hand-ended')"),
        ("sessions", "SELECT s.id FROM sessions s LEFT JOIN events e ON e.seq = s.open_seq "
         "WHERE s.open_seq > :since AND (e.seq IS NULL OR e.kind != 'session-opened' "
         "OR json_extract(e.payload, '$.session') != s.id OR e.table_id != s.table_id "
         "OR e.utc_us != s.open_utc_us) LIMIT 1",
         "SELECT (SELECT count(*) FROM sessions WHERE open_seq > :since) "
         "- (SELECT count(*) FROM events WHERE seq > :since AND kind = 'session-opened')"),
    ]
    if version >= 2:
        kinds = ", ".join(f"'{k}'" for k in ACCESS_KINDS)
        checks += [
            ("players", "SELECT p.number FROM hands h JOIN hand_players p USING (number) "
             "JOIN events e ON e.seq = h.start_seq WHERE h.number >= :first AND h.start_seq > :since "
             "AND (json_extract(e.payload, "
             "'$.config.players[' || p.player || '].name') IS NOT (p.name COLLATE BINARY) "
             "OR json_extract(e.payload, '$.config.players[' || p.player || '].seat') IS NOT p.seat) LIMIT 1",
             "SELECT (SELECT count(*) FROM hand_players p JOIN hands h USING (number) "
             "WHERE h.number >= :first AND h.start_seq > :since) "
             "- (SELECT coalesce(sum(json_array_length(payload, '$.config.players')), 0) FROM events "
             "WHERE seq > :since AND kind = 'hand-started')"),
            ("access log", "SELECT a.seq FROM access_log a LEFT JOIN events e ON e.seq = a.seq "
             "WHERE a.seq > :since AND (e.seq IS NULL OR e.kind != a.kind OR e.utc_us != a.utc_us "
             "OR e.table_id != a.table_id "
             "OR coalesce(json_extract(e.payload, '$.by'), e.dealer) != (a.by COLLATE BINARY)) LIMIT 1",
             f"SELECT (SELECT count(*) FROM access_log WHERE seq > :since) "
             f"- (SELECT count(*) FROM events WHERE seq > :since AND kind IN ({kinds}))"),
        ]
    # At start-up only the window's hands: their numbers are at least the smallest one it names.
    first = 0
    if check.recent is not None:
        first = check.conn.execute("SELECT coalesce(min(hand), 0) FROM events WHERE seq > ?", (since,)).fetchone()[0]
    bounds = {"since": since, "first": first}
    for name, mismatch, difference in checks:
        row = check.conn.execute(mismatch, bounds).fetchone()
        if row is not None:
            check.problem("index-mismatch", f"the {name} index disagrees with the record at {row[0]}: "
                          "the index was edited", hand=row[0] if name in ("hands", "hand ends", "players") else None)
            continue
        extra = check.conn.execute(difference, bounds).fetchone()[0]
        if extra:
            entries = "entry" if abs(extra) == 1 else "entries"
            check.problem("index-mismatch", f"the {name} index has {abs(extra)} {entries} "
                          f"{'more' if extra > 0 else 'fewer'} than the record")
