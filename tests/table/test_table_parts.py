"""The table controller holds its desks as parts sharing one context, not as mixins (issue 17 point 6).

The cards, the session desk and the correction desk are objects the
controller holds; they share the table's context (the record, the clock, the
supervisor hook, change reporting), and the intents the screens send to the
controller are answered by the desk named beside each one.
"""
from __future__ import annotations

import inspect

from dealer_app.table.cards import CardDesk
from dealer_app.table.cash_desk import CashDesk
from dealer_app.table.context import OnPart, TableContext
from dealer_app.table.controller import TableController, TableSetup
from dealer_app.table.correction_desk import CorrectionDesk
from dealer_app.table.session_desk import SessionDesk
from dealer_app.table.showdown_desk import ShowdownDesk

SETTINGS = """[game]
variant = "holdem"
structure = "no-limit"
[stakes]
small_blind = 5
big_blind = 10
min_buy_in = 100
max_buy_in = 2000
[table]
seats = 6
"""


def _answered_by_parts() -> dict[str, OnPart]:
    return {name: member for name, member in vars(TableController).items() if isinstance(member, OnPart)}


def test_the_controller_is_no_mixin_and_holds_its_desks_sharing_one_context():
    assert TableController.__bases__ == (object,)
    table = TableController(TableSetup(seed=7))
    assert isinstance(table.ctx, TableContext)
    assert isinstance(table.cards, CardDesk) and isinstance(table.sessions, SessionDesk)
    assert isinstance(table.corrections, CorrectionDesk) and isinstance(table.cash, CashDesk)
    assert isinstance(table.showdown, ShowdownDesk)
    assert (table.cards.ctx is table.sessions.ctx is table.corrections.ctx is table.cash.ctx is table.showdown.ctx
            is table.ctx)


def test_each_intent_a_desk_answers_is_that_desks_own_method():
    table = TableController(TableSetup(seed=7))
    parts = _answered_by_parts()
    # 33, the rules asked before a PIN (3, issue 24), the cash desk's 6 (issue 20; the chips preview, issue 24),
    # the showdown stage's 2, the bad beat jackpot's 6 and its release's 2 (issue 28; the shared jackpot is
    # followed from the console's own thread, console/shared_jackpot.py, not through the controller)
    assert len(parts) == 52
    for name, member in parts.items():
        part = getattr(table, member.part)
        assert getattr(table, name) == getattr(part, member.method.__name__), name     # the part's, bound to it
        assert getattr(type(part), member.method.__name__) is member.method, name
        assert inspect.signature(getattr(TableController, name)) == inspect.signature(member.method)


def test_a_session_the_session_desk_opens_is_the_one_the_table_and_its_cards_play():
    table = TableController(TableSetup(seed=7))
    table.record = None                      # the session closed: the table waits for a new one
    assert table.view().session_open is False
    assert table.open_session(SETTINGS) is None
    assert table.record is not None and table.ctx.record is table.record
    assert table.view().session_open and table.view().title == "Texas Hold'em No Limit 5/10"
    assert table.sit(1, "Ana", 500) is None and table.sit(2, "Ben", 500) is None
    assert table.new_hand() is None
    assert table.cards.why_no_card() is None             # the card desk sees the hand the session dealt
    assert table.deal_until_action() is None
    assert table.view().pad is not None and table.view().pad.to_call == 5     # Ana, small blind 5, calls 5


def test_what_a_desk_says_reaches_the_controllers_listeners_and_its_view():
    table = TableController(TableSetup(seed=7))
    heard: list[str] = []
    table.add_listener(heard.append)
    refusal = table.sit(1, "Zoé", 500)                   # seat 1 is Alice's
    assert refusal and heard == ["refused"]
    assert table.view().message == refusal and table.view().message_is_refusal
    assert table.correct_input(999, "typo", "floor") is not None and heard[-1] == "refused"
    table.remove_listener(heard.append)
    table.sit(1, "Zoé", 500)
    assert len(heard) == 2


def test_a_misdeal_by_the_session_desk_begins_the_hand_again_for_the_cards():
    table = TableController(TableSetup(seed=7))
    assert table.enter_card("As") is None                # typed by hand: the card desk keeps its read
    assert len(table.reads) == 1 and len(table.hand.inputs) == 1
    number = table.session_hand_number
    assert table.misdeal("card exposed") is None
    assert table.session_hand_number == number + 1 and not table.hand.inputs
    assert table.reads == []                             # the cards' hand began again with the session's
