"""What the jackpots did in one hand, in the reader's words: the lines the hand's exports add (the text
record and the dispute report, dealer_app/floor/hand_record.py and dispute_report.py), from the record's
events (dealer_app/store/hand_jackpot.py). None for a hand the jackpots did not touch.
"""
from __future__ import annotations

from datetime import datetime

from engine.card_letters import card_faces
from engine.cards import parse_cards

from dealer_app.store.hand_jackpot import HandJackpot
from dealer_app.words.table import hand_name, seat_words
from ui.views.words import Words, join, say

# The rule that decided a bad beat (RULES.md 12), as the table's standing line says it.
BAD_BEAT_RULE = say("Jackpot", "four sevens or better beaten by a straight flush or a higher four of a kind")


def jackpot_rows(j: HandJackpot) -> tuple[tuple[Words, Words], ...]:
    """(label, value) lines: the increment, the hit with both hands' five cards and the rule, the
    payment with each player's share, the high hand and its share of a period won."""
    rows: list[tuple[Words, Words]] = []
    for i in j.increments:
        if i.get("withdrawn"):
            value = say("Report", "{amount} taken back; meter {meter}").format(amount=-int(i["amount"]),
                                                                              meter=i["meter"])
        else:
            value = say("Report", "{amount} from the pot of {pot}; meter {meter}").format(
                amount=i["amount"], pot=i["pot"], meter=i["meter"])
        rows.append((say("Report", "Jackpot increment"), value))
    if j.hit is not None:
        hands = {h["seat"]: h for h in j.hit["hands"]}
        loser, winner = hands[j.hit["loser"]], hands[j.hit["winner"]]
        rows.append((say("Report", "Bad beat jackpot"), say(
            "Report", "seat {loser} lost with {loser_hand} ({loser_cards}) to seat {winner} with {winner_hand} "
            "({winner_cards}): {rule}").format(
            loser=loser["seat"], loser_hand=hand_name(loser["name"]), loser_cards=_cards(loser["five"]),
            winner=winner["seat"], winner_hand=hand_name(winner["name"]), winner_cards=_cards(winner["five"]),
            rule=BAD_BEAT_RULE)))
    if j.paid is not None:
        p = j.paid
        shares = [say("Report", "{player} {amount}").format(player=seat_words(s["seat"], s["name"]),
                                                            amount=s["amount"]) for s in p["shares"]]
        rows.append((say("Report", "Jackpot paid"), say(
            "Report", "{meter}: {shares}; confirmed by {dealer}, authorised by {supervisor} and {management}").format(
            meter=p["meter"], shares=join(shares, ", "), dealer=p["confirmed_by"], supervisor=p["supervisor"],
            management=p["management"])))
    if j.released is not None:
        r = j.released
        rows.append((say("Report", "Jackpot released"), say(
            "Report", "nothing paid, released by {supervisor}: {why}; the meter left at {meter}").format(
            supervisor=r["by"], why=r["why"], meter=r["meter"])))
    for h in j.high_hands:
        rows.append((say("Report", "High hand"), say("Report", "{hand} ({cards}), {player}, period {start}–{end}").format(
            hand=hand_name(h["name"]), cards=_cards(h["five"]), player=seat_words(h["seat"], h["player"]),
            start=_clock(h["period"][0]), end=_clock(h["period"][1]))))
    for h in j.withdrawn_high_hands:
        rows.append((say("Report", "High hand"), say("Report", "{player}: withdrawn by a correction").format(
            player=seat_words(h["seat"], h["player"]))))
    for w in j.high_hand_won:
        rows.append((say("Report", "High hand won"), say(
            "Report", "{player} {amount} of the prize of {prize}, period {start}–{end}").format(
            player=seat_words(w["seat"], w["player"]), amount=w["amount"], prize=w["prize"],
            start=_clock(w["period"][0]), end=_clock(w["period"][1]))))
    return tuple(rows)


def _cards(five) -> str:
    return card_faces(parse_cards(" ".join(five)))


def _clock(utc: str) -> str:
    """A period's bound in the reader's local time, as the report's other times."""
    return datetime.fromisoformat(utc).astimezone().strftime("%H:%M")
