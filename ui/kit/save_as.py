"""Where the floor's documents go: one save dialog for a hand (PHH, text, web page, PDF) or a report (CSV,
PDF), opening in the user's Documents folder (then in the folder chosen last), with the name the
controller suggests in the console's language ("coup-6-T4.pdf"). Used by the floor view at a table, the
floor station's hand search and its reports tab; tests hand those widgets their own ``ChoosePath`` instead."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from .i18n import translate

ChoosePath = Callable[[str, str], Optional[str]]     # (format, suggested name) -> the path; None: cancelled

_last_folder: Optional[Path] = None                  # where the user saved last, while the program runs


def _filter(fmt: str) -> str:
    return {"phh": translate("Floor", "PHH hand history (*.phh)"), "text": translate("Floor", "Text (*.txt)"),
            "html": translate("Floor", "Web page (*.html)"), "pdf": translate("Floor", "PDF (*.pdf)"),
            "csv": "CSV (*.csv)"}[fmt]


def documents_folder() -> Path:
    """The user's Documents folder, made when the account has none yet (a new Linux account without a
    desktop's first start): a dialog pointed at a folder that does not exist opens in the program's
    working folder instead, which is how the floor's files ended up in the project folder."""
    located = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(located) if located else Path.home()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


def start_folder() -> Path:
    """The folder chosen last if it is still there, else Documents."""
    if _last_folder is not None and _last_folder.is_dir():
        return _last_folder
    return documents_folder()


def safe_file_name(name: str) -> str:
    """``name`` with nothing a file system refuses (/ \\ : * ? " < > | and control characters): letters of any
    language stay ("раздача-6-T4.pdf")."""
    cleaned = re.sub(r'[\x00-\x1f/\\:*?"<>|]+', "-", name).strip(" .")
    return cleaned or "document"


def ask_path(parent: QWidget, title: str, fmt: str, suggested: str) -> Optional[str]:
    """The path the user chose for a document of format ``fmt`` (None: cancelled)."""
    global _last_folder
    path, _ = QFileDialog.getSaveFileName(parent, title, str(start_folder() / safe_file_name(suggested)),
                                          _filter(fmt))
    if not path:
        return None
    _last_folder = Path(path).parent
    return path
