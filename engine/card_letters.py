"""The letters of the cards in each language: what a dealer types, what the table shows.

One table per language, and nothing else is read (RULES.md 1: the 52-card
deck, A K Q J 10 9 … 2):

======  =============================================  ===============================
        ranks (ace, king, queen, jack; ten)            suits (♠ ♥ ♦ ♣)
======  =============================================  ===============================
en      A K Q J, T or 10                               s h d c
fr      A R D V (as, roi, dame, valet), 10             p c k t (pique, cœur, carreau,
                                                       trèfle)
ru      Т К Д В (туз, король, дама, валет), 10;        п ч б т (пики, червы, бубны,
        А for the ace too (seed 003 writes the          трефы)
        wheel "А, 2, 3, 4, 5")
======  =============================================  ===============================

The suit symbols (and their white forms) are read in every language. A
letter is read only with its meaning in the console's language: French
``Rc`` is the king of hearts (roi de cœur), never the king of clubs, and
French ``Kc`` is no card (K is not a French rank). Case carries no meaning
(rank first, suit last, in every language: Russian ``тт`` is the ace of
clubs). A letter of the other alphabet is refused with its own reason: a
Latin ``T`` on a Russian console would be the ten in the English notation
Russian poker players write, and looks like the Cyrillic ``Т``, the ace;
reading it either way could record the wrong card, so no look-alike is read.

The records keep the engine's text (``Kh``, ``As``, engine/cards.py): only
what the dealer types and reads follows the language. ``CardFaces`` is the
value the screens and documents show: its text is the English face
("K♥"), and ``said_in("fr")`` is "R♥".
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Iterable, Mapping, Optional

from .cards import CARDS, SUITS, Card, CardError

# The face's symbol, and the order suits are listed in to the dealer (♠ ♥ ♦ ♣).
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
SUITS_LISTED = "shdc"
_SYMBOLS_READ = {"♠": "s", "♤": "s", "♥": "h", "♡": "h", "♦": "d", "♢": "d", "♣": "c", "♧": "c"}
LATIN, CYRILLIC = "latin", "cyrillic"

# The rule of each refusal (CardError.rule): the screens say it with this language's letters.
NO_RANK_AND_SUIT, UNKNOWN_RANK, UNKNOWN_SUIT, OTHER_ALPHABET = (
    "no-rank-and-suit", "unknown-rank", "unknown-suit", "other-alphabet")


@dataclass(frozen=True)
class CardLetters:
    """One language's card letters: the court cards' letters (ace, king, queen, jack), the suits' letters,
    other letters read for a rank (never shown) and the alphabet they are written in."""

    language: str
    alphabet: str                        # LATIN | CYRILLIC
    courts: Mapping[int, str]            # 14, 13, 12, 11 -> the letter shown and typed
    suits: Mapping[str, str]             # "s", "h", "d", "c" -> the letter typed
    also: Mapping[str, int]              # other letters read for a rank ("T" is the ten in English)

    def rank_shown(self, rank: int) -> str:
        """"R" for the king in French, "10" for the ten in every language."""
        return self.courts.get(rank) or str(rank)

    def face(self, card: Card) -> str:
        """The card as the table shows it: "R♥", "10♠"."""
        return self.rank_shown(card.rank) + SUIT_SYMBOLS[card.suit]

    def typed(self, card: Card) -> str:
        """The card as a dealer types it in letters: "Rc" (roi de cœur), "10p"."""
        return self.rank_shown(card.rank) + self.suits[card.suit]

    def rank_letters(self) -> tuple[str, ...]:
        """The court cards' letters, ace first: ("A", "R", "D", "V")."""
        return tuple(self.courts[r] for r in (14, 13, 12, 11))

    def suit_letters(self) -> tuple[tuple[str, str], ...]:
        """Each suit's letter with its symbol, spades first: (("p", "♠"), ("c", "♥"), ...)."""
        return tuple((self.suits[s], SUIT_SYMBOLS[s]) for s in SUITS_LISTED)

    def rank_of(self, text: str) -> Optional[int]:
        """The rank ``text`` names in this language ("R" -> 13, "10" -> 10), or None."""
        text = text.upper()
        if text.isdigit() and text.isascii():
            return int(text) if 2 <= int(text) <= 10 and text == str(int(text)) else None
        return self._ranks.get(text)

    def suit_of(self, text: str) -> Optional[str]:
        """The suit ``text`` names in this language, or as a symbol ("c" -> "h" in French), or None."""
        return _SYMBOLS_READ.get(text) or self._suits.get(text.lower())

    @property
    def _ranks(self) -> Mapping[str, int]:
        return {**{letter: rank for rank, letter in self.courts.items()}, **self.also}

    @property
    def _suits(self) -> Mapping[str, str]:
        return {letter: suit for suit, letter in self.suits.items()}

    def read(self, text: str) -> Card:
        """The card ``text`` names in this language; CardError with the rule and the letter at fault."""
        raw = text
        typed = "".join(text.split())
        if len(typed) < 2:
            raise CardError(raw, "a card is a rank and a suit", NO_RANK_AND_SUIT, typed)
        rank_text, suit_text = typed[:-1], typed[-1]
        rank = self.read_rank(rank_text, raw)
        suit = self.suit_of(suit_text)
        if suit is None:
            if self._foreign(suit_text):
                raise CardError(raw, f"{suit_text!r} is a letter of another alphabet than this console's "
                                     f"({self.alphabet})", OTHER_ALPHABET, suit_text)
            raise CardError(raw, f"unknown suit {suit_text!r} ({self.listing()})", UNKNOWN_SUIT, suit_text)
        return CARDS[(rank - 2) * 4 + SUITS.index(suit)]

    def read_rank(self, text: str, raw: Optional[str] = None) -> int:
        """The rank ``text`` names (a card's text less its suit, or a rank typed alone so far); CardError
        for a rank this language does not write, or a letter of the other alphabet."""
        rank = self.rank_of(text)
        if rank is not None:
            return rank
        raw = text if raw is None else raw
        foreign = self._foreign(text)
        if foreign:
            raise CardError(raw, f"{foreign!r} is a letter of another alphabet than this console's "
                                 f"({self.alphabet})", OTHER_ALPHABET, foreign)
        raise CardError(raw, f"unknown rank {text!r} ({self.listing()})", UNKNOWN_RANK, text)

    def listing(self) -> str:
        """The letters in a line, for a message in English: "ranks A R D V 10 9 … 2, suits p c k t"."""
        return (f"ranks {' '.join(self.rank_letters())} 10 9 … 2, "
                f"suits {' '.join(letter for letter, _ in self.suit_letters())}")

    def _foreign(self, text: str) -> str:
        """The first letter of ``text`` written in another alphabet than this language's, or ""."""
        for ch in text:
            if ch.isalpha() and _alphabet(ch) not in (self.alphabet, ""):
                return ch
        return ""


def _alphabet(ch: str) -> str:
    name = unicodedata.name(ch, "")
    return LATIN if name.startswith("LATIN") else CYRILLIC if name.startswith("CYRILLIC") else ""


ENGLISH = CardLetters("en", LATIN, {14: "A", 13: "K", 12: "Q", 11: "J"},
                      {"s": "s", "h": "h", "d": "d", "c": "c"}, {"T": 10})
FRENCH = CardLetters("fr", LATIN, {14: "A", 13: "R", 12: "D", 11: "V"},
                     {"s": "p", "h": "c", "d": "k", "c": "t"}, {})
RUSSIAN = CardLetters("ru", CYRILLIC, {14: "Т", 13: "К", 12: "Д", 11: "В"},
                      {"s": "п", "h": "ч", "d": "б", "c": "т"}, {"А": 14})
LETTERS: Mapping[str, CardLetters] = {"en": ENGLISH, "fr": FRENCH, "ru": RUSSIAN}


def letters_for(language: str) -> CardLetters:
    """The card letters of ``language`` ("fr", "en", "ru"); ValueError for a language with none."""
    try:
        return LETTERS[language]
    except KeyError:
        raise ValueError(f"no card letters for the language {language!r} (fr, en, ru)") from None


def read_card(text: str, language: str) -> Card:
    """A card typed on a console in ``language``; CardError (with its rule) for text that is no card there."""
    return letters_for(language).read(text)


class CardFaces(str):
    """Cards as the table shows them, one or several ("A♠", "A♦ A♣ 9♠"; "??" for a card not read).

    The text is the English face, as the views, logs and tests read it; ``said_in(language)`` is the same
    cards in that language's letters ("R♥ 10♠" in French), which the screens and documents say
    (ui/kit/i18n.py ``render``, dealer_app/words/book.py ``speak``)."""

    __slots__ = ("cards",)
    cards: tuple[Optional[Card], ...]

    def __new__(cls, cards: Iterable[Optional[Card]]) -> "CardFaces":
        cards = tuple(cards)
        self = super().__new__(cls, _faces(cards, ENGLISH))
        object.__setattr__(self, "cards", cards)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"CardFaces are frozen: {name} cannot change")

    def __reduce__(self):
        return (CardFaces, (self.cards,))

    def said_in(self, language: str) -> str:
        return _faces(self.cards, LETTERS.get(language, ENGLISH))


def _faces(cards: tuple[Optional[Card], ...], letters: CardLetters) -> str:
    return " ".join("??" if card is None else letters.face(card) for card in cards)


def card_face(card: Optional[Card]) -> CardFaces:
    """One card as the table shows it: "A♠", "10♦", "??" for a card not read."""
    return CardFaces((card,))


def card_faces(cards: Iterable[Optional[Card]]) -> CardFaces:
    """Cards side by side as the table shows them: "A♦ A♣ 9♠"."""
    return CardFaces(cards)
