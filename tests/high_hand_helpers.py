"""A table session with the high-hand promotion, for tests: heads-up Hold'em hands played to a showdown
with a time on every request (the time the hand is shown decides its period)."""
from __future__ import annotations

from functools import partial

from engine.settings import parse_session
from engine.session.table import TableSession
from engine.actions import call, check
from engine.cards import parse_card

BURNS = ("5c", "5h", "5d")


def deal(session, holes, board):
    """What the hand expects: the seats' hole cards, burns 5c 5h 5d, the board."""
    hand = session.hand
    while hand is not None and hand.phase == "deal":
        exp = hand.expected_card()
        if exp.kind == "hole":
            text = holes[session.seat_of_player(exp.player)][exp.number - 1]
        elif exp.kind == "burn":
            text = BURNS[len(hand.burns)]
        else:
            text = board[exp.number - 1]
        session.deal(parse_card(text))
        hand = session.hand

HOLDEM = '[game]\nvariant = "holdem"\n'
# Every hour from 14:00, aces full of kings or better, prize 10,000 (in chips of 5 at this table).
HIGH_HAND = '[high_hand]\non = true\nminutes = 60\nminimum = "Ac Ad Ah Kc Kd"\nprize = 10000\n'
# Board 9c 9s Kh 7s 2c: 9h 9d make four nines (both hole cards play), Ah Kd kings up; Kc Kd kings full.
NINES_BOARD = ("9c", "9s", "Kh", "7s", "2c")


def high_hand_table(prize: int = 10_000, both_hole_cards: bool = True, chip_unit: int = 5,
                    at: str = "2025-03-01T13:30:00") -> TableSession:
    """Hold'em 5/10 in chips of ``chip_unit``, Anna at seat 1 and Boris at seat 2 with 525 each."""
    text = (f"[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = {chip_unit}\nmin_buy_in = 100\n"
            f"max_buy_in = 5000\n[house]\nbutton = \"dead\"\n[table]\nseats = 9\n" + HOLDEM
            + HIGH_HAND.replace("10000", str(prize))
            + ("" if both_hole_cards else "both_hole_cards = false\n"))
    session = TableSession(parse_session(text))
    session.sit(1, "Anna", 525, at=at)
    session.sit(2, "Boris", 525, at=at)
    return session


class Timed:
    """The session's requests, each recorded at ``at`` (change it between hands)."""

    TIMED = ("start_hand", "deal", "act", "show", "muck", "sit", "rebuy", "leave")

    def __init__(self, session, at: str):
        self.session = session
        self.at = at

    def __getattr__(self, name):
        attr = getattr(self.session, name)
        return partial(attr, at=self.at) if name in self.TIMED else attr


def showdown_at(session, at: str, holes: dict, board) -> None:
    """Seats 1 and 2 check it down (a pot of 20), shown at ``at`` (every input of the hand at that time)."""
    timed = Timed(session, at)
    timed.start_hand(button=2 if session.positions is None else None)
    deal(timed, holes, board)
    hand = session.hand
    steps = iter((call(), check()))            # the small blind completes, the big blind checks
    while hand is not None:
        if hand.phase == "deal":
            deal(timed, holes, board)
        elif hand.phase == "bet":
            timed.act(next(steps) if hand.street == "preflop" else check())
        else:
            player = next(p for p in hand.showdown_order() if p not in hand.shown)
            timed.show(session.seat_of_player(player))
        hand = session.hand
