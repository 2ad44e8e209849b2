"""The room's high-hand board: the best hand shown in the current period across every table (RULES.md 12,
"High hand"), from the tables' ``high-hand`` session events in the central record.

The table says which five cards it saw, their name, when they were shown and the period; none of it is taken on
its word. Here the five cards are valued again by the engine's evaluator (engine/ranking/five_cards.py); a hand
is refused, and listed with the reason, when they are not five different cards, when the name the table gave is
not theirs, when the time it was shown is not inside the period it gave (the period computed again from that
time with engine/jackpot/high_hand.py), or when it is below the qualifying minimum of the table's session file.
The board of the period is then folded with the engine's own ``on_board``: a better hand replaces the one on
it, an equal one joins it (ties all kept, in the order shown).
"""
from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Optional

from engine.cards import parse_card, parse_cards
from engine.jackpot.high_hand import HighHand, HighHandBoard, on_board, period_of
from engine.jackpot.plays import Shown
from engine.jackpot.rules import HighHandRules
from engine.ranking.five_cards import high_value
from engine.ranking.hand_names import describe_high

DAY_US = 86_400_000_000            # a period is a day at most: older events are never the current period's

_EVENTS = """
SELECT e.store_id, e.seq, e.table_id, e.utc_us, e.body,
       (SELECT o.body FROM central.events o WHERE o.store_id = e.store_id AND o.kind = 'session-opened'
            AND o.seq < e.seq ORDER BY o.seq DESC LIMIT 1)
FROM central.events e
WHERE e.kind = 'high-hand' AND e.utc_us >= %s
ORDER BY e.utc_us, e.store_id, e.seq
"""


@dataclass(frozen=True)
class RoomHighHand:
    table_id: str
    store_id: str
    hand: Optional[int]
    seat: Optional[int]
    player: str
    five: tuple[str, ...]
    name: str                       # the engine's name of the five cards (not the table's)
    value: int
    shown_at: datetime


@dataclass(frozen=True)
class Refused:
    """A high-hand event the board does not take, and why (jackpot_room's REFUSALS)."""

    table_id: str
    store_id: str
    hand: Optional[int]
    code: str


@dataclass(frozen=True)
class RoomHighHands:
    """The current period's leaders across tables (empty between the first hand and none)."""

    start: Optional[datetime]
    end: Optional[datetime]
    hands: tuple[RoomHighHand, ...]
    refused: tuple[Refused, ...] = ()


def read_high_hands(conn, now_utc_us: int) -> RoomHighHands:
    """The board of the period holding ``now_utc_us``, from the events of the last day."""
    rows = conn.execute(_EVENTS, (now_utc_us - DAY_US,)).fetchall()
    now = datetime.fromtimestamp(now_utc_us / 1e6, timezone.utc)
    return board_of(rows, now)


def board_of(rows, now: datetime) -> RoomHighHands:
    boards: dict[tuple[datetime, datetime], HighHandBoard] = {}
    found: dict[str, RoomHighHand] = {}
    refused: list[Refused] = []
    for store_id, seq, table_id, _utc_us, body, opened in rows:
        try:
            payload = json.loads(bytes(body)).get("payload") or {}
        except ValueError:
            continue
        checked = _checked(payload, _minimum(opened))
        hand = payload.get("hand") if isinstance(payload.get("hand"), int) else None
        if isinstance(checked, str):
            refused.append(Refused(table_id, store_id, hand, checked))
            continue
        (start, end), rules, at, cards, value = checked
        if not start <= now.astimezone(start.tzinfo) < end:
            continue                                 # another period's: not on the board now
        key = f"{store_id}:{seq}"
        found[key] = RoomHighHand(table_id, store_id, hand, payload.get("seat"), str(payload.get("player") or ""),
                                  tuple(str(c) for c in cards), describe_high(value).english(), value, at)
        boards[(start, end)] = on_board(rules, boards.get((start, end)),
                                        HighHand(key, found[key].player, Shown(0, value, cards, True), at))
    if not boards:
        return RoomHighHands(None, None, (), tuple(refused))
    (start, end), board = max(boards.items(), key=lambda kv: kv[0])   # tables on other lengths: the latest start
    return RoomHighHands(start, end, tuple(found[h.hand] for h in board.hands), tuple(refused))


def _checked(payload: dict, minimum: Optional[int]):
    """((start, end), rules, shown at, cards, value), or the refusal's code."""
    try:
        cards = tuple(parse_card(str(c)) for c in payload.get("five") or ())
    except ValueError:
        return "cards"
    if len(cards) != 5 or len(set(cards)) != 5:
        return "cards"
    value = high_value(cards)
    if describe_high(value).english() != payload.get("name"):
        return "name"
    try:
        start, end = (datetime.fromisoformat(str(t).replace("Z", "+00:00")) for t in payload["period"])
        at = datetime.fromisoformat(str(payload["shown_at"]).replace("Z", "+00:00"))
        minutes = (end - start) // timedelta(minutes=1)
        rules = HighHandRules(on=True, minutes=minutes)
        if at.tzinfo is None or start.tzinfo is None or period_of(rules, at.astimezone(start.tzinfo)) != (start, end):
            return "period"
    except Exception:              # no period, a time that is not one, a length the rules do not allow
        return "period"
    if minimum is not None and value < minimum:
        return "minimum"
    return (start, end), rules, at, cards, value


def _minimum(opened) -> Optional[int]:
    """The qualifying minimum's value in the session file the table opened with (None: the rules' default)."""
    if opened is None:
        return None
    try:
        text = json.loads(bytes(opened))["payload"]["settings"]["file"]
        minimum = tomllib.loads(text).get("high_hand", {}).get("minimum")
        return high_value(parse_cards(minimum)) if minimum else high_value(HighHandRules().minimum)
    except Exception:              # a session without a file: nothing to compare with
        return None
