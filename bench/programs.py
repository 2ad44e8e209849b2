"""The child programs bench.run starts: the import and first use, the cold evaluations and showdowns in a fresh
process, the memory of the evaluator's tables filled."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_python(program: str, timeout: int = 120) -> str:
    done = subprocess.run([sys.executable, "-c", program], cwd=ROOT, check=True, capture_output=True,
                          text=True, timeout=timeout)
    return done.stdout.strip()


IMPORT_OURS = (
    "import engine.hand, engine.ranking.evaluation\n"
    "from engine.cards import parse_cards\n"
    "engine.ranking.evaluation.best_high(parse_cards('As Kd 7h 7c'), parse_cards('2s 3s 4s Jd Qh'), 'omaha')\n"
)
IMPORT_OURS_TIMED = (
    "import time\nstart = time.perf_counter()\n" + IMPORT_OURS + "print(time.perf_counter() - start)\n"
)
IMPORT_POKERKIT = "import pokerkit\npokerkit.OmahaHoldemHand.from_game('AsKd7h7c', '2s3s4sJdQh')\n"
IMPORT_PHEVALUATOR = (
    "from phevaluator import evaluate_omaha_cards\n"
    "evaluate_omaha_cards('2s', '3s', '4s', 'Jd', 'Qh', 'As', 'Kd', '7h', '7c')\n"
)

COLD_EVALS = """
import random, time
from engine.cards import shuffled_deck
from engine.ranking.evaluation import best_high
rng = random.Random(31337)
deals = []
for _ in range(20000):
    d = shuffled_deck(rng)
    deals.append((tuple(d[5:9]), tuple(d[:5])))
rates = []
for k in range(0, 20000, 2000):
    chunk = deals[k:k + 2000]
    start = time.perf_counter()
    for hole, board in chunk:
        best_high(hole, board, "omaha")
    rates.append(len(chunk) / (time.perf_counter() - start))
print(" ".join(f"{r:.1f}" for r in rates))
"""

COLD_SHOWDOWN = """
import random, time
from bench.showdown import omaha_hilo_showdown
from engine.cards import shuffled_deck
rng = random.Random(2718)
deals = []
for _ in range(1000):
    d = shuffled_deck(rng)
    deals.append((tuple(d[:5]), [tuple(d[5 + 4 * i:9 + 4 * i]) for i in range(9)]))
order = list(range(9))
times = []
for board, holes in deals:
    start = time.perf_counter()
    omaha_hilo_showdown(board, holes, [200] * 9, [False] * 9, [False] * 9, order)
    times.append((time.perf_counter() - start) * 1e6)
print(" ".join(f"{t:.2f}" for t in times))
"""

# Every lazily filled table at its largest: each board rank multiset (3, 4 or 5
# cards) with each hole pair, each low board with each low pair, the rows.
_FILL = """
from itertools import combinations_with_replacement
import engine.ranking.evaluation as ev
def fill():
    p = ev._PRIME
    for size in (3, 4, 5):
        for ranks in combinations_with_replacement(range(2, 15), size):
            if size == 5 and ranks.count(ranks[2]) == 5:
                continue
            key = 1
            for r in ranks:
                key *= p[r]
            if key not in ev._RANK_BOARDS:
                ev._RANK_BOARDS[key] = ev._rank_board_vector(ranks)
    for mask in range(1 << 14):
        if mask & 1 or mask.bit_count() < 3 or mask.bit_count() > 5:
            continue
        if mask not in ev._LOW_BOARDS:
            ev._LOW_BOARDS[mask] = ev._low_board_vector(mask)
"""
MEMORY = """
import gc, json, os, resource
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
import engine.cards
gc.collect()
before = rss()
""" + _FILL.replace("import engine.ranking.evaluation as ev\n", "import engine.ranking.evaluation as ev\nimported = rss()\n") + """
fill()
gc.collect()
after = rss()
print(json.dumps({"rss_before_mb": before / 1e6, "rss_import_growth_mb": (imported - before) / 1e6,
                  "rss_growth_mb": (after - before) / 1e6, "rank_boards": len(ev._RANK_BOARDS),
                  "low_boards": len(ev._LOW_BOARDS)}))
"""
MEMORY_TRACED = """
import json, tracemalloc
import engine.cards
tracemalloc.start()
""" + _FILL + """
fill()
print(json.dumps({"traced_mb": tracemalloc.get_traced_memory()[0] / 1e6}))
"""
