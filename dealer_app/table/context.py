"""What the table controller and its desks share (no Qt): one table's record and how a change is told.

The controller (controller.py) holds three desks as parts: the cards
(cards.py: the shoe, the checks, alerts and cards typed), the session
(session_desk.py: setup, seating, misdeal and void, the report) and the
supervisor's corrections (correction_desk.py), plus the showdown stage
(showdown_desk.py) and the cash-game practices (cash_desk.py). None of them reaches into
another: each is handed this context, and what one needs of another is
passed to it by name when it is built (the session desk asks
``hand_began`` here after a misdeal; the correction desk is told how to
drop a showdown laid out). Every sentence is ``Words`` (dealer_app/words):
the window says it in the dealer's language.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from dealer_app.table.jackpot_guard import JackpotGuard
from dealer_app.words.table import seat_words

if TYPE_CHECKING:  # pragma: no cover
    from engine.hand import Hand

    from dealer_app.supervisors.authorisation import Authoriser
    from dealer_app.table.record import TableRecord

Listener = Callable[[str], None]


class TableContext:
    """The table's record (None before a session is opened, and after it is closed), its clock, dealer and
    supervisor hook, its listeners and the last message said."""

    def __init__(self, record: Optional["TableRecord"], store, dealer: str, now: Callable[[], str],
                 authoriser: "Authoriser"):
        self.now = now
        # What holds the bad beat jackpot (jackpot_guard.py): the table's, handed to each session's record.
        self.jackpot_guard = JackpotGuard()
        self.record = record
        self.store = store                       # where a new session is recorded (None: in memory)
        self.dealer = dealer
        self.authoriser = authoriser
        self.message = ""
        self.refused = False
        self.listeners: list[Listener] = []
        # The console's language: the letters of the cards the dealer types (engine/card_letters.py). The
        # window says it at start and at every change; English, the source language, until then.
        self.language = "en"
        # What a new hand (or a misdeal dealt again) resets: the controller sets it when it is built.
        self.hand_began: Callable[[], None] = lambda: None

    @property
    def record(self) -> Optional["TableRecord"]:
        return self._record

    @record.setter
    def record(self, record: Optional["TableRecord"]) -> None:
        if record is not None:
            record.guard, record.now = self.jackpot_guard, self.now
        self._record = record

    # ------------------------------------------------------------ telling

    def changed(self, kind: str, message: str = "", refused: bool = False) -> None:
        """Every listener hears the kind of change; the message stays for the screen."""
        self.message, self.refused = message, refused
        for listener in list(self.listeners):
            listener(kind)

    def refuse(self, message: str) -> str:
        self.changed("refused", message, refused=True)
        return message

    # ------------------------------------------------------------ the hand

    @property
    def hand(self) -> Optional["Hand"]:
        """The session's latest hand: in progress, or the last one once it is over (None before the first)."""
        latest = self.record.session.latest_hand if self.record is not None else None
        return latest.hand if latest is not None else None

    @property
    def session_hand_number(self) -> int:
        """The latest hand's place in this session (1, 2, 3 ... again in every session)."""
        latest = self.record.session.latest_hand if self.record is not None else None
        return latest.number if latest is not None else 0

    def in_progress(self) -> bool:
        return self.record is not None and self.record.session.hand is not None

    def number_shown(self, number: int) -> int:
        """A session's hand number as the screens say it (the hand store's, which never restarts)."""
        return self.record.number_shown(number) if self.record is not None else number

    def seat_of(self, player: int) -> int:
        return self.record.session.seat_of_player(player)

    def who(self, player: int) -> str:
        """"seat 3 (Chloé)": a player of the latest hand."""
        return seat_words(self.seat_of(player), self.hand.config.players[player].name)


class OnPart:
    """A controller method that one of its parts answers: ``sit = OnPart("sessions", SessionDesk.sit)``.
    The screens call the controller as they always did; reading the controller's class shows which part
    does the work, and the part's method is the one documented (and checked against ui/kit/ports.py)."""

    def __init__(self, part: str, method: Callable):
        self.part, self.method = part, method
        self.__doc__ = method.__doc__

    def __get__(self, table, owner=None):
        if table is None:
            return self.method
        return getattr(getattr(table, self.part), self.method.__name__)
