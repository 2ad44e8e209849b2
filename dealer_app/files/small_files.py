"""Files: reading a small text file that someone else gave us (a hand history, a session file),
making a folder only its owner can read, and writing a private file whole (0600).

Only a regular file is read, and never past a byte cap: ``/dev/zero`` would fill
the memory, a FIFO would hang the command, and a 50 MB "session file" would hold
the console for a minute in the TOML reader. The size is what was read, not what
``stat`` said (a device or a growing file says 0).
"""
from __future__ import annotations

import os
import stat

from engine.errors import Refusal


class NotReadable(Refusal):
    """Why the file was not read: ``code`` is ``not-a-file``, ``too-big``, ``cannot-read`` or ``not-utf8``."""

    def __init__(self, code: str, message: str, size: int = 0, why: str = ""):
        super().__init__(code, message, size=size, why=why)
        self.size = size            # too-big: the file's size as the file system gives it
        self.why = why              # cannot-read: the system's reason


def read_small_text(path: str | os.PathLike, limit: int) -> str:
    """The UTF-8 text of the regular file at ``path``, at most ``limit`` bytes; NotReadable otherwise."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer would wait for one; a regular file ignores it.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        why = str(exc.strerror or exc)
        raise NotReadable("cannot-read", f"cannot read {path}: {why}", why=why) from None
    status = os.fstat(fd)
    if not stat.S_ISREG(status.st_mode):
        os.close(fd)
        raise NotReadable("not-a-file", f"{path} is not a file (a device, a pipe or a folder): not read")
    with os.fdopen(fd, "rb") as f:
        try:
            data = f.read(limit + 1)
        except OSError as exc:
            why = str(exc.strerror or exc)
            raise NotReadable("cannot-read", f"cannot read {path}: {why}", why=why) from None
    if len(data) > limit:
        size = max(status.st_size, len(data))
        raise NotReadable("too-big", f"{path} is {size:,} bytes, more than the {limit:,} such a file can be; "
                          "not read", size=size)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise NotReadable("not-utf8", f"{path} is not UTF-8 text") from None


def private_folder(folder: os.PathLike | str) -> None:
    """``folder``, created readable by its owner only (0700) where it is missing (issue 18: the
    store, the roster and their folders are not for every account on the machine)."""
    from pathlib import Path
    folder = Path(folder)
    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for made in reversed(missing):
        made.mkdir(mode=0o700)
        os.chmod(made, 0o700)            # mkdir's mode is cut by the umask


def write_private(path: os.PathLike | str, data: bytes | str, *, newline: str | None = None) -> None:
    """``data`` written whole to ``path``, readable and writable by its owner only (0600): a table's
    checkpoint copy, a hand's export (hole cards), a report of the house's money (issue 25, item 14).

    Written to a temporary file beside it (0600 from its creation, whatever the umask), flushed to
    the disk, then renamed over ``path``: a crash leaves the old file or the new one, never half of
    one, and a file that was 0644 before is 0600 after (the rename replaces it). Text is UTF-8;
    ``newline`` as for ``open`` (``""``: written as given). OSError when it cannot be written (the
    temporary file is then removed)."""
    target = os.fspath(path)
    if isinstance(data, str):
        if newline not in (None, ""):
            data = data.replace("\n", newline)
        elif newline is None and os.linesep != "\n":
            data = data.replace("\n", os.linesep)
        data = data.encode("utf-8")
    folder, name = os.path.split(target)
    temporary = os.path.join(folder, f".{name}.{os.getpid()}.tmp")
    try:
        with open_private(temporary) as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def open_private(path: os.PathLike | str):
    """``path`` opened for writing in binary, emptied, readable and writable by its owner only (0600)
    even when it was there before with more: for a private file written in pieces (``export --all``),
    renamed into place by the caller. ``write_private`` for one written at once."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o600)
    try:
        os.fchmod(fd, 0o600)                     # a file already there keeps its mode through O_CREAT: set it
    except AttributeError:                       # Windows: no fchmod, and no group or other bits to take off
        pass
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "wb")
