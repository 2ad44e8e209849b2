"""A real PostgreSQL for the central record's tests (tests/central_helpers.py), one per test session.

Each test gets its own database, made by ``dealer-app central init``'s code. Skipped, saying why,
only when the PostgreSQL binaries are absent and cannot be installed (not root, or no apt-get).
"""
from __future__ import annotations

import itertools

import pytest

from central_helpers import ThrowawayPostgres, install_postgres

_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server():
    pytest.importorskip("psycopg", reason="psycopg 3 is not installed (tools/setup-env installs requirements/dev.txt)")
    bin_dir = install_postgres()
    if bin_dir is None:
        pytest.skip("PostgreSQL is not installed and could not be installed here (as root: apt-get install "
                    "postgresql); the central record's tests need a real server")
    server = ThrowawayPostgres(bin_dir)
    yield server
    server.destroy()


@pytest.fixture
def empty_db(postgres_server):
    """A fresh database, nothing in it: its superuser address."""
    return postgres_server.create_database(f"central_{next(_numbers)}")


@pytest.fixture
def central_db(empty_db):
    """A fresh database at the latest central schema: its superuser address."""
    from dealer_app.central.migrate import init
    init(empty_db)
    return empty_db


@pytest.fixture
def table_url(postgres_server, central_db):
    """``table_url("T4")``: the database as table T4 logs in to it, with its own login (made by
    ``dealer-app central table add``'s code the first time; trust auth in tests)."""
    from central_helpers import table_login
    return lambda table: table_login(central_db, table)


@pytest.fixture
def uplink_url(table_url):
    """The database as table T1 (the tables' default name in these tests) logs in to it."""
    return table_url("T1")


@pytest.fixture
def shared_uplink_url(postgres_server, central_db):
    """The shared dealer_uplink login of the rooms set up before table logins (trust auth in tests)."""
    return central_db.replace("postgresql://postgres@", "postgresql://dealer_uplink@")


@pytest.fixture
def floor_url(postgres_server, central_db):
    return central_db.replace("postgresql://postgres@", "postgresql://dealer_floor@")


@pytest.fixture
def signer_url(postgres_server, central_db):
    """The floor's signing machine's login: the only one that may record a checkpoint (trust auth in tests)."""
    return central_db.replace("postgresql://postgres@", "postgresql://dealer_signer@")
