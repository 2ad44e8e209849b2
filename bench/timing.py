"""How bench.run times: many calls, each timed, summed up as median and percentiles (microseconds)."""
from __future__ import annotations

import gc
import statistics
import time
from contextlib import contextmanager
from typing import Any, Callable, Sequence

US = 1e6
MS = 1e3


# ----------------------------------------------------------------- statistics

def summary(samples: Sequence[float], scale: float) -> dict[str, float]:
    """Median, 90th percentile, mean and count of ``samples`` (seconds) in the unit of ``scale``."""
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
    return {
        "median": statistics.median(ordered) * scale,
        "p90": p90 * scale,
        "mean": statistics.fmean(ordered) * scale,
        "min": ordered[0] * scale,
        "n": len(ordered),
    }


@contextmanager
def settled_heap():
    """The deals and hands made for a measure are moved out of the garbage
    collector's sight (gc.freeze) while it runs: the collector still runs as
    usual, but does not walk thousands of prepared objects a console would
    never hold at once."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def each_call(fn: Callable[..., Any], argument_lists: Sequence[tuple], warmup: int) -> list[float]:
    """Seconds taken by ``fn(*args)`` for each argument list after the first
    ``warmup`` ones (called untimed: a deal or a hand is never timed twice)."""
    for args in argument_lists[:warmup]:
        fn(*args)
    clock = time.perf_counter
    times = []
    with settled_heap():
        for args in argument_lists[warmup:]:
            start = clock()
            fn(*args)
            times.append(clock() - start)
    return times


def batches(fn: Callable[[], Any], repeats: int) -> list[float]:
    """Seconds taken by each of ``repeats`` calls of ``fn`` (one untimed call first)."""
    fn()
    clock = time.perf_counter
    times = []
    with settled_heap():
        for _ in range(repeats):
            start = clock()
            fn()
            times.append(clock() - start)
    return times


def rate_summary(batch_times: Sequence[float], per_batch: int) -> dict[str, float]:
    """Evaluations per second: median of the batches; ``p90`` is the 90th percentile
    batch (slow side) as a rate; ``us_per_eval`` its inverse."""
    rates = sorted(per_batch / t for t in batch_times)
    slow = rates[max(0, int(round(0.1 * (len(rates) - 1))))]
    median = statistics.median(rates)
    return {"median": median, "p90": slow, "mean": statistics.fmean(rates), "min": rates[0],
            "n": len(rates), "us_per_eval": US / median}
