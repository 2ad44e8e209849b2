"""The bad beat jackpot in the table session (RULES.md 12): the meter kept from the record (start +
increments - payments), the bad beat decided at the showdown from the cards, confirmed by the dealer,
paid with two authorisations from the jackpot's fund (never the pot, never the table's stacks)."""
import json

import pytest

from engine.actions import all_in, call, fold, raise_to
from engine.errors import SessionError
from engine.session.table import TableSession
from jackpot_helpers import BOARD, JACKPOT, LEVY_4, LOSER, NO_BEAT_BOARD, OTHER, WINNER, deal, heads_up_all_in
from sessions import table


def refused(code, fn, *args, **kwargs):
    with pytest.raises(SessionError) as caught:
        fn(*args, **kwargs)
    assert caught.value.code == code, caught.value
    return caught.value


def resumed(session):
    return TableSession.replay(session.initial_settings, json.loads(json.dumps(session.record)))


def test_the_rules_numbers_through_the_session_pot_1050_levy_42_increment_10_998_to_the_winner():
    session = table((1, 2), stack=525, rake=LEVY_4, extra=JACKPOT)
    assert session.jackpot.meter == 1000                 # the club's starting value
    heads_up_all_in(session, {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)
    summary = session.hands[-1]
    assert (summary.pot, summary.rake, summary.jackpot) == (1050, 42, 10)
    assert sorted(dict(summary.end_stacks).values()) == [0, 998]
    (increment,) = session.jackpot.increments
    assert (increment.hand, increment.pot, increment.amount, increment.meter) == (1, 1050, 10, 1010)
    assert session.jackpot.meter == 1010 and session.jackpot.hit is None
    assert session.reconcile().balanced                  # stacks + rake + increment = buy-ins
    assert resumed(session).jackpot == session.jackpot


def test_a_bad_beat_is_found_confirmed_and_paid_from_the_meter_with_two_authorisations():
    session = table((1, 2, 3, 4, 5, 6, 7, 8), stack=525, rake=LEVY_4, extra=JACKPOT)
    # Dead button at 8 for the first hand: seat 1 the small blind, seat 2 the big blind.
    session.start_hand(button=8)
    spare = "6c 6h 6s 6d Qc Qd Qh Ks Jc Jh Js Tc Th Ts 9c 9h 9s 8c 8h 8s Kh Kd 3d 3s".split()
    others = {seat: tuple(spare[(seat - 3) * 4:(seat - 2) * 4]) for seat in range(3, 9)}
    deal(session, {1: LOSER, 2: WINNER, **others}, BOARD)
    hand = session.hand
    steps = {1: iter((raise_to(30), raise_to(270), call())), 2: iter((raise_to(90), all_in()))}
    while hand is not None:
        if hand.phase == "deal":
            deal(session, {}, BOARD)
        elif hand.phase == "bet":
            seat = session.seat_of_player(hand.actor)
            session.act(next(steps[seat]) if seat in steps else fold())
        else:
            player = next(p for p in hand.showdown_order() if p not in hand.shown)
            session.show(session.seat_of_player(player))
        hand = session.hand
    assert session.jackpot.meter == 1010
    hit = session.jackpot.hit
    assert hit is not None and (hit.hand, hit.loser, hit.winner) == (1, 1, 2)
    proof = {hit.seat_of(h.player): {str(c) for c in h.five} for h in hit.beat.hands}
    assert proof == {1: {"7s", "7h", "7d", "7c", "9d"}, 2: {"Td", "Jd", "7d", "8d", "9d"}}
    assert [seat for seat, _ in hit.present] == [1, 2, 3, 4, 5, 6, 7, 8]
    refused("jackpot-waiting", session.start_hand)
    refused("jackpot-not-confirmed", session.pay_jackpot, "Floor Sam", "Director Ann")
    session.confirm_jackpot("dealer Lea")
    refused("jackpot-one-signature", session.pay_jackpot, "Floor Sam", "Floor Sam")
    stacks = {seat: p.stack for seat, p in session.seats.items()}
    paid = session.pay_jackpot("Floor Sam", "Director Ann")
    # 1,010 with 8 present: 505 to the loser, the table's 505 = 63 each and 1 odd unit clockwise from the button.
    shares = {seat: amount for seat, _, amount in paid.shares}
    assert paid.meter == 1010 and sum(shares.values()) == 1010
    assert shares[1] == 505 + 64 and shares[2] == 63 and shares[8] == 63
    assert session.jackpot.meter == 1000 and session.jackpot.hit is None   # starts again at the club's value
    assert {seat: p.stack for seat, p in session.seats.items()} == stacks  # paid from the fund, not the table
    assert session.reconcile().balanced
    again = resumed(session)
    assert again.jackpot == session.jackpot and again.state() == session.state()
    refused("no-jackpot-hit", session.confirm_jackpot, "dealer Lea")
    session.start_hand()                                  # the table plays on


def test_off_by_default_no_meter_moves():
    session = table((1, 2), stack=525, rake=LEVY_4)
    heads_up_all_in(session, {1: LOSER, 2: WINNER}, BOARD)
    assert session.jackpot.meter == 0 and session.jackpot.increments == () and session.jackpot.hit is None
    assert session.hands[-1].jackpot == 0
