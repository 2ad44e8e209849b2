"""The room's jackpot screen, live (no Qt): the room board's listener (dealer_app/floor/board.py: LISTEN, a full
refresh every ``poll`` seconds, reconnection after a lost server) wakes it, and each time it reads the meters,
the last jackpot paid and the high-hand board again from the central record (dealer_app/central/room_jackpot.py,
high_hands.py). ``view()`` is what the window shows; ``on_change`` is called from the listener's thread."""
from __future__ import annotations

import logging
import threading
import time
from datetime import datetime, timezone
from typing import Callable, Optional

from ui.views.jackpot_room import JackpotRoomView, MeterLine

from dealer_app.central.room_jackpot import RoomJackpotReader
from dealer_app.words.jackpot_room import (display_lost_words, high_hand_line, high_hand_title, last_hit_words,
                                           meter_name, no_high_hand_words, no_hit_words, pool_tables_words)

from .board import RoomBoard

log = logging.getLogger(__name__)


class JackpotScreen:
    def __init__(self, url: str, *, poll: float = 3.0, on_change: Optional[Callable[[], None]] = None,
                 clock: Callable[[], float] = time.time, zone: Optional[str] = None):
        self.reader = RoomJackpotReader(url)
        self.board = RoomBoard(url, poll=poll, on_change=self._woken, clock=clock)
        self.on_change = on_change
        self.clock = clock
        self.zone = zone                      # the room's clock (None: this machine's)
        self._lock = threading.Lock()
        self._view = JackpotRoomView((), no_hit_words(), "", (), no_high_hand_words(), False)
        self._lost_since = 0.0

    def start(self) -> "JackpotScreen":
        self.board.start()
        return self

    def stop(self) -> None:
        self.board.stop()
        self.reader.close()

    def _woken(self, _stores) -> None:
        self.refresh()

    def refresh(self) -> JackpotRoomView:
        """Read everything again; on a lost server the amounts stay as last read, and the screen says since when."""
        try:
            read = self.reader.read(int(self.clock() * 1_000_000))
        except Exception as exc:                      # the server gone: said on the screen, tried again when woken
            log.info("jackpot screen: %s", exc)
            with self._lock:
                self._lost_since = self._lost_since or self.clock()
                self._view = JackpotRoomView(self._view.meters, self._view.last_hit, self._view.high_hand_title,
                                             self._view.high_hands, self._view.no_high_hand, False,
                                             display_lost_words(self._time(self._lost_since, seconds=True)))
        else:
            meters, last, high = read
            view = JackpotRoomView(
                tuple(MeterLine(meter_name(m.table_id, m.pool), pool_tables_words(m.tables) if m.pool else "",
                                m.amount) for m in meters),
                no_hit_words() if last is None else last_hit_words(last.table_id, self._time(last.paid_utc_us / 1e6),
                                                                   last.meter, last.loser, last.losing, last.winning),
                "" if high.start is None else high_hand_title(self._clock_of(high.start), self._clock_of(high.end)),
                tuple(high_hand_line(h.table_id, h.player, h.name, h.five) for h in high.hands),
                no_high_hand_words(), True)
            with self._lock:
                self._lost_since = 0.0
                self._view = view
        if self.on_change is not None:
            try:
                self.on_change()
            except Exception:                         # the screen's trouble must not stop the listener
                log.exception("jackpot screen change callback failed")
        return self.view()

    def view(self) -> JackpotRoomView:
        with self._lock:
            return self._view

    def _local(self, at: datetime) -> datetime:
        if self.zone:
            try:
                from zoneinfo import ZoneInfo
                return at.astimezone(ZoneInfo(self.zone))
            except Exception:                         # a zone this machine does not know: its own clock
                pass
        return at.astimezone()

    def _time(self, epoch: float, seconds: bool = False) -> str:
        at = self._local(datetime.fromtimestamp(epoch, timezone.utc))
        return at.strftime("%H:%M:%S" if seconds else "%Y-%m-%d %H:%M")

    def _clock_of(self, at: datetime) -> str:
        return self._local(at).strftime("%H:%M")
