"""Helpers for the tests that run the real driver against the real simulator."""
from __future__ import annotations

import threading
import time
from typing import Callable, Optional

from hardware.link import LinkTimes
from hardware.serial_source import SerialCardSource
from hardware.simulator import ShoeSimulator
from hardware.source import CardRead, SourceEvent, SourceFault, SourceState, SourceStatus

# Fast timings so that a fault and its recovery take a fraction of a second.
SIM_OPTIONS = dict(heartbeat_s=0.1, retransmit_s=0.1)
LINK_TIMES = LinkTimes(bounce_s=0.5, hold_s=0.8, heartbeat_timeout_s=0.5)
WAIT = 10.0          # the longest any test waits for something that should come


class EventLog:
    """Every event a source reported, in order; the tests wait on it."""

    def __init__(self) -> None:
        self.events: list[SourceEvent] = []
        self._cond = threading.Condition()

    def __call__(self, event: SourceEvent) -> None:
        with self._cond:
            self.events.append(event)
            self._cond.notify_all()

    def wait_for(self, predicate: Callable[["EventLog"], bool], timeout: float = WAIT) -> bool:
        end = time.monotonic() + timeout
        with self._cond:
            while not predicate(self):
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
            return True

    def snapshot(self) -> list[SourceEvent]:
        with self._cond:
            return list(self.events)

    @property
    def reads(self) -> list[CardRead]:
        return [e for e in self.snapshot() if isinstance(e, CardRead)]

    @property
    def faults(self) -> list[SourceFault]:
        return [e for e in self.snapshot() if isinstance(e, SourceFault)]

    @property
    def statuses(self) -> list[SourceStatus]:
        return [e for e in self.snapshot() if isinstance(e, SourceStatus)]

    def fault_codes(self, severity: Optional[str] = None) -> list[str]:
        return [f.code for f in self.faults if severity is None or f.severity == severity]

    def states(self) -> list[SourceState]:
        return [s.state for s in self.statuses]

    def cards(self) -> list[str]:
        return [str(r.card) if r.card is not None else (r.tag or "??") for r in self.reads]

    def wait_reads(self, count: int, timeout: float = WAIT) -> bool:
        return self.wait_for(lambda log: len(log.reads) >= count, timeout)

    def wait_state(self, state: SourceState, after: int = 0, timeout: float = WAIT) -> bool:
        return self.wait_for(lambda log: state in log.states()[after:], timeout)

    def wait_fault(self, code: str, timeout: float = WAIT) -> bool:
        return self.wait_for(lambda log: code in log.fault_codes(), timeout)


def start(sim: ShoeSimulator, transport: str) -> str:
    return sim.start_pty() if transport == "pty" else sim.start_tcp()


def driver(url: str, log: EventLog, **options) -> SerialCardSource:
    options.setdefault("times", LINK_TIMES)
    options.setdefault("backoff_s", (0.05, 0.4))
    source = SerialCardSource(url, log, **options)
    source.open()
    return source


def dealt(sim: ShoeSimulator) -> list[str]:
    """What the console should have heard, in order (every read but a bounce), as ``EventLog.cards``."""
    return [str(card) if card is not None else (tag or "??") for card, tag in sim.shoe.passes]
