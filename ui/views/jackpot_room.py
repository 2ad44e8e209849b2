"""The room's jackpot screen (ui/floor/jackpot_display.py reads it; dealer_app/floor/jackpot_screen.py fills it):
the meters, the last jackpot paid, the high-hand board of the current period. Plain values; the words are
``Words`` the window renders in its language, the amounts plain ints it writes as chips."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MeterLine:
    name: str                    # "Table T4" / "Shared jackpot room"
    tables: str                  # a pool's tables ("tables T1, T4"); "" for one table
    amount: int


@dataclass(frozen=True)
class JackpotRoomView:
    meters: tuple[MeterLine, ...]
    last_hit: str                # "Last jackpot: 10,000 at table T4, 21:14 — Alice's four sevens beaten by …"
    high_hand_title: str         # "High hand 21:00–22:00"
    high_hands: tuple[str, ...]  # one line per hand on the board (ties all kept); empty: none yet
    no_high_hand: str            # what to say when there is none
    live: bool                   # the screen's connection is up
    lost: str = ""               # "the central record cannot be reached since …" while it is not
