"""The console benchmark's percentile: nearest rank, a real sample each (bench/console.py)."""
from bench.console import percentiles


def test_nearest_rank_percentiles_of_one_to_a_hundred():
    got = percentiles([float(x) for x in range(100, 0, -1)])
    assert got == {"n": 100, "p50": 50.0, "p95": 95.0, "p99": 99.0, "max": 100.0}


def test_a_single_sample_is_every_percentile_and_none_is_empty():
    assert percentiles([7.5]) == {"n": 1, "p50": 7.5, "p95": 7.5, "p99": 7.5, "max": 7.5}
    assert percentiles([]) == {}
