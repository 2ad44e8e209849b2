"""Proof under faults, load and bad input, at scale (issue 9): one command, four parts.

    .venv/bin/python -m bench.faults                         # every part at full size
    .venv/bin/python -m bench.faults --parts engine --hands 100000 --workers 2
    .venv/bin/python -m bench.faults --parts cards --card-hands 10000
    .venv/bin/python -m bench.faults --parts records --kills 1000
    .venv/bin/python -m bench.faults --parts input

Each part reuses the harness of the normal test run, with bigger numbers:

- engine: tests/acceptance/test_differential_pokerkit.py's random hands against pokerkit
  (``play_one``; the same seeds scheme, ``faults-<kind>-<i>``), split among
  ``--workers`` processes;
- cards: bench/card_faults.py (the simulator on a real pty, the real driver,
  every fault kind drawn at random, hand by hand);
- records: tests/store/test_store_crash_recovery.py's ``run_kills`` (a child dealing
  into the store, SIGKILLed at random; after each kill nothing lost,
  duplicated or invented, the chain verifies, the resume equals the replay);
- input: bench/bad_input.py (malformed, huge, deeply nested, absurd and
  mistyped session files, PHH files and shoe bytes: refused with a code, the
  time and peak memory of each refusal measured).

The figures are printed and written to ``bench/results/faults-<date>.json``.
The exit status is 1 if any part lost, invented, accepted or disagreed on
anything.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "tests", ROOT / "tests" / "acceptance", ROOT / "tests" / "store"):  # the tests' harnesses are imported, not copied
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

PARTS = ("engine", "cards", "records", "input")


# ------------------------------------------------------------------ engine: pokerkit differential


def _differential_chunk(job: tuple[str, int, int, str]) -> Any:
    import test_differential_pokerkit as diff
    kind, start, count, seed = job
    tally = diff.Tally()
    t0 = time.perf_counter()
    for i in range(start, start + count):
        diff.play_one(kind, f"{seed}-{kind}-{i}", tally)
    tally.seconds = time.perf_counter() - t0
    return tally


def engine_part(hands: int, workers: int, seed: str = "faults") -> dict[str, Any]:
    """``hands`` random hands (a third per structure, 2 to 9 players) played on both sides."""
    import test_differential_pokerkit as diff
    per_kind = -(-hands // len(diff.KINDS))
    chunk = 500
    jobs = [(kind, s, min(chunk, per_kind - s), seed) for kind in diff.KINDS for s in range(0, per_kind, chunk)]
    total = diff.Tally()
    t0 = time.perf_counter()
    if workers > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            results = pool.imap_unordered(_differential_chunk, jobs)
            _merge_tallies(total, results, len(jobs))
    else:
        _merge_tallies(total, map(_differential_chunk, jobs), len(jobs))
    total.seconds = time.perf_counter() - t0
    print(total.summary(), flush=True)
    unexplained = [(k, s, text.splitlines()[0]) for k, s, text in total.mismatches]
    return {"hands": sum(total.hands.values()), "hands_by_kind": dict(total.hands),
            "decisions": sum(total.decisions.values()), "decisions_by_kind": dict(total.decisions),
            "agreements": sum(total.hands.values()),
            "skips_by_reason": dict(total.skips), "features": dict(total.features),
            "disagreements": len(total.mismatches), "disagreement_examples": unexplained[:20],
            "engine_rule_violations": dict(total.engine_bugs), "seconds": round(total.seconds, 1),
            "ok": not total.mismatches and not total.engine_bugs}


def _merge_tallies(total, results, count: int) -> None:
    for done, t in enumerate(results, start=1):
        for name in ("hands", "decisions", "actions", "skips", "features", "engine_bugs"):
            getattr(total, name).update(getattr(t, name))
        total.mismatches.extend(t.mismatches)
        if done % 10 == 0 or done == count:
            print(f"  engine: {done}/{count} chunks, {sum(total.hands.values()):,} hands agreed, "
                  f"{len(total.mismatches)} disagreements", flush=True)


# ------------------------------------------------------------------ records: SIGKILL crash recovery


def records_part(kills: int, seed: int = 11) -> dict[str, Any]:
    from test_store_crash_recovery import run_kills
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="faults-store-") as folder:
        try:
            numbers = run_kills(Path(folder) / "crash.sqlite", kills=kills, seed=seed)
        except AssertionError as e:        # run_kills checks every kill: lost, duplicated, chain, resume
            return {"kills": kills, "ok": False, "failure": str(e)[:2000], "seconds": round(time.perf_counter() - t0, 1)}
    return {**numbers, "lost": 0, "duplicated": 0, "chain_intact": True, "resume_equals_replay": True,
            "seconds": round(time.perf_counter() - t0, 1), "ok": True}


# ------------------------------------------------------------------ the command


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.faults", description=__doc__.split("\n")[0])
    p.add_argument("--parts", default=",".join(PARTS), help=f"comma-separated, of {', '.join(PARTS)}")
    p.add_argument("--hands", type=int, default=100_002, help="engine: hands against pokerkit (default 100,002)")
    p.add_argument("--workers", type=int, default=1, help="engine: processes (default 1)")
    p.add_argument("--card-hands", type=int, default=10_000, help="cards: hands dealt by the simulator")
    p.add_argument("--fault-rate", type=float, default=0.02, help="cards: chance of a fault per card (default 0.02)")
    p.add_argument("--kills", type=int, default=1_000, help="records: SIGKILLs")
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--out", help="the JSON file (default bench/results/faults-<date>.json)")
    args = p.parse_args(argv)
    parts = [x.strip() for x in args.parts.split(",") if x.strip()]
    unknown = set(parts) - set(PARTS)
    if unknown:
        p.error(f"unknown part(s) {', '.join(sorted(unknown))}: choose from {', '.join(PARTS)}")
    report: dict[str, Any] = {"bench": "faults", "when": datetime.now().isoformat(timespec="seconds"),
                              "options": vars(args), "load_average_before": os.getloadavg()}
    for part in parts:
        print(f"== {part}", flush=True)
        try:
            if part == "engine":
                report[part] = engine_part(args.hands, args.workers)
            elif part == "cards":
                from bench.card_faults import run as cards_run
                report[part] = cards_run(args.card_hands, args.fault_rate, args.seed)
            elif part == "records":
                report[part] = records_part(args.kills, args.seed)
            else:
                from bench.bad_input import run as input_run
                report[part] = input_run()
        except Exception:  # noqa: BLE001 - a crash of the harness is a failed part, reported
            report[part] = {"ok": False, "crash": traceback.format_exc()}
        print(json.dumps({k: v for k, v in report[part].items() if k not in ("cases",)}, indent=1, default=str),
              flush=True)
    report["load_average_after"] = os.getloadavg()
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / f"faults-{datetime.now():%Y-%m-%d-%H%M}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1, default=str) + "\n")
    print(f"results: {out}")
    return 0 if all(report[part].get("ok") for part in parts) else 1


if __name__ == "__main__":
    sys.exit(main())
