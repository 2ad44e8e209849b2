"""What one supervisor PIN guess costs (issue 18 point 8: at least 100 ms on the console's machine).

The roster keeps ``scrypt(pin, salt)`` with the parameters beside each digest
(dealer_app/supervisors/roster.py). Someone who copies the file can try PINs
offline at this cost per guess and per core: a 6-digit PIN space (1,000,000)
then takes days of one core, a 4-digit one (10,000) minutes. This times a
check (``PinHash.matches``) for the parameters in use and for the earlier
ones (N = 2**14, still read for digests made before), best and median of a
few runs, and says the full search time of each PIN length.

    .venv/bin/python -m bench.pin_hash [--runs 7]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Optional, Sequence

from bench.shoe import machine
from dealer_app.supervisors import roster as supervisor_roster
from dealer_app.supervisors.roster import PinHash

ROOT = Path(__file__).resolve().parent.parent


def timed(n: int, r: int, p: int, runs: int) -> dict:
    salt = bytes(range(16))
    digest = PinHash(salt.hex(), supervisor_roster._scrypt("730519", salt, n, r, p).hex(), n, r, p)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        digest.matches("111222")
        times.append(time.perf_counter() - t0)
    best, median = min(times), statistics.median(times)
    return {"n": n, "r": r, "p": p, "memory_mib": 128 * r * n // 2 ** 20, "best_ms": round(best * 1e3, 1),
            "median_ms": round(median * 1e3, 1),
            "one_core_full_search_hours": {f"{d} digits": round(10 ** d * best / 3600, 1) for d in (4, 6, 8)},
            # The search is parallel: each guess needs only its own memory (issue 26, point 9). Cores at
            # this speed, each with its memory; half of it finds a PIN on average.
            "six_digits_full_search_hours_on": {f"{c} cores": round(10 ** 6 * best / 3600 / c, 2)
                                                for c in (8, 64)}}


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.pin_hash", description=__doc__.split("\n")[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--out", help="the JSON file (default bench/results/pin-hash-<date>.json)")
    args = p.parse_args(argv)
    before = machine()
    now = (supervisor_roster.SCRYPT_N, supervisor_roster.SCRYPT_R, supervisor_roster.SCRYPT_P)
    results = {"in use": timed(*now, args.runs), "before issue 18": timed(2 ** 14, 8, 1, args.runs)}
    after = machine()
    report = {"bench": "pin_hash", "when": datetime.now().isoformat(timespec="seconds"), "options": vars(args),
              "machine": before, "load_average_after": after["load_average"], "result": results}
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / f"pin-hash-{datetime.now():%Y-%m-%d-%H%M}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1, default=str) + "\n")
    for name, r in results.items():
        search = ", ".join(f"{k}: {v:,} h" for k, v in r["one_core_full_search_hours"].items())
        print(f"{name:<16} N=2**{r['n'].bit_length() - 1} r={r['r']} ({r['memory_mib']} MiB): best {r['best_ms']} ms, "
              f"median {r['median_ms']} ms a guess; a full search on one core: {search}; 6 digits on "
              + ", ".join(f"{k}: {v:,} h" for k, v in r["six_digits_full_search_hours_on"].items()))
    print(f"load average {before['load_average']} -> {after['load_average']}; results: {out}")
    return 0 if results["in use"]["best_ms"] >= 100 else 1


if __name__ == "__main__":
    sys.exit(main())
