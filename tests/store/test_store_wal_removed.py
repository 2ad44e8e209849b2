"""Issue 26, point 7: the write-ahead log deleted while the console runs.

Reported: the console went on acknowledging; killed, it lost 194 acknowledged events, seen only as the
keeper's tail-cut. Now the store compares the files SQLite holds open with the ones at its path before each
write: at the next append it writes what the vanished log holds into the store file, stops recording and
says so in words. Killed before any next append (nothing to notice it with), the loss still shows without a
keeper, against the head written down in the heads file and against a signed checkpoint."""
from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest

from dealer_app.commands import verify as verify_command
from dealer_app.store import verify_store
from keeper_helpers import ROOT

NOTES = 194

CHILD = textwrap.dedent("""
    import json, sys
    from dealer_app.keeper.client import KeeperClient
    from dealer_app.store import open_store
    path, socket, heads = sys.argv[1:4]
    store = open_store(path, table="T4", dealer="Lea", keeper=KeeperClient(socket) if socket != "-" else None)
    store.heads_file = heads
    store.open_session({"game": "test"}, by="Lea")
    store.close_session(by="Lea")
    for i in range(%d):
        store.append("note", {"n": i})
    seq, digest = store._conn.execute("SELECT seq, hash FROM chain_head").fetchone()
    print("ready", store.keying.store_id, seq, digest.hex(), flush=True)
    for line in sys.stdin:
        try:
            store.append("note", {"n": "after"})
            print(json.dumps({"recorded": True}), flush=True)
        except Exception as exc:
            print(json.dumps({"code": getattr(exc, "code", ""), "numbers": getattr(exc, "numbers", {}),
                              "message": str(exc)}), flush=True)
""" % NOTES)


def start_child(path, heads, keeper=None):
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(keeper.socket) if keeper else "-",
                              str(heads)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    ready = child.stdout.readline().split()
    assert ready and ready[0] == "ready", child.stderr.read()
    return child, ready[1], int(ready[2]), ready[3]


def kill(child) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(10)
    for stream in (child.stdin, child.stdout, child.stderr):
        stream.close()


def notes_in(path) -> int:
    import sqlite3
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT count(*) FROM events WHERE kind = 'note'").fetchone()[0]
    finally:
        conn.close()


@pytest.mark.parametrize("with_keeper", [False, True], ids=["no-keeper", "keeper"])
def test_a_deleted_wal_is_noticed_at_the_next_append_recording_stops_and_nothing_acknowledged_is_lost(
        request, tmp_path, with_keeper):
    keeper = request.getfixturevalue("keeper") if with_keeper else None
    folder = (keeper.folder if keeper else tmp_path) / "tables"
    path, heads = folder / "t4.sqlite", tmp_path / "t4.heads"
    child, store_id, seq, digest = start_child(path, heads, keeper)
    try:
        os.unlink(f"{path}-wal")                                 # the attack
        child.stdin.write("append\n")
        child.stdin.flush()
        answer = json.loads(child.stdout.readline())
        child.stdin.write("append\n")                            # and again: still stopped
        child.stdin.flush()
        again = json.loads(child.stdout.readline())
    finally:
        kill(child)                                              # killed, as reported
    assert answer["code"] == "store-files-replaced" and answer["numbers"]["saved"] is True
    assert f"{path}-wal" in answer["message"] and "recording has stopped" in answer["message"]
    assert again["code"] == "store-files-replaced"
    # Every acknowledged event is in the store file: none lost, the refused one not written.
    assert notes_in(path) == NOTES
    report = verify_store(path, keeper=keeper.client() if keeper else None)
    assert report.intact, report.problems
    assert (report.head_seq, report.head_hash.hex()) == (seq, digest)
    assert not [p for p in report.problems if p.code == "tail-cut"]


@pytest.mark.parametrize("language", ["fr", "en", "ru"], indirect=True)
def test_the_dealers_words_when_the_store_stops_recording(language):
    from dealer_app.store import StoreError
    from dealer_app.table.record import not_recorded
    from ui.kit.i18n import render
    saved = render(not_recorded(StoreError("store-files-replaced", "x", files="/t/t4.sqlite-wal", saved=True)))
    lost = render(not_recorded(StoreError("store-files-replaced", "x", files="/t/t4.sqlite", saved=False)))
    assert "/t/t4.sqlite-wal" in saved and "/t/t4.sqlite" in lost and saved != lost
    if language == "en":
        assert "Recording has stopped; every event recorded before was saved" in saved
        assert "may be lost. Call a supervisor" in lost
    else:
        assert "Recording has stopped" not in saved and "Call a supervisor" not in lost     # translated


def test_killed_before_any_append_the_loss_shows_without_a_keeper_in_the_heads_file_and_the_checkpoint(tmp_path):
    from dealer_app.central import checkpoint
    path, heads = tmp_path / "tables" / "t4.sqlite", tmp_path / "t4.heads"
    child, store_id, seq, digest = start_child(path, heads)
    written = heads.read_text().split()
    os.unlink(f"{path}-wal")
    kill(child)                                                  # no append after: nothing could notice
    assert notes_in(path) < NOTES                                # the acknowledged events are gone
    # The session's closing head, written down outside the store: the store no longer holds it.
    out = io.StringIO()
    code = verify_command.run(str(path), out=out, keeper="none", heads_file=str(heads))
    assert written[0] == store_id and code == verify_command.EXIT_DAMAGED and "[anchor-mismatch]" in out.getvalue()
    # A checkpoint signed on the floor of the head the store had: the store now ends before it.
    key = tmp_path / "floor.key"
    public, _ = checkpoint.keygen(key)
    signed = checkpoint.sign(checkpoint.load_private(key), store_id, seq, bytes.fromhex(digest))
    saved = tmp_path / "t4.checkpoint.json"
    saved.write_text(json.dumps(signed.to_dict()), encoding="utf-8")
    out = io.StringIO()
    code = verify_command.run(str(path), out=out, keeper="none", checkpoint=str(saved), public_key=str(public))
    assert code == verify_command.EXIT_DAMAGED and "[checkpoint-ahead]" in out.getvalue()
