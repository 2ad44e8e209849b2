"""The poker words the dealer reads most, as translatable ``Words`` (no Qt here).

The engine speaks English in a small fixed grammar (card labels "seat 4, hole
card 2", hand names "kings full of tens", the pot-limit arithmetic "3 × 30 +
10 + 5 = 105; all-in is 250") and refuses with a stable code plus numbers.
This module turns each into a ``Words`` whose English text is exactly the
engine's, so the screen can say it in French or Russian (ui/i18n.py).
Text outside the grammar is passed through as it is: never lost, only
untranslated.
"""
from __future__ import annotations

import re
from typing import Optional

from engine.cards import Card
from engine.errors import EngineError

from dealer_app.words.base import Words, say

# ------------------------------------------------------------------ cards

_RANKS = {
    2: say("Cards", "two"), 3: say("Cards", "three"), 4: say("Cards", "four"), 5: say("Cards", "five"),
    6: say("Cards", "six"), 7: say("Cards", "seven"), 8: say("Cards", "eight"), 9: say("Cards", "nine"),
    10: say("Cards", "ten"), 11: say("Cards", "jack"), 12: say("Cards", "queen"), 13: say("Cards", "king"),
    14: say("Cards", "ace"),
}
_SUITS = {"c": say("Cards", "clubs"), "d": say("Cards", "diamonds"), "h": say("Cards", "hearts"),
          "s": say("Cards", "spades")}


def card_name(card: Card) -> Words:
    """"Ace of spades" (the engine's ``card.name``, capitalised)."""
    return say("Cards", "{rank} of {suit}", "card name").format(rank=_RANKS[card.rank], suit=_SUITS[card.suit])


_SEAT_CARD = re.compile(r"^seat (\d+), hole card (\d+)$")
_PLAYER_CARD = re.compile(r"^player (\d+), hole card (\d+)$")
_FLOP = re.compile(r"^flop (\d)$")
_RUN_CARD = re.compile(r"^run (\d+), (.+)$")          # a board run more than once: "run 2, turn"


def card_label(label: str) -> str:
    """The card the deal expects, from the engine's label: "seat 4, hole card 2", "burn", "flop 1", "turn"."""
    m = _RUN_CARD.match(label)
    if m:
        return say("Cards", "run {run}, {card}").format(run=int(m[1]), card=card_label(m[2]))
    m = _SEAT_CARD.match(label)
    if m:
        return say("Cards", "seat {seat}, hole card {number}").format(seat=int(m[1]), number=int(m[2]))
    m = _PLAYER_CARD.match(label)
    if m:
        return say("Cards", "player {player}, hole card {number}").format(player=int(m[1]), number=int(m[2]))
    m = _FLOP.match(label)
    if m:
        return say("Cards", "flop {number}").format(number=int(m[1]))
    fixed = {"burn": say("Cards", "burn"), "turn": say("Cards", "turn"), "river": say("Cards", "river")}
    return fixed.get(label, label)


def seat_words(seat: int, name: str) -> Words:
    return say("Controller", "seat {seat} ({name})").format(seat=seat, name=name)


# What a player did, as the engine's event says it (the dealer's message line, the corrections list).
_DONE = {
    "fold": say("Controller", "{who} folds"),
    "check": say("Controller", "{who} checks"),
    "call": say("Controller", "{who} calls {amount}"),
    "bet": say("Controller", "{who} bets to {total}"),
    "raise": say("Controller", "{who} raises to {total}"),
}


def action_done(who: str, event) -> Words:
    """"seat 4 (Dmitri) raises to 90" from the engine's Event (kind, amount added, total)."""
    done = _DONE.get(event.kind)
    if done is None:
        return say("Controller", "{who}: {action}").format(who=who, action=f"{event.kind} {event.total}")
    return done.format(who=who, amount=event.amount or 0, total=event.total or 0)


# ------------------------------------------------------------- hand names

_PLURAL_RANKS = {
    "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7, "eights": 8, "nines": 9,
    "tens": 10, "jacks": 11, "queens": 12, "kings": 13, "aces": 14,
}
_SINGLE_RANKS = {w.template: r for r, w in _RANKS.items()}
_RANKS_WORDS = {
    2: say("Hands", "twos"), 3: say("Hands", "threes"), 4: say("Hands", "fours"), 5: say("Hands", "fives"),
    6: say("Hands", "sixes"), 7: say("Hands", "sevens"), 8: say("Hands", "eights"), 9: say("Hands", "nines"),
    10: say("Hands", "tens"), 11: say("Hands", "jacks"), 12: say("Hands", "queens"), 13: say("Hands", "kings"),
    14: say("Hands", "aces"),
}
# "of kings": French elides before a vowel ("carré d'as", "paire de rois").
_OF_RANKS = {
    2: say("Hands", "of twos"), 3: say("Hands", "of threes"), 4: say("Hands", "of fours"),
    5: say("Hands", "of fives"), 6: say("Hands", "of sixes"), 7: say("Hands", "of sevens"),
    8: say("Hands", "of eights"), 9: say("Hands", "of nines"), 10: say("Hands", "of tens"),
    11: say("Hands", "of jacks"), 12: say("Hands", "of queens"), 13: say("Hands", "of kings"),
    14: say("Hands", "of aces"),
}
_R = "(" + "|".join(_PLURAL_RANKS) + ")"
_S = "(" + "|".join(_SINGLE_RANKS) + ")"
_HAND_FORMS = (
    (re.compile(rf"^four {_R}$"), say("Hands", "four {ranks}", "hand")),
    (re.compile(rf"^{_R} full of {_R}$"), say("Hands", "{ranks} full of {ranks2}")),
    (re.compile(rf"^three {_R}$"), say("Hands", "three {ranks}", "hand")),
    (re.compile(rf"^two pair, {_R} and {_R}$"), say("Hands", "two pair, {ranks} and {ranks2}")),
    (re.compile(rf"^pair of {_R}$"), say("Hands", "pair {of_ranks}")),
    (re.compile(rf"^straight flush, {_S} high$"), say("Hands", "straight flush, {rank} high")),
    (re.compile(rf"^{_S}-high flush$"), say("Hands", "{rank}-high flush")),
    (re.compile(rf"^{_S}-high straight$"), say("Hands", "{rank}-high straight")),
    (re.compile(rf"^{_S} high$"), say("Hands", "{rank} high")),
)


def hand_name(text: str) -> str:
    """A winning hand as the engine names it ("kings full of tens", "7-5-3-2-A" for a low)."""
    if text == "royal flush":
        return say("Hands", "royal flush")
    for pattern, words in _HAND_FORMS:
        m = pattern.match(text)
        if not m:
            continue
        if "{rank}" in words.template:
            rank = _SINGLE_RANKS[m[1]]
            return words.format(rank=_RANKS[rank])
        first = _PLURAL_RANKS[m[1]]
        values: dict[str, object] = {"ranks": _RANKS_WORDS[first], "of_ranks": _OF_RANKS[first]}
        if m.lastindex and m.lastindex > 1:
            second = _PLURAL_RANKS[m[2]]
            values.update(ranks2=_RANKS_WORDS[second], of_ranks2=_OF_RANKS[second])
        return words.format(**values)
    return text                      # a low ("7-5-3-2-A") needs no words


# ----------------------------------------------------- the pot-limit sum

_HEAD_POT = re.compile(r"^the pot, (\d+)")
_HEAD_SUM = re.compile(r"^(3 × [0-9 +−]+?)(?: \+ (\d+) \(small blind, not posted\))? = (\d+)")
_ROUNDED = re.compile(r"^, rounded up to (\d+)")
_WHOLE = re.compile(r"^, (\d+) in whole (\d+)-chips")
_ALL_IN = re.compile(r"^; all-in is (\d+)")


def pot_limit_arithmetic(text: str) -> str:
    """The engine's pot-limit arithmetic: "3 × 30 + 10 + 5 = 105", "the pot, 40", with its endings."""
    m = _HEAD_POT.match(text) or _HEAD_SUM.match(text)
    if not m:
        return text
    if m.re is _HEAD_POT:
        words: str = say("PotLimit", "the pot, {total}").format(total=int(m[1]))
    elif m[2]:
        # A small blind nobody posted, counted in the pot (RULES.md 4): said in words.
        words = say("PotLimit", "{terms} + {small_blind} (small blind, not posted) = {total}").format(
            terms=Words("", m[1]), small_blind=int(m[2]), total=int(m[3]))
    else:
        words = Words("", f"{m[1]} = {m[3]}")    # numbers only: the same in every language
    rest = text[m.end():]
    while rest:
        for pattern in (_ROUNDED, _WHOLE, _ALL_IN):
            m = pattern.match(rest)
            if m:
                break
        else:
            return text                          # an ending this module does not know: say it as it is
        if pattern is _ROUNDED:
            words = say("PotLimit", "{sum}, rounded up to {total}").format(sum=words, total=int(m[1]))
        elif pattern is _WHOLE:
            words = say("PotLimit", "{sum}, {total} in whole {unit}-chips").format(
                sum=words, total=int(m[1]), unit=int(m[2]))
        else:
            words = say("PotLimit", "{sum}; all-in is {total}").format(sum=words, total=int(m[1]))
        rest = rest[m.end():]
    return words


# ------------------------------------------------------ betting words

def to_words(raise_word: str, total: int) -> Words:
    """"bet to 40" / "raise to 105"."""
    if raise_word == "bet":
        return say("Betting", "bet to {total}").format(total=total)
    return say("Betting", "raise to {total}").format(total=total)


def engine_refusal(exc: EngineError, who: str = "", raise_word: str = "raise",
                   arithmetic: str = "", cap: Optional[int] = None) -> str:
    """An engine refusal in the dealer's words, by its code and numbers; the engine's text otherwise.

    ``who`` names the player ("seat 4 (Dmitri)"), ``raise_word`` is the legal
    word ("bet" or "raise") and ``arithmetic`` the pot-limit sum, for the
    codes whose numbers do not carry them.
    """
    n = exc.numbers
    code = exc.code
    got = n.get("got")
    # A refusal met again later (a correction replayed) carries the word and the sum it was made with.
    raise_word = n.get("word", raise_word)
    arithmetic = arithmetic or n.get("arithmetic", "")
    if code == "cannot-check":
        return say("Refusals", "{who} cannot check: {to_call} to call").format(who=who, to_call=n["to_call"])
    if code == "nothing-to-call":
        return say("Refusals", "there is nothing for {who} to call: check").format(who=who)
    if code == "raise-not-above-bet" and isinstance(got, int):
        return say("Refusals", "a {action} is not above the {current} already bet").format(
            action=to_words(raise_word, got), current=n["current_bet"])
    if code == "raise-above-stack" and isinstance(got, int):
        return say("Refusals", "{who} has not enough chips for {action}: the most is {most}").format(
            who=who, action=to_words(raise_word, got), most=to_words(raise_word, n["max"]))
    if code == "wrong-limit-amount" and isinstance(got, int):
        return say("Refusals", "in limit it is {action} exactly, not {got}").format(
            action=to_words(raise_word, n["amount"]), got=got)
    if code == "raise-above-pot-limit" and isinstance(got, int):
        return say("Refusals", "{action} is above the pot limit: the most is {most} ({arithmetic})").format(
            action=to_words(raise_word, got), most=to_words(raise_word, n["max"]),
            arithmetic=pot_limit_arithmetic(arithmetic))
    if code == "raise-below-minimum" and isinstance(got, int):
        return say("Refusals", "{action} is below the minimum: {least}").format(
            action=to_words(raise_word, got), least=to_words(raise_word, n["min"]))
    if code == "not-chip-unit" and isinstance(got, int):
        return say("Refusals", "{got} is not a whole number of {unit}-chips").format(got=got, unit=n["chip_unit"])
    if code == "not-enough-chips":
        return say("Refusals", "{who} has not enough chips to raise: call all-in or fold").format(who=who)
    if code == "betting-closed":
        return say("Refusals", "{who} already acted and the all-in since was less than a full raise: "
                               "call or fold").format(who=who)
    if code == "others-all-in":
        return say("Refusals", "every other player is all-in: {who} may only call or fold").format(who=who)
    if code == "raise-cap-reached" and cap is not None:
        return say("Refusals", "the betting is capped at a bet and {cap} raises: call or fold").format(cap=cap)
    if code == "seat-taken" and "seats" in n:
        # New settings with fewer seats than a player's (engine/session_seats.py, a settings change).
        return say("Settings", "seat {seat} is taken: the table cannot shrink to {seats} seats").format(
            seat=n["seat"], seats=n["seats"])
    if code == "card-seen-twice" and "card" in n:
        return say("Refusals", "{card} was already dealt in this hand").format(card=n["card"])
    cause = getattr(exc, "cause", None)
    if code == "correction-refused" and isinstance(cause, EngineError):
        # The engine's text names the input with its record ("#83 cannot become seat 5 raise to 500 at
        # 2026-11-26T03:46:33"): the rule it broke is what the dealer needs, in the dealer's words.
        return say("Refusals", "the rules refuse this change: {why}").format(
            why=engine_refusal(cause, who, raise_word, arithmetic, cap))
    if code == "correction-conflicts" and isinstance(cause, EngineError):
        return say("Refusals", "with this change, a later input no longer stands: {why}; undo or correct that "
                               "one first").format(why=engine_refusal(cause, who, raise_word, arithmetic, cap))
    if code == "not-an-amount":
        return say("Refusals", "the input to change is not a bet or a raise: it has no amount to change")
    if code == "nothing-to-correct":
        return say("Refusals", "nothing has happened in this hand yet: nothing to correct")
    if code == "too-few-players":
        # Players added to the draw have no seat yet: they do not count until the seats are drawn.
        return say("Refusals", "two players are needed to deal a hand, and %n is seated: seat the players "
                               "first (Seating, F3: add them, then draw the seats)", None, int(n.get("players", 0)))
    return exc.message


# ------------------------------------------------------- the card reader

_PORT_WHY = re.compile(r"cannot be opened: (.*)\.$")
_LOST_WHY = re.compile(r"was lost: (.*)\.$")
_STATUS_WORDS = {"the shoe is jammed: clear it": say("Source", "the shoe is jammed: clear it")}


def fault_words(code: str, message: str, details: dict) -> str:
    """A card reader's fault the dealer must see, by its code (hardware/source.py FaultCode)."""
    if code == "shoe-empty":
        return say("Source", "The shoe is empty.")
    if code == "shoe-jammed":
        return say("Source", "The shoe is jammed: clear it before dealing on.")
    if code == "heartbeat-lost" and "seconds" in details:
        return say("Source", "The shoe stopped answering ({seconds} s without a heartbeat).").format(
            seconds=str(details["seconds"]))
    if code == "command-refused" and "reason" in details:
        return say("Source", "The shoe refused a command ({reason}).").format(reason=str(details["reason"]))
    m = _PORT_WHY.search(message)
    if code == "port-unavailable" and m and "url" in details:
        return say("Source", "The card reader port {url} cannot be opened: {why}.").format(
            url=str(details["url"]), why=m[1])
    m = _LOST_WHY.search(message)
    if code == "disconnected" and m:
        return say("Source", "The card reader was lost: {why}.").format(why=m[1])
    return message


def status_words(message: str) -> str:
    """The reader's own words for its state, translated where known."""
    return _STATUS_WORDS.get(message, message)
