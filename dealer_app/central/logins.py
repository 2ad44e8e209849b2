"""A login per table (``dealer-app central table add T5``): the role a table's uplink logs in as.

Each table's role (``dealer_table_t5`` for T5) is a member of ``dealer_uplink``
(the calls a table may make) and is written in ``central.table_logins`` with
its table. A store belongs to the login that first sent it, with that table
(migrations/0009_table_logins.sql): another table's login cannot write into it,
nor flag it. The password is made here (printed once) or given on the standard
input; only its SCRAM verifier, made here, reaches the server. Run as a superuser (making
roles needs it), as ``central init``.
"""
from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

import psycopg
from psycopg import sql

from .migrate import UPLINK, CentralError

PREFIX = "dealer_table_"


@dataclass(frozen=True)
class TableLogin:
    table_id: str
    login: str
    password: str
    made: bool              # False: the login was there, it got a new password


def login_name(table_id: str) -> str:
    """The role's name: the table's name in lower case, anything but letters and digits as ``_``."""
    slug = re.sub(r"[^a-z0-9]+", "_", table_id.strip().lower()).strip("_")
    if not slug:
        raise CentralError("bad-table", f"a table is named with letters or digits, not {table_id!r}")
    name = PREFIX + slug
    if len(name.encode()) > 63:
        raise CentralError("bad-table", f"the table name {table_id!r} is too long for a login (at most "
                           f"{63 - len(PREFIX)} letters)")
    return name


def make_password() -> str:
    return secrets.token_urlsafe(24)


def add_table(conn: psycopg.Connection, table_id: str, password: str | None = None,
              new_password: bool = False) -> TableLogin:
    """The table's login made (or, with ``new_password``, given a new password); refuses a second login for
    one table, a name another table's login already has, and an existing login without ``new_password``."""
    table_id = table_id.strip()
    login = login_name(table_id)
    if password is not None and len(password) < 12:
        raise CentralError("weak-password", "a table's password has at least 12 characters")
    password = password or make_password()
    with conn.transaction():
        conn.execute(sql.SQL("LOCK TABLE central.table_logins IN EXCLUSIVE MODE"))
        by_login = conn.execute("SELECT table_id FROM central.table_logins WHERE login = %s", (login,)).fetchone()
        by_table = conn.execute("SELECT login FROM central.table_logins WHERE table_id = %s", (table_id,)).fetchone()
        if by_table is not None and by_table[0] != login:
            raise CentralError("table-exists", f"table {table_id} already logs in as {by_table[0]}")
        if by_login is not None and by_login[0] != table_id:
            raise CentralError("login-taken", f"the login {login} is table {by_login[0]}'s; name this table "
                               "differently")
        made = by_login is None
        if not made and not new_password:
            raise CentralError("table-exists", f"table {table_id} already has its login {login}; give it a new "
                               "password with --new-password (its uplink then needs the new one)")
        role = conn.execute("SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolbypassrls OR rolreplication "
                            "FROM pg_roles WHERE rolname = %s", (login,)).fetchone()
        if role is not None and role[0]:
            raise CentralError("login-taken", f"the role {login} has rights no table may have (superuser, "
                               "creating roles or databases): it is not made a table's login")
        if role is None:
            conn.execute(sql.SQL("CREATE ROLE {} LOGIN").format(sql.Identifier(login)))
        # A role of that name already there (another database of this server, or one made by hand): it gets
        # a table's rights, dealer_uplink's, and nothing else from here.
        conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(UPLINK), sql.Identifier(login)))
        if made:
            conn.execute("INSERT INTO central.table_logins (login, table_id) VALUES (%s, %s)", (login, table_id))
        # The SCRAM verifier made here: the password itself never reaches the server (nor its statement log).
        verifier = conn.pgconn.encrypt_password(password.encode(), login.encode(), b"scram-sha-256")
        conn.execute(sql.SQL("ALTER ROLE {} PASSWORD {}").format(sql.Identifier(login),
                                                                 sql.Literal(verifier.decode("ascii"))))
    return TableLogin(table_id, login, password, made)


def list_tables(conn: psycopg.Connection) -> list[tuple[str, str, int]]:
    """(table, login, stores bound to it), by table."""
    return conn.execute("SELECT t.table_id, t.login, (SELECT count(*) FROM central.store_logins s "
                        "WHERE s.login = t.login) FROM central.table_logins t ORDER BY t.table_id").fetchall()
