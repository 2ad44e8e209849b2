"""The card the deal expects, as a value: "seat 4, hole card 2", "burn", "flop 1", "turn".

A ``CardLabel`` is a frozen value: what the screen needs to say it in the
dealer's language (the kind of card, the seat or player, its number and the
run of a board run more than once); ``english()`` is the engine's English
label, byte for byte what the records, the logs and the replay command keep.

Records written to disk keep the English text only; ``label_named`` gives the
value back by an exact table of every label the engine says (no reading of
the text), or None for text it never says.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

HOLE, BURN, FLOP, TURN, RIVER = "hole", "burn", "flop", "turn", "river"
_BOARD_KINDS = {1: FLOP, 2: FLOP, 3: FLOP, 4: TURN, 5: RIVER}


@dataclass(frozen=True, slots=True)
class CardLabel:
    """Which card: ``kind`` (hole, burn, flop, turn, river); ``number``: the hole card's number
    (1..), the board position (flop 1..3, turn 4, river 5) or the burn's (1..3); ``seat`` (the
    table's number) or ``player`` (0-based, said as "player 3") for a hole card; ``run``: the
    board being dealt when the players run it more than once, else 0. ``english()`` says it."""

    kind: str
    number: int
    seat: Optional[int] = None
    player: Optional[int] = None
    run: int = 0

    @property
    def is_board(self) -> bool:
        return self.kind in (FLOP, TURN, RIVER)

    def english(self) -> str:
        """"seat 4, hole card 2", "burn", "flop 1", "run 2, turn": the engine's English label."""
        return _english(self.kind, self.number, self.seat, self.player, self.run)


def _english(kind: str, number: int, seat: Optional[int], player: Optional[int], run: int) -> str:
    if kind == HOLE:
        who = f"seat {seat}" if seat is not None else f"player {(player or 0) + 1}"
        return f"{who}, hole card {number}"
    said = "burn" if kind == BURN else f"flop {number}" if kind == FLOP else kind
    return f"run {run}, {said}" if run else said


# Labels already made (the deal asks for the same few again and again), bounded all the same.
_MADE: dict[tuple, CardLabel] = {}
_MADE_LIMIT = 10_000


def _made(key: tuple, kind: str, number: int, seat: Optional[int], player: Optional[int], run: int) -> CardLabel:
    label = _MADE.get(key)
    if label is None:
        label = CardLabel(kind, number, seat, player, run)
        if len(_MADE) < _MADE_LIMIT:
            _MADE[key] = label
    return label


def hole_label(number: int, seat: Optional[int], player: int) -> CardLabel:
    """Hole card ``number`` of the player at ``seat``, or of ``player`` (0-based) when seats are not known."""
    if seat is not None:
        return _made((HOLE, number, seat), HOLE, number, seat, None, 0)
    return _made((HOLE, number, None, player), HOLE, number, None, player, 0)


def board_label(position: int, run: int = 0) -> CardLabel:
    """Board position 1..5 (flop 1..3, turn, river)."""
    return _made((FLOP, position, run), _BOARD_KINDS[position], position, None, None, run)


def burn_label(number: int, run: int = 0) -> CardLabel:
    return _made((BURN, number, run), BURN, number, None, None, run)


_NAMED: dict[str, CardLabel] = {}
# Wider than any table (seats, players, hole cards, runs), so every label a record holds is known.
_MOST_SEATS, _MOST_HOLE_CARDS, _MOST_RUNS = 99, 7, 3


def label_named(text: str) -> Optional[CardLabel]:
    """The label whose English text is ``text`` (a record's), or None."""
    if not _NAMED:
        for k in range(1, _MOST_HOLE_CARDS + 1):
            for n in range(1, _MOST_SEATS + 1):
                for label in (hole_label(k, n, 0), hole_label(k, None, n - 1)):
                    _NAMED[label.english()] = label
        for run in range(_MOST_RUNS + 1):
            for position in range(1, 6):
                label = board_label(position, run)
                _NAMED[label.english()] = label
            # A burn's number is not said: the first burn stands for "burn".
            for number in (3, 2, 1):
                label = burn_label(number, run)
                _NAMED[label.english()] = label
    return _NAMED.get(text)


@dataclass(frozen=True, slots=True)
class Expected:
    """The next card the deal expects, in the dealer's words."""

    kind: str                 # "hole" | "burn" | "board"
    player: Optional[int]     # for a hole card
    number: int               # hole card 1..n, or board position 1..5
    label: CardLabel          # "seat 4, hole card 2", "burn", "flop 1", "turn", "river", with its values
