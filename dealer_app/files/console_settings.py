"""The console's own settings on this machine, read without Qt: the language chosen last.

The window keeps them with Qt's QSettings (ui/kit/i18n.py: INI format, user scope, organisation
"dealer-console", application "console"); the commands that need no screen (``dealer-app
supervisor``) speak the same language, so they read the same file here, never writing it.
tests/commands/test_supervisor_language.py checks that this is the file Qt writes.
"""
from __future__ import annotations

import configparser
import os
import sys
from pathlib import Path
from typing import Mapping, Optional

ORGANISATION, APPLICATION = "dealer-console", "console"
LANGUAGE_KEY = "language"


def console_settings_path(environ: Mapping[str, str] = os.environ) -> Path:
    """Where QSettings(IniFormat, UserScope, ORGANISATION, APPLICATION) keeps the console's settings."""
    if sys.platform == "win32":                       # pragma: no cover - the club's Windows tables
        base = Path(environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    else:
        base = Path(environ.get("XDG_CONFIG_HOME") or Path(environ.get("HOME") or Path.home()) / ".config")
    return base / ORGANISATION / f"{APPLICATION}.ini"


def saved_language(environ: Mapping[str, str] = os.environ) -> Optional[str]:
    """The language chosen last in the console's window on this machine; None when none was (or the file
    cannot be read: the caller's default then)."""
    parser = configparser.ConfigParser(interpolation=None)
    try:
        with open(console_settings_path(environ), encoding="utf-8") as file:
            parser.read_file(file)
    except (OSError, UnicodeDecodeError, configparser.Error):
        return None
    value = parser.get("General", LANGUAGE_KEY, fallback=None)
    return value.strip() if value else None
