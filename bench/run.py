"""Speed of the rules engine, side by side with pokerkit and phevaluator.

    .venv/bin/python -m bench.run [--quick] [--out bench/results/NAME.json] [--profile]

Each measure is timed with ``time.perf_counter`` after a warm-up, over many
different random deals (never the same deal twice in a row, so the
evaluator's per-board memory helps only as it does at a table: the players of
one showdown share their board). It reports the median and the 90th
percentile, and each peer measured in the same run on the same deals, with
the ratio (how many times faster we are; below 1: slower). The raw numbers go
to a JSON file under bench/results/ with the machine's description, and a
markdown table is printed.

pokerkit and phevaluator are optional (the ``bench`` extra): a missing peer
is reported as such and its column stays empty.

What each peer does, where the libraries differ:

- pokerkit: its hand classes' ``from_game`` (``OmahaHoldemHand``,
  ``OmahaEightOrBetterLowHand.from_game_or_none``) for every player, the best
  by comparison, and a plain split of the pot (half high, half low).
- phevaluator: ``evaluate_omaha_cards`` (C) for the high hands. It has no low
  evaluator, so its hi-lo showdown uses our ``best_low``; its 6-card Omaha
  (``evaluate_plo6_cards`` is not compiled into the PyPI wheel) takes the best
  of ``evaluate_omaha_cards`` over the 15 four-card subsets of each hand,
  which is the same exactly-2-plus-3 rule.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import platform
import pstats
import random
import statistics
import subprocess
import sys
import time
from contextlib import contextmanager
from itertools import combinations
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # pragma: no cover - run as a script
    sys.path.insert(0, str(ROOT))

from engine import betting, phh  # noqa: E402
from engine.actions import call, check, raise_to  # noqa: E402
from engine.award import share_hilo  # noqa: E402
from engine.cards import CARDS, Card, shuffled_deck  # noqa: E402
from engine.ranking.evaluation import best_high, best_low  # noqa: E402
from engine.ranking.hand_names import describe_high, describe_low  # noqa: E402
from bench.showdown import omaha_hilo_showdown  # noqa: E402
from engine.games import GAMES, Structure  # noqa: E402
from engine.hand import Hand, HandConfig, PlayerSetup  # noqa: E402
from engine.pots import build_pots  # noqa: E402
from engine.replay import replay  # noqa: E402
from engine.rules import Stakes  # noqa: E402

try:
    import pokerkit
except ImportError:  # pragma: no cover - the bench extra is optional
    pokerkit = None
try:
    import phevaluator
    from phevaluator import evaluate_omaha_cards
except ImportError:  # pragma: no cover
    phevaluator = None
    evaluate_omaha_cards = None

US = 1e6
MS = 1e3


# ----------------------------------------------------------------- statistics

def summary(samples: Sequence[float], scale: float) -> dict[str, float]:
    """Median, 90th percentile, mean and count of ``samples`` (seconds) in the unit of ``scale``."""
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
    return {
        "median": statistics.median(ordered) * scale,
        "p90": p90 * scale,
        "mean": statistics.fmean(ordered) * scale,
        "min": ordered[0] * scale,
        "n": len(ordered),
    }


@contextmanager
def settled_heap():
    """The deals and hands made for a measure are moved out of the garbage
    collector's sight (gc.freeze) while it runs: the collector still runs as
    usual, but does not walk thousands of prepared objects a console would
    never hold at once."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def each_call(fn: Callable[..., Any], argument_lists: Sequence[tuple], warmup: int) -> list[float]:
    """Seconds taken by ``fn(*args)`` for each argument list after the first
    ``warmup`` ones (called untimed: a deal or a hand is never timed twice)."""
    for args in argument_lists[:warmup]:
        fn(*args)
    clock = time.perf_counter
    times = []
    with settled_heap():
        for args in argument_lists[warmup:]:
            start = clock()
            fn(*args)
            times.append(clock() - start)
    return times


def batches(fn: Callable[[], Any], repeats: int) -> list[float]:
    """Seconds taken by each of ``repeats`` calls of ``fn`` (one untimed call first)."""
    fn()
    clock = time.perf_counter
    times = []
    with settled_heap():
        for _ in range(repeats):
            start = clock()
            fn()
            times.append(clock() - start)
    return times


# ----------------------------------------------------------------------- deals

def omaha_deals(rng: random.Random, count: int, players: int, hole_count: int,
                overlapping: bool = False) -> list[tuple[tuple[Card, ...], list[tuple[Card, ...]]]]:
    """``count`` random (board, holes). ``overlapping``: each hand is drawn from the
    cards off the board on its own (more hands than one deck can serve)."""
    deals = []
    for _ in range(count):
        deck = shuffled_deck(rng)
        board = tuple(deck[:5])
        if overlapping:
            rest = deck[5:]
            holes = [tuple(rng.sample(rest, hole_count)) for _ in range(players)]
        else:
            assert 5 + players * hole_count <= 52
            holes = [tuple(deck[5 + i * hole_count:5 + (i + 1) * hole_count]) for i in range(players)]
        deals.append((board, holes))
    return deals


class Peers:
    """The peers' own card types for our cards (converted outside any timing)."""

    def __init__(self) -> None:
        self.pk = {c: next(iter(pokerkit.Card.parse(str(c)))) for c in CARDS} if pokerkit else None
        if phevaluator:
            from phevaluator.card import Card as PheCard
            self.phe = {c: PheCard.to_id(str(c)) for c in CARDS}
            assert all(self.phe[c] == c.index for c in CARDS)
        else:
            self.phe = None

    def pk_cards(self, cards: Iterable[Card]) -> list:
        return [self.pk[c] for c in cards]

    def phe_cards(self, cards: Iterable[Card]) -> list[int]:
        return [self.phe[c] for c in cards]


def plain_split(amount: int, high: Sequence[int], low: Sequence[int]) -> dict[int, int]:
    """Half to the high winners, half to the low (the odd chip high), equal
    shares, remainders to the first winners: the peers' pot award."""
    payouts: dict[int, int] = {}
    halves = [(amount - amount // 2, high), (amount // 2, low)] if low else [(amount, high)]
    for part, winners in halves:
        each, odd = divmod(part, len(winners))
        for i, p in enumerate(winners):
            payouts[p] = payouts.get(p, 0) + each + (1 if i < odd else 0)
    return payouts


# ------------------------------------------------------ hands the engine deals

def _config(game: str, players: int, stack: int = 1000) -> HandConfig:
    return HandConfig(GAMES[game], Structure.POT_LIMIT, Stakes(1, 2),
                      tuple(PlayerSetup(f"p{i + 1}", stack) for i in range(players)))


def hand_at_showdown(rng: random.Random, game: str = "omaha-hilo", players: int = 9) -> Hand:
    """A hand dealt from a shuffled deck, every player calling and checking to the river."""
    hand = Hand(_config(game, players))
    deck = iter(shuffled_deck(rng))
    while hand.phase in ("deal", "bet"):
        if hand.phase == "deal":
            hand.deal(next(deck))
        else:
            hand.apply(check() if hand.legal().can_check else call())
    assert hand.phase == "showdown", hand.phase
    return hand


def hand_mid_preflop(rng: random.Random) -> Hand:
    """9-player pot-limit Omaha before the flop: a call, a pot-size raise, a call; the next player to act."""
    hand = Hand(_config("omaha", 9))
    deck = iter(shuffled_deck(rng))
    while hand.phase == "deal":
        hand.deal(next(deck))
    hand.apply(call())
    hand.apply(raise_to(hand.legal().max_raise_to))
    hand.apply(call())
    assert hand.phase == "bet" and hand.actor is not None
    return hand


def show_all(hand: Hand, order: Sequence[int]) -> None:
    for p in order:
        hand.show(p)


# --------------------------------------------------------------- the measures

class Bench:
    def __init__(self, quick: bool, profile: bool):
        self.quick = quick
        self.profile = profile
        self.peers = Peers()
        self.results: list[dict[str, Any]] = []
        self.profiles: dict[str, str] = {}
        self.breakdowns: dict[str, dict] = {}
        self.notes: list[str] = []

    def n(self, full: int, quick: int) -> int:
        return quick if self.quick else full

    def warm_up(self) -> None:
        """Steady state: the evaluator's lazily filled tables (per board ranks and
        hole pair) filled by as many random evaluations as a busy room makes in
        some days; the rows below are measured on other deals. The cold rows run
        in a fresh process instead."""
        count = self.n(300_000, 60_000)
        print(f"warm-up: {count:,} random Omaha evaluations (high and low)", flush=True)
        rng = random.Random(12345)
        start = time.perf_counter()
        for board, holes in omaha_deals(rng, count // 9, 9, 4):
            for hole in holes:
                best_high(hole, board, "omaha")
                best_low(hole, board, "omaha", 8)
        self.notes.append(f"warm-up before the steady-state rows: {count:,} random Omaha high and low "
                          f"evaluations ({time.perf_counter() - start:.1f} s)")

    def add(self, key: str, measure: str, unit: str, ours: dict | None, pokerkit_: dict | None = None,
            phevaluator_: dict | None = None, target: str = "", met: bool | None = None,
            higher_is_better: bool = False, note: str = "") -> None:
        def ratio(peer: dict | None) -> float | None:
            if not peer or not ours:
                return None
            # How many times faster we are (> 1: faster than the peer).
            return ours["median"] / peer["median"] if higher_is_better else peer["median"] / ours["median"]
        row = {
            "key": key, "measure": measure, "unit": unit, "ours": ours,
            "pokerkit": pokerkit_, "phevaluator": phevaluator_,
            "ratio_pokerkit": ratio(pokerkit_), "ratio_phevaluator": ratio(phevaluator_),
            "target": target, "met": met, "note": note,
        }
        self.results.append(row)
        parts = [f"ours {fmt(ours, unit)}"]
        if pokerkit_:
            parts.append(f"pokerkit {fmt(pokerkit_, unit)}")
        if phevaluator_:
            parts.append(f"phevaluator {fmt(phevaluator_, unit)}")
        verdict = "" if met is None else (" (met)" if met else " (MISSED)")
        print(f"  {measure}: {', '.join(parts)}{verdict}", flush=True)

    def do_profile(self, name: str, fn: Callable[[], Any], top: int = 25) -> None:
        if not self.profile:
            return
        profiler = cProfile.Profile()
        with settled_heap():
            profiler.enable()
            fn()
            profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
        self.profiles[name] = out.getvalue()

    # 1. 9-player Omaha hi-lo showdown -------------------------------------------

    def showdown_hilo(self) -> None:
        print("9-player pot-limit Omaha hi-lo showdown", flush=True)
        rng = random.Random(9001)
        count = self.n(4000, 600)
        deals = omaha_deals(rng, count, 9, 4)
        contributions, folded, all_in = [200] * 9, [False] * 9, [False] * 9
        order = list(range(9))

        def ours(board, holes):
            # The engine's showdown path for the pots (Hand._award without the rake
            # and the records): pots, high and low winners, the split.
            return omaha_hilo_showdown(board, holes, contributions, folded, all_in, order)

        args = [(board, holes) for board, holes in deals]
        ours_stat = summary(each_call(ours, args, warmup=min(500, count // 4)), US)

        pk_stat = phe_stat = None
        if pokerkit:
            high_class, low_class = pokerkit.OmahaHoldemHand, pokerkit.OmahaEightOrBetterLowHand
            pk_args = [(self.peers.pk_cards(b), [self.peers.pk_cards(h) for h in hs])
                       for b, hs in deals[:self.n(200, 30)]]

            def pk(board, holes):
                highs = [high_class.from_game(h, board) for h in holes]
                top = max(highs)
                high = [i for i, h in enumerate(highs) if h == top]
                lows = [low_class.from_game_or_none(h, board) for h in holes]
                present = [x for x in lows if x is not None]
                low = []
                if present:
                    low_top = max(present)
                    low = [i for i, x in enumerate(lows) if x is not None and x == low_top]
                return plain_split(sum(contributions), high, low)

            pk_stat = summary(each_call(pk, pk_args, warmup=3), US)
        if phevaluator:
            phe_args = [(self.peers.phe_cards(b), [self.peers.phe_cards(h) for h in hs], b, hs) for b, hs in deals]

            def phe(board_ids, hole_ids, board, holes):
                ranks = [evaluate_omaha_cards(*board_ids, *h) for h in hole_ids]  # lower is better
                top = min(ranks)
                high = [i for i, r in enumerate(ranks) if r == top]
                lows = [best_low(h, board, "omaha", 8) for h in holes]
                values = [x[0] for x in lows if x is not None]
                low = []
                if values:
                    low_top = max(values)
                    low = [i for i, x in enumerate(lows) if x is not None and x[0] == low_top]
                return plain_split(sum(contributions), high, low)

            phe_stat = summary(each_call(phe, phe_args, warmup=min(500, count // 4)), US)
        self.add("showdown_hilo_9", "9-player PLO hi-lo showdown (evaluation + build_pots + share_hilo)", "µs",
                 ours_stat, pk_stat, phe_stat, "≤ 50 µs", ours_stat["median"] <= 50,
                 note="phevaluator column: its C high evaluator plus our best_low (it has no low)")

        # Where the time goes: each step of ours() alone, on the same deals.
        self.breakdown_hilo(deals[: self.n(3000, 500)], contributions, folded, all_in, order)

        # The same in a fresh process: the evaluator's tables empty.
        cold = [float(x) for x in run_python(COLD_SHOWDOWN, timeout=300).split()]
        self.add("showdown_hilo_9_cold", "  the same, fresh process, first 1,000 showdowns", "µs",
                 summary(cold, 1.0), pk_stat, phe_stat, "≤ 50 µs", statistics.median(cold) <= 50,
                 note="tables filled as boards and hole pairs are met")

        # The same showdown through Hand.show() for each player (the console's path).
        hands_count = self.n(1500, 200)
        hands = [hand_at_showdown(rng) for _ in range(hands_count)]
        hand_args = [(h, h.showdown_order()) for h in hands]
        hand_stat = summary(each_call(show_all, hand_args, warmup=min(200, hands_count // 4)), US)
        self.add("showdown_hilo_9_hand", "9-player PLO hi-lo showdown through Hand.show() ×9 (engine/hand.py)",
                 "µs", hand_stat, pk_stat, phe_stat, "≤ 50 µs", hand_stat["median"] <= 50,
                 note="includes hand.py's checks and records for each show and _award (rake, events)")
        more = [(h, h.showdown_order()) for h in (hand_at_showdown(rng) for _ in range(self.n(400, 50)))]
        self.do_profile("showdown_hilo_9_hand", lambda: [show_all(h, o) for h, o in more])

    def breakdown_hilo(self, deals, contributions, folded, all_in, order) -> None:
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
        self.breakdowns["showdown_hilo_9"] = out
        for name, stat in out.items():
            print(f"    {name}: {stat['median']:.2f} µs (p90 {stat['p90']:.2f})")

    # 2. 10-player 6-card Omaha high showdown ------------------------------------

    def showdown_omaha6(self) -> None:
        print("10-player 6-card Omaha high showdown", flush=True)
        rng = random.Random(6006)
        count = self.n(4000, 600)
        for players, overlapping, key, label in (
            (10, True, "showdown_omaha6_10", "10-player 6-card Omaha high showdown (hands drawn apart)"),
            (7, False, "showdown_omaha6_7", "7-player 6-card Omaha high showdown (one deck)"),
        ):
            deals = omaha_deals(rng, count, players, 6, overlapping=overlapping)

            def ours(board, holes):
                values = [best_high(h, board, "omaha")[0] for h in holes]
                top = max(values)
                return [i for i, v in enumerate(values) if v == top]

            ours_stat = summary(each_call(ours, deals, warmup=min(500, count // 4)), US)
            pk_stat = phe_stat = None
            if pokerkit:
                high_class = pokerkit.OmahaHoldemHand
                pk_args = [(self.peers.pk_cards(b), [self.peers.pk_cards(h) for h in hs])
                           for b, hs in deals[:self.n(100, 20)]]

                def pk(board, holes):
                    hands = [high_class.from_game(h, board) for h in holes]
                    top = max(hands)
                    return [i for i, h in enumerate(hands) if h == top]

                pk_stat = summary(each_call(pk, pk_args, warmup=3), US)
            if phevaluator:
                phe_args = [(self.peers.phe_cards(b), [self.peers.phe_cards(h) for h in hs]) for b, hs in deals]

                def phe(board_ids, hole_ids):
                    ranks = [min(evaluate_omaha_cards(*board_ids, *four) for four in combinations(h, 4))
                             for h in hole_ids]
                    top = min(ranks)
                    return [i for i, r in enumerate(ranks) if r == top]

                phe_stat = summary(each_call(phe, phe_args, warmup=min(500, count // 4)), US)
            note = ("10 hands of 6 cannot come from one deck (65 cards): each hand is drawn from the 47 "
                    "cards off the board on its own" if overlapping else "the most 6-card hands one deck deals")
            self.add(key, label, "µs", ours_stat, pk_stat, phe_stat, "≤ 150 µs",
                     ours_stat["median"] <= 150, note=note)

    # 3. single Omaha-high evaluations -------------------------------------------

    def single_evaluations(self) -> None:
        print("single Omaha-high evaluations", flush=True)
        rng = random.Random(4242)
        batch = self.n(20000, 5000)
        deals = [(h[0], b) for b, h in omaha_deals(rng, batch, 1, 4)]

        def ours():
            for hole, board in deals:
                best_high(hole, board, "omaha")

        times = batches(ours, self.n(15, 5))
        ours_stat = rate_summary(times, batch)
        pk_stat = phe_stat = None
        if pokerkit:
            high_class = pokerkit.OmahaHoldemHand
            pk_deals = [(self.peers.pk_cards(h), self.peers.pk_cards(b)) for h, b in deals[:self.n(400, 60)]]

            def pk():
                for hole, board in pk_deals:
                    high_class.from_game(hole, board)

            pk_stat = rate_summary(batches(pk, self.n(3, 1)), len(pk_deals))
        if phevaluator:
            phe_deals = [self.peers.phe_cards(b) + self.peers.phe_cards(h) for h, b in deals]

            def phe():
                for cards in phe_deals:
                    evaluate_omaha_cards(*cards)

            phe_stat = rate_summary(batches(phe, self.n(15, 5)), len(phe_deals))
        self.add("single_eval", "single Omaha-high evaluations, a new random deal each (steady state)", "evals/s",
                 ours_stat, pk_stat, phe_stat, "≥ 200,000/s", ours_stat["median"] >= 200_000,
                 higher_is_better=True,
                 note="after the warm-up (the per-board-ranks tables fill as boards are met)")

        # A fresh process: the tables empty, the first 20,000 evaluations.
        cold = run_python(COLD_EVALS, timeout=300)
        rates = [float(x) for x in cold.split()]
        self.add("single_eval_cold", "single Omaha-high evaluations, fresh process, first 20,000", "evals/s",
                 {"median": statistics.median(rates), "p90": min(rates), "mean": statistics.fmean(rates),
                  "min": min(rates), "n": len(rates)},
                 pk_stat, phe_stat, "≥ 200,000/s", statistics.median(rates) >= 200_000, higher_is_better=True,
                 note="p90 column: the slowest of the chunks of 2,000 (the first)")

    # 4. replaying the shared PHH hands -------------------------------------------

    def replays(self) -> None:
        print("replaying the shared PHH hands", flush=True)
        folder = shared_phh_dir()
        if folder is None:
            self.notes.append("shared PHH data not found: replay not measured")
            return
        texts = []
        unsupported = 0
        for path in sorted(folder.rglob("*.phh")):
            text = path.read_text()
            if phh.loads(text).variant in phh.SUPPORTED_VARIANTS:
                texts.append(text)
            else:
                unsupported += 1
        if pokerkit:  # only hands both replay, so both do the same work
            both = []
            for text in texts:
                try:
                    for _ in pokerkit.HandHistory.loads(text):
                        pass
                except Exception:  # noqa: BLE001 - a peer's refusal only leaves the hand out
                    continue
                both.append(text)
            texts = both
        if self.quick:
            texts = texts[::7]
        parsed = [phh.loads(t) for t in texts]
        repeats = self.n(5, 1)

        def ours_total():
            for t in texts:
                replay(phh.loads(t))

        def ours_total_unread():
            # engine.phh keeps the action strings it has read (bounded memo): "p3 f" recurs
            # in every hand, but a repeat of the same files would find every dealt card
            # already read. Emptied first, each pass reads the hands as a new day's would.
            phh._PARSED.clear()
            for t in texts:
                replay(phh.loads(t))

        def ours_parse():
            for t in texts:
                phh.loads(t)

        def ours_replay():
            for h in parsed:
                replay(h)

        ours_stat = summary(batches(ours_total, repeats), MS)
        unread_stat = summary(batches(ours_total_unread, repeats), MS)
        parse_stat = summary(batches(ours_parse, repeats), MS)
        replay_stat = summary(batches(ours_replay, repeats), MS)
        pk_stat = pk_parse = pk_iter = None
        if pokerkit:
            loads = pokerkit.HandHistory.loads
            pk_parsed = [loads(t) for t in texts]

            def pk_total():
                for t in texts:
                    for _ in loads(t):
                        pass

            def pk_parse_only():
                for t in texts:
                    loads(t)

            def pk_iterate():
                for h in pk_parsed:
                    for _ in h:
                        pass

            pk_repeats = self.n(3, 1)
            pk_stat = summary(batches(pk_total, pk_repeats), MS)
            pk_parse = summary(batches(pk_parse_only, pk_repeats), MS)
            pk_iter = summary(batches(pk_iterate, pk_repeats), MS)
        ratio = pk_stat["median"] / ours_stat["median"] if pk_stat else None
        label = f"replay {len(texts)} PHH hands (parse + replay), total"
        self.add("replay_total", label, "ms", ours_stat, pk_stat, None, "≥ 20× faster than pokerkit",
                 None if ratio is None else ratio >= 20,
                 note=f"{unsupported} unsupported variants left out; engine.phh.loads + engine.replay.replay vs "
                      "pokerkit.HandHistory.loads + iterating its states")
        self.add("replay_total_unread", "  the same, action strings not read before (memo emptied)", "ms",
                 unread_stat, pk_stat, None,
                 note="engine.phh's memo of action strings emptied before each pass: no action "
                      "read in an earlier pass; within a pass the hands share it as a day's hands do")
        self.add("replay_parse", "  of which parsing the PHH text", "ms", parse_stat, pk_parse, None,
                 note="engine.phh.loads vs pokerkit.HandHistory.loads (both on tomllib)")
        self.add("replay_only", "  of which replaying the parsed hands", "ms", replay_stat, pk_iter, None,
                 note="engine.replay.replay vs iterating pokerkit's states")
        self.breakdown_replay(texts, parsed)
        self.do_profile("replay", ours_replay, top=30)
        self.do_profile("phh_loads", ours_parse, top=15)

    def breakdown_replay(self, texts: Sequence[str], parsed: Sequence) -> None:
        """Where a hand's time goes: each kind of step of engine.replay timed on its own
        over every hand (the same calls replay() makes, one clock reading around each)."""
        from engine import replay as replay_module
        clock = time.perf_counter
        kinds: dict[str, list[float]] = {}

        def note(kind: str, seconds: float) -> None:
            kinds.setdefault(kind, []).append(seconds)

        with settled_heap():
            for _ in range(self.n(3, 1)):
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
        hands = len(texts) * self.n(3, 1)
        out = {}
        for kind, times in kinds.items():
            stat = summary(times, US)
            stat["per_hand"] = sum(times) / hands * US
            stat["per_hand_count"] = len(times) / hands
            out[kind] = stat
        self.breakdowns["replay_steps"] = out
        for kind, stat in out.items():
            print(f"    {kind}: {stat['median']:.2f} µs each (p90 {stat['p90']:.2f}), "
                  f"{stat['per_hand_count']:.1f} a hand = {stat['per_hand']:.1f} µs a hand", flush=True)

    # 5. legal() --------------------------------------------------------------------

    def legal(self) -> None:
        print("legal() for the player to act", flush=True)
        rng = random.Random(77)
        hands = [hand_mid_preflop(rng) for _ in range(self.n(50, 10))]
        calls = self.n(400, 100)
        args = [(h,) for h in hands for _ in range(calls)]
        # Hand.legal() keeps its answer until the next input; the computation
        # itself (what the first ask after each action costs) is timed here.
        def compute(h):
            return betting.legal(h, h.actor)

        ours_stat = summary(each_call(compute, args, warmup=min(1000, len(args) // 5)), US)
        pk_stat = None
        if pokerkit:
            state = pokerkit_mid_preflop()

            def pk(s):
                return (s.can_fold(), s.can_check_or_call(), s.checking_or_calling_amount,
                        s.can_complete_bet_or_raise_to(), s.min_completion_betting_or_raising_to_amount,
                        s.max_completion_betting_or_raising_to_amount)

            pk_stat = summary(each_call(pk, [(state,)] * self.n(5000, 1000), warmup=100), US)
        self.add("legal", "legal() for the player to act, 9-player PLO mid pre-flop (computed, not the kept answer)", "µs", ours_stat, pk_stat,
                 None, "≤ 20 µs", ours_stat["median"] <= 20,
                 note="pokerkit column: its State's fold/check-call/raise queries and amounts")
        self.do_profile("legal", lambda: [compute(h) for h in hands for _ in range(calls)])

    # 6. import and first use -----------------------------------------------------

    def imports(self) -> None:
        print("import and first use", flush=True)
        repeats = self.n(15, 5)
        programs = {
            "bare": "pass",
            "ours": IMPORT_OURS,
            "pokerkit": IMPORT_POKERKIT if pokerkit else None,
            "phevaluator": IMPORT_PHEVALUATOR if phevaluator else None,
        }
        walls: dict[str, list[float]] = {k: [] for k, v in programs.items() if v}
        for _ in range(repeats):  # interleaved, so a busy moment hurts all alike
            for key in walls:
                start = time.perf_counter()
                subprocess.run([sys.executable, "-c", programs[key]], cwd=ROOT, check=True)
                walls[key].append(time.perf_counter() - start)
        bare = statistics.median(walls.pop("bare"))

        def net(key):
            if key not in walls:
                return None
            stat = summary([w - bare for w in walls[key]], MS)
            stat["bare_interpreter_ms"] = bare * MS
            return stat

        ours_stat = net("ours")
        self.add("import", "import engine.hand + engine.ranking.evaluation and one evaluation (fresh process, "
                 "minus the bare interpreter)", "ms", ours_stat, net("pokerkit"), net("phevaluator"),
                 "≤ 150 ms", ours_stat["median"] <= 150, higher_is_better=False,
                 note=f"bare interpreter {bare * MS:.1f} ms; PYTHONDONTWRITEBYTECODE="
                      f"{os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r} (no .pyc cache: sources compiled "
                      "at every start when set)")
        inside = [float(run_python(IMPORT_OURS_TIMED)) for _ in range(repeats)]
        self.add("import_inside", "  the same, timed inside the process", "ms", summary(inside, MS),
                 note="perf_counter around the imports and the evaluation")

    # 7. memory -----------------------------------------------------------------------

    def memory(self) -> None:
        print("memory of the evaluator's tables", flush=True)
        out = json.loads(run_python(MEMORY, timeout=600))
        traced = json.loads(run_python(MEMORY_TRACED, timeout=600))
        stat = {"median": out["rss_growth_mb"], "p90": out["rss_growth_mb"], "mean": out["rss_growth_mb"],
                "min": out["rss_growth_mb"], "n": 1, **out, "tracemalloc_mb": traced["traced_mb"]}
        self.add("memory", "resident growth: importing the evaluator and filling every lazy table", "MB",
                 stat, None, None, "< 20 MB", out["rss_growth_mb"] < 20,
                 note=f"tables filled for all {out['rank_boards']:,} board rank multisets × 91 hole pairs and "
                      f"{out['low_boards']:,} low boards; tracemalloc {traced['traced_mb']:.1f} MB")


def rate_summary(batch_times: Sequence[float], per_batch: int) -> dict[str, float]:
    """Evaluations per second: median of the batches; ``p90`` is the 90th percentile
    batch (slow side) as a rate; ``us_per_eval`` its inverse."""
    rates = sorted(per_batch / t for t in batch_times)
    slow = rates[max(0, int(round(0.1 * (len(rates) - 1))))]
    median = statistics.median(rates)
    return {"median": median, "p90": slow, "mean": statistics.fmean(rates), "min": rates[0],
            "n": len(rates), "us_per_eval": US / median}


def shared_phh_dir() -> Path | None:
    """$DEALER_SHARED_DATA (or its phh/), else ../shared/data/phh, as the tests find it."""
    env = os.environ.get("DEALER_SHARED_DATA")
    data = Path(env).expanduser().resolve() if env else (ROOT.parent / "shared" / "data").resolve()
    path = data if data.name == "phh" else data / "phh"
    return path if path.is_dir() else None


def pokerkit_mid_preflop():
    """pokerkit's state for the legal() spot: 9-player PLO, blinds 1/2, a call, a pot raise, a call."""
    A = pokerkit.Automation
    state = pokerkit.PotLimitOmahaHoldem.create_state(
        (A.ANTE_POSTING, A.BET_COLLECTION, A.BLIND_OR_STRADDLE_POSTING, A.CARD_BURNING, A.HOLE_DEALING,
         A.BOARD_DEALING, A.HOLE_CARDS_SHOWING_OR_MUCKING, A.HAND_KILLING, A.CHIPS_PUSHING, A.CHIPS_PULLING),
        True, 0, (1, 2), 2, 1000, 9, mode=pokerkit.Mode.CASH_GAME)
    state.check_or_call()
    state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
    state.check_or_call()
    return state


def run_python(program: str, timeout: int = 120) -> str:
    done = subprocess.run([sys.executable, "-c", program], cwd=ROOT, check=True, capture_output=True,
                          text=True, timeout=timeout)
    return done.stdout.strip()


IMPORT_OURS = (
    "import engine.hand, engine.ranking.evaluation\n"
    "from engine.cards import parse_cards\n"
    "engine.ranking.evaluation.best_high(parse_cards('As Kd 7h 7c'), parse_cards('2s 3s 4s Jd Qh'), 'omaha')\n"
)
IMPORT_OURS_TIMED = (
    "import time\nstart = time.perf_counter()\n" + IMPORT_OURS + "print(time.perf_counter() - start)\n"
)
IMPORT_POKERKIT = "import pokerkit\npokerkit.OmahaHoldemHand.from_game('AsKd7h7c', '2s3s4sJdQh')\n"
IMPORT_PHEVALUATOR = (
    "from phevaluator import evaluate_omaha_cards\n"
    "evaluate_omaha_cards('2s', '3s', '4s', 'Jd', 'Qh', 'As', 'Kd', '7h', '7c')\n"
)

COLD_EVALS = """
import random, time
from engine.cards import shuffled_deck
from engine.ranking.evaluation import best_high
rng = random.Random(31337)
deals = []
for _ in range(20000):
    d = shuffled_deck(rng)
    deals.append((tuple(d[5:9]), tuple(d[:5])))
rates = []
for k in range(0, 20000, 2000):
    chunk = deals[k:k + 2000]
    start = time.perf_counter()
    for hole, board in chunk:
        best_high(hole, board, "omaha")
    rates.append(len(chunk) / (time.perf_counter() - start))
print(" ".join(f"{r:.1f}" for r in rates))
"""

COLD_SHOWDOWN = """
import random, time
from bench.showdown import omaha_hilo_showdown
from engine.cards import shuffled_deck
rng = random.Random(2718)
deals = []
for _ in range(1000):
    d = shuffled_deck(rng)
    deals.append((tuple(d[:5]), [tuple(d[5 + 4 * i:9 + 4 * i]) for i in range(9)]))
order = list(range(9))
times = []
for board, holes in deals:
    start = time.perf_counter()
    omaha_hilo_showdown(board, holes, [200] * 9, [False] * 9, [False] * 9, order)
    times.append((time.perf_counter() - start) * 1e6)
print(" ".join(f"{t:.2f}" for t in times))
"""

# Every lazily filled table at its largest: each board rank multiset (3, 4 or 5
# cards) with each hole pair, each low board with each low pair, the rows.
_FILL = """
from itertools import combinations_with_replacement
import engine.ranking.evaluation as ev
def fill():
    p = ev._PRIME
    for size in (3, 4, 5):
        for ranks in combinations_with_replacement(range(2, 15), size):
            if size == 5 and ranks.count(ranks[2]) == 5:
                continue
            key = 1
            for r in ranks:
                key *= p[r]
            if key not in ev._RANK_BOARDS:
                ev._RANK_BOARDS[key] = ev._rank_board_vector(ranks)
    for mask in range(1 << 14):
        if mask & 1 or mask.bit_count() < 3 or mask.bit_count() > 5:
            continue
        if mask not in ev._LOW_BOARDS:
            ev._LOW_BOARDS[mask] = ev._low_board_vector(mask)
"""
MEMORY = """
import gc, json, os, resource
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
import engine.cards
gc.collect()
before = rss()
""" + _FILL.replace("import engine.ranking.evaluation as ev\n", "import engine.ranking.evaluation as ev\nimported = rss()\n") + """
fill()
gc.collect()
after = rss()
print(json.dumps({"rss_before_mb": before / 1e6, "rss_import_growth_mb": (imported - before) / 1e6,
                  "rss_growth_mb": (after - before) / 1e6, "rank_boards": len(ev._RANK_BOARDS),
                  "low_boards": len(ev._LOW_BOARDS)}))
"""
MEMORY_TRACED = """
import json, tracemalloc
import engine.cards
tracemalloc.start()
""" + _FILL + """
fill()
print(json.dumps({"traced_mb": tracemalloc.get_traced_memory()[0] / 1e6}))
"""


# --------------------------------------------------------------------- report

def machine() -> dict[str, Any]:
    cpu = platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
        "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None,
        "pokerkit": getattr(pokerkit, "__version__", None) or _version("pokerkit"),
        "phevaluator": _version("phevaluator"),
    }


def _version(name: str) -> str | None:
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:  # noqa: BLE001
        return None


def fmt(stat: dict | None, unit: str) -> str:
    if not stat:
        return "–"
    if unit == "evals/s":
        return f"{stat['median']:,.0f}/s (p90 {stat['p90']:,.0f})"
    if unit == "MB":
        return f"{stat['median']:.1f} MB"
    digits = 1 if stat["median"] >= 100 else 2
    return f"{stat['median']:,.{digits}f} {unit} (p90 {stat['p90']:,.{digits}f})"


def fmt_ratio(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:,.1f}×" if value >= 10 else f"{value:.2f}×"


def table(results: list[dict]) -> str:
    lines = ["| measure | ours (median, p90) | pokerkit | phevaluator | ratio vs pokerkit / phevaluator "
             "| target | met? |",
             "|---|---|---|---|---|---|---|"]
    for r in results:
        met = "" if r["met"] is None else ("yes" if r["met"] else "**no**")
        lines.append(f"| {r['measure']} | {fmt(r['ours'], r['unit'])} | {fmt(r['pokerkit'], r['unit'])} "
                     f"| {fmt(r['phevaluator'], r['unit'])} | {fmt_ratio(r['ratio_pokerkit'])} / "
                     f"{fmt_ratio(r['ratio_phevaluator'])} | {r['target']} | {met} |")
    return "\n".join(lines)


MEASURES = ("showdown_hilo", "showdown_omaha6", "single_evaluations", "replays", "legal", "imports", "memory")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer deals and repeats (about a minute)")
    parser.add_argument("--out", type=Path, help="JSON file to write (default bench/results/<date>[-quick].json)")
    parser.add_argument("--profile", action="store_true",
                        help="also profile the Hand showdown, the replay and legal() (cProfile, in the JSON)")
    parser.add_argument("--only", choices=MEASURES, action="append", help="run only these measures")
    args = parser.parse_args(argv)

    started = time.time()
    info = machine()
    print(f"{info['platform']}, Python {info['python']}, {info['cpu']} ×{info['cpu_count']}, "
          f"load {info['load_average']}", flush=True)
    bench = Bench(args.quick, args.profile)
    bench.warm_up()
    for name in args.only or MEASURES:
        getattr(bench, name)()
        gc.collect()
    info["load_average_end"] = os.getloadavg() if hasattr(os, "getloadavg") else None
    command = "python -m bench.run" + (" --quick" if args.quick else "") + (" --profile" if args.profile else "")
    document = {
        "command": command,
        "quick": args.quick,
        "started": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(started)),
        "seconds": round(time.time() - started, 1),
        "machine": info,
        "results": bench.results,
        "notes": bench.notes,
        "breakdowns": bench.breakdowns,
        "profiles": bench.profiles,
    }
    out = args.out or ROOT / "bench" / "results" / (
        time.strftime("%Y-%m-%d-%H%M", time.localtime(started)) + ("-quick" if args.quick else "") + ".json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    print()
    print(f"`{command}` on {info['cpu']} ×{info['cpu_count']}, {info['platform']}, Python {info['python']} "
          f"(load {info['load_average']} → {info['load_average_end']})")
    print()
    print(table(bench.results))
    for key, steps in bench.breakdowns.items():
        print(f"\n{key}, step by step (medians):")
        for name, stat in steps.items():
            print(f"- {name}: {stat['median']:.2f} µs (p90 {stat['p90']:.2f})")
    for name, text in bench.profiles.items():
        print(f"\n### profile: {name}\n```\n{text}\n```")
    print(f"\nwritten to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
