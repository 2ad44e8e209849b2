"""Where the floor's documents go: one save dialog for a hand (PHH, text, web page, PDF) or a report (CSV,
PDF), opening in the user's Documents folder. Used by the floor view at a table, the floor station's hand
search and its reports tab; tests hand those widgets their own ``ChoosePath`` instead."""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Optional

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from .i18n import translate

ChoosePath = Callable[[str, str], Optional[str]]     # (format, suggested name) -> the path; None: cancelled


def _filter(fmt: str) -> str:
    return {"phh": translate("Floor", "PHH hand history (*.phh)"), "text": translate("Floor", "Text (*.txt)"),
            "html": translate("Floor", "Web page (*.html)"), "pdf": translate("Floor", "PDF (*.pdf)"),
            "csv": "CSV (*.csv)"}[fmt]


def ask_path(parent: QWidget, title: str, fmt: str, suggested: str) -> Optional[str]:
    """The path the user chose for a document of format ``fmt`` (None: cancelled)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path(folder) / suggested), _filter(fmt))
    return path or None
