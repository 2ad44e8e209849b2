"""Issue 24: a store held EXCLUSIVE by another program was reported "DAMAGED: database is locked" after
5 s and led to the set-aside path. It is "in use by another program": said so, waited for, never
damage: ``verify`` waits (``--wait``) then exits 3, and the console waits on the screen and starts as
soon as the store is free; nothing is set aside, no supervisor is asked.

The other program is a second sqlite3 connection in ``locking_mode=EXCLUSIVE`` holding an EXCLUSIVE
transaction (what a database browser editing the file does): no other connection may even read.
"""
from __future__ import annotations

import io
import json
import sqlite3
from contextlib import contextmanager

import pytest

from dealer_app.commands.verify import EXIT_IN_USE, EXIT_INTACT, run as verify
from dealer_app.store import StoreDamaged, StoreInUse, open_store, verify_store
from store_helpers import FakeClock, play


class Holder:
    """The other program's connection: EXCLUSIVE until ``let_go()``."""

    def __init__(self, path):
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.execute("PRAGMA locking_mode = EXCLUSIVE")
        self.conn.execute("BEGIN EXCLUSIVE")
        self.conn.execute("SELECT count(*) FROM events").fetchone()

    def let_go(self) -> None:
        if self.conn is not None:
            self.conn.execute("ROLLBACK")
            self.conn.close()
            self.conn = None


@contextmanager
def held_exclusive(path):
    holder = Holder(path)
    try:
        yield holder
    finally:
        holder.let_go()


@pytest.fixture
def store(tmp_path):
    path = tmp_path / "t4.sqlite"
    writer = open_store(path, table="T4", dealer="Lea", clock=FakeClock())
    play(writer, 3)
    writer.close()
    return path


def set_aside(folder):
    return [p.name for p in folder.iterdir() if ".damaged-" in p.name]


def test_the_check_of_a_store_another_program_holds_says_in_use_not_damaged(store):
    with held_exclusive(store):
        with pytest.raises(StoreInUse) as refused:
            verify_store(store, busy_timeout=0.1)
    assert refused.value.code == "store-in-use" and refused.value.by == "program"
    assert "in use by another program" in refused.value.message and "not damaged" in refused.value.message
    assert "DAMAGED" not in refused.value.message
    assert verify_store(store).intact


def test_opening_a_store_another_program_holds_is_in_use_and_never_the_damage_path(store):
    asked = []
    with held_exclusive(store):
        with pytest.raises(StoreInUse) as refused:
            open_store(store, table="T4", dealer="Paul", on_damage=asked.append)
    assert not isinstance(refused.value, StoreDamaged) and refused.value.by == "program"
    assert asked == [] and set_aside(store.parent) == []            # no supervisor asked, nothing moved
    open_store(store, table="T4", dealer="Paul").close()             # free again: it opens
    assert verify_store(store).intact


def test_verify_says_in_use_waits_and_exits_3_never_damaged(store, capsys):
    out, err = io.StringIO(), io.StringIO()
    now = [0.0]
    with held_exclusive(store):
        code = verify(str(store), out=out, err=err, keeper="none", wait=2, clock=lambda: now[0],
                      sleep=lambda s: now.__setitem__(0, now[0] + s))
    assert code == EXIT_IN_USE == 3
    assert "waiting up to 2 s" in err.getvalue() and err.getvalue().count("in use by another program") == 1
    assert out.getvalue().startswith("IN USE: ") and "in use by another program" in out.getvalue()
    assert "DAMAGED" not in out.getvalue() + err.getvalue() and "BROKEN" not in out.getvalue()


def test_verify_as_json_says_in_use(store):
    out = io.StringIO()
    with held_exclusive(store):
        code = verify(str(store), as_json=True, out=out, err=io.StringIO(), keeper="none", wait=0)
    assert code == EXIT_IN_USE
    error = json.loads(out.getvalue())["error"]
    assert error["code"] == "store-in-use" and error["in_use_by"] == "program"


def test_verify_checks_the_store_once_the_other_program_lets_it_go(store):
    out, err = io.StringIO(), io.StringIO()
    with held_exclusive(store) as other:
        def sleep(seconds):
            other.let_go()                       # the other program is done while verify waits
        code = verify(str(store), out=out, err=err, keeper="none", wait=60, sleep=sleep)
    assert code == EXIT_INTACT, out.getvalue()
    assert "in use by another program" in err.getvalue() and "INTACT" in out.getvalue()


# ---- the console's start: waits on the screen, starts once the store is free

@pytest.fixture
def console_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    import ui.dialogs.start_refused_dialog
    from dealer_app.console import app as console
    refused = []
    monkeypatch.setattr(ui.dialogs.start_refused_dialog, "show_start_refused", refused.append)
    monkeypatch.setattr(console, "ask_about_damage_on_screen", lambda desk: (lambda report: pytest.fail(
        "a store in use was taken for damage")))
    return console, refused


class Waiter:
    """Stands in for the dialog: counts the waits; ``then`` runs at the given one (the other program done)."""

    def __init__(self, at: int, then=None, keep_waiting: bool = True):
        self.at, self.then, self.keep_waiting = at, then, keep_waiting
        self.seen: list[StoreInUse] = []
        self.closed = False

    def __call__(self, exc: StoreInUse) -> bool:
        self.seen.append(exc)
        if len(self.seen) == self.at and self.then is not None:
            self.then()
        return self.keep_waiting

    def close(self) -> None:
        self.closed = True


def test_the_console_waits_for_a_store_another_program_holds_and_starts_once_it_is_free(store, console_home,
                                                                                         monkeypatch, capsys):
    console, refused = console_home
    shown = []
    monkeypatch.setattr(console, "_show", lambda app, controller, args: shown.append(controller) or 0)
    with held_exclusive(store) as other:
        waiter = Waiter(at=2, then=other.let_go)
        monkeypatch.setattr(console, "wait_while_in_use_on_screen", lambda path: waiter)
        code = console.run_console(["--practice", "--table", "T4", "--dealer", "Lea", "--lang", "en",
                                    "--store", str(store)])
    assert code == 0 and len(shown) == 1 and refused == []
    assert len(waiter.seen) == 2 and all(exc.by == "program" for exc in waiter.seen) and waiter.closed
    assert set_aside(store.parent) == [] and "DAMAGED" not in capsys.readouterr().err
    assert verify_store(store).intact


def test_stopping_the_wait_closes_the_console_with_nothing_changed(store, console_home, monkeypatch, capsys):
    console, refused = console_home
    before = store.read_bytes()
    waiter = Waiter(at=1, keep_waiting=False)
    monkeypatch.setattr(console, "wait_while_in_use_on_screen", lambda path: waiter)
    with held_exclusive(store):
        code = console.run_console(["--practice", "--table", "T4", "--dealer", "Lea", "--lang", "en",
                                    "--store", str(store)])
    err = capsys.readouterr().err
    assert code == 2 and refused == [] and waiter.closed           # no second dialog after the dealer's choice
    assert "in use by another program" in err and "DAMAGED" not in err and "Traceback" not in err
    assert set_aside(store.parent) == [] and store.read_bytes() == before
