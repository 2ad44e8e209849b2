"""``dealer-app supervisor``: the first supervisor from a terminal, PINs asked twice without echo,
later changes authorised by a supervisor; no PIN is ever printed or written in clear."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from dealer_app.supervisor_command import EXIT_BAD_INPUT, EXIT_OK, EXIT_REFUSED, main
from dealer_app.supervisor_roster import Roster
from store_helpers import FakeClock

ROOT = Path(__file__).resolve().parent.parent


class Terminal:
    """What the person at the terminal types: answers to plain questions and to PIN prompts."""

    def __init__(self, *answers: str):
        self.answers = list(answers)
        self.prompts: list[tuple[str, str]] = []

    def ask(self, prompt: str) -> str:
        self.prompts.append(("echo", prompt))
        return self.answers.pop(0)

    def ask_secret(self, prompt: str) -> str:
        self.prompts.append(("no echo", prompt))
        return self.answers.pop(0)


def run(path, argv, terminal, clock=None):
    out, err = io.StringIO(), io.StringIO()
    code = main(["--file", str(path), *argv], ask=terminal.ask, ask_secret=terminal.ask_secret, out=out, err=err,
                clock=clock or FakeClock())
    return code, out.getvalue(), err.getvalue()


def test_the_first_supervisor_is_added_with_the_pin_asked_twice_without_echo(tmp_path):
    path = tmp_path / "supervisors.json"
    terminal = Terminal("730519", "730519")
    code, out, err = run(path, ["add", "M-01", "--name", "Marie Dupont"], terminal)
    assert code == EXIT_OK and "M-01 will be the first" in out and "Supervisor M-01 (Marie Dupont) added." in out
    assert [kind for kind, _ in terminal.prompts] == ["no echo", "no echo"]
    marie = Roster.load(path).find("M-01")
    assert marie.name == "Marie Dupont" and marie.pin.matches("730519")
    assert "730519" not in out + err
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["supervisors"]["M-01"]["pin"]
    assert "730519" not in json.dumps(doc)


def test_two_different_pins_or_a_weak_pin_change_nothing(tmp_path):
    path = tmp_path / "supervisors.json"
    code, _, err = run(path, ["add", "M-01"], Terminal("730519", "730591"))
    assert code == EXIT_REFUSED and "the two PINs differ" in err and not path.exists()
    code, _, err = run(path, ["add", "M-01"], Terminal("1234"))
    assert code == EXIT_BAD_INPUT and "straight run" in err and not path.exists()


def test_a_second_supervisor_needs_a_supervisor_to_authorise_it(tmp_path):
    path = tmp_path / "supervisors.json"
    run(path, ["add", "M-01"], Terminal("730519", "730519"))
    code, _, err = run(path, ["add", "P-02"], Terminal("M-01", "000111"))
    assert code == EXIT_REFUSED and "unknown supervisor id or wrong PIN (4 attempts left" in err
    assert Roster.load(path).find("P-02") is None
    terminal = Terminal("M-01", "730519", "482061", "482061")
    code, out, _ = run(path, ["add", "P-02", "--name", "Paul"], terminal)
    assert code == EXIT_OK and [kind for kind, _ in terminal.prompts] == ["echo", "no echo", "no echo", "no echo"]
    roster = Roster.load(path)
    assert roster.find("P-02").added_by == "M-01"
    events = [(h["event"], h.get("by"), h.get("why") or h.get("act")) for h in roster.history]
    assert events == [("supervisor-added", "first supervisor (no one to authorise)", None),
                      ("sign-in-refused", "M-01", "wrong-pin"),
                      ("authorised", "M-01", "supervisor-added"), ("supervisor-added", "M-01", None)]


def test_a_pin_is_changed_with_the_current_one_and_the_last_supervisor_stays(tmp_path):
    path = tmp_path / "supervisors.json"
    run(path, ["add", "M-01"], Terminal("730519", "730519"))
    assert run(path, ["pin", "M-01"], Terminal("730519", "905172", "905172"))[0] == EXIT_OK
    assert Roster.load(path).find("M-01").pin.matches("905172")
    code, _, err = run(path, ["remove", "M-01"], Terminal())
    assert code == EXIT_REFUSED and "last supervisor" in err
    run(path, ["add", "P-02"], Terminal("M-01", "905172", "482061", "482061"))
    assert run(path, ["remove", "M-01"], Terminal("P-02", "482061"))[0] == EXIT_OK
    assert [s.id for s in Roster.load(path).supervisors()] == ["P-02"]


def test_the_list_says_who_is_locked_out(tmp_path):
    path = tmp_path / "supervisors.json"
    clock = FakeClock()
    run(path, ["add", "M-01", "--name", "Marie"], Terminal("730519", "730519"), clock)
    for _ in range(5):
        run(path, ["pin", "M-01"], Terminal("111000"), clock)
    code, out, _ = run(path, ["list"], Terminal(), clock)
    assert code == EXIT_OK and "M-01" in out and "Marie" in out and "LOCKED OUT until" in out
    assert run(path, ["pin", "M-01"], Terminal("730519"), clock)[0] == EXIT_REFUSED   # locked: even the right PIN


def test_the_command_runs_from_dealer_app_without_a_screen(tmp_path):
    """Through the real entry point, in a fresh interpreter that never loads PySide6."""
    path = tmp_path / "supervisors.json"
    proc = subprocess.run([sys.executable, "-c", "import sys; from dealer_app.cli import main; "
                           "rc = main(sys.argv[1:]); assert 'PySide6' not in sys.modules; sys.exit(rc)",
                           "supervisor", "--file", str(path), "list"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "No supervisor is set up" in proc.stdout
