"""The high-hand promotion in the table's record (RULES.md 12, "High hand"): session events in the chain,
written by the table's record (dealer_app/table/record.py) in the same transaction as the request that
made them, as the bad beat jackpot's are (jackpot_events.py).

- ``high-hand``: a hand shown at a showdown that qualified and led its period at this table when shown:
  ``{"hand": store number, "seat", "player", "five": the engine's card strings, "name": the English hand
  name, "shown_at": ISO UTC, "period": [start, end] ISO UTC}``. The room's board across tables reads
  exactly these fields from the central record.
- ``high-hand-won``: a period over, its board's hands each with their share of the prize (chip units,
  odd units in the order shown).
- ``high-hand-withdrawn``: a leader a floor correction took back (its hand voided or awarded by hand
  after it ended), the same payload as its ``high-hand``: never erased.

The session keeps the record's wall clock (the console's local time); the events say UTC, so tables
and the room's board agree whatever their clocks' zones.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Callable, Optional

from engine.jackpot.high_hand import period_of

SHOWN, WON, WITHDRAWN = "high-hand", "high-hand-won", "high-hand-withdrawn"
KINDS = (SHOWN, WON, WITHDRAWN)


def utc(at: datetime) -> str:
    """The time in UTC, ISO 8601 (a time without a zone is the table's local time, as the console records)."""
    return at.astimezone(timezone.utc).isoformat()


def high_hand_items(before, after, rules,
                    store_number: Callable[[int], Optional[int]]) -> list[tuple[str, dict]]:
    """The events that take the record from the session's high hand ``before`` a request to ``after`` it
    (engine/session/values.py HighHandState); ``rules``: the session's ``[high_hand]``."""
    if before == after:
        return []
    items: list[tuple[str, dict]] = []
    for gone in before.leaders:
        if gone not in after.leaders:
            items.append((WITHDRAWN, payload(gone, rules, store_number)))
    for new in after.leaders:
        if new not in before.leaders:
            items.append((SHOWN, payload(new, rules, store_number)))
    for won in after.won[len(before.won):]:
        board = won.board
        items.append((WON, {"period": [utc(board.start), utc(board.end)], "prize": won.prize, "shares": [
            {**payload(h, rules, store_number), "amount": amount} for h, amount in zip(board.hands, won.shares)]}))
    return items


def payload(leader, rules, store_number: Callable[[int], Optional[int]]) -> dict:
    """A hand on the board (engine/jackpot/high_hand.py HighHand) as the record says it."""
    start, end = period_of(rules, leader.at)
    return {"hand": store_number(leader.hand), "seat": leader.seat, "player": leader.player,
            "five": [str(c) for c in leader.shown.five], "name": leader.shown.name.english(),
            "shown_at": utc(leader.at), "period": [utc(start), utc(end)]}
