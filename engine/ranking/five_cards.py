"""The value of exactly five cards (RULES.md 1): high hands and ace-to-five lows.

A hand's value is a plain int; a greater int is a better hand and equal ints
are perfect ties (suits never break a tie, RULES.md section 1).

High value layout: ``category << 20`` followed by up to five 4-bit ranks in
the order they are compared (the trips before the pair of a full house, the
pairs before the kicker, the top card of a straight, 5 for the wheel).

Low value layout: five 4-bit digits ``15 - rank`` (ace = 1) from the top card
down, so the wheel 5-4-3-2-A is the greatest low and 8-7-6-5-4 the least
8-or-better low. High and low values are different scales: compare a low
only with a low.

Five cards are valued by one dict look-up, keyed on the product of a prime
per rank (any suits) or on a rank bit mask (one suit). The tables are built
at import from the shape of each category (about 8,700 entries, some 10 ms).
The evaluator (engine/ranking/evaluation.py), which chooses five from hole and
board, reads these tables directly: its underscored names here are its own.
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from engine.cards import Card

# Categories, weakest first; the number is the value's top field.
_HIGH_CARD, _PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FLUSH, _FULL_HOUSE, _QUADS, _STRAIGHT_FLUSH = range(9)
_CATEGORY_SLUGS = (
    "high-card", "pair", "two-pair", "three-of-a-kind", "straight",
    "flush", "full-house", "four-of-a-kind", "straight-flush",
)
_CATEGORY_SHIFT = 20

_QUALIFIERS = (0, 8, 9)

# One prime per rank (index = rank, 2..14): a product of five identifies the
# multiset of ranks whatever the order. The largest, 41**4 * 37, fits in one
# 30-bit digit of a CPython int, which keeps the multiplications cheap.
_PRIME = (0, 0, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_BIT = tuple(1 << r for r in range(15))  # rank bit, for flush masks

# Low ranks: the ace counts 1 (index = rank, 2..14).
_LOW_RANK = (0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1)


def _pack(category_: int, *ranks: int) -> int:
    """A high value: the category, then up to five 4-bit ranks in compare order."""
    value = category_
    for r in ranks:
        value = (value << 4) | r
    return value << 4 * (5 - len(ranks))


def _straight_top(ranks_desc: tuple[int, ...]) -> int:
    """Top card of the straight made by five distinct ranks (5 for the wheel), or 0."""
    if ranks_desc[0] - ranks_desc[4] == 4:
        return ranks_desc[0]
    if ranks_desc == (14, 5, 4, 3, 2):
        return 5
    return 0


def _build_tables() -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
    """Value by rank product (any suits), by rank mask (one suit), low by rank mask."""
    by_product: dict[int, int] = {}
    by_flush_mask: dict[int, int] = {}
    p = _PRIME
    ranks = range(14, 1, -1)  # descending, so each tuple below is in compare order

    for five in combinations(ranks, 5):
        top = _straight_top(five)
        key = p[five[0]] * p[five[1]] * p[five[2]] * p[five[3]] * p[five[4]]
        mask = _BIT[five[0]] | _BIT[five[1]] | _BIT[five[2]] | _BIT[five[3]] | _BIT[five[4]]
        if top:
            by_product[key] = _pack(_STRAIGHT, top)
            by_flush_mask[mask] = _pack(_STRAIGHT_FLUSH, top)
        else:
            by_product[key] = _pack(_HIGH_CARD, *five)
            by_flush_mask[mask] = _pack(_FLUSH, *five)
    for pair in ranks:
        others = [r for r in ranks if r != pair]
        for k in combinations(others, 3):
            by_product[p[pair] ** 2 * p[k[0]] * p[k[1]] * p[k[2]]] = _pack(_PAIR, pair, *k)
        for kicker1, kicker2 in combinations(others, 2):
            by_product[p[pair] ** 3 * p[kicker1] * p[kicker2]] = _pack(_TRIPS, pair, kicker1, kicker2)
        for other in others:
            by_product[p[pair] ** 3 * p[other] ** 2] = _pack(_FULL_HOUSE, pair, other)
            by_product[p[pair] ** 4 * p[other]] = _pack(_QUADS, pair, other)
    for high_pair, low_pair in combinations(ranks, 2):
        for kicker in ranks:
            if kicker != high_pair and kicker != low_pair:
                by_product[p[high_pair] ** 2 * p[low_pair] ** 2 * p[kicker]] = _pack(
                    _TWO_PAIR, high_pair, low_pair, kicker)

    low_by_mask: dict[int, int] = {}
    for five in combinations(range(13, 0, -1), 5):
        mask = (1 << five[0]) | (1 << five[1]) | (1 << five[2]) | (1 << five[3]) | (1 << five[4])
        value = 0
        for r in five:
            value = (value << 4) | (15 - r)
        low_by_mask[mask] = value
    return by_product, by_flush_mask, low_by_mask


_HIGH_BY_PRODUCT, _FLUSH_BY_MASK, _LOW_BY_MASK = _build_tables()


# --- five cards ---------------------------------------------------------------

def _check_five(cards: Sequence[Card]) -> Sequence[Card]:
    if len(cards) != 5:
        raise ValueError(f"a hand is exactly five cards, got {len(cards)}")
    if len(set(cards)) != 5:
        raise ValueError("the same card appears twice in the hand")
    return cards


def high_value(cards: Sequence[Card]) -> int:
    """Value of exactly five cards as a high hand (greater is better)."""
    a, b, c, d, e = _check_five(tuple(cards))
    if a.suit == b.suit == c.suit == d.suit == e.suit:
        return _FLUSH_BY_MASK[_BIT[a.rank] | _BIT[b.rank] | _BIT[c.rank] | _BIT[d.rank] | _BIT[e.rank]]
    p = _PRIME
    return _HIGH_BY_PRODUCT[p[a.rank] * p[b.rank] * p[c.rank] * p[d.rank] * p[e.rank]]


def _low_mask(cards: Sequence[Card], qualifier: int) -> int | None:
    """Rank mask of cards that are all different low ranks within the qualifier, or None."""
    top = qualifier or 13
    mask = 0
    for card in cards:
        bit = 1 << _LOW_RANK[card.rank]
        if mask & bit or _LOW_RANK[card.rank] > top:
            return None
        mask |= bit
    return mask


def _check_qualifier(qualifier: int) -> None:
    if qualifier not in _QUALIFIERS:
        raise ValueError(f"low qualifier is 8, 9 or 0 (none), got {qualifier!r}")


def low_value(cards: Sequence[Card], qualifier: int) -> int | None:
    """Value of five cards as an ace-to-five low (greater is better), None if no low.

    ``qualifier`` 8 or 9: every card that rank or lower (ace low); 0: any five
    different ranks. Straights and flushes do not spoil a low.
    """
    _check_qualifier(qualifier)
    mask = _low_mask(_check_five(tuple(cards)), qualifier)
    return None if mask is None else _LOW_BY_MASK[mask]
