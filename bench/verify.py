"""Speed of ``dealer-app verify`` now that it replays every hand (issue 18, points 3 and 13).

    .venv/bin/python -m bench.verify                    # 1,000,000 hands (builds the store once: ~22 min)
    .venv/bin/python -m bench.verify --hands 100000     # a smaller store, its own cache file
    .venv/bin/python -m bench.verify --out bench/results/NAME.json

The store is bench/store.py's big store, built once and kept in
``bench/.cache/`` (not committed): a pool of 400 hands played through the
engine and recorded by the store, repeated with their own numbers, tables,
dealers, times and player names, every event's hash computed as the store
computes it, written in batches with the store's own schema. Every copy is a
real hand: the replay runs the engine over it as over any other.

What is timed is ``verify_store(path, sqlite_check=False)`` (``dealer-app
verify`` without SQLite's page check, which bench.store times on its own),
told its progress as the command is: the chain walk, then the replay of
every finished hand, each step timed from its first report to its last. It
reports events/s for each step and for the whole, and hands replayed/s.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # pragma: no cover - run as a script
    sys.path.insert(0, str(ROOT))

from bench.store import big_store, machine  # noqa: E402
from dealer_app.commands.progress_bar import ProgressBar  # noqa: E402
from dealer_app.store.verify import verify_store  # noqa: E402


def measure(path: Path) -> dict:
    bar = ProgressBar("verify", sys.stderr)
    times: dict[str, list[float]] = {}

    def progress(stage: str, done: int, total: int) -> None:
        now = time.perf_counter()
        times.setdefault(stage, [now, now])[1] = now
        bar(stage, done, total)
    t0 = time.perf_counter()
    report = verify_store(path, sqlite_check=False, progress=progress)
    seconds = time.perf_counter() - t0
    bar.close()
    assert report.intact, report.summary()
    chain = times["chain"][1] - times["chain"][0]
    replay = times["replay"][1] - times["replay"][0]
    return {"events": report.events, "hands": report.hands, "hands_replayed": report.replayed,
            "seconds": round(seconds, 1), "chain_seconds": round(chain, 1), "replay_seconds": round(replay, 1),
            "events_per_second": round(report.events / seconds),
            "chain_events_per_second": round(report.events / chain),
            "replay_events_per_second": round(report.events / replay),
            "hands_replayed_per_second": round(report.replayed / replay),
            "hands_per_second_overall": round(report.replayed / seconds)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.verify", description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands in the store (default 1,000,000)")
    parser.add_argument("--rebuild", action="store_true", help="build the store again")
    parser.add_argument("--out", type=Path, help="JSON file (default bench/results/verify-<date>.json)")
    args = parser.parse_args(argv)
    started = time.time()
    info = machine()
    print(f"{info['platform']}, Python {info['python']}, SQLite {info['sqlite']}, {info['cpu']} ×{info['cpu_count']}, "
          f"load {info['load_average']}", flush=True)
    path, meta = big_store(args.hands, 2026, args.rebuild)
    results = {"store": meta, "verify": measure(path)}
    info["load_average_end"] = os.getloadavg()
    document = {"command": "python -m bench.verify " + " ".join(argv if argv is not None else sys.argv[1:]),
                "started": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(started)),
                "seconds": round(time.time() - started, 1), "machine": info, "results": results}
    out = args.out or ROOT / "bench" / "results" / ("verify-" + time.strftime("%Y-%m-%d-%H%M", time.localtime(started))
                                                    + ".json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    print(report(results))
    print(f"\nwritten to {out}")
    return 0


def report(r: dict) -> str:
    v, s = r["verify"], r["store"]
    return "\n".join([
        "| step | time | rate |", "|---|---|---|",
        f"| chain walk (every hash, numbering, order of each hand) | {v['chain_seconds']} s | "
        f"{v['chain_events_per_second']:,} events/s |",
        f"| replay of every finished hand, result compared | {v['replay_seconds']} s | "
        f"{v['replay_events_per_second']:,} events/s, {v['hands_replayed_per_second']:,} hands/s |",
        f"| `verify` in all (page check aside) | {v['seconds']} s | {v['events_per_second']:,} events/s, "
        f"{v['hands_per_second_overall']:,} hands/s |",
        f"\nstore: {s['hands']:,} hands, {s['events']:,} events, {s['bytes'] / 1e9:.2f} GB; "
        f"{v['hands_replayed']:,} hands replayed"])


if __name__ == "__main__":
    sys.exit(main())
