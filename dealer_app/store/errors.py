"""The store's refusals: a stable code, a message a floor supervisor reads, the numbers."""
from __future__ import annotations

import sqlite3
from typing import Protocol

from engine.errors import Refusal


class _Findings(Protocol):
    """What StoreDamaged needs of verify.Report (named here so that errors import nothing of the store)."""

    path: str

    def summary(self) -> str: ...


class StoreError(Refusal):
    """Something the store will not do; nothing was written."""


class StoreDamaged(StoreError):
    """The start-up check found the record damaged. The file is left exactly as it was;
    going on needs a supervisor (see ``open_store(on_damage=...)``)."""

    def __init__(self, report: _Findings):
        super().__init__("store-damaged", report.summary(), path=report.path)
        self.report = report


class StoreInUse(StoreError):
    """Another program holds the store: ``by`` is "console" (another console writes it: our own
    lock) or "program" (SQLite's lock, held by a backup, a copy, a database browser ...). The
    store is not damaged and nothing was read or written: wait for it, or close the other one."""

    def __init__(self, path, by: str, why: str = ""):
        if by == "console":
            message = f"{path} is in use by another console" + (f" (process {why})" if why else "") + \
                ": one console writes a store; close the other one first"
        else:
            message = f"{path} is in use by another program" + (f" ({why})" if why else "") + \
                ": it is not damaged; it can be read and written once that program lets it go"
        super().__init__("store-in-use", message, path=str(path), by=by, pid=why if by == "console" else "")
        self.by = by


def held_by_another(exc: BaseException) -> bool:
    """True for SQLite's "database is locked" or "busy": another connection holds the file."""
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return "locked" in str(exc) or "busy" in str(exc)      # pragma: no cover - before Python 3.11


class RetentionError(StoreError):
    """A purge or a retention setting that would lose records the rules say to keep."""
