"""Button and blinds across hands (RULES.md 7) under the three house options.

Blinds 5/10, six players at seats 1-6, 1,000 each. Hand 1 has the button on
seat 1, the small blind on 2 and the big blind on 3; then players leave or
bust and hand 2 (and 3) must put the button and the blinds where the rule
says. "posts" lists (seat, amount, kind): kind "live" is a big-blind amount
that counts as the player's bet, "dead" a small-blind amount that does not.
"""
import pytest

from engine.actions import all_in, call, fold
from engine.button import Positions
from engine.hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND
from sessions import deal_cards, play_down, table

SB, BB = SMALL_BLIND, BIG_BLIND


def first_hand(rule, seats=(1, 2, 3, 4, 5, 6)):
    session = table(seats, button=rule)
    session.start_hand(button=seats[0])
    if len(seats) > 2:
        assert session.plan.positions == Positions(seats[0], seats[1], seats[2])
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())                     # folded round to the big blind
    return session


def posts(session):
    return [(p.seat, p.amount, p.kind) for p in session.plan.posts]


def next_hand(session):
    session.start_hand()
    plan = session.plan
    return plan.positions, posts(session), plan.dealt


def finish(session):
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())


# ------------------------------------------------------------- the big blind leaves

def test_big_blind_leaves_dead_button():
    # The big blind moves on to seat 4, who is due for it; nobody posts a small blind
    # (its seat is empty); the button goes to seat 2, last hand's small blind.
    session = first_hand("dead")
    session.leave(3)
    pos, forced, dealt = next_hand(session)
    assert pos == Positions(button=2, small_blind=3, big_blind=4)
    assert forced == [(4, 10, BB)]
    assert dealt == (4, 5, 6, 1, 2)
    finish(session)
    # Next hand the button is dead on the empty seat 3: seat 2 is last to act again.
    pos, forced, dealt = next_hand(session)
    assert pos == Positions(button=3, small_blind=4, big_blind=5)
    assert forced == [(4, 5, SB), (5, 10, BB)]
    assert dealt[-1] == 2


def test_big_blind_leaves_moving_button():
    # The button moves to seat 2 and the blinds to seats 4 and 5. Seat 4 pays only the small blind
    # now; when the button comes to him next hand he has not paid a big blind since his last button,
    # so he posts one then (live): every player meets a big and a small blind each round.
    session = first_hand("moving")
    session.leave(3)
    pos, forced, dealt = next_hand(session)
    assert pos == Positions(button=2, small_blind=4, big_blind=5)
    assert forced == [(4, 5, SB), (5, 10, BB)]
    finish(session)
    pos, forced, dealt = next_hand(session)
    assert pos == Positions(button=4, small_blind=5, big_blind=6)
    assert forced == [(5, 5, SB), (6, 10, BB), (4, 10, LIVE)]
    finish(session)
    pos, forced, dealt = next_hand(session)                 # then the round goes on as usual
    assert pos == Positions(button=5, small_blind=6, big_blind=1)
    assert forced == [(6, 5, SB), (1, 10, BB)]


def test_big_blind_leaves_simplified_moving_button():
    # Button to seat 2, blinds to 4 and 5: seat 4 pays only the small blind (he skips the big one).
    session = first_hand("simplified")
    session.leave(3)
    pos, forced, _ = next_hand(session)
    assert pos == Positions(button=2, small_blind=4, big_blind=5)
    assert forced == [(4, 5, SB), (5, 10, BB)]


# ----------------------------------------------------------- the small blind leaves

def test_small_blind_leaves_dead_button():
    # Seat 3 (last big blind) posts the small blind, seat 4 the big blind, and the button
    # is dead on seat 2's empty seat: seat 1 has last action a second time.
    session = first_hand("dead")
    session.leave(2)
    pos, forced, dealt = next_hand(session)
    assert pos == Positions(button=2, small_blind=3, big_blind=4)
    assert forced == [(3, 5, SB), (4, 10, BB)]
    assert dealt == (3, 4, 5, 6, 1)


def test_small_blind_leaves_moving_button():
    # The button moves to seat 3, last hand's big blind, who has not paid a small blind since his
    # last button: he posts it (dead). Seat 4 has the small blind, seat 5 the big blind; next hand
    # seat 4 takes the button without having paid a big blind: he posts it then (live).
    session = first_hand("moving")
    session.leave(2)
    pos, forced, _ = next_hand(session)
    assert pos == Positions(button=3, small_blind=4, big_blind=5)
    assert forced == [(4, 5, SB), (5, 10, BB), (3, 5, DEAD)]
    finish(session)
    pos, forced, _ = next_hand(session)
    assert pos == Positions(button=4, small_blind=5, big_blind=6)
    assert forced == [(5, 5, SB), (6, 10, BB), (4, 10, LIVE)]


def test_small_blind_leaves_simplified_moving_button():
    session = first_hand("simplified")
    session.leave(2)
    pos, forced, _ = next_hand(session)
    assert pos == Positions(button=3, small_blind=4, big_blind=5)
    assert forced == [(4, 5, SB), (5, 10, BB)]


# ------------------------------------------------------------- a bust on the button

@pytest.mark.parametrize("rule", ["dead", "moving", "simplified"])
def test_player_busting_on_the_button(rule):
    # No limit: seat 1 (button) goes all-in with 1,000 and loses to seat 3 (big blind); the rest fold.
    session = table((1, 2, 3, 4, 5, 6), button=rule, extra='[game]\nstructure = "no-limit"\n')
    session.start_hand(button=1)
    deal_cards(session, winner=3)
    for _ in range(3):
        session.act(fold())                      # seats 4, 5, 6
    session.act(all_in())                        # seat 1, the button
    session.act(fold())                          # seat 2
    session.act(call())                          # seat 3
    play_down(session, winner=3)
    assert session.seats[1].busted and session.seats[1].status == "busted"
    assert session.hands[-1].end_stacks == ((2, 995), (3, 2005), (4, 1000), (5, 1000), (6, 1000), (1, 0))
    pos, forced, dealt = next_hand(session)
    # Every rule: the button moves to seat 2 and the blinds to 3 and 4, as if nobody had gone.
    assert pos == Positions(button=2, small_blind=3, big_blind=4)
    assert forced == [(3, 5, SB), (4, 10, BB)]
    assert 1 not in dealt


# ---------------------------------------------------------- two players leave at once

def test_both_blinds_leave_dead_button():
    # Nobody escapes the big blind: seat 4 posts it; no small blind; the button is dead on
    # seat 2, then on seat 3: seat 1 has last action three hands running.
    session = first_hand("dead")
    session.leave(2)
    session.leave(3)
    pos, forced, dealt = next_hand(session)
    assert pos == Positions(button=2, small_blind=3, big_blind=4)
    assert forced == [(4, 10, BB)]
    assert dealt[-1] == 1
    finish(session)
    pos, forced, dealt = next_hand(session)
    assert pos == Positions(button=3, small_blind=4, big_blind=5)
    assert forced == [(4, 5, SB), (5, 10, BB)]
    assert dealt[-1] == 1


def test_both_blinds_leave_moving_button():
    # The button goes to seat 4, the next player, who has paid neither blind this round: on the
    # button he posts the big blind (live) and the small blind (dead). Two big blinds in one hand.
    session = first_hand("moving")
    session.leave(2)
    session.leave(3)
    pos, forced, _ = next_hand(session)
    assert pos == Positions(button=4, small_blind=5, big_blind=6)
    assert forced == [(5, 5, SB), (6, 10, BB), (4, 10, LIVE), (4, 5, DEAD)]


def test_both_blinds_leave_simplified_moving_button():
    session = first_hand("simplified")
    session.leave(2)
    session.leave(3)
    pos, forced, _ = next_hand(session)
    assert pos == Positions(button=4, small_blind=5, big_blind=6)
    assert forced == [(5, 5, SB), (6, 10, BB)]


# --------------------------------------------------------------- three to heads-up

@pytest.mark.parametrize("rule", ["dead", "moving", "simplified"])
@pytest.mark.parametrize("leaver, big_blind, button", [
    (1, 2, 3),      # the button leaves: seat 2 (last small blind) has the big blind
    (2, 1, 3),      # the small blind leaves: seat 1 has the big blind
    (3, 1, 2),      # the big blind leaves: seat 1 has the big blind, seat 2 the button
])
def test_three_to_heads_up_nobody_pays_the_big_blind_twice_in_a_row(rule, leaver, big_blind, button):
    session = first_hand(rule, seats=(1, 2, 3))           # button 1, small blind 2, big blind 3
    session.leave(leaver)
    pos, forced, dealt = next_hand(session)
    assert pos.big_blind == big_blind != 3
    assert pos.button == pos.small_blind == button       # heads-up the button posts the small blind
    assert forced == [(button, 5, SB), (big_blind, 10, BB)]
    assert dealt == (big_blind, button)                  # the hand's player 0 is the big blind heads-up
    finish(session)
    pos, forced, _ = next_hand(session)                  # heads-up the big blind alternates
    assert (pos.big_blind, pos.button) == (button, big_blind)


@pytest.mark.parametrize("rule", ["dead", "moving", "simplified"])
def test_heads_up_to_three_a_new_player_between_waits_then_takes_the_big_blind(rule):
    # Heads-up seats 1 (button, small blind) and 5 (big blind); a new player sits at 3 and posts.
    session = first_hand(rule, seats=(1, 5))
    assert session.hands[-1].positions == Positions(1, 1, 5)
    session.sit(3, "New", 500, entry="post")
    pos, forced, dealt = next_hand(session)
    if rule == "dead":
        # Seat 1 is due for the big blind; seat 5 posts the small blind; seat 3 would act last: he waits.
        assert pos.big_blind == 1 and dealt == (1, 5)
        assert session.plan.kept_out[0][0] == 3
        finish(session)
        pos, forced, dealt = next_hand(session)
        assert pos == Positions(button=5, small_blind=1, big_blind=3)
        assert forced == [(1, 5, SB), (3, 10, BB)]            # the new player's big blind comes in turn
    else:
        # The button moves to seat 5, the small blind to seat 1, and the big blind reaches seat 3.
        assert pos == Positions(button=5, small_blind=1, big_blind=3)
        assert forced == [(1, 5, SB), (3, 10, BB)]
    assert dealt == (1, 3, 5)
