"""Files: reading a small text file that someone else gave us (a hand history, a session file),
and making a folder only its owner can read.

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
