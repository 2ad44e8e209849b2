"""Issue 24: ``dealer-app supervisor init`` was in English only. Its questions and answers (and those of
every ``supervisor`` action) are in the console's language: ``--lang``, else the language chosen last
in the console's window on this machine (the file Qt keeps, read here without Qt), else French.
"""
from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.commands.supervisor import EXIT_BAD_INPUT, EXIT_OK, EXIT_REFUSED, main
from dealer_app.files.console_settings import console_settings_path, saved_language
from store_helpers import FakeClock

ROOT = Path(__file__).resolve().parents[2]
PIN = "730519"


def init(tmp_path, *options, answers=(PIN, PIN)):
    """``supervisor init M-01`` on table T4; (exit, what was asked, what was said)."""
    asked, said = [], iter(answers)
    out, err = io.StringIO(), io.StringIO()

    def secret(prompt):
        asked.append(prompt)
        return next(said)
    code = main(["--file", str(tmp_path / "supervisors.json"), *options, "init", "M-01", "--name", "Marie",
                 "--table", "T4", "--store", str(tmp_path / "t4.sqlite")],
                ask=lambda prompt: asked.append(prompt) or "", ask_secret=secret, out=out, err=err, clock=FakeClock())
    return code, asked, out.getvalue() + err.getvalue()


@pytest.mark.parametrize("lang, question, again, done", [
    ("fr", "Nouveau PIN pour M-01 (6 à 12 chiffres) : ", "Le même PIN encore une fois : ",
     "Superviseur M-01 (Marie) installé, le premier de"),
    ("ru", "Новый PIN для M-01 (от 6 до 12 цифр): ", "Тот же PIN ещё раз: ", "Супервайзер M-01 (Marie) назначен"),
    ("en", "New PIN for M-01 (6 to 12 digits): ", "The same PIN again: ", "Supervisor M-01 (Marie) set up"),
])
def test_init_asks_and_answers_in_the_language(tmp_path, lang, question, again, done):
    code, asked, said = init(tmp_path, "--lang", lang)
    assert code == EXIT_OK, said
    assert asked == [question, again]
    assert done in said and PIN not in said


@pytest.mark.parametrize("lang, differ, weak", [
    ("fr", "refusé : les deux PIN diffèrent ; rien n'a été changé", "erreur : ce code est trop facile à deviner"),
    ("ru", "отказано: два PIN не совпадают; ничего не изменено", "ошибка: "),
])
def test_init_refuses_in_the_language(tmp_path, lang, differ, weak):
    code, _, said = init(tmp_path, "--lang", lang, answers=(PIN, "730591"))
    assert code == EXIT_REFUSED and differ in said
    code, _, said = init(tmp_path, "--lang", lang, answers=("123456",))
    assert code == EXIT_BAD_INPUT and said.startswith(weak) and "too easy" not in said
    assert not (tmp_path / "supervisors.json").exists()


def test_the_language_may_follow_the_action_too(tmp_path):
    asked, said = [], iter((PIN, PIN))
    out = io.StringIO()
    code = main(["--file", str(tmp_path / "supervisors.json"), "init", "M-01", "--table", "T4", "--store",
                 str(tmp_path / "t4.sqlite"), "--lang", "ru"],
                ask_secret=lambda p: asked.append(p) or next(said), out=out, err=io.StringIO(), clock=FakeClock())
    assert code == EXIT_OK and asked[0].startswith("Новый PIN") and "Супервайзер M-01" in out.getvalue()


def test_the_list_in_french(tmp_path):
    init(tmp_path, "--lang", "en")
    out = io.StringIO()
    assert main(["--file", str(tmp_path / "supervisors.json"), "--lang", "fr", "list"], out=out) == EXIT_OK
    assert "M-01" in out.getvalue() and "ajouté le " in out.getvalue() and "par club" in out.getvalue()


# ---- without --lang: the console's language on this machine

def qt_settings_file(config_home: Path, language: str) -> str:
    """The console's language chosen in the window, as ui/kit/i18n.py keeps it (Qt's QSettings, in a fresh
    process: Qt reads where its files go once per process); returns the file Qt wrote."""
    code = ("import sys; from PySide6.QtCore import QSettings; import ui.kit.i18n as i18n; "
            "i18n.remember_language(sys.argv[1]); print(i18n._settings().fileName())")
    env = {**os.environ, "XDG_CONFIG_HOME": str(config_home), "HOME": str(config_home.parent)}
    done = subprocess.run([sys.executable, "-c", code, language], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_settings_file_read_is_the_one_the_console_writes(tmp_path):
    config = tmp_path / "config"
    written = qt_settings_file(config, "ru")
    environ = {"XDG_CONFIG_HOME": str(config), "HOME": str(tmp_path)}
    assert Path(written) == console_settings_path(environ)
    assert saved_language(environ) == "ru"


def test_without_lang_the_command_speaks_the_consoles_language(tmp_path, monkeypatch):
    config = tmp_path / "config"
    qt_settings_file(config, "ru")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    code, asked, said = init(tmp_path)
    assert code == EXIT_OK and asked[0] == "Новый PIN для M-01 (от 6 до 12 цифр): "


def test_without_lang_or_a_choice_on_this_machine_it_is_french(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "nothing-here"))
    assert saved_language() is None
    code, asked, said = init(tmp_path)
    assert code == EXIT_OK and asked[0] == "Nouveau PIN pour M-01 (6 à 12 chiffres) : "
    assert "Superviseur M-01 (Marie) installé" in said


def test_a_settings_file_that_cannot_be_read_is_no_language(tmp_path):
    path = console_settings_path({"XDG_CONFIG_HOME": str(tmp_path)})
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe[General\nlanguage")
    assert saved_language({"XDG_CONFIG_HOME": str(tmp_path)}) is None


def test_the_command_line_runs_without_a_screen_in_french(tmp_path):
    done = subprocess.run([sys.executable, "-c", "import sys; from dealer_app.commands.cli import main; "
                           "rc = main(sys.argv[1:]); assert 'PySide6' not in sys.modules; sys.exit(rc)",
                           "supervisor", "--file", str(tmp_path / "s.json"), "--lang", "fr", "list"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "XDG_CONFIG_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Aucun superviseur n'est installé")


def test_a_store_another_program_holds_is_said_in_use_not_damaged_in_the_language(tmp_path):
    import sqlite3

    from dealer_app.store import open_store
    open_store(tmp_path / "t4.sqlite", table="T4", dealer="Lea", clock=FakeClock()).close()
    other = sqlite3.connect(tmp_path / "t4.sqlite", isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("SELECT count(*) FROM events").fetchone()
    try:
        code, asked, said = init(tmp_path, "--lang", "fr")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert code == EXIT_REFUSED and asked == []
    assert said.startswith("refusé : le registre des mains") and "utilisé par un autre programme" in said
    assert "n'est pas endommagé" in said and not (tmp_path / "supervisors.json").exists()
