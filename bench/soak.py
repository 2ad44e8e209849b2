"""A table dealing for an evening with the floor station open on its board (issue 24): no crash, memory flat.

    nice -n 19 .venv/bin/python -m bench.soak                     # 8 simulated hours at 10x: 48 minutes
    .venv/bin/python -m bench.soak --hours 0.2                    # 72 seconds, to check that it works
    DISPLAY=:38 QT_QPA_PLATFORM=xcb nice -n 19 .venv/bin/python -m bench.soak    # on an X server (Xvfb)

Two processes as in a room, and this one watching them:

- **the table**: the console's own code path (dealer_app/console/app.py): ``open_table`` on a hand store,
  a session opened from the French levy preset (Omaha Pot Limit 5/10), six players drawn to their seats
  with 1,000 each, the simulated shoe on a pty through ``ShoeConnection`` (as bench/console.py), the
  window ``build_window`` makes, shown at 1600x1000, and the central uplink to the throw-away PostgreSQL
  (``start_uplink``, ``central_roster``). A dealer presses a key every ``2 / --speed`` seconds (a real
  table: a card or an act about every 2 s; at 10x every 0.2 s): tests/soak_screens.py's ``KeyDealer``,
  seeded: each card asked of the shoe (Space), folds, checks, calls and raises typed (the pot-limit
  maximum 3 times in 10), the hands shown (S) and the pots pushed (P), a new hand (N), and a player
  below a big blind buying 1,000 again between hands.
- **the station**: ``dealer-app floor``'s window (tests/soak_screens.py ``open_station``), signed in
  through its gate by keys, on the room board: RoomBoard refreshing on each notification of the table's
  uplink and by its 3 s poll, the board redrawn every second by its timer; the supervisor moves along
  the rows now and then.
- **this process**: the PostgreSQL (tests/central_helpers.py ``ThrowawayPostgres``), the central
  schema and supervisor M-01 on its roster; it reads both children's VmRSS from /proc/PID/status every
  ``--sample`` seconds (60; a twelfth of a short run), and each child's own line printed at the same
  pace: its reference counts of None, True and False (after a ``gc.collect()``) and its counters.

At the end each child is told to stop (a line on its standard input), closes its windows, prints its
last line and must exit 0; a child that dies (an abort such as PySide6 6.12.0's ``none_dealloc``, a
signal, an exception) is a crash. Reported (and written to ``bench/results/soak-<date>.json``): hands
dealt, the table's events (its store's head) and how many reached the central record, board refreshes
and redraws, start/end/max RSS of each process, the RSS slope after the warm-up (the first tenth of
the run; least squares, MB per simulated hour), of VmRSS and of its anonymous part (RssAnon: the heap; VmRSS
also counts library pages the kernel drops and reads back for other programs), the refcounts at the start, after the warm-up and at
the end, crashes, and a verdict. Memory is *flat* when the anonymous slope is within ``TABLE_SLOPE`` for the table
(its session keeps its record in memory by design, about 20 kB a hand, some 35 hands a simulated hour:
0.7 MB/h) and ``STATION_SLOPE`` for the station (it keeps nothing that grows with the evening).
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Optional

ROOT = Path(__file__).resolve().parent.parent
for _folder in (ROOT / "tests", ROOT):           # the tests' drivers are imported, not copied (bench/faults.py)
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

TABLE_SLOPE = 1.5        # MB per simulated hour (the session's record: about 0.7)
STATION_SLOPE = 0.5
JUDGED_FROM = 2.0        # simulated hours: a shorter run checks the bench, its slope is the caches filling
DRAIN = 1_000            # references a count may fall between the warm-up and the end (tests/soak_verdict.py)
SUPERVISOR, PIN = "M-01", "730519"
SECONDS_A_STEP = 2.0     # a real table: a card or an act about every 2 s


# ------------------------------------------------------------------ the children

def _stop_requested() -> threading.Event:
    """Set when the parent writes a line (or closes) our standard input."""
    stop = threading.Event()

    def read() -> None:
        sys.stdin.readline()
        stop.set()
    threading.Thread(target=read, name="stop-reader", daemon=True).start()
    return stop


def _say(kind: str, **values) -> None:
    from soak_screens import singletons
    gc.collect()
    print(json.dumps({"kind": kind, "t": round(time.monotonic(), 1), "refcounts": singletons(), **values}),
          flush=True)


def _record_size(session) -> dict:
    """The session's record kept in memory (engine/session/table.py): entries and about how many kB."""
    entries = session._record
    size = sum(sys.getsizeof(e) + sum(sys.getsizeof(v) for v in e.values()) for e in entries)
    return {"entries": len(entries), "kb": round(size / 1024)}


# A French room's bad beat jackpot (RULES.md 12): an increment recorded with every hand's end.
JACKPOT = "\n[jackpot]\non = true\npercent = 1.0\nstart = 1000\n"


def table_child(args) -> int:
    """The table: the console's code path, dealt by keys at one step every ``step`` seconds."""
    from PySide6.QtWidgets import QApplication

    from dealer_app.console.app import central_roster, start_uplink
    from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
    from soak_screens import KeyDealer, open_console
    from ui.main_window import MainWindow
    from soak_screens import Counter
    app = QApplication.instance() or QApplication([])
    redraws = Counter(MainWindow, "refresh")
    stop = _stop_requested()
    shoe = ShoeConnection.start(ShoeOptions(sim_seed=args.seed))
    controller, window = open_console(Path(args.folder), source=shoe.source,
                                      extra=JACKPOT if args.jackpot else "")
    shoe.attach(controller.on_source_event)
    uplink = start_uplink(window, controller.store.path, args.central)
    central_roster(controller, uplink, window)
    deadline = time.monotonic() + 15
    while "connected" not in str(controller.view().card_source) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    dealer = KeyDealer(window, controller, args.seed)

    def counters() -> dict:
        head = controller.store.head()[0]
        return {"hands": dealer.counts["hands"], "steps": steps, "events": head,
                "central_head": uplink.status.central_head or 0, "uplink": uplink.status.state,
                "redraws": redraws.count, "dealt": dealer.counts, "record": _record_size(controller.record.session),
                "platform": app.platformName()}
    steps = 0
    _say("start", **counters())
    next_step = next_say = time.monotonic()
    while not stop.is_set():
        now = time.monotonic()
        if now >= next_step:
            dealer.step()
            steps += 1
            next_step += args.step
            if next_step < now:                  # behind (a slow machine): no burst to catch up
                next_step = now + args.step
        if now >= next_say:
            _say("status", **counters())
            next_say += args.sample
        app.processEvents()
        time.sleep(min(0.01, max(0.0, next_step - time.monotonic())))
    deadline = time.monotonic() + 15                 # what was dealt reaches the central record first
    while time.monotonic() < deadline and (uplink.status.central_head or 0) < controller.store.head()[0]:
        app.processEvents()
        time.sleep(0.05)
    _say("end", **counters())
    window.close()
    uplink.close()
    shoe.close()
    controller.close()
    app.processEvents()
    return 0


def station_child(args) -> int:
    """The floor station, signed in, on its board, as long as the evening."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from dealer_app.floor.board import RoomBoard
    from soak_screens import Counter, open_station, press
    from ui.floor.room_board import RoomBoardWidget
    app = QApplication.instance() or QApplication([])
    redraws, refreshes = Counter(RoomBoardWidget, "redraw"), Counter(RoomBoard, "refresh")
    stop = _stop_requested()
    window, board = open_station(args.central, SUPERVISOR, PIN, args.poll)
    rng = random.Random(args.seed)

    def counters() -> dict:
        view = board.view()
        return {"refreshes": refreshes.count, "redraws": redraws.count, "rows": len(view.lines),
                "live": view.live, "hands_on_board": [line.hand for line in view.lines],
                "reconnects": board.reconnects, "platform": app.platformName()}
    _say("start", **counters())
    next_say = next_move = time.monotonic()
    while not stop.is_set():
        now = time.monotonic()
        if now >= next_say:
            _say("status", **counters())
            next_say += args.sample
        if now >= next_move:                          # the supervisor looks along the rows now and then
            press(window, rng.choice((Qt.Key.Key_Down, Qt.Key.Key_Up)))
            next_move = now + rng.uniform(5, 30)
        app.processEvents()
        time.sleep(0.02)
    _say("end", **counters())
    window.close()
    board.stop()
    window.hands.close()
    app.processEvents()
    return 0


# ------------------------------------------------------------------ the parent

class Child:
    """A child process and what it said: its lines (JSON) read by a thread, its RSS sampled from here."""

    def __init__(self, name: str, argv: list[str]):
        self.name = name
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
        self.stderr = tempfile.TemporaryFile(mode="w+")
        self.proc = subprocess.Popen([sys.executable, "-m", "bench.soak", *argv], cwd=ROOT, env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)
        self.lines: list[dict] = []
        self.rss: list[tuple[float, int, int]] = []     # (seconds since the start, VmRSS kB, RssAnon kB)
        threading.Thread(target=self._read, name=f"{name}-lines", daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            if line.startswith("{"):
                self.lines.append(json.loads(line))

    def sample(self, at: float) -> None:
        from soak_screens import memory_kb
        if self.proc.poll() is None:
            try:
                kb = memory_kb(str(self.proc.pid))
                self.rss.append((at, kb["rss"], kb.get("anon", 0)))
            except (OSError, RuntimeError):
                pass

    def started(self) -> bool:
        return any(line["kind"] == "start" for line in self.lines)

    def stop(self, timeout: float = 60) -> int:
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write("stop\n")
                self.proc.stdin.flush()
            except BrokenPipeError:
                pass
        try:
            code = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait()
        time.sleep(0.2)                                  # the reader thread takes the last line
        return code

    def errors(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read()[-4000:]


def slope(points: list[tuple[float, float]]) -> Optional[float]:
    """Least-squares slope of y over x; None with fewer than two points."""
    if len(points) < 2:
        return None
    n = len(points)
    mx, my = sum(x for x, _ in points) / n, sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return None if sxx == 0 else sum((x - mx) * (y - my) for x, y in points) / sxx


def memory(child: Child, speed: float, warm_up_s: float) -> dict:
    """Start, end and max of VmRSS and of its anonymous part (MB), and the slope of each after the warm-up in
    MB per simulated hour (tests/soak_screens.py ``memory_kb`` says why both)."""
    if not child.rss:
        return {}
    out: dict = {"samples": len(child.rss)}
    for index, name in ((1, "rss"), (2, "anon")):
        mb = [(row[0], row[index] / 1024) for row in child.rss]
        after = [(t * speed / 3600, m) for t, m in mb if t >= warm_up_s]
        per_hour = slope(after)
        out[name] = {"start_mb": round(mb[0][1], 1), "warm_mb": round(after[0][1], 1) if after else None,
                     "end_mb": round(mb[-1][1], 1), "max_mb": round(max(m for _, m in mb), 1),
                     "slope_mb_per_simulated_hour": None if per_hour is None else round(per_hour, 3)}
    return out


def refcounts(child: Child, warm_up_s: float) -> dict:
    said = [line for line in child.lines if "refcounts" in line]
    if not said:
        return {}
    t0 = said[0]["t"]
    warm = next((line for line in said if line["t"] - t0 >= warm_up_s), said[-1])
    return {"start": said[0]["refcounts"], "warm": warm["refcounts"], "end": said[-1]["refcounts"],
            "end_said": said[-1]["kind"]}


def drained(counts: dict) -> list[str]:
    if not counts:
        return []
    return [f"{name} fell by {counts['warm'][name] - counts['end'][name]:,}" for name in ("None", "True", "False")
            if counts["warm"][name] - counts["end"][name] > DRAIN]


def run(args) -> dict:
    from central_helpers import ThrowawayPostgres, install_postgres, table_login
    from dealer_app.central import roster as central
    from dealer_app.central.migrate import init
    import psycopg
    bin_dir = install_postgres()
    if bin_dir is None:
        raise SystemExit("PostgreSQL is not installed (apt-get install postgresql)")
    wall = args.hours * 3600 / args.speed
    sample = args.sample or min(60.0, max(2.0, wall / 12))
    warm_up = wall / 10
    server = ThrowawayPostgres(bin_dir)
    children: list[Child] = []
    result: dict = {}
    codes: dict[str, Optional[int]] = {}
    started = time.monotonic()
    try:
        url = server.create_database("soak")
        init(url)
        with psycopg.connect(url, autocommit=True) as conn:
            central.put(conn, SUPERVISOR, "Marie", PIN, "added")
        cache = ROOT / "bench" / ".cache"          # the project's disk (/tmp may be memory, with no fsync cost)
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="soak-", dir=cache) as folder:
            common = ["--seed", str(args.seed), "--sample", str(sample)]
            station = Child("station", ["station", "--central", url.replace("postgres@", "dealer_floor@"),
                                        "--poll", "3", *common])
            children.append(station)
            # The soak's table is S1 (tests/soak_screens.py), with its own login as a room sets it up.
            table = Child("table", ["table", "--central", table_login(url, "S1"),
                                    "--folder", folder, "--step", str(SECONDS_A_STEP / args.speed), *common,
                                    *(["--jackpot"] if args.jackpot else [])])
            children.append(table)
            deadline = time.monotonic() + 120
            while not all(c.started() for c in children) and time.monotonic() < deadline:
                if any(c.proc.poll() is not None for c in children):
                    break
                time.sleep(0.2)
            started = time.monotonic()
            print(f"soak: {args.hours} simulated hours at {args.speed}x: {wall / 60:.1f} minutes, RSS every "
                  f"{sample:.0f} s", flush=True)
            while time.monotonic() - started < wall and all(c.proc.poll() is None for c in children):
                at = time.monotonic() - started
                for c in children:
                    c.sample(at)
                if len(table.rss) % max(1, int(600 / sample)) == 1:
                    last = table.lines[-1] if table.lines else {}
                    print(f"  {at / 60:5.1f} min: table {table.rss[-1][1] / 1024:.1f} MB ({table.rss[-1][2] / 1024:.1f} "
                          f"anonymous), {last.get('hands', 0)} hands; station {station.rss[-1][1] / 1024:.1f} MB "
                          f"({station.rss[-1][2] / 1024:.1f})", flush=True)
                time.sleep(min(sample, max(0.1, wall - (time.monotonic() - started))))
            for c in children:
                c.sample(time.monotonic() - started)
            codes.update({c.name: c.stop() for c in reversed(children)})   # the table first, then the station
    finally:
        for c in children:
            if c.proc.poll() is None:
                c.proc.kill()
        server.destroy()
    for c in children:
        last = c.lines[-1] if c.lines else {}
        errors = c.errors()
        crashed = codes.get(c.name) != 0 or "Fatal Python error" in errors or last.get("kind") != "end"
        result[c.name] = {"exit": codes.get(c.name), "crashed": crashed, "stderr": errors[-2000:] if crashed else "",
                          "memory": memory(c, args.speed, warm_up), "refcounts": refcounts(c, warm_up),
                          "last": {k: v for k, v in last.items() if k not in ("refcounts",)},
                          "rss_kb": c.rss}
    seconds = max(c.rss[-1][0] for c in children if c.rss) if any(c.rss for c in children) else 0.0
    result["wall_seconds"] = round(seconds, 1)
    result["simulated_hours"] = round(seconds * args.speed / 3600, 2)
    return result


def verdict(result: dict) -> tuple[bool, str]:
    crashes = [name for name in ("table", "station") if result[name]["crashed"]]
    problems = [f"{name} crashed" for name in crashes]
    judged = result["simulated_hours"] >= JUDGED_FROM
    for name, bound in (("table", TABLE_SLOPE), ("station", STATION_SLOPE)):
        s = result[name]["memory"].get("anon", {}).get("slope_mb_per_simulated_hour")
        if not judged:
            pass
        elif s is None:
            problems.append(f"{name}: no memory samples")
        elif s > bound:
            problems.append(f"the {name}'s anonymous memory grows {s:.2f} MB per simulated hour (flat: at most {bound})")
        problems += [f"{name}: {d}" for d in drained(result[name]["refcounts"])]
    if not problems and not judged:
        return True, (f"PASS: no crash; None, True and False kept their references (memory not judged: under "
                      f"{JUDGED_FROM} simulated hours, the caches still filling)")
    if not problems:
        slopes = {name: result[name]["memory"]["anon"]["slope_mb_per_simulated_hour"] for name in ("table", "station")}
        return True, (f"PASS: no crash; memory flat (anonymous memory: table {slopes['table']:+.2f}, station "
                      f"{slopes['station']:+.2f} MB per simulated hour); None, True and False kept their references")
    return False, "FAIL: " + "; ".join(problems)


def report(result: dict, args) -> str:
    t, s = result["table"], result["station"]
    tl, sl = t["last"], s["last"]
    lines = [f"{result['simulated_hours']} simulated hours at {args.speed}x in {result['wall_seconds'] / 60:.1f} minutes "
             f"({tl.get('platform', '?')})",
             f"table: {tl.get('hands', 0):,} hands, {tl.get('steps', 0):,} steps, {tl.get('events', 0):,} events in its "
             f"store, {tl.get('central_head', 0):,} on the central record; {tl.get('redraws', 0):,} redraws; the "
             f"session's record {tl.get('record', {}).get('entries', 0):,} entries (~{tl.get('record', {}).get('kb', 0):,} kB)",
             f"station: {sl.get('refreshes', 0):,} board refreshes, {sl.get('redraws', 0):,} redraws, "
             f"{sl.get('rows', 0)} row(s), live {sl.get('live')}, {sl.get('reconnects', 0)} reconnects"]
    for name, part in (("table", t), ("station", s)):
        r = part["refcounts"]
        for kind, words in (("rss", "VmRSS"), ("anon", "RssAnon")):
            m = part["memory"].get(kind, {})
            lines.append(f"{name} {words}: start {m.get('start_mb')} MB, after warm-up {m.get('warm_mb')}, end "
                         f"{m.get('end_mb')}, max {m.get('max_mb')}; slope {m.get('slope_mb_per_simulated_hour')} "
                         f"MB/simulated h")
        if r:
            lines.append(f"{name} refcounts None/True/False: start {list(r['start'].values())}, after warm-up "
                         f"{list(r['warm'].values())}, end {list(r['end'].values())}")
        lines.append(f"{name}: exit {part['exit']}, " + ("CRASHED: " + part["stderr"][-500:] if part["crashed"]
                                                          else "no crash"))
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("role", nargs="?", choices=("table", "station"), help=argparse.SUPPRESS)   # the children
    p.add_argument("--hours", type=float, default=8.0, help="simulated hours (default 8)")
    p.add_argument("--speed", type=float, default=10.0, help="times a real table's pace (default 10)")
    p.add_argument("--seed", type=int, default=24)
    p.add_argument("--sample", type=float, help="seconds between samples (default 60; a twelfth of a short run)")
    p.add_argument("--out", help="JSON file (default bench/results/soak-<date>.json)")
    p.add_argument("--jackpot", action="store_true",
                   help="the session with a bad beat jackpot (1 %% of each pot after the levy): its increment, "
                        "its line and its records every hand")
    p.add_argument("--central", help=argparse.SUPPRESS)
    p.add_argument("--folder", help=argparse.SUPPRESS)
    p.add_argument("--step", type=float, default=0.2, help=argparse.SUPPRESS)
    p.add_argument("--poll", type=float, default=3.0, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.role == "table":
        return table_child(args)
    if args.role == "station":
        return station_child(args)
    load_before = os.getloadavg()
    result = {"bench": "soak", "when": datetime.now().isoformat(timespec="seconds"),
              "machine": {"platform": platform.platform(), "python": platform.python_version(),
                          "executable": sys.executable, "cpu_count": os.cpu_count(),
                          "load_average_before": load_before, "qt_qpa_platform": os.environ["QT_QPA_PLATFORM"],
                          "display": os.environ.get("DISPLAY", "")},
              "options": {"hours": args.hours, "speed": args.speed, "seed": args.seed},
              "bounds": {"table_slope_mb_per_simulated_hour": TABLE_SLOPE,
                         "station_slope_mb_per_simulated_hour": STATION_SLOPE, "refcount_fall": DRAIN}}
    import PySide6
    result["machine"]["pyside6"] = PySide6.__version__
    result.update(run(args))
    result["machine"]["load_average_after"] = os.getloadavg()
    ok, said = verdict(result)
    result["verdict"] = said
    print(report(result, args))
    print(said)
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / f"soak-{datetime.now():%Y-%m-%d-%H%M}.json"
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"results: {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
