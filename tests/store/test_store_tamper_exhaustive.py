"""Every single-byte change, deleted row and swapped pair of rows in a small store is caught
(issue 9), by someone who drops the append-only triggers, edits, and puts them back.

The store: one hand through the real store (tests/store_helpers.play). For each event row the
candidate edits are, column by column:
- text and blob columns (kind, table_id, dealer, payload, hash): each byte in turn changed
  (xor 0x01, so the JSON stays ASCII where it was and the change is as small as can be);
- integer columns (session, hand, utc_us, mono_ns): each decimal digit in turn changed to
  another digit, and a NULL set to 0;
and for the table: each row deleted (but the last ones: a cut tail is caught only against the
chain head, tested in test_store_chain.py), each pair of neighbouring rows swapped.

The normal run takes every byte of three events (the first, one in the middle, the last) and
every deletion and swap; ``--slow`` takes every byte of every event. bench/faults.py
(records part) counts the edits tried.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from store_helpers import FakeClock, play

from dealer_app.commands.cli import main
from dealer_app.store import open_store, verify_store

TEXT_COLUMNS = ("kind", "table_id", "dealer", "payload", "hash")
INT_COLUMNS = ("session", "hand", "utc_us", "mono_ns")


def small_store(path: Path) -> bytes:
    store = open_store(path, table="T3", dealer="D-042", clock=FakeClock())
    play(store, 5)
    store.close()
    assert verify_store(path).intact
    return path.read_bytes()


def rows(path: Path) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"SELECT seq, {', '.join(TEXT_COLUMNS + INT_COLUMNS)} FROM events ORDER BY seq").fetchall()
    finally:
        conn.close()


def byte_edits(row: tuple) -> Iterator[tuple[str, str, object]]:
    """(description, column, new value) for every single-byte change of one event row."""
    seq, values = row[0], dict(zip(TEXT_COLUMNS + INT_COLUMNS, row[1:]))
    for column in TEXT_COLUMNS:
        value = values[column]
        data = value if isinstance(value, bytes) else value.encode()
        for i in range(len(data)):
            changed = bytearray(data)
            changed[i] ^= 0x01
            new = bytes(changed) if isinstance(value, bytes) else bytes(changed).decode("utf-8", "surrogateescape")
            if isinstance(new, str) and any("\udc80" <= ch <= "\udcff" for ch in new):
                new = bytes(changed)        # not UTF-8 any more: stored as the bytes themselves
            yield f"event {seq} {column} byte {i}", column, new
    for column in INT_COLUMNS:
        value = values[column]
        if value is None:
            yield f"event {seq} {column} NULL -> 0", column, 0
            continue
        text = str(value)
        for i, digit in enumerate(text):
            if digit.isdigit():
                other = "1" if digit != "1" else "2"
                yield f"event {seq} {column} digit {i}", column, int(text[:i] + other + text[i + 1:])


def apply_edit(path: Path, original: bytes, *statements: tuple[str, tuple]) -> None:
    """Put the untouched store back, then drop the guards, edit, and restore the guards."""
    path.write_bytes(original)
    for extra in (Path(f"{path}-wal"), Path(f"{path}-shm")):
        extra.unlink(missing_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA synchronous = OFF")       # a scratch copy: one transaction, no fsync
        conn.execute("BEGIN")
        triggers = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
        for name, _ in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        for sql, params in statements:
            conn.execute(sql, params)
        for _, sql in triggers:
            conn.execute(sql)
        conn.execute("COMMIT")
    finally:
        conn.close()


def caught_by_verify(path: Path) -> bool:
    """verify's verdict. SQLite's own page check is left out for speed: the edits here are all
    made through SQLite, so the pages stay sound and only the chain can catch them (with the
    page check, as ``dealer-app verify`` runs it, a store is only ever caught more often)."""
    return not verify_store(path, sqlite_check=False).intact


def tried_and_missed(path: Path, original: bytes, events: list[tuple]) -> tuple[int, list[str]]:
    """Apply every edit in turn; the edits verify did NOT catch."""
    missed, tried = [], 0
    for row in events:
        for what, column, new in byte_edits(row):
            apply_edit(path, original, (f"UPDATE events SET {column} = ? WHERE seq = ?", (new, row[0])))
            tried += 1
            if caught_by_verify(path) is False:
                missed.append(what)
    return tried, missed


def row_edits(path: Path, original: bytes, all_rows: list[tuple]) -> tuple[int, list[str]]:
    """Each row deleted, each pair of neighbours swapped."""
    missed, tried = [], 0
    seqs = [r[0] for r in all_rows]
    for seq in seqs[:-1]:
        apply_edit(path, original, ("DELETE FROM events WHERE seq = ?", (seq,)))
        tried += 1
        if caught_by_verify(path) is False:
            missed.append(f"deleted event {seq}")
    for a, b in pairwise(seqs):
        apply_edit(path, original, ("UPDATE events SET seq = -1 WHERE seq = ?", (a,)),
                   ("UPDATE events SET seq = ? WHERE seq = ?", (a, b)), ("UPDATE events SET seq = ? WHERE seq = -1", (b,)))
        tried += 1
        if caught_by_verify(path) is False:
            missed.append(f"swapped events {a} and {b}")
    return tried, missed


def test_every_byte_of_three_events_and_every_deleted_or_swapped_row_is_caught(tmp_path):
    path = tmp_path / "small.sqlite"
    original = small_store(path)
    all_rows = rows(path)
    assert len(all_rows) >= 10
    sample = [all_rows[0], all_rows[len(all_rows) // 2], all_rows[-1]]
    tried, missed = tried_and_missed(path, original, sample)
    print(f"{tried} single-byte edits and {2 * len(all_rows) - 2} row edits tried")
    assert tried >= 300 and missed == [], f"{len(missed)} of {tried} edits not caught: {missed[:10]}"
    tried_rows, missed_rows = row_edits(path, original, all_rows)
    assert tried_rows == 2 * len(all_rows) - 2 and missed_rows == [], missed_rows


def test_the_verify_command_exits_1_on_a_changed_byte(tmp_path, capsys):
    path = tmp_path / "small.sqlite"
    original = small_store(path)
    row = rows(path)[3]
    _, column, new = next(e for e in byte_edits(row) if e[1] == "payload")
    apply_edit(path, original, (f"UPDATE events SET {column} = ? WHERE seq = ?", (new, row[0])))
    assert main(["verify", str(path)]) == 1
    assert f"{row[0]}" in capsys.readouterr().out


@pytest.mark.slow
def test_every_byte_of_every_event_is_caught(tmp_path):
    path = tmp_path / "small.sqlite"
    original = small_store(path)
    tried, missed = tried_and_missed(path, original, rows(path))
    print(f"{tried} single-byte edits tried, {len(missed)} missed")
    assert missed == [], f"{len(missed)} of {tried} edits not caught: {missed[:10]}"
