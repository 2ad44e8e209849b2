"""The high-hand promotion at this table (RULES.md 12, "High hand"), kept in the session.

Part of TableSession (engine/session/table.py), folded from the record like the bad beat
jackpot (engine/session/jackpot.py), so a resumed session has the same board. Every hand
shown at a showdown is checked (engine/jackpot/high_hand.py): one that qualifies and leads
its period (a better hand replaces the board, an equal one joins it) becomes a leader. The
time that decides its period is the recorded time of the input that ended the showdown; a
hand recorded without a time cannot be placed in a period and is not checked.

A period ends with the first entry recorded at or after its end (or the hand shown in a
later period): its board wins, the prize split in chip units, odd units in the order shown.
The periods are the record's wall clock (the console's local time), from midnight.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Optional

from ..jackpot.high_hand import HighHand, on_board, period_of, prize_shares, qualifying
from .part import SessionPart
from .state import HandRun
from .values import HighHandState, HighHandWon


class HighHandPromotion(SessionPart):
    """The period's leading hands as showdowns are recorded, and each period's winners at its end."""

    @property
    def high_hand(self) -> HighHandState:
        """The current period's board, every hand that led when shown, and the periods won."""
        return self._core.high_hand

    def after_showdown(self, run: HandRun) -> None:
        """A hand played to its end: each hand shown, in the order shown, checked against the board."""
        core = self._core
        at = self._when()
        if at is None:
            return
        state = self._closed(core.high_hand, at)
        rules = core.settings.high_hand
        hand = run.hand
        if rules.on and hand.phase == "complete" and hand.shown:
            # A hand run twice: its first board, as for the bad beat jackpot.
            board = tuple(hand.run_boards[0]) if hand.runs > 1 else tuple(hand.board)
            for player, hole in hand.shown.items():
                shown = qualifying(rules, hand.config.game, player, hole, board)
                if shown is None:
                    continue
                seat = run.seat_at(player)
                leader = HighHand(run.number, core.seats[seat].name if seat in core.seats else str(seat), shown,
                                  at, seat)
                if state.board is not None and period_of(rules, at)[0] < state.board.start:
                    continue                    # the clock went back: a period already under way is not reopened
                new = on_board(rules, state.board, leader)
                if leader in new.hands:
                    state = replace(state, board=new, leaders=state.leaders + (leader,))
        core.high_hand = state

    def after_entry(self) -> None:
        """Any entry recorded at or after the period's end closes it: its board wins."""
        at = self._when()
        if at is not None:
            self._core.high_hand = self._closed(self._core.high_hand, at)

    def _closed(self, state: HighHandState, at: datetime) -> HighHandState:
        board = state.board
        if board is None or at < board.end:
            return state
        rules = self._core.settings.high_hand
        shares = prize_shares(rules, board, self._core.settings.stakes.chip_unit)
        return replace(state, board=None, won=state.won + (HighHandWon(board, shares, rules.prize),))

    def _when(self) -> Optional[datetime]:
        at = self._at
        if at is None:
            return None
        when = datetime.fromisoformat(at)
        board = self._core.high_hand.board
        if board is not None and (board.start.tzinfo is None) != (when.tzinfo is None):
            # One record, one clock: a time with an offset among local times is read on the board's terms.
            when = when.replace(tzinfo=board.start.tzinfo) if when.tzinfo is None else when.replace(tzinfo=None)
        return when
