"""The machine's clocks as the record shows them: a clock that goes back, noted once per episode.

Every event carries the wall clock (UTC) and the monotonic clock of the machine that wrote it.
The wall clock may be set back (by a person, a time service): the events stay in the order of
their numbers, and the times between them are to be read with care. The monotonic clock never
goes back on one boot: when it does, the machine's clock source is at fault (a virtual machine
moved, a broken timer), and the time between those events cannot be measured. ``verify`` notes
both; neither is damage.

One set-back used to be noted on every later event (issue 24: ~70 notes for one). An episode runs
from the first event dated before an earlier one until the clock is back past the latest reading
before the jump; its one note says which events it covers.
"""
from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import NamedTuple, Optional


class ClockNote(NamedTuple):
    """What ``verify`` reports as a warning: its code, its words, the event and hand it begins at."""

    code: str
    message: str
    seq: int
    hand: Optional[int]


class ClockWatch:
    """One clock read event after event (``read``), its episodes noted (``finished``).

    ``wall``: the machine's clock (UTC, microseconds), ``clock-set-back``. ``monotonic``: the
    clock of one boot (nanoseconds), ``monotonic-clock-backwards``; its readings compare only
    within a boot (``new_run`` at each start of the console, with the boot it names)."""

    def __init__(self, which: str):
        self.which = which
        self.latest: Optional[int] = None          # the latest reading so far (this boot, for monotonic)
        self.latest_seq: Optional[int] = None
        self.behind_until: Optional[int] = None    # in an episode: the reading the clock must get back to
        self.episode: Optional[tuple[str, int, Optional[int], int]] = None   # (words, first, hand, last)
        self.boot: Optional[str] = None
        self.notes: list[ClockNote] = []

    def new_run(self, boot: Optional[str]) -> None:
        """A start of the console: on another boot (or one not said) the monotonic clock starts again."""
        if boot is None or boot != self.boot:
            self._end()
            self.latest = self.latest_seq = None
        self.boot = boot

    def read(self, value: int, seq: int, kind: str, hand: Optional[int]) -> None:
        if self.behind_until is not None:
            if value >= self.behind_until:
                self._end()                        # caught up: the episode is over
            else:
                words, first, first_hand, _ = self.episode
                self.episode = (words, first, first_hand, seq)
                return
        if self.latest is not None and value < self.latest:
            self.behind_until = self.latest
            self.episode = (self._words(value, seq, kind, hand), seq, hand, seq)
            return
        self.latest, self.latest_seq = value, seq

    def finished(self) -> list[ClockNote]:
        """Every episode's note, the last one closed where the record ends."""
        self._end()
        return self.notes

    def _end(self) -> None:
        if self.episode is not None:
            words, first, hand, last = self.episode
            if last > first:
                words += f"; events {first} to {last} are all dated before it (one note for the episode)"
            code = "clock-set-back" if self.which == "wall" else "monotonic-clock-backwards"
            self.notes.append(ClockNote(code, words, first, hand))
        self.behind_until, self.episode = None, None

    def _words(self, value: int, seq: int, kind: str, hand: Optional[int]) -> str:
        if self.which == "wall":
            return (f"event {seq} ({kind}{of_hand(hand)}) is dated {utc_text(value)}, "
                    f"{duration(self.latest - value)} before an earlier event ({utc_text(self.latest)}): the "
                    "machine's clock was set back; the events are in the order of their numbers")
        return (f"event {seq} ({kind}{of_hand(hand)}) was written {duration((self.latest - value) // 1000)} "
                f"before event {self.latest_seq} by the machine's monotonic clock, on the same boot: that clock "
                "ran backwards (it never should: a virtual machine moved, a faulty clock source); the time "
                "between these events cannot be measured, and the events are in the order of their numbers")


def boot_of(payload) -> Optional[str]:
    """The boot a ``store-opened`` event names (its payload's ``boot_id``); None when it names none."""
    try:
        boot = json.loads(payload).get("boot_id")
    except (TypeError, ValueError, AttributeError):
        return None
    return boot if isinstance(boot, str) and boot else None


def of_hand(hand: Optional[int]) -> str:
    return f", hand {hand}" if hand is not None else ""


def utc_text(utc_us: int) -> str:
    try:
        return datetime.fromtimestamp(utc_us / 1e6, timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    except (OverflowError, OSError, ValueError):
        return f"{utc_us} µs"


def duration(us: int) -> str:
    seconds = us / 1e6
    if seconds < 120:
        return f"{seconds:.1f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"
