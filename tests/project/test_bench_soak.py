"""The soak benchmark's arithmetic and verdict (bench/soak.py): the RSS slope after the warm-up in MB per
simulated hour, a fall of a refcount, a crash, and short runs that check the bench without judging memory."""
from bench.soak import STATION_SLOPE, TABLE_SLOPE, memory, slope, verdict


class Sampled:
    def __init__(self, rss):
        self.rss = rss


def part(slope_mb=0.0, crashed=False, end_none=20_000):
    counts = {"None": 20_000, "True": 5_000, "False": 4_000}
    return {"crashed": crashed, "memory": {"anon": {"slope_mb_per_simulated_hour": slope_mb}},
            "refcounts": {"start": counts, "warm": counts, "end": {**counts, "None": end_none}}}


def test_the_slope_is_least_squares_per_simulated_hour_after_the_warm_up():
    assert slope([(0, 1.0), (1, 3.0), (2, 5.0)]) == 2.0
    assert slope([(0, 1.0)]) is None
    # 10x: 360 s of wall time is one simulated hour; 1 MB more every 360 s after a warm-up of 100 s,
    # a jump of 50 MB during the warm-up left out.
    rss = [(0, 100 * 1024, 40 * 1024)] + [(100 + 360 * i, (150 + i) * 1024, 60 * 1024) for i in range(9)]
    got = memory(Sampled(rss), speed=10, warm_up_s=100)
    assert got["rss"]["slope_mb_per_simulated_hour"] == 1.0 and got["anon"]["slope_mb_per_simulated_hour"] == 0.0
    assert [got["rss"][k] for k in ("start_mb", "warm_mb", "end_mb", "max_mb")] == [100.0, 150.0, 158.0, 158.0]


def test_the_verdict_fails_a_crash_a_growth_and_a_drain_and_passes_a_flat_evening():
    flat = {"simulated_hours": 8, "table": part(0.6), "station": part(0.0)}
    ok, said = verdict(flat)
    assert ok and said.startswith("PASS: no crash; memory flat")
    assert verdict({**flat, "station": part(crashed=True)}) == (False, "FAIL: station crashed")
    grows = verdict({**flat, "table": part(TABLE_SLOPE + 1)})
    assert not grows[0] and "the table's anonymous memory grows" in grows[1]
    assert not verdict({**flat, "station": part(STATION_SLOPE + 0.1)})[0]
    drained = verdict({**flat, "table": part(0.6, end_none=20_000 - 400_000)})
    assert drained == (False, "FAIL: table: None fell by 400,000")


def test_a_short_run_checks_crashes_and_refcounts_but_not_memory():
    short = {"simulated_hours": 0.2, "table": part(5.0), "station": part(3.0)}
    ok, said = verdict(short)
    assert ok and "memory not judged" in said
    assert not verdict({**short, "table": part(crashed=True)})[0]
