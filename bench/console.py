"""The console's own speed: card read to repaint, and cold start to a drawn window.

    .venv/bin/python -m bench.console                      # 1,000 cards at 20 a second, 10 cold starts
    .venv/bin/python -m bench.console --cards 200 --starts 3
    xvfb-run -a -s '-screen 0 1600x1000x24' env QT_QPA_PLATFORM=xcb .venv/bin/python -m bench.console

*Read to repaint*: the console's real path, in one process as the console
runs it: the simulated shoe on a real pty, the pyserial driver's worker
thread, the queued Qt signal, ``TableController.on_source_event``, the
window's labels and seats. The clock starts at the read's ``host_time``
(the driver decoded the frame) and stops when the window has *finished*
painting the change and handed it to the platform: the top-level window's
UpdateRequest is handled inside an event filter (paint and flush of the
backing store) and stamped after it returns. The dealer presses "Deal next
card" every 1/rate seconds (the controller asks the shoe for one card);
when the deal stops for betting every player folds to the big blind and a
new hand starts (the shoe gets NEW ROUND), as at a table.

*Cold start*: a fresh ``dealer-app --screenshot PATH`` process (the
practice table, built, shown, painted and grabbed to a PNG, then exit),
timed from spawn to exit: an upper bound of the start to a usable window.

Results go to ``bench/results/console-<date>.json``.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any, Optional

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # pragma: no cover - run as a script
    sys.path.insert(0, str(ROOT))

from bench.stats import nearest_rank  # noqa: E402


def percentiles(values: list[float]) -> dict[str, float]:
    """p50/p95/p99/max by the nearest-rank method (no interpolation: a real sample each)."""
    if not values:
        return {}
    return {"n": len(values), "p50": nearest_rank(values, 50), "p95": nearest_rank(values, 95),
            "p99": nearest_rank(values, 99), "max": max(values)}


def _store_controller(source, directory: Path):
    """A table with its hand store, as the console runs at a club: a session opened (the French levy
    preset, Omaha pot limit 5/10), six players drawn to their seats, every card and action appended
    and fsynced before the screen shows it."""
    from dealer_app.console.app import open_table, supervisor_desk
    from dealer_app.files.presets import preset_text
    from dealer_app.supervisors.roster import Roster

    roster = directory / "supervisors.json"
    Roster.load(roster).add("B-01", "Bench", "258013", by="bench", at_utc_us=1_790_000_000_000_000)
    controller = open_table(directory / "table.sqlite", "B1", "Bench", supervisor_desk(str(roster)),
                            lambda report: None, source=source)
    refusal = controller.open_session(preset_text("french-levy-500")) or controller.draw_seats(
        [{"name": name, "buy_in": 1000} for name in ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")], seed=2)
    if refusal:
        raise RuntimeError(str(refusal))
    return controller


def read_to_repaint(cards: int, rate: float, seed: int, store: Optional[Path] = None) -> dict[str, Any]:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from dealer_app.console.app import build_controller
    from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
    from hardware.source import CardRead
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    shoe = ShoeConnection.start(ShoeOptions(sim_seed=seed))
    controller = build_controller(source=shoe.source) if store is None else _store_controller(shoe.source, store)
    pending: list[float] = []          # host_time of reads handled, not yet painted
    latencies: list[float] = []
    # Where a card's time goes: (host_time, handler start, handler end, handler CPU) of each read.
    handled: list[tuple[float, float, float, float]] = []
    parts: dict[str, list[float]] = {"queue": [], "controller_and_redraw": [], "wait": [], "paint": [],
                                     "controller_and_redraw_cpu": [], "paint_cpu": []}
    reads = 0

    def on_event(event) -> None:
        nonlocal reads
        start, cpu = time.time(), time.thread_time()
        controller.on_source_event(event)
        if isinstance(event, CardRead):
            reads += 1
            pending.append(event.host_time)
            handled.append((event.host_time, start, time.time(), time.thread_time() - cpu))
    shoe.attach(on_event)
    window = MainWindow(controller)
    window.resize(1600, 1000)

    class Painted(QObject):
        def eventFilter(self, obj, ev):            # noqa: N802 (Qt's name)
            if ev.type() == QEvent.Type.UpdateRequest and obj is window:
                start, cpu = time.time(), time.thread_time()
                handled_ = obj.event(ev)           # paint and flush now, then stamp
                now, used_painting = time.time(), time.thread_time() - cpu
                latencies.extend(now - t for t in pending)
                pending.clear()
                for host, began, ended, used in handled:
                    for name, value in (("queue", began - host), ("controller_and_redraw", ended - began),
                                        ("wait", start - ended), ("paint", now - start),
                                        ("controller_and_redraw_cpu", used),
                                        ("paint_cpu", used_painting)):
                        parts[name].append(value)
                handled.clear()
                return handled_ or True
            return False

    painted = Painted()
    window.show()
    app.processEvents()
    window.installEventFilter(painted)
    deadline = time.monotonic() + 15
    while "connected" not in controller.view().card_source and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)

    asked = 0
    refusals: list[str] = []

    def tick() -> None:
        nonlocal asked
        if asked >= cards:
            app.quit()
            return
        h = controller.hand
        if h is not None and h.expected_card() is not None:
            if reads >= asked:                      # one card at a time, as a dealer pulls them
                refusal = controller.deal_next_card()
                if refusal:
                    refusals.append(refusal)
                else:
                    asked += 1
        elif h is not None and h.phase == "bet":
            while controller.hand.phase == "bet" and controller.hand.actor is not None:
                if controller.act("fold"):
                    break
        else:
            refusal = controller.new_hand()
            if refusal:
                refusals.append(refusal)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(int(1000 / rate))
    started = time.monotonic()
    app.exec()
    timer.stop()
    end = time.monotonic() + 2
    while pending and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
    seconds = time.monotonic() - started
    window.close()
    shoe.close()
    if store is not None:
        controller.close()
    ms = [x * 1000 for x in latencies]
    return {"cards_asked": asked, "cards_read": reads, "lost": asked - reads, "unpainted": len(pending),
            "refusals": refusals[:5], "seconds": round(seconds, 1), "rate": rate,
            "platform": app.platformName(), "store": store is not None, "latency_ms": percentiles(ms),
            # Wall time of each step (queue: read decoded to the GUI thread taking it; wait: handled to the
            # paint starting), and the GUI thread's CPU time in the two it spends: wall well above CPU is
            # the thread waiting for a core (the load of the machine), not work.
            "breakdown_ms": {name: percentiles([x * 1000 for x in values]) for name, values in parts.items()}}


def painted_per_card(cards: int) -> dict[str, Any]:
    """How much of the 1600×1000 window a card repaints: every widget's paint region, joined, in the
    window's coordinates (the practice table, no clock: a spy on every paint would slow the timed run)."""
    from PySide6.QtCore import QEvent, QObject, QPoint
    from PySide6.QtGui import QRegion
    from PySide6.QtWidgets import QApplication, QWidget

    from dealer_app.console.app import build_controller
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    controller = build_controller()
    window = MainWindow(controller)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    region = [QRegion()]

    class Spy(QObject):
        def eventFilter(self, obj, ev):            # noqa: N802 (Qt's name)
            if ev.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.window() is window:
                region[0] = region[0].united(ev.region().translated(obj.mapTo(window, QPoint(0, 0))))
            return False

    spy = Spy()
    app.installEventFilter(spy)
    areas = []
    while len(areas) < cards:
        h = controller.hand
        if h.expected_card() is not None:
            region[0] = QRegion()
            controller.deal_next_card()
            app.processEvents()
            areas.append(sum(r.width() * r.height() for r in region[0]))
        elif h.phase == "bet":
            while controller.hand.phase == "bet" and controller.hand.actor is not None:
                if controller.act("fold"):
                    break
        else:
            controller.new_hand()
        app.processEvents()
    app.removeEventFilter(spy)
    window.close()
    return {"window_px": window.width() * window.height(), "px": percentiles(areas)}


def cold_starts(starts: int) -> dict[str, Any]:
    app = ROOT / ".venv" / "bin" / "dealer-app"
    command = [str(app)] if app.exists() else [sys.executable, "-m", "dealer_app"]
    times = []
    # The code of this checkout, not whichever one the venv was installed from (a worktree has no
    # .venv of its own: its dealer-app would start the main checkout's console).
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(starts):
            target = Path(tmp) / f"start-{i}.png"
            t0 = time.monotonic()
            done = subprocess.run(command + ["--screenshot", str(target)], capture_output=True, text=True,
                                  timeout=120, cwd=tmp, env=env)
            took = time.monotonic() - t0
            if done.returncode != 0 or not target.exists():
                return {"error": (done.stdout + done.stderr)[-2000:], "seconds": times}
            times.append(took)
    return {"command": " ".join(Path(c).name for c in command) + " --screenshot PATH",
            "seconds": percentiles(times)}


def _read_to_repaint(args) -> dict[str, Any]:
    if not args.store:
        return read_to_repaint(args.cards, args.rate, args.seed)
    cache = ROOT / "bench" / ".cache"              # the project's disk: /tmp may be memory, with no fsync cost
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        return read_to_repaint(args.cards, args.rate, args.seed, store=Path(tmp))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="read-to-repaint latency and cold start of the console")
    p.add_argument("--cards", type=int, default=1000)
    p.add_argument("--rate", type=float, default=20.0, help="cards a second (default 20)")
    p.add_argument("--starts", type=int, default=10)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--out", help="JSON file (default bench/results/console-<date>-<platform>.json)")
    p.add_argument("--store", action="store_true",
                   help="a table with its hand store in bench/.cache (every card fsynced before it is shown)")
    p.add_argument("--label", default="", help="what code this is (kept in the results)")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    load_before = os.getloadavg()
    result = {"bench": "console", "when": datetime.now().isoformat(timespec="seconds"),
              "machine": {"platform": platform.platform(), "python": platform.python_version(),
                          "cpu_count": os.cpu_count(), "load_average_before": load_before},
              "code": {"root": str(ROOT), "label": args.label},
              "read_to_repaint": _read_to_repaint(args),
              "cold_start": cold_starts(args.starts) if args.starts else None,
              "painted_per_card": painted_per_card(200)}
    result["machine"]["load_average_after"] = os.getloadavg()
    r = result["read_to_repaint"]
    lat = r["latency_ms"]
    print(f"read to repaint ({r['platform']}, {r['cards_read']:,} of {r['cards_asked']:,} cards, lost {r['lost']}): "
          f"p50 {lat.get('p50', 0):.2f} ms, p95 {lat.get('p95', 0):.2f} ms, p99 {lat.get('p99', 0):.2f} ms, "
          f"max {lat.get('max', 0):.2f} ms")
    for name, q in r["breakdown_ms"].items():
        print(f"  {name}: p50 {q.get('p50', 0):.2f} ms, p99 {q.get('p99', 0):.2f} ms")
    if result["cold_start"]:
        cs = result["cold_start"].get("seconds")
        if isinstance(cs, dict):
            print(f"cold start to a drawn window ({result['cold_start']['command']}): median {cs['p50']:.2f} s, "
                  f"max {cs['max']:.2f} s over {cs['n']}")
        else:
            print("cold start failed:", result["cold_start"].get("error"))
    painted = result["painted_per_card"]
    print(f"repainted per card: p50 {painted['px']['p50']:,} px², max {painted['px']['max']:,} "
          f"(window {painted['window_px']:,})")
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / (
        f"console-{datetime.now():%Y-%m-%d-%H%M}-{os.environ['QT_QPA_PLATFORM']}.json")
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"results: {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return 0 if r["lost"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
