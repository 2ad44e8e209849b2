"""The showdown's award (RULES.md 5, 6 and 11): who wins each pot, and what each winner gets.

The pots are built from the bets (engine/pots.py), the rake and jackpot drop
are taken before any split (engine/rake.py), then the bad beat jackpot's increment from
the main pot (engine/jackpot/increment.py, once a hand, before a run-twice split), then each pot is shared among
its best hands, high and low (engine/ranking/evaluation.py, engine/award.py); run
more than once, each pot is cut in equal parts, one decided on each board.
The hand (engine/hand.py) pays what this module decides and records it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Optional, Sequence

from .award import share_hilo, share_pot
from .cards import Card
from .ranking.evaluation import high_values, low_values
from .ranking.hand_names import HandName, describe_high, describe_low
from .hand_config import HandConfig
from .jackpot.increment import Increment, take_increment
from .pots import Pot
from .rake import take_rake


@dataclass(frozen=True, slots=True)
class PotResult:
    amount: int                   # the pot as built, before the rake
    eligible: tuple[int, ...]
    rake: int
    jackpot: int
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: dict
    high_hand: Optional[HandName] = None         # the winning hand's name (None: won with no showdown)
    low_hand: Optional[HandName] = None
    odd_chip_receivers: tuple[int, ...] = ()   # the records show who got odd chips (RULES.md 9)
    # Run it twice (RULES.md 11): the run this part of the pot was awarded on (1, 2, 3), 0 for a
    # hand with one board. ``amount`` is then this run's part of the pot, the rake with run 1.
    run: int = 0
    board: tuple = ()                            # the board this part was decided on, when run > 0
    # The bad beat jackpot's increment (RULES.md 12) taken from this pot: the main pot's
    # result (run 1 when run twice) carries it, every other result 0.
    jackpot_increment: int = 0


def award(cfg: HandConfig, pots: Sequence[Pot], hole: Sequence[Sequence[Optional[Card]]], mucked: Sequence[bool],
          board: Sequence[Card], runs: int, run_boards: Sequence[Sequence[Card]]
          ) -> tuple[list[PotResult], int, int, Increment]:
    """Each pot's result, the rake, the jackpot drop and the bad beat jackpot's increment: the
    rake is taken before any split, the increment after it from the main pot.

    ``board`` is the board of a hand dealt once; run more than once (``runs``), each run's
    board is in ``run_boards``.
    """
    unit = cfg.stakes.chip_unit
    raked = take_rake(pots, cfg.rake, flop_seen=len(board) >= 3, chip_unit=unit)
    increment = take_increment(cfg.jackpot, pots, raked.pots, unit, bomb_pot=cfg.bomb_pot)
    order = list(range(len(hole)))
    results = []
    for i, (pot, net, rake, jackpot) in enumerate(zip(pots, increment.pots, raked.rake_per_pot,
                                                       raked.jackpot_per_pot)):
        eligible = tuple(p for p in pot.eligible if not mucked[p]) if True in mucked else pot.eligible
        taken = increment.amount if i == 0 else 0
        if runs == 1:
            result = _pay(cfg, hole, pot.amount, eligible, net.amount, rake, jackpot, board, order, unit)
            results.append(replace(result, jackpot_increment=taken) if taken else result)
            continue
        # Run it twice (RULES.md 11): the rake taken once, then the pot in equal parts, one a
        # run, in whole chips, the odd unit to the first run; each part decided on its board.
        for run, (run_board, part) in enumerate(zip(run_boards, run_parts(net.amount, runs, unit)), 1):
            first = run == 1
            result = _pay(cfg, hole, part + (rake + jackpot + taken if first else 0), eligible, part,
                          rake if first else 0, jackpot if first else 0, run_board, order, unit, run)
            results.append(replace(result, jackpot_increment=taken) if first and taken else result)
    return results, raked.rake, raked.jackpot, increment


def _pay(cfg: HandConfig, hole: Sequence[Sequence[Optional[Card]]], amount: int, eligible: tuple, net: int,
         rake: int, jackpot: int, board: Sequence[Card], order: list, unit: int, run: int = 0) -> PotResult:
    """Share ``net`` chips of a pot among its ``eligible`` players' best hands on ``board``."""
    high_hand = low_hand = None
    odd: tuple = ()
    if len(eligible) == 1:
        high, low = tuple(eligible), ()
        shares = {eligible[0]: net}
    else:
        holes = [hole[p] for p in eligible]
        high, high_hand = _winners(eligible, high_values(holes, board, cfg.game.hand_rule), describe_high)
        low, low_hand = ((), None)
        if cfg.game.hilo:
            low, low_hand = _winners(eligible, low_values(holes, board, cfg.game.hand_rule,
                                                          cfg.house.low_qualifier), describe_low)
            split = share_hilo(net, high, low, order, unit, cfg.house.identical_hilo)
        else:
            split = share_pot(net, high, order, unit)
        shares, odd = split.payouts, split.odd_chip_receivers
    shares = {p: a for p, a in shares.items() if a}
    if run:
        return PotResult(amount, tuple(eligible), rake, jackpot, tuple(high), tuple(low), shares, high_hand,
                         low_hand, odd, run, tuple(board))
    return PotResult(amount, tuple(eligible), rake, jackpot, tuple(high), tuple(low), shares, high_hand,
                     low_hand, odd)


def run_parts(amount: int, runs: int, chip_unit: int) -> list[int]:
    """``amount`` in ``runs`` equal parts in whole chips, the odd units to the first runs
    (RULES.md 11: 2,000 in three runs at unit 5 is 670 / 665 / 665)."""
    units, below = divmod(amount, chip_unit)
    each, odd = divmod(units, runs)
    parts = [(each + (1 if i < odd else 0)) * chip_unit for i in range(runs)]
    parts[0] += below                    # chips below one unit (a pot not in whole units) with run 1
    return parts


def _winners(eligible: Sequence[int], values: Sequence[Optional[int]],
             describe: Callable) -> tuple[tuple, Optional[HandName]]:
    """The players with the best value (None: no hand, e.g. no low) and its name."""
    best = max((v for v in values if v is not None), default=None)
    if best is None:
        return (), None
    return tuple(p for p, v in zip(eligible, values) if v == best), describe(best)
