"""Small builders for hands in tests: a table, its cards dealt, ready to bet."""
from __future__ import annotations

import random
from typing import Optional, Sequence

from engine.cards import shuffled_deck
from engine.games import GAMES, structure_named
from engine.hand import Hand, HandConfig, PlayerSetup, Post
from engine.rules import Stakes
from engine.actions import call, check
from engine.cards import parse_cards
from engine.rake import RakeRules
from engine.rules import HouseRules


def make_hand(stacks: Sequence[int], game: str = "omaha", structure: str = "pot-limit",
              blinds: tuple[int, int] = (5, 10), bets: tuple[int, int] = (0, 0),
              posts: Optional[Sequence[Post]] = None, house: Optional[HouseRules] = None,
              rake: Optional[RakeRules] = None, seed: int = 1, deal: bool = True, chip_unit: int = 1) -> Hand:
    cfg = HandConfig(
        GAMES[game], structure_named(structure),
        Stakes(blinds[0], blinds[1], bets[0], bets[1], chip_unit),
        tuple(PlayerSetup(f"P{i + 1}", s, i + 1) for i, s in enumerate(stacks)),
        tuple(posts) if posts is not None else None,
        house or HouseRules(), rake or RakeRules())
    hand = Hand(cfg)
    if deal:
        deal_street(hand, random.Random(seed))
    return hand


def deal_street(hand: Hand, rng: Optional[random.Random] = None) -> None:
    """Deal the cards the hand expects until someone must act (or the hand needs no more)."""
    deck = getattr(hand, "_test_deck", None)
    if deck is None:
        deck = [c for c in shuffled_deck(rng or random.Random(1)) if c not in hand.seen]
        hand._test_deck = deck
    while hand.phase == "deal":
        hand.deal(deck.pop())


def dealt(stacks, holes, board, **kw):
    """A hand with these hole cards; the board comes street by street through ``run_board``."""
    hand = make_hand(stacks, deal=False, **kw)
    for p, cards in enumerate(holes):
        hand.deal_hole(p, parse_cards(cards))
    hand._board = parse_cards(board)
    return hand


def next_street(hand):
    n = {"flop": 3, "turn": 1, "river": 1}[hand.street]
    start = {"flop": 0, "turn": 3, "river": 4}[hand.street]
    hand.deal_board(hand._board[start:start + n])


def check_down(hand):
    while hand.phase in ("deal", "bet"):
        if hand.phase == "deal":
            next_street(hand)
        else:
            lg = hand.legal()
            hand.apply(check() if lg.can_check else call())


SEED_000 = ["As4s5hKc", "Ah3hTsTc", "7c9cJsQs", "4h6hKsKd", "Ad3d6d9h"]   # Alan, Bryan, Chris, Derek, Eve
