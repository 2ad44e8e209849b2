"""Hand values: high hands, ace-to-five low hands, Omaha and Hold'em choices.

A hand's value is a plain int; a greater int is a better hand and equal ints
are perfect ties (suits never break a tie, RULES.md section 1).

The value of exactly five cards, its layout and its tables, is
engine/ranking/five_cards.py; this module chooses the best five of hole and board;
a value said in words (describe_high, describe_low) is engine/ranking/hand_names.py.

Speed: five cards are valued by one dict look-up (engine/ranking/five_cards.py).
Omaha (exactly two hole and three board cards) goes by rank multisets: the best non-flush hand of a hole pair on a board depends only on
the pair's two ranks and the board's ranks, so it is computed once per
(board ranks, pair ranks) and kept in compact arrays, one vector of 91
pairs per board rank multiset made whole when those ranks are first met (at
most 8,450 of them; all the evaluator's tables take about 10 MB once every
one has been met, as ``python -m bench.run`` measures), so valuing a hand
never checks for a missing entry. Flushes are looked at only if the board
has three cards of a suit and the hand two. The best low of a hole pair is
the pair with the three lowest other low ranks of the board, kept likewise
per (board low ranks, pair). What depends on the board alone is kept for the
last board, because every player at a table is valued against the same one;
a board is made for every new deal, so it holds only what every caller
needs, the rest (its cards in rank order, its lows) made on first use. A
card given twice is found by one set of the board and the hand(s) together.
Nothing is built at import beyond the five-card tables and the board's flush
suit by its suits (1,344 entries), and nothing grows without bound.

Every function refuses (ValueError) a card given twice, a wrong card count,
an unknown rule or qualifier.
"""
from __future__ import annotations

from array import array
from itertools import chain, combinations, combinations_with_replacement, product
from operator import attrgetter, itemgetter
from typing import Callable, Sequence

from engine.ranking import omaha_table_file
from engine.cards import Card
from engine.ranking.five_cards import (  # the five-card values and tables (this module's own part)
    _QUALIFIERS, _PRIME, _BIT, _LOW_RANK, _HIGH_BY_PRODUCT, _FLUSH_BY_MASK, _LOW_BY_MASK, _check_qualifier,
    high_value, low_value)

__all__ = [
    "high_value",
    "low_value",
    "best_high",
    "best_low",
    "high_values",
    "low_values",
]

# --- choosing five from hole and board ----------------------------------------
#
# High, Omaha. On the ranks alone, a hole pair and a board triple are valued
# through a table of rows: one row per multiset of two ranks (91 rows, each
# filled the first time it is needed), one column per multiset of three ranks
# (455), holding the values in compact arrays. Each multiset of board ranks
# has a vector: for each of the 91 hole pairs, the best value over the
# board's triples and which triple gives it. The vectors are kept per
# multiset of board ranks (at most 8,450 boards of 3, 4 or 5 cards, 364
# bytes each), each made whole the first time its ranks are met, so a hand
# is six array indexes and a max, with no entry ever missing; every player
# at a table shares them. Flushes are looked at only if the board has three
# cards of a suit and the hand two.
#
# Low, Omaha. With the hole pair P (two different low ranks), the best low
# takes the three lowest board ranks not in P: any other three are no lower
# at every place from the top down. So the best low of a pair is a function
# of the pair and the board's low ranks: a vector per mask of 3 to 5 low
# ranks (at most 2,800) × 78 pairs, made whole when its mask is first met.
#
# What depends on the board alone (_Board) is kept for the last board,
# because every player at a table is valued against the same one.

def _triple_keys() -> list[int]:
    """The rank product of every multiset of three ranks, in column order."""
    p = _PRIME
    return sorted({p[a] * p[b] * p[c] for a, b, c in combinations_with_replacement(range(2, 15), 3)})


_TRIPLE_KEYS = _triple_keys()
_TRIPLE_COLUMN = {key: i for i, key in enumerate(_TRIPLE_KEYS)}


def _pair_index() -> tuple[list[list[int]], list[int]]:
    """Row number of each multiset of two ranks (``index[a][b]``, either order)
    and each row's rank product."""
    index = [[-1] * 15 for _ in range(15)]
    keys: list[int] = []
    for a, b in combinations_with_replacement(range(2, 15), 2):
        index[a][b] = index[b][a] = len(keys)
        keys.append(_PRIME[a] * _PRIME[b])
    return index, keys


_PAIR_INDEX, _PAIR_KEYS = _pair_index()

_ROWS: list[array | None] = [None] * len(_PAIR_KEYS)


def _row(i: int) -> array:
    """Values of hole pair row ``i`` with every triple column (high values take
    24 bits); 0 where pair and triple cannot meet (five of a kind)."""
    row = _ROWS[i]
    if row is None:
        get, key = _HIGH_BY_PRODUCT.get, _PAIR_KEYS[i]
        row = _ROWS[i] = array("I", [get(key * triple, 0) for triple in _TRIPLE_KEYS])
    return row


def _rank_board_vector(ranks: Sequence[int]) -> array:
    """For each hole pair row, the best non-flush value with three of the board
    ``ranks`` (ascending) and which three (their combinations() number among the
    board cards in ascending rank order), as ``value << 4 | triple``."""
    p = _PRIME
    columns = [_TRIPLE_COLUMN[p[a] * p[b] * p[c]] for a, b, c in combinations(ranks, 3)]
    best = array("I")
    for i in range(len(_PAIR_KEYS)):
        row = _row(i)
        values = [row[column] for column in columns]
        top = max(values)
        best.append(top << 4 | values.index(top))
    return best


_RANK_BOARDS: dict[int, array] = {}   # vectors by the rank product of the board
_BY_RANK = attrgetter("rank")


def _takers(n: int, k: int) -> list[Callable[[Sequence[Card]], tuple[Card, ...]]]:
    """Functions taking every k of n cards (k >= 2), in combinations() order."""
    found = _TAKERS.get((n, k))
    if found is None:
        found = _TAKERS[n, k] = [itemgetter(*positions) for positions in combinations(range(n), k)]
    return found


_TAKERS: dict[tuple[int, int], list[Callable[[Sequence[Card]], tuple[Card, ...]]]] = {}
_TAKE_PAIR_OF_4 = _takers(4, 2)
_TAKE_TRIPLE = {n: _takers(n, 3) for n in (3, 4, 5)}

# Low rank bit of each rank under each qualifier, 0 for a rank above it.
_LOW_BITS = {
    q: tuple((1 << _LOW_RANK[r]) if r >= 2 and _LOW_RANK[r] <= (q or 13) else 0 for r in range(15))
    for q in _QUALIFIERS
}


def _flush_suits() -> dict[tuple[str, ...], str | None]:
    """The suit of three or more cards, if any, for every row of 3 to 5 suits."""
    found = {}
    for n in (3, 4, 5):
        for suits in product("cdhs", repeat=n):
            found[suits] = next((s for s in "cdhs" if suits.count(s) >= 3), None)
    return found


# Omaha takes three board cards, so its flush needs three of a suit there (five
# cards hold three of one suit at most once): the board's flush suit by its suits.
_FLUSH_SUIT = _flush_suits()


class _Board:
    """What depends on the board alone, shared by every player at the table
    (made by _new_board). A board is made for every new deal, so only what
    every caller needs is made at once; the rest (cards by rank, suited
    triples, lows) on first use."""

    __slots__ = ("cards", "ordered", "vector", "take_triple", "flush_suit", "_suited", "lows")

    def ordered_cards(self) -> list[Card]:
        """The board cards in ascending rank order (the board's order among equal
        ranks): the order the triple numbers of the vector count in."""
        if self.ordered is None:
            self.ordered = sorted(self.cards, key=_BY_RANK)
        return self.ordered

    def flush(self, hole: tuple[Card, ...], best: int, best_cards: tuple[Card, ...]) -> tuple[int, tuple[Card, ...]]:
        """The better of (best, best_cards) and the hand's flushes."""
        suit = self.flush_suit
        hole_suited = [c for c in hole if c.suit == suit]
        if len(hole_suited) < 2:
            return best, best_cards
        triples = self._suited
        if triples is None:
            bit = _BIT
            suited = [c for c in self.cards if c.suit == suit]
            triples = self._suited = [(bit[x.rank] | bit[y.rank] | bit[z.rank], (x, y, z))
                                      for x, y, z in combinations(suited, 3)]
        bit, flush = _BIT, _FLUSH_BY_MASK
        for pair in combinations(hole_suited, 2):
            pair_mask = bit[pair[0].rank] | bit[pair[1].rank]
            for triple_mask, triple in triples:
                value = flush[pair_mask | triple_mask]
                if value > best:
                    best, best_cards = value, pair + triple
        return best, best_cards

    def low(self, qualifier: int) -> tuple[array | None, dict[int, Card]]:
        """The low vector of the board's low ranks under the qualifier (None:
        fewer than three), and the first board card of each low rank bit."""
        found = self.lows.get(qualifier)
        if found is None:
            bits = _LOW_BITS[qualifier]
            card_of: dict[int, Card] = {}
            for c in reversed(self.cards):
                if bits[c.rank]:
                    card_of[bits[c.rank]] = c
            vector = None
            if len(card_of) >= 3:
                mask = sum(card_of)
                vector = _LOW_BOARDS.get(mask)
                if vector is None:
                    vector = _LOW_BOARDS[mask] = _low_board_vector(mask)
            if self.lows is _NO_LOWS_YET:
                self.lows = {}
            found = self.lows[qualifier] = (vector, card_of)
        return found


def _new_board(board: tuple[Card, ...]) -> _Board:
    """A _Board for ``board`` (a function, not _Board(): cheaper to call, and a
    board is made for every new deal)."""
    info = _new_object(_Board)
    # A board is not checked here for a card given twice: every caller checks
    # the board with the hand(s) in one set, then _check_apart says which.
    info.cards = board
    p = _PRIME
    if len(board) == 5:  # unrolled: the common board
        a, b, c, d, e = board
        key = p[a.rank] * p[b.rank] * p[c.rank] * p[d.rank] * p[e.rank]
        suits = (a.suit, b.suit, c.suit, d.suit, e.suit)
    else:
        key = 1
        for x in board:
            key *= p[x.rank]
        suits = tuple(x.suit for x in board)
    vector = _RANK_BOARDS.get(key)
    if vector is None:
        if len(set(board)) != len(board):   # nothing kept for a board that cannot be
            raise ValueError("the same card appears twice on the board")
        vector = _RANK_BOARDS[key] = _rank_board_vector(sorted(x.rank for x in board))
    info.vector = vector
    info.ordered = None   # the cards by rank: ordered_cards(), on first use
    info.take_triple = _TAKE_TRIPLE[len(board)]
    info.flush_suit = _FLUSH_SUIT[suits]
    info._suited = None
    info.lows = _NO_LOWS_YET   # low(): a dict of its own on first use
    return info


_NO_LOWS_YET: dict = {}   # shared by new boards, never written to
_new_object = object.__new__
_last_board: _Board | None = None


def _board(hole: tuple[Card, ...], board: tuple[Card, ...], rule: str) -> _Board:
    """The board's information, after checking the rule, the card counts and
    that no card is there twice."""
    global _last_board
    if (rule, len(hole), len(board)) not in _COUNTS_SEEN:
        _check_counts(rule, len(hole), len(board))
    info = _last_board  # one slot: a showdown values every hand on one board
    if info is None or info.cards != board:
        info = _last_board = _new_board(board)
    if len(set(hole + board)) != len(hole) + len(board):
        _check_apart(board, "the same card appears twice in the hand and on the board")
    return info


def _check_counts(rule: str, hole_count: int, board_count: int) -> None:
    if not 3 <= board_count <= 5:
        raise ValueError(f"the board has 3 to 5 cards, got {board_count}")
    if rule == "omaha":
        if hole_count < 2:
            raise ValueError(f"Omaha needs at least two hole cards, got {hole_count}")
        _takers(hole_count, 2)  # indexed directly once the counts are seen
    elif rule == "holdem":
        if hole_count > 2:
            raise ValueError(f"Hold'em has two hole cards, got {hole_count}")
        if hole_count + board_count < 5:
            raise ValueError(f"five cards are needed, got {hole_count + board_count}")
    else:
        raise ValueError(f"rule is 'omaha' or 'holdem', got {rule!r}")
    _COUNTS_SEEN.add((rule, hole_count, board_count))


_COUNTS_SEEN: set[tuple[str, int, int]] = set()


def best_high(hole: Sequence[Card], board: Sequence[Card], rule: str) -> tuple[int, tuple[Card, ...]]:
    """Best high hand and the five cards that make it.

    ``omaha``: exactly two hole cards and exactly three board cards (the cards
    come back hole pair first). ``holdem``: the best five of hole and board
    (0, 1 or 2 hole cards).
    """
    hole = tuple(hole)
    board = tuple(board)
    if len(hole) != 4 or rule != "omaha":
        return _best_high_any(hole, board, rule)
    # Four hole cards, the common Omaha: _board() unrolled.
    global _last_board
    info = _last_board
    if info is None or info.cards != board:
        if not 3 <= len(board) <= 5:
            _check_counts(rule, 4, len(board))
        info = _last_board = _new_board(board)
    if len(set(hole + board)) != 4 + len(board):
        _check_apart(board, "the same card appears twice in the hand and on the board")
    w, x, y, z = hole
    a, b, c, d = w.rank, x.rank, y.rank, z.rank
    index, vector = _PAIR_INDEX, info.vector
    row_a, row_b = index[a], index[b]
    # The six hole pairs in combinations() order.
    values = [vector[row_a[b]], vector[row_a[c]], vector[row_a[d]], vector[row_b[c]], vector[row_b[d]],
              vector[index[c][d]]]
    top = max(values)
    ordered = info.ordered
    if ordered is None:   # ordered_cards(), inlined
        ordered = info.ordered = sorted(board, key=_BY_RANK)
    best_cards = _TAKE_PAIR_OF_4[values.index(top)](hole) + info.take_triple[top & 15](ordered)
    suit = info.flush_suit
    if suit is not None and (w.suit == suit) + (x.suit == suit) + (y.suit == suit) + (z.suit == suit) >= 2:
        return info.flush(hole, top >> 4, best_cards)
    return top >> 4, best_cards


def _best_high_any(hole: tuple[Card, ...], board: tuple[Card, ...], rule: str) -> tuple[int, tuple[Card, ...]]:
    info = _board(hole, board, rule)
    if rule == "holdem":
        return _best_high_of_any_five(hole + board)
    index = _PAIR_INDEX
    vector = info.vector
    values = [vector[index[a][b]] for a, b in combinations([c.rank for c in hole], 2)]
    top = max(values)
    best = top >> 4
    best_cards = (_TAKERS[len(hole), 2][values.index(top)](hole)
                  + info.take_triple[top & 15](info.ordered or info.ordered_cards()))
    if info.flush_suit is not None:
        return info.flush(hole, best, best_cards)
    return best, best_cards


def _best_high_of_any_five(cards: tuple[Card, ...]) -> tuple[int, tuple[Card, ...]]:
    p = _PRIME
    primes = [p[c.rank] for c in cards]
    values = list(map(_HIGH_BY_PRODUCT.__getitem__, [a * b * c * d * e for a, b, c, d, e in combinations(primes, 5)]))
    best = max(values)
    best_cards = _takers(len(cards), 5)[values.index(best)](cards)
    suits = [c.suit for c in cards]
    for suit in "cdhs":
        if suits.count(suit) >= 5:
            for five in combinations([c for c in cards if c.suit == suit], 5):
                a, b, c, d, e = five
                value = _FLUSH_BY_MASK[_BIT[a.rank] | _BIT[b.rank] | _BIT[c.rank] | _BIT[d.rank] | _BIT[e.rank]]
                if value > best:
                    best, best_cards = value, five
    return best, best_cards


# Low: every pair of different low ranks (ace = 1 to king = 13) has a number,
# _NO_PAIR standing for two cards that make no low pair (the same rank, or a
# rank above the qualifier): _LOW_PAIR_INDEX[qualifier][rank][rank].
def _low_pair_index() -> tuple[dict[int, list[list[int]]], list[int]]:
    masks = [(1 << x) | (1 << y) for x, y in combinations(range(1, 14), 2)]
    number = {mask: i for i, mask in enumerate(masks)}
    index = {}
    for q in _QUALIFIERS:
        bits = _LOW_BITS[q]
        index[q] = [[number.get(bits[r] | bits[s], len(masks)) if bits[r] and bits[s] else len(masks)
                     for s in range(15)] for r in range(15)]
    return index, masks


_LOW_PAIR_INDEX, _LOW_PAIR_MASK = _low_pair_index()
_NO_PAIR = len(_LOW_PAIR_MASK)
_NO_LOW = 1   # below every ``value << 9 | triple``
# Each set of three different low ranks, numbered: its mask, and its bits lowest first.
_LOW_TRIPLES = [(1 << x, 1 << y, 1 << z) for x, y, z in combinations(range(1, 14), 3)]
_LOW_TRIPLE_NUMBER = {x | y | z: i for i, (x, y, z) in enumerate(_LOW_TRIPLES)}


def _low_board_vector(mask: int) -> array:
    """For the board's low ranks ``mask`` (three or more), the best low of each
    low pair with three board ranks, as ``value << 9 | triple number`` (under
    2**30, one machine digit), _NO_LOW where there is none (and at _NO_PAIR)."""
    best = array("I", bytes(4 * (_NO_PAIR + 1)))
    for i, pair in enumerate(_LOW_PAIR_MASK):
        # The three lowest board ranks outside the pair: any other three are no
        # lower at every place from the top down.
        rest = mask & ~pair
        if rest.bit_count() < 3:
            best[i] = _NO_LOW
            continue
        low1 = rest & -rest
        rest ^= low1
        low2 = rest & -rest
        rest ^= low2
        triple = low1 | low2 | (rest & -rest)
        best[i] = _LOW_BY_MASK[pair | triple] << 9 | _LOW_TRIPLE_NUMBER[triple]
    best[_NO_PAIR] = _NO_LOW
    return best


_LOW_BOARDS: dict[int, array] = {}   # low vectors by the board's low rank mask


def best_low(
    hole: Sequence[Card], board: Sequence[Card], rule: str, qualifier: int,
) -> tuple[int, tuple[Card, ...]] | None:
    """Best ace-to-five low and its five cards (hole cards first), or None.

    Same choice of cards as best_high, made independently of it (the same
    hole cards may serve both high and low).
    """
    if qualifier not in _QUALIFIERS:
        _check_qualifier(qualifier)
    hole = tuple(hole)
    board = tuple(board)
    if len(hole) == 4 and rule == "omaha":  # the common Omaha: _board() unrolled
        global _last_board
        info = _last_board
        if info is None or info.cards != board:
            if not 3 <= len(board) <= 5:
                _check_counts(rule, 4, len(board))
            info = _last_board = _new_board(board)
        if len(set(hole + board)) != 4 + len(board):
            _check_apart(board, "the same card appears twice in the hand and on the board")
        w, x, y, z = hole
        vector, card_of = info.lows.get(qualifier) or info.low(qualifier)
        if vector is None:  # a low needs three board cards of different low ranks
            return None
        a, b, c, d = w.rank, x.rank, y.rank, z.rank
        index = _LOW_PAIR_INDEX[qualifier]
        row_a, row_b = index[a], index[b]
        values = [vector[row_a[b]], vector[row_a[c]], vector[row_a[d]], vector[row_b[c]], vector[row_b[d]],
                  vector[index[c][d]]]
        take_pair = _TAKE_PAIR_OF_4
    else:
        info = _board(hole, board, rule)
        if rule == "holdem":
            return _best_low_holdem(hole, info.cards, qualifier)
        vector, card_of = info.lows.get(qualifier) or info.low(qualifier)
        if vector is None:
            return None
        index = _LOW_PAIR_INDEX[qualifier]
        values = [vector[index[a][b]] for a, b in combinations([c.rank for c in hole], 2)]
        take_pair = _TAKERS[len(hole), 2]
    top = max(values)
    if top == _NO_LOW:
        return None
    low1, low2, low3 = _LOW_TRIPLES[top & 511]
    return top >> 9, take_pair[values.index(top)](hole) + (card_of[low1], card_of[low2], card_of[low3])


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


# --- a whole table at once ------------------------------------------------------
#
# A showdown needs every player's value but the cards of the winners only:
# these value a list of hands on one board in one call, without choosing the
# five cards, which is most of the work of best_high and best_low.

_FOUR = {4}


def _check_apart(board: tuple[Card, ...], message: str) -> None:
    """Raise for a card given twice: on the board if it is there, else ``message``."""
    if len(set(board)) != len(board):
        raise ValueError("the same card appears twice on the board")
    raise ValueError(message)


def _table_board(holes: list[tuple[Card, ...]], board: tuple[Card, ...]) -> _Board:
    """The board's information for hands of four, after checking that every
    card is there once: in no two hands, not twice in one, not on the board."""
    global _last_board
    info = _last_board
    if info is None or info.cards != board:
        if not 3 <= len(board) <= 5:
            _check_counts("omaha", 4, len(board))
        info = _last_board = _new_board(board)
    if len(set(chain(board, *holes))) != len(board) + 4 * len(holes):
        _check_apart(board, "the same card appears twice among the hands and the board")
    return info


def high_values(holes: Sequence[Sequence[Card]], board: Sequence[Card], rule: str) -> list[int]:
    """The high value of each hand on ``board``; the same values best_high gives."""
    board = tuple(board)
    holes = list(map(tuple, holes))
    if rule != "omaha" or set(map(len, holes)) - _FOUR:
        return [best_high(h, board, rule)[0] for h in holes]
    info = _table_board(holes, board)
    index, vector, suit = _PAIR_INDEX, info.vector, info.flush_suit
    values = []
    for hole in holes:
        w, x, y, z = hole
        a, b, c, d = w.rank, x.rank, y.rank, z.rank
        row_a, row_b = index[a], index[b]
        best = max(vector[row_a[b]], vector[row_a[c]], vector[row_a[d]], vector[row_b[c]], vector[row_b[d]],
                   vector[index[c][d]]) >> 4
        if suit is not None and (w.suit == suit) + (x.suit == suit) + (y.suit == suit) + (z.suit == suit) >= 2:
            best = info.flush(hole, best, ())[0]
        values.append(best)
    return values


def low_values(holes: Sequence[Sequence[Card]], board: Sequence[Card], rule: str,
               qualifier: int) -> list[int | None]:
    """The low value of each hand on ``board`` (None: no low); the same values best_low gives."""
    if qualifier not in _QUALIFIERS:
        _check_qualifier(qualifier)
    board = tuple(board)
    holes = list(map(tuple, holes))
    if rule != "omaha" or set(map(len, holes)) - _FOUR:
        return [None if (found := best_low(h, board, rule, qualifier)) is None else found[0] for h in holes]
    info = _table_board(holes, board)
    vector = (info.lows.get(qualifier) or info.low(qualifier))[0]
    if vector is None:   # a low needs three board cards of different low ranks
        return [None] * len(holes)
    index = _LOW_PAIR_INDEX[qualifier]
    values: list[int | None] = []
    for w, x, y, z in holes:
        a, b, c, d = w.rank, x.rank, y.rank, z.rank
        row_a, row_b = index[a], index[b]
        top = max(vector[row_a[b]], vector[row_a[c]], vector[row_a[d]], vector[row_b[c]], vector[row_b[d]],
                  vector[index[c][d]])
        values.append(None if top == _NO_LOW else top >> 9)
    return values


# --- the tables computed ahead --------------------------------------------------

def install_tables(data: bytes) -> bool:
    """Put the tables of a shipped file (engine/ranking/omaha_table_file.py) into the evaluator's;
    False, and nothing changed, if ``data`` is not such a file."""
    parts = omaha_table_file.unpack(data)
    if parts is None:
        return False
    pairs, low_pairs = len(_PAIR_KEYS), _NO_PAIR + 1
    keys, vectors, masks, lows, rows = parts
    if (len(vectors) != pairs * len(keys) or len(lows) != low_pairs * len(masks)
            or len(rows) != pairs * len(_TRIPLE_KEYS)):
        return False
    for k, key in enumerate(keys):
        _RANK_BOARDS.setdefault(key, vectors[k * pairs:(k + 1) * pairs])
    for k, mask in enumerate(masks):
        _LOW_BOARDS.setdefault(mask, lows[k * low_pairs:(k + 1) * low_pairs])
    width = len(_TRIPLE_KEYS)
    for i in range(pairs):
        if _ROWS[i] is None:
            _ROWS[i] = rows[i * width:(i + 1) * width]
    return True


# Every table entry, computed ahead and shipped (engine/ranking/omaha_tables.py): a
# fresh process values hands as fast as a warm one. Without the file the
# tables fill as they go, as above.
install_tables(omaha_table_file.shipped() or b"")
