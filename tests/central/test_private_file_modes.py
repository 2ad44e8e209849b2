"""A table's private files are its owner's only (issue 25, item 14): every file a session, the uplink's
checkpoint copy, the exports (PHH, text, HTML, PDF, --all) and the house's reports (CSV, PDF) make is 0600
and every folder made for them 0700, under the usual umask 022, even where a file of mode 0644 was there
before. The list of files is stated whole: a new file written beside a store shows up here and is looked at."""
from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central.uplink import Uplink
from dealer_app.commands.cli import main
from dealer_app.files.small_files import open_private, private_folder, write_private

from central_helpers import make_store, store_id


DAY = "2026-09-21"          # tests/store_helpers.py's FakeClock deals on it


def mode(path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_write_private_is_0600_replaces_a_0644_file_and_leaves_nothing_half_written(tmp_path, umask_022):
    target = tmp_path / "h.txt"
    target.write_text("old")
    os.chmod(target, 0o644)
    write_private(target, "new\n")
    assert mode(target) == 0o600 and target.read_text() == "new\n"
    write_private(target, b"\x00bytes")
    assert mode(target) == 0o600 and target.read_bytes() == b"\x00bytes"
    with pytest.raises(TypeError):               # a write that fails keeps the old file and no temporary
        write_private(target, 12)                # type: ignore[arg-type]
    assert target.read_bytes() == b"\x00bytes" and sorted(p.name for p in tmp_path.iterdir()) == ["h.txt"]
    wide = tmp_path / "part"
    wide.write_text("x")
    os.chmod(wide, 0o666)
    with open_private(wide) as file:             # opened again: emptied and narrowed
        file.write(b"y")
    assert mode(wide) == 0o600 and wide.read_bytes() == b"y"


def test_every_file_of_a_session_a_checkpoint_and_the_exports_is_0600(tmp_path, umask_022, central_db, uplink_url):
    tables = tmp_path / "home" / "tables"
    private_folder(tables)                       # as the console makes the store's folder
    store = make_store(tables / "T1.sqlite", hands=3)
    name = store.path.name
    # A checkpoint copy left by an older version, world-readable: the uplink's next one replaces it 0600.
    stale = cps.file_beside(store.path)
    stale.write_text("{}")
    os.chmod(stale, 0o644)

    floor = tmp_path / "floor"
    floor.mkdir()
    key = floor / "checkpoint.key"
    assert main(["central", "keygen", "--key", str(key), "--central", central_db]) == 0
    uplink = Uplink(store.path, uplink_url)
    try:
        assert uplink.sync_once().state == "synced"
        assert main(["central", "checkpoint", "--key", str(key),
                     "--central", central_db.replace("postgres@", "dealer_signer@")]) == 0
        assert uplink.sync_once().state == "synced"          # fetches the checkpoint, keeps it beside the store
    finally:
        uplink.close()
    assert cps.read(stale).store_id == store_id(store)
    exports = tmp_path / "exports"
    private_folder(exports)
    for fmt, suffix in (("phh", "phh"), ("text", "txt"), ("html", "html")):
        assert main(["export", str(store.path), "--hand", "1", "--format", fmt, "--output", str(exports / f"h1.{suffix}")]) == 0
    assert main(["export", str(store.path), "--all", "--format", "phh", "--output", str(exports / "all.phh")]) == 0
    from dealer_app.console.pdf import write_pdf            # what every PDF export draws with (ui/kit/printable.py)
    write_pdf((exports / "h1.html").read_text(encoding="utf-8"), str(exports / "h1.pdf"))
    assert main(["central", "report", "--central", central_db, "--day", DAY,
                 "--csv", str(exports / "rake.csv"), "--pdf", str(exports / "rake.pdf")]) == 0
    store.close()

    found = {str(p.relative_to(tmp_path)): mode(p) for p in tmp_path.rglob("*")}
    expected_private = {
        f"home/tables/{name}", f"home/tables/{name}.lock", f"home/tables/{name}.last-hand",
        f"home/tables/{name}.checkpoint.json",
        "floor/checkpoint.key",
        "exports/h1.phh", "exports/h1.txt", "exports/h1.html", "exports/all.phh", "exports/h1.pdf",
        "exports/rake.csv", "exports/rake.pdf",
    }
    expected_folders = {"home", "home/tables", "exports", "floor"}
    public = {"floor/checkpoint.key.pub"}        # the public half: given to every table, 0644 is right
    wal = {f"home/tables/{name}-wal", f"home/tables/{name}-shm"}    # SQLite's, while a connection was open
    assert set(found) - wal == expected_private | expected_folders | public, sorted(found)
    for path in expected_private | (wal & set(found)):
        assert found[path] == 0o600, (path, oct(found[path]))
    for folder in expected_folders - {"floor"}:  # "floor": made by the test, like the club's own /srv/floor
        assert found[folder] == 0o700, (folder, oct(found[folder]))
