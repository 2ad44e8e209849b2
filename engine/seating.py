"""Seats and money at the table (RULES.md 2): who sits where, with how much, and who plays.

A seated player is a frozen value; the session replaces it when something
changes. The checks here raise SessionError with a stable code and the
numbers, before anything is changed.
"""
from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Mapping, Optional

from .button import IN, OUT, POST, WAIT, Contender
from .errors import SessionError

ENTRY_POST, ENTRY_WAIT = "post", "wait"   # a new player posts one big blind, or waits for it (RULES.md 7)
_LONGEST_NAME = 60


@dataclass(frozen=True, slots=True)
class SeatedPlayer:
    seat: int
    name: str
    club_id: str = ""
    stack: int = 0                # chips in front of the player between hands
    new: bool = True              # not yet dealt a hand at this table
    entry: str = ENTRY_WAIT       # for a new player: post a big blind, or wait for it
    sitting_out: bool = False
    owes_big: bool = False        # missed the big blind: owes its amount, live
    owes_small: bool = False      # missed the small blind: owes its amount, dead
    paid_big: bool = False        # moving button: big blind paid since his last button
    paid_small: bool = False      # moving button: small blind paid since his last button
    leaving: bool = False         # left during a hand he was dealt: cashed out when it ends
    bought_in: int = 0            # buy-in and rebuys, in total
    rebuys: int = 0

    @property
    def label(self) -> str:
        return f"seat {self.seat} ({self.name})"

    @property
    def busted(self) -> bool:
        return self.stack == 0

    @property
    def status(self) -> str:
        """The player's state in the dealer's words."""
        if self.leaving:
            return "leaving"
        if self.busted:
            return "busted"
        if self.sitting_out:
            return "sitting out"
        if self.new:
            return "new: posts a big blind" if self.entry == ENTRY_POST else "new: waits for the big blind"
        if self.owes_big or self.owes_small:
            return "back: posts missed blinds"
        return "playing"

    def contender(self) -> Optional[Contender]:
        """How the blind planning sees this player (engine.button); None: not taken into account."""
        if self.leaving:
            return None
        if self.busted or self.sitting_out:
            # A new player owes nothing for the blinds that pass him; a player who has played does.
            return None if self.new else Contender(self.seat, OUT)
        if self.new:
            return Contender(self.seat, POST if self.entry == ENTRY_POST else WAIT)
        if self.owes_big or self.owes_small:
            return Contender(self.seat, POST, self.owes_big, self.owes_small, self.paid_big, self.paid_small)
        return Contender(self.seat, IN, paid_big=self.paid_big, paid_small=self.paid_small)

    def as_dict(self) -> dict:
        return asdict(self)


def check_seat_free(seats: Mapping[int, SeatedPlayer], seat: object, table_seats: int) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= table_seats:
        raise SessionError("no-such-seat", f"seat {seat!r}: the table has seats 1 to {table_seats}",
                           seat=seat, seats=table_seats)
    if seat in seats:
        raise SessionError("seat-taken", f"seat {seat} is taken by {seats[seat].name}", seat=seat)
    return seat


def check_player_name(seats: Mapping[int, SeatedPlayer], name: object, club_id: object) -> tuple[str, str]:
    """A player is known by name or club id: both text, the name required, neither seated twice."""
    if not isinstance(name, str) or not name.strip():
        raise SessionError("no-name", "a player needs a name")
    if not isinstance(club_id, str):
        raise SessionError("bad-club-id", f"a club id is text, not {club_id!r}")
    name, club_id = name.strip(), club_id.strip()
    if len(name) > _LONGEST_NAME:
        raise SessionError("name-too-long", f"a name has at most {_LONGEST_NAME} characters", length=len(name))
    for p in seats.values():
        if p.name.casefold() == name.casefold():
            raise SessionError("already-seated", f"{name} is already seated at seat {p.seat}", seat=p.seat)
        if club_id and p.club_id == club_id:
            raise SessionError("already-seated", f"club id {club_id} is already seated at seat {p.seat}",
                               seat=p.seat)
    return name, club_id


def check_entry(entry: object) -> str:
    if entry not in (ENTRY_POST, ENTRY_WAIT):
        raise SessionError("bad-entry", f"a new player posts a big blind or waits for it ({ENTRY_POST!r} or "
                           f"{ENTRY_WAIT!r}), not {entry!r}")
    return entry  # type: ignore[return-value]


def check_buy_in(amount: object, stack: int, min_buy_in: int, max_buy_in: int, what: str = "buy-in") -> int:
    """A buy-in or rebuy: whole chips, and the stack it makes within the table's minimum and maximum.

    A rebuy tops a stack up: the stack after it must reach the minimum buy-in
    and may not pass the maximum (RULES.md 2, house option min/max buy-in).
    """
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
        raise SessionError("bad-amount", f"a {what} is a whole, positive number of chips, not {amount!r}")
    after = stack + amount
    if min_buy_in and after < min_buy_in:
        raise SessionError("buy-in-below-minimum",
                           f"a {what} of {amount} makes {after}, below the minimum buy-in {min_buy_in}",
                           amount=amount, stack_after=after, minimum=min_buy_in)
    if max_buy_in and after > max_buy_in:
        raise SessionError("buy-in-above-maximum",
                           f"a {what} of {amount} makes {after}, above the maximum buy-in {max_buy_in}",
                           amount=amount, stack_after=after, maximum=max_buy_in)
    return amount


def draw_seats(free_seats: list[int], count: int, seed: int) -> list[int]:
    """Seats drawn at random for ``count`` players (RULES.md 2), from a recorded seed."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SessionError("bad-seed", f"the draw's seed is a whole number, not {seed!r}")
    if count > len(free_seats):
        raise SessionError("not-enough-seats", f"{count} players but {len(free_seats)} free seats",
                           players=count, free=len(free_seats))
    return random.Random(seed).sample(sorted(free_seats), count)


def find_seat(seats: Mapping[int, SeatedPlayer], who: object) -> int:
    """A seated player by seat number, name or club id."""
    if isinstance(who, int) and not isinstance(who, bool):
        if who in seats:
            return who
        raise SessionError("empty-seat", f"nobody sits at seat {who}", seat=who)
    if isinstance(who, str):
        key = who.strip().casefold()
        for p in seats.values():
            if p.name.casefold() == key or (p.club_id and p.club_id.casefold() == key):
                return p.seat
    raise SessionError("unknown-player", f"no player {who!r} at this table")
