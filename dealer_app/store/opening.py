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

import hashlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Optional

from .errors import StoreDamaged, StoreError
from .recall import connect_read_only
from .schema import LATEST, backup_before_migrating, migrate, version_of
from .store import Clock, HandStore, SystemClock
from .verify import Report, verify_store

STARTUP_EVENTS = 50_000     # hash links checked at every start; `dealer-app verify` checks all


@dataclass(frozen=True, slots=True)
class SupervisorDecision:
    """A supervisor's go-ahead to continue with a new store after damage was found."""

    supervisor: str
    reason: str


OnDamage = Callable[[Report], Optional[SupervisorDecision]]


def open_store(path, *, table: str, dealer: str, clock: Optional[Clock] = None,
               on_damage: Optional[OnDamage] = None, startup_events: int = STARTUP_EVENTS) -> HandStore:
    """The table's store at ``path``, checked, at the latest schema; created if absent.

    Raises StoreDamaged (with the report) when the check fails and no supervisor
    lets the console go on; StoreError("store-too-new") for a store from a newer version.
    """
    path = Path(path)
    clock = clock or SystemClock()
    if path.exists() and not _never_initialised(path):
        report = verify_store(path, recent=startup_events, sqlite_check=False)
        if not report.intact:
            if report.first_problem.code == "not-a-store" and (report.schema or 0) > LATEST:
                raise StoreError("store-too-new", f"{path} was written by a newer version of the console "
                                 f"(schema {report.schema}; this one knows up to {LATEST}): it is left as it is",
                                 schema=report.schema, known=LATEST)
            decision = on_damage(report) if on_damage is not None else None
            if decision is None or not str(decision.supervisor).strip():
                raise StoreDamaged(report)
            aside = _set_aside(path, clock)
            store = _open(path, table, dealer, clock)
            store._append_many([("damaged-store-set-aside", {
                "by": decision.supervisor.strip(), "reason": decision.reason, "files": aside,
                "problem": report.first_problem.message, "problems": len(report.problems)}, None)])
            return store
    else:
        report = None
    return _open(path, table, dealer, clock, report)


def _never_initialised(path: Path) -> bool:
    """An empty file, or SQLite with nothing in it: a first start killed before its first commit."""
    if path.stat().st_size == 0:
        return True
    try:
        conn = connect_read_only(path)
        try:
            return version_of(conn) == 0 and conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        return False


def _open(path: Path, table: str, dealer: str, clock: Clock, report: Optional[Report] = None) -> HandStore:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        # Durable before acknowledged: every commit is fsynced (WAL, synchronous=FULL).
        if conn.execute("PRAGMA journal_mode = WAL").fetchone()[0].lower() != "wal":
            raise StoreError("no-wal", f"{path}: the file system does not allow SQLite's write-ahead log")
        conn.execute("PRAGMA synchronous = FULL")
        version = version_of(conn)
        if 0 < version < LATEST:
            migrate(conn, before_step=lambda v: backup_before_migrating(conn, path, v - 1) if v == version + 1
                    else None)
        elif version == 0:
            migrate(conn)
        elif version > LATEST:
            raise StoreError("store-too-new", f"{path} was written by a newer version of the console "
                             f"(schema {version}; this one knows up to {LATEST})", schema=version, known=LATEST)
        store = HandStore(conn, path, table, dealer, clock)
    except BaseException:
        conn.close()
        raise
    last = conn.execute("SELECT kind FROM events ORDER BY seq DESC LIMIT 1").fetchone()
    if last is None:
        store._append_many([("store-created", {"by": store.dealer, "schema": LATEST}, None)])
    store._append_many([("store-opened", {
        "by": store.dealer, "schema": LATEST, "software": _software_version(), "pid": os.getpid(),
        "boot_id": _boot_id(), "after_unclean_stop": last is not None and last[0] != "store-closed",
        "startup_check": report.scope if report is not None else "new store"}, None)])
    return store


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
