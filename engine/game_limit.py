"""A game's player range limits the players dealt in, not the seats (RULES.md 1).

A table has 2 to ``MOST_SEATS`` seats whatever the game is (a 9-seat table
plays Courchevel, a 10-seat one Omaha); the game deals to at most
``Game.max_players`` of the players seated (Omaha 9, the 5-card games 8,
6-card Omaha 7, Hold'em 10). When the next hand would deal in more players
than that, it does not start: the console says so and the dealer chooses who
sits out. Nobody is dealt out by the console on its own.

The choice is a sit-out entry with the reason ``game-limit`` and the numbers
it was made on (the game, its most, how many were to be dealt in), so the
record says who sat out and why. A player sitting out so is like any player
sitting out (RULES.md 7): the blinds that pass him are owed when he comes
back, and he comes back when the dealer says so.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .button import HandPlan, Positions
from .errors import SessionError
from .games import Game

GAME_LIMIT = "game-limit"      # a sit-out entry's reason: the game deals to fewer than were to be dealt in


@dataclass(frozen=True, slots=True)
class GameLimit:
    """The next hand would deal in more players than its game deals to: who would be, and where the
    button and the blinds would go (the dealer's choice may move them, by the button rule)."""

    game: Game
    dealt: tuple[int, ...]        # the seats the next hand would deal in, in the hand's order
    positions: Positions

    @property
    def most(self) -> int:
        return self.game.max_players

    @property
    def to_sit_out(self) -> int:
        """How many must sit out before the hand can start."""
        return len(self.dealt) - self.most


def game_limit(plan: HandPlan, game: Game) -> Optional[GameLimit]:
    """The limit the planned hand is over, or None when the game deals to every player it plans."""
    if len(plan.dealt) <= game.max_players:
        return None
    return GameLimit(game, plan.dealt, plan.positions)


def too_many_players(limit: GameLimit) -> SessionError:
    """The hand does not start: the dealer chooses who sits out first."""
    n = len(limit.dealt)
    return SessionError("too-many-players",
                        f"{limit.game.name} is dealt to {limit.most} players at most and {n} would be dealt in: "
                        f"{limit.to_sit_out} must sit out, the dealer chooses who, before the hand",
                        game=limit.game.name, most=limit.most, players=n, sit_out=limit.to_sit_out,
                        seats=limit.dealt)


def check_game_limit_sit_out(limit: Optional[GameLimit], seat: int, entry: dict) -> None:
    """A sit-out for the game's limit: only while the next hand is over it, only a player it would deal in,
    and the numbers recorded are the ones the choice was made on."""
    if entry.get("reason") != GAME_LIMIT:
        raise SessionError("bad-record", f"a sit-out's reason is {GAME_LIMIT!r} or none, not {entry.get('reason')!r}")
    if limit is None:
        raise SessionError("within-game-limit", "the next hand deals every player the game deals to: nobody has "
                           "to sit out for it", seat=seat)
    if seat not in limit.dealt:
        raise SessionError("not-dealt-in-next", f"seat {seat} would not be dealt in the next hand: only a player it "
                           "would deal in sits out for the game's limit", seat=seat)
    recorded = (entry.get("game"), entry.get("most"), entry.get("players"))
    if recorded != (limit.game.key, limit.most, len(limit.dealt)):
        raise SessionError("record-mismatch", f"the sit-out was recorded for {recorded}, the session has "
                           f"{(limit.game.key, limit.most, len(limit.dealt))}", seat=seat)


def limit_numbers(limit: GameLimit) -> dict:
    """What a game-limit sit-out records of the limit (and ``check_game_limit_sit_out`` checks on replay)."""
    return {"reason": GAME_LIMIT, "game": limit.game.key, "most": limit.most, "players": len(limit.dealt)}
