"""The session desk of the controller (no Qt): setup checks, seating requests and their refusals in words,
the hand record written with every request (issue 7; RULES.md 2, 7, 8)."""
from __future__ import annotations

import pytest

from dealer_app.files import presets
from dealer_app.table.controller import TableController
from dealer_app.store import open_store, verify_store
from dealer_app.store.timeline import replay_steps
from dealer_app.table.record import SESSION_ENTRY, TableRecord
from store_helpers import FakeClock

LEVY_500 = presets.preset_text("french-levy-500")      # Omaha PL 5/10, buy-ins 500 to 1,000


@pytest.fixture
def table(tmp_path):
    store = open_store(tmp_path / "t.sqlite", table="T1", dealer="Marie", clock=FakeClock())
    controller = TableController(store=store, dealer="Marie")
    assert controller.open_session(LEVY_500) is None
    yield controller
    controller.close()


def seated(table: TableController, players=(("Ann", 500), ("Bob", 600), ("Chloé", 800)), seed=7):
    assert table.draw_seats([{"name": n, "buy_in": b} for n, b in players], seed=seed) is None
    return {p.name: s for s, p in table.session.seats.items()}


def test_the_settings_check_names_the_key_and_the_rule():
    check = TableController.check_settings(LEVY_500.replace("big_blind = 10", "big_blind = 25"))
    assert not check.ok and check.key == "stakes.big_blind"
    assert "at least the small blind and at most twice it" in check.message
    check = TableController.check_settings(LEVY_500.replace("max_buy_in = 1000", "max_buy_in = 400"))
    assert check.key == "stakes.max_buy_in" and "below the minimum 500" in check.message
    assert TableController.check_settings(LEVY_500.replace("[table]\n", "[table]\nshape = \"oval\"\n")).warnings == (
        "unknown key table.shape ignored",)


def test_a_buy_in_outside_the_limits_is_refused_with_the_numbers(table):
    assert table.sit(1, "Dan", 450) == "450 makes a stack of 450, below the minimum buy-in 500"
    assert table.sit(1, "Dan", 1500) == "1,500 makes a stack of 1,500, above the maximum buy-in 1,000"
    assert table.seating_view().message_about == "add" and table.seating_view().message_is_refusal
    assert table.session.seats == {}
    assert table.sit(1, "Dan", 1000, club_id="C-9") is None
    assert table.session.seats[1].club_id == "C-9"


def test_the_draw_is_seeded_and_recorded_with_its_seed(table):
    seats = seated(table)
    assert seats == {"Ann": 6, "Bob": 3, "Chloé": 4}           # engine.seating.draw_seats, seed 7
    entry = [e.payload["entry"] for e in table.store.session_events(SESSION_ENTRY)][-1]
    assert entry["op"] == "draw" and entry["seed"] == 7 and entry["seats"] == [6, 3, 4]


def test_a_rebuy_during_a_hand_is_refused_and_queued_on_request(table):
    seats = seated(table)
    assert table.new_hand() is None
    refusal = table.rebuy(seats["Bob"], 200)
    assert refusal.startswith("no rebuy during a hand")
    assert table.session.queued_rebuys == []
    assert table.rebuy(seats["Bob"], 200, queue=True) is None
    assert [(q.seat, q.amount) for q in table.session.queued_rebuys] == [(seats["Bob"], 200)]


def test_a_player_who_leaves_mid_hand_has_folded_and_the_record_keeps_it(tmp_path):
    # RULES.md 8 / issue 4: a player who leaves mid-hand has folded, in turn or not; the hand goes on,
    # the player is cashed out when it is over, and the hand store replays it to the same state.
    path = tmp_path / "t.sqlite"
    table = TableController(store=open_store(path, table="T1", dealer="Marie", clock=FakeClock()), dealer="Marie")
    assert table.open_session(LEVY_500) is None
    seats = seated(table)
    table.new_hand()
    table.deal_until_action()
    actor = table.session.seat_of_player(table.hand.actor)
    leaver = next(seat for seat in seats.values() if seat != actor)          # out of turn
    index = table.hand.config.players.index(next(p for p in table.hand.config.players if p.seat == leaver))
    assert table.leave(leaver) is None
    assert not table.hand.in_hand(index) and table.hand.inputs[-1] == ("withdraw", index)
    assert table.session.seats[leaver].leaving
    assert table.session.seat_of_player(table.hand.actor) == actor           # the betting goes on
    state = table.session.state()
    store_number = table.record.store_hand_number
    table.close()

    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock())
    again = TableController(record=TableRecord.resume(store, "Marie", "2026-11-24T21:00:00"), store=store,
                            dealer="Marie")
    assert again.session.state() == state                                   # resumed exactly
    stored = again.store.load_hand(store_number)
    assert [e.kind for e in stored.events].count("withdraw") == 1
    assert any("leaves the table: folded" in step.text for step in replay_steps(stored))
    while again.session.hand is not None:
        assert again.act("fold") is None
    assert leaver not in again.session.seats                                 # cashed out after the hand
    again.close()
    assert verify_store(path).intact


def test_a_hand_over_and_recorded_is_not_undone_by_the_dealer(table):
    seated(table)
    table.new_hand()
    table.deal_until_action()
    while table.session.hand is not None:
        table.act("fold")
    refusal = table.undo()
    assert "is over and recorded" in refusal
    assert table.store.open_hand_number() is None


def test_settings_change_between_hands_only_and_with_a_supervisor(table):
    seated(table)
    table.new_hand()
    bigger = LEVY_500.replace("small_blind = 5", "small_blind = 10").replace("big_blind = 10", "big_blind = 20")
    assert "between hands" in table.change_settings(bigger, "M-01", "2580")
    table.deal_until_action()
    while table.session.hand is not None:
        table.act("fold")
    assert "supervisor" in table.change_settings(bigger, "", "")
    assert table.change_settings(bigger, "M-01", "") is None   # the named-supervisor desk (no roster here)
    assert len(table.session.segments) == 2
    changed = [k for (k,) in table.store._conn.execute("SELECT kind FROM events WHERE kind = 'settings-changed'")]
    assert changed == ["settings-changed"]


def test_the_report_counts_the_hands_and_the_money(table):
    seated(table)
    table.new_hand()
    table.deal_until_action()
    while table.session.hand is not None:
        table.act("fold")
    text = table.report_text()
    assert "hands dealt 1" in text and "buy-ins 3 for 1,900" in text
    assert table.report_csv().splitlines()[0].startswith("period")
    assert table.close_session() is None
    assert "hands dealt 1" in table.report_text()               # still there to save after the close
    assert table.view().session_open is False


class _CountingAuthoriser:
    """The supervisor hook, counting the PINs it was asked to check (none must be, for a refused act)."""

    def __init__(self):
        self.asked = 0

    def authorise(self, supervisor, pin, act, reason):
        self.asked += 1
        return supervisor, None


def test_what_the_rules_refuse_is_said_before_a_pin_is_asked(table):
    """Issue 24, major 5: seat 9 taken, the table cannot shrink to 8 seats; no PIN is asked for it, and the
    check changes nothing (no message, no record)."""
    hook = _CountingAuthoriser()
    table.ctx.authoriser = hook
    assert table.sit(9, "Ida", 500) is None and table.sit(2, "Jo", 500) is None
    said = table.view().message
    eight = LEVY_500.replace("[table]\n", "[table]\nseats = 8\n")             # 9 seats when not said
    assert table.check_settings_change(eight) == "seat 9 is taken: the table cannot shrink to 8 seats"
    assert table.view().message == said and len(table.session.segments) == 1
    assert table.change_settings(eight, "M-01", "258013") == "seat 9 is taken: the table cannot shrink to 8 seats"
    assert hook.asked == 0 and len(table.session.segments) == 1
    assert table.check_settings_change(LEVY_500) == "Nothing changed."
    nine_bigger = LEVY_500.replace("small_blind = 5", "small_blind = 10").replace("big_blind = 10", "big_blind = 20")
    assert table.check_settings_change(nine_bigger) is None and hook.asked == 0
    # A misdeal or a void with no hand being played: refused before the reason, let alone a PIN.
    assert table.check_misdeal() == "No hand is being dealt: start the next hand."
    assert table.check_void() == "No hand is being played: only a hand in progress is voided here."
    assert table.void_hand("wrong deck", "M-01", "258013") is not None and hook.asked == 0
    table.new_hand()
    assert table.check_settings_change(nine_bigger) == "The settings change between hands, not during hand 1."
    assert table.check_misdeal() is None and table.check_void() is None
    assert table.check_misdeal("  ") == "Give the reason for the misdeal."
    assert table.check_void("") == "Give the reason for voiding the hand."
    assert hook.asked == 0 and table.session.hand is not None
    assert table.void_hand("wrong deck", "M-01", "258013") is None and hook.asked == 1
