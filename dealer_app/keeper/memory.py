"""The keeper's key and its memory on disk (server.py runs the process).

The key: 32 bytes made on the first start, mode 0400, refused if other accounts could read it.
The memory (``State``): per store, the last event MACed; per table, the last hand number given and
the stores it keeps; per roster name, the digest last MACed. Kept as a journal synced before each
answer, and as one 0600 file per record.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import Optional

KEY_BYTES = 32


class Refused(Exception):
    """What the keeper will not do or give, with a stable code: said back on the socket (answers.py), or
    why it cannot start (server.py)."""

    def __init__(self, code: str, message: str, **details):
        super().__init__(message)
        self.code, self.message, self.details = code, message, details


def load_or_make_key(path: Path) -> bytes:
    """The key, made on the first start (os.urandom, 0400); refused if others could read it."""
    path = Path(path)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o400)
        try:
            os.write(fd, os.urandom(KEY_BYTES))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.chmod(path, 0o400)                     # the umask could only have cut it further
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        raise Refused("key-exposed", f"the key file {path} can be read by other accounts (mode {mode:04o}): "
                      f"chmod 0400 {path} (and make a new key if it was copied)")
    key = path.read_bytes()
    if len(key) != KEY_BYTES:
        raise Refused("bad-key", f"the key file {path} holds {len(key)} bytes, not {KEY_BYTES}")
    return key


def _write_private(path: Path, data: dict) -> None:
    """Whole or not at all, on disk before the answer goes: a temporary file, fsynced, renamed."""
    temporary = path.with_name(path.name + ".new")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, json.dumps(data, sort_keys=True).encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(temporary, path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


class State:
    """Per store: table, genesis, head; per table: the last hand number given and the stores it keeps.

    Its memory is a journal (issue 26, point 11): every answer that changes it appends one line holding
    the whole new records, one ``fdatasync``, before the answer goes (a MAC costs one write and one sync,
    not a file rewritten and renamed). A line cut short by a crash was never answered: it is dropped.
    At each start, and when the journal grows past ``COMPACT_AT``, the records it holds are written as
    their own files (fsynced and renamed, as before) and the journal is emptied."""

    COMPACT_AT = 64 << 20

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        for sub in (self.folder, self.folder / "stores", self.folder / "tables", self.folder / "rosters"):
            sub.mkdir(mode=0o700, parents=True, exist_ok=True)
            os.chmod(sub, 0o700)
        self._records: dict[tuple[str, str], dict] = {}
        self._dirty: set[tuple[str, str]] = set()
        self._journal_path = self.folder / "journal"
        self._unwritable: Optional[str] = None
        self._replay()
        self._journal = os.open(self._journal_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        os.chmod(self._journal_path, 0o600)
        self._compact()

    # ---- the files

    def _path(self, kind: str, name: str) -> Path:
        if kind == "store":
            return self.folder / "stores" / f"{name}.json"
        folder = "tables" if kind == "table" else "rosters"
        return self.folder / folder / (hashlib.sha256(name.encode("utf-8")).hexdigest()[:32] + ".json")

    def _get(self, kind: str, name: str) -> Optional[dict]:
        key = (kind, name)
        if key not in self._records:
            path = self._path(kind, name)
            if not path.exists():
                return None
            self._records[key] = json.loads(path.read_text("utf-8"))
        return self._records[key]

    def save(self, *changes: tuple[str, str, dict]) -> None:
        """The records changed by one answer, in one journal line and one sync: all or none of them."""
        line = json.dumps({"records": [list(change) for change in changes]}, sort_keys=True).encode("utf-8") + b"\n"
        if self._unwritable is not None:
            raise OSError(f"its journal could not be put back after a failed write ({self._unwritable})")
        offset = os.fstat(self._journal).st_size
        try:
            if os.write(self._journal, line) != len(line):
                raise OSError("the disk took only part of the journal's line (full?)")
            os.fdatasync(self._journal)
        except OSError:
            # Nothing answered: the line goes, so that the next one is not read after half a line (a journal
            # read back stops at the first bad line, and what followed it would be forgotten).
            try:
                os.ftruncate(self._journal, offset)
                os.fdatasync(self._journal)
            except OSError as exc:
                self._unwritable = str(exc)       # every later answer refused until a restart reads it back
            raise
        for kind, name, record in changes:
            self._records[(kind, name)] = record
            self._dirty.add((kind, name))
        if os.fstat(self._journal).st_size > self.COMPACT_AT:
            try:
                self._compact()
            except OSError:
                pass            # the answer stands (its line is synced); the journal is compacted later

    def _replay(self) -> None:
        try:
            data = self._journal_path.read_bytes()
        except FileNotFoundError:
            return
        for line in data.split(b"\n")[:-1]:          # the last piece has no newline: cut short, never answered
            try:
                entry = json.loads(line)
                changes = [(kind, name, record) for kind, name, record in entry["records"]]
            except (ValueError, KeyError, TypeError):
                break                                 # a torn line: nothing after it was answered either
            for kind, name, record in changes:
                self._records[(kind, name)] = record
                self._dirty.add((kind, name))

    def _compact(self) -> None:
        """The journal's records written as their own files, then the journal emptied."""
        for kind, name in sorted(self._dirty):
            _write_private(self._path(kind, name), self._records[(kind, name)])
        self._dirty.clear()
        os.ftruncate(self._journal, 0)
        os.fsync(self._journal)

    # ---- the records

    def store(self, store_id: str) -> Optional[dict]:
        return self._get("store", store_id)

    def save_store(self, record: dict) -> None:
        self.save(("store", record["store"], record))

    def table(self, table: str) -> dict:
        found = self._get("table", table)
        return dict(found) if found is not None else {"table": table, "last_hand": 0, "stores": []}

    def save_table(self, record: dict) -> None:
        self.save(("table", record["table"], record))

    def roster(self, name: str) -> Optional[str]:
        """The last roster digest MACed under ``name`` (a table): only that one is current."""
        found = self._get("roster", name)
        return found["digest"] if found else None

    def save_roster(self, name: str, digest: str) -> None:
        self.save(("roster", name, {"name": name, "digest": digest}))
