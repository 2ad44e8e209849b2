"""The poker words the dealer reads most, as translatable ``Words`` (no Qt here).

The engine gives values that say their English (``english()``: card labels
``CardLabel`` "seat 4, hole card 2", hand names ``HandName`` "kings full of
tens", the pot-limit arithmetic ``PotLimitSum`` "3 × 30 + 10 + 5 = 105; all-in
is 250") and refuses with a stable code plus numbers. This module makes each
into a ``Words`` from those values, whose English text is exactly the
engine's, so the screen can say it in French or Russian (ui/kit/i18n.py). No
engine sentence is read back: a record's English text is turned into its
value by the engine's own table (``label_named``, ``hand_name_said``), and
text the engine never says is passed through as it is: never lost, only
untranslated.
"""
from __future__ import annotations

from typing import Optional, Union

from engine.card_labels import BURN, FLOP, HOLE, RIVER, TURN, CardLabel, label_named
from engine.card_letters import card_face
from engine.cards import RANK_CHARS, Card, CardError, parse_card
from engine.errors import EngineError
from engine.ranking.hand_names import (FLUSH, FOUR_OF_A_KIND, FULL_HOUSE, HIGH_CARD, PAIR, STRAIGHT,
                                       STRAIGHT_FLUSH, THREE_OF_A_KIND, TWO_PAIR, HandName, hand_name_said)
from engine.legal import ROUNDED_UP, THE_POT, UNPOSTED_SMALL_BLIND, WHOLE_CHIPS, PotLimitSum, said_terms

from ui.views.betting import raise_to_words
from ui.views.words import Words, say

# ------------------------------------------------------------------ streets

# The streets as the console names them; the floor's replay and documents say the same words.
STREET_WORDS = {"preflop": say("Streets", "Pre-flop"), "flop": say("Streets", "Flop"),
                "turn": say("Streets", "Turn"), "river": say("Streets", "River")}


SHOWDOWN_WORDS = say("Streets", "Showdown")
HAND_OVER_WORDS = say("Streets", "Hand over")


def street_words(street: str) -> str:
    """"Pre-flop", "Flop", "Turn", "River" (a street the engine adds later: its own name)."""
    return STREET_WORDS.get(street, street)


def stage_words(street: str, phase: str) -> str:
    """Where a hand stands, as the table's header says it: its street, then "Showdown", then "Hand over"
    (a hand misdealt, voided or awarded by hand is over too)."""
    if phase == "showdown":
        return SHOWDOWN_WORDS
    if phase in ("complete", "awarded", "misdeal", "void"):
        return HAND_OVER_WORDS
    return street_words(street)


# ------------------------------------------------------------------ cards

_RANKS = {
    2: say("Cards", "two"), 3: say("Cards", "three"), 4: say("Cards", "four"), 5: say("Cards", "five"),
    6: say("Cards", "six"), 7: say("Cards", "seven"), 8: say("Cards", "eight"), 9: say("Cards", "nine"),
    10: say("Cards", "ten"), 11: say("Cards", "jack"), 12: say("Cards", "queen"), 13: say("Cards", "king"),
    14: say("Cards", "ace"),
}
_SUITS = {"c": say("Cards", "clubs"), "d": say("Cards", "diamonds"), "h": say("Cards", "hearts"),
          "s": say("Cards", "spades")}


def _face_of(text: object) -> str:
    """The engine's text of a card ("As") as the table shows it in the dealer's letters ("A♠", "R♥")."""
    try:
        return card_face(parse_card(str(text)))
    except CardError:
        return str(text)


def rank_name(rank: int) -> Words:
    """"king", "ten" (2..14, the ace 14) in the dealer's words."""
    return _RANKS[rank]


def card_name(card: Card) -> Words:
    """"Ace of spades" (the engine's ``card.name``, capitalised)."""
    return say("Cards", "{rank} of {suit}", "card name").format(rank=_RANKS[card.rank], suit=_SUITS[card.suit])


_FIXED_CARDS = {BURN: say("Cards", "burn"), TURN: say("Cards", "turn"), RIVER: say("Cards", "river")}


def card_label(label: Union[CardLabel, str]) -> str:
    """The card the deal expects (the engine's ``CardLabel``, or a record's English text of one):
    "seat 4, hole card 2", "burn", "flop 1", "turn", "run 2, turn"."""
    value = label if isinstance(label, CardLabel) else label_named(label)
    if value is None:
        return label                  # text the engine never says: as it is
    if value.run:
        # A board run more than once: "run 2, turn".
        one_board = CardLabel(value.kind, value.number, value.seat, value.player)
        return say("Cards", "run {run}, {card}").format(run=value.run, card=card_label(one_board))
    if value.kind == HOLE:
        if value.seat is not None:
            return say("Cards", "seat {seat}, hole card {number}").format(seat=value.seat, number=value.number)
        return say("Cards", "player {player}, hole card {number}").format(player=value.player + 1,
                                                                         number=value.number)
    if value.kind == FLOP:
        return say("Cards", "flop {number}").format(number=value.number)
    return _FIXED_CARDS[value.kind]


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
# A category's sentence; {rank} is one card's rank, {ranks}/{ranks2} ranks in the plural.
_HAND_FORMS = {
    FOUR_OF_A_KIND: say("Hands", "four {ranks}", "hand"),
    FULL_HOUSE: say("Hands", "{ranks} full of {ranks2}"),
    THREE_OF_A_KIND: say("Hands", "three {ranks}", "hand"),
    TWO_PAIR: say("Hands", "two pair, {ranks} and {ranks2}"),
    PAIR: say("Hands", "pair {of_ranks}"),
    STRAIGHT_FLUSH: say("Hands", "straight flush, {rank} high"),
    FLUSH: say("Hands", "{rank}-high flush"),
    STRAIGHT: say("Hands", "{rank}-high straight"),
    HIGH_CARD: say("Hands", "{rank} high"),
}


def hand_name(name: Union[HandName, str]) -> str:
    """A winning hand as the engine names it (``HandName``, or a record's English text of one):
    "kings full of tens"; a low ("7-5-3-2-A") needs no words."""
    value = name if isinstance(name, HandName) else hand_name_said(name)
    if value is None or value.category not in _HAND_FORMS:
        return name.english() if isinstance(name, HandName) else name   # a low, or text the engine never says
    if value.is_royal:
        return say("Hands", "royal flush")
    words = _HAND_FORMS[value.category]
    ranks = [RANK_CHARS.index(r) + 2 for r in value.ranks]
    if "{rank}" in words.template:
        return words.format(rank=_RANKS[ranks[0]])
    values: dict[str, object] = {"ranks": _RANKS_WORDS[ranks[0]], "of_ranks": _OF_RANKS[ranks[0]]}
    if len(ranks) > 1:
        values.update(ranks2=_RANKS_WORDS[ranks[1]], of_ranks2=_OF_RANKS[ranks[1]])
    return words.format(**values)


# ----------------------------------------------------- the pot-limit sum

def pot_limit_arithmetic(arithmetic: Union[PotLimitSum, str, None]) -> str:
    """The engine's pot-limit arithmetic (``PotLimitSum``): "3 × 30 + 10 + 5 = 105", "the pot, 40", with its
    endings (rounded, whole chips, all-in); any other text as it is, and "" for none (not pot limit)."""
    if not isinstance(arithmetic, PotLimitSum):
        return arithmetic or ""
    s = arithmetic
    if s.terms and s.terms[0].what == THE_POT:
        words: str = say("PotLimit", "the pot, {total}").format(total=s.sum)
    else:
        # The terms are numbers only, the same in every language ("3 × 30 + 10"), as the engine writes them.
        said = said_terms(tuple(t for t in s.terms if t.what != UNPOSTED_SMALL_BLIND))
        unposted = [t.amount for t in s.terms if t.what == UNPOSTED_SMALL_BLIND]
        if unposted:
            # A small blind nobody posted, counted in the pot (RULES.md 4): said in words.
            words = say("PotLimit", "{terms} + {small_blind} (small blind, not posted) = {total}").format(
                terms=Words("", said), small_blind=unposted[0], total=s.sum)
        else:
            words = Words("", f"{said} = {s.sum}")    # numbers only: the same in every language
    if s.rounding == ROUNDED_UP:
        words = say("PotLimit", "{sum}, rounded up to {total}").format(sum=words, total=s.total)
    elif s.rounding == WHOLE_CHIPS:
        words = say("PotLimit", "{sum}, {total} in whole {unit}-chips").format(sum=words, total=s.total,
                                                                               unit=s.chip_unit)
    if s.all_in is not None:
        words = say("PotLimit", "{sum}; all-in is {total}").format(sum=words, total=s.all_in)
    return words


# ------------------------------------------------------ betting words

def engine_refusal(exc: EngineError, who: str = "", raise_word: str = "raise",
                   arithmetic: Optional[PotLimitSum] = None, cap: Optional[int] = None) -> str:
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
    arithmetic = arithmetic or n.get("arithmetic")
    if code == "cannot-check":
        return say("Refusals", "{who} cannot check: {to_call} to call").format(who=who, to_call=n["to_call"])
    if code == "nothing-to-call":
        return say("Refusals", "there is nothing for {who} to call: check").format(who=who)
    if code == "raise-not-above-bet" and isinstance(got, int):
        return say("Refusals", "a {action} is not above the {current} already bet").format(
            action=raise_to_words(raise_word, got), current=n["current_bet"])
    if code == "raise-above-stack" and isinstance(got, int):
        return say("Refusals", "{who} has not enough chips for {action}: the most is {most}").format(
            who=who, action=raise_to_words(raise_word, got), most=raise_to_words(raise_word, n["max"]))
    if code == "wrong-limit-amount" and isinstance(got, int):
        return say("Refusals", "in limit it is {action} exactly, not {got}").format(
            action=raise_to_words(raise_word, n["amount"]), got=got)
    if code == "raise-above-pot-limit" and isinstance(got, int):
        return say("Refusals", "{action} is above the pot limit: the most is {most} ({arithmetic})").format(
            action=raise_to_words(raise_word, got), most=raise_to_words(raise_word, n["max"]),
            arithmetic=pot_limit_arithmetic(arithmetic))
    if code == "raise-below-minimum" and isinstance(got, int):
        return say("Refusals", "{action} is below the minimum: {least}").format(
            action=raise_to_words(raise_word, got), least=raise_to_words(raise_word, n["min"]))
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
        # New settings with fewer seats than a player's (engine/session/seats.py, a settings change).
        return say("Settings", "seat {seat} is taken: the table cannot shrink to {seats} seats").format(
            seat=n["seat"], seats=n["seats"])
    if code == "card-seen-twice" and "card" in n:
        return say("Refusals", "{card} was already dealt in this hand").format(card=_face_of(n["card"]))
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
    if code == "too-many-players":
        return game_limit_words(str(n["game"]), int(n["most"]), int(n["players"]), int(n["sit_out"]))
    if code == "within-game-limit":
        return say("SitOut", "nobody has to sit out: the next hand deals every player the game deals to")
    if code == "not-dealt-in-next":
        return say("SitOut", "seat {seat} would not be dealt in the next hand: only a player it would deal in sits "
                             "out for the game's limit").format(seat=n["seat"])
    if code == "too-few-players":
        # Players added to the draw have no seat yet: they do not count until the seats are drawn.
        return say("Refusals", "two players are needed to deal a hand, and %n is seated: seat the players "
                               "first (Seating, F3: add them, then draw the seats)", None, int(n.get("players", 0)))
    return exc.message


def game_limit_words(game: str, most: int, players: int, to_sit_out: int) -> Words:
    """"6-card Omaha is dealt to 7 players at most and 9 are to be dealt in: choose 2 to sit out (N)" (RULES.md
    1: the game's range limits the players dealt in, not the seats; engine/game_limit.py)."""
    return say("SitOut", "{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n "
                         "to sit out (N)", None, to_sit_out).format(
        game=Words("Vocabulary", game), most=most, players=players)


# ------------------------------------------------------- the card reader

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
    # The reason is the system's own words (hardware/serial_source.py gives it in the details).
    if code == "port-unavailable" and "url" in details and "why" in details:
        return say("Source", "The card reader port {url} cannot be opened: {why}.").format(
            url=str(details["url"]), why=str(details["why"]))
    if code == "disconnected" and "why" in details:
        return say("Source", "The card reader was lost: {why}.").format(why=str(details["why"]))
    return message


def status_words(message: str) -> str:
    """The reader's own words for its state, translated where known."""
    return _STATUS_WORDS.get(message, message)
