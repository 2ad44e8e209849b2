"""Property (issue 28): over random sessions with a bad beat jackpot, the meter is always the start plus
the increments minus the payments (the club's start again after each), the chips are conserved
(buy-ins = stacks + in the middle + levy + jackpot + cashed out), and the record replays to the same
meter. Random hands, random bets; now and then the issue's Omaha bad beat is dealt, then paid."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from engine.actions import all_in, call, check, fold, raise_to
from engine.errors import EngineError
from engine.session.table import TableSession
from jackpot_helpers import RiggedShoe
from sessions import settings

RULES = st.fixed_dictionaries({
    "increment": st.one_of(st.builds(lambda p: f"percent = {p}", st.sampled_from(["0.5", "1.0", "2.5", "10.0"])),
                           st.builds(lambda f: f"fixed = {f}", st.sampled_from([5, 10, 25]))),
    "minimum_pot": st.sampled_from([0, 20, 100, 400]),
    "start": st.sampled_from([0, 100, 1000]),
    "split": st.sampled_from(["", "loser_percent = 50\nwinner_percent = 25\ntable_percent = 25\n"]),
    "levy": st.sampled_from(["", "percent = 4.0", "percent = 5.0\ncap = 30"]),
})


def play(session: TableSession, rng: random.Random, rigged: bool) -> None:
    """One hand to its end: random legal bets; ``rigged``: the first two dealt get the bad beat's cards."""
    session.start_hand()
    hand = session.hand
    shoe = RiggedShoe(session, rng, rigged)
    while session.hand is not None:
        hand = session.hand
        if hand.phase == "deal":
            session.deal(shoe.next_card(hand))
        elif hand.phase == "bet":
            legal = hand.legal()
            choices = [check() if legal.can_check else call(), call() if not legal.can_check else check()]
            if rigged:
                choices = [check() if legal.can_check else call()]
            elif legal.can_raise:
                choices += [raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to)), all_in()]
                choices += [] if legal.can_check else [fold()]
            for action in rng.sample(choices, len(choices)):
                try:
                    session.act(action)
                    break
                except EngineError:
                    continue
        else:
            player = next(p for p in hand.showdown_order() if p not in hand.shown)
            session.show(session.seat_of_player(player))


@hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(RULES, st.integers(0, 2 ** 32 - 1), st.integers(2, 6))
def test_the_meter_is_start_plus_increments_minus_payments_and_every_chip_is_counted(rules, seed, players):
    jackpot = (f"[jackpot]\non = true\n{rules['increment']}\nminimum_pot = {rules['minimum_pot']}\n"
               f"start = {rules['start']}\n{rules['split']}")
    session = TableSession(settings(rake=rules["levy"], extra=jackpot, max_buy_in=3000))
    for seat in range(1, players + 1):
        session.sit(seat, f"P{seat}", 1000)
    rng = random.Random(seed)
    start = rules["start"]
    for _ in range(8):
        if sum(1 for p in session.seats.values() if p.stack > 0) < 2:
            break
        for seat, p in list(session.seats.items()):
            if p.stack < 200:
                session.rebuy(seat, 1000)
        play(session, rng, rigged=rng.random() < 0.25)
        state = session.jackpot
        if state.hit is not None:
            session.confirm_jackpot("dealer")
            paid = session.pay_jackpot("Floor", "Director")
            assert sum(amount for _, _, amount in paid.shares) == paid.meter
            assert {seat for seat, _, _ in paid.shares} == set(session.seats)
            state = session.jackpot
        increments = sum(i.amount for i in state.increments)
        payments = sum(p.meter for p in state.paid)
        assert state.meter == start + increments - payments + start * len(state.paid)
        assert all(i.amount > 0 for i in state.increments)
        assert sum(h.jackpot for h in session.hands) == increments
        assert session.reconcile().balanced, session.reconcile()
    again = TableSession.replay(session.initial_settings, session.record)
    assert again.jackpot == session.jackpot and again.state() == session.state()

