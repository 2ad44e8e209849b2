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

from engine.cards import parse_cards
from engine.errors import EngineError
from engine.jackpot.high_hand import HighHandBoard, prize_shares, qualifying
from engine.jackpot.rules import HighHandRules
from engine.ranking.five_cards import high_value
from engine.settings import parse_session

from .events import EVENT_COLUMNS, StoredHand, row_event
from .high_hand_events import SHOWN, WITHDRAWN, WON

SLACK = timedelta(minutes=5)           # the console's stamp of the request against the store's of its write


def check_high_hand(verifier, start: int) -> None:
    """Problems of the high-hand events after ``start`` (``verifier``: verify.py's run). The session's rules
    and a period's earlier events are read wherever they are in the record, so that a scope of the latest
    events (``verify --recent``) checks what it holds against all that came before."""
    rows = verifier.conn.execute("SELECT seq, kind, session, payload FROM events WHERE seq > ? AND kind IN "
                                 "(?, ?) ORDER BY seq", (start, SHOWN, WON)).fetchall()
    for seq, kind, session, payload in rows:
        try:
            data = json.loads(payload)
            rules, chip_unit = _rules_at(verifier.conn, session, seq)
            board = _board(verifier.conn, session, data["period"], seq)
            if kind == SHOWN:
                value = _shown(verifier, seq, data, rules)
                if value is not None and board and value < board[0][0]:
                    verifier.problem("high-hand-not-leading", f"event {seq} (high-hand of hand {data['hand']}) "
                                     f"puts {data['name']} on the board of {data['period'][0]}, where a better hand "
                                     "was already shown", seq, None)
            else:
                _won(verifier, seq, data, board, rules, chip_unit)
        except (ValueError, KeyError, TypeError, AttributeError, IndexError) as exc:
            verifier.problem("malformed-event", f"event {seq} ({kind}) is malformed: {exc!r}", seq, None)


def _rules_at(conn, session, seq: int) -> tuple[Optional[HighHandRules], int]:
    """The session's ``[high_hand]`` and chip unit in force at event ``seq``: its opening's settings, or
    the latest settings change before ``seq``."""
    rows = conn.execute("SELECT kind, payload FROM events WHERE session IS ? AND seq < ? AND (kind = "
                        "'session-opened' OR (kind = 'session-entry' AND json_extract(payload, '$.entry.op') = "
                        "'settings')) ORDER BY seq DESC LIMIT 1", (session, seq)).fetchone()
    if rows is None:
        return None, 1
    data = json.loads(rows[1])
    text = (data.get("settings") or {}).get("file", "") if rows[0] == "session-opened" else data["entry"]["toml"]
    return _rules(text)


def _rules(text: str) -> tuple[Optional[HighHandRules], int]:
    try:
        settings = parse_session(text)
    except EngineError:
        return None, 1
    return settings.high_hand, settings.stakes.chip_unit


def _board(conn, session, period, seq: int) -> list[tuple[int, int, int]]:
    """The period's board before event ``seq``, from the events' own five cards (each checked on its own
    against the record): [(value, hand, seat)], the best hands, in the order shown."""
    board: list[tuple[int, int, int]] = []
    rows = conn.execute("SELECT kind, payload FROM events WHERE session IS ? AND seq < ? AND kind IN (?, ?) AND "
                        "json_extract(payload, '$.period') = json(?) ORDER BY seq",
                        (session, seq, SHOWN, WITHDRAWN, json.dumps(list(period))))
    for kind, payload in rows:
        data = json.loads(payload)
        key = (data["hand"], data["seat"])
        if kind == WITHDRAWN:
            board = [b for b in board if (b[1], b[2]) != key]
            continue
        value = high_value(parse_cards(" ".join(data["five"])))
        if board and value < board[0][0]:
            continue
        if board and value > board[0][0]:
            board = []
        board.append((value, *key))
    return board


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
    known = verifier.conn.execute("SELECT 1 FROM hands WHERE number = ?", (number,)).fetchone()
    if known is not None and (not rows or rows[0][1] != "hand-started"):
        return None                      # its hand was purged: nothing left to check it against
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
