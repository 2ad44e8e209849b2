"""The instruction-count benchmark's child scripts (bench/instructions.py) run
and do the work they name, without valgrind (which the tests do not need)."""
import subprocess
import sys

import pytest

from bench import instructions
from bench.instructions import MEASURES, _child


def _units(setup: str, work: str, units: str) -> int:
    run = subprocess.run([sys.executable, "-c", _child(setup, work, units, 1)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return int(run.stdout.split("UNITS ")[1])


@pytest.mark.parametrize("name", ["evaluation", "showdown_hilo"])
def test_the_evaluator_children_do_their_deals(name):
    m = MEASURES[name]
    assert _units(m["setup"], m["work"], m["units"]) == (20_000 if name == "evaluation" else 2_000)


@pytest.mark.parametrize("name", ["replay", "read", "floor"])
def test_the_hand_history_children_take_every_10th_shared_hand(phh_dir, name):
    m = MEASURES[name]
    setup = m["setup"].format(folder=str(phh_dir), step=10)
    assert _units(setup, m["work"], m["units"]) > 100


def test_the_floor_finishes_most_shared_hands_with_the_engines_stacks(phh_dir):
    # The floor is a measure of the least work, not an engine: it must still do the
    # work (the same stacks as engine.replay on nearly every hand), or it measures nothing.
    from bench.replay_floor import floor_replay
    from engine import phh
    from engine.replay import replay

    texts = [p.read_text() for p in sorted(phh_dir.rglob("*.phh"))[::5]]
    texts = [t for t in texts if phh.loads(t).variant in phh.SUPPORTED_VARIANTS]
    same = 0
    for text in texts:
        try:
            same += floor_replay(text)[1] == replay(phh.loads(text)).hand.stacks
        except ValueError:
            pass
    assert same >= 0.95 * len(texts)


def test_a_failing_child_is_reported_not_counted(monkeypatch):
    class Failed:
        returncode, stdout, stderr = 1, "", "Traceback: boom"

    monkeypatch.setattr(instructions.subprocess, "run", lambda *a, **k: Failed)
    with pytest.raises(SystemExit, match="boom"):
        instructions._instructions("raise SystemExit(1)")
