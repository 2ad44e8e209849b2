"""A hand's set-up: the game, stakes and house rules, the players and their forced bets.

What the dealer (or a hand history) fixes before the first card; engine/hand.py
plays the hand from it. Kept apart so that the betting rules (engine/betting.py)
and the hand can both name it without importing each other.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .errors import ConfigError
from .games import Game, Structure
from .jackpot.rules import JackpotRules
from .rake import RakeRules
from .rules import HouseRules, Stakes

ANTE, SMALL_BLIND, BIG_BLIND, STRADDLE, LIVE, DEAD = (
    "ante", "small-blind", "big-blind", "straddle", "live", "dead")
POST_KINDS = (ANTE, SMALL_BLIND, BIG_BLIND, STRADDLE, LIVE, DEAD)
# Posts that are part of the player's bet; antes and dead blinds are dead money.
LIVE_POSTS = (SMALL_BLIND, BIG_BLIND, STRADDLE, LIVE)


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    name: str
    stack: int
    seat: Optional[int] = None   # the table's seat number, for the dealer's labels


@dataclass(frozen=True, slots=True)
class Post:
    """A forced bet: who, how much, and what kind (ante, blinds, straddle, live or dead post)."""

    player: int
    amount: int
    kind: str


@dataclass(frozen=True)
class HandConfig:
    game: Game
    structure: Structure
    stakes: Stakes
    players: tuple[PlayerSetup, ...]
    posts: Optional[tuple[Post, ...]] = None   # None: the standard small and big blind
    house: HouseRules = field(default_factory=HouseRules)
    rake: RakeRules = field(default_factory=RakeRules)
    min_bet: Optional[int] = None              # None: the big blind
    # The table's small blind when nobody posts it this hand (dead button, the big
    # blind left last hand): the pot-limit pot counts it pre-flop when the house
    # counts dead blinds in full (RULES.md 4). 0 when a small blind is posted.
    unposted_small_blind: int = 0
    # A bomb pot (RULES.md 11): every player antes (the posts are antes only), there is no
    # pre-flop betting, and the betting starts on the flop left of the button; the antes
    # are in the pot-limit pot like any chip in the middle.
    bomb_pot: bool = False
    # The bad beat jackpot (RULES.md 12): its increment is taken from the main pot after the
    # levy (engine/jackpot/increment.py). Off by default: a hand history knows no jackpot.
    jackpot: JackpotRules = field(default_factory=JackpotRules)

    def forced_bets(self) -> tuple[Post, ...]:
        if self.posts is not None:
            return self.posts
        return standard_blinds(len(self.players), self.stakes)

    @property
    def minimum_bet(self) -> int:
        return self.min_bet if self.min_bet is not None else self.stakes.big_blind


def standard_blinds(player_count: int, stakes: Stakes) -> tuple[Post, ...]:
    """Small and big blind left of the button; heads-up the button posts the small blind."""
    if player_count == 2:
        return (Post(1, stakes.small_blind, SMALL_BLIND), Post(0, stakes.big_blind, BIG_BLIND))
    return (Post(0, stakes.small_blind, SMALL_BLIND), Post(1, stakes.big_blind, BIG_BLIND))


_INT_ONLY = {int}


def check_config(c: HandConfig) -> None:
    """Refuse a set-up no hand can be dealt from (ConfigError, with the dealer's words)."""
    n = len(c.players)
    if not 2 <= n <= c.game.max_players:
        raise ConfigError("player-count",
                          f"{c.game.name} is dealt to 2 to {c.game.max_players} players, not {n}",
                          players=n, max=c.game.max_players)
    stacks = [p.stack for p in c.players]
    if not (set(map(type, stacks)) <= _INT_ONLY and min(stacks) >= 0):   # the usual, at C speed
        for i, p in enumerate(c.players):
            if not isinstance(p.stack, int) or p.stack < 0:
                raise ConfigError("bad-stack", f"player {i + 1}'s stack must be whole chips, not {p.stack!r}")
    if c.structure is Structure.FIXED_LIMIT and (c.stakes.small_bet < 1 or c.stakes.big_bet < 1):
        raise ConfigError("fixed-limit-bets", "fixed limit needs a small bet and a big bet")
    for post in c.forced_bets():
        if post.kind not in POST_KINDS:
            raise ConfigError("bad-post", f"unknown forced bet {post.kind!r}")
        if not 0 <= post.player < n or post.amount < 0:
            raise ConfigError("bad-post", f"forced bet {post} names no player or a negative amount")
    if c.bomb_pot:
        posts = c.forced_bets()
        anted = {post.player for post in posts if post.kind == ANTE and post.amount > 0}
        if any(post.kind != ANTE for post in posts) or anted != set(range(n)):
            raise ConfigError("bomb-pot-posts", "in a bomb pot every player antes and nobody posts a blind",
                              players=n, anted=len(anted))
        if c.unposted_small_blind:
            # No pre-flop round: nothing unposted is counted in the pot-limit pot (RULES.md 11).
            raise ConfigError("bomb-pot-unposted", "a bomb pot has no small blind to count as posted",
                              unposted=c.unposted_small_blind)
