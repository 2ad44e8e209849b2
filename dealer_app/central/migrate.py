"""The central schema: plain SQL files, applied in order, each version once (``dealer-app central init``).

``migrations/NNNN_name.sql`` are the versions. ``init`` runs, in one
transaction under an advisory lock: the three roles made when missing (the
owner ``dealer_central``, which owns every object; ``dealer_uplink``, which
the tables log in as and which may only call ``ingest()`` and its few
friends; ``dealer_floor``, the floor station's reader), then every version
newer than the database's ``central.schema_version``, as the owner. A
database already at the latest version is left as it is; one written by a
newer program is refused, untouched.

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

OWNER, UPLINK, FLOOR = "dealer_central", "dealer_uplink", "dealer_floor"
ROLES = (OWNER, UPLINK, FLOOR)
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
    conn.close()
    return done


def _make_roles(conn: psycopg.Connection) -> None:
    """The owner cannot log in; the uplink and the floor can once the club gives them a password."""
    for role in ROLES:
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
        if not exists:
            login = sql.SQL("NOLOGIN" if role == OWNER else "LOGIN")
            conn.execute(sql.SQL("CREATE ROLE {} {}").format(sql.Identifier(role), login))
    # A role with CREATEROLE but not superuser must be a member of the owner to act as it.
    if not conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()[0]:
        conn.execute(sql.SQL("GRANT {} TO current_user").format(sql.Identifier(OWNER)))


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]
