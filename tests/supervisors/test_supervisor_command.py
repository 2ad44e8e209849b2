"""``dealer-app supervisor``: the first supervisor only by the club's ``init``, PINs asked twice without echo,
later changes authorised by a supervisor and recorded in the table's store with the roster's fingerprint;
no PIN is ever printed or written in clear."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from dealer_app.store import open_for_reading, open_store
from dealer_app.commands.supervisor import EXIT_BAD_INPUT, EXIT_OK, EXIT_REFUSED, main
from dealer_app.supervisors.roster import Roster
from store_helpers import FakeClock

ROOT = Path(__file__).resolve().parents[2]


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
    """The command on the roster ``path``, with the table T4's store beside it (the roster's changes go there)."""
    out, err = io.StringIO(), io.StringIO()
    where = [] if argv[0] == "list" else ["--table", "T4", "--store", str(Path(path).parent / "t4.sqlite")]
    code = main(["--file", str(path), "--lang", "en", *argv, *where], ask=terminal.ask,
                ask_secret=terminal.ask_secret, out=out, err=err, clock=clock or FakeClock())
    return code, out.getvalue(), err.getvalue()


def roster_events(path):
    """The roster's changes as the table's store recorded them: (change, supervisor, by, fingerprint)."""
    with open_for_reading(Path(path).parent / "t4.sqlite") as reader:
        rows = reader._conn.execute("SELECT payload FROM events WHERE kind = 'roster-changed' ORDER BY seq")
        return [(d["change"], d["supervisor"], d["by"], d["roster"]) for d in (json.loads(r[0]) for r in rows)]


def test_the_club_sets_up_the_first_supervisor_the_pin_asked_twice_without_echo(tmp_path):
    path = tmp_path / "supervisors.json"
    terminal = Terminal("730519", "730519")
    code, out, err = run(path, ["init", "M-01", "--name", "Marie Dupont"], terminal)
    assert code == EXIT_OK and "Supervisor M-01 (Marie Dupont) set up, the first" in out
    assert [kind for kind, _ in terminal.prompts] == ["no echo", "no echo"]
    marie = Roster.load(path).find("M-01")
    assert marie.name == "Marie Dupont" and marie.pin.matches("730519") and marie.added_by == "club set-up"
    assert "730519" not in out + err
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["supervisors"]["M-01"]["pin"]
    assert "730519" not in json.dumps(doc)
    # The store knows the file as the club left it.
    assert roster_events(path) == [("init", "M-01", "club set-up", Roster.load(path).fingerprint())]


def test_add_never_makes_the_first_supervisor_and_init_never_a_second(tmp_path):
    path = tmp_path / "supervisors.json"
    code, _, err = run(path, ["add", "M-01"], Terminal("730519", "730519"))
    assert code == EXIT_REFUSED and "dealer-app supervisor init M-01" in err and not path.exists()
    run(path, ["init", "M-01"], Terminal("730519", "730519"))
    code, _, err = run(path, ["init", "X-09"], Terminal("482061", "482061"))
    assert code == EXIT_REFUSED and "already has supervisors" in err
    assert [s.id for s in Roster.load(path).supervisors()] == ["M-01"]


def test_two_different_pins_a_short_or_a_weak_pin_change_nothing(tmp_path):
    path = tmp_path / "supervisors.json"
    code, _, err = run(path, ["init", "M-01"], Terminal("730519", "730591"))
    assert code == EXIT_REFUSED and "the two PINs differ" in err and not path.exists()
    code, _, err = run(path, ["init", "M-01"], Terminal("2468"))
    assert code == EXIT_BAD_INPUT and "6 to 12 digits" in err and not path.exists()
    code, _, err = run(path, ["init", "M-01"], Terminal("123456"))
    assert code == EXIT_BAD_INPUT and "a run like 1234" in err and not path.exists()   # the desk's words


def test_a_second_supervisor_needs_a_supervisor_to_authorise_it(tmp_path):
    path = tmp_path / "supervisors.json"
    run(path, ["init", "M-01"], Terminal("730519", "730519"))
    code, _, err = run(path, ["add", "P-02"], Terminal("M-01", "000111", "482061", "482061"))
    assert code == EXIT_REFUSED and "unknown supervisor id or wrong PIN (4 attempts left" in err
    assert Roster.load(path).find("P-02") is None
    terminal = Terminal("M-01", "730519", "482061", "482061")
    code, out, _ = run(path, ["add", "P-02", "--name", "Paul"], terminal)
    assert code == EXIT_OK and [kind for kind, _ in terminal.prompts] == ["echo", "no echo", "no echo", "no echo"]
    roster = Roster.load(path)
    assert roster.find("P-02").added_by == "M-01"
    changes = roster_events(path)
    assert [c[:3] for c in changes] == [("init", "M-01", "club set-up"), ("wrong-pin", "M-01", "(unknown id)"),
                                        ("lock-state", "M-01", "M-01"), ("added", "P-02", "M-01")]
    assert changes[-1][3] == roster.fingerprint()


def test_a_pin_is_changed_with_the_current_one_and_the_last_supervisor_stays(tmp_path):
    path = tmp_path / "supervisors.json"
    run(path, ["init", "M-01"], Terminal("730519", "730519"))
    assert run(path, ["pin", "M-01"], Terminal("730519", "905172", "905172"))[0] == EXIT_OK
    assert Roster.load(path).find("M-01").pin.matches("905172")
    code, _, err = run(path, ["remove", "M-01"], Terminal())
    assert code == EXIT_REFUSED and "last supervisor" in err
    run(path, ["add", "P-02"], Terminal("M-01", "905172", "482061", "482061"))
    assert run(path, ["remove", "M-01"], Terminal("P-02", "482061"))[0] == EXIT_OK
    assert [s.id for s in Roster.load(path).supervisors()] == ["P-02"]
    assert roster_events(path)[-1][:3] == ("removed", "M-01", "P-02")


def test_the_list_says_who_is_locked_out_and_the_club_unlocks(tmp_path):
    path = tmp_path / "supervisors.json"
    clock = FakeClock()
    run(path, ["init", "M-01", "--name", "Marie"], Terminal("730519", "730519"), clock)
    for _ in range(5):
        run(path, ["pin", "M-01"], Terminal("111000", "905172", "905172"), clock)
    code, out, _ = run(path, ["list"], Terminal(), clock)
    assert code == EXIT_OK and "M-01" in out and "Marie" in out and "LOCKED OUT" in out
    assert run(path, ["pin", "M-01"], Terminal("730519", "905172", "905172"), clock)[0] == EXIT_REFUSED  # locked
    code, out, err = run(path, ["unlock", "M-01", "--reason", "badge checked by the manager"], Terminal(), clock)
    assert code == EXIT_OK, err
    assert run(path, ["pin", "M-01"], Terminal("730519", "905172", "905172"), clock)[0] == EXIT_OK
    assert ("unlocked", "M-01", "club set-up") in [c[:3] for c in roster_events(path)]


def test_a_command_is_refused_while_a_console_writes_the_store(tmp_path):
    path = tmp_path / "supervisors.json"
    run(path, ["init", "M-01"], Terminal("730519", "730519"))
    before = path.read_bytes()
    console = open_store(tmp_path / "t4.sqlite", table="T4", dealer="Lea")
    try:
        code, _, err = run(path, ["add", "P-02"], Terminal("M-01", "730519", "482061", "482061"))
    finally:
        console.close()
    assert code == EXIT_REFUSED and "in use by another console" in err and "added at the console" in err
    assert path.read_bytes() == before


def test_the_command_runs_from_dealer_app_without_a_screen(tmp_path):
    """Through the real entry point, in a fresh interpreter that never loads PySide6."""
    path = tmp_path / "supervisors.json"
    proc = subprocess.run([sys.executable, "-c", "import sys; from dealer_app.commands.cli import main; "
                           "rc = main(sys.argv[1:]); assert 'PySide6' not in sys.modules; sys.exit(rc)",
                           "supervisor", "--file", str(path), "--lang", "en", "list"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "No supervisor is set up" in proc.stdout
