"""Issue 18, points 4-6: who can open, read and replace the table's store.

- two consoles on one store: the second is refused in words, and the first goes on;
- a store locked by another program is "in use", never "damaged";
- the store, its WAL files and its lock are readable by their owner only, in a folder
  created readable by its owner only;
- a store cut to 0 bytes is damaged (kept as it is; a supervisor to go on), never a new
  store silently begun at hand 1.
"""
from __future__ import annotations

import os
import sqlite3
import stat
import subprocess
import sys
import textwrap

import pytest

from dealer_app.store import StoreDamaged, StoreError, SupervisorDecision, open_store, verify_store
from store_helpers import play

SEED = 17


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_a_second_console_on_the_same_store_is_refused_and_the_first_goes_on(tmp_path):
    path = tmp_path / "t.sqlite"
    first = open_store(path, table="T1", dealer="Marie")
    with pytest.raises(StoreError) as refused:
        open_store(path, table="T1", dealer="Paul")
    assert refused.value.code == "store-in-use"
    assert "in use by another console" in refused.value.message and str(os.getpid()) in refused.value.message
    play(first, SEED)                                   # the first console writes on
    first.close()
    second = open_store(path, table="T1", dealer="Paul")   # free once the first has closed
    second.close()
    assert verify_store(path).intact


def test_a_console_in_another_process_holds_the_store_until_it_stops(tmp_path):
    path = tmp_path / "t.sqlite"
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        from dealer_app.store import open_store
        store = open_store({str(path)!r}, table="T1", dealer="Marie")
        print("open", flush=True)
        sys.stdin.readline()
        """)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "open"
        with pytest.raises(StoreError) as refused:
            open_store(path, table="T1", dealer="Paul")
        assert refused.value.code == "store-in-use" and str(holder.pid) in refused.value.message
    finally:
        holder.kill()                                   # killed, not closed: the lock goes with it
        holder.wait()
    store = open_store(path, table="T1", dealer="Paul")
    store.close()


def test_a_store_locked_by_another_program_is_in_use_not_damaged(tmp_path):
    path = tmp_path / "t.sqlite"
    open_store(path, table="T1", dealer="Marie").close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")                    # e.g. a database browser writing to it
    try:
        with pytest.raises(StoreError) as refused:
            open_store(path, table="T1", dealer="Paul")
        assert refused.value.code == "store-in-use" and not isinstance(refused.value, StoreDamaged)
    finally:
        other.execute("ROLLBACK")
        other.close()
    open_store(path, table="T1", dealer="Paul").close()


def test_the_store_and_its_files_are_readable_by_their_owner_only(tmp_path, monkeypatch):
    monkeypatch.setattr(os, "umask", os.umask)          # the test's umask is the machine's
    old = os.umask(0o022)                               # the usual umask: files 0644, folders 0755
    try:
        path = tmp_path / "data" / "dealer-console" / "tables" / "t.sqlite"
        store = open_store(path, table="T1", dealer="Marie")
        play(store, SEED)
        files = [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm"),
                 path.with_name(path.name + ".lock")]
        for f in files:
            assert f.exists() and mode(f) == 0o600, (f, oct(mode(f)))
        for folder in (path.parent, path.parent.parent, path.parent.parent.parent):
            assert mode(folder) == 0o700, (folder, oct(mode(folder)))
        store.close()
        assert not path.with_name(path.name + ".new").exists()
    finally:
        os.umask(old)


def test_a_store_cut_to_nothing_is_damaged_kept_and_needs_a_supervisor(tmp_path):
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie")
    play(store, SEED)
    store.close()
    path.write_bytes(b"")                               # the insider empties the file
    with pytest.raises(StoreDamaged) as refused:
        open_store(path, table="T1", dealer="Paul")
    assert refused.value.report.first_problem.code == "empty-store"
    assert "empty (0 bytes)" in refused.value.message
    assert path.exists() and path.stat().st_size == 0   # left exactly as it was
    store = open_store(path, table="T1", dealer="Paul",
                       on_damage=lambda report: SupervisorDecision("Supervisor Anne", "store found empty"))
    kinds = [k for (k,) in store._conn.execute("SELECT kind FROM events ORDER BY seq")]
    store.close()
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert aside and all(p.stat().st_size == 0 for p in aside if not p.name.endswith(("-wal", "-shm")))
    assert verify_store(path).intact
    assert kinds[:3] == ["store-created", "store-opened", "damaged-store-set-aside"]


def test_a_first_start_that_stopped_before_its_first_records_leaves_no_store(tmp_path):
    # The new store is made under another name and renamed once its first records are in:
    # what a killed first start leaves behind is that other name, cleared at the next start.
    path = tmp_path / "t.sqlite"
    (tmp_path / "t.sqlite.new").write_bytes(b"")
    store = open_store(path, table="T1", dealer="Marie")
    store.close()
    assert verify_store(path).intact and not (tmp_path / "t.sqlite.new").exists()


def test_an_event_dated_before_the_one_before_it_is_recorded_and_flagged_not_damage(tmp_path, capsys):
    # Issue 18, point 12: the machine's clock set back an hour in the middle of a hand.
    from dealer_app.commands.cli import main
    from store_helpers import FakeClock

    clock = FakeClock()
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie", clock=clock)
    play(store, SEED, stop_after=5)
    clock.now -= 3_600_000_000                          # an hour back
    recorded = store.resume_open_hand()
    play(store, SEED, recorded=recorded)
    store.close()
    report = verify_store(path)
    assert report.intact                                # recorded as it happened: not damage
    assert report.warnings and report.warnings[0].code == "clock-set-back"
    assert "60 min before an earlier event" in report.warnings[0].message
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "INTACT" in out and "NOTE: event" in out and "[clock-set-back]" in out
    assert main(["verify", str(path), "--json"]) == 0
    import json
    document = json.loads(capsys.readouterr().out)
    assert document["warnings"][0]["code"] == "clock-set-back" and document["warnings"][0]["hand"] == recorded.number
    # And in the hand's own record, which the floor reads and exports (text, HTML, PDF).
    assert main(["export", str(path), "--hand", str(recorded.number), "--format", "text", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "the machine's clock was set back: event" in text and "3600 s before event" in text
    assert main(["export", str(path), "--hand", str(recorded.number), "--format", "text"]) == 0
    assert "l'horloge de la machine a été reculée" in capsys.readouterr().out


@pytest.mark.parametrize("head, why", [("99999999999999999999:00", "SEQ must be an event number"),
                                       ("12:0011223344556677", "64 hex digits, not 16"),
                                       ("12", "SEQ must be"), ("x:" + "0" * 64, "SEQ must be"),
                                       ("3:" + "z" * 64, "non-hexadecimal")])
def test_a_written_down_head_that_is_not_one_is_refused_in_words(tmp_path, capsys, head, why):
    # Issue 18, point 9 (a traceback before) and point 1 (the shortened head proves nothing).
    from dealer_app.commands.cli import main
    path = tmp_path / "t.sqlite"
    open_store(path, table="T1", dealer="Marie").close()
    assert main(["verify", str(path), "--expect-head", head]) == 2
    err = capsys.readouterr().err
    assert "--expect-head takes SEQ:HASH" in err and why in err and "Traceback" not in err


def test_the_roster_and_the_decks_are_the_owners_only(tmp_path):
    # Issue 18, point 5: the supervisors' file and the registered decks, 0600 in folders made 0700.
    from dealer_app.supervisors.roster import Roster
    from engine.cards import full_deck
    from hardware.registration import DeckRegistration, RegistrationStore
    old = os.umask(0o022)
    try:
        roster_path = tmp_path / "home" / "dealer-console" / "supervisors.json"
        Roster.load(roster_path).add("M-01", "Marie", "730519", by="the club", at_utc_us=1_790_000_000_000_000)
        decks = tmp_path / "home" / "decks" / "registered"
        deck = DeckRegistration("Table 4 red", {f"{i:010X}": card for i, card in enumerate(full_deck())},
                                "2026-11-26T06:00:00Z")
        saved = RegistrationStore(decks).save(deck)
    finally:
        os.umask(old)
    assert mode(roster_path) == 0o600 and mode(saved) == 0o600
    for folder in (roster_path.parent, decks, decks.parent):
        assert mode(folder) == 0o700, (folder, oct(mode(folder)))
