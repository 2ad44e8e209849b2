"""The store's tables and their migrations (``PRAGMA user_version``).

Version 1: the chained ``events`` (the record itself), the chain head, and
the indexes to find a hand by number and the open hand (``sessions``,
``hands``, ``hand_ends``). Version 2: search by date, table, seat and player
(``hand_players``), the access log, and purging after the retention period
(``chain_base``). Version 3: the store's identity (``store_identity``: a
random id, and the genesis hash, the hash of the event that recorded it) and
the keeper's MAC of each event (``event_macs``; dealer_app/keeper/). Every table is append-only inside SQLite too: triggers
refuse UPDATE and DELETE (the chain head may only move forward; rows may be
deleted only at or below a purge's checkpoint). ``verify`` still catches
edits made by someone who drops the triggers.

Each step runs in one transaction with its ``user_version``, so a store is
at one version or the next, never between; the file is copied aside before
an existing store is migrated.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Callable

from .errors import StoreError

LATEST = 3

# Tables written only by appending; verify checks their triggers are there.
APPEND_ONLY_TABLES_V1 = ("events", "sessions", "hands", "hand_ends")
APPEND_ONLY_TABLES_V2 = APPEND_ONLY_TABLES_V1 + ("hand_players", "access_log", "chain_base")
APPEND_ONLY_TABLES = APPEND_ONLY_TABLES_V2 + ("store_identity", "event_macs")

# Event kinds that are entries of the access log (who did what); the backfill of
# version 2 and every append use this one list.
ACCESS_KINDS = ("store-created", "store-opened", "sign-in", "sign-out", "dealer-changed", "session-opened",
                "session-closed", "settings-changed", "correction", "hand-voided", "hand-awarded",
                "dispute-opened",
                "retention-changed", "purge", "purge-refused", "damaged-store-set-aside",
                # supervisor.py: refused sign-ins, lock-outs, and each act a supervisor authorised
                "sign-in-refused", "supervisor-locked-out", "authorised")


def _no_update(table: str) -> str:
    return (f"CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table}\n"
            f"BEGIN SELECT RAISE(ABORT, 'the record is append-only: {table} rows cannot be changed'); END;\n")


def _no_delete(table: str, guard: str = "") -> str:
    when = f" WHEN {guard}" if guard else ""
    return (f"CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table}{when}\n"
            f"BEGIN SELECT RAISE(ABORT, 'the record is append-only: {table} rows cannot be deleted'); END;\n")


_V1 = """
CREATE TABLE events (
    seq      INTEGER PRIMARY KEY,        -- 1, 2, 3 ... with no gap
    kind     TEXT    NOT NULL,
    session  INTEGER,
    hand     INTEGER,
    table_id TEXT    NOT NULL,
    dealer   TEXT    NOT NULL,
    utc_us   INTEGER NOT NULL,           -- wall clock, UTC, microseconds since 1970
    mono_ns  INTEGER NOT NULL,           -- monotonic clock of the machine, nanoseconds
    payload  TEXT    NOT NULL,           -- canonical JSON (chain.py)
    hash     BLOB    NOT NULL CHECK (length(hash) = 32)
);
CREATE INDEX events_by_hand ON events(hand) WHERE hand IS NOT NULL;
CREATE TABLE chain_head (
    one  INTEGER PRIMARY KEY CHECK (one = 1),
    seq  INTEGER NOT NULL,
    hash BLOB    NOT NULL
);
INSERT INTO chain_head VALUES (1, 0, zeroblob(32));
CREATE TRIGGER chain_head_forward_only BEFORE UPDATE ON chain_head WHEN NEW.seq <= OLD.seq
BEGIN SELECT RAISE(ABORT, 'the chain head only moves forward'); END;
CREATE TRIGGER chain_head_no_delete BEFORE DELETE ON chain_head
BEGIN SELECT RAISE(ABORT, 'the chain head cannot be deleted'); END;
CREATE TABLE sessions (
    id          INTEGER PRIMARY KEY,
    table_id    TEXT    NOT NULL,
    open_seq    INTEGER NOT NULL,
    open_utc_us INTEGER NOT NULL
);
CREATE TABLE hands (
    number       INTEGER PRIMARY KEY,
    table_id     TEXT    NOT NULL,
    session      INTEGER,
    start_seq    INTEGER NOT NULL,
    start_utc_us INTEGER NOT NULL
);
CREATE TABLE hand_ends (
    number     INTEGER PRIMARY KEY,
    end_seq    INTEGER NOT NULL,
    end_utc_us INTEGER NOT NULL,
    status     TEXT    NOT NULL
);
""" + "".join(_no_update(t) + _no_delete(t) for t in APPEND_ONLY_TABLES_V1)

# Rows may go only at or below the latest purge checkpoint (retention.py).
_PURGED = "(SELECT coalesce(max(through_seq), 0) FROM chain_base)"
_DELETE_GUARDS = {
    "events": f"OLD.seq > {_PURGED}",
    "sessions": f"OLD.open_seq > {_PURGED}",
    "hands": f"OLD.start_seq > {_PURGED}",
    "hand_ends": f"(SELECT start_seq FROM hands WHERE number = OLD.number) > {_PURGED}",
    "hand_players": f"(SELECT start_seq FROM hands WHERE number = OLD.number) > {_PURGED}",
    "access_log": f"OLD.seq > {_PURGED}",
    "chain_base": "",
    "event_macs": f"OLD.seq > {_PURGED}",
    "store_identity": "",
}

_V2 = """
CREATE TABLE chain_base (
    through_seq  INTEGER PRIMARY KEY,    -- the last purged event
    through_hash BLOB    NOT NULL,       -- its hash: the next event links to it
    purge_seq    INTEGER NOT NULL        -- the purge event that removed them
);
CREATE TABLE hand_players (
    number INTEGER NOT NULL,
    player INTEGER NOT NULL,             -- the engine's player index (0 = first left of the button)
    seat   INTEGER,
    name   TEXT    NOT NULL COLLATE NOCASE,
    PRIMARY KEY (number, player)
) WITHOUT ROWID;
CREATE INDEX hand_players_by_name ON hand_players(name COLLATE NOCASE);
CREATE INDEX hand_players_by_seat ON hand_players(seat);
CREATE INDEX hands_by_time ON hands(start_utc_us);
CREATE INDEX hands_by_table ON hands(table_id, number);
CREATE TABLE access_log (
    seq      INTEGER PRIMARY KEY,        -- the event that is the entry
    utc_us   INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    by       TEXT    NOT NULL,           -- who signed in, changed, authorised, purged
    table_id TEXT    NOT NULL
);
CREATE INDEX access_log_by_time ON access_log(utc_us);
INSERT INTO hand_players (number, player, seat, name)
    SELECT e.hand, CAST(p.key AS INTEGER), json_extract(p.value, '$.seat'), json_extract(p.value, '$.name')
    FROM events e, json_each(e.payload, '$.config.players') p WHERE e.kind = 'hand-started';
INSERT INTO access_log (seq, utc_us, kind, by, table_id)
    SELECT seq, utc_us, kind, coalesce(json_extract(payload, '$.by'), dealer), table_id
    FROM events WHERE kind IN (""" + ", ".join(f"'{k}'" for k in ACCESS_KINDS) + """);
""" + "".join(
    f"DROP TRIGGER {t}_no_delete;\n" + _no_delete(t, _DELETE_GUARDS[t]) for t in APPEND_ONLY_TABLES_V1
) + "".join(
    _no_update(t) + _no_delete(t, _DELETE_GUARDS[t]) for t in ("hand_players", "access_log", "chain_base")
)

# The identity row is written by the store with the event that records it (store-created, or
# store-identified for a store made before version 3); a MAC is written once its event is committed
# and the keeper gave it (store.py): both only appended.
_V3 = """
CREATE TABLE store_identity (
    one      INTEGER PRIMARY KEY CHECK (one = 1),
    store_id TEXT    NOT NULL CHECK (length(store_id) = 32),   -- random, 32 hex digits
    genesis  BLOB    NOT NULL CHECK (length(genesis) = 32),    -- the hash of the event that recorded it
    seq      INTEGER NOT NULL                                  -- that event
);
CREATE TABLE event_macs (
    seq INTEGER PRIMARY KEY,                 -- the event
    mac BLOB    NOT NULL CHECK (length(mac) = 32)   -- the keeper's HMAC of its hash (keeper/macs.py)
);
""" + "".join(_no_update(t) + _no_delete(t, _DELETE_GUARDS[t]) for t in ("store_identity", "event_macs"))

MIGRATIONS: dict[int, str] = {1: _V1, 2: _V2, 3: _V3}


def version_of(conn: sqlite3.Connection) -> int:
    return conn.execute("PRAGMA user_version").fetchone()[0]


def migrate(conn: sqlite3.Connection, target: int = LATEST,
            before_step: Callable[[int], None] = lambda version: None) -> list[int]:
    """Bring the store to ``target``, one version per transaction; returns the steps run.

    ``conn`` is in autocommit mode (``isolation_level=None``): the transactions are ours.
    """
    current = version_of(conn)
    if current > LATEST:
        raise StoreError("store-too-new", f"this store was written by a newer version of the console "
                         f"(schema {current}; this one knows up to {LATEST}): it is left as it is",
                         schema=current, known=LATEST)
    done = []
    for version in range(current + 1, target + 1):
        before_step(version)
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(MIGRATIONS[version]):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        done.append(version)
    return done


def _statements(script: str) -> list[str]:
    """A script split into statements (triggers keep their inner semicolons)."""
    statements, buffer = [], ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            if buffer.strip():
                statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        raise AssertionError(f"incomplete statement in a migration: {buffer!r}")
    return statements


def backup_before_migrating(conn: sqlite3.Connection, path: Path, version: int) -> Path:
    """A consistent copy of the store as it was (SQLite's backup API), kept beside it."""
    target = path.with_name(f"{path.name}.v{version}-before-migration")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.v{version}-before-migration.{n}")
    copy = sqlite3.connect(target)
    try:
        conn.backup(copy)
    finally:
        copy.close()
    return target
