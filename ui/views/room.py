"""The floor station's answers: the room board and the hand search across tables (ui/floor/room_board.py and
ui/floor/hand_search.py read them; dealer_app/floor/board.py and dealer_app/floor/station.py fill them).

Plain values: the words in them are ``Words`` (str) the window renders in its language.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .floor import Refusal


@dataclass(frozen=True, slots=True)
class BoardLine:
    """One table store on the room board."""

    store_id: str
    table: str
    game: str                    # "Hold'em No Limit"
    stakes: str                  # "5/10"
    hand: Optional[int]          # the last hand started
    players: int                 # seated in that hand
    pot: Optional[int]           # chips in the middle of the open hand; None when none is open
    dealer: str
    status_code: str             # dealing | idle | closed | offline | stale
    status: str                  # "dealing", "offline since 14:02", "stale since 14:05:12"
    synced: str                  # "synced through hand 412"
    alarm: str                   # "FORK at event 57", "GAP", "two stores claim this table" ...; "" when none
    alarm_red: bool              # a fork, a gap or an altered event: the floor must act
    conflict: bool               # two stores (two consoles) claim this table
    open_alarms: tuple[str, ...] = ()    # the ids of the alarms still open (a supervisor acknowledges them)
    alarm_acknowledged: bool = False     # every alarm shown is acknowledged: said with who and why, not red


@dataclass(frozen=True)
class BoardView:
    lines: tuple[BoardLine, ...]
    heading: str                 # "12 tables — updated 14:02:03" / "central record unreachable since …"
    live: bool                   # the board's connection is up and listening


@dataclass(frozen=True, slots=True)
class FoundLine:
    """A hand found across tables."""

    store_id: str
    number: int
    time: str                    # local, as the console writes it (Words): "22/11/2026 20:14"
    table: str
    game: str
    players: str                 # "1 Alice · 3 Chloé"
    pot: Optional[int]
    status: str
    status_code: str             # open | complete | misdeal | void | awarded


@dataclass(frozen=True)
class SearchView:
    lines: tuple[FoundLine, ...]
    heading: str
    refusal: Optional[Refusal] = None
    more: bool = False           # more hands matched than listed (the heading says so: narrow the search)
