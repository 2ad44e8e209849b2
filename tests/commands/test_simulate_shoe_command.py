"""``dealer-app simulate-shoe`` as a program: it prints where to connect, the
real driver deals through it, and it stops cleanly when interrupted."""
from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.commands.cli import main
from hardware.source import SourceState
from shoe_helpers import EventLog, driver

ROOT = Path(__file__).resolve().parents[2]


def _start(*args: str) -> tuple[subprocess.Popen, str, list[str]]:
    proc = subprocess.Popen([sys.executable, "-m", "dealer_app", "simulate-shoe", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    for _ in range(10):
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if line.startswith("stop with"):
            break
    url = next((l.split(": ", 1)[1] for l in lines if l.startswith("connect to: ")), "")
    return proc, url, lines


@pytest.mark.parametrize("line", [["--tcp"], ["--pty"]], ids=["tcp", "pty"])
def test_it_prints_where_to_connect_deals_and_stops_on_ctrl_c(line):
    proc, url, lines = _start(*line, "--heartbeat", "0.2", "--order", "As Kd 10h", "--seed", "4")
    try:
        assert url, lines
        assert lines[0] == "shoe simulator: card-reading shoe SIM-0001, seed 4, 52-card deck"
        assert lines[2] == f"  e.g. dealer-app --shoe {url}"
        assert url.startswith("socket://127.0.0.1:") if line == ["--tcp"] else Path(url).is_symlink()
        log = EventLog()
        source = driver(url, log)
        try:
            assert log.wait_state(SourceState.CONNECTED)
            source.pull(3)
            assert log.wait_reads(3)
            assert log.cards() == ["As", "Kd", "Th"]
        finally:
            source.close()
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err
    assert "shoe simulator stopped: 3 cards dealt" in err
    assert "Traceback" not in err


def test_it_deals_by_itself_at_a_rate_and_stops_on_sigterm():
    proc, url, _ = _start("--tcp", "--rate", "20", "--mode", "tag", "--heartbeat", "0.2")
    try:
        log = EventLog()
        source = driver(url, log)
        try:
            assert log.wait_reads(5)
            assert all(r.tag and r.card is None for r in log.reads)
        finally:
            source.close()
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=10)
    assert proc.returncode == 0 and "cards dealt" in err


@pytest.mark.parametrize(("args", "words"), [
    (["--order", "As Zz"], "unknown suit"),
    (["--order", "As As"], "As is in the order more often than in the deck (1)"),
    (["--faults", "crc", "--fault-rate", "0.1"], "unknown fault 'crc'"),
    (["--fault-rate", "2"], "between 0 and 1"),
])
def test_bad_options_are_refused_in_words(args, words, capsys):
    assert main(["simulate-shoe", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_the_command_is_listed_in_the_help(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "simulate-shoe" in capsys.readouterr().out


def test_staged_rounds_load_each_new_round_the_console_starts(tmp_path):
    """--rounds: the first new round deals the file's first line, the second its second; the deck
    as shuffled before a new round is not touched (a training room stages a bad beat this way)."""
    script = tmp_path / "rounds.txt"
    script.write_text("# the issue's Hold'em bad beat, heads-up\n7s Td 7h Jd 5c 7d 7c 8d\n\nAs Kd  # a second\n",
                      encoding="utf-8")
    proc, url, _ = _start("--tcp", "--heartbeat", "0.2", "--rounds", str(script))
    try:
        log = EventLog()
        source = driver(url, log)
        try:
            assert log.wait_state(SourceState.CONNECTED)
            source.new_round()
            source.pull(8)
            assert log.wait_reads(8)
            assert log.cards() == ["7s", "Td", "7h", "Jd", "5c", "7d", "7c", "8d"]
            source.new_round()
            source.pull(2)
            assert log.wait_reads(10)
            assert log.cards()[8:] == ["As", "Kd"]
        finally:
            source.close()
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err


@pytest.mark.parametrize(("line", "words"), [("7s Zz", "line 2: 'Zz' is not a card"),
                                             ("7s 7s", "7s is in the order more often than in the deck (1)")])
def test_a_wrong_staged_round_is_refused_at_the_start(tmp_path, capsys, line, words):
    script = tmp_path / "rounds.txt"
    script.write_text(f"As Kd\n{line}\n", encoding="utf-8")
    assert main(["simulate-shoe", "--tcp", "--rounds", str(script)]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
