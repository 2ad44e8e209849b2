"""The bad beat jackpot stopped while the table cannot keep its record or the meter (art. 56-3-2; no Qt).

Two causes: the table's store not writing (a request refused with "not recorded"), and, for a jackpot
shared by the room (``[jackpot] shared``), the central record out of reach (the uplink's status, seen
from its own thread). While either holds, the session is told ``jackpot_stop`` with why and since when
(engine/session/jackpot.py), so no hand dealt meanwhile takes an increment or can be won, and the
record shows it (``jackpot-stopped``/``jackpot-resumed``, dealer_app/store/jackpot_events.py).

A store that cannot write cannot record its own stop: the stop is recorded with the first write that
succeeds again, at the time the first write failed. The jackpot resumes at the next hand's start once
nothing holds it (the table's record, dealer_app/table/record.py, puts the resume before that start).
"""
from __future__ import annotations

import threading
from datetime import datetime
from typing import Optional

from dealer_app.store.jackpot_events import CENTRAL_REACHED, CENTRAL_UNREACHABLE, STORE_NOT_WRITING, STORE_WRITING

# The uplink's states in which the room's meter cannot be kept (dealer_app/central/uplink.py UplinkStatus).
CENTRAL_DOWN = ("offline", "refused")


class JackpotGuard:
    """What holds the jackpot now: a failed write not yet recorded, the central record out of reach."""

    def __init__(self):
        self._lock = threading.Lock()          # the uplink tells its status from its own thread
        self.store_failed: Optional[tuple[str, str]] = None      # (why, at) of the first failed write
        self.store_failing = False                # the last write failed
        self.central_down: Optional[tuple[str, str]] = None      # (why, since) while out of reach

    def write_failed(self, message: str, at: str) -> None:
        if self.store_failed is None:
            self.store_failed = (f"{STORE_NOT_WRITING}: {message}", at)
        self.store_failing = True

    def write_succeeded(self) -> None:
        self.store_failed, self.store_failing = None, False

    def central_status(self, state: str, since_utc: Optional[float] = None) -> None:
        """The uplink's status (any thread): out of reach from ``since_utc``, or reached again."""
        with self._lock:
            if state in CENTRAL_DOWN:
                if self.central_down is None:
                    since = datetime.fromtimestamp(since_utc) if since_utc else datetime.now()
                    self.central_down = (f"{CENTRAL_UNREACHABLE} ({state})", since.isoformat(timespec="seconds"))
            elif state in ("synced", "sending"):
                self.central_down = None

    def stop_due(self, session) -> Optional[tuple[str, str]]:
        """(why, since) when the session's jackpot runs and something holds it; None otherwise."""
        rules = session.settings.jackpot
        if not rules.on or session.jackpot.stopped is not None:
            return None
        if self.store_failed is not None:
            return self.store_failed
        with self._lock:
            return self.central_down if rules.shared else None

    def resume_due(self, session) -> Optional[str]:
        """Why the stopped jackpot may resume now (nothing holds it); None when it stays stopped."""
        stopped = session.jackpot.stopped
        if stopped is None or self.store_failing:
            return None
        with self._lock:
            if session.settings.jackpot.shared and self.central_down is not None:
                return None
        return CENTRAL_REACHED if stopped.startswith(CENTRAL_UNREACHABLE) else STORE_WRITING
