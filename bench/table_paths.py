"""The table's two paths a dealer waits on, for bench/instructions.py: a card from the shoe to the screen,
and an action from the pad to the screen, each through the store as the console runs them.

- A card: the shoe's decoded read (``hardware.source.CardRead``, as the link hands it over) to
  ``CardDesk.on_source_event``: the intake's checks, the session's deal, the hand store's transaction,
  then ``TableController.view()``, what the screen draws.
- An action: ``TableController.act`` (a call, the big blind's check) then ``view()``.

Each table is a six-player Omaha Pot Limit 5/10 session on its own SQLite store (in a temporary folder),
its hand started; ``tables_at_deal`` leaves it waiting for the first hole card, ``tables_at_preflop``
with every hole card dealt and the first player to act.
"""
from __future__ import annotations

import random
import tempfile
from pathlib import Path

from dealer_app.store import open_store
from dealer_app.table.controller import TableController
from dealer_app.table.record import TableRecord
from engine.cards import shuffled_deck
from engine.settings import parse_session
from hardware.source import CardRead

AT = "2026-11-28T20:00:00"
SESSION = ('[stakes]\nsmall_blind = 5\nbig_blind = 10\nmin_buy_in = 100\nmax_buy_in = 2000\n'
           '[table]\nseats = 6\n')


def _table(folder: Path, number: int) -> TableController:
    store = open_store(folder / f"T{number}.sqlite", table=f"T{number}", dealer="Lea")
    record = TableRecord.new(parse_session(SESSION), store, "Lea", AT)
    for seat in range(1, 7):
        record.submit(lambda s, seat=seat: s.sit(seat, f"P{seat}", 1000, at=AT))
    record.submit(lambda s: s.start_hand(at=AT, button=6))
    controller = TableController(record=record, store=store, clock=lambda: AT, dealer="Lea")
    controller._bench_deck = shuffled_deck(random.Random(number))
    controller._bench_sequence = 0
    return controller


def tables_at_deal(count: int) -> list[TableController]:
    folder = Path(tempfile.mkdtemp(prefix="bench-paths-"))
    return [_table(folder, i) for i in range(count)]


def deal_one(controller: TableController) -> None:
    """The next card the hand expects, as the shoe reads it, and the screen's view after it."""
    hand = controller.hand
    card = next(c for c in controller._bench_deck if c not in hand.seen)
    controller._bench_sequence += 1
    controller.cards.on_source_event(CardRead(card, None, "SIM-0001", None, controller._bench_sequence,
                                              controller._bench_sequence, 0.0, b"\xa5\x01",
                                              controller._bench_sequence))
    controller.view()


def deal_hole_cards(controllers: list[TableController]) -> int:
    """Every hole card of every table: the cards dealt."""
    dealt = 0
    for controller in controllers:
        while controller.hand.phase == "deal":
            deal_one(controller)
            dealt += 1
    return dealt


def tables_at_preflop(count: int) -> list[TableController]:
    tables = tables_at_deal(count)
    deal_hole_cards(tables)
    return tables


def act_preflop(controllers: list[TableController]) -> int:
    """The pre-flop betting of every table called round (the big blind checks): the actions taken."""
    acted = 0
    for controller in controllers:
        while controller.hand.phase == "bet":
            refusal = controller.act("check" if controller.hand.legal().can_check else "call")
            assert refusal is None, refusal
            controller.view()
            acted += 1
    return acted
