"""The table session's state between entries: the hand being played and everything the fold builds.

Internal to the session (engine.session.table and its parts); callers read the
session's properties instead.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Optional

from ..button import HandPlan, Positions
from ..errors import SessionError
from ..hand import Hand
from ..seating import SeatedPlayer
from .values import CashMove, HandSummary, HighHandState, JackpotState, Ledger, QueuedRebuy, Segment, Shift, TimeCollected
from ..settings import SessionSettings


class HandRun:
    """The hand being played, or the last one while it may still be corrected."""

    def __init__(self, number: int, plan: HandPlan, hand: Hand, segment: int, dealer: Optional[str],
                 at: Optional[str], redeal_of: Optional[int] = None):
        self.number = number
        self.plan = plan
        self.hand = hand
        self.segment = segment
        self.dealer = dealer
        self.at = at
        self.redeal_of = redeal_of
        self.shift: Optional[int] = None
        self.index_of = {seat: i for i, seat in enumerate(plan.dealt)}
        self.start_stacks = {seat: hand.config.players[i].stack for i, seat in enumerate(plan.dealt)}
        self.inputs: list[int] = []          # record entries that are this hand's effective inputs
        self.corrections: list[int] = []
        self.ended = False                   # settled, voided or misdealt
        self.open = False                    # ended, and nothing since keeps it from being corrected
        self.bomb_pot = hand.config.bomb_pot
        self.time_taken: tuple[tuple[int, int], ...] = ()   # (seat, amount) collected as it started

    @property
    def in_progress(self) -> bool:
        return not self.ended

    def seat_at(self, index: Optional[int]) -> Optional[int]:
        return None if index is None else self.plan.dealt[index]


@dataclass
class SessionCore:
    """Everything the fold builds (the record itself aside)."""

    settings: SessionSettings
    segments: list[Segment]
    seats: dict[int, SeatedPlayer] = field(default_factory=dict)
    positions: Optional[Positions] = None
    hands: list[HandSummary] = field(default_factory=list)
    ledger: Ledger = field(default_factory=Ledger)
    queued: list[QueuedRebuy] = field(default_factory=list)
    cash_moves: list[CashMove] = field(default_factory=list)
    shifts: list[Shift] = field(default_factory=list)
    next_number: int = 1
    run: Optional[HandRun] = None
    time_collected: list[TimeCollected] = field(default_factory=list)
    time_due: Optional[str] = None           # per seat: the collection time the next hand collects
    time_slot: Optional[str] = None          # the latest collection time declared
    jackpot: JackpotState = field(default_factory=JackpotState)   # the bad beat jackpot (engine/session/jackpot.py)
    high_hand: HighHandState = field(default_factory=HighHandState)   # the high hand (engine/session/high_hand.py)

    def copy(self) -> "SessionCore":
        # Values inside the containers are frozen; a closed run is never changed again.
        return replace(self, segments=list(self.segments), seats=dict(self.seats), hands=list(self.hands),
                       queued=list(self.queued), cash_moves=list(self.cash_moves), shifts=list(self.shifts),
                       time_collected=list(self.time_collected),
                       run=self.run if self.run is None or self.run.ended else None)


def check_time(at: object) -> datetime:
    if not isinstance(at, str):
        raise SessionError("bad-time", f"a time is ISO 8601 text like 2025-03-01T21:30:00, not {at!r}")
    try:
        return datetime.fromisoformat(at)
    except ValueError:
        raise SessionError("bad-time", f"{at!r} is not a time like 2025-03-01T21:30:00") from None
