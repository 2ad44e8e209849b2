"""Issue 18 point 9: the console refuses to start in words, never with a traceback: on a store it cannot
write, on a supervisor file it cannot read, on a store relabelled as version 1. A dialog says why in the
dealer's language (under --smoke-test the reason is printed), the exit code is not 0, and not a byte of
the store or the roster is changed."""
from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

import ui.dialogs.start_refused_dialog
from dealer_app.console import app as console
from dealer_app.console.app import run_console
from dealer_app.store import StoreDamaged, StoreError, open_store
from dealer_app.store import opening
from store_helpers import FakeClock


def digests(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())
            if p.is_file() and not p.name.endswith(".lock")}


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The console's own folders (its default roster among them) under tmp."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def shown(monkeypatch):
    """What the start-up dialog would have said (it is modal: the test reads it instead of a person)."""
    said = []
    monkeypatch.setattr(ui.dialogs.start_refused_dialog, "show_start_refused", said.append)
    # Never the modal damaged-store dialog here (it would wait for a person): a damage report stops.
    monkeypatch.setattr(console, "ask_about_damage_on_screen", lambda desk: (lambda report: None))
    return said


@pytest.fixture
def store(home):
    path = home / "tables" / "t4.sqlite"
    open_store(path, table="T4", dealer="Lea", clock=FakeClock()).close()
    return path


def read_only(monkeypatch):
    """The store's file system refuses writes (as a read-only mount or a file of another account would):
    SQLite opens it read-only, so the first write at start-up fails as it does there."""
    real = sqlite3.connect

    def connect(database, *args, **kwargs):
        if kwargs.get("uri") or str(database) == ":memory:" or str(database).startswith("file:"):
            return real(database, *args, **kwargs)
        return real(f"file:{database}?mode=ro", *args, uri=True, **kwargs)
    monkeypatch.setattr(opening.sqlite3, "connect", connect)


def start(*argv, lang="en"):
    return run_console(["--practice", "--table", "T4", "--dealer", "Lea", "--lang", lang, *argv])


def test_a_store_that_cannot_be_written_is_said_in_a_dialog_and_the_console_stops(store, shown, capsys,
                                                                                   monkeypatch):
    before = store.read_bytes()
    read_only(monkeypatch)
    code = start("--store", str(store))
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    assert len(shown) == 1 and "cannot be opened for writing" in shown[0] and str(store) in shown[0]
    assert "readonly" in shown[0]                              # SQLite's own reason, in the parentheses
    assert store.read_bytes() == before


def test_the_reason_is_in_the_dealers_language(store, shown, monkeypatch):
    read_only(monkeypatch)
    assert start("--store", str(store), lang="fr") == 2
    assert "ne peut pas être ouvert en écriture" in shown[0]


def test_under_smoke_test_the_reason_is_printed(home, shown, capsys, monkeypatch):
    read_only(monkeypatch)
    code = run_console(["--smoke-test", "--lang", "en"])
    out, err = capsys.readouterr()
    assert code == 2 and "SMOKE-OK" not in out and "cannot be opened for writing" in err
    assert "Traceback" not in err and shown == []               # nobody at the screen: no dialog


@pytest.mark.parametrize("content", [b"{not json", b"\x00\xff" * 40, b'{"format": 1, "supervisors": 7}'])
def test_a_supervisor_file_that_cannot_be_read_stops_the_console_in_words(store, home, shown, capsys, content):
    roster = home / "data" / "dealer-console" / "supervisors.json"
    roster.parent.mkdir(parents=True, exist_ok=True)
    roster.write_bytes(content)
    before = digests(store.parent)
    code = start("--store", str(store))
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    assert "supervisor file" in shown[0] and "cannot be read" in shown[0] and str(roster) in shown[0]
    assert roster.read_bytes() == content and digests(store.parent) == before


def test_a_supervisor_file_that_is_a_folder_stops_the_console_in_words(store, home, shown):
    roster = home / "elsewhere"
    roster.mkdir()
    assert start("--store", str(store), "--roster", str(roster)) == 2
    assert "cannot be read" in shown[0]


def test_a_roster_not_bound_to_the_store_given_by_roster_stops_the_console(store, home, shown):
    from dealer_app.supervisors.roster import Roster
    mine = home / "mine.json"
    Roster.load(mine).add("D-01", "The dealer", "730519", by="me", at_utc_us=1)
    assert start("--store", str(store), "--roster", str(mine)) == 2
    assert "not the one this table's hand store knows" in shown[0]


def relabel_as_version_1(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def test_a_store_relabelled_as_version_1_is_refused_as_damaged_not_migrated(store):
    relabel_as_version_1(store)
    before = digests(store.parent)
    with pytest.raises(StoreDamaged) as damaged:
        open_store(store, table="T4", dealer="Lea")
    assert "DAMAGED" in damaged.value.message
    assert digests(store.parent) == before


def test_a_relabelled_store_past_the_check_is_refused_as_unknown_and_rolled_back(store):
    """The backstop behind the start-up check: the migration meets tables it did not expect."""
    relabel_as_version_1(store)
    with pytest.raises(StoreError) as unknown:
        opening._open(store, "T4", "Lea", FakeClock())
    assert unknown.value.code == "migration-failed" and "not one this console knows" in unknown.value.message
    conn = sqlite3.connect(store)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1       # the migration was rolled back
    conn.close()


def test_the_console_on_a_relabelled_store_stops_in_words(store, shown, capsys):
    relabel_as_version_1(store)
    before = digests(store.parent)
    code = start("--store", str(store))
    err = capsys.readouterr().err
    assert code == 3 and "Traceback" not in err and "DAMAGED" in err
    assert digests(store.parent) == before
