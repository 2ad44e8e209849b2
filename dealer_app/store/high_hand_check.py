"""``verify``'s check of the high-hand promotion (RULES.md 12): each ``high-hand`` event against the cards
the hand recorded, each ``high-hand-won`` against the board the events before it make.

A ``high-hand`` event must name a hand of the store whose recorded showdown gives that seat exactly the
five cards and the hand name it says, qualifying under the session's ``[high_hand]`` (the minimum, both
hole cards in Hold'em); its period must be one period of the house's length holding the time shown; the
time shown must be the time the store recorded the hand's end (within a few minutes: the console stamps
the request, the store its write); and the hand must lead its period at this table (not worse than the
board the earlier events made). A ``high-hand-won`` must pay that board's hands, the prize split as the
rules split it. An event edited in the store, or written for a hand that was never shown, is a problem
naming the event, even with a valid chain.
"""
from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Optional

from engine.errors import EngineError
from engine.jackpot.high_hand import HighHandBoard, prize_shares, qualifying
from engine.jackpot.rules import HighHandRules
from engine.settings import parse_session

from .events import EVENT_COLUMNS, StoredHand, row_event
from .high_hand_events import SHOWN, WITHDRAWN, WON

SLACK = timedelta(minutes=5)           # the console's stamp of the request against the store's of its write


def check_high_hand(verifier, start: int) -> None:
    """Problems of the high-hand events after ``start`` (``verifier``: verify.py's run)."""
    rules_of: dict[object, tuple[HighHandRules, int]] = {}
    boards: dict[tuple, list[tuple[int, int, int]]] = {}     # (session, period) -> [(value, hand, seat)]
    rows = verifier.conn.execute("SELECT seq, kind, session, payload FROM events WHERE seq > ? AND kind IN "
                                 "('session-opened', 'session-entry', ?, ?, ?) ORDER BY seq",
                                 (start, SHOWN, WON, WITHDRAWN))
    for seq, kind, session, payload in rows:
        try:
            data = json.loads(payload)
            if kind == "session-opened":
                rules_of[session] = _rules((data.get("settings") or {}).get("file", ""))
                continue
            if kind == "session-entry":
                entry = data.get("entry") or {}
                if entry.get("op") == "settings" and isinstance(entry.get("toml"), str):
                    rules_of[session] = _rules(entry["toml"])
                continue
            rules, chip_unit = rules_of.get(session, (None, 1))
            period = tuple(data["period"])
            if kind == SHOWN:
                value = _shown(verifier, seq, data, rules)
                board = boards.setdefault((session, period), [])
                if value is None:
                    continue
                if board and value < board[0][0]:
                    verifier.problem("high-hand-not-leading", f"event {seq} (high-hand of hand {data['hand']}) "
                                     f"puts {data['name']} on the board of {period[0]}, where a better hand was "
                                     "already shown", seq, None)
                    continue
                if board and value > board[0][0]:
                    board.clear()
                board.append((value, data["hand"], data["seat"]))
            elif kind == WITHDRAWN:
                board = boards.get((session, period), [])
                boards[(session, period)] = [b for b in board if (b[1], b[2]) != (data["hand"], data["seat"])]
            else:
                _won(verifier, seq, data, boards.pop((session, period), []), rules, chip_unit)
        except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
            verifier.problem("malformed-event", f"event {seq} ({kind}) is malformed: {exc!r}", seq, None)


def _rules(text: str) -> tuple[Optional[HighHandRules], int]:
    try:
        settings = parse_session(text)
    except EngineError:
        return None, 1
    return settings.high_hand, settings.stakes.chip_unit


def _shown(verifier, seq: int, data: dict, rules: Optional[HighHandRules]) -> Optional[int]:
    """The value of the hand the event names, recomputed from its recorded cards; None (a problem said)
    when the cards do not make what the event says."""
    number, seat = data["hand"], data["seat"]
    said = f"event {seq} (high-hand of hand {number}, seat {seat})"
    if rules is None or not rules.on:
        verifier.problem("high-hand-forged", f"{said}: the session runs no high-hand promotion", seq, None)
        return None
    rows = verifier.conn.execute(f"SELECT {EVENT_COLUMNS} FROM events WHERE hand = ? ORDER BY seq",
                                 (number,)).fetchall()
    end = verifier.conn.execute("SELECT end_utc_us FROM hand_ends WHERE number = ?", (number,)).fetchone()
    try:
        hand = StoredHand.fold(number, [row_event(r) for r in rows]).rebuild() if rows else None
    except Exception:                    # a hand that does not replay is reported by the results' check
        hand = None
    seats = [p.seat for p in hand.config.players] if hand is not None else []
    player = seats.index(seat) if seat in seats else None
    if hand is None or end is None or player is None or player not in hand.shown:
        verifier.problem("high-hand-forged", f"{said}: the record has no such hand shown at a showdown", seq, None)
        return None
    board = tuple(hand.run_boards[0]) if hand.runs > 1 else tuple(hand.board)
    shown = qualifying(rules, hand.config.game, player, hand.shown[player], board)
    if shown is None:
        verifier.problem("high-hand-forged", f"{said}: the cards recorded do not qualify for the high hand",
                         seq, None)
        return None
    if [str(c) for c in shown.five] != list(data["five"]) or shown.name.english() != data["name"]:
        verifier.problem("high-hand-forged", f"{said} says {' '.join(data['five'])} ({data['name']}); the cards "
                         f"recorded make {' '.join(map(str, shown.five))} ({shown.name.english()})", seq, None)
        return None
    at = datetime.fromisoformat(data["shown_at"])
    begin, finish = (datetime.fromisoformat(t) for t in data["period"])
    ended = datetime.fromtimestamp(end[0] / 1e6, tz=at.tzinfo)
    if not (begin <= at < finish and finish - begin == timedelta(minutes=rules.minutes)):
        verifier.problem("high-hand-period", f"{said}: shown at {data['shown_at']}, not in a period of "
                         f"{rules.minutes} minutes from {data['period'][0]} to {data['period'][1]}", seq, None)
        return None
    if abs(ended - at) > SLACK:
        verifier.problem("high-hand-time", f"{said}: shown at {data['shown_at']}, but the store recorded the "
                         f"hand's end at {ended.isoformat()}", seq, None)
        return None
    return shown.value


def _won(verifier, seq: int, data: dict, board: list, rules: Optional[HighHandRules], chip_unit: int) -> None:
    paid = [(s["hand"], s["seat"]) for s in data["shares"]]
    leaders = [(hand, seat) for _, hand, seat in board]
    amounts = [int(s["amount"]) for s in data["shares"]]
    if paid != leaders:
        verifier.problem("high-hand-won-mismatch", f"event {seq} (high-hand-won of {data['period'][0]}) pays "
                         f"hands {paid}, but the board the record's high hands make is {leaders}", seq, None)
        return
    if rules is not None and leaders:
        stand_in = HighHandBoard(datetime.min, datetime.min, tuple(range(len(leaders))))   # only the count counts
        expected = list(prize_shares(rules, stand_in, chip_unit))
        if amounts != expected or int(data["prize"]) != rules.prize:
            verifier.problem("high-hand-won-mismatch", f"event {seq} (high-hand-won of {data['period'][0]}) "
                             f"shares {amounts} of {data['prize']}; the rules share {rules.prize} as {expected}",
                             seq, None)
