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

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QSlider, QTableWidget

from engine.actions import call, check, fold, raise_to
from engine.cards import shuffled_deck
from engine.games import GAMES, Structure
from engine.hand import HandConfig, PlayerSetup
from engine.rules import Stakes
from dealer_app.store import open_store
from ui.floor.floor_view import REPLAY

from store_helpers import play
from store_helpers import FakeClock


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


def play_console_hand(path, clock=None) -> int:
    """A hand as the console records it (TableRecord: the session's own entries beside the hand's events):
    six players drawn to seats 1 3 4 5 6 9 with 1,000 each, Omaha Pot Limit 5/10, the button on seat 9.
    Preflop seat 4 raises to the pot (35), seat 5 calls, seat 6 folds, seat 9 calls, seat 1 folds, seat 3
    calls 25: 145. Flop: seat 3 checks, seat 4 bets the minimum 10, seats 5, 9 and 3 call: 185. Turn and
    river checked round; the four show; seat 4 (two pair, aces and sevens) wins 185. Returns the store's
    hand number."""
    from dealer_app.table.record import TableRecord
    from sessions import deal_cards, settings

    at = "2025-03-01T20:00:00"
    store = open_store(path, table="T4", dealer="Marie", clock=clock or FakeClock())
    record = TableRecord.new(settings(), store, "Marie", at)
    record.submit(lambda s: s.draw_seats([{"name": n, "buy_in": 1000} for n in ("Ann", "Bob", "Cy", "Dee", "Eve",
                                                                                  "Fay")], seed=7, at=at))
    record.submit(lambda s: s.start_hand(at=at))
    session = record.session
    plan = {"preflop": ["max", "call", "fold", "call", "fold", "call"], "flop": ["check", "min", "call", "call"]}
    while session.hand is not None:
        hand = session.hand
        if hand.phase == "deal":
            record.submit(deal_cards)
            continue
        if hand.phase == "bet":
            legal = hand.legal()
            todo = plan.get(hand.street, [])
            move = todo.pop(0) if todo else "check"
            if move == "check" and not legal.can_check:
                move = "call"                          # the last to act on the flop calls the bet
            action = {"max": lambda: raise_to(legal.max_raise_to), "min": lambda: raise_to(legal.min_raise_to),
                      "fold": fold, "call": call, "check": check}[move]()
            record.submit(lambda s: s.act(action, at=at))
            continue
        player = next(p for p in hand.showdown_order() if p not in hand.shown)
        record.submit(lambda s: s.show(s.seat_of_player(player), at=at))
    number = record.store_hand_number
    record.close()
    return number


def find(view, kind, name):
    widget = view.findChild(kind, name)
    assert widget is not None, f"no {kind.__name__} named {name}"
    return widget


def text(view, name) -> str:
    return find(view, QLabel, name).text()


def click(qtbot, view, name) -> None:
    button = find(view, QPushButton, name)
    assert button.isEnabled(), f"{name} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def sign_in(qtbot, view, pin=PIN) -> None:
    field = find(view, QLineEdit, "supervisorIdField")
    field.clear()
    qtbot.keyClicks(field, SUPERVISOR)
    find(view, QLineEdit, "pinField").setFocus()
    for digit in pin:                                  # by touch, on the keypad
        click(qtbot, view, f"keypad{digit}")
    click(qtbot, view, "signInButton")


def step_to(qtbot, view, what: str) -> None:
    """Move the slider from the first step to the step that says ``what``."""
    slider = find(view, QSlider, "stepSlider")
    for index in range(slider.maximum() + 1):
        slider.setValue(index)
        if text(view, "whatHappened") == what:
            return
    raise AssertionError(f"no step {what!r}")


def open_hand_1(qtbot, view) -> None:
    sign_in(qtbot, view)
    find(view, QTableWidget, "handTable").selectRow(3)
    click(qtbot, view, "replayButton")
    assert view.pages.currentIndex() == REPLAY
