"""Seats and money (RULES.md 2 and 7): buy-ins, rebuys, the seat draw, sitting out, leaving, busting,
new players and missed blinds. Blinds 5/10, buy-in 100 to 2,000 unless said."""
import json

import pytest

from engine.actions import all_in, call, check, fold
from engine.button import Positions
from engine.errors import SessionError
from engine.hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND
from engine.session.table import TableSession
from sessions import deal_cards, fold_out, fold_round, play_down, settings, table


def refused(code, fn, *args, **kwargs):
    with pytest.raises(SessionError) as caught:
        fn(*args, **kwargs)
    assert caught.value.code == code, caught.value
    return caught.value


# ----------------------------------------------------------------- buy-ins

def test_a_buy_in_lies_within_the_minimum_and_the_maximum():
    session = TableSession(settings(min_buy_in=200, max_buy_in=1000))
    err = refused("buy-in-below-minimum", session.sit, 1, "Ann", 150)
    assert err.numbers == {"amount": 150, "stack_after": 150, "minimum": 200}
    err = refused("buy-in-above-maximum", session.sit, 1, "Ann", 1200)
    assert err.numbers["maximum"] == 1000
    session.sit(1, "Ann", 200)
    session.sit(2, "Bob", 1000)
    assert [p.stack for p in session.seats.values()] == [200, 1000]
    assert session.ledger.bought_in == 1200
    assert session.record[1] == {"op": "sit", "seat": 2, "name": "Bob", "club_id": "", "buy_in": 1000,
                                 "entry": "wait"}


def test_seats_names_and_club_ids_are_checked():
    session = TableSession(settings(seats=6))
    session.sit(1, "Ann", 500, club_id="C-204")
    refused("seat-taken", session.sit, 1, "Bob", 500)
    refused("no-such-seat", session.sit, 7, "Bob", 500)            # a 6-seat table
    refused("already-seated", session.sit, 2, "ann", 500)           # names ignore case
    refused("already-seated", session.sit, 2, "Anne", 500, club_id="C-204")
    refused("no-name", session.sit, 2, "  ", 500)
    refused("bad-amount", session.sit, 2, "Bob", 500.5)
    assert len(session.record) == 1                                   # refusals record nothing


def test_players_are_found_by_seat_name_or_club_id():
    session = TableSession(settings())
    session.sit(4, "Ann", 500, club_id="C-204")
    assert session.find(4) == session.find("ann") == session.find("C-204") == 4
    refused("unknown-player", session.find, "Zoe")
    session.rebuy("C-204", 100)
    assert session.seats[4].stack == 600 and session.seats[4].rebuys == 1


def test_seats_are_drawn_at_random_from_a_recorded_seed():
    players = [{"name": n, "buy_in": 500} for n in ("Ann", "Bob", "Cy", "Di")]
    a = TableSession(settings(seats=9))
    seats = a.draw_seats(players, seed=20250301)
    b = TableSession(settings(seats=9))
    assert b.draw_seats(players, seed=20250301) == seats              # same seed, same draw
    assert len(set(seats)) == 4 and all(1 <= s <= 9 for s in seats)
    assert {a.seats[s].name for s in seats} == {"Ann", "Bob", "Cy", "Di"}
    entry = a.record[0]
    assert entry["op"] == "draw" and entry["seed"] == 20250301 and entry["seats"] == seats
    assert TableSession.replay(a.settings, a.record).state() == a.state()
    tampered = [dict(entry, seats=list(reversed(seats)))]
    refused("bad-record", TableSession.replay, a.settings, tampered)


def test_a_draw_takes_only_free_seats_and_refuses_more_players_than_seats():
    session = TableSession(settings(seats=3))
    session.sit(2, "Ann", 500)
    seats = session.draw_seats([{"name": "Bob", "buy_in": 500}, {"name": "Cy", "buy_in": 500}], seed=7)
    assert sorted(seats) == [1, 3]
    refused("not-enough-seats", session.draw_seats, [{"name": "Di", "buy_in": 500}], seed=7)


# ------------------------------------------------------------------ rebuys

def test_a_rebuy_tops_up_between_hands_within_the_limits():
    session = table((1, 2, 3), min_buy_in=200, max_buy_in=1000, stack=500)
    session.rebuy(1, 500)
    assert session.seats[1].stack == 1000
    refused("buy-in-above-maximum", session.rebuy, 2, 501)
    assert session.ledger.bought_in == 2000


def test_no_rebuy_during_a_hand_but_queued_for_its_end_when_the_dealer_asks():
    session = table((1, 2, 3), stack=500)
    session.start_hand(button=1)
    err = refused("no-rebuy-during-hand", session.rebuy, 2, 300)
    assert "no rebuy during a hand" in err.message
    session.rebuy(2, 300, queue=True)
    assert session.seats[2].stack == 500 and session.queued_rebuys[0].amount == 300
    deal_cards(session)
    session.act(fold())                 # seat 1 (button)
    session.act(fold())                 # seat 2 (small blind): the big blind wins 15
    assert session.hand is None
    assert session.seats[2].stack == 495 + 300 and session.seats[2].rebuys == 1
    assert session.queued_rebuys == []
    assert session.reconcile().balanced and session.ledger.bought_in == 1800


def test_a_queued_rebuy_that_no_longer_fits_goes_back_to_the_player():
    session = table((1, 2, 3), stack=1000, max_buy_in=1200)
    session.start_hand(button=1)
    session.rebuy(3, 200, queue=True)   # fits now: 1,000 + 200
    deal_cards(session)
    session.act(fold())
    session.act(fold())                 # seat 3, the big blind, wins 5: 1,005 + 200 > 1,200
    assert session.seats[3].stack == 1005
    assert [(m.kind, m.seat, m.amount) for m in session.cash_moves][-1] == ("rebuy-returned", 3, 200)
    assert session.reconcile().balanced


# --------------------------------------------------- sitting out, leaving, busting

def test_a_player_who_leaves_mid_hand_has_folded_and_is_cashed_out_at_its_end():
    session = table((1, 2, 3, 4))
    session.start_hand(button=1)        # small blind 2, big blind 3
    deal_cards(session)
    session.act(call())                 # seat 4 calls 10
    session.leave(4)                    # and walks away: his hand is dead, his 10 stays in the pot
    assert session.hand.folded[session.plan.dealt.index(4)]
    assert session.seats[4].leaving and session.seats[4].status == "leaving"
    session.act(fold())                 # seat 1
    session.act(fold())                 # seat 2: the big blind wins 5 + 10 + 10
    assert 4 not in session.seats
    assert dict(session.hands[-1].end_stacks) == {2: 995, 3: 1015, 4: 990, 1: 1000}
    assert session.cash_moves[-1].kind == "cash-out" and session.cash_moves[-1].amount == 990
    assert session.reconcile().balanced


def test_leaving_between_hands_cashes_out_at_once():
    session = table((1, 2, 3))
    fold_round(session, button=3)                         # the big blind, seat 2, wins the small blind
    session.leave("P2")
    assert 2 not in session.seats and session.ledger.cashed_out == 1005
    assert session.reconcile().balanced


def test_a_busted_player_stays_seated_and_comes_back_by_a_rebuy():
    session = table((1, 2, 3), extra='[game]\nstructure = "no-limit"\n')
    session.start_hand(button=1)
    deal_cards(session, winner=3)
    session.act(all_in())               # seat 1, the button
    session.act(fold())
    session.act(call())
    play_down(session, winner=3)
    assert session.seats[1].status == "busted"
    refused("no-chips", session.come_back, 1)
    session.rebuy(1, 500)
    assert session.seats[1].status == "playing"   # no blind has passed him: he plays at once
    session.start_hand()
    assert 1 in session.plan.dealt


def test_sitting_out_and_coming_back():
    session = table((1, 2, 3, 4))
    session.sit_out(4)
    refused("already-sitting-out", session.sit_out, 4)
    session.start_hand(button=1)
    assert 4 not in session.plan.dealt and session.seats[4].status == "sitting out"
    session.come_back(4)
    refused("not-sitting-out", session.come_back, 4)


# ------------------------------------------------------------ missed blinds

def test_missed_blinds_big_blind_amount_live_small_blind_amount_dead():
    # Dead button, seats 1-6. Seat 5 sits out and the big blind passes him in hand 3.
    session = table((1, 2, 3, 4, 5, 6))
    session.start_hand(button=1)
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())
    session.sit_out(5)
    fold_round(session)                                  # hand 2: button 2, blinds 3 and 4
    fold_round(session)                                  # hand 3: blinds 4 and 6; seat 5 is skipped
    assert session.hands[-1].positions == Positions(3, 4, 6)
    assert session.seats[5].owes_big and session.seats[5].owes_small
    session.come_back(5)
    assert session.seats[5].status == "back: posts missed blinds"
    # Hand 4: button 4, small blind 6, big blind 1: seat 5 sits between the button and the small blind,
    # so he waits for the button to pass.
    session.start_hand()
    assert session.plan.positions == Positions(4, 6, 1) and 5 not in session.plan.dealt
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())
    # Hand 5: he posts 10 live and 5 dead.
    session.start_hand()
    plan = session.plan
    assert plan.positions == Positions(6, 1, 2)
    assert [(p.seat, p.amount, p.kind) for p in plan.posts] == [
        (1, 5, SMALL_BLIND), (2, 10, BIG_BLIND), (5, 10, LIVE), (5, 5, DEAD)]
    hand = session.hand
    five = plan.dealt.index(5)
    assert hand.street_bets[five] == 10 and hand.pot == 30       # the dead 5 is in the pot, not his bet
    deal_cards(session)
    session.act(call())                                          # seat 3 calls 10
    session.act(call())                                          # seat 4 calls 10
    assert session.seat_of_player(hand.actor) == 5 and hand.legal().can_check   # the live 10 is his bet
    session.act(check())
    fold_out(session)
    assert not session.seats[5].owes_big and not session.seats[5].owes_small


def test_a_returning_player_on_his_big_blind_posts_just_the_big_blind():
    session = table((1, 2, 3, 4))                          # dead button
    session.start_hand(button=1)
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())
    session.sit_out(4)
    fold_round(session)                                   # hand 2: big blind 1 (seat 4 skipped: owes)
    assert session.seats[4].owes_big
    fold_round(session)                                   # hand 3: big blind 2
    session.come_back(4)
    fold_round(session)                                   # hand 4: big blind 3; seat 4 waits (button)
    session.start_hand()                                  # hand 5: the big blind comes to seat 4
    assert session.plan.positions.big_blind == 4
    assert [(p.seat, p.kind) for p in session.plan.post_of(4)] == [(4, BIG_BLIND)]


# --------------------------------------------------------------- new players

@pytest.mark.parametrize("rule", ["dead", "moving", "simplified"])
def test_a_new_player_posts_one_big_blind_to_play_at_once(rule):
    session = table((1, 2, 3, 4, 5, 6), button=rule)
    fold_round(session, button=6)                         # button 6, blinds 1 and 2
    session.sit(8, "New", 500, entry="post")
    session.start_hand()                                  # button 1, blinds 2 and 3
    assert 8 in session.plan.dealt
    assert [(p.seat, p.amount, p.kind) for p in session.plan.post_of(8)] == [(8, 10, LIVE)]


@pytest.mark.parametrize("rule", ["dead", "moving", "simplified"])
def test_a_new_player_who_waits_is_dealt_in_with_the_big_blind(rule):
    session = table((1, 2, 3, 4, 5, 6), button=rule)
    fold_round(session, button=6)                         # button 6, blinds 1 and 2
    session.sit(8, "New", 500)                            # waits (the default)
    for big_blind in (3, 4, 5, 6):
        session.start_hand()
        assert session.plan.positions.big_blind == big_blind and 8 not in session.plan.dealt
        deal_cards(session)
        while session.hand is not None:
            session.act(fold())
    session.start_hand()
    assert session.plan.positions.big_blind == 8 and 8 in session.plan.dealt
    assert [(p.seat, p.kind) for p in session.plan.post_of(8)] == [(8, BIG_BLIND)]


@pytest.mark.parametrize("rule", ["dead", "moving", "simplified"])
def test_new_players_are_never_dealt_in_between_the_small_blind_and_the_button(rule):
    # Players at 1, 3, 5, 7 of nine seats; hand 1: button 1, blinds 3 and 5.
    session = table((1, 3, 5, 7), button=rule)
    fold_round(session, button=1)
    session.sit(4, "New", 500, entry="post")              # will sit between the button (3) and small blind (5)
    session.start_hand()
    assert session.plan.positions == Positions(3, 5, 7)
    assert 4 not in session.plan.dealt
    assert "between the small blind and the button" in dict(session.plan.kept_out)[4]
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())
    session.start_hand()                                  # button 5, blinds 7 and 1: the button has passed
    assert session.plan.positions == Positions(5, 7, 1)
    assert [(p.seat, p.amount, p.kind) for p in session.plan.post_of(4)] == [(4, 10, LIVE)]


def test_the_first_hand_deals_everybody_in_and_nobody_posts_extra():
    session = table((2, 4, 6))
    session.sit(8, "Late", 500, entry="post")
    session.start_hand()
    assert session.plan.positions == Positions(8, 2, 4)   # the last seat has the button
    assert [(p.seat, p.kind) for p in session.plan.posts] == [(2, SMALL_BLIND), (4, BIG_BLIND)]


def test_the_record_is_plain_json():
    session = table((1, 2, 3))
    fold_round(session)
    assert json.loads(json.dumps(session.record)) == session.record
