"""A table session with a bad beat jackpot, for tests: the issue's Omaha bad beat and a heads-up pot of
1,050 (levy 4 %, increment 1 %), dealt and bet through any object with the session's requests."""
from __future__ import annotations

from engine.actions import all_in, call, check, fold, raise_to
from engine.cards import parse_card

JACKPOT = "[jackpot]\non = true\npercent = 1.0\nstart = 1000\n"
LEVY_4 = "percent = 4.0"
# Omaha, the bad beat: 7s 7h (four sevens with the board) lose to Td Jd (a straight flush).
LOSER, WINNER = ("7s", "7h", "Ac", "Kc"), ("Td", "Jd", "3c", "3h")
OTHER = ("2c", "2h", "4c", "4h")
BOARD = ("7d", "7c", "8d", "9d", "2s")
NO_BEAT_BOARD = ("Kd", "Qs", "8c", "4d", "5s")



def deal(session, holes, board):
    hand = session.hand
    burns = iter(("5c", "5h", "5d"))
    while hand is not None and hand.phase == "deal":
        exp = hand.expected_card()
        if exp.kind == "hole":
            text = holes[session.seat_of_player(exp.player)][exp.number - 1]
        elif exp.kind == "burn":
            text = next(burns)
        else:
            text = board[exp.number - 1]
        session.deal(parse_card(text))
        hand = session.hand


def heads_up_all_in(session, holes, board):
    """Heads-up, seats 1 and 2 (button 2) all-in before the flop for 525 each: raises to 30, 90, 270,
    all-in 525, a call: a pot of 1,050."""
    session.start_hand(button=2 if len(session.seats) == 2 else None)
    deal(session, holes, board)
    hand = session.hand
    steps = iter((raise_to(30), raise_to(90), raise_to(270), all_in(), call()))
    while hand is not None:
        if hand.phase == "deal":
            deal(session, holes, board)
        elif hand.phase == "bet":
            seat = session.seat_of_player(hand.actor)
            if seat in (1, 2):
                session.act(next(steps) if hand.street == "preflop" else check())
            else:
                session.act(fold())
        else:
            player = next(p for p in hand.showdown_order() if p not in hand.shown)
            session.show(session.seat_of_player(player))
        hand = session.hand


class RiggedShoe:
    """The cards of a random session's hand: the issue's bad beat for the first two seats dealt when
    ``rigged`` (LOSER, WINNER and BOARD), the rest from a deck shuffled by ``rng`` (the property tests)."""

    def __init__(self, session, rng, rigged: bool):
        from engine.cards import shuffled_deck
        dealt = session.plan.dealt
        self.session, self.rigged = session, rigged
        self.fixed = {dealt[0]: LOSER, dealt[1]: WINNER} if rigged else {}
        used = {parse_card(c) for cards in self.fixed.values() for c in cards} | (
            {parse_card(c) for c in BOARD} if rigged else set())
        self.deck = [c for c in shuffled_deck(rng) if c not in used]

    def next_card(self, hand):
        exp = hand.expected_card()
        seat = self.session.seat_of_player(exp.player) if exp.kind == "hole" else None
        if seat in self.fixed:
            return parse_card(self.fixed[seat][exp.number - 1])
        if self.rigged and exp.kind == "board":
            return parse_card(BOARD[exp.number - 1])
        return self.deck.pop()


# The session's requests a test makes through the table's record (each one durable before it returns).
RECORDED_REQUESTS = ("start_hand", "deal", "act", "show", "confirm_jackpot", "pay_jackpot", "rebuy", "leave", "sit")


class Through:
    """The session as the tests' helpers drive it, each request made through the table's record
    (dealer_app/table/record.py TableRecord.submit), everything else read from the session."""

    def __init__(self, record):
        self.record = record

    def __getattr__(self, name):
        if name in RECORDED_REQUESTS:
            return lambda *args, **kwargs: self.record.submit(lambda s: getattr(s, name)(*args, **kwargs))
        return getattr(self.record.session, name)


def recorded(path, kind) -> list:
    """(seq, payload) of every event of ``kind`` in the store at ``path``, in the record's order."""
    import json
    import sqlite3
    conn = sqlite3.connect(path)
    try:
        return [(seq, json.loads(p)) for seq, p in conn.execute(
            "SELECT seq, payload FROM events WHERE kind = ? ORDER BY seq", (kind,))]
    finally:
        conn.close()
