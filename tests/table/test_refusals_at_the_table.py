"""The table refuses every kind of Refusal the same way (issue 17): in words, and nothing is lost.

The controller's desks catch ``Refusal`` once (dealer_app/table/record.refused tells the kinds apart):
a rule the engine refuses is said with its reason, a write the store refuses says nothing was done,
and a refusal of any other kind met on the way (here the roster's, raised where the record is written)
is said with its message instead of escaping as an error; each time the session and the record stay
as they were, and the same request goes through once the cause is gone.
"""
from __future__ import annotations

import pytest

from dealer_app.files.presets import preset_text
from dealer_app.store import StoreError, open_store
from dealer_app.supervisors.roster import SupervisorError
from dealer_app.table.controller import TableController
from engine.errors import Refusal
from hardware.registration import RegistrationError


def table_facing_a_bet(tmp_path) -> TableController:
    """Ann (seat 1, 500) and Bob (seat 2, 300) on a store, the hole cards dealt, the first to act facing the blind."""
    store = open_store(tmp_path / "t.sqlite", table="T1", dealer="Marie")
    table = TableController(store=store, dealer="Marie")
    assert table.open_session(preset_text("five-percent-capped")) is None
    assert table.sit(1, "Ann", 500) is None and table.sit(2, "Bob", 300) is None
    assert table.new_hand() is None
    assert table.deal_until_action() is None
    assert table.hand.phase == "bet" and table.hand.legal().to_call > 0
    return table


def recorded(table: TableController) -> int:
    return table.record.store.head()[0]


def test_a_rule_refused_is_said_with_its_reason_and_changes_nothing(tmp_path):
    table = table_facing_a_bet(tmp_path)
    state, head, to_call = table.session.state(), recorded(table), table.hand.legal().to_call
    said = table.act("check")
    assert said.startswith("Not allowed: ") and f"{to_call} to call" in said
    assert table.view().message_is_refusal and table.session.state() == state and recorded(table) == head
    table.close()


@pytest.mark.parametrize(("kind", "code", "message", "said"), [
    (StoreError, "not-recorded", "the record could not be written (database or disk is full)",
     "Not recorded, nothing was done: the record could not be written (database or disk is full)"),
    # Not the engine's, not the store's: before one family, these escaped the desk as errors.
    (SupervisorError, "roster-changed", "the supervisor file was changed outside the console",
     "Not allowed: the supervisor file was changed outside the console."),
    (RegistrationError, "unknown-tag", "tag 04A2 is not in the registered deck",
     "Not allowed: tag 04A2 is not in the registered deck."),
])
def test_any_refusal_met_on_the_way_is_said_and_loses_nothing(tmp_path, monkeypatch, kind, code, message, said):
    table = table_facing_a_bet(tmp_path)
    store = table.record.store
    state, head = table.session.state(), recorded(table)

    def refuse(*args, **kwargs):
        raise kind(code, message)
    assert issubclass(kind, Refusal)
    monkeypatch.setattr(store, "append_events", refuse)
    assert table.act("call") == said
    assert table.view().message_is_refusal and table.session.state() == state
    monkeypatch.undo()
    assert recorded(table) == head                      # nothing of the call reached the record
    assert table.act("call") is None                    # the same request, once the cause is gone
    assert recorded(table) > head and table.session.state() != state
    table.close()


def test_a_card_typed_and_refused_is_a_refusal_with_its_code_and_changes_nothing(tmp_path):
    from dealer_app.table.card_checks import CardIntake, Refused
    table = table_facing_a_bet(tmp_path)
    state, head = table.session.state(), recorded(table)
    assert table.enter_card("1x").startswith("'1x' is not a card: the rank")
    assert table.enter_card("As") == "No card is expected now: the players are betting (A♠ not dealt)."
    outcome = CardIntake().check_entered(next(iter(table.hand.seen)), table.hand)
    assert isinstance(outcome, Refused) and isinstance(outcome, Refusal) and outcome.code == "no-card-expected"
    assert table.session.state() == state and recorded(table) == head
    table.close()
