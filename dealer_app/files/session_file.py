"""Session files on disk (ARCHITECTURE.md 4.1): load, validate, save.

The reading and writing rules live in the engine (engine.settings,
engine.session.writer); this module adds the file: UTF-8 text, written to a
temporary file beside the target and moved over it, so a crash never leaves
half a session file.
"""
from __future__ import annotations

import os

from engine.session.writer import format_session
from engine.settings import (
    MAX_TEXT_CHARS,
    SessionSettings,
    SettingsError,
    parse_session,
)

from dealer_app.files.small_files import NotReadable, read_small_text, write_private


def load_session(path: str | os.PathLike) -> SessionSettings:
    """Read and validate a session file; SettingsError names the key and the rule.

    Unknown keys do not stop the load: they are in ``settings.warnings``.
    """
    try:
        # Refused unread past the cap: a 50 MB file would hold the console for a minute in the TOML reader.
        text = read_small_text(path, MAX_TEXT_CHARS)
    except NotReadable as exc:
        if exc.code == "too-big":
            raise SettingsError("file", f"{path} is {exc.size:,} bytes, more than the {MAX_TEXT_CHARS:,} a "
                                "session file can be: not a session file", "file-too-large",
                                path=str(path), size=exc.size, most=MAX_TEXT_CHARS) from None
        if exc.code == "not-utf8":
            raise SettingsError("file", f"{path} is not UTF-8 text", "not-utf8", path=str(path)) from None
        if exc.code == "not-a-file":
            raise SettingsError("file", exc.message, "not-a-file", path=str(path)) from None
        raise SettingsError("file", f"cannot read {path}: {exc.why}", "cannot-read",
                            path=str(path), why=exc.why) from None
    return parse_session(text)


def save_session(path: str | os.PathLike, settings: SessionSettings) -> None:
    """Write the settings, every key, so that ``load_session`` reads back the same settings."""
    # Whole or not at all, as every small file of the table (files/small_files.py: temporary file, fsync,
    # rename; 0600 as mkstemp made it before).
    write_private(path, format_session(settings), newline="\n")
