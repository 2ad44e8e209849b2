"""Running a soak child (tests/soak_screens.py) and judging what it says: the soak tests' one verdict.

A run passes when the child ended cleanly (exit 0, no "Fatal Python error"), its redraws reached the
target, the reference counts of None, True and False did not fall between the sample after the warm-up and
the sample at the end and did not rise beyond what is explained, and resident memory grew no more than the
test's bound.

The reference counts. PySide6 6.12.0 took one reference off None at every Qt call returning nothing and
off True at every emit: hundreds a redraw, so hundreds of thousands over these runs, and the interpreter
aborts when None's count reaches 0. A fall of more than ``FALL`` fails. A sample holds whatever state the
screen holds then (a hand's events, a replay's steps: a few hundred references to None), so the two
samples are taken at rest (tests/soak_screens.py ``soak``) and ``FALL`` and ``RISE`` leave 1,000 of
room. A rise is a leak of references: PySide6 6.10 to 6.11.3 leak one reference to None each time a
widget made from Python is given a parent and the link is undone (two for ``QLabel(parent)`` destroyed,
five for ``setParent``; 6.9.3 none: the child measures it, ``none_per_link``). Never a crash (a count
only grows, 2**63 is far), and no memory, but the console's showdown panel builds its pot boxes anew at
every show and the replay its rows at every step: about 20 a redraw at the console, 50 in the floor view.
With such a PySide None may rise by ``LINK_RISE`` a redraw; with a clean one by ``RISE`` in all.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Optional

ROOT = Path(__file__).resolve().parents[1]
CHILD = ROOT / "tests" / "soak_screens.py"
FALL = 1_000
RISE = 1_000
LINK_RISE = 80          # references to None a redraw, at most, with a PySide that leaks them on parent links


def run_child(argv: list[str], timeout: float = 300, while_running: Optional[Callable[[], None]] = None,
              every: float = 0.05) -> dict:
    """``tests/soak_screens.py ARGV`` in a fresh process (offscreen); ``while_running`` is called every
    ``every`` seconds until it exits (tables dealing for the station). Its JSON line, with ``returncode``
    and the tail of its standard error."""
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp")}
    with subprocess.Popen([sys.executable, str(CHILD), *argv], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as child:
        deadline = time.monotonic() + timeout
        try:
            if while_running is not None:
                while child.poll() is None and time.monotonic() < deadline:
                    while_running()
                    time.sleep(every)
            out, err = child.communicate(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.kill()
            out, err = child.communicate()
            raise AssertionError(f"the soak child ran past {timeout} s: {err[-3000:]}") from None
    lines = [line for line in out.splitlines() if line.startswith("{")]
    result = json.loads(lines[-1]) if lines else {}
    result.update(returncode=child.returncode, stderr=err[-3000:])
    return result


def refcount_problems(result: dict) -> list[str]:
    """What is wrong with the reference counts of None, True and False between the two samples."""
    warm, end = result["warm"]["refcounts"], result["end"]["refcounts"]
    redraws = result["end"]["redraws"] - result["warm"]["redraws"]
    leaky = result.get("none_per_link", 0) > 0
    problems = []
    for name in ("None", "True", "False"):
        moved = end[name] - warm[name]
        rise = RISE + (LINK_RISE * redraws if name == "None" and leaky else 0)
        if moved < -FALL:
            problems.append(f"{name} lost {-moved:,} references over {redraws:,} redraws (a drain: at 0 the "
                            f"interpreter aborts)")
        elif moved > rise:
            problems.append(f"{name} gained {moved:,} references over {redraws:,} redraws (at most {rise:,})")
    return problems


def summary(result: dict) -> str:
    warm, end = result.get("warm") or {}, result.get("end") or {}
    if not warm:
        return f"soak: {result}"
    moved = {k: end["refcounts"][k] - warm["refcounts"][k] for k in warm["refcounts"]}
    return (f"soak {result.get('screen')}: {end['redraws'] - warm['redraws']:,} redraws between the samples "
            f"({end['redraws']:,} in all, {end['seconds']} s), refcounts moved {moved}, RSS "
            f"{warm['rss_kb']:,} -> {end['rss_kb']:,} kB ({end['rss_kb'] - warm['rss_kb']:+,}; anonymous "
            f"{end['anon_kb'] - warm['anon_kb']:+,}), PySide "
            f"{result.get('pyside')} (None per parent link {result.get('none_per_link')}), "
            f"{ {k: v for k, v in result.items() if k not in ('warm', 'end', 'stderr', 'screen')} }")


def assert_soaked(result: dict, redraws: int, rss_bound_kb: int) -> None:
    """The verdict (see the module's docstring); ``rss_bound_kb`` is the test's own bound, said there."""
    print(summary(result))                   # pytest -s shows it; a failure shows it anyway
    stderr = result.get("stderr", "")
    assert "Fatal Python error" not in stderr and result["returncode"] == 0, (
        f"the soak child did not end cleanly (exit {result['returncode']}):\n{stderr}")
    assert result.get("warm") and result["end"]["redraws"] >= redraws, (
        f"the soak stopped short: {result.get('warm') and result['end']['redraws']} of {redraws:,} redraws\n{stderr}")
    problems = refcount_problems(result)
    assert not problems, f"PySide {result.get('pyside')}: " + "; ".join(problems)
    grown = result["end"]["rss_kb"] - result["warm"]["rss_kb"]
    assert grown <= rss_bound_kb, (f"resident memory grew {grown:,} kB over {result['end']['redraws'] - result['warm']['redraws']:,} "
                                   f"redraws (bound {rss_bound_kb:,} kB): {result}")
