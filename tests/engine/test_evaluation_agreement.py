"""The evaluator agrees with two outside evaluators on random 9-player showdowns.

For each random deal (one board, nine hands) the winners and the full order
of the table (places, ties sharing a place) must be the same as pokerkit's
and as phevaluator's:

- Omaha high (4 hole cards), Omaha hi-lo 8 or better (4), 5-card Omaha hi-lo
  (Big O), Hold'em;
- pokerkit (test dependency): its hand classes' lookup tables, every
  allowed five looked up (exactly two hole and three board cards in Omaha);
- phevaluator (bench extra; skipped when absent): its C evaluators, high
  hands only (it has no low). Its 5-card Omaha evaluator is not compiled into
  the PyPI wheel, so a 5-card hand is the best of its four-card subsets,
  which is the same exactly-two-plus-three rule.

The normal run checks a few hundred deals; ``--slow`` checks 20,000 per
variant. No timing here: speed lives in bench/.
"""
from __future__ import annotations

import random
from itertools import combinations

import pytest

from engine.cards import CARDS, shuffled_deck
from engine.ranking.evaluation import best_high, best_low, high_value, low_value

# Variant: hole cards, rule, hi-lo.
VARIANTS = {
    "omaha": (4, "omaha", False),
    "omaha-hilo": (4, "omaha", True),
    "omaha5-hilo": (5, "omaha", True),
    "holdem": (2, "holdem", False),
}
PLAYERS = 9
QUICK = {"omaha": 250, "omaha-hilo": 150, "omaha5-hilo": 80, "holdem": 400}
SLOW = 20_000


def deals(variant: str, count: int, seed: int = 2025):
    hole_count = VARIANTS[variant][0]
    rng = random.Random(f"agreement-{variant}-{seed}")
    for _ in range(count):
        deck = shuffled_deck(rng)
        board = tuple(deck[:5])
        yield board, [tuple(deck[5 + i * hole_count:5 + (i + 1) * hole_count]) for i in range(PLAYERS)]


def places(strengths):
    """Each player's place, 0 = best; equal strengths share a place; None = no hand."""
    ordered = sorted({s for s in strengths if s is not None}, reverse=True)
    rank = {s: i for i, s in enumerate(ordered)}
    return [None if s is None else rank[s] for s in strengths]


class PokerKit:
    """pokerkit's strengths (greater is better), from its lookup tables."""

    def __init__(self, pokerkit):
        self.card = {c: next(iter(pokerkit.Card.parse(str(c)))) for c in CARDS}
        self.high = {"omaha": pokerkit.OmahaHoldemHand, "holdem": pokerkit.StandardHighHand}
        self.low = pokerkit.OmahaEightOrBetterLowHand

    def fives(self, hole, board, rule):
        hole, board = [self.card[c] for c in hole], [self.card[c] for c in board]
        if rule == "omaha":
            return [h + b for h in combinations(hole, 2) for b in combinations(board, 3)]
        return list(combinations(hole + board, 5))

    def high_strength(self, hole, board, rule):
        lookup = self.high[rule].lookup
        return max(lookup.get_entry(five).index for five in self.fives(hole, board, rule))

    def low_strength(self, hole, board):
        lookup = self.low.lookup
        indices = []
        for five in self.fives(hole, board, "omaha"):
            try:
                indices.append(lookup.get_entry(five).index)
            except ValueError:  # no qualifying low in these five
                pass
        return -min(indices) if indices else None   # a lesser entry is a better low


class PhEvaluator:
    """phevaluator's strengths (its rank: lesser is better, so negated)."""

    def __init__(self, module):
        from phevaluator import evaluate_cards, evaluate_omaha_cards
        from phevaluator.card import Card as PheCard
        self.evaluate_cards, self.evaluate_omaha_cards = evaluate_cards, evaluate_omaha_cards
        self.id = {c: PheCard.to_id(str(c)) for c in CARDS}

    def high_strength(self, hole, board, rule):
        board_ids, hole_ids = [self.id[c] for c in board], [self.id[c] for c in hole]
        if rule == "holdem":
            return -self.evaluate_cards(*board_ids, *hole_ids)
        return -min(self.evaluate_omaha_cards(*board_ids, *four) for four in combinations(hole_ids, 4))


@pytest.fixture(scope="module")
def pokerkit_oracle():
    return PokerKit(pytest.importorskip("pokerkit"))


@pytest.fixture(scope="module")
def phevaluator_oracle():
    return PhEvaluator(pytest.importorskip("phevaluator"))


def check_pokerkit(variant, count, oracle):
    _, rule, hilo = VARIANTS[variant]
    for board, holes in deals(variant, count):
        ours = [best_high(h, board, rule) for h in holes]
        for value, five in ours:   # the five cards given are worth the value given
            assert high_value(five) == value
        theirs = [oracle.high_strength(h, board, rule) for h in holes]
        assert places([v for v, _ in ours]) == places(theirs), ("high", board, holes)
        if hilo:
            ours_low = [best_low(h, board, rule, 8) for h in holes]
            for found in ours_low:
                if found is not None:
                    assert low_value(found[1], 8) == found[0]
            theirs_low = [oracle.low_strength(h, board) for h in holes]
            assert places([x and x[0] for x in ours_low]) == places(theirs_low), ("low", board, holes)


def check_phevaluator(variant, count, oracle):
    _, rule, _ = VARIANTS[variant]
    for board, holes in deals(variant, count):
        ours = [best_high(h, board, rule)[0] for h in holes]
        theirs = [oracle.high_strength(h, board, rule) for h in holes]
        assert places(ours) == places(theirs), ("high", board, holes)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_showdown_order_agrees_with_pokerkit(variant, pokerkit_oracle):
    check_pokerkit(variant, QUICK[variant], pokerkit_oracle)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_showdown_order_agrees_with_phevaluator(variant, phevaluator_oracle):
    check_phevaluator(variant, 5 * QUICK[variant], phevaluator_oracle)


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_20000_showdowns_agree_with_pokerkit(variant, pokerkit_oracle):
    check_pokerkit(variant, SLOW, pokerkit_oracle)


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_20000_showdowns_agree_with_phevaluator(variant, phevaluator_oracle):
    check_phevaluator(variant, SLOW, phevaluator_oracle)


def test_places_share_ties_and_leave_out_missing_hands():
    assert places([5, 9, 5, None, 1]) == [1, 0, 1, None, 2]
