"""The breakdowns of bench.run: where a showdown's and a replay's time goes, each part timed on its own
(``breakdowns.hilo`` and ``breakdowns.replay_steps`` in the results)."""
from __future__ import annotations

import time
from typing import Sequence

from engine import phh
from engine.award import share_hilo
from engine.hand import Hand
from engine.pots import build_pots
from engine.ranking.evaluation import best_high, best_low
from engine.ranking.hand_names import describe_high, describe_low

from bench.timing import US, each_call, settled_heap, summary


def breakdown_hilo(bench, deals, contributions, folded, all_in, order) -> None:
    pots = build_pots(contributions, folded, all_in)
    eligible = pots[0].eligible
    amount = pots[0].amount

    def highs(board, holes):
        return [best_high(holes[p], board, "omaha")[0] for p in eligible]

    def lows(board, holes):
        return [best_low(holes[p], board, "omaha", 8) for p in eligible]

    def fresh_board(board, holes):  # the first call on a new board builds what is shared
        best_high(holes[0], board, "omaha")

    steps = {
        "build_pots (engine/pots.py)": (lambda b, h: build_pots(contributions, folded, all_in), deals),
        "9 × best_high, board info shared (engine/ranking/evaluation.py)": (highs, deals),
        "9 × best_low after the highs (engine/ranking/evaluation.py)": (lows, deals),
        "first call on a new board (its shared information + one best_high)": (fresh_board, deals),
        "describe_high + describe_low": (lambda b, h: (describe_high(0x612000), describe_low(0x98765)), deals),
        "share_hilo, one high and one low winner (engine/award.py)":
            (lambda b, h: share_hilo(amount, (3,), (5,), order, 1, "even"), deals),
    }
    out = {}
    for name, (fn, items) in steps.items():
        if name.startswith("9 × best_low"):
            times = []
            clock = time.perf_counter
            with settled_heap():
                for board, holes in items:
                    highs(board, holes)        # as in a showdown: the board is the last one seen
                    start = clock()
                    lows(board, holes)
                    times.append(clock() - start)
        elif name.startswith("9 × best_high"):
            times = []
            clock = time.perf_counter
            with settled_heap():
                for board, holes in items:
                    best_low(holes[0], board, "omaha", 8)   # the board's information made untimed
                    start = clock()
                    highs(board, holes)
                    times.append(clock() - start)
        else:
            times = each_call(fn, items, warmup=min(100, len(items) // 5))
        out[name] = summary(times, US)
    bench.breakdowns["showdown_hilo_9"] = out
    for name, stat in out.items():
        print(f"    {name}: {stat['median']:.2f} µs (p90 {stat['p90']:.2f})")

# 2. 10-player 6-card Omaha high showdown ------------------------------------


def breakdown_replay(bench, texts: Sequence[str], parsed: Sequence) -> None:
    """Where a hand's time goes: each kind of step of engine.replay timed on its own
    over every hand (the same calls replay() makes, one clock reading around each)."""
    from engine import replay as replay_module
    clock = time.perf_counter
    kinds: dict[str, list[float]] = {}

    def note(kind: str, seconds: float) -> None:
        kinds.setdefault(kind, []).append(seconds)

    with settled_heap():
        for _ in range(bench.n(3, 1)):
            for text, hh in zip(texts, parsed):
                start = clock()
                phh.loads(text)
                note("reading the PHH text (phh.loads)", clock() - start)
                start = clock()
                scale = replay_module._scale_for(hh)
                config = replay_module.config_for(hh, None, scale)
                note("hand set-up (config_for)", clock() - start)
                start = clock()
                hand = Hand(config)
                note("hand set-up (Hand(), forced bets posted)", clock() - start)
                players = len(hh.starting_stacks)
                for index, action_text in enumerate(hh.actions):
                    action = phh.parse_action(action_text, index, player_count=players)
                    verb = action.verb
                    start = clock()
                    replay_module._apply(hand, action, scale)
                    seconds = clock() - start
                    if verb in ("f", "cc", "cbr"):
                        kind = ("betting action that ends the hand (pots, rake, award)"
                                if hand.is_complete else "betting action (legal(), checked, applied)")
                    else:
                        kind = {"dh": "hole cards dealt (d dh)", "db": "board dealt (d db)",
                                "sm": "show or muck (sm; the last one evaluates and awards)"}.get(verb, verb)
                    note(kind, seconds)
    hands = len(texts) * bench.n(3, 1)
    out = {}
    for kind, times in kinds.items():
        stat = summary(times, US)
        stat["per_hand"] = sum(times) / hands * US
        stat["per_hand_count"] = len(times) / hands
        out[kind] = stat
    bench.breakdowns["replay_steps"] = out
    for kind, stat in out.items():
        print(f"    {kind}: {stat['median']:.2f} µs each (p90 {stat['p90']:.2f}), "
              f"{stat['per_hand_count']:.1f} a hand = {stat['per_hand']:.1f} µs a hand", flush=True)

# 5. legal() --------------------------------------------------------------------
