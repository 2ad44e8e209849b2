"""Long work tells how far it has got, and can be stopped: a plain function, no screen.

The work calls ``progress(stage, done, total)`` now and then (``done`` and
``total`` in events, ``stage`` a short code such as "chain" or "replay");
a call that returns ``False`` asks it to stop, and the work raises
:class:`Cancelled` at once, having written nothing. Whoever shows it (a
terminal bar, a Qt dialog) is the caller's affair.
"""
from __future__ import annotations

from typing import Callable, Optional

Progress = Callable[[str, int, int], Optional[bool]]

# How many events between two reports: often enough for a smooth bar, rare enough to cost nothing.
EVERY = 4096


class Cancelled(Exception):
    """The one watching asked the work to stop; it stopped, and nothing was written."""


def tell(progress: Optional[Progress], stage: str, done: int, total: int) -> None:
    if progress is not None and progress(stage, done, total) is False:
        raise Cancelled(f"stopped at {done:,} of {total:,} ({stage})")
