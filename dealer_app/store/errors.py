"""The store's refusals: a stable code, a message a floor supervisor reads, the numbers."""
from __future__ import annotations

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


class RetentionError(StoreError):
    """A purge or a retention setting that would lose records the rules say to keep."""
