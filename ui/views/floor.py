"""The floor view's answers: the hand history, a hand's replay step by step, an export, the record
checked (ui/floor/floor_view.py and ui/floor/replay_view.py read them; dealer_app/floor/ fills them).

Answers are values, never exceptions: each carries ``refusal`` (None when all
went well) with a stable code, so the window can ask for the PIN again
(``signed-out``) or say why.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True, slots=True)
class Refusal:
    code: str                # signed-out | bad-search | no-such-hand | cannot-replay | cannot-export | ...
    message: str             # Words: the window says it in the dealer's language


@dataclass(frozen=True, slots=True)
class HandLine:
    """A line of the hand history."""

    number: int
    time: str                # local, as the console writes it (Words): "22/11/2026 20:14"
    table: str
    game: str                # "Omaha Pot Limit"
    players: str             # "1 Alice · 3 Chloé · 5 Elena"
    pot: Optional[int]
    status: str
    status_code: str         # open | complete | misdeal | void


@dataclass(frozen=True)
class HistoryView:
    lines: tuple[HandLine, ...]
    heading: str             # what the list shows: "The last 100 hands", "Hands of Chloé on 2026-11-22"
    refusal: Optional[Refusal] = None


@dataclass(frozen=True, slots=True)
class ReplaySeat:
    """One seat at one step (what ui/table/seat_box.py's SeatBox draws, as it draws a SeatView)."""

    seat: int
    name: str
    stack: int
    bet: int
    status: str                  # in | folded | all-in | mucked
    button: bool
    blind: str                   # SB | BB | ""
    to_act: bool
    cards_dealt: int
    shown: tuple[str, ...]       # the hole cards dealt so far ("??" for a card not read)
    won: int


@dataclass(frozen=True, slots=True)
class LegalView:
    """What a player may do, from the engine's ``legal()``, with the pot-limit arithmetic."""

    player: str                  # "seat 4 (Dmitri)"
    structure: str               # Pot Limit | Limit | No Limit
    pot: int
    to_call: int
    call_is_all_in: bool
    can_check: bool
    can_raise: bool
    raise_word: str              # bet | raise
    min_to: int
    max_to: int
    min_add: int
    max_add: int
    max_explanation: str         # "3 × 30 + 10 + 5 = 105"
    closed_reason: str
    stack: int


@dataclass(frozen=True, slots=True)
class ReplayFrame:
    """The hand after one event; it has what ``TableWidget.show_table`` reads of a TableView's table part,
    so the replay draws the table with the console's own table picture."""

    index: int
    seq: int                     # the record's event number
    kind: str
    time: str                    # local, to the millisecond
    dealer: str
    text: str                    # what happened: the record's words, translatable (replay_words.py)
    hand_number: int
    street: str                  # Words: where the hand stands, as the console's header says it ("Pre-flop")
    phase: str                   # deal | bet | showdown | complete | misdeal | void | awarded
    pot: int
    pots: tuple[tuple[str, int], ...]
    board: tuple[str, ...]
    board_size: int
    next_card: str
    next_card_seat: Optional[int]
    seats: tuple[ReplaySeat, ...]
    results: tuple[str, ...]
    legal: Optional[LegalView]           # the player to act after this step
    legal_before: Optional[LegalView]    # an action: what its player could do just before it
    withdrawn_by: Optional[int]          # this input was withdrawn by the correction at that event
    withdrawn_note: str
    is_correction: bool                  # a correction or a void (it supersedes earlier steps)
    bookkeeping: bool = False            # the record's own entry (session, stage marks ...), not a deed at the table
    runs: tuple = ()                     # ui/views/cash.py RunBoard: each run's board, a board run more than once


@dataclass(frozen=True)
class HandReplay:
    number: int
    table: str
    title: str                   # "Hand 12 · table T4 · Omaha Pot Limit 5/10"
    started: str                 # local, as the console writes it (Words): "22/11/2026 20:14:05 CET"
    status: str
    frames: tuple[ReplayFrame, ...]     # every event of the hand
    corrections: tuple[str, ...]

    def steps(self, bookkeeping: bool = False) -> tuple[ReplayFrame, ...]:
        """What the floor steps through: what the dealer and the players did (cards read, posts, actions,
        shows, awards, corrections), and the record's bookkeeping entries only when asked for."""
        return self.frames if bookkeeping else tuple(f for f in self.frames if not f.bookkeeping)

    @property
    def bookkeeping_count(self) -> int:
        return sum(f.bookkeeping for f in self.frames)


@dataclass(frozen=True)
class ReplayAnswer:
    replay: Optional[HandReplay]
    refusal: Optional[Refusal] = None


@dataclass(frozen=True)
class ExportAnswer:
    path: Optional[str]
    message: str
    refusal: Optional[Refusal] = None


@dataclass(frozen=True)
class CheckAnswer:
    """The whole record checked (``dealer-app verify``): intact, damaged, or stopped by the floor."""

    intact: Optional[bool]   # None when stopped or refused
    message: str             # Words
    refusal: Optional[Refusal] = None
