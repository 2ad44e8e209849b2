"""A hand store for the floor view's tests: a disputed hand with a correction, and a few others.

Hand 1 (table T4, Omaha Pot Limit 5/10, 1,000 each; seats 1 Alice, 3 Chloé,
5 Elena, 7 Gaëlle, the button on seat 7): Alice posts 5, Chloé 10. Preflop
Elena raises to the pot, 35 (3 × 10 + 5); Gaëlle calls 35, Alice folds,
Chloé calls 25: the pot is 110. Flop: Chloé checks; the dealer keys
Elena's bet as 100, and supervisor M-01 corrects it ("wrong amount keyed"):
Elena bets 50. Gaëlle raises to the pot: 3 × 50 + 110 = 260. Chloé folds,
Elena calls 210; turn and river checked; both show.
Then two random hands at T4 and one at table T5.
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

from engine.actions import call, check, fold, raise_to
from engine.cards import shuffled_deck
from engine.games import GAMES, Structure
from engine.hand import HandConfig, PlayerSetup
from engine.rules import Stakes
from dealer_app.store import open_store
from store_helpers import FakeClock, play

SUPERVISOR, PIN = "M-01", "730519"
DISPUTED = HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                      (PlayerSetup("Alice", 1000, 1), PlayerSetup("Chloé", 1000, 3),
                       PlayerSetup("Elena", 1000, 5), PlayerSetup("Gaëlle", 1000, 7)))


def deal_to_action(recorded, deck) -> None:
    while recorded.hand.phase == "deal":
        recorded.deal(next(c for c in deck if c not in recorded.hand.seen))


def play_disputed_hand(store) -> int:
    recorded = store.begin_hand(DISPUTED, button_seat=7)
    deck = shuffled_deck(random.Random(7))
    deal_to_action(recorded, deck)
    recorded.apply(raise_to(35))          # Elena: the pot, 3 × 10 + 5
    recorded.apply(call())                # Gaëlle
    recorded.apply(fold())                # Alice
    recorded.apply(call())                # Chloé, 25 more
    deal_to_action(recorded, deck)        # burn and flop
    recorded.apply(check())               # Chloé
    recorded.apply(raise_to(100))            # keyed wrongly ...
    recorded.correct(withdraw=1, by=SUPERVISOR, reason="wrong amount keyed")
    recorded.apply(raise_to(50))            # ... Elena bet 50
    recorded.apply(raise_to(260))         # Gaëlle: the pot, 3 × 50 + 110
    recorded.apply(fold())                # Chloé
    recorded.apply(call())                # Elena, 210 more
    for _ in range(2):                    # turn, river
        deal_to_action(recorded, deck)
        recorded.apply(check())
        recorded.apply(check())
    while not recorded.hand.is_complete:
        player = next(p for p in recorded.hand.showdown_order() if p not in recorded.hand.shown)
        recorded.show(player)
    return recorded.number


def build_floor_store(path, clock=None):
    """Hands 1 (disputed), 2 and 3 at table T4, hand 4 at T5; returns the clock used."""
    clock = clock or FakeClock()
    store = open_store(path, table="T4", dealer="Dealer Lea", clock=clock)
    play_disputed_hand(store)
    play(store, 11)
    play(store, 12)
    store.close()
    other = open_store(path, table="T5", dealer="Dealer Max", clock=clock)
    play(other, 13)
    other.close()
    return clock


def copy_store(template: Path, folder: Path) -> Path:
    """A fresh copy of a store built once (building one takes a second of fsyncs)."""
    target = folder / template.name
    for suffix in ("", "-wal", "-shm"):
        source = template.with_name(template.name + suffix)
        if source.exists():
            shutil.copy(source, target.with_name(target.name + suffix))
    return target
