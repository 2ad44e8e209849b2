"""What each PC/SC reader at the table is: the mapping file of ``--shoe pcsc://``.

A club with more than one 13.56 MHz reader names each one in a small TOML file
(README, "PC/SC readers")::

    # dealer-console PC/SC readers
    [[reader]]
    name = "ACS ACR122U PICC Interface 00 00"   # as pcsc_scan or `dealer-app` lists it
    position = "shoe"                           # the shoe's mouth: cards in deal order

    [[reader]]
    name = "ACS ACR122U PICC Interface 01 00"
    position = "seat"
    seat = 3

Positions: ``shoe`` (the shoe's mouth: every card the dealer slides out passes
it, in deal order, and the engine says which card it expects, as with the
card-reading shoe), and the fixed places ``board``, ``muck``, ``burn`` and
``seat`` (with its number). A reader's name may be pcscd's full name or the
start of it when only one reader's name starts so (the last two numbers change
with the order readers are plugged in).

The console deals from the shoe's mouth. A ``board`` reader is watched too: a card
put on it is checked against the board cards the shoe dealt (a read with
``position = "board"``: dealer_app/table/card_checks.py), never dealt from there.
The other fixed places are read and checked here, and the source says they are
not watched (the game has nothing to check a muck, burn or seat card against).
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from engine.errors import Refusal

SHOE, BOARD, MUCK, BURN, SEAT = "shoe", "board", "muck", "burn", "seat"
POSITIONS = (SHOE, BOARD, MUCK, BURN, SEAT)
FIXED = (BOARD, MUCK, BURN, SEAT)
MAX_SEAT = 10
_KEYS = {"name", "position", "seat"}


class PositionsError(Refusal, ValueError):
    """A mapping file refused, with a stable code and where."""


@dataclass(frozen=True)
class ReaderPosition:
    name: str                 # pcscd's reader name, or the start of it
    position: str             # one of POSITIONS
    seat: Optional[int] = None

    @property
    def words(self) -> str:
        return f"seat {self.seat}" if self.position == SEAT else self.position

    def matches(self, reader: str) -> bool:
        return reader == self.name or reader.startswith(self.name)


@dataclass(frozen=True)
class ReaderMap:
    readers: tuple[ReaderPosition, ...]

    @property
    def shoe(self) -> tuple[ReaderPosition, ...]:
        return tuple(r for r in self.readers if r.position == SHOE)

    @property
    def fixed(self) -> tuple[ReaderPosition, ...]:
        return tuple(r for r in self.readers if r.position != SHOE)

    @property
    def board(self) -> tuple[ReaderPosition, ...]:
        return tuple(r for r in self.readers if r.position == BOARD)

    def position_of(self, reader: str) -> Optional[ReaderPosition]:
        exact = [r for r in self.readers if r.name == reader]
        if exact:
            return exact[0]
        started = [r for r in self.readers if reader.startswith(r.name)]
        return started[0] if len(started) == 1 else None


def load_map(path: Path | str) -> ReaderMap:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PositionsError("bad-map", f"The reader map {path} cannot be read: {exc}.") from None
    return parse_map(text, path.name)


def parse_map(text: str, source: str = "the reader map") -> ReaderMap:
    def bad(why: str, **details: object) -> PositionsError:
        return PositionsError("bad-map", f"{source}: {why}", **details)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise bad(f"not TOML ({exc})") from None
    unknown = set(data) - {"reader"}
    if unknown:
        raise bad(f"unknown key(s) {', '.join(sorted(unknown))}: the file holds [[reader]] tables only")
    entries = data.get("reader")
    if not isinstance(entries, list) or not entries:
        raise bad("no [[reader]] table: name at least the shoe's reader")
    readers: list[ReaderPosition] = []
    for number, entry in enumerate(entries, 1):
        where = f"reader {number}"
        if not isinstance(entry, dict):
            raise bad(f"{where} is not a table")
        extra = set(entry) - _KEYS
        if extra:
            raise bad(f"{where}: unknown key(s) {', '.join(sorted(extra))} (name, position, seat)")
        name, position, seat = entry.get("name"), entry.get("position"), entry.get("seat")
        if not isinstance(name, str) or not name.strip() or not name.isprintable():
            raise bad(f"{where}: a name is required (the reader's name as pcscd lists it)")
        if position not in POSITIONS:
            raise bad(f"{where} ({name}): position is one of {', '.join(POSITIONS)}, not {position!r}")
        if position == SEAT:
            if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= MAX_SEAT:
                raise bad(f"{where} ({name}): a seat reader needs its seat, 1 to {MAX_SEAT}, not {seat!r}")
        elif seat is not None:
            raise bad(f"{where} ({name}): only a seat reader has a seat")
        readers.append(ReaderPosition(name.strip(), position, seat))
    names = [r.name for r in readers]
    for r in readers:
        others = [n for n in names if n != r.name and (n.startswith(r.name) or r.name.startswith(n))]
        if names.count(r.name) > 1 or others:
            raise bad(f"the name {r.name!r} names more than one reader")
    places = [(r.position, r.seat) for r in readers if r.position != SHOE]
    for place in set(places):
        if places.count(place) > 1:
            raise bad(f"two readers for the same place ({place[0]}{'' if place[1] is None else ' ' + str(place[1])})")
    if not any(r.position == SHOE for r in readers):
        raise bad("no reader at the shoe's mouth (position = \"shoe\"): the deal reads its cards there")
    return ReaderMap(tuple(readers))
