"""What the jackpots did in one hand, from the table's record: the session events of the bad beat
jackpot (jackpot_events.py) and the high hand (high_hand_events.py) that name the hand.

They are session events (no hand column): the hand's exports (the dispute report, the hand text and
HTML, PHH's user fields) and the session report find them by the store's hand number in their payload.
A hand without any reads as it always did: ``HandJackpot.empty``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Optional

from .high_hand_events import SHOWN as HIGH_HAND, WITHDRAWN as HIGH_HAND_WITHDRAWN, WON as HIGH_HAND_WON
from .jackpot_events import HIT, INCREMENT, PAID, RELEASED


@dataclass(frozen=True)
class HandJackpot:
    """The payloads as recorded, in the record's order."""

    increments: tuple[dict, ...] = ()        # jackpot-increment (a withdrawn one too: amount < 0)
    hit: Optional[dict] = None               # jackpot-hit: both hands' five cards, the rule
    paid: Optional[dict] = None              # jackpot-paid: the whole meter, each player's share
    high_hands: tuple[dict, ...] = ()        # high-hand: this hand led its period when shown
    withdrawn_high_hands: tuple[dict, ...] = ()
    high_hand_won: tuple[dict, ...] = ()     # this hand's shares of periods won: {period, prize, seat, ...}
    released: Optional[dict] = None          # jackpot-released: a supervisor released the hit, nothing paid

    @property
    def empty(self) -> bool:
        return self == HandJackpot()

    @property
    def increment(self) -> int:
        """What the hand added to the meter, less what a correction took back."""
        return sum(int(i["amount"]) for i in self.increments)


KINDS = (INCREMENT, HIT, PAID, HIGH_HAND, HIGH_HAND_WITHDRAWN, HIGH_HAND_WON, RELEASED)


def hand_jackpot(conn, number: int) -> HandJackpot:
    """The jackpot events naming store hand ``number`` (``conn``: the store's SQLite connection)."""
    rows = conn.execute(f"SELECT kind, payload FROM events WHERE hand IS NULL AND kind IN ({', '.join('?' * len(KINDS))}) "
                        "ORDER BY seq", KINDS)
    return jackpot_of_hand(((kind, json.loads(payload)) for kind, payload in rows), number)


def jackpot_of_hand(rows, number: int) -> HandJackpot:
    """The jackpots of store hand ``number`` from the record's jackpot events, (kind, payload) in the record's
    order: the table's store's (``hand_jackpot``) or the central record's copy of them (the floor station)."""
    found: dict[str, list] = {}
    for kind, data in rows:
        if kind == HIGH_HAND_WON:
            found.setdefault(kind, []).extend(
                {**share, "prize": data["prize"], "period": data["period"]} for share in data["shares"]
                if share.get("hand") == number)
        elif data.get("hand") == number:
            found.setdefault(kind, []).append(data)
    return HandJackpot(tuple(found.get(INCREMENT, ())), (found.get(HIT) or [None])[-1],
                       (found.get(PAID) or [None])[-1], tuple(found.get(HIGH_HAND, ())),
                       tuple(found.get(HIGH_HAND_WITHDRAWN, ())), tuple(found.get(HIGH_HAND_WON, ())),
                       (found.get(RELEASED) or [None])[-1])
