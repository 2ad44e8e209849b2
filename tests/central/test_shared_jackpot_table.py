"""A shared jackpot at the table (issue 28, point 5), against the real server: the hit claimed at the central
record before the dealer can confirm it, the room's answer recorded in the table's store (jackpot-claim), the
meter paid the room's, verify checking the payment against the recorded answer; another table's stronger claim
ends the hit; an unreachable central record leaves the hit waiting."""
from __future__ import annotations

import time

import psycopg
import pytest

from central_helpers import send, store_id
from dealer_app.central.jackpot_claims import SharedJackpot, set_pool
from dealer_app.store import open_store, verify_store
from dealer_app.table.context import TableContext
from dealer_app.table.jackpot_desk import JackpotDesk
from dealer_app.table.record import TableRecord
from jackpot_helpers import BOARD, JACKPOT, LEVY_4, LOSER, NO_BEAT_BOARD, OTHER, Through, WINNER, heads_up_all_in, recorded
from sessions import settings
from store_helpers import FakeClock, forge

AT = "2025-03-01T20:00:00"



events = recorded
SHARED = JACKPOT + 'shared = "room"\n'


def table_record(path, table):
    store = open_store(path, table=table, dealer="Marie", clock=FakeClock())
    record = TableRecord.new(settings(rake=LEVY_4, extra=SHARED), store, "Marie", AT)
    record.submit(lambda s: s.sit(1, "Ann", 525, at=AT))
    record.submit(lambda s: s.sit(2, "Bob", 525, at=AT))
    return store, record


@pytest.fixture
def hit_at_t4(tmp_path, central_db, table_url):
    """T5 plays a hand (increment 10), T4 the bad beat (increment 10, the hit waiting); both sent. Pool "room"
    starts at 1,000 with a 1 s claim window."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        set_pool(conn, "room", 1_000, window_seconds=1)
    t5_store, t5 = table_record(tmp_path / "t5.sqlite", "T5")
    heads_up_all_in(Through(t5), {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)
    store, record = table_record(tmp_path / "t4.sqlite", "T4")
    heads_up_all_in(Through(record), {1: LOSER, 2: WINNER}, BOARD)
    assert record.session.jackpot.hit is not None
    for s in (t5_store, store):
        send(s, table_url)
    desk = JackpotDesk(TableContext(record, store, "Marie", lambda: AT, authoriser=None))
    desk.central = SharedJackpot(table_url("T4"), "T4", store_id(store))
    yield store, record, desk
    desk.central.close()
    t5.close()


def follow(desk, timeout=15):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        said = desk.follow_claim()
        hit = desk.ctx.record.session.jackpot.hit
        if hit is None or hit.claim is not None:
            return said
        time.sleep(0.2)
    raise AssertionError("no decision")


def test_the_hit_is_claimed_then_won_and_paid_with_the_rooms_meter_and_verify_checks_it(hit_at_t4):
    store, record, desk = hit_at_t4
    increments = [p for _, p in events(store.path, "jackpot-increment")]
    assert [p["pool"] for p in increments] == ["room"]
    assert desk.read_shared_meter() == 1_020
    assert desk.confirm_jackpot() is not None                        # not before the room decides
    assert "waiting for the room's decision" in desk.ctx.message
    assert events(store.path, "jackpot-claim") == []
    said = follow(desk)
    assert said == "Won by this table: meter 1,020."
    ((_, claim),) = events(store.path, "jackpot-claim")
    assert (claim["outcome"], claim["meter"], claim["pool"], claim["winner_table"]) == ("won", 1_020, "room", "T4")
    view = desk.jackpot_view()
    assert view.meter == 1_020 and "Won by this table: meter 1,020." in view.rule
    assert desk.confirm_jackpot() is None
    paid = record.submit(lambda s: s.pay_jackpot("Floor Sam", "Director Ann", at=AT))
    assert paid.meter == 1_020 and sum(a for _, _, a in paid.shares) == 1_020
    ((_, payload),) = events(store.path, "jackpot-paid")
    assert (payload["meter"], payload["pool"], payload["claim"]) == (1_020, "room", claim["claim"])
    assert desk.read_shared_meter() == 1_000                         # the pool restarted at its start
    record.close()
    report = verify_store(store.path)
    assert report.intact, report.problems
    resumed = TableRecord.resume(open_store(store.path, table="T4", dealer="Marie", clock=FakeClock()), "Marie", AT)
    assert resumed.session.jackpot == record.session.jackpot and resumed.session.jackpot.claims[0].meter == 1_020
    resumed.close()
    # The room's answer edited in the store (chain made valid again): the payment no longer matches it.
    ((seq, _),) = events(store.path, "jackpot-claim")
    forge(store.path, seq, lambda p: p.update(meter=5_000))
    report = verify_store(store.path)
    problem = next(p for p in report.problems if p.code == "jackpot-meter-mismatch")
    assert "pays 1020, but the central record's answer to the claim froze the meter at 5000" in problem.message


def test_a_shared_payment_is_the_rooms_meter_only(hit_at_t4):
    _, record, desk = hit_at_t4
    follow(desk)
    desk.confirm_jackpot()
    with pytest.raises(Exception, match="pays the meter the room froze for this claim, 1020, not 1010"):
        record.submit(lambda s: s._submit({"op": "jackpot_pay", "supervisor": "A", "management": "B",
                                                    "meter": 1_010}, AT))


def test_another_tables_stronger_claim_ends_the_hit_here_in_words(hit_at_t4, tmp_path, table_url):
    store, record, desk = hit_at_t4
    assert desk.follow_claim() == "Claimed at the central record, waiting for the room's decision."
    t6 = open_store(tmp_path / "t6.sqlite", table="T6", dealer="Léa", clock=FakeClock())
    t6.append("note", {"text": "a table of the room"})
    send(t6, table_url)
    other = SharedJackpot(table_url("T6"), "T6", store_id(t6))
    other.claim(1, "room", "Kc Kd Kh Ks 2c".split(), "Ac Ad Ah As Kc".split(), "qualifies")
    said = follow(desk)
    assert said == "Another table's claim won: table T6, stronger losing hand."
    assert record.session.jackpot.hit is None                        # nothing to pay here, the next hand may go
    ((_, claim),) = events(store.path, "jackpot-claim")
    assert (claim["outcome"], claim["winner_table"], claim["meter"]) == ("refused", "T6", None)
    assert claim["reason"] == "table T6 lost with a stronger hand (four of a kind against four of a kind here)"
    other.close()
    record.close()
    assert verify_store(store.path).intact


def test_an_unreachable_central_record_leaves_the_hit_waiting(hit_at_t4):
    _, record, desk = hit_at_t4
    desk.central.close()
    desk.central = SharedJackpot("postgresql://nobody@127.0.0.1:9/none", "T4", desk.central.store_id,
                                 connect_seconds=1)
    said = desk.follow_claim()
    assert "cannot be reached: the hit waits, nothing is paid" in said
    assert record.session.jackpot.hit is not None and record.session.jackpot.hit.claim is None
    assert desk.confirm_jackpot() is not None


def tied_with_t6(hit_at_t4, tmp_path, table_url, central_db):
    """T6 claims T4's very losing and winning hands: an exact tie, recorded at T4 as the floor's; its round."""
    store, record, desk = hit_at_t4
    hand, pool, loser, winner, rule = desk.claim_to_send()
    assert desk.follow_claim() == "Claimed at the central record, waiting for the room's decision."
    t6 = open_store(tmp_path / "t6.sqlite", table="T6", dealer="Léa", clock=FakeClock())
    t6.append("note", {"text": "a table of the room"})
    send(t6, table_url)
    other = SharedJackpot(table_url("T6"), "T6", store_id(t6))
    other.claim(1, pool, loser, winner, rule)
    said = follow(desk)
    assert said == "An exact tie with table T6: the floor decides, nothing is paid automatically."
    assert record.session.jackpot.hit.claim.outcome == "floor" and desk.confirm_jackpot() is not None
    # While the floor has not decided, the follower resends the claim and the tie stands.
    assert desk.claim_to_send() is not None and desk.follow_claim() == said
    with psycopg.connect(central_db) as conn:
        (rnd,) = conn.execute("SELECT round FROM central.jackpot_claims WHERE table_id = 'T4'").fetchone()
    return other, rnd


def test_a_tie_split_by_the_floor_pays_exactly_this_tables_part_and_verify_checks_it(hit_at_t4, tmp_path, table_url,
                                                                                   central_db):
    from dealer_app.central.jackpot_claims import floor_decide
    store, record, desk = hit_at_t4
    other, rnd = tied_with_t6(hit_at_t4, tmp_path, table_url, central_db)
    with psycopg.connect(central_db, autocommit=True) as conn:
        parts = floor_decide(conn, "room", rnd, None, unit=25)
    # 1,020 in two, units of 25: 500 each, the 20 left (below a unit) to T4, whose claim came first.
    assert [(p.table, p.meter) for p in parts] == [("T4", 520), ("T6", 500)]
    assert desk.follow_claim() == "The floor decided the tie for this table: 520 to pay."
    claims = [p for _, p in events(store.path, "jackpot-claim")]
    assert [(c["outcome"], c["meter"]) for c in claims] == [("floor", None), ("won", 520)]
    assert desk.jackpot_view().meter == 520
    assert desk.confirm_jackpot() is None
    with pytest.raises(Exception, match="pays the meter the room froze for this claim, 520, not 1020"):
        record.submit(lambda s: s._submit({"op": "jackpot_pay", "supervisor": "A", "management": "B",
                                            "meter": 1_020}, AT))
    paid = record.submit(lambda s: s.pay_jackpot("Floor Sam", "Director Ann", at=AT))
    assert paid.meter == 520 and sum(a for _, _, a in paid.shares) == 520
    other.close()
    record.close()
    report = verify_store(store.path)
    assert report.intact, report.problems


def test_a_tie_the_floor_gives_to_another_table_ends_the_hit_here_in_words(hit_at_t4, tmp_path, table_url,
                                                                         central_db):
    from dealer_app.central.jackpot_claims import floor_decide
    store, record, desk = hit_at_t4
    other, rnd = tied_with_t6(hit_at_t4, tmp_path, table_url, central_db)
    with psycopg.connect(central_db, autocommit=True) as conn:
        floor_decide(conn, "room", rnd, "T6")
    assert desk.follow_claim() == "The floor gave the jackpot to table T6: nothing is paid here."
    assert record.session.jackpot.hit is None                        # the next hand may go
    claim = [p for _, p in events(store.path, "jackpot-claim")][-1]
    assert (claim["outcome"], claim["winner_table"], claim["reason"]) == ("refused", "T6", "the floor gave it to table T6")
    assert other.answer(1).meter == 1_020
    other.close()
    record.close()
    assert verify_store(store.path).intact


def test_a_shared_hit_the_room_never_answers_is_released_by_a_supervisor(hit_at_t4):
    store, record, desk = hit_at_t4
    desk.central.close()
    desk.central = SharedJackpot("postgresql://nobody@127.0.0.1:9/none", "T4", desk.central.store_id,
                                 connect_seconds=1)
    assert "cannot be reached" in desk.follow_claim()
    meter = record.session.jackpot.meter
    released = record.submit(lambda s: s.release_jackpot("M-01", "the central record is lost for good", at=AT))
    assert (released.by, released.meter) == ("M-01", meter) and record.session.jackpot.hit is None
    ((_, event),) = events(store.path, "jackpot-released")
    assert (event["by"], event["why"], event["meter"], event["pool"]) == (
        "M-01", "the central record is lost for good", meter, "room")
    assert desk.claim_to_send() is None                              # nothing more is claimed
    assert desk.next_hand_refusal() is None                          # the next hand may be dealt
    record.close()
    assert verify_store(store.path).intact
