"""How far a long command has got, on its standard error: a bar on a terminal, plain lines in a log.

``verify`` over a year of a table (about 3.5 million events) takes minutes:
on a terminal one line redrawn in place, at most ten times a second,

    verify: results 1,234,567 / 3,500,000 events  35 %  210,000 events/s  11 s left

and when the standard error is a file or a pipe (cron, a log) the same words
as a plain line every few seconds (and the step's last line), so the log is
not flooded with redraws; a step done in less than that writes nothing there.
It is a ``Progress`` function (store/progress.py): it never asks to stop.
The standard output is left alone (``--json`` stays pure JSON).
"""
from __future__ import annotations

import sys
import time
from typing import Callable, Optional, TextIO

BAR = 20


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def left_text(seconds: float) -> str:
    if seconds < 100:
        return f"{seconds:.0f} s"
    if seconds < 6000:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


class ProgressBar:
    """``ProgressBar("verify")`` is called as ``bar(stage, done, total)``; ``bar.close()`` ends the line."""

    def __init__(self, command: str, stream: Optional[TextIO] = None, *, unit: str = "events",
                 every: float = 0.1, log_every: float = 5.0, clock: Callable[[], float] = time.monotonic,
                 terminal: Optional[bool] = None):
        self.command, self.unit = command, unit
        self.stream = stream if stream is not None else sys.stderr
        self.terminal = _isatty(self.stream) if terminal is None else terminal
        self.every = every if self.terminal else log_every
        self.clock = clock
        self.stage: Optional[str] = None
        self.started = 0.0
        self.shown = float("-inf")
        self.drawn = False           # a bar is on the line (the terminal's cursor is after it)
        self.last = ""
        self.final: Optional[tuple[str, int]] = None
        self.spoken = False

    def __call__(self, stage: str, done: int, total: int) -> None:
        now = self.clock()
        if stage != self.stage:
            self._end_line()
            # A log hears of a step only once it has lasted a while: a quick check writes nothing.
            self.stage, self.started, self.spoken = stage, now, False
            self.shown = float("-inf") if self.terminal else now
        finished = total > 0 and done >= total
        if finished:
            if not self.spoken or self.final == (stage, total):
                return                       # nothing said of this step, or its last line is out already
            self.final = (stage, total)
        elif now - self.shown < self.every:
            return
        self.shown, self.spoken = now, True
        self.last = self.line(stage, done, total, now - self.started)
        try:
            if self.terminal:
                self.stream.write("\r" + self.last + "\x1b[K")
                self.drawn = True
            else:
                self.stream.write(self.last + "\n")
            self.stream.flush()
        except (OSError, ValueError):       # the terminal went away: the work goes on
            pass

    def line(self, stage: str, done: int, total: int, elapsed: float) -> str:
        share = done / total if total > 0 else 1.0
        words = [f"{self.command}:"] + ([stage] if stage and stage != self.unit else [])
        if self.terminal:
            filled = int(round(share * BAR))
            words.append("[" + "#" * filled + "." * (BAR - filled) + "]")
        words.append(f"{done:,} / {total:,} {self.unit}  {share * 100:3.0f} %")
        if elapsed > 0 and done > 0:
            rate = done / elapsed
            words.append(f" {rate:,.0f} {self.unit}/s")
            if done < total:
                words.append(f" {left_text((total - done) / rate)} left")
        return " ".join(words)

    def _end_line(self) -> None:
        if self.drawn:
            try:
                self.stream.write("\n")
                self.stream.flush()
            except (OSError, ValueError):
                pass
            self.drawn = False

    def close(self) -> None:
        self._end_line()
