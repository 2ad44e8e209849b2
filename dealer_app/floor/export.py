"""One stored hand as a document the floor hands out: PHH of its effective
inputs with the record's facts, or the dispute report's text.

Used by ``dealer-app export`` (dealer_app/commands/export.py) and by the
floor window's export (dealer_app/floor/controller.py), so the floor no longer
reaches into a command module.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Optional

from engine import phh
from engine.phh.export import to_history

from dealer_app.floor.hand_record import as_text, build
from dealer_app.store.hand_jackpot import HandJackpot
from dealer_app.store.recall import StoredHand
from dealer_app.store.results import compare_result
from dealer_app.store.verify import check_hand_links


def hand_document(reader, number: int, fmt: str, language: str) -> tuple[str, list[str]]:
    """One hand's document and what is wrong with its record (a hand that cannot be replayed is
    written as a note, so one bad hand does not stop a year's export)."""
    try:
        stored = reader.load_hand(number)
        problems = check_hand_links(reader, number)
        differences = compare_result(stored)
        if fmt == "phh":
            document = phh_text(stored, reader.hand_jackpot(number))
        else:
            document = as_text(build(stored, reader.replay_steps(number), problems, jackpot=reader.hand_jackpot(number)),
                               language)
    except Exception as exc:
        why = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
        note = f"hand {number} cannot be exported: {why}"
        return (f"# {note}\n" if fmt == "phh" else note + "\n"), [note]
    warnings = [p.message for p in problems]
    if differences:
        warnings.append(f"hand {number}'s recorded result is not the rules' result: "
                        + "; ".join(d.text() for d in differences) + " [result-mismatch]")
    return document, warnings


def phh_text(stored: StoredHand, jackpot: Optional[HandJackpot] = None) -> str:
    """PHH of the hand's effective inputs (corrections applied), with the record's facts; ``jackpot``: the
    jackpots' events naming the hand (StoreReader.hand_jackpot), written as user fields when there are any."""
    hand = stored.rebuild()
    history = to_history(hand)
    winner = _uncontested_winner(hand)
    if winner is not None and history.variant in phh.SUPPORTED_VARIANTS:
        # PHH has every player at the showdown show or muck; our engine pays the last player
        # in as soon as the others have mucked. pokerkit, PHH's reference, then needs the
        # winner's cards to pay the pot; the comment says they were not shown at the table.
        # Not for a game PHH has no code for: pokerkit refuses that file, and our replay
        # ends the hand at the last muck.
        cards = "".join(str(c) for c in hand.hole[winner])
        history.actions = [*history.actions, f"p{winner + 1} sm {cards} # the last player in after the others "
                           "mucked: paid without showing at the table"]
    started = datetime.fromtimestamp(stored.started_utc_us / 1e6, timezone.utc)
    extra = {"hand": stored.number, "table": stored.table,
             "year": started.year, "month": started.month, "day": started.day,
             "time": started.time().replace(microsecond=0), "time_zone": "UTC"}
    seats = [p.seat for p in stored.config.players]
    if all(s is not None for s in seats):
        extra["seats"] = seats
    first, last = stored.events[0], stored.events[-1]
    extra.update({"_status": stored.status, "_first_event": first.seq, "_last_event": last.seq,
                  "_last_event_hash": last.hash.hex(), "_corrections": len(stored.corrections)})
    if stored.end is not None and stored.end.payload["status"] in ("complete", "awarded"):
        extra.update({"_rake": stored.end.payload["rake"], "_jackpot": stored.end.payload["jackpot"]})
    # Beside the rake, whatever the hand's end: the register's "temps perçu" checked against the table's own record
    # (a voided hand's is 0, what it took given back).
    extra["_time_collected"] = stored.time_collected
    if stored.end is not None and stored.end.payload["status"] == "awarded":
        # PHH has no form for a pot a supervisor shared out by hand: the shares and stacks as user fields.
        extra.update({"_awarded_by_hand": stored.end.payload["payouts"],
                      "_finishing_stacks": stored.end.payload["finishing_stacks"]})
    if jackpot is not None and not jackpot.empty:
        extra.update(jackpot_fields(jackpot))
    history.extra = {**history.extra, **extra}
    return phh.dumps(history)


def jackpot_fields(j: HandJackpot) -> dict:
    """PHH user fields (the specification's names beginning with an underscore) for what the jackpots did in
    the hand, as the record says it: seats as the table numbers them, cards as PHH writes them ("7s7h7d7c9d")."""
    fields: dict = {}
    if j.increments:
        fields["_jackpot_increment"] = j.increment
        fields["_jackpot_meter"] = int(j.increments[-1]["meter"])
    if j.hit is not None:
        fields["_jackpot_hit"] = {"rule": j.hit["rule"], "loser_seat": j.hit["loser"], "winner_seat": j.hit["winner"],
                                  "hands": [{"seat": h["seat"], "five": "".join(h["five"]), "name": h["name"]}
                                            for h in j.hit["hands"]]}
    if j.paid is not None:
        p = j.paid
        fields["_jackpot_paid"] = {"meter": p["meter"], "confirmed_by": p["confirmed_by"],
                                   "supervisor": p["supervisor"], "management": p["management"],
                                   "shares": [{"seat": s["seat"], "name": s["name"], "amount": s["amount"]}
                                              for s in p["shares"]]}
    if j.released is not None:
        fields["_jackpot_released"] = {"by": j.released["by"], "why": j.released["why"],
                                       "meter": j.released["meter"]}
    if j.high_hands:
        fields["_high_hand"] = [{"seat": h["seat"], "player": h["player"], "five": "".join(h["five"]),
                                 "name": h["name"], "shown_at": h["shown_at"], "period": list(h["period"])}
                                for h in j.high_hands]
    if j.high_hand_won:
        fields["_high_hand_won"] = [{"seat": w["seat"], "player": w["player"], "amount": w["amount"],
                                     "prize": w["prize"], "period": list(w["period"])} for w in j.high_hand_won]
    return fields


def _uncontested_winner(hand):
    """The player paid at a showdown the others gave up by mucking, with no cards shown."""
    if not hand.is_complete or not hand.inputs or hand.inputs[-1][0] != "muck":
        return None
    left = hand.players_in_hand()
    if len(left) != 1 or left[0] in hand.shown or any(c is None for c in hand.hole[left[0]]):
        return None
    return left[0]
