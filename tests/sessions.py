"""Small builders for table sessions in tests: a table, hands folded round or played to a chosen winner."""
from __future__ import annotations

from typing import Optional, Sequence

from engine.actions import call, check, fold
from engine.cards import parse_card
from engine.settings import parse_session
from engine.session.table import TableSession


# Omaha: the winner's A♠ A♥ with the board's A♦ A♣ make four aces; the others hold nothing near it.
WINNING_HOLE = ("As", "Ah", "Kd", "Kc")
BOARD = ("Ad", "Ac", "9s", "5d", "4h")
OTHERS = ("2c", "3d", "7h", "8s", "2d", "3h", "7s", "8c", "2h", "3s", "7c", "8d", "2s", "3c", "7d",
          "6c", "6d", "6h", "6s", "Jc", "Jd", "Jh", "Js", "Tc", "Td", "Th", "Ts", "Qc", "Qd", "Qh", "Qs", "9c")
BURNS = ("5c", "5h", "5s")


def settings(button: str = "dead", seats: int = 9, blinds: tuple[int, int] = (5, 10), min_buy_in: int = 100,
             max_buy_in: int = 2000, rake: str = "", extra: str = ""):
    text = (f'[stakes]\nsmall_blind = {blinds[0]}\nbig_blind = {blinds[1]}\nmin_buy_in = {min_buy_in}\n'
            f'max_buy_in = {max_buy_in}\n[house]\nbutton = "{button}"\n[table]\nseats = {seats}\n'
            + (f"[rake]\n{rake}\n" if rake else "") + extra)
    return parse_session(text)


def table(seats: Sequence[int] = (1, 2, 3, 4, 5, 6), button: str = "dead", stack: int = 1000,
          **kwargs) -> TableSession:
    """A session with players P<seat> at the given seats, all with ``stack``."""
    session = TableSession(settings(button=button, **kwargs))
    for seat in seats:
        session.sit(seat, f"P{seat}", stack)
    return session


def deal_cards(session: TableSession, winner: Optional[int] = None) -> None:
    """Deal what the hand expects; ``winner`` (a seat) gets four aces with the board."""
    hand = session.hand
    others = [c for c in OTHERS if parse_card(c) not in hand.seen]
    while hand is not None and hand.phase == "deal":
        exp = hand.expected_card()
        if exp.kind == "hole":
            seat = session.seat_of_player(exp.player)
            text = WINNING_HOLE[exp.number - 1] if seat == winner else others.pop(0)
        elif exp.kind == "burn":
            text = BURNS[len(hand.burns)]
        else:
            text = BOARD[exp.number - 1]
        session.deal(parse_card(text))
        hand = session.hand


def fold_round(session: TableSession, button: Optional[int] = None) -> int:
    """Start a hand, deal it and fold to the big blind; returns the hand's number."""
    session.start_hand(button=button)
    number = session.hand_number
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())
    return number


def fold_out(session: TableSession) -> None:
    """Finish the hand in progress: cards as expected, every player to act folds."""
    while session.hand is not None:
        if session.hand.phase == "deal":
            deal_cards(session)
        else:
            session.act(fold())


def play_down(session: TableSession, winner: Optional[int] = None) -> None:
    """Finish the hand in progress calling and checking, the board to ``winner``; everyone shows."""
    while session.hand is not None:
        hand = session.hand
        if hand.phase == "deal":
            deal_cards(session, winner)
        elif hand.phase == "bet":
            session.act(check() if hand.legal().can_check else call())
        else:
            shown = hand.shown
            player = next(p for p in hand.showdown_order() if p not in shown)
            session.show(session.seat_of_player(player))


def blinds_of(session: TableSession, number: int = -1) -> list[tuple[int, int, str]]:
    """(seat, amount, kind) of every forced bet of a hand: the one in progress, or a summary's."""
    posts = session.plan.posts if number == -1 and session.plan is not None else session.hands[number].posts
    return [(p.seat, p.amount, p.kind) for p in posts]


def folded(session, at):
    session.start_hand(at=at)
    fold_out(session)                  # over before the flop: no flop, no drop


def called_down(session, at):
    session.start_hand(at=at)
    play_down(session, winner=1)       # four players call 10: a pot of 40, rake 5 % = 2


def evening():
    session = TableSession(settings(rake="percent = 5\ncap = 30"))
    session.dealer_in("Marie", at="2025-03-01T20:00:00")
    for seat in (1, 2, 3, 4):
        session.sit(seat, f"P{seat}", 500, at="2025-03-01T20:01:00")
    folded(session, "2025-03-01T20:02:00")
    folded(session, "2025-03-01T20:06:00")
    folded(session, "2025-03-01T20:10:00")
    called_down(session, "2025-03-01T20:15:00")
    session.dealer_in("Paul", at="2025-03-01T20:30:00")          # Marie is relieved
    session.start_hand(at="2025-03-01T20:31:00")
    session.misdeal("first card exposed", at="2025-03-01T20:32:00")
    fold_out(session)
    session.rebuy("P2", 300, at="2025-03-01T20:40:00")
    folded(session, "2025-03-01T20:50:00")
    called_down(session, "2025-03-01T21:10:00")
    session.dealer_out(at="2025-03-01T21:30:00")
    return session
