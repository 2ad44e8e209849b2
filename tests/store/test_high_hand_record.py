"""The high hand in the table's record (RULES.md 12): a leader of its period written as a ``high-hand``
session event with the showdown that made it (the fields the room's board reads), the period's winners
and their shares as ``high-hand-won``, the state resumed from the store, and ``verify`` checking the
events against the recorded cards: a forged one fails."""
from __future__ import annotations

from datetime import datetime

import pytest

from dealer_app.store import open_store, verify_store
from dealer_app.table.record import TableRecord
from engine.settings import parse_session
from high_hand_helpers import HIGH_HAND, HOLDEM, NINES_BOARD, showdown_at
from jackpot_helpers import RECORDED_REQUESTS, Through as RecordedThrough, recorded
from store_helpers import FakeClock, forge

SETTINGS = ('[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = 5\nmin_buy_in = 100\nmax_buy_in = 5000\n'
            '[house]\nbutton = "dead"\n[table]\nseats = 9\n' + HOLDEM + HIGH_HAND.replace("10000", "10005"))
KINGS = ("Ks", "Kh", "Ac", "7s", "2c")


class Through(RecordedThrough):
    """The session's requests made through the table's record, the store's clock at the request's time."""

    def __init__(self, record: TableRecord, clock: FakeClock):
        super().__init__(record)
        self.clock = clock

    def __getattr__(self, name):
        request = super().__getattr__(name)
        if name not in RECORDED_REQUESTS:
            return request

        def at_its_time(*args, **kwargs):
            if kwargs.get("at"):
                self.clock.now = int(datetime.fromisoformat(kwargs["at"]).timestamp() * 1e6)
            return request(*args, **kwargs)
        return at_its_time


events = recorded


@pytest.fixture
def path(tmp_path):
    return tmp_path / "table.sqlite"


def a_table(path):
    # The console's times here carry the table's zone (+01:00): the events say UTC.
    at = "2025-03-01T13:30:00+01:00"
    clock = FakeClock(utc_us=int(datetime.fromisoformat(at).timestamp() * 1e6))
    store = open_store(path, table="T4", dealer="Marie", clock=clock)
    record = TableRecord.new(parse_session(SETTINGS), store, "Marie", at)
    record.submit(lambda s: s.sit(1, "Anna", 525, at=at))
    record.submit(lambda s: s.sit(2, "Boris", 525, at=at))
    return record, Through(record, clock)


def test_the_leaders_and_the_period_won_are_in_the_chain_with_the_room_boards_fields(path):
    record, table = a_table(path)
    showdown_at(table, "2025-03-01T14:05:00+01:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    ((_, nines),) = events(path, "high-hand")
    assert nines == {"hand": record.number_shown(1), "seat": 1, "player": "Anna", "five": nines["five"],
                     "name": "four nines",
                     "shown_at": "2025-03-01T13:05:00+00:00",
                     "period": ["2025-03-01T13:00:00+00:00", "2025-03-01T14:00:00+00:00"]}
    assert sorted(nines["five"]) == ["9c", "9d", "9h", "9s", "Kh"]
    # Four kings replace the nines; four kings again (the same ace kicker) join them.
    showdown_at(table, "2025-03-01T14:20:00+01:00", {1: ("2d", "3h"), 2: ("Kc", "Kd")}, KINGS)
    showdown_at(table, "2025-03-01T14:40:00+01:00", {1: ("Kc", "Kd"), 2: ("2d", "3h")}, KINGS)
    assert [(e["hand"], e["seat"], e["name"]) for _, e in events(path, "high-hand")] == [
        (1, 1, "four nines"), (2, 2, "four kings"), (3, 1, "four kings")]
    assert events(path, "high-hand-won") == []
    table.rebuy(1, 100, at="2025-03-01T15:00:00+01:00")     # the first entry at 15:00 ends the period
    ((_, won),) = events(path, "high-hand-won")
    assert won["period"] == ["2025-03-01T13:00:00+00:00", "2025-03-01T14:00:00+00:00"] and won["prize"] == 10_005
    assert [(s["hand"], s["seat"], s["player"], s["amount"]) for s in won["shares"]] == [
        (2, 2, "Boris", 5_005), (3, 1, "Anna", 5_000)]
    report = verify_store(path)
    assert report.intact, report.problems
    record.close()
    again = TableRecord.resume(open_store(path, table="T4", dealer="Marie", clock=FakeClock(
        utc_us=int(datetime.fromisoformat("2025-03-01T15:01:00+01:00").timestamp() * 1e6))), "Marie",
        "2025-03-01T15:01:00+01:00")
    assert again.session.high_hand.won == record.session.high_hand.won
    again.close()


@pytest.mark.parametrize("change, code", [
    (lambda e: e.update(five=["9c", "9s", "9h", "9d", "Ah"]), "high-hand-forged"),     # cards never dealt
    (lambda e: e.update(seat=2, player="Boris"), "high-hand-forged"),                    # the other seat's cards
    (lambda e: e.update(shown_at="2025-03-01T12:59:00+00:00",
                        period=["2025-03-01T12:00:00+00:00", "2025-03-01T13:00:00+00:00"]), "high-hand-time"),
    (lambda e: e.update(period=["2025-03-01T13:00:00+00:00", "2025-03-01T15:00:00+00:00"]), "high-hand-period"),
])
def test_verify_fails_on_a_forged_high_hand_event(path, change, code):
    record, table = a_table(path)
    showdown_at(table, "2025-03-01T14:05:00+01:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    record.close()
    ((seq, _),) = events(path, "high-hand")
    forge(path, seq, change)
    report = verify_store(path)
    assert code in {p.code for p in report.problems}, report.problems


def test_verify_fails_on_a_period_won_paid_to_other_hands_or_in_other_shares(path):
    record, table = a_table(path)
    showdown_at(table, "2025-03-01T14:05:00+01:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    table.rebuy(2, 100, at="2025-03-01T15:00:00+01:00")
    record.close()
    ((seq, won),) = events(path, "high-hand-won")
    assert [s["amount"] for s in won["shares"]] == [10_005]
    forge(path, seq, lambda e: e["shares"][0].update(amount=10_000))
    assert "high-hand-won-mismatch" in {p.code for p in verify_store(path).problems}


def test_verify_fails_on_a_hand_put_on_a_board_that_a_better_one_leads(path):
    record, table = a_table(path)
    showdown_at(table, "2025-03-01T14:05:00+01:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    showdown_at(table, "2025-03-01T14:20:00+01:00", {1: ("2d", "3h"), 2: ("Kc", "Kd")}, KINGS)
    record.close()
    assert verify_store(path).intact
    # The four nines said to be four aces: the four kings after them no longer lead.
    ((seq, _), _) = events(path, "high-hand")
    forge(path, seq, lambda e: e.update(five=["Ac", "Ad", "Ah", "As", "Kh"], name="four aces"))
    codes = {p.code for p in verify_store(path).problems}
    assert {"high-hand-forged", "high-hand-not-leading"} <= codes


def test_verify_of_the_latest_events_reads_the_rules_and_the_board_from_before_them(path):
    record, table = a_table(path)
    showdown_at(table, "2025-03-01T14:05:00+01:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    table.rebuy(2, 100, at="2025-03-01T15:00:00+01:00")
    record.close()
    report = verify_store(path, recent=2)
    assert report.intact, report.problems


def test_a_leader_whose_hand_is_voided_after_it_ended_is_withdrawn_never_erased(path):
    record, table = a_table(path)
    showdown_at(table, "2025-03-01T14:05:00+01:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    record.submit(lambda s: s.void_hand("cards exposed by the dealer", "Floor Sam", at="2025-03-01T14:06:00+01:00"))
    assert record.session.high_hand.leaders == () and record.session.high_hand.board is None
    ((_, shown),) = events(path, "high-hand")
    ((_, withdrawn),) = events(path, "high-hand-withdrawn")
    assert withdrawn == shown
    # The period ends with nobody on its board: nothing is won.
    table.rebuy(2, 100, at="2025-03-01T15:00:00+01:00")
    assert events(path, "high-hand-won") == []
    record.close()
    report = verify_store(path)
    assert report.intact, report.problems
