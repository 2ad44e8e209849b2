"""A printable page written as a PDF by Qt (ui/kit/printable.py), for commands run without a window
(``dealer-app central report --pdf``, ``central register --pdf``): the only Qt those commands load, and
only when a PDF is asked for. On a machine without a display Qt draws off screen."""
from __future__ import annotations

import os


def write_pdf(html: str, path: str) -> None:
    """``html`` on A4 pages in ``path``; OSError when it cannot be written."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from ui.kit.printable import write_pdf as draw
    if QGuiApplication.instance() is None:
        # Kept for the process's life: Qt wants one application object, made once.
        write_pdf.app = QGuiApplication(["dealer-app"])          # type: ignore[attr-defined]
    draw(html, path)
