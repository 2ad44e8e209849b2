"""A real, throw-away PostgreSQL for the central record's tests and benchmarks (no mock database).

``ThrowawayPostgres`` makes a cluster with ``initdb`` in a temporary folder,
starts it on a Unix socket in that folder and on a free TCP port of
127.0.0.1, and removes everything on ``destroy()``. PostgreSQL refuses to
run as root: as root the cluster belongs to the ``postgres`` user (made by
Debian's package) and is run as that user. ``stop()`` / ``start()`` take the
server down and up again with the same data, for the fault tests.

``find_postgres_bin()`` looks for the binaries (Debian's
/usr/lib/postgresql/N/bin, then PATH); ``install_postgres()`` installs
Debian's ``postgresql`` package when they are missing and we are root
(tools/setup-env does the same).
"""
from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import Optional


from dealer_app.store import open_store
from dealer_app.store.chain import event_bytes

from store_helpers import FakeClock, play


SUPERUSER = "postgres"


def find_postgres_bin() -> Optional[Path]:
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name)
                        if Path(p).parent.name.isdigit() else 0, reverse=True)
    for folder in candidates:
        if os.access(os.path.join(folder, "initdb"), os.X_OK):
            return Path(folder)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def install_postgres() -> Optional[Path]:
    """The binaries, installing Debian's package first when missing and allowed (root, apt-get)."""
    folder = find_postgres_bin()
    if folder is not None:
        return folder
    if os.geteuid() == 0 and shutil.which("apt-get"):
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False, capture_output=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "postgresql"],
                       env=env, check=False, capture_output=True)
    return find_postgres_bin()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ThrowawayPostgres:
    """One PostgreSQL cluster in a temporary folder, trust authentication, for tests only."""

    def __init__(self, bin_dir: Path, base: Optional[Path] = None):
        self.bin = Path(bin_dir)
        self.root = Path(tempfile.mkdtemp(prefix="dealer-pg-", dir=base))
        self.data = self.root / "data"
        self.socket_dir = self.root
        self.log = self.root / "server.log"
        self.port = free_port()
        self._as: Optional[pwd.struct_passwd] = None
        if os.geteuid() == 0:
            # initdb and postgres refuse root: the cluster is the postgres user's.
            try:
                self._as = pwd.getpwnam("postgres")
            except KeyError:
                raise RuntimeError("running as root and there is no 'postgres' user to run the server as") from None
            os.chown(self.root, self._as.pw_uid, self._as.pw_gid)
            os.chmod(self.root, 0o755)
        self._run([str(self.bin / "initdb"), "-D", str(self.data), "-U", SUPERUSER, "--auth=trust",
                   "-E", "UTF8", "--locale=C", "--no-sync"])
        with open(self.data / "postgresql.conf", "a") as conf:
            conf.write(f"\nlisten_addresses = '127.0.0.1'\nport = {self.port}\n"
                       f"unix_socket_directories = '{self.socket_dir}'\n"
                       "fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n"
                       "max_connections = 200\nshared_buffers = 32MB\n")
        self.start()

    def _run(self, argv: list[str], check: bool = True) -> subprocess.CompletedProcess:
        def drop() -> None:
            if self._as is not None:
                os.setgid(self._as.pw_gid)
                os.setuid(self._as.pw_uid)
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        if self._as is not None:
            env["HOME"] = self._as.pw_dir
        done = subprocess.run(argv, preexec_fn=drop, env=env, capture_output=True, text=True, cwd=self.root)
        if check and done.returncode != 0:
            raise RuntimeError(f"{' '.join(argv)} failed ({done.returncode}): {done.stdout}{done.stderr}"
                               + (self.log.read_text() if self.log.exists() else ""))
        return done

    # ------------------------------------------------------------ life

    def start(self) -> None:
        self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.log), "-w", "-t", "60",
                   "start"])

    def stop(self, mode: str = "fast") -> None:
        self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop"],
                  check=False)

    def restart(self) -> None:
        self.stop()
        self.start()

    def is_running(self) -> bool:
        return self._run([str(self.bin / "pg_ctl"), "-D", str(self.data), "status"], check=False).returncode == 0

    def destroy(self) -> None:
        if self.data.exists():
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)

    # ------------------------------------------------------------ addresses

    def url(self, dbname: str = "postgres", user: str = SUPERUSER, password: Optional[str] = None) -> str:
        """A TCP address (what a table is given), 127.0.0.1 and the cluster's port."""
        auth = user if password is None else f"{user}:{password}"
        return f"postgresql://{auth}@127.0.0.1:{self.port}/{dbname}"

    def create_database(self, name: str) -> str:
        import psycopg
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)


# ------------------------------------------------------------------ a table's own login

def table_login(central_url: str, table: str) -> str:
    """The address table ``table`` logs in with: its own login (made once, as ``central table add`` does)."""
    import psycopg
    from dealer_app.central.logins import add_table, login_name
    login = login_name(table)
    with psycopg.connect(central_url, autocommit=True) as conn:
        known = conn.execute("SELECT 1 FROM central.table_logins WHERE login = %s", (login,)).fetchone()
        if known is None:
            add_table(conn, table)
    return central_url.replace(f"postgresql://{SUPERUSER}@", f"postgresql://{login}@")


# ------------------------------------------------------------------ table stores for the central tests

def make_store(path, hands=2, table="T1", seed=7, clock=None):
    """A table store with ``hands`` random hands played (store_helpers.play)."""
    store = open_store(path, table=table, dealer="D-017", clock=clock or FakeClock())
    for _ in range(hands):
        play(store, seed)
    return store


def local_events(store, after=0, limit=10_000):
    """The store's canonical event bytes and hashes, as the uplink sends them."""
    rows = store._conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload, hash "
                               "FROM events WHERE seq > ? ORDER BY seq LIMIT ?", (after, limit)).fetchall()
    return [event_bytes(*r[:9]) for r in rows], [bytes(r[9]) for r in rows]


def store_id(store):
    return store._conn.execute("SELECT store_id FROM store_identity").fetchone()[0]


# ------------------------------------------------------------------ tables that deal and send (floor station tests)

def dealing_store(path, hands: int = 2, table: str = "T1", seed: int = 7, clock=None):
    """A table's store with ``hands`` finished hands (tests/store_helpers.py's play)."""
    from dealer_app.store import open_store
    from store_helpers import FakeClock, play
    store = open_store(path, table=table, dealer="D-017", clock=clock or FakeClock())
    for _ in range(hands):
        play(store, seed)
    return store


def send(store, url) -> None:
    """Everything the store has, to the central record (the uplink's own round); ``url`` the address or the
    conftest's ``table_url`` (the store's table's own login)."""
    from dealer_app.central.uplink import Uplink
    uplink = Uplink(store.path, url(store.table) if callable(url) else url, fetch_checkpoints=False)
    try:
        status = uplink.sync_once()
        assert status.state == "synced", status
    finally:
        uplink.close()


def wait_until(predicate, timeout: float = 15.0, every: float = 0.05, what: str = "the condition"):
    import time
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} not met within {timeout} s")
        time.sleep(every)
