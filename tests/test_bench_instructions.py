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


def test_the_replay_child_replays_every_10th_shared_hand(phh_dir):
    m = MEASURES["replay"]
    setup = m["setup"].format(folder=str(phh_dir), step=10)
    assert _units(setup, m["work"], m["units"]) > 100


def test_a_failing_child_is_reported_not_counted(monkeypatch):
    class Failed:
        returncode, stdout, stderr = 1, "", "Traceback: boom"

    monkeypatch.setattr(instructions.subprocess, "run", lambda *a, **k: Failed)
    with pytest.raises(SystemExit, match="boom"):
        instructions._instructions("raise SystemExit(1)")
