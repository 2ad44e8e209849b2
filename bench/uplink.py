"""The uplink in daily operation (issue 25, items 8 and 9), on this machine with one throw-away PostgreSQL.

    .venv/bin/python -m bench.uplink                      # about 2 minutes
    .venv/bin/python -m bench.uplink --outage 40 --out bench/results/uplink-NAME.json

- **The table's append with its uplink**: ``HandStore.append`` of an
  action-sized event (bench/store.py's), p50/p99 over ``--appends``, with no
  uplink, with the uplink polling every 0.5 s (the console before issue 25),
  and with the uplink woken by each commit (the console now: the store's
  ``on_commit``), both sending to the server as the table appends: the
  table's own time must not grow by more than 10 %.
- **Catch-up after an outage**: a table deals while the server is stopped
  for ``--outage`` seconds (40), then the server is started again; the time
  from the server answering (pg_ctl start returned: it accepts connections)
  to the central head equal to the store's. With the health check (now:
  back-off capped at 5 s while the server answers, a down server pinged every
  second and no round tried until it answers) and without it
  (``server_answers`` always False: a round only every ``max_backoff``, 30 s,
  the worst case should the ping itself fail). Before issue 25 (a doubling
  back-off with no health check) the same outage caught up 16-21 s late.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from central_helpers import ThrowawayPostgres, install_postgres  # noqa: E402

from bench.stats import nearest_rank  # noqa: E402
from dealer_app.central.migrate import init  # noqa: E402

PAYLOAD = {"input": ["apply", "raise", 105], "player": 2, "seat": 4, "name": "Chloé Martin", "did": "raise",
           "amount": 95, "total": 105, "all_in": False}


def ms(values) -> dict:
    return {"n": len(values), "p50_ms": round(nearest_rank(values, 50) * 1000, 3),
            "p99_ms": round(nearest_rank(values, 99) * 1000, 3)}


def appends(url: str, folder: Path, mode: str, count: int) -> dict:
    from dealer_app.central.uplink import Uplink
    from dealer_app.store import open_store
    store = open_store(folder / f"append-{mode}.sqlite", table="T1", dealer="D-017")
    uplink = None
    if mode != "none":
        uplink = Uplink(store.path, url, fetch_checkpoints=False, poll=0.5 if mode == "polled" else 2.0)
        if mode == "woken":
            store.on_commit = uplink.wake
        uplink.start()
    try:
        for _ in range(50):
            store.append("bench-action", PAYLOAD)
        samples = []
        for _ in range(count):
            t0 = time.perf_counter()
            store.append("bench-action", PAYLOAD)
            samples.append(time.perf_counter() - t0)
            time.sleep(0.002)             # a table's pace is far slower; the uplink gets its turn between
    finally:
        if uplink is not None:
            uplink.close()
        store.close()
    return ms(samples)


def outage(server: ThrowawayPostgres, url: str, folder: Path, seconds: float, health: bool) -> dict:
    from dealer_app.central.uplink import Uplink, StoreOutbox
    from dealer_app.store import open_store
    from store_helpers import play
    import psycopg
    store = open_store(folder / f"outage-{health}.sqlite", table="T1", dealer="D-017")
    play(store, 1)
    uplink = Uplink(store.path, url, fetch_checkpoints=False, max_backoff=30.0)
    if not health:
        uplink.server_answers = lambda: False
    store.on_commit = uplink.wake
    uplink.start()
    sid = StoreOutbox(store.path).store_id()

    def central_head() -> int:
        with psycopg.connect(url) as conn:
            row = conn.execute("SELECT head FROM central.store_head(%s)", (sid,)).fetchone()
        return row[0]
    try:
        deadline = time.monotonic() + 10
        while central_head() < store.head()[0] and time.monotonic() < deadline:
            time.sleep(0.05)
        server.stop()
        stopped = time.monotonic()
        seed = 2
        while time.monotonic() - stopped < seconds:          # the table deals on through the outage
            play(store, seed)
            seed += 1
            time.sleep(1.0)
        server.start()
        back = time.monotonic()
        while central_head() < store.head()[0]:
            time.sleep(0.05)
        caught = time.monotonic() - back
    finally:
        uplink.close()
        store.close()
    return {"outage_s": seconds, "health_check": health, "hands_dealt_offline": seed - 2,
            "catch_up_after_server_answers_s": round(caught, 2)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--appends", type=int, default=2000)
    p.add_argument("--outage", type=float, default=40.0)
    p.add_argument("--skip-appends", action="store_true")
    p.add_argument("--skip-outage", action="store_true")
    p.add_argument("--out")
    args = p.parse_args(argv)
    bin_dir = install_postgres()
    if bin_dir is None:
        print("PostgreSQL is not installed (apt-get install postgresql)", file=sys.stderr)
        return 2
    server = ThrowawayPostgres(bin_dir)
    results = {"load_before": os.getloadavg(), "cpus": os.cpu_count()}
    try:
        url = server.create_database("uplink")
        init(url)
        uplink_url = url.replace("postgres@", "dealer_uplink@")
        with tempfile.TemporaryDirectory(prefix="bench-uplink-", dir=ROOT / "bench") as tmp:
            if not args.skip_appends:
                results["append"] = {mode: appends(uplink_url, Path(tmp), mode, args.appends)
                                     for mode in ("none", "polled", "woken")}
                print("append:", results["append"], flush=True)
            if not args.skip_outage:
                results["outage"] = [outage(server, uplink_url, Path(tmp), args.outage, health)
                                     for health in (True, False)]
                print("outage:", results["outage"], flush=True)
    finally:
        server.destroy()
    results["load_after"] = os.getloadavg()
    print(json.dumps(results, indent=2))
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
