"""Opening the store at start-up: check it, migrate it, and stop for a supervisor if it is damaged.

The start-up check reads the file without changing it and takes about the
same time whatever the store's size (verify.py): the hash links of the most
recent events (all of them in a store of up to ``STARTUP_EVENTS``), the chain
head, the append-only guards, and the indexes of those events. Everything
older, and SQLite's own page check, is ``dealer-app verify``'s work: run it at
the close of each session, and before an inspector takes a copy.
A damaged store is never repaired, cleared or written to. Going on needs a
supervisor: ``on_damage(report)`` returns who decided and why, or None to
stop. Then the damaged files are set aside under a new name, byte for byte
as they were, and a fresh store begins with an event that names them, their
SHA-256 and the supervisor.
"""
from __future__ import annotations

import fcntl
import hashlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Optional

from dealer_app.files.small_files import private_folder
from .errors import StoreDamaged, StoreError, StoreInUse, held_by_another
from .keying import identity, new_store_id, record_identity
from .schema import LATEST, backup_before_migrating, migrate, version_of
from .store import Clock, HandStore, SystemClock
from .verify import Problem, Report, verify_store

STARTUP_EVENTS = 50_000     # hash links checked at every start; `dealer-app verify` checks all
BUSY_WAIT_MS = 2_000        # how long another program's write lock is waited for at start-up
CHECK_BUSY_WAIT_S = 0.5     # the start-up check's wait for a lock, each try (the console tries again)


@dataclass(frozen=True, slots=True)
class SupervisorDecision:
    """A supervisor's go-ahead to continue with a new store after damage was found."""

    supervisor: str
    reason: str


OnDamage = Callable[[Report], Optional[SupervisorDecision]]


def open_store(path, *, table: str, dealer: str, clock: Optional[Clock] = None,
               on_damage: Optional[OnDamage] = None, startup_events: int = STARTUP_EVENTS,
               keeper=None) -> HandStore:
    """The table's store at ``path``, checked, at the latest schema; created if absent.

    ``keeper`` (a dealer_app.keeper.client.KeeperClient): the store is keyed, its head and
    latest MACs checked with the keeper at start-up (a cut tail or an older copy is damage),
    every event MACed once committed, hand numbers given by the keeper.

    Raises StoreDamaged (with the report) when the check fails and no supervisor
    lets the console go on; StoreError("store-too-new") for a store from a newer version;
    StoreInUse when another console, or another program (SQLite's lock), holds the store:
    never damage, and nothing set aside.
    """
    path = Path(path)
    clock = clock or SystemClock()
    lock = _take_writer_lock(path)
    try:
        store = _check_and_open(path, table, dealer, clock, on_damage, startup_events, keeper)
    except BaseException:
        lock.close()
        raise
    store._writer_lock = lock
    return store


def _check_and_open(path: Path, table: str, dealer: str, clock: Clock, on_damage: Optional[OnDamage],
                    startup_events: int, keeper=None) -> HandStore:
    if path.exists():
        report = _empty_store(path) or _startup_check(path, startup_events, keeper)
        if not report.intact:
            if report.first_problem.code == "not-a-store" and (report.schema or 0) > LATEST:
                raise StoreError("store-too-new", f"{path} was written by a newer version of the console "
                                 f"(schema {report.schema}; this one knows up to {LATEST}): it is left as it is",
                                 schema=report.schema, known=LATEST)
            decision = on_damage(report) if on_damage is not None else None
            if decision is None or not str(decision.supervisor).strip():
                raise StoreDamaged(report)
            aside = _set_aside(path, clock)
            _create(path, table, dealer, clock)
            # The supervisor's decision is recorded before the keeper is asked: with a keeper that takes the new
            # store only once the club authorises it, the console stops after it, the next start keys it all.
            store = _open(path, table, dealer, clock, announce=False)
            _announce(store, None, keeper, after_unclean_stop=False)
            store.append_events([("damaged-store-set-aside", {
                "by": decision.supervisor.strip(), "reason": decision.reason, "files": aside,
                "problem": report.first_problem.message, "problems": len(report.problems)}, None)])
            if keeper is not None:
                try:
                    _key(store, keeper, path)
                except BaseException:
                    store._conn.close()
                    store._conn = None
                    raise
            return store
        return _open(path, table, dealer, clock, report, keeper=keeper)
    _create(path, table, dealer, clock)
    return _open(path, table, dealer, clock, None, keeper=keeper)


def _empty_store(path: Path) -> Optional[Report]:
    """A store file of 0 bytes: cut (a new store is made whole under another name, then
    renamed, so a first start never leaves one). Damaged, never silently begun again at hand 1."""
    if path.stat().st_size or path.with_name(path.name + "-wal").exists():
        return None
    return Report(str(path), problems=(Problem(
        "empty-store", f"{path} is empty (0 bytes): its records are gone; it is left as it is"),))


def _startup_check(path: Path, startup_events: int, keeper=None) -> Report:
    # Another program holding SQLite's lock raises StoreInUse here (verify_store): in use, never
    # damaged. The check waits for it only briefly: the console says so and tries again (app.py).
    return verify_store(path, recent=startup_events, sqlite_check=False, keeper=keeper,
                        busy_timeout=CHECK_BUSY_WAIT_S)


def _take_writer_lock(path: Path):
    """One console writes a store: an exclusive lock on ``STORE.lock``, held while the store is open.

    A second console on the same store is refused in words (two writers would append to the
    same open hand). The lock is the operating system's: it goes when the process does, so a
    console that was killed leaves no stale lock behind.
    """
    private_folder(path.parent)
    lock_path = path.with_name(path.name + ".lock")
    handle = open(os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600), "r+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = handle.read().strip()
        handle.close()
        raise StoreInUse(path, "console", holder) from None
    handle.seek(0)
    handle.truncate()
    handle.write(str(os.getpid()))
    handle.flush()
    return handle


def _create(path: Path, table: str, dealer: str, clock: Clock) -> None:
    """A new store, made whole under a temporary name and renamed into place.

    Readable and writable by its owner only (0600; SQLite gives its WAL files the same
    mode). Renamed only once its first records are committed, so a store file that
    exists has always been initialised: an empty one was cut.
    """
    making = path.with_name(path.name + ".new")
    for suffix in ("", "-wal", "-shm"):
        leftover = making.with_name(making.name + suffix)
        if leftover.exists():
            leftover.unlink()            # a first start that stopped before the rename
    os.close(os.open(making, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    store = _open(making, table, dealer, clock, None, announce=False)
    store._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store._conn.close()                  # no "store-closed": the first opening follows at once
    store._conn = None
    for suffix in ("-wal", "-shm"):
        side = making.with_name(making.name + suffix)
        if side.exists():
            side.unlink()
    os.replace(making, path)


def _open(path: Path, table: str, dealer: str, clock: Clock, report: Optional[Report] = None,
          announce: bool = True, keeper=None) -> HandStore:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        # Another program writing the file briefly (a backup, a browser) is waited for, not
        # taken for damage; past this, the store is "in use".
        conn.execute(f"PRAGMA busy_timeout = {BUSY_WAIT_MS}")
        # Durable before acknowledged: every commit is fsynced (WAL, synchronous=FULL).
        if conn.execute("PRAGMA journal_mode = WAL").fetchone()[0].lower() != "wal":
            raise StoreError("no-wal", f"{path}: the file system does not allow SQLite's write-ahead log")
        conn.execute("PRAGMA synchronous = FULL")
        version = version_of(conn)
        try:
            if 0 < version < LATEST:
                migrate(conn, before_step=lambda v: backup_before_migrating(conn, path, v - 1) if v == version + 1
                        else None)
            elif version == 0:
                migrate(conn)
        except sqlite3.DatabaseError as exc:
            # The migration runs in one transaction and was rolled back: the file is as it was. A store
            # whose label says one version and whose tables are another's (relabelled) ends here.
            if held_by_another(exc):
                raise
            raise StoreError("migration-failed", f"{path} (schema {version}) could not be brought to schema "
                             f"{LATEST} ({exc}): the change was undone and the file left as it was; a store "
                             "whose tables are not its label's is not one this console knows",
                             path=str(path), schema=version) from None
        if version > LATEST:
            raise StoreError("store-too-new", f"{path} was written by a newer version of the console "
                             f"(schema {version}; this one knows up to {LATEST})", schema=version, known=LATEST)
        store = HandStore(conn, path, table, dealer, clock)
        last = conn.execute("SELECT kind FROM events ORDER BY seq DESC LIMIT 1").fetchone()
        if last is None:
            store_id = new_store_id()
            store.append_events([("store-created", {"by": store.dealer, "schema": LATEST, "store_id": store_id}, None)],
                               extra=lambda c, appended: record_identity(c, store_id, appended))
        elif identity(conn) is None:
            # A store made before schema 3: its identity from now on, in an event of its own.
            store_id = new_store_id()
            store.append_events([("store-identified", {"by": store.dealer, "store_id": store_id}, None)],
                               extra=lambda c, appended: record_identity(c, store_id, appended))
        if keeper is not None:
            _key(store, keeper, path)
        if announce:
            _announce(store, report, keeper, after_unclean_stop=last is not None and last[0] != "store-closed")
    except BaseException as exc:
        conn.close()
        cause = exc.__cause__ if isinstance(exc, StoreError) else exc
        if held_by_another(cause):
            raise StoreInUse(path, "program", str(cause)) from None
        raise
    return store


def _announce(store: HandStore, report: Optional[Report], keeper, after_unclean_stop: bool) -> None:
    store.append_events([("store-opened", {
        "by": store.dealer, "schema": LATEST, "software": _software_version(), "pid": os.getpid(),
        "boot_id": _boot_id(), "after_unclean_stop": after_unclean_stop,
        "startup_check": report.scope if report is not None else "new store",
        # Which key vouches for the events from here on (none: not keyed this run).
        "keeper": keeper.fingerprint() if keeper is not None else None}, None)])
    store.watch_files()


def _key(store: HandStore, keeper, path: Path) -> None:
    """The store known to the keeper, and every event not yet MACed MACed (after a stop without the keeper)."""
    from dealer_app.keeper.client import KeeperError
    try:
        store.keying.keeper = keeper
        store.keying.register()
    except KeeperError as exc:
        store.keying.keeper = None
        if exc.code == "table-known":
            # A second store for a table the keeper keeps: the club's to authorise (docs/security.md).
            raise StoreError("new-store-not-authorised", f"{path}: the keeper does not take this store: "
                             f"{exc.message}", path=str(path), table=store.table, store=store.keying.store_id,
                             kept=exc.details.get("kept", "")) from None
        raise StoreError("keeper-refused", f"{path}: the keeper does not take this store: {exc.message}",
                         path=str(path)) from None
    store.keying.key_new_events()
    store.keying.finish()
    if store.keying.problem:
        raise StoreError("keeper-refused", f"{path}: the keeper does not MAC this store's events: "
                         f"{store.keying.problem}", path=str(path))


def _set_aside(path: Path, clock: Clock) -> list[dict]:
    """Rename the damaged store and its WAL files, untouched, and say what they were."""
    stamp = datetime.fromtimestamp(clock.utc_us() / 1e6, timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    moved = []
    for suffix in ("", "-wal", "-shm"):
        source = path.with_name(path.name + suffix)
        if not source.exists():
            continue
        target = path.with_name(f"{path.name}.damaged-{stamp}{suffix}")
        if target.exists():
            raise StoreError("cannot-set-aside", f"{target} already exists; nothing was moved", path=str(target))
        os.rename(source, target)
        moved.append({"file": target.name, "bytes": target.stat().st_size, "sha256": _sha256(target)})
    return moved


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _software_version() -> str:
    try:
        from importlib.metadata import version
        return version("dealer-console")
    except Exception:   # pragma: no cover - running from a source tree without metadata
        return "unknown"


def _boot_id() -> str:
    """Monotonic clock readings compare only within one boot; the boot says which."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:     # pragma: no cover - not Linux
        return ""
