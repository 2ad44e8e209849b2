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
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # pragma: no cover - run as a script
    sys.path.insert(0, str(ROOT))


def percentiles(values: list[float]) -> dict[str, float]:
    """p50/p95/p99/max by the nearest-rank method (no interpolation: a real sample each)."""
    if not values:
        return {}
    ordered = sorted(values)

    def rank(p: float) -> float:
        return ordered[min(len(ordered) - 1, max(0, int(-(-p * len(ordered) // 100)) - 1))]
    return {"n": len(ordered), "p50": rank(50), "p95": rank(95), "p99": rank(99), "max": ordered[-1]}


def read_to_repaint(cards: int, rate: float, seed: int) -> dict[str, Any]:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from dealer_app.console import build_controller
    from dealer_app.shoe_bridge import ShoeConnection, ShoeOptions
    from hardware.source import CardRead
    from ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    shoe = ShoeConnection.start(ShoeOptions(sim_seed=seed))
    controller = build_controller(source=shoe.source)
    pending: list[float] = []          # host_time of reads handled, not yet painted
    latencies: list[float] = []
    reads = 0

    def on_event(event) -> None:
        nonlocal reads
        controller.on_source_event(event)
        if isinstance(event, CardRead):
            reads += 1
            pending.append(event.host_time)
    shoe.attach(on_event)
    window = MainWindow(controller)
    window.resize(1600, 1000)

    class Painted(QObject):
        def eventFilter(self, obj, ev):            # noqa: N802 (Qt's name)
            if ev.type() == QEvent.Type.UpdateRequest and obj is window:
                handled = obj.event(ev)            # paint and flush now, then stamp
                now = time.time()
                latencies.extend(now - t for t in pending)
                pending.clear()
                return handled or True
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
    ms = [x * 1000 for x in latencies]
    return {"cards_asked": asked, "cards_read": reads, "lost": asked - reads, "unpainted": len(pending),
            "refusals": refusals[:5], "seconds": round(seconds, 1), "rate": rate,
            "platform": app.platformName(), "latency_ms": percentiles(ms)}


def cold_starts(starts: int) -> dict[str, Any]:
    app = ROOT / ".venv" / "bin" / "dealer-app"
    command = [str(app)] if app.exists() else [sys.executable, "-m", "dealer_app"]
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(starts):
            target = Path(tmp) / f"start-{i}.png"
            t0 = time.monotonic()
            done = subprocess.run(command + ["--screenshot", str(target)], capture_output=True, text=True,
                                  timeout=120, cwd=tmp)
            took = time.monotonic() - t0
            if done.returncode != 0 or not target.exists():
                return {"error": (done.stdout + done.stderr)[-2000:], "seconds": times}
            times.append(took)
    return {"command": " ".join(Path(c).name for c in command) + " --screenshot PATH",
            "seconds": percentiles(times)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="read-to-repaint latency and cold start of the console")
    p.add_argument("--cards", type=int, default=1000)
    p.add_argument("--rate", type=float, default=20.0, help="cards a second (default 20)")
    p.add_argument("--starts", type=int, default=10)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--out", help="JSON file (default bench/results/console-<date>-<platform>.json)")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    load_before = os.getloadavg()
    result = {"bench": "console", "when": datetime.now().isoformat(timespec="seconds"),
              "machine": {"platform": platform.platform(), "python": platform.python_version(),
                          "cpu_count": os.cpu_count(), "load_average_before": load_before},
              "read_to_repaint": read_to_repaint(args.cards, args.rate, args.seed),
              "cold_start": cold_starts(args.starts) if args.starts else None}
    result["machine"]["load_average_after"] = os.getloadavg()
    r = result["read_to_repaint"]
    lat = r["latency_ms"]
    print(f"read to repaint ({r['platform']}, {r['cards_read']:,} of {r['cards_asked']:,} cards, lost {r['lost']}): "
          f"p50 {lat.get('p50', 0):.2f} ms, p95 {lat.get('p95', 0):.2f} ms, p99 {lat.get('p99', 0):.2f} ms, "
          f"max {lat.get('max', 0):.2f} ms")
    if result["cold_start"]:
        cs = result["cold_start"].get("seconds")
        if isinstance(cs, dict):
            print(f"cold start to a drawn window ({result['cold_start']['command']}): median {cs['p50']:.2f} s, "
                  f"max {cs['max']:.2f} s over {cs['n']}")
        else:
            print("cold start failed:", result["cold_start"].get("error"))
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / (
        f"console-{datetime.now():%Y-%m-%d-%H%M}-{os.environ['QT_QPA_PLATFORM']}.json")
    out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"results: {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return 0 if r["lost"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
