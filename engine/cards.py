"""Cards and decks.

A card is a rank (2..14, the ace high) and a suit (``c d h s``). Text forms
accepted everywhere a dealer or a file may type a card: ``As``, ``Td``,
``10d``, ``td`` and suit symbols (``A♠``, ``10♦``, also the white symbols).
"""
from __future__ import annotations

import random as _random
from typing import Iterable

from .errors import Refusal

RANK_CHARS = "23456789TJQKA"
SUITS = "cdhs"
_SUIT_SYMBOLS = {
    "♣": "c", "♧": "c", "♦": "d", "♢": "d",
    "♥": "h", "♡": "h", "♠": "s", "♤": "s",
}
_SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
_RANK_NAMES = {
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
    14: "ace",
}


class CardError(Refusal, ValueError):
    """Text that is not a card, with the text and the reason."""

    code = "bad-card"

    def __init__(self, text: str, reason: str):
        super().__init__("bad-card", f"{text!r} is not a card: {reason}", text=text, reason=reason)
        self.text = text
        self.reason = reason


class Card:
    """A playing card. There is one object per card: ``Card(14, "s") is Card(14, "s")``,
    so comparing and hashing cards (the deal's seen set, every showdown) is by
    identity at C speed while still meaning "the same rank and suit"."""

    __slots__ = ("rank", "suit", "index")
    rank: int    # 2..14, ace = 14
    suit: str    # one of "cdhs"
    index: int   # 0..51, rank-major: 2c=0, 2d=1, ... As=51

    def __new__(cls, rank: int, suit: str) -> "Card":
        if type(rank) is not int or not 2 <= rank <= 14 or suit not in _SUIT_SET:
            raise CardError(f"{rank}{suit}", "rank 2..14 and suit c, d, h or s")
        return _ALL[(rank - 2) * 4 + SUITS.index(suit)]

    @classmethod
    def _make(cls, rank: int, suit: str) -> "Card":
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "index", (rank - 2) * 4 + SUITS.index(suit))
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card cannot be changed ({name})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card cannot be changed ({name})")

    def __reduce__(self):
        return Card, (self.rank, self.suit)   # copies and pickles come back as the one card

    # Order by rank, then suit (c < d < h < s), as sorting a hand for display expects.
    def __lt__(self, other: "Card") -> bool:
        return self.index < other.index if isinstance(other, Card) else NotImplemented

    def __le__(self, other: "Card") -> bool:
        return self.index <= other.index if isinstance(other, Card) else NotImplemented

    def __gt__(self, other: "Card") -> bool:
        return self.index > other.index if isinstance(other, Card) else NotImplemented

    def __ge__(self, other: "Card") -> bool:
        return self.index >= other.index if isinstance(other, Card) else NotImplemented

    @property
    def name(self) -> str:
        return f"{_RANK_NAMES[self.rank]} of {_SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 2] + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


_SUIT_SET = frozenset(SUITS)
_ALL: tuple[Card, ...] = tuple(Card._make(rank, suit) for rank in range(2, 15) for suit in SUITS)


def parse_card(text: str) -> Card:
    """One card from its text form; raises CardError with the reason."""
    raw = text
    text = text.strip()
    if len(text) < 2:
        raise CardError(raw, "a card is a rank and a suit, like As or 10d")
    rank_text, suit_text = text[:-1], text[-1]
    suit = _SUIT_SYMBOLS.get(suit_text, suit_text.lower())
    if suit not in SUITS:
        raise CardError(raw, f"unknown suit {suit_text!r} (c, d, h, s or a suit symbol)")
    rank_text = rank_text.upper()
    if rank_text == "10":
        rank_text = "T"
    if len(rank_text) != 1 or rank_text not in RANK_CHARS:
        raise CardError(raw, f"unknown rank {text[:-1]!r} (A K Q J 10 9 ... 2)")
    return CARDS[(RANK_CHARS.index(rank_text)) * 4 + SUITS.index(suit)]


def parse_cards(text: str) -> tuple[Card, ...]:
    """Several cards written together or apart: ``AsKd``, ``As Kd``, ``10d 9c``."""
    cards: list[Card] = []
    compact = "".join(text.split()).replace(",", "")
    i = 0
    while i < len(compact):
        # A rank is one character, or "10"; a suit is one character.
        rank_len = 2 if compact.startswith("10", i) else 1
        chunk = compact[i:i + rank_len + 1]
        cards.append(parse_card(chunk))
        i += rank_len + 1
    return tuple(cards)


def format_cards(cards: Iterable[Card]) -> str:
    return "".join(str(card) for card in cards)


# The 52 cards, indexed by Card.index; there are no other Card objects.
CARDS: tuple[Card, ...] = _ALL


def full_deck() -> list[Card]:
    """A new 52-card deck, in index order."""
    return list(CARDS)


def shuffled_deck(rng: _random.Random) -> list[Card]:
    """A deck shuffled by the random source passed in (the engine owns no randomness)."""
    deck = full_deck()
    rng.shuffle(deck)
    return deck
