"""The table session across hands (RULES.md 8 and issue 4): misdeals, corrections, voids, pots awarded by
hand, segments, dealer shifts, and resuming an interrupted session exactly from its record."""
import json

import pytest

from engine.actions import call, check, fold, raise_to
from engine.button import Positions
from engine.cards import parse_card
from engine.errors import IllegalAction, SessionError
from engine.session.table import TableSession
from sessions import deal_cards, fold_out, fold_round, play_down, settings, table


def refused(code, fn, *args, **kwargs):
    with pytest.raises(SessionError) as caught:
        fn(*args, **kwargs)
    assert caught.value.code == code, caught.value
    return caught.value


def resumed(session):
    """The session rebuilt from its record after a trip through JSON text, as the hand store keeps it."""
    text = json.dumps(session.record)
    return TableSession.replay(session.initial_settings, json.loads(text))


def four_players(**kwargs):
    session = table((1, 2, 3, 4), **kwargs)
    session.start_hand(button=4)        # small blind 1, big blind 2, seat 3 first to act
    return session


# ------------------------------------------------------------------ misdeal

def test_a_misdeal_deals_the_hand_again_exactly_with_every_chip_back():
    session = four_players()
    deal_cards(session)
    session.act(call())                                   # seat 3 calls 10
    before = session.plan
    hand = session.misdeal("second card exposed by the dealer")
    assert session.hands[-1].status == "misdeal" and session.hands[-1].reason == "second card exposed by the dealer"
    assert session.hands[-1].end_stacks == session.hands[-1].start_stacks
    assert session.plan.positions == before.positions == Positions(4, 1, 2)
    assert session.plan.posts == before.posts and session.plan.dealt == before.dealt
    assert hand.stacks == [995, 990, 1000, 1000] and hand.pot == 15 and not hand.inputs
    assert session.hand_number == 2 and session.hands[-1].number == 1
    assert session.reconcile().balanced
    fold_out(session)
    assert session.hands[-1].redeal_of == 1
    # The misdeal gave every chip back: the button moves on from the hand dealt again, once.
    session.start_hand()
    assert session.plan.positions == Positions(1, 2, 3)


def test_a_misdeal_after_substantial_action_needs_a_supervisor():
    session = four_players()
    deal_cards(session)
    session.act(call())
    session.act(call())                                   # two actions putting chips in: substantial action
    err = refused("substantial-action", session.misdeal, "boxed card")
    assert "supervisor" in err.message
    session.misdeal("boxed card", authorised_by="Floor Sam")
    assert session.hands[-1].authorised_by == "Floor Sam"


def test_a_misdeal_after_a_player_left_deals_the_others_again():
    session = four_players()
    session.leave(3)
    session.misdeal("wrong number of cards")
    assert 3 not in session.seats and session.plan.dealt == (1, 2, 4)
    assert session.ledger.cashed_out == 1000 and session.reconcile().balanced


# --------------------------------------------------------------- corrections

def test_the_dealer_undoes_the_last_action_and_the_record_keeps_both():
    session = four_players()
    deal_cards(session)
    session.act(raise_to(35))                             # seat 3
    mistake = len(session.record)
    session.act(fold())                                   # seat 4: tapped by mistake
    session.undo()
    assert session.seat_of_player(session.hand.actor) == 4
    session.act(call())
    history = session.history()
    assert history[mistake].text == "seat 4 fold" and history[mistake].superseded_by == mistake + 1
    assert history[mistake + 1].text == f"undo #{mistake}"
    assert [e["op"] for e in session.record[mistake:]] == ["act", "undo", "act"]


def test_the_dealer_changes_the_amount_of_the_last_bet():
    session = four_players()
    deal_cards(session)
    session.act(raise_to(30))
    session.change_amount(35)
    assert session.hand.street_bets[2] == 35 and session.hand.current_bet == 35
    line = session.history()[-2]
    assert line.text == "seat 3 raise to 30" and line.replaced_with == "seat 3 raise to 35"


def test_correcting_an_older_action_needs_a_supervisor_and_later_actions_must_still_stand():
    session = four_players()
    deal_cards(session)
    session.act(raise_to(30))                             # seat 3
    raise_entry = len(session.record) - 1
    session.act(call())                                   # seat 4 calls 30
    err = refused("supervisor-required", session.change_amount, 35, target=raise_entry)
    assert err.numbers == {"action": "correct"}
    session.change_amount(35, target=raise_entry, authorised_by="Floor Sam")
    assert session.hand.street_bets[2:] == [35, 35]      # seat 4's call now calls 35
    refused("correction-refused", session.change_amount, 200, target=raise_entry, authorised_by="Floor Sam")
    assert session.history()[raise_entry].replaced_with == "seat 3 raise to 35"


def test_a_correction_that_breaks_a_later_action_is_refused_and_changes_nothing():
    session = four_players()
    deal_cards(session)
    session.act(raise_to(30))                             # seat 3
    session.act(raise_to(100))                            # seat 4 re-raises (pot limit: at most 105)
    state, length = session.state(), len(session.record)
    # With seat 3's raise struck out seat 4 would be first to act, not re-raising a raise.
    err = refused("correction-conflicts", session.correct, length - 2, None, authorised_by="Floor Sam")
    assert f"#{length - 1}" in err.message
    assert session.state() == state and len(session.record) == length


def test_striking_an_older_card_needs_a_supervisor():
    session = four_players()
    session.deal(parse_card("Kd"))
    session.deal(parse_card("Kc"))
    refused("supervisor-required", session.correct, len(session.record) - 2, None, authorised_by="")
    session.correct(len(session.record) - 2, {"op": "card", "card": "2c"}, authorised_by="Floor Sam")
    assert session.hand.hole[0] == [parse_card("2c")] and session.hand.hole[1] == [parse_card("Kc")]


def test_undo_takes_back_the_action_that_ended_the_hand():
    session = four_players()
    deal_cards(session)
    for _ in range(3):
        session.act(fold())                               # the big blind wins
    assert session.hand is None and session.hands[-1].status == "complete"
    session.undo()
    assert session.hand is not None and session.hands == [] and session.seats[2].stack == 1000
    assert session.reconcile().balanced


def test_voiding_a_hand_gives_every_chip_back_and_needs_a_supervisor():
    session = four_players()
    deal_cards(session)
    session.act(raise_to(35))
    refused("supervisor-required", session.void_hand, "cards flashed", authorised_by="")
    session.void_hand("cards flashed", authorised_by="Floor Sam")
    summary = session.hands[-1]
    assert summary.status == "void" and summary.authorised_by == "Floor Sam"
    assert {s: p.stack for s, p in session.seats.items()} == {1: 1000, 2: 1000, 3: 1000, 4: 1000}
    session.start_hand()                                  # the same button and blinds again
    assert session.plan.positions == Positions(4, 1, 2)


def test_a_finished_hand_is_voided_until_seats_or_money_move():
    session = four_players()
    deal_cards(session)
    for _ in range(3):
        session.act(fold())
    session.void_hand("wrong deck", authorised_by="Floor Sam")
    assert session.hands[-1].status == "void" and session.seats[2].stack == 1000
    assert session.positions is None                      # no hand has counted yet
    fold_round(session)
    assert session.hands[-1].positions == Positions(4, 1, 2)   # the voided hand's button and blinds again
    session.sit(5, "Late", 500)
    refused("hand-closed", session.void_hand, "too late", authorised_by="Floor Sam")


def test_a_supervisor_awards_the_pot_by_hand():
    session = four_players(rake="percent = 5\ncap = 30")
    deal_cards(session)
    for action in (call(), call(), call(), check()):          # everyone in for 10
        session.act(action)
    pot = session.hand.pot                                # 40
    refused("supervisor-required", session.award_pot, {1: 40}, authorised_by="")
    refused("award-does-not-add-up", session.award_pot, {1: 30}, authorised_by="Floor Sam")
    session.award_pot({1: 20, 3: 20}, authorised_by="Floor Sam", reason="shoe misread, cards tabled")
    summary = session.hands[-1]
    assert summary.status == "awarded" and summary.pot == pot == 40 and summary.rake == 0
    assert {s: p.stack for s, p in session.seats.items()} == {1: 1010, 2: 990, 3: 1010, 4: 990}
    assert session.reconcile().balanced


def test_a_manual_award_replaces_the_automatic_one_of_a_finished_hand():
    session = four_players(rake="percent = 5\ncap = 30\nno_flop_no_drop = false")
    deal_cards(session)
    for _ in range(3):
        session.act(fold())                 # the big blind wins: his unmatched 5 back, a pot of 10 (rake 0)
    refused("award-does-not-add-up", session.award_pot, {1: 5, 2: 10}, authorised_by="Floor Sam")
    session.award_pot({1: 5, 2: 5}, authorised_by="Floor Sam", reason="the small blind's fold was not his")
    assert session.hands[-1].status == "awarded" and len(session.hands) == 1
    assert session.seats[1].stack == 1000 and session.seats[2].stack == 1000
    history = session.history()
    assert history[-1].text.startswith("hand 1 awarded by hand: seat 1 5, seat 2 5; rake 0 (authorised by Floor Sam)")


def test_the_dealer_alone_cannot_correct_what_the_rules_reserve_to_a_supervisor():
    session = four_players()
    deal_cards(session)
    session.act(call())
    refused("supervisor-required", session.correct, len(session.record) - 1, {"op": "act", "seat": 3,
            "action": "fold"}, authorised_by="")
    refused("supervisor-required", session.void_hand, "dealer's wish", authorised_by="  ")
    fresh = table((1, 2))
    refused("no-hand", fresh.undo)
    fresh.start_hand()
    refused("nothing-to-undo", fresh.undo)


# ------------------------------------------------------------------ segments

def test_changing_the_settings_starts_a_new_segment_between_hands_only():
    session = table((1, 2, 3))
    fold_round(session, button=3)
    higher = settings(blinds=(10, 20))
    session.start_hand()
    refused("hand-in-progress", session.change_settings, higher)
    fold_out(session)
    session.change_settings(higher, at="2025-03-01T22:00:00")
    assert [(g.number, g.from_hand) for g in session.segments] == [(1, 1), (2, 3)]
    session.start_hand()
    assert [(p.amount, p.kind) for p in session.plan.posts] == [(10, "small-blind"), (20, "big-blind")]
    fold_out(session)
    assert [h.segment for h in session.hands] == [1, 1, 2]
    change = next(e for e in session.record if e["op"] == "settings")
    assert "big_blind = 20" in change["toml"] and change["at"] == "2025-03-01T22:00:00"
    assert resumed(session).settings.stakes.big_blind == 20


def test_dealer_shifts_are_recorded_with_the_times_given():
    session = table((1, 2, 3))
    session.dealer_in("Marie", at="2025-03-01T20:00:00")
    fold_round(session, button=3)
    session.dealer_in("Paul", at="2025-03-01T20:30:00")      # Marie is relieved at the same moment
    fold_round(session)
    session.dealer_out(at="2025-03-01T21:00:00")
    assert [(s.dealer, s.start, s.end) for s in session.shifts] == [
        ("Marie", "2025-03-01T20:00:00", "2025-03-01T20:30:00"),
        ("Paul", "2025-03-01T20:30:00", "2025-03-01T21:00:00")]
    assert [h.dealer for h in session.hands] == ["Marie", "Paul"]
    refused("no-dealer", session.dealer_out, at="2025-03-01T21:05:00")
    refused("bad-time", session.dealer_in, "Zoe", at="nine o'clock")


# -------------------------------------------------------------------- resume

def test_an_interrupted_session_resumes_exactly_mid_hand():
    session = table((1, 2, 3, 4, 5), rake="percent = 5\ncap = 30")
    session.dealer_in("Marie", at="2025-03-01T20:00:00")
    fold_round(session, button=5)
    session.sit_out(5)
    session.sit(7, "Late", 600, entry="post")
    session.start_hand(at="2025-03-01T20:05:00")
    deal_cards(session)
    session.act(raise_to(35))
    session.act(fold())
    session.undo()
    session.act(call())
    session.rebuy(1, 200, queue=True)
    session.leave(3)
    copy = resumed(session)
    assert copy.state() == session.state()
    state = copy.state()
    assert state["hand"]["to_act"] == session.seat_of_player(session.hand.actor)
    assert copy.hand.expected_card() == session.hand.expected_card()
    assert copy.history() == session.history()
    # The resumed session goes on (a correction too: its checkpoint was rebuilt) exactly like the original.
    for s in (session, copy):
        s.undo()
        play_down(s, winner=1)
    assert copy.state() == session.state()
    assert copy.reconcile().balanced


def test_resume_while_cards_are_being_dealt_names_the_card_expected():
    session = four_players()
    session.deal(parse_card("As"))
    session.deal(parse_card("Kd"))
    copy = resumed(session)
    assert copy.state()["hand"]["expected_card"] == "seat 3, hole card 1"
    assert copy.state() == session.state()


def test_a_record_that_does_not_replay_is_refused_with_the_entry():
    session = four_players()
    record = session.record + [{"op": "act", "seat": 1, "action": "raise", "to": 5000}]
    err = refused("bad-record", TableSession.replay, session.initial_settings, record)
    assert err.numbers["index"] == len(record) - 1
    refused("bad-record", TableSession.replay, session.initial_settings, [{"op": "teleport"}])


def test_a_refused_request_changes_neither_state_nor_record():
    session = four_players()
    deal_cards(session)
    state, length = session.state(), len(session.record)
    with pytest.raises(IllegalAction):
        session.act(raise_to(500))                       # above the pot limit
    refused("no-rebuy-during-hand", session.rebuy, 1, 100)
    refused("hand-in-progress", session.start_hand)
    assert session.state() == state and len(session.record) == length
