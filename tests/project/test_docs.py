"""The README and the documents say only what is so (issue 27, section 5).

- The README opens with the two commands that do all set-up, and `.ci/run` runs its test command.
- Every relative link of README.md, CHANGES.md, bench/README.md and docs/*.md reaches a file (and a
  heading, when it names one).
- Every `dealer-app ...` command shown in README.md and docs/*.md (`tools/run-console` is the same
  program), in a code block or in the text, names commands that exist and options their `--help`
  lists, at the level where the line puts them; asked of `dealer_app.commands.cli.main` itself. The
  `tools/...` commands shown are asked the same of their own `--help` (pytest's for `tools/run-tests`),
  and the shell tools that have no `--help` must at least name the option.
"""
from __future__ import annotations

import contextlib
import io
import re
import shlex
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from dealer_app.commands import cli

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
LINKED = [README, ROOT / "CHANGES.md", ROOT / "bench" / "README.md", *DOCS]

# What stands before the program on a line shown: the shell's words, not the program's.
SEPARATORS = {"|", "||", "&&", ";", "&"}
REDIRECTS = {">", ">>", "<", "2>", "2>&1"}


def test_the_readme_opens_with_the_two_commands_and_ci_runs_its_test_command():
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 200, "the README is what a club reads first: 200 lines at most"
    shown = [line.strip() for line in text.splitlines() if line.startswith("    ")]
    assert shown[:2] == ["tools/run-console", "tools/run-tests"], shown[:2]
    heading = text.index("## Two commands")
    assert text.index("tools/run-console") > heading and not re.search(r"^#", text[:heading].split("\n", 1)[1], re.M)
    for command in shown[:2]:
        assert (ROOT / command).is_file() and (ROOT / command).stat().st_mode & 0o111, command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    runs = [line for line in ci.splitlines() if not line.lstrip().startswith("#")]
    assert any(re.fullmatch(r"(bash )?tools/run-tests", line.strip()) for line in runs), \
        ".ci/run no longer runs the README's test command as written"


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation out, spaces to hyphens."""
    heading = re.sub(r"[`*]", "", heading.strip().lower())
    return re.sub(r"\s", "-", re.sub(r"[^\w\- ]", "", heading))


def _links(path: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    return re.findall(r"\]\(([^)\s]+)\)", text)


def test_every_relative_link_of_the_documents_resolves():
    seen = 0
    for path in LINKED:
        for target in _links(path):
            if re.match(r"[a-z]+:", target):
                continue
            seen += 1
            file_part, _, anchor = target.partition("#")
            reached = (path.parent / file_part).resolve() if file_part else path
            assert reached.exists(), f"{path.relative_to(ROOT)}: {target} leads nowhere"
            if anchor and reached.suffix == ".md":
                headings = re.findall(r"^#+ (.*)$", reached.read_text(encoding="utf-8"), re.M)
                assert anchor in {_slug(h) for h in headings}, f"{path.relative_to(ROOT)}: no heading #{anchor}"
    assert seen >= 20, "the README and the documents link to each other"


def _shown_lines(text: str) -> list[str]:
    """The command lines a document shows: indented or fenced code lines (a trailing backslash joins the
    next), and code spans in the text (a span may cross a line break)."""
    lines: list[str] = []
    fenced = False
    pending = ""
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
            continue
        if not (fenced or line.startswith("    ")):
            continue
        pending += line.strip()
        if pending.endswith("\\"):
            pending = pending[:-1] + " "
            continue
        lines.append(pending)
        pending = ""
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    lines += [span.replace("\n", " ") for span in re.findall(r"`([^`]+)`", prose)]
    return lines


def _program(token: str) -> str | None:
    token = token.replace("\\", "/")
    if re.search(r"(^|/)dealer-app(\.exe)?$", token) or token == "tools/run-console":
        return "dealer-app"
    if token.startswith("tools/") and (ROOT / token).is_file():
        return token
    return None


def _commands(line: str) -> list[tuple[str, list[str]]]:
    """(program, its words) for each program of ours on a shown line; the shell's words around it dropped."""
    try:
        lexer = shlex.shlex(line.replace("\\", "/"), posix=True, punctuation_chars="|&;<>")
        lexer.whitespace_split = True
        lexer.commenters = "#"
        words = list(lexer)
    except ValueError:                        # an unclosed quote: prose, not a command
        return []
    found: list[tuple[str, list[str]]] = []
    simple: list[str] = []
    for word in [*words, ";"]:
        if word not in SEPARATORS:
            simple.append(word)
            continue
        for i, candidate in enumerate(simple):
            program = _program(candidate)
            if program:
                args, skip = [], False
                for arg in simple[i + 1:]:
                    if skip or arg in REDIRECTS:
                        skip = not skip and arg in REDIRECTS
                        continue
                    args.append(arg)
                found.append((program, args))
                break
        simple = []
    return found


@lru_cache(maxsize=None)
def _help(chain: tuple[str, ...]) -> str:
    """`dealer-app CHAIN --help`, asked of the program's own main, in this process."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as ended:
        cli.main([*chain, "--help"])
    assert ended.value.code == 0, f"dealer-app {' '.join(chain)} --help exits {ended.value.code}"
    return out.getvalue()


def _subcommands(help_text: str) -> set[str]:
    # argparse lists a parser's subcommands four spaces in, under its positional arguments.
    return set(re.findall(r"^ {4}([a-z][\w-]*)(?:\s|$)", help_text, re.M))


def _options_in(word: str) -> list[str]:
    """The options a word of a shown line names: --x, --x=value, and the synopsis' [--x] and a|--y."""
    return re.findall(r"(?:^|[\[|])(--?[A-Za-z][\w-]*)", word)


def _has_option(help_text: str, option: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", help_text) is not None


def _takes_value(help_text: str, option: str) -> bool:
    """Whether --help shows the option with a value (`--table TABLE`, `-o FILE`, `--lang {fr,en,ru}`)."""
    for line in help_text.splitlines():
        invocation = line.strip().split("  ")[0]       # the option's own column, not its help
        if invocation.startswith("-"):
            said = re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])( [A-Z{{\[])?", invocation)
            if said:
                return bool(said.group(1))
    return False


def _check_dealer_app(where: str, args: list[str]) -> None:
    """Walk the line as argparse would: a command's name takes the walk one level down; an option must be
    listed by the --help of the level it stands at; at a level that has commands, the first bare word that
    is no option's value must be one of them (a placeholder in capitals stands for any: the rest is not
    checked)."""
    chain: list[str] = []
    value_due = positional_seen = False
    for word in args:
        help_text = _help(tuple(chain))
        if value_due:
            value_due = False
            continue
        if word.startswith(("-", "[")):
            options = _options_in(word)
            for option in options:
                assert _has_option(help_text, option), \
                    f"{where}: {' '.join(['dealer-app', *chain])} has no option {option} (its --help does not list it)"
            value_due = "=" not in word and bool(options) and _takes_value(help_text, options[-1])
            continue
        if re.fullmatch(r"[A-Z][A-Z_]*", word):
            return
        commands = _subcommands(help_text)
        if word in commands:
            chain.append(word)
            positional_seen = False
            _help(tuple(chain))
            continue
        if commands and not positional_seen:
            raise AssertionError(f"{where}: {' '.join(['dealer-app', *chain])} has no command {word!r} "
                                 f"({', '.join(sorted(commands))})")
        positional_seen = True           # a positional of this level: no command can follow at it


@lru_cache(maxsize=None)
def _tool_help(tool: str) -> str:
    path = ROOT / tool
    if tool == "tools/run-tests":              # pytest's own options, with the project's (conftest's --slow)
        command = [sys.executable, "-m", "pytest", "--help", "-p", "no:cacheprovider"]
    elif path.read_text(encoding="utf-8").startswith("#!/usr/bin/env python"):
        command = [sys.executable, str(path), "--help"]
    else:                                      # a shell tool without --help: its source names its options
        return path.read_text(encoding="utf-8")
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"{tool} --help exits {done.returncode}: {done.stderr[-2000:]}"
    return done.stdout


def _check_tool(where: str, tool: str, args: list[str]) -> None:
    help_text = _tool_help(tool)
    for word in args:
        for option in _options_in(word):
            assert _has_option(help_text, option), f"{where}: {tool} has no option {option}"
        if tool == "tools/run-tests" and word.startswith("tests/"):
            assert (ROOT / word.split("::")[0]).exists(), f"{where}: tools/run-tests {word}: no such test"


def _shown_commands() -> list[tuple[str, str, list[str]]]:
    shown = []
    for path in [README, *DOCS]:
        for line in _shown_lines(path.read_text(encoding="utf-8")):
            for program, args in _commands(line):
                shown.append((f"{path.relative_to(ROOT)}: {line}", program, args))
    return shown


def test_every_command_shown_exists_with_the_options_it_is_shown_with():
    shown = _shown_commands()
    programs = [program for _, program, _ in shown]
    assert programs.count("dealer-app") >= 60 and "tools/run-tests" in programs, \
        "the documents' commands are found (the extraction itself must not go blind)"
    for where, program, args in shown:
        if program == "dealer-app":
            _check_dealer_app(where, args)
        else:
            _check_tool(where, program, args)


def test_a_command_that_does_not_exist_is_caught():
    """The check itself fails on a subcommand or option the program does not have."""
    with pytest.raises(AssertionError, match="no option --no-such-option"):
        _check_dealer_app("here", ["central", "checkpoint", "--no-such-option"])
    with pytest.raises(AssertionError, match="has no option --hand"):
        _check_dealer_app("here", ["central", "--hand", "3"])       # export's option, not central's
    with pytest.raises(AssertionError, match="no option --tablee"):
        _check_dealer_app("here", ["--tablee", "T4"])
    with pytest.raises(AssertionError, match="has no command 'centrale'"):
        _check_dealer_app("here", ["centrale", "report", "--day", "2026-11-26"])
    with pytest.raises(AssertionError, match="has no command 'lists'"):
        _check_dealer_app("here", ["supervisor", "--lang", "ru", "lists"])
    _check_dealer_app("here", ["supervisor", "--lang", "ru", "list"])          # ru: --lang's value
    _check_dealer_app("here", ["--table", "T1", "--smoke-test"])                # T1: --table's value
    _check_dealer_app("here", ["export", "t.sqlite", "-o", "h.html", "--all"])  # h.html: -o's value
    assert _commands("sudo dealer-app keeper stores --table T4     # the table's stores") == \
        [("dealer-app", ["keeper", "stores", "--table", "T4"])]
    assert _commands("echo 'x' | runuser -u postgres -- dealer-app central table add T1 > out.txt") == \
        [("dealer-app", ["central", "table", "add", "T1"])]
