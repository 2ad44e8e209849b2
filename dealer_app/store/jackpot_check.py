"""``verify``'s check of the bad beat jackpot's meter (RULES.md 12): recomputed from the chain.

Each session's meter starts at its session file's ``[jackpot] start``; every ``jackpot-increment``
adds its amount and must say the meter that makes; every ``jackpot-paid`` pays the whole meter, its
shares add up to it, and the meter starts again at the value it records. Any difference is a
problem naming the event: an amount edited in the store shows here even with a valid chain.
A scope that does not reach back to the session's opening starts from the first event's own words.

A shared jackpot's payment (``pool`` in its jackpot-paid) pays the meter the central record froze for this
table's claim, not the table's own meter: it is checked against the ``jackpot-claim`` answer recorded for
its hand (won, with that meter), and a shared payment without such an answer is a problem.
"""
from __future__ import annotations

import json
import tomllib
from typing import Optional

from .jackpot_events import CLAIM, INCREMENT, PAID


def check_jackpot(verifier, start: int) -> None:
    """Problems of the meter in the events after ``start`` (``verifier``: verify.py's run)."""
    meter_of: dict[object, Optional[int]] = {}
    won: dict[tuple, int] = {}              # (session, hand) -> the meter the room froze for its claim
    rows = verifier.conn.execute("SELECT seq, kind, session, payload FROM events WHERE seq > ? AND kind IN "
                                 "('session-opened', ?, ?, ?) ORDER BY seq", (start, INCREMENT, CLAIM, PAID))
    for seq, kind, session, payload in rows:
        try:
            data = json.loads(payload)
            if kind == "session-opened":
                meter_of[session] = _start(data)
                continue
            meter = meter_of.get(session)
            if kind == CLAIM:
                if data["outcome"] == "won":
                    won[(session, data["hand"])] = int(data["meter"])
                continue
            if kind == PAID and "pool" in data:
                _check_shared(verifier, seq, data, won.get((session, data.get("hand"))))
                meter_of[session] = int(data["restarts_at"])
                continue
            if kind == INCREMENT:
                amount, after = int(data["amount"]), int(data["meter"])
                if meter is not None and meter + amount != after:
                    verifier.problem("jackpot-meter-mismatch", f"event {seq} (jackpot-increment of hand "
                                     f"{data.get('hand')}) adds {amount} to a meter of {meter} but says the meter "
                                     f"is {after}, not {meter + amount}", seq, None)
                meter_of[session] = after
            else:
                paid, shares = int(data["meter"]), sum(int(s["amount"]) for s in data["shares"])
                if meter is not None and paid != meter:
                    verifier.problem("jackpot-meter-mismatch", f"event {seq} (jackpot-paid of hand {data.get('hand')}) "
                                     f"pays {paid}, but the meter recomputed from the chain is {meter}", seq, None)
                if shares != paid:
                    verifier.problem("jackpot-shares-mismatch", f"event {seq} (jackpot-paid of hand "
                                     f"{data.get('hand')}): the players' shares add up to {shares}, not the "
                                     f"{paid} paid", seq, None)
                meter_of[session] = int(data["restarts_at"])
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            verifier.problem("malformed-event", f"event {seq} ({kind}) is malformed: {exc!r}", seq, None)


def _check_shared(verifier, seq: int, data: dict, frozen: Optional[int]) -> None:
    """A shared jackpot's payment against the room's answer to the table's claim."""
    paid, shares = int(data["meter"]), sum(int(s["amount"]) for s in data["shares"])
    if frozen is None:
        verifier.problem("jackpot-claim-missing", f"event {seq} (jackpot-paid of hand {data.get('hand')}) pays the "
                         f"shared jackpot {data['pool']!r}, but no claim of that hand won at the central record is "
                         "recorded before it", seq, None)
    elif paid != frozen:
        verifier.problem("jackpot-meter-mismatch", f"event {seq} (jackpot-paid of hand {data.get('hand')}) pays "
                         f"{paid}, but the central record's answer to the claim froze the meter at {frozen}", seq, None)
    if shares != paid:
        verifier.problem("jackpot-shares-mismatch", f"event {seq} (jackpot-paid of hand {data.get('hand')}): the "
                         f"players' shares add up to {shares}, not the {paid} paid", seq, None)


def _start(opened: dict) -> int:
    """The meter a session opens with: its session file's ``[jackpot] start`` (0 without a jackpot)."""
    text = (opened.get("settings") or {}).get("file", "")
    try:
        value = tomllib.loads(text).get("jackpot", {}).get("start", 0)
    except tomllib.TOMLDecodeError:
        return 0
    return value if isinstance(value, int) else 0
