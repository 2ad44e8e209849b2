"""Every hand of a store in one file (issue 18, point 13): `export --all` writes PHH as a .phhs (each hand a
[N] table) or the text records one after the other, shows its progress on the standard error, and leaves
no half-written file when stopped; hands whose record is wrong are written with a warning."""
from __future__ import annotations

import io
import tomllib

import pytest

from dealer_app.commands.cli import main
from dealer_app.commands.export import run_all
from dealer_app.store import open_store
from store_helpers import FakeClock, play
from store_helpers import a_won_pot, forge


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    path = tmp_path_factory.mktemp("all") / "table.sqlite"
    store = open_store(path, table="T1", dealer="D-001", clock=FakeClock())
    for _ in range(40):
        play(store, 1820)
    store.close()
    store = open_store(path, table="T2", dealer="D-002", clock=FakeClock(1_790_000_100_000_000))
    for _ in range(30):
        play(store, 1821)
    store.close()
    return path


@pytest.fixture
def store_path(template, tmp_path):
    copy = tmp_path / "table.sqlite"
    copy.write_bytes(template.read_bytes())
    return copy


def test_every_hand_as_one_phhs_file_each_hand_as_its_single_export(store_path, tmp_path, capsys):
    out = tmp_path / "year.phhs"
    assert main(["export", str(store_path), "--all", "--format", "phh", "-o", str(out)]) == 0
    hands = tomllib.loads(out.read_text(encoding="utf-8"))
    assert list(hands) == [str(n) for n in range(1, 71)]
    for number in (1, 17, 40, 41, 70):
        assert main(["export", str(store_path), "--hand", str(number), "--format", "phh"]) == 0
        assert hands[str(number)] == tomllib.loads(capsys.readouterr().out)
    assert {hands[str(n)]["table"] for n in range(41, 71)} == {"T2"}


def test_one_table_as_text_a_page_each(store_path, tmp_path, capsys):
    out = tmp_path / "t2.txt"
    assert main(["export", str(store_path), "--all", "--table", "T2", "--lang", "en", "-o", str(out)]) == 0
    pages = out.read_text(encoding="utf-8").split("\f\n")
    assert len(pages) == 30
    assert pages[0].startswith("HAND 41: DISPUTE REPORT") and pages[-1].startswith("HAND 70: DISPUTE REPORT")
    assert all("Recorded result conforms to the rules" in page for page in pages)


def test_progress_is_told_in_hands_and_stop_leaves_no_file(store_path, tmp_path):
    out = tmp_path / "stopped.phhs"
    told = []

    def stop_after_64(stage, done, total):
        told.append((stage, done, total))
        return done < 64
    err = io.StringIO()
    assert run_all(str(store_path), "phh", str(out), err=err, progress=stop_after_64) == 2
    assert told == [("hands", 0, 70), ("hands", 64, 70)]
    assert not out.exists() and not (tmp_path / "stopped.phhs.part").exists()
    assert "export stopped: nothing was written" in err.getvalue()
    told.clear()
    assert run_all(str(store_path), "phh", str(out), err=err, progress=lambda *a: told.append(a)) == 0
    assert told == [("hands", 0, 70), ("hands", 64, 70), ("hands", 70, 70)]


def test_a_terminal_gets_the_bar_a_pipe_nothing_for_a_short_export(store_path, tmp_path):
    class Terminal(io.StringIO):
        def isatty(self):
            return True
    err = Terminal()
    assert run_all(str(store_path), "phh", str(tmp_path / "a.phhs"), err=err) == 0
    assert "\rexport: [" in err.getvalue() and "70 / 70 hands  100 %" in err.getvalue()
    err = io.StringIO()
    assert run_all(str(store_path), "phh", str(tmp_path / "b.phhs"), err=err) == 0
    assert err.getvalue() == ""                 # a log hears of an export only after a few seconds


def test_a_forged_result_is_written_with_a_warning(store_path, tmp_path):
    seq, hand, _ = a_won_pot(store_path)
    forge(store_path, seq, lambda p: p["payouts"].__setitem__(0, p["payouts"][0] + 5))
    err = io.StringIO()
    out = tmp_path / "forged.phhs"
    assert run_all(str(store_path), "phh", str(out), err=err) == 1
    assert f"WARNING: hand {hand}'s recorded result is not the rules' result: payouts recorded" in err.getvalue()
    assert "[result-mismatch]" in err.getvalue()
    assert len(tomllib.loads(out.read_text(encoding="utf-8"))) == 70     # the audit still gets every hand


def test_what_export_all_refuses(store_path, tmp_path, capsys):
    assert main(["export", str(store_path), "--all", "--format", "html", "-o", str(tmp_path / "x")]) == 2
    assert "--all writes phh or text" in capsys.readouterr().err
    assert main(["export", str(store_path), "--all"]) == 2
    assert "give it with --output FILE" in capsys.readouterr().err
    assert main(["export", str(store_path), "--hand", "3", "--table", "T1"]) == 2
    assert "--table goes with --all" in capsys.readouterr().err
    assert main(["export", str(store_path), "--all", "--table", "T9", "-o", str(tmp_path / "y")]) == 2
    assert "no hand of table T9" in capsys.readouterr().err
    assert not (tmp_path / "y").exists()
    with pytest.raises(SystemExit):
        main(["export", str(store_path), "--all", "--hand", "3"])


def test_ctrl_c_leaves_no_half_file(store_path, tmp_path):
    out = tmp_path / "interrupted.txt"

    def ctrl_c(stage, done, total):
        if done >= 64:
            raise KeyboardInterrupt
    err = io.StringIO()
    assert run_all(str(store_path), "text", str(out), err=err, progress=ctrl_c) == 130
    assert not out.exists() and not (tmp_path / "interrupted.txt.part").exists()
    assert "export stopped: nothing was written" in err.getvalue()
