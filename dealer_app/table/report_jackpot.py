"""The session report's jackpots (RULES.md 12): the bad beat jackpot's increments, its hits and payments
with each player's share, the high hands that led their period and the periods won with the prize split.
From the table session's own state (engine/session/jackpot.py and high_hand.py), which the record folds;
nothing is said for a session that ran neither.
"""
from __future__ import annotations

from typing import Callable

from dealer_app.words.jackpot import high_hand_won_words
from dealer_app.words.table import hand_name, seat_words
from engine.session.table import TableSession
from ui.views.words import Words, join, say


def jackpot_lines(session: TableSession, shown: Callable[[int], int] = lambda number: number) -> list[Words]:
    """The report's lines (each to be indented), hands by the number the screens give them (``shown``)."""
    jackpot, high = session.jackpot, session.high_hand
    settings = session.settings
    if not (settings.jackpot.on or settings.high_hand.on or jackpot.increments or jackpot.paid or high.leaders):
        return []
    lines: list[Words] = []
    if settings.jackpot.on or jackpot.increments or jackpot.paid:
        lines.append(say("Report", "bad beat jackpot: increments {count} for {total}; meter now {meter}").format(
            count=len(jackpot.increments), total=sum(i.amount for i in jackpot.increments), meter=jackpot.meter))
    names = dict((seat, p.name) for seat, p in session.seats.items())
    for paid in jackpot.paid:
        shares = [say("Report", "{player} {amount}").format(player=seat_words(seat, name), amount=amount)
                  for seat, name, amount in paid.shares]
        lines.append(say("Report", "hand {hand}: bad beat jackpot {meter} paid (seat {loser} lost to seat {winner}): "
                                   "{shares}").format(hand=shown(paid.hand), meter=paid.meter, loser=paid.loser,
                                                      winner=paid.winner, shares=join(shares, ", ")))
    for released in jackpot.releases:
        lines.append(say("Report", "hand {hand}: bad beat jackpot released by {supervisor}, nothing paid: {why} "
                                   "(meter left at {meter})").format(hand=shown(released.hand),
                                                                     supervisor=released.by, why=released.why,
                                                                     meter=released.meter))
    if jackpot.hit is not None:
        lines.append(say("Report", "hand {hand}: bad beat jackpot won, waiting to be paid").format(
            hand=shown(jackpot.hit.hand)))
    for leader in high.leaders:
        lines.append(say("Report", "hand {hand}: high hand {name}, {player}, at {time}").format(
            hand=shown(leader.hand), name=hand_name(leader.shown.name),
            player=seat_words(leader.seat, names.get(leader.seat, leader.player)),
            time=leader.at.strftime("%H:%M:%S")))
    for won in high.won:
        lines.append(high_hand_won_words(won))
    return lines
