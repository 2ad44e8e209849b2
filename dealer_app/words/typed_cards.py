"""A card the dealer types, in the dealer's words: why a text is no card, and what it reads as (no Qt here).

The letters are the console's language's (engine/card_letters.py); every
message lists that language's letters, with the rank's name in the
language ("R (roi)") and the suit's symbol ("c ♥"), so a French dealer who
types the English ``Kc`` reads which letters this console takes.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.card_letters import (CYRILLIC, NO_RANK_AND_SUIT, OTHER_ALPHABET, UNKNOWN_RANK, UNKNOWN_SUIT,
                                 CardLetters, card_face, letters_for)
from engine.cards import CARDS, CardError

from ui.views.words import Words, join, say
from dealer_app.words.table import card_name, rank_name

_ACE_OF_SPADES, _TEN_OF_DIAMONDS, _KING_OF_HEARTS = CARDS[51], CARDS[33], CARDS[46]


def ranks_listed(letters: CardLetters) -> Words:
    """"A (ace), K (king), Q (queen), J (jack), 10 9 … 2" in the language's letters and words."""
    courts = [say("Cards", "{letter} ({rank})").format(letter=letter, rank=rank_name(rank))
              for rank, letter in zip((14, 13, 12, 11), letters.rank_letters())]
    return join([*courts, "10 9 … 2"], ", ")


def suits_listed(letters: CardLetters) -> str:
    """"s ♠, h ♥, d ♦, c ♣": each suit's letter with its symbol (the symbols are read too)."""
    return ", ".join(f"{letter} {symbol}" for letter, symbol in letters.suit_letters())


def examples(letters: CardLetters) -> tuple[str, str, str]:
    """Three cards as this console's dealer types them: the ace of spades, the ten of diamonds in letters,
    the king of hearts with its symbol ("Ap", "10k", "R♥" in French)."""
    return letters.typed(_ACE_OF_SPADES), letters.typed(_TEN_OF_DIAMONDS), letters.face(_KING_OF_HEARTS)


def type_a_card(letters: CardLetters) -> Words:
    """"Type a card, like As, 10d or K♥." in the language's letters."""
    a, b, c = examples(letters)
    return say("Alerts", "Type a card, like {first}, {second} or {third}.").format(first=a, second=b, third=c)


def card_reason(exc: CardError, letters: CardLetters) -> str:
    """Why the text is no card, by the reading's rule, with this language's letters."""
    rule = getattr(exc, "rule", "")
    if rule == UNKNOWN_RANK:
        return say("Alerts", "the rank “{what}” is unknown (ranks: {ranks})").format(
            what=exc.what, ranks=ranks_listed(letters))
    if rule == UNKNOWN_SUIT:
        return say("Alerts", "the suit “{what}” is unknown (suits: {suits}, or the symbol)").format(
            what=exc.what, suits=suits_listed(letters))
    if rule == NO_RANK_AND_SUIT:
        a, b, _ = examples(letters)
        return say("Alerts", "a card is a rank and a suit, like {first} or {second}").format(first=a, second=b)
    if rule == OTHER_ALPHABET:
        # A look-alike is never read: a Latin T is the ten in poker's English notation, a Cyrillic Т the ace.
        said = (say("Alerts", "“{what}” is a Latin letter: the cards are typed in Russian letters here "
                              "(ranks: {ranks}; suits: {suits})") if letters.alphabet == CYRILLIC else
                say("Alerts", "“{what}” is a Cyrillic letter: the cards are typed in Latin letters here "
                              "(ranks: {ranks}; suits: {suits})"))
        return said.format(what=exc.what, ranks=ranks_listed(letters), suits=suits_listed(letters))
    return exc.reason


def not_a_card(text: str, exc: CardError, letters: CardLetters) -> Words:
    """"'Kc' is not a card: the rank “K” is unknown (ranks: A (ace), R (roi) …)."."""
    return say("Alerts", "{text} is not a card: {reason}.").format(text=repr(text.strip()),
                                                                  reason=card_reason(exc, letters))


def letters_short(letters: CardLetters) -> str:
    """"A R D V 10 9 … 2 · p ♠ c ♥ k ♦ t ♣": every letter this console reads, on one line."""
    return f"{_ranks_short(letters)} · {_suits_short(letters)}"


def reading_refused(exc: CardError, letters: CardLetters) -> Words:
    """Why the text typed is no card, on one line, read at a glance while typing (the message line says it in
    full on Return): "“K” is no rank: A R D V 10 9 … 2"."""
    if exc.rule == UNKNOWN_SUIT:
        return say("Alerts", "“{what}” is no suit: {suits}").format(what=exc.what, suits=_suits_short(letters))
    if exc.rule == OTHER_ALPHABET:
        said = (say("Alerts", "“{what}” is a Latin letter: {letters}") if letters.alphabet == CYRILLIC else
                say("Alerts", "“{what}” is a Cyrillic letter: {letters}"))
        return said.format(what=exc.what, letters=letters_short(letters))
    return say("Alerts", "“{what}” is no rank: {ranks}").format(what=exc.what, ranks=_ranks_short(letters))


def _ranks_short(letters: CardLetters) -> str:
    return f"{' '.join(letters.rank_letters())} 10 9 … 2"


def _suits_short(letters: CardLetters) -> str:
    return " ".join(f"{letter} {symbol}" for letter, symbol in letters.suit_letters())


@dataclass(frozen=True)
class TypedCard:
    """What a text typed in a card field reads as, before Return: the card (``face``, and its name in
    ``words``), a rank waiting for its suit (``words``), why it is no card (``refused``), or, with
    nothing typed, the letters this console reads."""

    face: str
    words: str
    refused: bool


def read_typed(text: str, language: str) -> TypedCard:
    """``text`` as the console in ``language`` reads it, said for the screen while the dealer types."""
    letters = letters_for(language)
    typed = "".join(text.split())
    if not typed:
        return TypedCard("", say("Cards", "cards: {letters}").format(letters=letters_short(letters)), False)
    try:
        if len(typed) == 1 or typed == "10":          # a rank alone so far ("1" is the ten being typed)
            if typed == "1":
                return TypedCard("", say("Cards", "1 then 0: the ten"), False)
            rank = letters.read_rank(typed)
            return TypedCard("", say("Cards", "{rank}: now the suit, {suits}").format(
                rank=rank_name(rank), suits=_suits_short(letters)), False)
        card = letters.read(typed)
    except CardError as exc:
        return TypedCard("", reading_refused(exc, letters), True)
    return TypedCard(card_face(card), card_name(card), False)
