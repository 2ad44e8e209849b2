"""``dealer-app``: one parser whose --help tells a newcomer everything it can do (issue 15, part 5).

The console is the default command; every command keeps its own options and
--help; only the console loads PySide6.
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.commands.cli import main
from dealer_app.console.app import SMOKE_OK, _parser as console_parser

ROOT = Path(__file__).resolve().parents[2]
COMMANDS = ("replay", "verify", "export", "simulate-shoe", "supervisor", "register-deck")
# The options a dealer or a technician starts the console with (ARCHITECTURE.md 4.3).
CONSOLE_OPTIONS = ("--smoke-test", "--lang", "--table", "--dealer", "--store", "--roster", "--shoe",
                   "--protocol", "--deck", "--deck-dir", "--practice")


def _fresh(code: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_the_help_names_every_console_option_and_every_command():
    done = subprocess.run([sys.executable, "-m", "dealer_app", "--help"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    shown = {a.option_strings[0] for a in console_parser()._actions
             if a.help != argparse.SUPPRESS and a.option_strings and a.dest != "help"}
    assert shown >= set(CONSOLE_OPTIONS)             # the console's own parser has no option the help leaves out
    words = done.stdout.split()
    missing = [o for o in sorted(shown) if o not in words]
    assert not missing, done.stdout
    assert [c for c in COMMANDS if c not in words] == [], done.stdout
    assert "--screenshot" not in done.stdout         # the hidden options stay hidden


def test_every_commands_help_works_without_loading_the_console_or_qt():
    code = ("import sys, json\nfrom dealer_app.commands.cli import main\nseen = {}\n"
            "for argv in [['--help']] + [[c, '--help'] for c in sys.argv[1:]] + [['supervisor', 'add', '--help']]:\n"
            "    try:\n        main(argv)\n    except SystemExit as stop:\n"
            "        seen[' '.join(argv)] = stop.code\n"
            "print(json.dumps({'exits': seen, 'qt': 'PySide6' in sys.modules,\n"
            "                  'console': 'dealer_app.console.app' in sys.modules}))\n")
    done = _fresh(code, *COMMANDS)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(report["exits"].values()) == {0} and len(report["exits"]) == len(COMMANDS) + 2
    assert not report["qt"] and not report["console"]
    for command in COMMANDS:
        assert f"usage: dealer-app {command} " in done.stdout
    assert "usage: dealer-app supervisor add " in done.stdout


def test_a_command_loads_only_its_own_module(tmp_path):
    # replay reads its two options without the shoe simulator or the supervisors' roster.
    hand = tmp_path / "h.phh"
    hand.write_text("variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
                    "starting_stacks = [200, 200]\nactions = ['d dh p1 AsAh', 'd dh p2 KsKh', 'p2 f']\n")
    code = ("import sys\nfrom dealer_app.commands.cli import main\nrc = main(sys.argv[1:])\n"
            "print(sorted(m for m in ('PySide6', 'dealer_app.console.app', 'dealer_app.commands.supervisor',\n"
            "    'dealer_app.commands.simulate_shoe', 'hardware.simulator') if m in sys.modules), rc)\n")
    done = _fresh(code, "replay", str(hand), "--json")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[] 0"


@pytest.mark.parametrize("argv, words", [
    (["--practice", "replay", "h.phh"], "--practice: the console's options, not replay's"),
    (["--shoe", "socket://x:1", "verify", "db.sqlite"], "--shoe: the console's options, not verify's"),
    (["deal"], "invalid choice: 'deal'"),
    (["--lang", "de"], "invalid choice: 'de'"),
    (["replay"], "the following arguments are required: hand"),
])
def test_bad_command_lines_exit_2_in_words(argv, words, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert words in capsys.readouterr().err


def test_a_commands_options_are_its_own_where_they_share_a_name_with_the_consoles():
    from dealer_app.commands.cli import parser
    args = parser().parse_args(["register-deck", "blue", "--shoe", "loop://"])
    assert (args.command, args.name, args.shoe, args.protocol) == ("register-deck", "blue", "loop://", "rfid-ascii")
    args = parser().parse_args(["--shoe", "socket://host:7777", "--protocol", "rfid-ascii"])
    assert (args.command, args.shoe, args.protocol, args.table) == (None, "socket://host:7777", "rfid-ascii",
                                                                    None)          # asked at the first start, then remembered


def test_no_command_is_the_console(qapp, capsys):
    assert main(["--smoke-test", "--practice"]) == 0
    assert SMOKE_OK in capsys.readouterr().out
