"""Speed of the hand store (issue 6): durable appends, finding and loading a hand in a store of
one million hands, and verifying the chain.

    .venv/bin/python -m bench.store                       # builds the big store once (cached), then measures
    .venv/bin/python -m bench.store --hands 100000        # a smaller store (its own cache file)
    .venv/bin/python -m bench.store --rebuild --out bench/results/NAME.json

- Appending: ``HandStore.append`` of an action-sized event on a fresh store on
  the project's disk (not /tmp, which may be memory): canonical JSON, hash,
  one transaction, fsync (WAL, ``synchronous=FULL``). p50 and p99 over 2,000
  appends; also ``RecordedHand.apply`` (the engine's check first).
- The big store: one million hands, every event real and chained. A pool of
  hands is played through the engine and recorded by the store; the big store
  repeats them with new numbers, tables, dealers, times and player names, and
  every event's hash is computed as the store computes it (chain.py). It is
  written with the store's own schema, then kept in ``bench/.cache/`` (not
  committed) and reused while the build parameters are the same.
- Finding a hand by number (``find_hands(number=N)``) and loading it for
  replay (``load_hand(N)`` and ``rebuild()``: the engine state after its last
  event), for random hands: with the file's pages in the OS cache, and cold
  (the file's pages dropped from the cache with ``posix_fadvise`` before
  each lookup).
- Verifying: the full chain walk of ``dealer-app verify`` in events per
  second, SQLite's own page check on its own, and the start-up check.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # pragma: no cover - run as a script
    sys.path.insert(0, str(ROOT))

from dealer_app.store import STARTUP_EVENTS, open_for_reading, open_store, verify_store  # noqa: E402
from dealer_app.store.chain import GENESIS, canonical_json, event_bytes, link  # noqa: E402
from dealer_app.store.schema import migrate  # noqa: E402
from engine.actions import call, check, fold, raise_to  # noqa: E402
from engine.cards import shuffled_deck  # noqa: E402
from engine.games import GAMES, Structure  # noqa: E402
from engine.hand import HandConfig, PlayerSetup  # noqa: E402
from engine.rake import RakeRules  # noqa: E402
from engine.rules import Stakes  # noqa: E402

CACHE = ROOT / "bench" / ".cache"
FORMAT = 1                      # bump when the way the big store is built changes
MARK = "@@{}@@"                 # a pool player's name, replaced by a real one in each copy


def percentiles(samples: Sequence[float], scale: float) -> dict:
    ordered = sorted(samples)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] * scale
    return {"p50": statistics.median(ordered) * scale, "p90": at(0.90), "p99": at(0.99),
            "max": ordered[-1] * scale, "n": len(ordered)}


# --------------------------------------------------------------------- hands

def random_config(rng: random.Random) -> HandConfig:
    """A table as clubs run them: mostly Omaha pot limit and Hold'em, 2 to 9 players."""
    game = rng.choice(["omaha"] * 4 + ["omaha-hilo", "omaha5", "courchevel"] + ["holdem"] * 3)
    structure = Structure.POT_LIMIT if game != "holdem" else rng.choice([Structure.NO_LIMIT, Structure.FIXED_LIMIT])
    count = rng.randint(2, min(9, GAMES[game].max_players))
    seats = sorted(rng.sample(range(1, 10), count))
    players = tuple(PlayerSetup(MARK.format(i), rng.choice([400, 1000, 2500, 5000]), s) for i, s in enumerate(seats))
    rake = RakeRules(percent=5, cap=30) if rng.random() < 0.5 else RakeRules()
    return HandConfig(GAMES[game], structure, Stakes(5, 10, 10, 20), players, rake=rake)


def play(recorded, rng: random.Random) -> None:
    deck = [c for c in shuffled_deck(rng)]
    while not recorded.hand.is_complete:
        hand = recorded.hand
        if hand.phase == "deal":
            card = next(c for c in deck if c not in hand.seen)
            recorded.deal(card, read={"device": "shoe-1", "antenna": 1 + rng.randrange(4),
                                      "sequence": rng.randrange(65536), "raw": bytes(rng.randrange(256)
                                                                                     for _ in range(14))})
        elif hand.phase == "bet":
            lg = hand.legal()
            options = [check() if lg.can_check else call()] * 3 + [fold()] * 2
            if lg.can_raise:
                options += [raise_to(lg.min_raise_to), raise_to(lg.max_raise_to)]
            recorded.apply(rng.choice(options))
        else:
            recorded.show(next(p for p in hand.showdown_order() if p not in hand.shown))


def build_pool(count: int, seed: int) -> list[list[tuple[str, str]]]:
    """``count`` hands played through the engine and recorded by the store: (kind, payload) each."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        store = open_store(Path(folder) / "pool.sqlite", table="T", dealer="D")
        for _ in range(count):
            play(store.begin_hand(random_config(rng)), rng)
        rows = store._conn.execute("SELECT hand, kind, payload FROM events WHERE hand IS NOT NULL ORDER BY seq")
        pool: dict[int, list] = {}
        for hand, kind, payload in rows:
            pool.setdefault(hand, []).append((kind, payload))
        store.close()
    return list(pool.values())


def build_big_store(path: Path, hands: int, seed: int) -> dict:
    """``hands`` hands of real chained events, written with the store's schema."""
    started = time.perf_counter()
    pool = build_pool(400, seed)
    rng = random.Random(seed + 1)
    names = [f"{rng.choice(['Anne', 'Bruno', 'Chloe', 'David', 'Emma', 'Farid', 'Gilles', 'Hana', 'Ivan'])} "
             f"{rng.choice(['Martin', 'Bernard', 'Dubois', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon'])} {i}"
             for i in range(5000)]
    tmp = path.with_name(path.name + ".building")
    for leftover in (tmp, Path(str(tmp) + "-wal"), Path(str(tmp) + "-shm")):
        leftover.unlink(missing_ok=True)
    conn = sqlite3.connect(tmp, isolation_level=None)
    conn.execute("PRAGMA journal_mode = OFF")       # a cache being built, not a table's record
    conn.execute("PRAGMA synchronous = OFF")
    migrate(conn)
    seq, previous = 0, GENESIS
    utc = 1_735_725_600_000_000                     # 2025-01-01 10:00 UTC
    mono = 10**12
    events, index_hands, index_players, index_ends, index_access = [], [], [], [], []

    def add(kind, hand, table, dealer, text):
        nonlocal seq, previous, utc, mono
        seq += 1
        utc += rng.randrange(1_000_000, 4_000_000)
        mono += 3_000_000_000
        digest = link(previous, event_bytes(seq, kind, None, hand, table, dealer, utc, mono, text))
        events.append((seq, kind, None, hand, table, dealer, utc, mono, text, digest))
        previous = digest
        return seq

    def flush():
        conn.execute("BEGIN")
        conn.executemany("INSERT INTO events VALUES (?,?,?,?,?,?,?,?,?,?)", events)
        conn.executemany("INSERT INTO hands VALUES (?,?,?,?,?)", index_hands)
        conn.executemany("INSERT INTO hand_players VALUES (?,?,?,?)", index_players)
        conn.executemany("INSERT INTO hand_ends VALUES (?,?,?,?)", index_ends)
        conn.executemany("INSERT INTO access_log VALUES (?,?,?,?,?)", index_access)
        conn.execute("COMMIT")
        for rows in (events, index_hands, index_players, index_ends, index_access):
            rows.clear()

    add("store-created", None, "T1", "D1", canonical_json({"by": "D1", "schema": 2}))
    index_access.append((seq, utc, "store-created", "D1", "T1"))
    for number in range(1, hands + 1):
        table = f"T{1 + number % 10}"
        dealer = f"D-{100 + (number // 40) % 60}"
        if number % 500 == 1:
            who = f"Supervisor {rng.randrange(12)}"
            add("sign-in", None, table, dealer, canonical_json({"by": who, "role": "supervisor"}))
            index_access.append((seq, utc, "sign-in", who, table))
        template = pool[rng.randrange(len(pool))]
        start = json.loads(template[0][1])
        players = start["config"]["players"]
        chosen = rng.sample(names, len(players))
        start["number"] = number
        for p, name in zip(players, chosen):
            p["name"] = name
        first = add("hand-started", number, table, dealer, canonical_json(start))
        index_hands.append((number, table, None, first, utc))
        index_players.extend((number, i, p["seat"], p["name"]) for i, p in enumerate(players))
        for kind, text in template[1:]:
            for i, name in enumerate(chosen):
                text = text.replace(MARK.format(i), name)
            add(kind, number, table, dealer, text)
            if kind == "hand-ended":
                index_ends.append((number, seq, utc, "complete"))
        if len(events) > 200_000:
            flush()
            print(f"\r  building: {number:,} hands, {seq:,} events, {time.perf_counter() - started:.0f} s",
                  end="", flush=True)
    flush()
    conn.execute("UPDATE chain_head SET seq = ?, hash = ?", (seq, previous))
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("ANALYZE")
    conn.close()
    os.replace(tmp, path)
    print()
    return {"hands": hands, "events": seq, "pool": len(pool), "seconds": round(time.perf_counter() - started, 1),
            "bytes": path.stat().st_size}


def big_store(hands: int, seed: int, rebuild: bool) -> tuple[Path, dict]:
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"store-{hands}.sqlite"
    meta_path = CACHE / f"store-{hands}.json"
    wanted = {"format": FORMAT, "hands": hands, "seed": seed}
    if not rebuild and path.exists() and meta_path.exists():
        meta = json.loads(meta_path.read_text())
        if {k: meta.get(k) for k in wanted} == wanted:
            return path, meta
    print(f"building a store of {hands:,} hands in {path} (once; kept for the next runs)", flush=True)
    meta = {**wanted, **build_big_store(path, hands, seed)}
    meta_path.write_text(json.dumps(meta, indent=2) + "\n")
    return path, meta


# --------------------------------------------------------------------- measures

def measure_appends(count: int) -> dict:
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as folder:
        store = open_store(Path(folder) / "append.sqlite", table="T1", dealer="D-017")
        payload = {"input": ["apply", "raise", 105], "player": 2, "seat": 4, "name": "Chloé Martin", "did": "raise",
                   "amount": 95, "total": 105, "all_in": False}
        for _ in range(50):
            store.append("bench-action", payload)
        samples = []
        for _ in range(count):
            t0 = time.perf_counter()
            store.append("bench-action", payload)
            samples.append(time.perf_counter() - t0)
        # The table's path: the engine checks the action, then the store appends it.
        rng = random.Random(5)
        recorded_samples = []
        while len(recorded_samples) < count // 2:
            recorded = store.begin_hand(random_config(rng))
            deck = shuffled_deck(rng)
            while not recorded.hand.is_complete:
                hand = recorded.hand
                if hand.phase == "deal":
                    recorded.deal(next(c for c in deck if c not in hand.seen))
                elif hand.phase == "bet":
                    lg = hand.legal()
                    action = rng.choice([check() if lg.can_check else call(), call() if lg.to_call else check()])
                    t0 = time.perf_counter()
                    recorded.apply(action)
                    recorded_samples.append(time.perf_counter() - t0)
                else:
                    recorded.show(next(p for p in hand.showdown_order() if p not in hand.shown))
        store.close()
    return {"append": percentiles(samples, 1e3), "recorded_apply": percentiles(recorded_samples, 1e3)}


def drop_from_cache(path: Path) -> None:
    """Ask the OS to forget this file's pages (no effect on other files)."""
    for name in (path, Path(str(path) + "-wal")):
        if name.exists():
            fd = os.open(name, os.O_RDONLY)
            try:
                os.fsync(fd)
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def measure_lookups(path: Path, hands: int, count: int) -> dict:
    rng = random.Random(11)
    numbers = [rng.randrange(1, hands + 1) for _ in range(count)]
    out = {}
    for cold in (False, True):
        find, load, rebuild = [], [], []
        reader = open_for_reading(path)
        reader.find_hands(number=1)
        for n in numbers:
            if cold:
                drop_from_cache(path)
            find.append(timed(lambda: reader.find_hands(number=n)))
            if cold:
                drop_from_cache(path)
            holder = {}
            load.append(timed(lambda: holder.setdefault("hand", reader.load_hand(n))))
            rebuild.append(timed(lambda: holder["hand"].rebuild()))
        reader.close()
        key = "cold" if cold else "warm"
        out[f"find_by_number_{key}"] = percentiles(find, 1e3)
        out[f"load_for_replay_{key}"] = percentiles([a + b for a, b in zip(load, rebuild)], 1e3)
        out[f"load_events_{key}"] = percentiles(load, 1e3)
    reader = open_for_reading(path)
    out["last_10_hands"] = percentiles([timed(lambda: reader.last_hands(10)) for _ in range(50)], 1e3)
    some_name = reader._conn.execute("SELECT name FROM hand_players WHERE number = ?", (hands // 2,)).fetchone()[0]
    out["find_by_player_100"] = percentiles([timed(lambda: reader.find_hands(player=some_name)) for _ in range(20)],
                                            1e3)
    middle = reader._conn.execute("SELECT start_utc_us FROM hands WHERE number = ?", (hands // 2,)).fetchone()[0]
    day = datetime.fromtimestamp(middle / 1e6, timezone.utc).date()
    out["find_by_day_100"] = percentiles([timed(lambda: reader.find_hands(day=day, tz=timezone.utc))
                                          for _ in range(20)], 1e3)
    out["find_by_table_and_seat_100"] = percentiles([timed(lambda: reader.find_hands(table="T3", seat=4))
                                                     for _ in range(20)], 1e3)
    out["steps_of_a_hand"] = percentiles([timed(lambda: reader.replay_steps(rng.randrange(1, hands + 1)))
                                          for _ in range(50)], 1e3)
    reader.close()
    return out


def measure_startup(path: Path) -> dict:
    """The check open_store makes before the console starts (verify.py, recent events only)."""
    drop_from_cache(path)
    t0 = time.perf_counter()
    report = verify_store(path, recent=STARTUP_EVENTS, sqlite_check=False)
    cold = time.perf_counter() - t0
    assert report.intact, report.summary()
    warm = [timed(lambda: verify_store(path, recent=STARTUP_EVENTS, sqlite_check=False)) for _ in range(3)]
    return {"scope": report.scope, "cold_seconds": round(cold, 2), "warm_seconds": round(statistics.median(warm), 2)}


def measure_verify(path: Path) -> dict:
    """``dealer-app verify``: the whole chain walk, and SQLite's page check on its own (the replay of
    every hand that verify also makes: bench/verify.py)."""
    t0 = time.perf_counter()
    chain = verify_store(path, sqlite_check=False, replay=False)
    walk = time.perf_counter() - t0
    assert chain.intact, chain.summary()
    t0 = time.perf_counter()
    conn = sqlite3.connect(f"file:{path}?immutable=1", uri=True)
    quick = conn.execute("PRAGMA quick_check").fetchone()[0]
    conn.close()
    quick_seconds = time.perf_counter() - t0
    return {"events": chain.events, "chain_seconds": round(walk, 2), "events_per_second": round(chain.events / walk),
            "quick_check": quick, "quick_check_seconds": round(quick_seconds, 2)}


def machine() -> dict:
    from bench.report import machine as run_machine
    info = run_machine()
    info.pop("pokerkit", None)
    info.pop("phevaluator", None)
    info["sqlite"] = sqlite3.sqlite_version
    return info


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.store", description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands in the big store (default 1,000,000)")
    parser.add_argument("--appends", type=int, default=2000, help="durable appends timed")
    parser.add_argument("--lookups", type=int, default=300, help="random hands found and loaded")
    parser.add_argument("--rebuild", action="store_true", help="build the big store again")
    parser.add_argument("--skip-verify", action="store_true",
                        help="no full verify and page check (minutes on a big store); the start-up check still runs")
    parser.add_argument("--out", type=Path, help="JSON file (default bench/results/store-<date>.json)")
    args = parser.parse_args(argv)
    started = time.time()
    info = machine()
    print(f"{info['platform']}, Python {info['python']}, SQLite {info['sqlite']}, {info['cpu']} ×{info['cpu_count']}, "
          f"load {info['load_average']}", flush=True)
    results: dict = {}
    results["appends"] = measure_appends(args.appends)
    path, meta = big_store(args.hands, 2026, args.rebuild)
    results["store"] = meta
    results["lookups"] = measure_lookups(path, args.hands, args.lookups)
    results["startup"] = measure_startup(path)
    if not args.skip_verify:
        results["verify"] = measure_verify(path)
    info["load_average_end"] = os.getloadavg()
    document = {"command": "python -m bench.store " + " ".join(argv or sys.argv[1:]),
                "started": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(started)),
                "seconds": round(time.time() - started, 1), "machine": info, "results": results}
    out = args.out or ROOT / "bench" / "results" / ("store-" + time.strftime("%Y-%m-%d-%H%M", time.localtime(started))
                                                    + ".json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    print(report(results))
    print(f"\nwritten to {out}")
    return 0


def report(r: dict) -> str:
    def ms(stat: dict) -> str:
        return f"{stat['p50']:.2f} ms (p99 {stat['p99']:.2f})"
    lk = r["lookups"]
    lines = ["| measure | p50 (p99) | target | met? |", "|---|---|---|---|",
             f"| append one durable event (fsync) | {ms(r['appends']['append'])} | | |",
             f"| RecordedHand.apply: engine check + durable append | {ms(r['appends']['recorded_apply'])} | | |"]
    for key, label in (("find_by_number", "find a hand by number"),
                       ("load_for_replay", "load a hand for replay (events + engine rebuild)")):
        for temp in ("warm", "cold"):
            stat = lk[f"{key}_{temp}"]
            met = "yes" if stat["p99"] <= 20 else ("p50 yes, p99 no" if stat["p50"] <= 20 else "**no**")
            lines.append(f"| {label}, {r['store']['hands']:,} hands, {temp} cache | {ms(stat)} | ≤ 20 ms | {met} |")
    lines.append(f"| the last 10 hands | {ms(lk['last_10_hands'])} | | |")
    lines.append(f"| hands of one player (up to 100) | {ms(lk['find_by_player_100'])} | | |")
    lines.append(f"| hands of one day (up to 100) | {ms(lk['find_by_day_100'])} | | |")
    lines.append(f"| hands of one table and seat (up to 100) | {ms(lk['find_by_table_and_seat_100'])} | | |")
    lines.append(f"| every step of a hand with legal() (replay_steps) | {ms(lk['steps_of_a_hand'])} | | |")
    if "verify" in r:
        v = r["verify"]
        lines.append(f"| verify, chain walk | {v['events_per_second']:,} events/s ({v['events']:,} events in "
                     f"{v['chain_seconds']} s) | | |")
        lines.append(f"| SQLite quick_check of the file | {v['quick_check_seconds']} s | | |")
    st = r["startup"]
    lines.append(f"| start-up check ({st['scope']}, head, guards, their indexes) | {st['cold_seconds']} s cold, "
                 f"{st['warm_seconds']} s warm | | |")
    s = r["store"]
    lines.append(f"\nbig store: {s['hands']:,} hands, {s['events']:,} events, {s['bytes'] / 1e9:.2f} GB "
                 f"(built in {s['seconds']} s from a pool of {s['pool']} engine-played hands)")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
