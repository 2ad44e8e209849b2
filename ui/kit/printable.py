"""The printable dispute report as a PDF file, drawn by Qt itself.

QtGui's ``QPdfWriter`` and ``QTextDocument`` are enough: no QtPrintSupport
(which the installed bundle leaves out, installer/bundle_rules.py) and no
printer needed. QTextDocument understands the report's tables (widths, padding,
nowrap) and most of its style sheet; strike-through of withdrawn steps and the coloured
correction rows survive, the page-break hints do not.
"""
from __future__ import annotations

import os
import tempfile
from typing import Callable

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument


def write_pdf(html: str, path: str) -> None:
    """``html`` on A4 pages (15 mm margins) in ``path``, readable by its owner only (0600: a hand's hole
    cards, the house's money) and written whole (a temporary file renamed); OSError if it cannot be written."""
    save_private(path, lambda temporary: _draw(html, temporary))


def save_private(path: str, write: Callable[[str], None]) -> None:
    """``write(temporary)`` fills a temporary file beside ``path``, made 0600, then renamed over ``path``:
    ui's side of dealer_app/files/small_files.write_private (ui imports nothing of dealer_app)."""
    folder, name = os.path.split(os.path.abspath(path))
    # mkstemp makes the file 0600; a folder that does not exist, or no right to write, says so as Python does.
    fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    os.close(fd)
    try:
        write(temporary)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _draw(html: str, path: str) -> None:
    writer = QPdfWriter(path)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setCreator("dealer-console")
    document = QTextDocument()
    # Laid out on the PDF's own page (its resolution, its margins): not paginated, QTextDocument
    # would add 2 cm of margin of its own and lay the text out for the screen.
    document.documentLayout().setPaintDevice(writer)
    document.setDocumentMargin(0)
    document.setHtml(html)
    document.setPageSize(QSizeF(writer.pageLayout().paintRectPixels(writer.resolution()).size()))
    writer.setTitle(document.metaInformation(QTextDocument.MetaInformation.DocumentTitle))
    document.print_(writer)
