"""The games of RULES.md section 1 and the three betting structures."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .errors import ConfigError


class Structure(str, Enum):
    POT_LIMIT = "pot-limit"
    FIXED_LIMIT = "fixed-limit"
    NO_LIMIT = "no-limit"

    @property
    def label(self) -> str:
        return {"pot-limit": "Pot Limit", "fixed-limit": "Limit", "no-limit": "No Limit"}[self.value]


@dataclass(frozen=True, slots=True)
class Game:
    key: str            # the session file's name for it: "omaha-hilo", "courchevel", ...
    name: str           # what the dealer reads
    hole_cards: int
    hand_rule: str      # "omaha": exactly 2 hole + 3 board; "holdem": best 5 of 7
    hilo: bool
    early_flop_card: bool = False  # Courchevel: flop card 1 exposed before pre-flop betting
    max_players: int = 9           # the most players one hand deals in (not the table's seats)


# The most seats a table has, whatever its game: Hold'em's ten (RULES.md 1). A game
# dealing to fewer takes that many of the players seated (engine/game_limit.py).
MOST_SEATS = 10

# The most players a deck serves: 52 cards less 3 burns and 5 board cards leave
# 44, so 4 hole cards deal to 9 (seed 000's limit), 5 to 8 and 6 to 7.
GAMES: dict[str, Game] = {g.key: g for g in (
    Game("omaha", "Omaha", 4, "omaha", hilo=False),
    Game("omaha-hilo", "Omaha Hi-Lo", 4, "omaha", hilo=True),
    Game("omaha5", "5-card Omaha", 5, "omaha", hilo=False, max_players=8),
    Game("omaha5-hilo", "Big O (5-card Omaha Hi-Lo)", 5, "omaha", hilo=True, max_players=8),
    Game("omaha6", "6-card Omaha", 6, "omaha", hilo=False, max_players=7),
    Game("courchevel", "Courchevel", 5, "omaha", hilo=False, early_flop_card=True, max_players=8),
    Game("courchevel-hilo", "Courchevel Hi-Lo", 5, "omaha", hilo=True, early_flop_card=True, max_players=8),
    Game("holdem", "Texas Hold'em", 2, "holdem", hilo=False, max_players=10),
)}


_STRUCTURES = {s.value: s for s in Structure}   # by name, without the Enum call


def game_named(key: str) -> Game:
    try:
        return GAMES[key]
    except KeyError:
        raise ConfigError("unknown-game", f"unknown game {key!r}; the games are {', '.join(GAMES)}",
                          rule="unknown-game", value=repr(key), games=tuple(GAMES)) from None


def structure_named(key: str) -> Structure:
    found = _STRUCTURES.get(key) if type(key) is str else None
    if found is not None:
        return found
    try:
        return Structure(key)
    except ValueError:
        raise ConfigError("unknown-structure", f"unknown structure {key!r}; choose pot-limit, fixed-limit or no-limit",
                          rule="unknown-structure", value=repr(key)) from None
