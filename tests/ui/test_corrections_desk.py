"""The supervisor's corrections at the table, without Qt (RULES.md 8; issue 7): an older input corrected or
struck out, an older amount changed, a pot awarded by hand. Each is tried before a PIN is asked, needs a
supervisor, is recorded beside the mistake with its author and reason, and reaches the hand store, the
floor's replay and verify.

The table: the French levy preset for a 500 buy-in (Omaha Pot Limit 5/10, rake 4 % per pot capped at
75), Ann 500, Bob 600, Chloé 800 seated by the seeded draw, the practice deck.
"""
from __future__ import annotations

import pytest

from dealer_app.files import presets
from dealer_app.console.app import open_table
from dealer_app.table.controller import TableController
from dealer_app.store import verify_store
from dealer_app.store.timeline import replay_steps
from dealer_app.supervisors.desk import desk_for
from engine.actions import RAISE
from store_helpers import FakeClock, club_init
from console_driver import Clock

LEVY_500 = presets.preset_text("french-levy-500")
SUPERVISOR, PIN = "M-01", "258013"


def open_console(tmp_path) -> TableController:
    """The table as dealer-app opens it: the store, its open session, the supervisors' PIN desk."""
    roster = tmp_path / "supervisors.json"
    if not roster.exists():
        club_init(roster, tmp_path / "t.sqlite", "T1", SUPERVISOR, "Marie", PIN)
    desk = desk_for(roster, FakeClock())
    return open_table(tmp_path / "t.sqlite", "T1", "Lucie", desk, lambda report: None, clock=Clock())


@pytest.fixture
def table(tmp_path):
    controller = open_console(tmp_path)
    assert controller.open_session(LEVY_500) is None
    assert controller.draw_seats([{"name": n, "buy_in": b} for n, b in (("Ann", 500), ("Bob", 600),
                                                                          ("Chloé", 800))], seed=7) is None
    assert controller.new_hand() is None
    assert controller.deal_until_action() is None
    yield controller
    controller.close()


def rows(table):
    return table.correction_view().rows


def row_of(table, words_start: str):
    found = [r for r in rows(table) if r.words.startswith(words_start) or words_start in r.words]
    assert found, f"no input says {words_start!r}: {[r.words for r in rows(table)]}"
    return found[0]


def preflop_raises(table):
    """Pre-flop: the first to act raises to 35 (3 × 10 + 5: the pot-limit maximum), the next calls."""
    assert table.act("raise", 35) is None
    assert table.act("call") is None


def test_the_screen_lists_the_hands_inputs_hole_cards_by_place_only(table):
    view = table.correction_view()
    assert view.can_correct and view.can_award and view.hand_number == 1
    # Three players, four hole cards each: 12 cards, named by their place, never by their face.
    cards = [r for r in view.rows if r.kind == "card"]
    assert len(cards) == 12 and [r.number for r in view.rows] == list(range(1, 13))
    assert cards[0].words.startswith("seat ") and ", hole card 1" in cards[0].words
    assert not any(ch in r.words for r in cards for ch in "♠♥♦♣")
    assert view.in_the_middle == 15                      # the blinds, 5 + 10
    assert sorted(s.put_in for s in view.shares) == [0, 5, 10]


def test_an_older_raise_amount_is_changed_by_a_supervisor_and_the_mistake_stays(table):
    preflop_raises(table)
    raised = row_of(table, "raises to 35")
    assert raised.action == RAISE and raised.amount == 35
    # The dealer alone may change only the last amount; this one is older: a supervisor's.
    assert table.check_correction(raised.target, action=RAISE, to=30) is None          # nothing recorded
    assert table.session.record[-1]["op"] == "act"
    refusal = table.correct_input(raised.target, "dealer keyed 35, the player said 30", SUPERVISOR, "9999",
                                  action=RAISE, to=30)
    assert "wrong PIN" in refusal
    assert row_of(table, "raises to 35")                                                 # nothing changed
    assert table.correct_input(raised.target, "dealer keyed 35, the player said 30", SUPERVISOR, PIN,
                               action=RAISE, to=30) is None
    corrected = next(r for r in rows(table) if r.target == raised.target)
    assert corrected.words.endswith("raises to 30") and corrected.corrected
    # The call after it now costs 30: the pot is 5 + 30 + 30 = 65 ... plus the big blind's 10 in.
    assert table.hand.pot == 10 + 30 + 30
    entry = table.session.record[-1]
    assert entry["op"] == "correct" and entry["target"] == raised.target and entry["authorised_by"] == SUPERVISOR
    assert entry["reason"] == "dealer keyed 35, the player said 30"
    assert table.session.record[raised.target]["to"] == 35                                # the mistake kept
    assert "Corrected by M-01" in table.view().message
    # The hand store: the raise and the call after it withdrawn, with who and why, then fed again.
    stored = table.store.load_hand(table.store.open_hand_number())
    correction = [s for s in replay_steps(stored) if s.kind == "correction"][-1]
    assert correction.text == (f"CORRECTION authorised by {SUPERVISOR}: 2 input(s) withdrawn (events "
                               f"{', '.join(str(q) for q in correction.payload['withdraws'])}); reason: dealer "
                               f"keyed 35, the player said 30 (#{raised.target} is now seat "
                               f"{raised.seat} raise to 30)")
    assert [s.text.split(" ", 3)[-1] for s in replay_steps(stored) if s.kind == "action"][-2:] == [
        "raises to 30", "calls 25"]                # the small blind adds 25 to its 5
    assert verify_store(table.store.path).intact


def test_a_correction_the_rules_refuse_is_said_before_any_pin_and_changes_nothing(table):
    preflop_raises(table)
    raised = row_of(table, "raises to 35")
    before = table.session.record_length
    # 40 is above the pot-limit maximum of 35 (3 × 10 + 5).
    why = table.check_correction(raised.target, action=RAISE, to=40)
    assert "pot limit" in why and "35" in why
    assert table.correct_input(raised.target, "typo", SUPERVISOR, PIN, action=RAISE, to=40) == why
    assert table.session.record_length == before
    # Striking the raise would leave the call after it calling nothing... the engine says which input.
    fold_row = row_of(table, "calls")
    assert table.check_correction(fold_row.target, action="check") is not None


def test_an_action_recorded_for_the_wrong_choice_becomes_a_fold(table):
    preflop_raises(table)
    call_row = row_of(table, "calls")
    seat = call_row.seat
    assert table.correct_input(call_row.target, "the player folded; the dealer pressed call", SUPERVISOR, PIN,
                               action="fold") is None
    assert next(r for r in rows(table) if r.target == call_row.target).words.endswith("folds")
    index = next(i for i, p in enumerate(table.hand.config.players) if p.seat == seat)
    assert not table.hand.in_hand(index)


def test_a_card_entered_wrong_is_replaced_and_a_struck_input_no_longer_counts(table):
    first = rows(table)[0]
    old = table.session.record[first.target]["card"]
    new = next(c for c in ("2c", "3c", "4c", "5c", "6c", "7c") if not any(
        e.get("card") == c for e in table.session.record if e.get("op") == "card"))
    assert table.check_correction(first.target, card="Zz") is not None                   # not a card
    assert table.correct_input(first.target, "misread by the shoe", SUPERVISOR, PIN, card=new) is None
    assert str(table.hand.hole[0][0]) == new and table.session.record[first.target]["card"] == old
    # A duplicate is refused: the card is in the hand already.
    second = rows(table)[1]
    assert "already" in table.check_correction(second.target, card=new)
    preflop_raises(table)
    call_row = row_of(table, "calls")
    count = len(rows(table))
    assert table.correct_input(call_row.target, "recorded twice", SUPERVISOR, PIN, strike=True) is None
    assert len(rows(table)) == count - 1
    assert table.session.record[-1]["input"] is None


def test_a_pot_awarded_by_hand_must_add_up_and_ends_the_hand_in_the_record(table):
    preflop_raises(table)
    view = table.correction_view()
    middle = view.in_the_middle
    assert middle == 35 + 35 + 10
    raiser, caller = row_of(table, "raises to 35").seat, row_of(table, "calls").seat
    big_blind = next(s.seat for s in view.shares if s.seat not in (raiser, caller))
    why = table.check_award({raiser: 40, caller: 30}, 0)
    assert why == "The shares 70 and the rake 0 make 70: they must add up to the 80 in the middle."
    stacks = {s: p.stack for s, p in table.session.seats.items()}
    assert table.award_by_hand({raiser: 45, caller: 35}, 0, "", SUPERVISOR, PIN) is not None   # no reason
    assert table.award_by_hand({raiser: 45, caller: 35}, 0, "cards fell off the table: split by the floor",
                               SUPERVISOR, PIN) is None
    after = {s: p.stack for s, p in table.session.seats.items()}
    assert after[raiser] == stacks[raiser] - 35 + 45 and after[caller] == stacks[caller] - 35 + 35
    assert after[big_blind] == stacks[big_blind] - 10
    summary = table.session.hands[-1]
    assert summary.status == "awarded" and summary.authorised_by == SUPERVISOR
    # The hand store: the award and the end, verified; the floor's replay ends on the awarded stacks.
    assert verify_store(table.store.path).intact
    stored = table.store.load_hand(table.store.open_hand_number() or 1)
    assert stored.status == "awarded"
    kinds = [e.kind for e in stored.events if e.kind in ("action", "hand-awarded", "hand-ended")]
    assert kinds[-3:] == ["action", "hand-awarded", "hand-ended"]
    steps = replay_steps(stored)
    awarded = next(s for s in steps if s.kind == "hand-awarded")
    assert "POT AWARDED BY HAND authorised by M-01" in awarded.text
    assert "reason: cards fell off the table" in awarded.text
    seat_of = {i: p.seat for i, p in enumerate(stored.config.players)}
    assert {seat_of[i]: s for i, s in enumerate(steps[-1].state.stacks)} == {
        s: after[s] for s in (raiser, caller, big_blind)}
    # Once the hand is over, an award is refused; its inputs may still be corrected.
    assert not table.correction_view().can_award


def test_a_correction_survives_a_restart(tmp_path, table):
    preflop_raises(table)
    raised = row_of(table, "raises to 35")
    assert table.correct_input(raised.target, "keyed wrong", SUPERVISOR, PIN, action=RAISE, to=30) is None
    path = table.store.path
    pot = table.hand.pot
    table.close()
    again = open_console(tmp_path)
    try:
        assert again.hand.pot == pot == 10 + 30 + 30
        assert next(r for r in again.correction_view().rows if r.target == raised.target).words.endswith(
            "raises to 30")
    finally:
        again.close()
    assert verify_store(path).intact


def test_no_hand_no_correction():
    controller = TableController(store=None, record=None)
    controller.record = None
    view = controller.correction_view()
    assert not view.can_correct and view.why_not == "No session is open."


def test_a_pot_awarded_at_the_showdown_before_the_push_replaces_the_push(table):
    # The dealer laid out the award; the floor rules otherwise (a hand killed, say) before chips move.
    while table.hand.phase != "showdown":
        if table.hand.phase == "deal":
            assert table.deal_until_action() is None
        else:
            lg = table.hand.legal()
            assert table.act("check" if lg.can_check else "call") is None
    assert table.show_down() is None and table.view().can_push_pots
    view = table.correction_view()
    assert view.can_award and view.in_the_middle == 30
    first, *others = [s.seat for s in view.shares]
    assert table.award_by_hand({first: 30}, 0, "the others' hands were killed", SUPERVISOR, PIN) is None
    assert not table.view().can_push_pots
    assert table.push_pots() is not None                   # nothing left to push
    assert table.session.hands[-1].status == "awarded"
    assert verify_store(table.store.path).intact


def test_bad_requests_are_refused_in_words_and_nothing_is_recorded(table):
    preflop_raises(table)
    raised = row_of(table, "raises to 35")
    seats = [s.seat for s in table.correction_view().shares]
    before = table.session.record_length
    refusals = [
        table.correct_input(raised.target, "", SUPERVISOR, PIN, action=RAISE, to=30),       # no reason
        table.correct_input(raised.target, "typo", SUPERVISOR, PIN, action=RAISE, to=0),    # no amount
        table.correct_input(raised.target, "typo", SUPERVISOR, PIN, action="dance"),
        table.correct_input(raised.target, "typo", SUPERVISOR, PIN, card="As"),             # an action, not a card
        table.correct_input(10_000, "typo", SUPERVISOR, PIN, strike=True),                 # no such input
        table.award_by_hand({seats[0]: 90, seats[1]: -10}, 0, "split", SUPERVISOR, PIN),    # a negative share
        table.award_by_hand({seats[0]: 80}, 0, "split", SUPERVISOR, ""),                    # no PIN
    ]
    assert refusals == [
        "Give the reason for the correction.",
        "Type the amount the bet or raise goes to.",
        "Choose fold, check, call, raise or all-in.",
        "Only a card is replaced by a card.",
        "That input no longer stands: choose one in the list.",
        "Each share and the rake are whole numbers of chips.",
        refusals[-1],
    ]
    assert refusals[-1].startswith("Not authorised")
    assert table.session.record_length == before and table.hand.pot == 80
