"""Hand values: high hands, ace-to-five low hands, Omaha and Hold'em choices.

A hand's value is a plain int; a greater int is a better hand and equal ints
are perfect ties (suits never break a tie, RULES.md section 1).

High value layout: ``category << 20`` followed by up to five 4-bit ranks in
the order they are compared (the trips before the pair of a full house, the
pairs before the kicker, the top card of a straight, 5 for the wheel).

Low value layout: five 4-bit digits ``15 - rank`` (ace = 1) from the top card
down, so the wheel 5-4-3-2-A is the greatest low and 8-7-6-5-4 the least
8-or-better low. High and low values are different scales: compare a low
only with a low.

Speed: five cards are valued by one dict look-up, keyed on the product of a
prime per rank (any suits) or on a rank bit mask (one suit). The tables are
built at import from the shape of each category (about 7,500 entries, a few
milliseconds). Omaha looks at every hole pair with every board triple on the
ranks alone, then at flushes only if the board has three cards of a suit and
the hand two; what depends on the board alone is kept for the last few boards
because every player at a table is valued against the same board.
"""
from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from operator import itemgetter
from typing import Sequence

from engine.cards import Card

__all__ = [
    "high_value",
    "low_value",
    "best_high",
    "best_low",
    "describe_high",
    "describe_low",
    "category",
]

# Categories, weakest first; the number is the value's top field.
_HIGH_CARD, _PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FLUSH, _FULL_HOUSE, _QUADS, _STRAIGHT_FLUSH = range(9)
_CATEGORY_SLUGS = (
    "high-card", "pair", "two-pair", "three-of-a-kind", "straight",
    "flush", "full-house", "four-of-a-kind", "straight-flush",
)
_CATEGORY_SHIFT = 20

_RULES = ("omaha", "holdem")
_QUALIFIERS = (0, 8, 9)

# One prime per rank (index = rank, 2..14): a product of five identifies the
# multiset of ranks whatever the order. The largest, 41**4 * 37, fits in one
# 30-bit digit of a CPython int, which keeps the multiplications cheap.
_PRIME = (0, 0, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
_BIT = tuple(1 << r for r in range(15))  # rank bit, for flush masks

# Low ranks: the ace counts 1 (index = rank, 2..14).
_LOW_RANK = (0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1)


def _pack(category_: int, ranks: Sequence[int]) -> int:
    value = category_
    for i in range(5):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


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
            by_product[key] = _pack(_STRAIGHT, (top,))
            by_flush_mask[mask] = _pack(_STRAIGHT_FLUSH, (top,))
        else:
            by_product[key] = _pack(_HIGH_CARD, five)
            by_flush_mask[mask] = _pack(_FLUSH, five)
    for pair in ranks:
        others = [r for r in ranks if r != pair]
        for k in combinations(others, 3):
            by_product[p[pair] ** 2 * p[k[0]] * p[k[1]] * p[k[2]]] = _pack(_PAIR, (pair,) + k)
        for kicker1, kicker2 in combinations(others, 2):
            by_product[p[pair] ** 3 * p[kicker1] * p[kicker2]] = _pack(_TRIPS, (pair, kicker1, kicker2))
        for other in others:
            by_product[p[pair] ** 3 * p[other] ** 2] = _pack(_FULL_HOUSE, (pair, other))
            by_product[p[pair] ** 4 * p[other]] = _pack(_QUADS, (pair, other))
    for high_pair, low_pair in combinations(ranks, 2):
        for kicker in ranks:
            if kicker != high_pair and kicker != low_pair:
                by_product[p[high_pair] ** 2 * p[low_pair] ** 2 * p[kicker]] = _pack(
                    _TWO_PAIR, (high_pair, low_pair, kicker))

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
    if len({(c.rank, c.suit) for c in cards}) != 5:
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


# --- choosing five from hole and board ----------------------------------------
#
# Both rules take k hole cards and 5 - k board cards (Omaha: k = 2; Hold'em:
# k = 0, 1 or 2). On the ranks alone the value is a table of rows: one row per
# hole part (keyed by its rank product), one column per board part (a multiset
# of 5 - k ranks). A board picks its columns once (an itemgetter), so a hole
# pair costs one C-level gather and max over the board's triples. Rows are
# filled the first time a hole part is seen (at most 91 + 13 + 1 rows).

class _Columns:
    """Every multiset of ``size`` ranks a board part can hold, by rank product."""

    __slots__ = ("keys", "index")

    def __init__(self, size: int):
        p = _PRIME
        if size == 5:
            keys = sorted(_HIGH_BY_PRODUCT)
        else:
            keys = set()
            for ranks in combinations_with_replacement(range(2, 15), size):
                key = 1
                for r in ranks:
                    key *= p[r]
                keys.add(key)
            keys = sorted(keys)
        self.keys = keys
        self.index = {key: i for i, key in enumerate(keys)}


class _Rows(dict):
    """Row of values by hole-part product; 0 where the part cannot join a column."""

    def __init__(self, board_size: int):
        super().__init__()
        self.board_size = board_size

    def __missing__(self, hole_key: int) -> list[int]:
        table = _HIGH_BY_PRODUCT
        row = self[hole_key] = [table.get(hole_key * key, 0) for key in _columns(self.board_size).keys]
        return row


_COLUMNS: dict[int, _Columns] = {}
_ROWS = {k: _Rows(5 - k) for k in (0, 1, 2)}  # by number of hole cards used


def _columns(size: int) -> _Columns:
    found = _COLUMNS.get(size)
    if found is None:
        found = _COLUMNS[size] = _Columns(size)
    return found


class _Board:
    """What depends on the board alone, shared by every player at the table."""

    __slots__ = ("cards", "primes", "flush_suit", "_picks", "_lows")

    def __init__(self, board: tuple[Card, ...]):
        if not 3 <= len(board) <= 5:
            raise ValueError(f"the board has 3 to 5 cards, got {len(board)}")
        self.cards = board
        self.primes = [_PRIME[c.rank] for c in board]
        suits = [c.suit for c in board]
        # At most two hole cards are used, so a flush needs three board cards
        # of its suit, and five board cards hold three of one suit at most once.
        self.flush_suit = None
        for suit in "cdhs":
            if suits.count(suit) >= 3:
                self.flush_suit = suit
        self._picks: dict[int, itemgetter] = {}
        self._lows: dict[int, list[tuple[int, tuple[Card, ...]]]] = {}

    def pick(self, size: int) -> itemgetter:
        """Gathers, from a row, the columns of the board's ``size``-card parts
        in the order of combinations(board, size)."""
        found = self._picks.get(size)
        if found is None:
            q = self.primes
            if size == 3:
                keys = [a * b * c for a, b, c in combinations(q, 3)]
            elif size == 4:
                keys = [a * b * c * d for a, b, c, d in combinations(q, 4)]
            else:
                keys = [a * b * c * d * e for a, b, c, d, e in combinations(q, 5)]
            cols = list(map(_columns(size).index.__getitem__, keys))
            if len(cols) == 1:  # itemgetter of one index returns the item, not a tuple
                cols.append(cols[0])
            found = self._picks[size] = itemgetter(*cols)
        return found

    def low_triples(self, qualifier: int) -> list[tuple[int, tuple[Card, ...]]]:
        """Board triples of three different low ranks within the qualifier."""
        found = self._lows.get(qualifier)
        if found is None:
            found = [(m, t) for t in combinations(self.cards, 3) if (m := _low_mask(t, qualifier)) is not None]
            self._lows[qualifier] = found
        return found


_last_board: _Board | None = None


def _board(board: tuple[Card, ...]) -> _Board:
    global _last_board
    info = _last_board  # one slot: a showdown values every hand on one board
    if info is None or info.cards != board:
        info = _last_board = _Board(board)
    return info


def _check_hole(rule: str, hole: tuple[Card, ...]) -> None:
    if rule == "omaha":
        if len(hole) < 2:
            raise ValueError(f"Omaha needs at least two hole cards, got {len(hole)}")
    elif rule == "holdem":
        if len(hole) > 2:
            raise ValueError(f"Hold'em has two hole cards, got {len(hole)}")
    else:
        raise ValueError(f"rule is 'omaha' or 'holdem', got {rule!r}")


def best_high(hole: Sequence[Card], board: Sequence[Card], rule: str) -> tuple[int, tuple[Card, ...]]:
    """Best high hand and the five cards that make it, hole cards first.

    ``omaha``: exactly two hole cards and exactly three board cards.
    ``holdem``: the best five of hole and board (0, 1 or 2 hole cards).
    """
    hole = tuple(hole)
    _check_hole(rule, hole)
    info = _board(tuple(board))
    if rule == "omaha":
        used: tuple[int, ...] = (2,)
    else:
        used = tuple(k for k in (0, 1, 2) if k <= len(hole) and 5 - k <= len(info.cards))
    p = _PRIME
    primes = [p[c.rank] for c in hole]
    best = 0
    for k in used:
        if k == 2:
            keys = [a * b for a, b in combinations(primes, 2)]
        else:
            keys = primes if k == 1 else [1]
        pick = info.pick(5 - k)
        rows = list(map(_ROWS[k].__getitem__, keys))
        maxes = list(map(max, map(pick, rows)))
        value = max(maxes)
        if value > best:
            best, best_k, best_i = value, k, maxes.index(value)
            best_j = pick(rows[best_i]).index(value)
    best_cards = (list(combinations(hole, best_k))[best_i]
                  + list(combinations(info.cards, 5 - best_k))[best_j])
    suit = info.flush_suit
    if suit is not None:
        suited = [c for c in hole if c.suit == suit]
        board_suited = [c for c in info.cards if c.suit == suit]
        for k in used:
            for hole_part in combinations(suited, k):
                for board_part in combinations(board_suited, 5 - k):
                    mask = 0
                    for card in hole_part + board_part:
                        mask |= _BIT[card.rank]
                    value = _FLUSH_BY_MASK[mask]
                    if value > best:
                        best, best_cards = value, hole_part + board_part
    return best, best_cards


def best_low(
    hole: Sequence[Card], board: Sequence[Card], rule: str, qualifier: int,
) -> tuple[int, tuple[Card, ...]] | None:
    """Best ace-to-five low and its five cards (hole cards first), or None.

    Same choice of cards as best_high, made independently of it (the same
    hole cards may serve both high and low).
    """
    _check_qualifier(qualifier)
    hole = tuple(hole)
    _check_hole(rule, hole)
    info = _board(tuple(board))
    if rule == "holdem":
        return _best_low_holdem(hole, info.cards, qualifier)
    triples = info.low_triples(qualifier)
    if not triples:  # a low needs three board cards of different low ranks
        return None
    best = 0
    for pair in combinations(hole, 2):
        pair_mask = _low_mask(pair, qualifier)
        if pair_mask is None:
            continue
        for triple_mask, triple in triples:
            if not pair_mask & triple_mask:
                value = _LOW_BY_MASK[pair_mask | triple_mask]
                if value > best:
                    best, best_cards = value, pair + triple
    return (best, best_cards) if best else None


def _best_low_holdem(
    hole: tuple[Card, ...], board: tuple[Card, ...], qualifier: int,
) -> tuple[int, tuple[Card, ...]] | None:
    # The best low is the five lowest different ranks, whichever cards hold them.
    top = qualifier or 13
    by_rank: dict[int, Card] = {}
    for card in hole + board:
        low = _LOW_RANK[card.rank]
        if low <= top:
            by_rank.setdefault(low, card)
    if len(by_rank) < 5:
        return None
    lowest = sorted(by_rank)[:5]
    mask = 0
    for r in lowest:
        mask |= 1 << r
    return _LOW_BY_MASK[mask], tuple(by_rank[r] for r in reversed(lowest))


# --- words for the dealer -----------------------------------------------------

_NAMES = {
    1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
}
_PLURALS = {r: ("sixes" if r == 6 else name + "s") for r, name in _NAMES.items()}
_LOW_CHARS = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}


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


def describe_high(value: int) -> str:
    """The words a dealer reads for a high value, e.g. 'jacks full of nines'."""
    category(value)  # validates
    cat, r = _fields(value)
    name, plural = _NAMES, _PLURALS
    if cat == _STRAIGHT_FLUSH:
        return "royal flush" if r[0] == 14 else f"straight flush, {name[r[0]]} high"
    if cat == _QUADS:
        return f"four {plural[r[0]]}"
    if cat == _FULL_HOUSE:
        return f"{plural[r[0]]} full of {plural[r[1]]}"
    if cat == _FLUSH:
        return f"{name[r[0]]}-high flush"
    if cat == _STRAIGHT:
        return f"{name[r[0]]}-high straight"
    if cat == _TRIPS:
        return f"three {plural[r[0]]}"
    if cat == _TWO_PAIR:
        return f"two pair, {plural[r[0]]} and {plural[r[1]]}"
    if cat == _PAIR:
        return f"pair of {plural[r[0]]}"
    return f"{name[r[0]]} high"


def describe_low(value: int) -> str:
    """The low from its top card down, ace as A: '7-5-3-2-A'."""
    digits = [(value >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    if value >> 20 or not all(2 <= d <= 14 for d in digits):
        raise ValueError(f"{value!r} is not a low hand value")
    return "-".join(_LOW_CHARS.get(15 - d, str(15 - d)) for d in digits)
