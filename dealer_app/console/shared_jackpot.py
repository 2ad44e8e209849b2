"""A shared jackpot followed from its own thread (issue 28, the room's jackpot): the claim of a hit waiting sent
to the central record until the room answers, and the pool's meter read every half minute.

The window never waits on the network: the session is read on the window's thread (``claim_to_send``,
``meter_to_read``), only the calls to the central record run on the follower's one worker thread, and the
answers come back to the window's thread through a queued signal (``take_claim_answer``, ``take_meter``), where
a decided answer is recorded. An unreachable server costs the worker its connect timeout, not the dealer a
frozen screen; one question is out at a time, so a slow server is never asked twice at once.
"""
from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Optional

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from engine.errors import Refusal

log = logging.getLogger(__name__)


class SharedJackpotFollower(QObject):
    """Asks the central record every ``every_ms`` (the meter every ``meter_every`` ticks and after a decision)."""

    _answered = Signal(object)

    def __init__(self, desk, central, parent: QObject, every_ms: int = 3000, meter_every: int = 10):
        super().__init__(parent)
        self._desk, self._central = desk, central
        self._meter_every = meter_every
        self._ticks = 0
        self._busy = False
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="shared-jackpot")
        self._answered.connect(self._take, Qt.ConnectionType.QueuedConnection)
        self.timer = QTimer(self)
        self.timer.setInterval(every_ms)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.destroyed.connect(lambda *_: self._worker.shutdown(wait=False, cancel_futures=True))

    def tick(self) -> None:
        """On the window's thread: what to ask now, sent to the worker (nothing while a question is out)."""
        if self._busy:
            return
        claim = self._desk.claim_to_send()
        pool = self._desk.meter_to_read() if self._ticks % self._meter_every == 0 else None
        self._ticks += 1
        if claim is None and pool is None:
            return
        self._busy = True
        self._worker.submit(self._ask, claim, pool)

    def _ask(self, claim: Optional[tuple], pool: Optional[str]) -> None:
        """On the worker: the network only, never the session."""
        answer = meter = None
        try:
            if claim is not None:
                try:
                    answer = self._central.claim(*claim)
                except Refusal as exc:
                    answer = exc
                if not isinstance(answer, Refusal) and answer.decided:
                    pool = claim[1]                  # the pool restarted (or not): the table shows it at once
            if pool is not None:
                try:
                    meter = self._central.meter(pool).meter
                except Refusal:
                    meter = None                     # kept as last read; the claim's words say why
        except Exception:                            # a bug must not leave the follower busy for the evening
            log.exception("the shared jackpot's follower")
        try:
            self._answered.emit((answer, meter))
        except RuntimeError:                         # the window closed while the question was out
            pass

    def _take(self, result: tuple) -> None:
        """Back on the window's thread: the answers handed to the desk, which records a decided claim."""
        answer, meter = result
        self._busy = False
        if meter is not None:
            self._desk.take_meter(meter)
        if answer is not None:
            self._desk.take_claim_answer(answer)
