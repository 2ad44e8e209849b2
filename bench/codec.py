"""The shoe codec's decoding rate on hostile lines (issue 18: ≥ 1 MB/s in every case).

A line flooded with frame starts makes the decoder test a header, and often a
checksum, at almost every byte; random bytes, a stream of good frames and the
densest header pattern there is ("A5 A5 5A": two of every three bytes start a
header whose LEN and ~LEN agree) are decoded in pieces as the serial driver
delivers them, best of a few runs.

    .venv/bin/python -m bench.codec [--mb 2] [--chunk 64]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Optional, Sequence

from bench.shoe import machine
from hardware.codec import FrameDecoder, encode

ROOT = Path(__file__).resolve().parent.parent


def lines(size: int) -> dict[str, bytes]:
    """Each hostile line, ``size`` bytes long."""
    rng = random.Random(18)
    frames = b"".join(encode(0x01, i % 65536, i, 0, bytes(rng.randrange(256) for _ in range(12)))
                      for i in range(size // 25 + 1))
    return {name: (pattern * (size // len(pattern) + 1))[:size] for name, pattern in {
        "frame starts (A5 A5 A5 …)": b"\xa5",
        "short headers (A5 08 F7 …)": b"\xa5\x08\xf7",
        "longest headers (A5 FF 00 …)": b"\xa5\xff\x00",
        "densest headers (A5 A5 5A …)": b"\xa5\xa5\x5a",
        "random bytes": rng.randbytes(size),
        "good frames": frames,
    }.items()}


def rate(data: bytes, chunk: int, runs: int) -> dict:
    best = float("inf")
    for _ in range(runs):
        decoder = FrameDecoder()
        reports = frames = 0
        t0 = time.perf_counter()
        for i in range(0, len(data), chunk):
            found, errors = decoder.feed(data[i:i + chunk])
            frames += len(found)
            reports += len(errors)
        found, errors = decoder.flush()
        best = min(best, time.perf_counter() - t0)
    return {"mb_per_s": round(len(data) / best / 1e6, 2), "frames": frames + len(found),
            "reports": reports + len(errors)}


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.codec", description=__doc__.split("\n")[0])
    p.add_argument("--mb", type=float, default=2.0, help="bytes of each line, in MB (default 2)")
    p.add_argument("--chunk", type=int, default=64, help="bytes a read delivers (default 64)")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--out", help="the JSON file (default bench/results/codec-<date>.json)")
    args = p.parse_args(argv)
    before = machine()
    results = {name: rate(data, args.chunk, args.runs) for name, data in lines(int(args.mb * 1e6)).items()}
    report = {"bench": "codec", "when": datetime.now().isoformat(timespec="seconds"), "options": vars(args),
              "machine": before, "result": results}
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / f"codec-{datetime.now():%Y-%m-%d-%H%M}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1, default=str) + "\n")
    for name, r in results.items():
        print(f"{name:<32} {r['mb_per_s']:6.2f} MB/s  ({r['frames']:,} frames, {r['reports']:,} reports)")
    print(f"load average {before['load_average']}; results: {out}")
    return 0 if min(r["mb_per_s"] for r in results.values()) >= 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
