"""The bad beat jackpot in the table's record (RULES.md 12, art. 56-3): the increment, the hit and the
payment written with the request that made them, the meter resumed from the store, and ``verify``
recomputing the meter from the chain (start + increments - payments) and failing on an edited amount."""
from __future__ import annotations


import pytest

from dealer_app.store import open_store, verify_store
from dealer_app.table.record import TableRecord
from jackpot_helpers import BOARD, JACKPOT, LEVY_4, LOSER, NO_BEAT_BOARD, OTHER, Through, WINNER, heads_up_all_in, recorded
from sessions import settings
from store_helpers import FakeClock, forge

AT = "2025-03-01T20:00:00"



events = recorded


@pytest.fixture
def path(tmp_path):
    return tmp_path / "table.sqlite"


def heads_up(path):
    store = open_store(path, table="T4", dealer="Marie", clock=FakeClock())
    record = TableRecord.new(settings(rake=LEVY_4, extra=JACKPOT), store, "Marie", AT)
    record.submit(lambda s: s.sit(1, "Ann", 525, at=AT))
    record.submit(lambda s: s.sit(2, "Bob", 525, at=AT))
    return record


def test_the_increment_the_hit_and_the_payment_are_in_the_chain_and_verify_recomputes_the_meter(path):
    record = heads_up(path)
    table = Through(record)
    heads_up_all_in(table, {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)       # pot 1,050: levy 42, increment 10
    ((_, first),) = events(path, "jackpot-increment")
    assert first == {"hand": record.number_shown(1), "pot": 1050, "amount": 10, "meter": 1010}
    ended = [p for _, p in events(path, "hand-ended")][-1]
    assert sorted(ended["payouts"]) == [0, 998]
    record.close()
    report = verify_store(path)
    assert report.intact, report.problems


def test_a_bad_beat_hit_and_its_payment_are_recorded_with_the_proof(path):
    record = heads_up(path)
    table = Through(record)
    heads_up_all_in(table, {1: LOSER, 2: WINNER}, BOARD)
    ((_, hit),) = events(path, "jackpot-hit")
    assert (hit["rule"], hit["loser"], hit["winner"]) == ("qualifies", 1, 2)
    assert {h["seat"]: set(h["five"]) for h in hit["hands"]} == {1: {"7s", "7h", "7d", "7c", "9d"},
                                                                 2: {"Td", "Jd", "7d", "8d", "9d"}}
    table.confirm_jackpot("Marie")
    table.pay_jackpot("Floor Sam", "Director Ann")
    ((_, paid),) = events(path, "jackpot-paid")
    # 1,010 heads-up: 505 to the loser, the table's 505 shared by both, the odd unit to seat 1 (after the button).
    assert paid["meter"] == 1010 and paid["restarts_at"] == 1000
    assert {s["seat"]: s["amount"] for s in paid["shares"]} == {1: 505 + 253, 2: 252}
    assert (paid["supervisor"], paid["management"], paid["confirmed_by"]) == ("Floor Sam", "Director Ann", "Marie")
    record.close()
    report = verify_store(path)
    assert report.intact, report.problems
    resumed = TableRecord.resume(open_store(path, table="T4", dealer="Marie", clock=FakeClock()), "Marie", AT)
    assert resumed.session.jackpot == record.session.jackpot and resumed.session.jackpot.meter == 1000
    resumed.close()


def test_verify_fails_on_an_increment_edited_in_the_store(path):
    record = heads_up(path)
    heads_up_all_in(Through(record), {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)
    record.close()
    ((seq, _),) = events(path, "jackpot-increment")
    forge(path, seq, lambda payload: payload.update(amount=100))
    report = verify_store(path)
    assert not report.intact
    problem = next(p for p in report.problems if p.code == "jackpot-meter-mismatch")
    assert problem.seq == seq and "adds 100 to a meter of 1000 but says the meter is 1010" in problem.message


def test_verify_fails_on_a_payment_whose_shares_do_not_add_up(path):
    record = heads_up(path)
    table = Through(record)
    heads_up_all_in(table, {1: LOSER, 2: WINNER}, BOARD)
    table.confirm_jackpot("Marie")
    table.pay_jackpot("Floor Sam", "Director Ann")
    record.close()
    ((seq, _),) = events(path, "jackpot-paid")
    forge(path, seq, lambda payload: payload["shares"][0].update(amount=9999))
    codes = {p.code for p in verify_store(path).problems}
    assert "jackpot-shares-mismatch" in codes


def _increment_and_meter_edited_together(payload, to):
    payload.update(amount=to, meter=1000 + to)


def test_verify_fails_on_an_increment_edited_with_its_meter_so_that_the_sum_still_holds(path):
    """The meter's arithmetic holds (1,000 + 100 = 1,100), the chain is rehashed: the hand's replay from its
    recorded cards gives 10, so verify fails on the increment itself (issue 28: verify's blind spot)."""
    record = heads_up(path)
    heads_up_all_in(Through(record), {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)
    record.close()
    ((seq, _),) = events(path, "jackpot-increment")
    forge(path, seq, lambda payload: _increment_and_meter_edited_together(payload, 100))
    problems = verify_store(path).problems
    assert {p.code for p in problems} == {"jackpot-increment-mismatch"}
    (problem,) = problems
    assert problem.seq == seq and problem.message == (
        f"the jackpot-increment events of hand {record.number_shown(1)} add 100, but the hand replayed from its "
        "recorded inputs gives 10")


def test_verify_fails_on_a_hit_the_recorded_cards_do_not_decide(path):
    record = heads_up(path)
    table = Through(record)
    heads_up_all_in(table, {1: LOSER, 2: WINNER}, BOARD)
    record.close()
    ((seq, _),) = events(path, "jackpot-hit")
    # The five cards said of the loser's hand changed: not what the recorded cards decide.
    forge(path, seq, lambda payload: payload["hands"][0].update(five=["As", "Ah", "Ad", "Ac", "Kd"]))
    codes = {p.code for p in verify_store(path).problems}
    assert codes == {"jackpot-hit-mismatch"}


def test_verify_fails_on_a_bad_beat_whose_hit_was_not_recorded(path):
    record = heads_up(path)
    heads_up_all_in(Through(record), {1: LOSER, 2: WINNER}, BOARD)
    record.close()
    ((seq, _),) = events(path, "jackpot-hit")
    # The hit turned into something else: the hand's recorded cards still decide a bad beat nobody recorded.
    forge(path, seq, lambda payload: payload.update(hand=None))
    problems = [p for p in verify_store(path).problems if p.code == "jackpot-hit-mismatch"]
    assert problems and "decide a bad beat (seat 1 beaten by seat 2), but no jackpot-hit records it" in \
        problems[0].message
