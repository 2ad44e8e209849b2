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
import pstats
import random
import statistics
import subprocess
import sys
import time
from itertools import combinations
from pathlib import Path
from typing import Any, Callable, Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # pragma: no cover - run as a script
    sys.path.insert(0, str(ROOT))

from engine import betting, phh  # noqa: E402
from engine.ranking.evaluation import best_high, best_low  # noqa: E402
from bench.showdown import omaha_hilo_showdown  # noqa: E402
from engine.replay import replay  # noqa: E402
from bench.programs import (COLD_EVALS, COLD_SHOWDOWN, IMPORT_OURS, IMPORT_OURS_TIMED,  # noqa: E402
                            IMPORT_PHEVALUATOR, IMPORT_POKERKIT, MEMORY, MEMORY_TRACED, run_python)
from bench.report import fmt, machine, table  # noqa: E402
from bench.spots import (Peers, hand_at_showdown, hand_mid_preflop, omaha_deals, plain_split,  # noqa: E402
                         pokerkit_mid_preflop, shared_phh_dir, show_all)
from bench.breakdowns import breakdown_hilo, breakdown_replay  # noqa: E402
from bench.timing import MS, US, batches, each_call, rate_summary, settled_heap, summary  # noqa: E402

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
        breakdown_hilo(self, deals[: self.n(3000, 500)], contributions, folded, all_in, order)

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
        breakdown_replay(self, texts, parsed)
        self.do_profile("replay", ours_replay, top=30)
        self.do_profile("phh_loads", ours_parse, top=15)

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
