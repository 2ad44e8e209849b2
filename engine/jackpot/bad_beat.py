"""Whether a showdown wins the bad beat jackpot (RULES.md 12, art. 56-3), with the proof.

At a showdown after the river with at least two players, a player whose high hand is
four sevens or better and loses the pot to a straight flush or a higher four of a kind
wins the jackpot; the "winner" is the player whose high hand took that pot. In Hold'em
both hole cards of both of them must play (engine/jackpot/plays.py); in the Omaha family
two always do. Only the high hand counts in hi-lo. The pot must reach the house minimum
(the increment's test). By default only the first run of a hand run twice and no bomb
pot can win. With several qualifying losers, the one who lost with the strongest hand.

The hands are valued by the evaluator (engine/ranking/): this module only reads values.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from ..cards import Card, parse_cards
from ..games import Game
from ..pots import Pot
from ..ranking.five_cards import high_value
from .increment import reaches_minimum
from .plays import Shown, shown
from .rules import JackpotRules

# The weakest hand that can lose a bad beat, and the weakest straight flush (the wheel).
FOUR_SEVENS = high_value(parse_cards("7c 7d 7h 7s 2c"))
LEAST_STRAIGHT_FLUSH = high_value(parse_cards("5s 4s 3s 2s As"))

# The rule that decided (the record's words): QUALIFIES, or why the hand does not.
QUALIFIES = "qualifies"
OFF, BOMB_POT, LATER_RUN, NO_RIVER, ONE_PLAYER, BELOW_MINIMUM = (
    "off", "bomb-pot", "later-run", "no-river", "one-player", "below-minimum")
LOSER_BELOW_FOUR_SEVENS = "loser-below-four-sevens"         # no loser holds four sevens or better
WINNER_NOT_STRAIGHT_FLUSH_OR_HIGHER_FOUR = "winner-not-straight-flush-or-higher-four"
HOLE_CARD_DOES_NOT_PLAY = "hole-card-does-not-play"          # Hold'em: a hole card of loser or winner


@dataclass(frozen=True)
class BadBeat:
    rule: str                          # QUALIFIES, or the rule that stopped it
    hands: tuple[Shown, ...] = ()      # every player's high hand at the showdown: the proof
    loser: Optional[int] = None        # the player who lost with the strongest qualifying hand
    winner: Optional[int] = None       # the player whose high hand took the pot
    losers: tuple[int, ...] = ()       # every qualifying loser, strongest hand first

    @property
    def qualifies(self) -> bool:
        return self.rule == QUALIFIES

    def hand_of(self, player: int) -> Shown:
        return next(h for h in self.hands if h.player == player)


def bad_beat(rules: JackpotRules, game: Game, holes: Sequence[Optional[Sequence[Card]]], board: Sequence[Card],
             before_levy: Sequence[Pot], *, run: int = 0, bomb_pot: bool = False) -> BadBeat:
    """Whether this showdown wins the jackpot. ``holes[p]`` is player ``p``'s hole cards at the
    showdown, None for a player who folded or mucked; ``board`` the board of this run;
    ``before_levy`` the pots before the levy (uncalled bets returned); ``run`` 0 for a hand
    dealt once, else 1, 2, 3 (run it twice)."""
    if not rules.on:
        return BadBeat(OFF)
    if bomb_pot and rules.exclude_bomb_pots:
        return BadBeat(BOMB_POT)
    if run > 1 and rules.first_run_only:
        return BadBeat(LATER_RUN)
    if len(board) < 5:
        return BadBeat(NO_RIVER)
    players = [p for p, hole in enumerate(holes) if hole]
    if len(players) < 2:
        return BadBeat(ONE_PLAYER)
    hands = tuple(shown(p, holes[p], board, game.hand_rule) for p in players)
    if not reaches_minimum(rules, before_levy):
        return BadBeat(BELOW_MINIMUM, hands)
    best = max(h.value for h in hands)
    winners = [h for h in hands if h.value == best]
    beaten = sorted((h for h in hands if FOUR_SEVENS <= h.value < best), key=lambda h: -h.value)
    if not beaten:
        return BadBeat(LOSER_BELOW_FOUR_SEVENS, hands, winner=winners[0].player)
    # The winner beats four sevens or better: a straight flush, or four of a higher rank
    # (the same four is impossible: there are four cards of a rank).
    beats = [h for h in beaten if best >= LEAST_STRAIGHT_FLUSH or _four_rank(winners[0]) > _four_rank(h)]
    if not beats:
        return BadBeat(WINNER_NOT_STRAIGHT_FLUSH_OR_HIGHER_FOUR, hands, winner=winners[0].player)
    playing_winners = [w for w in winners if w.both_hole_cards_play]
    losers = tuple(h.player for h in beats if h.both_hole_cards_play)
    if not playing_winners or not losers:
        return BadBeat(HOLE_CARD_DOES_NOT_PLAY, hands, winner=winners[0].player)
    return BadBeat(QUALIFIES, hands, losers[0], playing_winners[0].player, losers)


def _four_rank(hand: Shown) -> int:
    """The rank of the four of a kind in ``hand`` (0 if none)."""
    ranks = [c.rank for c in hand.five]
    return next((r for r in ranks if ranks.count(r) == 4), 0)
