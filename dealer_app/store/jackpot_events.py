"""The bad beat jackpot in the table's record (RULES.md 12, art. 56-3): what the session's meter did,
as events in the chain, so that ``verify`` can recompute the meter (dealer_app/store/jackpot_check.py).

Written by the table's record (dealer_app/table/record.py) in the same transaction as the request
that made them: a hand's end writes its ``jackpot-increment`` (hand, pot, amount, meter after) and,
when the cards decided a bad beat, its ``jackpot-hit`` (the hands shown with their five cards, the
loser, the winner, the rule that decided); the payment writes ``jackpot-paid`` (the whole meter,
each player's share, who confirmed, who authorised, the meter the next jackpot starts from). A technical
failure (art. 56-3-2) writes ``jackpot-stopped`` (why, since: the failure's own time) and, when the record
and the meter are kept again, ``jackpot-resumed`` (why, stopped_since, at). The rules of a running jackpot
changed by the club write ``jackpot-rules-changed``; a new session going on with the meter of the
table's earlier one writes ``jackpot-carried`` (from which session, the meter) before its first hand; (who authorised, when, the old and the new ``[jackpot]``).
A hit the table could not pay, released by a supervisor, writes ``jackpot-released`` (hand, by, why, the meter it
leaves untouched; the pool for a shared jackpot): nothing paid, the meter goes on.
An increment a floor correction took back (a hand voided or awarded by hand after it ended) is
written again with the amount taken back, never erased. Session events (no hand column): they
come after the hand's own end, and they name the store's hand in their payload.
"""
from __future__ import annotations

from typing import Callable, Optional

from engine.session.writer import jackpot_text

INCREMENT, HIT, CLAIM, PAID = "jackpot-increment", "jackpot-hit", "jackpot-claim", "jackpot-paid"
STOPPED, RESUMED = "jackpot-stopped", "jackpot-resumed"
RULES_CHANGED = "jackpot-rules-changed"
CARRIED = "jackpot-carried"
RELEASED = "jackpot-released"
# Why the jackpot stops and resumes, as the record says it (dealer_app/table/jackpot_guard.py decides;
# the table's line says it in the dealer's words, dealer_app/words/jackpot.py).
STORE_NOT_WRITING = "store not writing"
CENTRAL_UNREACHABLE = "central record unreachable"
STORE_WRITING = "store writing again"
CENTRAL_REACHED = "central record reached again"
KINDS = (INCREMENT, HIT, CLAIM, PAID, STOPPED, RESUMED, RULES_CHANGED, CARRIED, RELEASED)


def jackpot_items(before, after, store_number: Callable[[int], Optional[int]],
                  pool: Optional[str] = None) -> list[tuple[str, dict]]:
    """The events that take the record from the session's jackpot ``before`` a request to ``after`` it
    (engine/session/jackpot.py JackpotState); ``store_number`` gives a session hand's store number.
    ``pool``: the shared jackpot this table plays (its increments name it: the central record's meter of the
    pool counts them, migrations/0014_shared_jackpot.sql)."""
    items: list[tuple[str, dict]] = []
    if before == after:
        return items
    if after.carried_from is not None and before.carried_from is None:
        items.append((CARRIED, {"from_session": after.carried_from, "meter": after.meter}))
    meter = after.meter if after.carried_from != before.carried_from else before.meter
    kept = {(i.hand, i.amount) for i in after.increments}
    for gone in before.increments:
        if (gone.hand, gone.amount) not in kept:
            meter -= gone.amount
            items.append((INCREMENT, _pooled({"hand": store_number(gone.hand), "pot": gone.pot,
                                              "amount": -gone.amount, "meter": meter, "withdrawn": True}, pool)))
    had = {(i.hand, i.amount) for i in before.increments}
    paid = after.paid[len(before.paid):]
    for new in after.increments:
        if (new.hand, new.amount) not in had:
            meter += new.amount
            items.append((INCREMENT, _pooled({"hand": store_number(new.hand), "pot": new.pot, "amount": new.amount,
                                              "meter": meter}, pool)))
    if after.hit is not None and after.hit != before.hit and after.hit.hand != getattr(before.hit, "hand", None):
        items.append((HIT, hit_payload(after.hit, store_number(after.hit.hand))))
    for change in after.rule_changes[len(before.rule_changes):]:
        items.append((RULES_CHANGED, {"by": change.by, "at": change.at, "segment": change.segment,
                                      "old": jackpot_text(change.old), "new": jackpot_text(change.new),
                                      "meter": after.meter}))
    for c in after.claims[len(before.claims):]:
        items.append((CLAIM, {"hand": store_number(c.hand), "pool": c.pool, "claim": c.claim, "outcome": c.outcome,
                              "meter": c.meter, "winner_table": c.winner_table, "reason": c.reason}))
    shared = {c.hand: c for c in after.claims if c.outcome == "won"}
    for p in paid:
        items.append((PAID, {"hand": store_number(p.hand), "meter": p.meter, "loser": p.loser, "winner": p.winner,
                             "shares": [{"seat": seat, "name": name, "amount": amount} for seat, name, amount in p.shares],
                             "confirmed_by": p.confirmed_by, "supervisor": p.supervisor, "management": p.management,
                             "restarts_at": p.restarts_at,
                             **({"pool": shared[p.hand].pool, "claim": shared[p.hand].claim} if p.hand in shared
                                else {})}))
    for r in after.releases[len(before.releases):]:
        items.append((RELEASED, _pooled({"hand": store_number(r.hand), "by": r.by, "why": r.why, "meter": r.meter,
                                         "at": r.at}, pool)))
    return items


def _pooled(payload: dict, pool: Optional[str]) -> dict:
    return {**payload, "pool": pool} if pool is not None else payload


def stop_items(before, after) -> list[tuple[str, dict]]:
    """The jackpot's stops and resumes a request made, written before anything else of it: a stop recorded
    with the request happened before it (the failure's own time), a resume comes before the hand it starts."""
    items: list[tuple[str, dict]] = []
    for i, stop in enumerate(after.stops):
        old = before.stops[i] if i < len(before.stops) else None
        if old is None:
            items.append((STOPPED, {"why": stop.why, "since": stop.since}))
        if stop.resumed_why is not None and (old is None or old.resumed_why is None):
            items.append((RESUMED, {"why": stop.resumed_why, "stopped_since": stop.since, "at": stop.resumed_at}))
    return items


def hit_payload(hit, number: Optional[int]) -> dict:
    """The proof: every hand shown at the showdown with its five cards, and the rule that decided."""
    beat = hit.beat
    return {"hand": number, "rule": beat.rule, "loser": hit.loser, "winner": hit.winner,
            "losers": [hit.seat_of(p) for p in beat.losers],
            "hands": [{"seat": hit.seat_of(h.player), "five": [str(c) for c in h.five], "name": h.name.english(),
                       "both_hole_cards_play": h.both_hole_cards_play} for h in beat.hands],
            "present": [seat for seat, _ in hit.present], "button": hit.button}
