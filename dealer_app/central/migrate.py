"""The central schema: plain SQL files, applied in order, each version once (``dealer-app central init``).

``migrations/NNNN_name.sql`` are the versions. ``init`` runs, in one
transaction under an advisory lock: the four roles made when missing (the
owner ``dealer_central``, which owns every object; ``dealer_uplink``, which
may only call ``ingest()`` and its few friends: each table logs in as its own
member of it, made by ``dealer-app central table add`` (logins.py), and the
shared login itself only sends the stores it sent before version 6;
``dealer_floor``, the floor station's reader; ``dealer_signer``, the only
login that may record a signed checkpoint), then every version
newer than the database's ``central.schema_version``, as the owner. A
database already at the latest version is left as it is; one written by a
newer program is refused, untouched. Whenever a version is applied, the
database's TEMPORARY privilege is taken from PUBLIC and from every role
(``_close_temporary``): a temporary table is how a caller once stood in for
the record inside a SECURITY DEFINER function (issue 26, item 1).

Run it as a PostgreSQL superuser (``runuser -u postgres -- dealer-app central init
--central postgresql:///dealer``): making roles and handing objects to the
owner needs it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import psycopg
from psycopg import sql

from engine.errors import Refusal

OWNER, UPLINK, FLOOR, SIGNER = "dealer_central", "dealer_uplink", "dealer_floor", "dealer_signer"
ROLES = (OWNER, UPLINK, FLOOR, SIGNER)
MIGRATIONS = Path(__file__).with_name("migrations")
_LOCK = 0x6465616C          # "deal": one init at a time


class CentralError(Refusal):
    """A refusal in words, with a stable code (the command prints the words, exits 1 or 2)."""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    path: Path


def migrations() -> list[Migration]:
    found = []
    for path in sorted(MIGRATIONS.glob("*.sql")):
        match = re.fullmatch(r"(\d{4})_([a-z0-9_]+)\.sql", path.name)
        if match is None:
            raise AssertionError(f"a migration is named NNNN_name.sql, not {path.name}")
        found.append(Migration(int(match.group(1)), match.group(2), path))
    versions = [m.version for m in found]
    if versions != list(range(1, len(found) + 1)):
        raise AssertionError(f"migrations must be numbered 1, 2, 3 ... without a gap: {versions}")
    return found


LATEST = len(migrations())


def current_version(conn: psycopg.Connection) -> int:
    if conn.execute("SELECT to_regclass('central.schema_version')").fetchone()[0] is None:
        return 0
    return conn.execute("SELECT coalesce(max(version), 0) FROM central.schema_version").fetchone()[0]


def init(url: str, target: int | None = None) -> list[int]:
    """Bring the central database to ``target`` (default: the latest); returns the versions applied."""
    steps = migrations()
    target = LATEST if target is None else target
    try:
        conn = psycopg.connect(url, autocommit=False, connect_timeout=10)
    except psycopg.OperationalError as exc:
        raise CentralError("no-server", f"cannot reach the central database: {_first_line(exc)}") from None
    with conn:
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
        current = current_version(conn)
        if current > LATEST:
            raise CentralError("central-too-new", f"the central database is at schema version {current}, written "
                               f"by a newer dealer-app (this one knows up to {LATEST}): left as it is")
        _make_roles(conn)
        done = []
        for step in steps:
            if current < step.version <= target:
                conn.execute(sql.SQL("SET LOCAL ROLE {}").format(sql.Identifier(OWNER)))
                if step.version == 1:
                    conn.execute(sql.SQL("RESET ROLE"))
                    conn.execute(sql.SQL("GRANT CREATE ON DATABASE {} TO {}").format(
                        sql.Identifier(conn.info.dbname), sql.Identifier(OWNER)))
                    conn.execute(sql.SQL("SET LOCAL ROLE {}").format(sql.Identifier(OWNER)))
                conn.execute(step.path.read_text(encoding="utf-8"))
                if step.version == 1:
                    conn.execute("CREATE TABLE central.schema_version (version int PRIMARY KEY, name text NOT NULL, "
                                 "applied_at timestamptz NOT NULL DEFAULT now())")
                    conn.execute(sql.SQL("GRANT SELECT ON central.schema_version TO {}, {}").format(
                        sql.Identifier(UPLINK), sql.Identifier(FLOOR)))
                conn.execute("INSERT INTO central.schema_version (version, name) VALUES (%s, %s)",
                             (step.version, step.name))
                conn.execute(sql.SQL("RESET ROLE"))
                done.append(step.version)
        if done:
            _close_temporary(conn)
    conn.close()
    return done


def _make_roles(conn: psycopg.Connection) -> None:
    """The owner cannot log in; the others can once the club gives them a password."""
    for role in ROLES:
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
        if not exists:
            login = sql.SQL("NOLOGIN" if role == OWNER else "LOGIN")
            conn.execute(sql.SQL("CREATE ROLE {} {}").format(sql.Identifier(role), login))
    # A role with CREATEROLE but not superuser must be a member of the owner to act as it.
    if not conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()[0]:
        conn.execute(sql.SQL("GRANT {} TO current_user").format(sql.Identifier(OWNER)))


def _close_temporary(conn: psycopg.Connection) -> None:
    """No role of ours may make a temporary table or a function of its own in this database.

    PostgreSQL grants TEMPORARY on every database to PUBLIC by default, and only the database's owner or a
    superuser can take it back (not the schema's owner, who runs the migrations): so here, as the role that runs
    ``init``. The functions no longer look in the temporary schema first (migration ``search_path``); without
    TEMPORARY nobody can make one to try. CREATE on the ``public`` schema goes too (PostgreSQL 15 no longer gives
    it; older servers did). Checked afterwards: a server where it did not take (``init`` run by a role that may
    not) is refused in words, nothing applied.
    """
    db = sql.Identifier(conn.info.dbname)
    conn.execute(sql.SQL("REVOKE TEMPORARY ON DATABASE {} FROM PUBLIC").format(db))
    conn.execute(sql.SQL("REVOKE TEMPORARY ON DATABASE {} FROM {}, {}, {}").format(
        db, *(sql.Identifier(role) for role in ROLES)))
    if conn.execute("SELECT to_regnamespace('public')").fetchone()[0] is not None:
        conn.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
    still = [role for role in ("public", *ROLES) if conn.execute(
        "SELECT has_database_privilege(%s, current_database(), 'TEMPORARY')", (role,)).fetchone()[0]]
    if still:
        raise CentralError("temporary-kept", "could not take the right to make temporary tables from "
                           f"{', '.join(still)} on this database: run `dealer-app central init` as a PostgreSQL "
                           "superuser or the database's owner (nothing was applied)")


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]
