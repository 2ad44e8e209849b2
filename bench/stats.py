"""Percentiles of the benches: the nearest rank (no interpolation: every figure is a real sample)."""
from __future__ import annotations

from typing import Sequence


def nearest_rank(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0-100) by nearest rank; NaN for no values."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(-(-q * len(ordered) // 100)) - 1))]
