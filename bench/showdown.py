"""The engine's showdown for one hi-lo pot set, as ``Hand._award`` does it
(without the rake and the records): pots, every player's high and low value
on the board, the winners and their words, the split. One definition, timed
in the main benchmark process and in a fresh one (bench/run.py)."""
from __future__ import annotations

from typing import Sequence

from engine.award import share_hilo
from engine.cards import Card
from engine.ranking.evaluation import high_values, low_values
from engine.ranking.hand_names import describe_high, describe_low
from engine.pots import build_pots


def omaha_hilo_showdown(board: Sequence[Card], holes: Sequence[Sequence[Card]], contributions: Sequence[int],
                        folded: Sequence[bool], all_in: Sequence[bool], order: Sequence[int]) -> list[dict]:
    payouts = []
    for pot in build_pots(contributions, folded, all_in):
        eligible = pot.eligible
        hands = [holes[p] for p in eligible]
        highs = high_values(hands, board, "omaha")
        top = max(highs)
        high = tuple(p for p, v in zip(eligible, highs) if v == top)
        describe_high(top)
        lows = low_values(hands, board, "omaha", 8)
        low: tuple[int, ...] = ()
        if any(v is not None for v in lows):
            low_top = max(v for v in lows if v is not None)
            low = tuple(p for p, v in zip(eligible, lows) if v == low_top)
            describe_low(low_top)
        payouts.append(share_hilo(pot.amount, high, low, order, 1, "even").payouts)
    return payouts
