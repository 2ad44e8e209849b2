"""``verify``'s check of the bad beat jackpot's meter (RULES.md 12): recomputed from the chain.

Each session's meter starts at its session file's ``[jackpot] start``; every ``jackpot-increment``
adds its amount and must say the meter that makes; every ``jackpot-paid`` pays the whole meter, its
shares add up to it, and the meter starts again at the value it records. Any difference is a
problem naming the event: an amount edited in the store shows here even with a valid chain.
A scope that does not reach back to the session's opening starts from the first event's own words.

A shared jackpot's payment (``pool`` in its jackpot-paid) pays the meter the central record froze for this
table's claim, not the table's own meter: it is checked against the ``jackpot-claim`` answer recorded for
its hand (won, with that meter), and a shared payment without such an answer is a problem.

A technical failure (art. 56-3-2): ``jackpot-stopped`` and ``jackpot-resumed`` must alternate, each
resume naming the stop it ends; a hand started while the jackpot was stopped takes no increment and
decides no hit (its start decides, engine/session/jackpot.py).

The meter's arithmetic alone cannot catch an increment edited together with the meter it says (and every
meter after it): each hand's ``jackpot-increment`` events must add up to the increment the hand's replay
from its recorded inputs gives (0 for a hand voided or awarded by hand), and its ``jackpot-hit`` must be the
bad beat the recorded cards decide (the same loser, winner and five cards), none when they decide none
(``check_jackpot_hands``, after verify.py has replayed the hands).

A hit released by a supervisor (``jackpot-released``) pays nothing: the meter it says must be the meter
recomputed from the chain (a release never moves it), and the meter goes on from there.

A session that goes on with the meter of the table's earlier session starts from its ``jackpot-carried``
meter, which must be that session's last meter as the chain makes it (``jackpot-carry-mismatch``).
"""
from __future__ import annotations

import json
import tomllib
from typing import Optional

from engine.jackpot.bad_beat import bad_beat

from .jackpot_events import CARRIED, CLAIM, HIT, INCREMENT, PAID, RELEASED, RESUMED, STOPPED


class Claims:
    """What the jackpot's events say of each hand: its increments' sum (first event), its hit (event)."""

    def __init__(self):
        self.increments: dict[int, tuple[int, int]] = {}      # hand -> (sum of amounts, first seq)
        self.hits: dict[int, tuple[int, dict]] = {}           # hand -> (seq, payload)

    def add(self, seq: int, kind: str, data: dict) -> None:
        hand = data.get("hand")
        if kind == INCREMENT:
            total, first = self.increments.get(hand, (0, seq))
            self.increments[hand] = (total + int(data["amount"]), first)
        elif kind == HIT:
            self.hits[hand] = (seq, data)


def check_jackpot(verifier, start: int) -> Claims:
    """Problems of the meter in the events after ``start`` (``verifier``: verify.py's run); returns what the
    events claim of each hand, for ``check_jackpot_hands`` once the hands are replayed."""
    claims = Claims()
    meter_of: dict[object, Optional[int]] = {}
    won: dict[tuple, int] = {}              # (session, hand) -> the meter the room froze for its claim
    stopped_since: dict[object, Optional[str]] = {}      # a session's open stop (its since), absent: running
    dealt_stopped: set[int] = set()                      # the hands started while the jackpot was stopped
    rows = verifier.conn.execute("SELECT seq, kind, session, hand, payload FROM events WHERE seq > ? AND kind IN "
                                 "('session-opened', 'hand-started', ?, ?, ?, ?, ?, ?, ?, ?) ORDER BY seq",
                                 (start, INCREMENT, CLAIM, PAID, HIT, STOPPED, RESUMED, CARRIED, RELEASED))
    for seq, kind, session, hand, payload in rows:
        try:
            data = json.loads(payload)
            if kind == "session-opened":
                meter_of[session] = _start(data)
                stopped_since.pop(session, None)
                continue
            if kind == "hand-started":
                if session in stopped_since:
                    dealt_stopped.add(hand)
                continue
            if kind == CARRIED:
                source, carried = data["from_session"], int(data["meter"])
                if source in meter_of and meter_of[source] != carried:
                    verifier.problem("jackpot-carry-mismatch", f"event {seq} carries a meter of {carried} from "
                                     f"session {source}, whose last meter recomputed from the chain is "
                                     f"{meter_of[source]}", seq, None)
                meter_of[session] = carried
                continue
            if kind in (STOPPED, RESUMED):
                _stop_or_resume(verifier, seq, kind, session, data, stopped_since)
                continue
            if data.get("hand") in dealt_stopped and not data.get("withdrawn"):
                verifier.problem("jackpot-while-stopped", f"event {seq} ({kind} of hand {data.get('hand')}): the "
                                 "hand was dealt while the jackpot was stopped, it takes no increment and wins "
                                 "nothing", seq, None)
            claims.add(seq, kind, data)
            if kind == HIT:
                continue
            meter = meter_of.get(session)
            if kind == RELEASED:
                said = int(data["meter"])
                if meter is not None and said != meter:
                    verifier.problem("jackpot-meter-mismatch", f"event {seq} (jackpot-released of hand "
                                     f"{data.get('hand')}) leaves the meter at {said}, but the meter recomputed from "
                                     f"the chain is {meter}: a release pays nothing and moves no meter", seq, None)
                continue
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
    return claims


def replayed_jackpot(stored, hand, status: str) -> tuple[int, Optional[dict]]:
    """The increment and the bad beat the rules make of a replayed hand (``hand``, from ``stored``'s inputs),
    as the session decides them (engine/session/jackpot.py): only a hand played to its end has them; the
    bad beat as the ``jackpot-hit`` event says it (the seats, each hand's five cards), None when none."""
    rules = stored.config.jackpot
    if status != "complete" or not rules.on:
        return 0, None
    increment = hand.jackpot_increment
    if hand.phase != "complete" or not hand.shown:
        return increment, None
    holes = [hand.shown.get(p) for p in range(hand.n)]
    first = hand.run_boards[0] if hand.runs > 1 else tuple(hand.board)
    beat = bad_beat(rules, stored.config.game, holes, first, hand._build_pots(hand.contributions),
                    run=1 if hand.runs > 1 else 0, bomb_pot=stored.config.bomb_pot)
    if not beat.qualifies:
        return increment, None
    seat = [p.seat for p in stored.config.players]
    return increment, {"loser": seat[beat.loser], "winner": seat[beat.winner],
                       "hands": {seat[h.player]: sorted(str(c) for c in h.five) for h in beat.hands}}


def check_jackpot_hands(verifier, claims: Claims, replayed: dict) -> None:
    """Each replayed hand's increment and bad beat (``replayed``: hand -> replayed_jackpot) against what the
    jackpot's events claim of it."""
    for number, (increment, beat) in replayed.items():
        claimed, seq = claims.increments.get(number, (0, None))
        if claimed != increment:
            verifier.problem("jackpot-increment-mismatch", f"the jackpot-increment events of hand {number} add "
                             f"{claimed}, but the hand replayed from its recorded inputs gives {increment}",
                             seq, number)
        hit_seq, hit = claims.hits.get(number, (None, None))
        if hit is None and beat is not None:
            verifier.problem("jackpot-hit-mismatch", f"hand {number}'s recorded cards decide a bad beat (seat "
                             f"{beat['loser']} beaten by seat {beat['winner']}), but no jackpot-hit records it",
                             None, number)
        elif hit is not None and beat is None:
            verifier.problem("jackpot-hit-mismatch", f"event {hit_seq} records a bad beat in hand {number}, but "
                             "its recorded cards decide none", hit_seq, number)
        elif hit is not None:
            said = {"loser": hit.get("loser"), "winner": hit.get("winner"),
                    "hands": {h.get("seat"): sorted(h.get("five") or []) for h in hit.get("hands") or []}}
            if said != beat:
                verifier.problem("jackpot-hit-mismatch", f"event {hit_seq} records hand {number}'s bad beat as "
                                 f"{said}, but its recorded cards decide {beat}", hit_seq, number)


def meter_to_carry(conn, table: str) -> Optional[tuple[int, int]]:
    """(session, its last meter) of the latest session of ``table`` in the store that ran a bad beat jackpot of its own
    (not one shared by the room, whose meter is the central record's); None when there is none. The meter is
    the chain's: its start or the meter carried into it, its increments, its payments."""
    found: Optional[tuple[int, int]] = None
    own: dict[object, bool] = {}
    rows = conn.execute("SELECT kind, session, payload FROM events WHERE table_id = ? AND kind IN "
                        "('session-opened', ?, ?, ?) ORDER BY seq", (table, INCREMENT, PAID, CARRIED))
    for kind, session, payload in rows:
        data = json.loads(payload)
        if kind == "session-opened":
            own[session] = _own_jackpot(data)
            meter = _start(data)
        elif kind == INCREMENT or kind == CARRIED:
            meter = int(data["meter"])
        else:
            meter = int(data["restarts_at"])
        if own.get(session):
            found = (session, meter)
    return found


def _own_jackpot(opened: dict) -> bool:
    text = (opened.get("settings") or {}).get("file", "")
    try:
        rules = tomllib.loads(text).get("jackpot", {})
    except tomllib.TOMLDecodeError:
        return False
    return rules.get("on") is True and rules.get("shared") is not True


def _stop_or_resume(verifier, seq: int, kind: str, session, data: dict, stopped_since: dict) -> None:
    """A stop while stopped, a resume of no stop or of another one: the record of the failure is not whole."""
    if kind == STOPPED:
        if session in stopped_since:
            verifier.problem("jackpot-stop-out-of-turn", f"event {seq} stops the jackpot, already stopped since "
                             f"{stopped_since[session]}", seq, None)
        stopped_since[session] = data["since"]
        return
    if session not in stopped_since:
        verifier.problem("jackpot-stop-out-of-turn", f"event {seq} resumes the jackpot, which was not stopped",
                         seq, None)
    elif stopped_since[session] != data["stopped_since"]:
        verifier.problem("jackpot-stop-out-of-turn", f"event {seq} resumes a stop since {data['stopped_since']}, "
                         f"but the jackpot was stopped since {stopped_since[session]}", seq, None)
    stopped_since.pop(session, None)


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
