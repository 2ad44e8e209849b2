"""Where the console keeps its RFID deck registrations (hardware/registration.py stores them)."""
from __future__ import annotations

import os
from pathlib import Path


def default_deck_dir() -> Path:
    """``$XDG_DATA_HOME/dealer-console/decks`` (``~/.local/share/...``; on Windows ``%APPDATA%``)."""
    if os.name == "nt" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / "dealer-console" / "decks"
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "dealer-console" / "decks"
