"""The jackpots' standing line at the table (RULES.md 12): the conditions of the increment and what wins,
from the session's settings, in the dealer's words. The conditions are shown at the table for as long as
the jackpot runs (they cannot change while it does); "" when neither the jackpot nor the high hand is on.

Every sentence is ``Words`` (ui/views/words.py): the console says it in the dealer's language.
"""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from dealer_app.words.table import hand_name
from engine.card_letters import card_face
from engine.jackpot.rules import BASE_MAIN_POT, HighHandRules, JackpotRules
from engine.settings import SessionSettings
from dealer_app.store.jackpot_events import CENTRAL_UNREACHABLE
from ui.views.words import Words, join, say


def _rate(percent: Fraction) -> Decimal:
    """1/2 -> 0.5: the file's percentages are decimals, said as the language writes a rate."""
    return Decimal(percent.numerator) / Decimal(percent.denominator)


def increment_words(rules: JackpotRules) -> Words:
    """"1 % of the pot after the levy, from a pot of 100": what each hand adds to the meter."""
    if rules.percent and rules.base == BASE_MAIN_POT:
        take = say("Jackpot", "{percent} % of the main pot after the levy").format(percent=_rate(rules.percent))
    elif rules.percent:
        take = say("Jackpot", "{percent} % of the pot after the levy").format(percent=_rate(rules.percent))
    elif rules.fixed:
        take = say("Jackpot", "{amount} a hand").format(amount=rules.fixed)
    else:
        return say("Jackpot", "no increment")
    if rules.minimum_pot:
        return say("Jackpot", "{increment}, from a pot of {minimum}").format(increment=take,
                                                                             minimum=rules.minimum_pot)
    return take


def bad_beat_words(rules: JackpotRules) -> Words:
    """"Bad beat jackpot: 1 % of the pot after the levy, from a pot of 100 · four sevens or better beaten by a
    straight flush or a higher four of a kind"."""
    return join([say("Jackpot", "Bad beat jackpot: {increment}").format(increment=increment_words(rules)),
                 say("Jackpot", "four sevens or better beaten by a straight flush or a higher four of a kind")])


def high_hand_words(rules: HighHandRules) -> Words:
    """"High hand every 60 min: A♣ A♦ A♥ K♣ K♦ or better, prize 500" (the cards in the language's letters)."""
    minimum = join([card_face(c) for c in rules.minimum], " ")
    if rules.prize:
        return say("Jackpot", "High hand every {minutes} min: {minimum} or better, prize {prize}").format(
            minutes=rules.minutes, minimum=minimum, prize=rules.prize)
    return say("Jackpot", "High hand every {minutes} min: {minimum} or better").format(
        minutes=rules.minutes, minimum=minimum)


def stopped_words(state) -> Words:
    """The jackpot stopped (art. 56-3-2), said for as long as it is: since when, why, what it means."""
    if state.stopped.startswith(CENTRAL_UNREACHABLE):
        cause = say("Jackpot", "the central record cannot be reached")
    else:
        cause = say("Jackpot", "the table's record cannot be written")
    return say("Jackpot", "BAD BEAT JACKPOT STOPPED since {since}: {cause}; no increment is taken and no jackpot "
                          "can be won until it resumes").format(since=(state.stopped_since or "").replace("T", " "),
                                                                cause=cause)


def jackpot_line(settings: SessionSettings, state=None) -> Words | str:
    """The table's standing jackpot line; "" when the session runs neither jackpot. ``state``: the session's
    jackpot (engine/session/values.py JackpotState); a stopped one is said first."""
    stopped = [stopped_words(state)] if settings.jackpot.on and state is not None and state.stopped else []
    parts = stopped + ([bad_beat_words(settings.jackpot)] if settings.jackpot.on else []) + (
        [high_hand_words(settings.high_hand)] if settings.high_hand.on else [])
    return join(parts) if parts else ""


def jackpot_prompt(hit) -> Words:
    """What the dealer does while a bad beat waits to be paid (lower case: the screen puts the capital)."""
    if not hit.confirmed_by:
        return say("Jackpot", "bad beat jackpot: check both hands, then confirm it (K)")
    return say("Jackpot", "bad beat jackpot: supervisor, then management, authorise (K)")


def high_hand_standing(state, number_shown=None) -> Words | str:
    """The high hand at this table beside the jackpot line (engine/session/high_hand.py): the period's
    leaders, "High hand 14:00–15:00: four nines, seat 3 (Anna)", and the last period won with its prize
    split, "High hand 13:00–14:00 won: seat 3 (Anna) 5,005 · seat 5 (Boris) 5,000"; "" when neither."""
    parts: list[Words] = []
    if state.won:
        parts.append(high_hand_won_words(state.won[-1]))
    if state.board is not None:
        leaders = [say("Jackpot", "{hand}, seat {seat} ({name})").format(hand=hand_name(h.shown.name), seat=h.seat,
                                                                        name=h.player)
                   for h in state.board.hands]
        parts.append(say("Jackpot", "High hand {start}–{end}: {leaders}").format(
            start=_clock(state.board.start), end=_clock(state.board.end), leaders=join(leaders, "; ")))
    return join(parts) if parts else ""


def high_hand_won_words(won) -> Words:
    """"High hand 13:00–14:00 won: seat 3 (Anna) 5,005, seat 5 (Boris) 5,000" (engine/session/values.py)."""
    shares = [say("Jackpot", "seat {seat} ({name}) {amount}").format(seat=h.seat, name=h.player, amount=amount)
              for h, amount in zip(won.board.hands, won.shares)]
    return say("Jackpot", "High hand {start}–{end} won: {shares}").format(
        start=_clock(won.board.start), end=_clock(won.board.end), shares=join(shares, ", "))


def _clock(at) -> str:
    return at.strftime("%H:%M")
