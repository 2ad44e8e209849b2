"""A hand's name as a value: its category and the ranks the name says ("kings full of nines").

A ``HandName`` is a frozen value whose ``english()`` is the engine's English
name, byte for byte what the records, the logs and the replay command keep; it
carries the category (engine/ranking/evaluation.py's slugs, or "low") and the ranks as card
characters (``RANK_CHARS``: "T" for a ten), so the screen says the name in
the dealer's language without reading the English back. A low is its five
ranks, top card first ("7-5-3-2-A").

Records on disk keep the English text only; ``hand_name_said`` gives a high
hand's value back by an exact table of every name the engine says, or None.

A hand's value (engine/ranking/five_cards.py's layout) is said in these words by
``describe_high`` and ``describe_low``; ``category`` is its category's slug.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..cards import RANK_CHARS
from .five_cards import _CATEGORY_SHIFT, _CATEGORY_SLUGS

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT = "high-card", "pair", "two-pair", "three-of-a-kind", "straight"
FLUSH, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH = "flush", "full-house", "four-of-a-kind", "straight-flush"
LOW = "low"

_NAMES = {
    "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine",
    "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}
_PLURALS = {r: ("sixes" if r == "6" else name + "s") for r, name in _NAMES.items()}


@dataclass(frozen=True, slots=True)
class HandName:
    """``category`` (high-card ... straight-flush, or "low") and ``ranks``, the card characters the
    name says: one for most hands, two for two pair and a full house, five for a low.
    ``english()`` says it."""

    category: str
    ranks: tuple[str, ...]

    @property
    def is_royal(self) -> bool:
        return self.category == STRAIGHT_FLUSH and self.ranks[:1] == ("A",)

    def english(self) -> str:
        """"kings full of tens", "7-5-3-2-A": the engine's English name."""
        return _english(self.category, self.ranks)


def rank_char(rank: int) -> str:
    """2..14 (ace high) as its character; 1 is the ace of a low."""
    return RANK_CHARS[(rank if rank != 1 else 14) - 2]


def _english(category: str, r: tuple[str, ...]) -> str:
    name, plural = _NAMES, _PLURALS
    if category == LOW:
        return "-".join("10" if c == "T" else c for c in r)
    if category == STRAIGHT_FLUSH:
        return "royal flush" if r[0] == "A" else f"straight flush, {name[r[0]]} high"
    if category == FOUR_OF_A_KIND:
        return f"four {plural[r[0]]}"
    if category == FULL_HOUSE:
        return f"{plural[r[0]]} full of {plural[r[1]]}"
    if category == FLUSH:
        return f"{name[r[0]]}-high flush"
    if category == STRAIGHT:
        return f"{name[r[0]]}-high straight"
    if category == THREE_OF_A_KIND:
        return f"three {plural[r[0]]}"
    if category == TWO_PAIR:
        return f"two pair, {plural[r[0]]} and {plural[r[1]]}"
    if category == PAIR:
        return f"pair of {plural[r[0]]}"
    if category == HIGH_CARD:
        return f"{name[r[0]]} high"
    raise ValueError(f"{category!r} is not a hand category")


_SAID: dict[str, HandName] = {}


def hand_name_said(text: str) -> Optional[HandName]:
    """The high hand whose English name is ``text`` (a record's), or None (a low, or not a name)."""
    if not _SAID:
        ranks = RANK_CHARS
        names = [HandName(c, (r,)) for c in (HIGH_CARD, PAIR, THREE_OF_A_KIND, FLUSH, FOUR_OF_A_KIND) for r in ranks]
        names += [HandName(c, (r,)) for c in (STRAIGHT, STRAIGHT_FLUSH) for r in ranks[3:]]   # five-high up
        names += [HandName(FULL_HOUSE, (a, b)) for a in ranks for b in ranks if a != b]
        names += [HandName(TWO_PAIR, (a, b)) for a in ranks for b in ranks if ranks.index(a) > ranks.index(b)]
        for said in names:
            _SAID[said.english()] = said
    return _SAID.get(text)


# --- a value in words -------------------------------------------------------------
#
# The value of a hand (engine/ranking/five_cards.py's layout) said as the dealer reads it.

def _fields(value: int) -> tuple[int, list[int]]:
    """Category and the five rank fields of a high value."""
    return value >> _CATEGORY_SHIFT, [(value >> shift) & 15 for shift in (16, 12, 8, 4, 0)]


def category(value: int) -> str:
    """Slug of a high value's category: high-card, pair, two-pair, three-of-a-kind,
    straight, flush, full-house, four-of-a-kind, straight-flush (royal included)."""
    cat = value >> _CATEGORY_SHIFT
    if not 0 <= cat < len(_CATEGORY_SLUGS):
        raise ValueError(f"{value!r} is not a high hand value")
    return _CATEGORY_SLUGS[cat]


# Words already said, by value (each showdown describes its winning hands):
# at most a few thousand real values, bounded all the same.
_HIGH_WORDS: dict[int, HandName] = {}
_LOW_WORDS: dict[int, HandName] = {}
_WORDS_LIMIT = 10_000


def describe_high(value: int) -> HandName:
    """The words a dealer reads for a high value, e.g. 'jacks full of nines'."""
    words = _HIGH_WORDS.get(value) if type(value) is int else None
    if words is None:
        words = _describe_high(value)
        if type(value) is int and len(_HIGH_WORDS) < _WORDS_LIMIT:
            _HIGH_WORDS[value] = words
    return words


def describe_low(value: int) -> HandName:
    """The low from its top card down, ace as A: '7-5-3-2-A'."""
    words = _LOW_WORDS.get(value) if type(value) is int else None
    if words is None:
        words = _describe_low(value)
        if type(value) is int and len(_LOW_WORDS) < _WORDS_LIMIT:
            _LOW_WORDS[value] = words
    return words


# Names by what they say: the category and the ranks named (a few hundred), whatever the kickers.
_HIGH_NAMES: dict[int, HandName] = {}


def _describe_high(value: int) -> HandName:
    slug = category(value)  # validates
    # The ranks the name says: two for two pair and a full house (the fields at 16 and 12), the top one otherwise.
    two = slug == TWO_PAIR or slug == FULL_HOUSE
    key = value >> 8 if two else (value >> 12) << 4
    name = _HIGH_NAMES.get(key)
    if name is None:
        _, r = _fields(value)
        name = _HIGH_NAMES[key] = HandName(slug, (rank_char(r[0]), rank_char(r[1])) if two else (rank_char(r[0]),))
    return name


def _describe_low(value: int) -> HandName:
    digits = [(value >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    if value >> 20 or not all(2 <= d <= 14 for d in digits):
        raise ValueError(f"{value!r} is not a low hand value")
    return HandName(LOW, tuple(rank_char(15 - d) for d in digits))
