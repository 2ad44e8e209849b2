"""The spots bench.run measures: random Omaha deals, a 9-player hand at its showdown, a pot-limit hand mid
pre-flop (ours and pokerkit's), the peers' card forms, the shared hand histories."""
from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Iterable, Sequence

from engine.actions import call, check, raise_to
from engine.cards import CARDS, Card, shuffled_deck
from engine.games import GAMES, Structure
from engine.hand import Hand, HandConfig, PlayerSetup
from engine.rules import Stakes

try:
    import pokerkit
except ImportError:  # pragma: no cover - the bench extra is optional
    pokerkit = None
try:
    import phevaluator
except ImportError:  # pragma: no cover
    phevaluator = None

ROOT = Path(__file__).resolve().parent.parent


def omaha_deals(rng: random.Random, count: int, players: int, hole_count: int,
                overlapping: bool = False) -> list[tuple[tuple[Card, ...], list[tuple[Card, ...]]]]:
    """``count`` random (board, holes). ``overlapping``: each hand is drawn from the
    cards off the board on its own (more hands than one deck can serve)."""
    deals = []
    for _ in range(count):
        deck = shuffled_deck(rng)
        board = tuple(deck[:5])
        if overlapping:
            rest = deck[5:]
            holes = [tuple(rng.sample(rest, hole_count)) for _ in range(players)]
        else:
            assert 5 + players * hole_count <= 52
            holes = [tuple(deck[5 + i * hole_count:5 + (i + 1) * hole_count]) for i in range(players)]
        deals.append((board, holes))
    return deals


class Peers:
    """The peers' own card types for our cards (converted outside any timing)."""

    def __init__(self) -> None:
        self.pk = {c: next(iter(pokerkit.Card.parse(str(c)))) for c in CARDS} if pokerkit else None
        if phevaluator:
            from phevaluator.card import Card as PheCard
            self.phe = {c: PheCard.to_id(str(c)) for c in CARDS}
            assert all(self.phe[c] == c.index for c in CARDS)
        else:
            self.phe = None

    def pk_cards(self, cards: Iterable[Card]) -> list:
        return [self.pk[c] for c in cards]

    def phe_cards(self, cards: Iterable[Card]) -> list[int]:
        return [self.phe[c] for c in cards]


def plain_split(amount: int, high: Sequence[int], low: Sequence[int]) -> dict[int, int]:
    """Half to the high winners, half to the low (the odd chip high), equal
    shares, remainders to the first winners: the peers' pot award."""
    payouts: dict[int, int] = {}
    halves = [(amount - amount // 2, high), (amount // 2, low)] if low else [(amount, high)]
    for part, winners in halves:
        each, odd = divmod(part, len(winners))
        for i, p in enumerate(winners):
            payouts[p] = payouts.get(p, 0) + each + (1 if i < odd else 0)
    return payouts


# ------------------------------------------------------ hands the engine deals

def _config(game: str, players: int, stack: int = 1000) -> HandConfig:
    return HandConfig(GAMES[game], Structure.POT_LIMIT, Stakes(1, 2),
                      tuple(PlayerSetup(f"p{i + 1}", stack) for i in range(players)))


def hand_at_showdown(rng: random.Random, game: str = "omaha-hilo", players: int = 9) -> Hand:
    """A hand dealt from a shuffled deck, every player calling and checking to the river."""
    hand = Hand(_config(game, players))
    deck = iter(shuffled_deck(rng))
    while hand.phase in ("deal", "bet"):
        if hand.phase == "deal":
            hand.deal(next(deck))
        else:
            hand.apply(check() if hand.legal().can_check else call())
    assert hand.phase == "showdown", hand.phase
    return hand


def hand_mid_preflop(rng: random.Random) -> Hand:
    """9-player pot-limit Omaha before the flop: a call, a pot-size raise, a call; the next player to act."""
    hand = Hand(_config("omaha", 9))
    deck = iter(shuffled_deck(rng))
    while hand.phase == "deal":
        hand.deal(next(deck))
    hand.apply(call())
    hand.apply(raise_to(hand.legal().max_raise_to))
    hand.apply(call())
    assert hand.phase == "bet" and hand.actor is not None
    return hand


def show_all(hand: Hand, order: Sequence[int]) -> None:
    for p in order:
        hand.show(p)


def shared_phh_dir() -> Path | None:
    """$DEALER_SHARED_DATA (or its phh/), else ../shared/data/phh, as the tests find it."""
    env = os.environ.get("DEALER_SHARED_DATA")
    data = Path(env).expanduser().resolve() if env else (ROOT.parent / "shared" / "data").resolve()
    path = data if data.name == "phh" else data / "phh"
    return path if path.is_dir() else None


def pokerkit_mid_preflop():
    """pokerkit's state for the legal() spot: 9-player PLO, blinds 1/2, a call, a pot raise, a call."""
    A = pokerkit.Automation
    state = pokerkit.PotLimitOmahaHoldem.create_state(
        (A.ANTE_POSTING, A.BET_COLLECTION, A.BLIND_OR_STRADDLE_POSTING, A.CARD_BURNING, A.HOLE_DEALING,
         A.BOARD_DEALING, A.HOLE_CARDS_SHOWING_OR_MUCKING, A.HAND_KILLING, A.CHIPS_PUSHING, A.CHIPS_PULLING),
        True, 0, (1, 2), 2, 1000, 9, mode=pokerkit.Mode.CASH_GAME)
    state.check_or_call()
    state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
    state.check_or_call()
    return state
