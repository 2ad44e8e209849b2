"""The hand store: a durable, tamper-evident record of every hand (RULES.md 9).

- ``open_store(path, table=..., dealer=...)``: the table's writer, checked at start-up
  (``StoreDamaged`` when the record is damaged and no supervisor lets it go on; ``StoreInUse``
  when another console or program holds it: never damage).
- ``HandStore.begin_hand(config)`` -> ``RecordedHand``: deal, apply, show, correct; each
  input durable before it returns. ``resume_open_hand()`` after a restart.
- ``open_for_reading(path)``: recall, search and step-by-step replay without writing.
- ``verify_store(path)``: the whole chain, read-only (``dealer-app verify``).

Layout, encoding and hash: docs/hand-store.md. The modules import one way only (no circle:
tests/test_import_circles.py, and import-linter's acyclic_siblings contract): errors <- chain, codec,
schema, keying <- events <- timeline, endings <- recall <- append (the append primitive) <- live,
retention <- store <- opening; results and verify (with clock_watch, the clocks' notes) read beside
the writer, never through it.
"""
from .append import Appended, Clock, SystemClock
from .errors import RetentionError, StoreDamaged, StoreError, StoreInUse
from .events import RecordEvent, StoredHand
from .live import RecordedHand
from .opening import STARTUP_EVENTS, SupervisorDecision, open_store
from .recall import HandSummary, StoreReader, access_log, open_for_reading
from .retention import open_dispute, purge, retention_days, set_retention
from .store import HandStore
from .verify import Problem, Report, verify_store

__all__ = [
    "Appended", "Clock", "HandStore", "HandSummary", "Problem", "RecordEvent", "RecordedHand", "Report",
    "RetentionError", "STARTUP_EVENTS", "StoreDamaged", "StoreError", "StoreInUse", "StoreReader", "StoredHand",
    "SupervisorDecision", "SystemClock", "access_log", "open_dispute", "open_for_reading", "open_store",
    "purge", "retention_days", "set_retention", "verify_store",
]
