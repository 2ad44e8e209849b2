"""The house options of a cash game beyond one hand's rules (RULES.md 10 and 11): the chip set,
bomb pots and time collection, as the session file names them (ARCHITECTURE.md 4.1).

Plain values: engine/settings.py reads and checks them, engine/session/writer.py writes
them, and the table session (engine/session/table.py) acts on them hand by hand. The
defaults are what a session file without these keys has always meant: no chip set
named, no bomb pot, no time collection (the rake per pot).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Optional

BOMB_OFF, BOMB_EVERY, BOMB_ON_REQUEST = "off", "every-n-hands", "on-request"
BOMB_MODES = (BOMB_OFF, BOMB_EVERY, BOMB_ON_REQUEST)

TIME_NONE, TIME_PER_SEAT, TIME_PER_HAND = "none", "per-seat", "per-hand"
TIME_MODES = (TIME_NONE, TIME_PER_SEAT, TIME_PER_HAND)

RUN_IT_NEVER, RUN_IT_WHEN_ALL_AGREE = "never", "when-all-agree"
RUN_IT_CHOICES = (RUN_IT_NEVER, RUN_IT_WHEN_ALL_AGREE)


@dataclass(frozen=True, slots=True)
class BombPotRules:
    """``[bomb_pot]``: off, every N hands (hands N, 2N, 3N ... of the session), or when the
    dealer asks; every player dealt in antes ``ante``."""

    mode: str = BOMB_OFF
    hands: int = 0
    ante: int = 0

    @property
    def on(self) -> bool:
        return self.mode != BOMB_OFF


@dataclass(frozen=True, slots=True)
class TimeCollection:
    """``[time_collection]``: instead of a levy per pot, ``amount`` from every player dealt in at
    the first hand after each collection time (per seat: at ``minutes`` past each hour, two
    half an hour apart), or from the button at the start of every hand (per hand)."""

    mode: str = TIME_NONE
    amount: int = 0
    minutes: tuple[int, ...] = (0, 30)

    @property
    def on(self) -> bool:
        return self.mode != TIME_NONE

    def slot_at(self, at: datetime) -> datetime:
        """The last collection time at or before ``at`` (per seat): what a collection due then is for."""
        base = at.replace(second=0, microsecond=0)
        for back in range(0, 61):
            moment = base - timedelta(minutes=back)
            if moment.minute in self.minutes:
                return moment
        raise AssertionError("the minutes of a per-seat collection cover every hour")  # checked on reading

    def next_after(self, at: datetime) -> Optional[datetime]:
        """The first collection time strictly after ``at`` (per seat; None otherwise): when the
        console sends the next collection request."""
        if self.mode != TIME_PER_SEAT:
            return None
        base = at.replace(second=0, microsecond=0)
        for ahead in range(1, 62):
            moment = base + timedelta(minutes=ahead)
            if moment.minute in self.minutes:
                return moment
        return None
