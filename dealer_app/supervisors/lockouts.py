"""Lock-outs: wrong PINs counted, the lock-out's minutes measured, and when only a person lifts it.

Five wrong PINs in a row lock a supervisor out for 15 minutes on the monotonic clock (a wall clock set
forward or back lifts nothing); a second lock-out with no right PIN between, or one from before the
machine restarted, holds until another supervisor signs in or the club runs ``supervisor unlock``.
The desk (desk.py) keeps the counts in the roster file, and those of ids nobody has in memory.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

MAX_FAILURES = 5                 # wrong PINs in a row before a lock-out
LOCK_MINUTES = 15
MINUTE_US = 60 * 1_000_000
MINUTE_NS = 60 * 1_000_000_000


@dataclass(slots=True)
class Stranger:
    """Wrong tries under an id nobody has, counted like a supervisor's (never written anywhere)."""
    failures: int = 0
    locked_until_utc_us: int = 0
    locked_mono_ns: int = 0


def lock_span(failures: int, mono_ns: int, boot: str, until_utc_us: int, now_mono: int, now_utc: int, *,
              max_failures: int, lock_minutes: int, this_boot: str) -> Optional[str]:
    """None when not locked; "timed" while the lock-out's minutes run on the monotonic clock; "held" when
    only a person lifts it (another supervisor's sign-in, the club's 'supervisor unlock'): a second
    lock-out with no right PIN between, or one from before the machine restarted (its minutes cannot
    be measured, and a wall clock set forward must not lift it)."""
    if not (mono_ns or until_utc_us):
        return None
    if not mono_ns:                                  # a lock-out written before issue 18: the wall clock's
        return "timed" if until_utc_us > now_utc else None
    if failures >= 2 * max_failures or boot != this_boot:
        return "held"
    return "timed" if now_mono - mono_ns < lock_minutes * MINUTE_NS else None
