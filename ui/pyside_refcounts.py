"""Keep PySide6 6.12.0 from freeing ``None``, ``True`` and ``False`` on Python 3.11.

The PySide6 6.12.0 installed here hands back ``None`` from every method that
returns nothing (``setText``, ``setEnabled``, ``show`` ...) and ``True`` from
``Signal.emit()`` without taking a reference for it, so each such call takes
one reference off the object for good. On Python 3.12 and later these three
objects are immortal and nothing happens; on 3.11 the console aborts after
some hundreds of redraws of the table ("none_dealloc: deallocating None",
or "bool_dealloc" for the emits of a card reader's events), a matter of
minutes at a busy table.

On import, a probe measures whether the installed PySide6 does this; if it
does, and only on CPython before 3.12, None, True and False are given 2**40
extra references: in effect what Python 3.12 does for them (they are never
freed in any case; freeing them is a fatal error). With that, the console
could redraw for thousands of years. Nothing else changes, and a PySide6
without the fault leaves everything as it is.

tests/ui/test_pyside_refcounts.py runs thousands of redraws in a fresh process.
"""
from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject

EXTRA_REFERENCES = 1 << 40


def methods_drop_none() -> bool:
    """Whether a PySide6 method that returns nothing takes a reference off None."""
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(64):
        probe.setObjectName("probe")
    return sys.getrefcount(None) <= before - 32


def _add_references(obj: object, count: int) -> None:
    # ob_refcnt is the first field of every CPython object.
    refcount = ctypes.c_ssize_t.from_address(id(obj))
    refcount.value += count


PROTECTED = False
if sys.implementation.name == "cpython" and sys.version_info < (3, 12) and methods_drop_none():
    for _singleton in (None, True, False):
        _add_references(_singleton, EXTRA_REFERENCES)
    PROTECTED = True
