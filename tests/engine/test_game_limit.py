"""A game's player range limits the players dealt in, not the seats (RULES.md 1; issue 24, major 6).

RULES.md 1: 2 to 9 players in Omaha (seed 000), 2 to 10 in Hold'em; the 5-card games (Courchevel, 5-card
Omaha, Big O) deal to 8 and 6-card Omaha to 7, what 52 cards less 3 burns and 5 board cards deal
(engine/games.py). A table has 2 to 10 seats whatever its game. When the next hand would deal in more
players than the game deals to, it does not start: the dealer chooses who sits out, recorded with the
reason, and the button and blinds move for those players as RULES.md 7 says for anyone sitting out.
Blinds 5/10, dead button, stacks 1,000.
"""
import random

import pytest
from hypothesis import HealthCheck, given, settings as hsettings, strategies as st

from engine.actions import call, check, fold
from engine.button import Positions
from engine.cards import Card, parse_card
from engine.errors import ConfigError, EngineError, SessionError
from engine.game_limit import GAME_LIMIT
from engine.hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND
from engine.session.writer import format_session
from engine.settings import parse_session
from engine.session.table import TableSession
from sessions import settings

DECK = [Card(rank, suit) for suit in "shdc" for rank in range(14, 1, -1)]


def game(variant: str, seats: int):
    return settings(seats=seats, extra=f'[game]\nvariant = "{variant}"\n')


def seated(variant: str, seats: int, players) -> TableSession:
    session = TableSession(game(variant, seats))
    for seat in players:
        session.sit(seat, f"P{seat}", 1000)
    return session


def refused(code, fn, *args, **kwargs):
    with pytest.raises(SessionError) as caught:
        fn(*args, **kwargs)
    assert caught.value.code == code, caught.value
    return caught.value


def fold_to_the_big_blind(session: TableSession) -> None:
    """The hand in progress dealt from the deck's order and folded round to the big blind."""
    while session.hand is not None:
        hand = session.hand
        if hand.phase == "deal":
            session.deal(next(c for c in DECK if c not in hand.seen))
        else:
            session.act(fold())


def change_game(session: TableSession, variant: str, seats: int) -> None:
    session.change_settings(game(variant, seats))


# ------------------------------------------------------------ seats are not players

@pytest.mark.parametrize("variant", ["courchevel", "omaha6"])
def test_a_nine_seat_table_with_five_players_deals_courchevel_and_6_card_omaha(variant):
    session = seated(variant, 9, (1, 3, 5, 7, 9))
    assert session.settings.table_seats == 9
    assert session.game_limit() is None
    hand = session.start_hand()
    assert session.plan.dealt == (1, 3, 5, 7, 9)                  # the last seat's button: 1 small blind
    assert hand.config.game.key == variant and len(hand.config.players) == 5
    fold_to_the_big_blind(session)
    assert session.hands[-1].status == "complete"


def test_an_omaha_table_of_ten_seats_opens_and_deals_nine_of_ten_players():
    """An existing session file with 10 seats and Omaha opens: the tenth player sits out, by the dealer's choice."""
    text = format_session(game("omaha", 10))
    assert 'variant = "omaha"' in text and "seats = 10" in text
    session = TableSession(parse_session(text))
    for seat in range(1, 11):
        session.sit(seat, f"P{seat}", 1000)
    before = session.record
    err = refused("too-many-players", session.start_hand)
    assert err.numbers == {"game": "Omaha", "most": 9, "players": 10, "sit_out": 1,
                           "seats": (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)}
    assert session.record == before and session.hand is None      # nothing was dealt, nothing recorded
    session.sit_out(4, reason=GAME_LIMIT)
    session.start_hand()
    assert session.plan.dealt == (1, 2, 3, 5, 6, 7, 8, 9, 10)
    assert Positions(10, 1, 2) == session.plan.positions


# ------------------------------------------------------------ the dealer's choice, recorded

def test_nine_seated_in_6_card_omaha_the_hand_waits_for_the_dealers_choice_of_two():
    session = seated("omaha6", 9, range(1, 10))
    limit = session.game_limit()
    assert (limit.most, limit.dealt, limit.to_sit_out) == (7, tuple(range(1, 10)), 2)
    err = refused("too-many-players", session.start_hand)
    assert (err.numbers["most"], err.numbers["players"], err.numbers["sit_out"]) == (7, 9, 2)
    assert "6-card Omaha is dealt to 7 players at most and 9 would be dealt in" in err.message

    session.sit_out(8, reason=GAME_LIMIT, at="2025-03-01T21:00:00")
    assert session.record[-1] == {"op": "sit_out", "seat": 8, "reason": "game-limit", "game": "omaha6",
                                  "most": 7, "players": 9, "at": "2025-03-01T21:00:00"}
    assert session.history()[-1].text == ("seat 8 sits out (the dealer's choice: 6-card Omaha is dealt to 7 "
                                           "players at most and 9 were to be dealt in) at 2025-03-01T21:00:00")
    assert session.game_limit().to_sit_out == 1
    refused("too-many-players", session.start_hand)                # one more to choose
    session.sit_out(9, reason=GAME_LIMIT)
    assert session.game_limit() is None
    # Seven are left, what the game deals to: no one else sits out for it (two at least always play).
    refused("within-game-limit", session.sit_out, 1, reason=GAME_LIMIT)

    hand = session.start_hand()
    assert session.plan.dealt == (1, 2, 3, 4, 5, 6, 7) and len(hand.config.players) == 7
    assert all(len(hand.hole[i]) == 0 for i in range(7))
    assert session.seats[8].status == session.seats[9].status == "sitting out"
    fold_to_the_big_blind(session)
    assert [len(cards) for cards in session.latest_hand.hand.hole] == [6] * 7
    # The record says who sat out and why; it replays to the same state, and a record whose numbers
    # are not the session's does not replay.
    assert TableSession.replay(session.initial_settings, session.record).state() == session.state()
    tampered = [dict(e, players=8) if e.get("reason") else e for e in session.record]
    refused("bad-record", TableSession.replay, session.initial_settings, tampered)


def test_only_a_player_the_hand_would_deal_in_sits_out_for_the_game():
    session = seated("omaha", 10, range(1, 10))
    session.start_hand()
    fold_to_the_big_blind(session)                                # hand 1: button 9, blinds 1 and 2
    session.sit(10, "New", 1000)                                 # waits for the big blind
    change_game(session, "omaha6", 10)
    limit = session.game_limit()
    assert 10 not in limit.dealt and limit.to_sit_out == 2       # the new player is not dealt in yet
    err = refused("not-dealt-in-next", session.sit_out, 10, reason=GAME_LIMIT)
    assert err.numbers == {"seat": 10}
    refused("bad-record", session.sit_out, 3, reason="tired")
    session.sit_out(10)                                          # his own wish: no reason needed
    assert session.record[-1] == {"op": "sit_out", "seat": 10}


def test_no_game_limit_during_a_hand_or_without_two_players():
    session = seated("omaha6", 9, (1,))
    assert session.game_limit() is None
    with pytest.raises(ConfigError) as caught:                  # fewer than two players: no hand
        session.start_hand()
    assert caught.value.code == "too-few-players"
    session = seated("omaha6", 9, range(1, 8))
    session.start_hand()
    assert session.game_limit() is None
    refused("hand-in-progress", session.sit_out, 3, reason=GAME_LIMIT)


# ------------------------------------------------------------ blinds, RULES.md 7

def test_a_game_changed_mid_session_the_chosen_players_miss_the_blinds_and_post_them_back():
    """Nine play Omaha, then 6-card Omaha (7 at most): the dealer sits out seats 3 and 4, the big blind due
    and the next. Dead button: the big blind moves on to seat 5, seat 2 has the small blind, seat 1 the
    button; seats 3 and 4 owe the blinds that passed them. Back to Omaha, they come back, wait for the
    button to pass, then post 10 live and 5 dead each."""
    session = seated("omaha", 9, range(1, 10))
    session.start_hand()
    assert session.plan.positions == Positions(9, 1, 2)
    fold_to_the_big_blind(session)

    change_game(session, "omaha6", 9)                            # a new segment, between hands
    assert session.game_limit().positions == Positions(1, 2, 3)  # if nobody sat out
    assert session.positions_if_sitting_out([3, 4]) == Positions(1, 2, 5)   # what the dealer sees choosing
    refused("too-many-players", session.start_hand)
    session.sit_out(3, reason=GAME_LIMIT)
    session.sit_out(4, reason=GAME_LIMIT)
    session.start_hand()
    plan = session.plan
    assert plan.positions == Positions(1, 2, 5)
    assert plan.dealt == (2, 5, 6, 7, 8, 9, 1)
    assert [(p.seat, p.amount, p.kind) for p in plan.posts] == [(2, 5, SMALL_BLIND), (5, 10, BIG_BLIND)]
    assert set(plan.missed) == {(3, "big"), (4, "big")}
    assert session.hand.config.game.key == "omaha6"
    fold_to_the_big_blind(session)
    for seat in (3, 4):
        assert session.seats[seat].owes_big and session.seats[seat].owes_small

    change_game(session, "omaha", 9)
    session.come_back(3)
    session.come_back(4)
    assert session.game_limit() is None
    session.start_hand()                                         # they sit between the button and the blinds
    assert session.plan.positions == Positions(2, 5, 6)
    assert 3 not in session.plan.dealt and 4 not in session.plan.dealt
    fold_to_the_big_blind(session)
    session.start_hand()
    plan = session.plan
    assert plan.positions == Positions(5, 6, 7)
    assert [(p.seat, p.amount, p.kind) for p in plan.posts] == [
        (6, 5, SMALL_BLIND), (7, 10, BIG_BLIND), (3, 10, LIVE), (4, 10, LIVE), (3, 5, DEAD), (4, 5, DEAD)]
    fold_to_the_big_blind(session)
    assert not session.seats[3].owes_big and not session.seats[4].owes_small


def test_new_players_chosen_to_sit_out_before_the_first_hand_owe_nothing():
    """The first hand of a 9-player 6-card Omaha table: two new players sit out; no blind is owed by a
    player who has not played yet, so when they come back they wait for the big blind as any new player."""
    session = seated("omaha6", 9, range(1, 10))
    session.sit_out(1, reason=GAME_LIMIT)
    session.sit_out(2, reason=GAME_LIMIT)
    session.start_hand()
    assert session.plan.positions == Positions(9, 3, 4)
    fold_to_the_big_blind(session)
    assert not any(session.seats[s].owes_big or session.seats[s].owes_small for s in (1, 2))
    assert session.seats[1].status == "sitting out"
    session.come_back(1)
    assert session.seats[1].status == "new: waits for the big blind"
    assert session.game_limit() is None                         # he waits: the hand deals to seven still


# ------------------------------------------------------------ random sessions

@hsettings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), variant=st.sampled_from(["omaha6", "courchevel", "omaha"]),
       seats=st.integers(8, 10), rule=st.sampled_from(["dead", "moving", "simplified"]))
def test_random_sessions_never_deal_more_than_the_game_and_the_record_says_why(seed, variant, seats, rule):
    """Players come, go, sit out and come back at a table with more seats than the game deals to; before each
    hand the dealer's random choice sits out as many as the game requires. No hand deals more than the game's
    most, every chip is accounted for, every game-limit sit-out is in the record with the numbers it was
    made on, and the record replays to the same state."""
    rng = random.Random(seed)
    session = TableSession(settings(button=rule, seats=seats, extra=f'[game]\nvariant = "{variant}"\n'))
    most = session.settings.game.max_players
    bought = 0
    names = iter(f"P{i}" for i in range(1000))

    def request(fn, *args, **kwargs) -> bool:
        try:
            fn(*args, **kwargs)
            return True
        except EngineError:
            return False

    for seat in rng.sample(range(1, seats + 1), rng.randint(most - 1, seats)):   # often more than the game deals
        session.sit(seat, next(names), 500)
        bought += 500
    for _ in range(30):
        for _ in range(rng.choice((0, 1, 2))):
            seated, roll = list(session.seats), rng.random()
            free = [s for s in range(1, seats + 1) if s not in session.seats]
            if (roll < 0.5 or len(seated) < 3) and free:
                if request(session.sit, rng.choice(free), next(names), 500, entry=rng.choice(("post", "wait"))):
                    bought += 500
            elif roll < 0.65 and seated:
                request(session.leave, rng.choice(seated))
            elif roll < 0.8 and seated:
                request(session.sit_out, rng.choice(seated))
            elif seated:
                request(session.come_back, rng.choice(seated))
        limit = session.game_limit()
        if limit is not None:
            for seat in rng.sample(limit.dealt, limit.to_sit_out):
                session.sit_out(seat, reason=GAME_LIMIT)
            if session.game_limit() is not None:           # sitting out moved the big blind onto a waiting player
                refused("too-many-players", session.start_hand)
                continue
        if not request(session.start_hand):
            continue
        assert 2 <= len(session.plan.dealt) <= most
        deck = DECK[:]
        rng.shuffle(deck)
        while session.hand is not None:
            hand = session.hand
            if hand.phase == "deal":
                session.deal(next(c for c in deck if c not in hand.seen))
            elif hand.phase == "bet":
                legal = hand.legal()
                session.act(fold() if rng.random() < 0.4 and not legal.can_check else
                            check() if legal.can_check else call())
            else:
                player = next(p for p in hand.showdown_order() if p not in hand.shown)
                session.show(session.seat_of_player(player))
        assert session.reconcile().balanced and session.reconcile().bought_in == bought
    assert all(len(h.dealt) <= most for h in session.hands)
    for entry in session.record:
        if entry.get("reason") == GAME_LIMIT:
            assert entry["game"] == variant and entry["most"] == most and entry["players"] > most
    assert TableSession.replay(session.initial_settings, session.record).state() == session.state()
