"""Instructions, not seconds: the engine's work counted by valgrind.

    .venv/bin/python -m bench.instructions [--only NAME ...] [--peers] [--out FILE]

Wall-clock medians on a shared two-core VM move by a third from one run to
the next (bench.run records the load), which hides any change smaller than
that. The number of machine instructions a piece of work executes does not
move: valgrind's cachegrind counts them (``Ir``) whatever else the machine is
doing. So a change is judged here, before and after, and bench.run says how
fast it is on the day.

Each measure runs a child Python twice under ``valgrind --tool=cachegrind
--cache-sim=no``: once doing the work ``k`` times and once ``2k`` times, after
the same set-up. The difference is the work alone (start-up, imports and the
set-up cancel out), divided by the units of work it did. ``--peers`` counts
pokerkit (and phevaluator) the same way on the same work, for the ratio; it is
slow (valgrind runs Python some 50 times slower), so the peers' replay uses
every 10th hand.

Instructions are not time (a cache miss costs more than an add), but on the
same interpreter two versions of the same Python code compare fairly by them.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Each measure: (what it counts, the units, the child's set-up, one unit of work ×
# REPEAT as a statement, units of work done by one REPEAT). The child runs the
# set-up, then the work REPEAT times.
_SETUP_PHH = """
from pathlib import Path
from engine import phh
from engine.replay import replay
folder = Path({folder!r})
texts = [p.read_text() for p in sorted(folder.rglob("*.phh"))]
texts = [t for t in texts if phh.loads(t).variant in phh.SUPPORTED_VARIANTS]
texts = texts[::{step}]
"""

_SETUP_PK_PHH = _SETUP_PHH + """
import pokerkit
both = []
for t in texts:
    try:
        for _ in pokerkit.HandHistory.loads(t):
            pass
    except Exception:
        continue
    both.append(t)
texts = both
"""

_SETUP_DEALS = """
import random
from engine.cards import shuffled_deck
from engine.ranking.evaluation import best_high, best_low, high_values, low_values
from engine.ranking.hand_names import describe_high, describe_low
rng = random.Random(4242)
deals = []
for _ in range({count}):
    deck = shuffled_deck(rng)
    deals.append((tuple(deck[:5]), [tuple(deck[5 + 4 * i:9 + 4 * i]) for i in range({players})]))
"""


def _per_hand(label: str, each: str, peer_each: str) -> dict:
    """A measure over every shared hand: ``each`` and pokerkit's ``peer_each``
    done to the text ``t`` of each hand (pokerkit on every 10th that it replays)."""
    return dict(label=label, unit="hand", setup=_SETUP_PHH, step=1,
                work="for t in texts:\n    " + each, units="len(texts)",
                peer="pokerkit", peer_setup=_SETUP_PK_PHH, peer_step=10,
                peer_work="for t in texts:\n    " + peer_each)


MEASURES = {
    "replay": _per_hand("read and replay one shared PHH hand (engine.phh.loads + engine.replay.replay)",
                        "replay(phh.loads(t))", "for _ in pokerkit.HandHistory.loads(t):\n        pass"),
    "read": _per_hand("read one shared PHH hand (engine.phh.loads alone)",
                      "phh.loads(t)", "pokerkit.HandHistory.loads(t)"),
    "floor": dict(
        label="the floor: read and replay one hand with the least work (bench/replay_floor.py)",
        unit="hand", setup=_SETUP_PHH + "from bench.replay_floor import floor_replay\n", step=1,
        work="for t in texts:\n    try:\n        floor_replay(t)\n    except Exception:\n        pass",
        units="len(texts)"),
    "evaluation": dict(
        label="one Omaha-high evaluation, a new random deal each (best_high)",
        unit="evaluation", setup=_SETUP_DEALS.format(count=20_000, players=1), step=None,
        work="for board, holes in deals:\n    best_high(holes[0], board, 'omaha')",
        units="len(deals)",
        peer="phevaluator",
        peer_setup=_SETUP_DEALS.format(count=20_000, players=1) + textwrap.dedent("""
            from phevaluator import evaluate_omaha_cards
            phe = [tuple(c.index for c in board) + tuple(c.index for c in holes[0]) for board, holes in deals]
            """),
        peer_step=None,
        peer_work="for cards in phe:\n    evaluate_omaha_cards(*cards)"),
    "showdown_hilo": dict(
        label="9-player PLO hi-lo showdown (bench.showdown: pots, 9 highs, 9 lows, shares)",
        unit="showdown", setup=_SETUP_DEALS.format(count=2_000, players=9) + textwrap.dedent("""
            from bench.showdown import omaha_hilo_showdown
            contributions, folded, all_in, order = [100] * 9, [False] * 9, [False] * 9, list(range(9))
            """), step=None,
        work="for board, holes in deals:\n    omaha_hilo_showdown(board, holes, contributions, folded, all_in, order)",
        units="len(deals)"),
    "showdown_hand": dict(
        label="9-player PLO hi-lo showdown through the Hand (Hand.show() for each player, then the award)",
        unit="showdown", setup=textwrap.dedent("""
            import random
            from bench.spots import hand_at_showdown
            rng = random.Random(4242)
            # Two batches made in every run, one shown per pass: a hand is shown only once.
            batches = [[hand_at_showdown(rng) for _ in range(300)] for _ in range(2)]
            """), step=None,
        work="hands = batches.pop()\nfor hand in hands:\n    for p in hand.showdown_order():\n        hand.show(p)",
        units="len(hands)"),
    "card_path": dict(
        label="a card from the shoe's read to the screen: intake, session, store transaction, view (bench.table_paths)",
        unit="card", setup=textwrap.dedent("""
            from bench.table_paths import deal_hole_cards, tables_at_deal
            # Two batches of tables waiting for their hole cards, one dealt per pass: a card is dealt once.
            batches = [tables_at_deal(8) for _ in range(2)]
            dealt = 0
            """), step=None,
        work="dealt = deal_hole_cards(batches.pop())", units="dealt"),
    "action_path": dict(
        label="an action from the pad to the screen: session, store transaction, view (bench.table_paths)",
        unit="action", setup=textwrap.dedent("""
            from bench.table_paths import act_preflop, tables_at_preflop
            batches = [tables_at_preflop(8) for _ in range(2)]
            acted = 0
            """), step=None,
        work="acted = act_preflop(batches.pop())", units="acted"),
}


def _child(setup: str, work: str, units: str, repeat: int) -> str:
    return "\n".join([
        "import sys",
        f"sys.path.insert(0, {str(ROOT)!r})",
        textwrap.dedent(setup),
        # What the set-up made is frozen out of the collector's reach: otherwise when a collection
        # falls, and how much it walks, depends on every object the set-up left (a cache grown by a
        # change elsewhere moved showdown_hand by 3 %), not on the work measured.
        "import gc; gc.collect(); gc.freeze()",
        f"for _ in range({repeat}):",
        textwrap.indent(work, "    "),
        f"print('UNITS', {units})",
    ])


def _instructions(script: str) -> tuple[int, int]:
    """Instructions executed by ``python -c script`` under cachegrind, and its UNITS line."""
    run = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, "-c", script],
        capture_output=True, text=True, cwd=ROOT, timeout=3600,
        # Cards hash by identity and sets of them are walked in hash order: one seed for every run,
        # so two runs of the same code count the same (unset, showdown_hand moved by ±4 %).
        env={**os.environ, "PYTHONHASHSEED": os.environ.get("PYTHONHASHSEED", "0")})
    if run.returncode != 0:
        raise SystemExit(f"the measured child failed:\n{run.stderr[-2000:]}")
    found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    units = re.search(r"UNITS (\d+)", run.stdout)
    if not found or not units:
        raise SystemExit(f"no instruction count in valgrind's output:\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")), int(units.group(1))


def count(setup: str, work: str, units: str, repeat: int = 1) -> dict:
    """Instructions a unit of ``work``: (Ir with 2×repeat − Ir with repeat) / units done."""
    once, n = _instructions(_child(setup, work, units, repeat))
    twice, _ = _instructions(_child(setup, work, units, 2 * repeat))
    return {"instructions_per_unit": (twice - once) / (repeat * n), "units": n, "repeat": repeat,
            "ir_once": once, "ir_twice": twice}


def _folder() -> str:
    env = os.environ.get("DEALER_SHARED_DATA")
    data = Path(env).expanduser().resolve() if env else (ROOT.parent / "shared" / "data").resolve()
    return str(data if data.name == "phh" else data / "phh")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=sorted(MEASURES), help="one measure (repeatable)")
    parser.add_argument("--peers", action="store_true", help="count the peers too (slow: minutes)")
    parser.add_argument("--out", help="the JSON file to write (default: bench/results/instructions-<time>.json)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    folder = _folder()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip()
    results = {}
    for name in args.only or list(MEASURES):
        m = MEASURES[name]
        setup = m["setup"].format(folder=folder, step=m["step"]) if m["step"] else m["setup"]
        print(f"{m['label']} ...", flush=True)
        ours = count(setup, m["work"], m["units"])
        row = {"label": m["label"], "unit": m["unit"], "ours": ours}
        if args.peers and m.get("peer"):
            peer_setup = m["peer_setup"].format(folder=folder, step=m["peer_step"]) if m["peer_step"] \
                else m["peer_setup"]
            peer = count(peer_setup, m["peer_work"], m["units"])
            # The same work for both: ours again on the peer's set (for the replay,
            # every 10th hand that pokerkit also replays).
            same = ours if peer_setup == setup else count(peer_setup, m["work"], m["units"])
            row["peer"] = {"name": m["peer"], **peer}
            row["ours_on_peer_set"] = same
            row["ratio"] = peer["instructions_per_unit"] / same["instructions_per_unit"]
        results[name] = row
        line = f"  ours: {ours['instructions_per_unit']:,.0f} instructions per {m['unit']}"
        if "peer" in row:
            line += (f"; on the peer's set ours {row['ours_on_peer_set']['instructions_per_unit']:,.0f}, "
                     f"{m['peer']} {row['peer']['instructions_per_unit']:,.0f} ({row['ratio']:.1f}× as many)")
        print(line, flush=True)
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / time.strftime("instructions-%Y-%m-%d-%H%M.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({
        "command": "python -m bench.instructions " + " ".join(argv if argv is not None else sys.argv[1:]),
        "commit": commit, "python": platform.python_version(), "machine": platform.platform(),
        "results": results}, indent=1) + "\n")
    print(f"written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
