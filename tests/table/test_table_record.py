"""The table's record: the table session and its hand store written together, one transaction a request,
and the session resumed exactly after a stop (issue 7; RULES.md 8 and 9)."""
from __future__ import annotations

import sqlite3

import pytest

from dealer_app.store import StoreError, open_store, verify_store
from dealer_app.table.record import SESSION_ENTRY, TableRecord
from engine.actions import call, fold, raise_to
from engine.cards import parse_card
from engine.errors import EngineError, SessionError
from sessions import deal_cards, settings
from store_helpers import FakeClock

AT = "2025-03-01T20:00:00"


@pytest.fixture
def path(tmp_path):
    return tmp_path / "table.sqlite"


def opened(path, dealer="Marie"):
    return open_store(path, table="T4", dealer=dealer, clock=FakeClock())


def new_table(path) -> TableRecord:
    record = TableRecord.new(settings(), opened(path), "Marie", AT)
    record.submit(lambda s: s.draw_seats([{"name": n, "buy_in": 500} for n in ("Ann", "Bob", "Cy")], seed=7, at=AT))
    return record


def test_each_request_is_durable_with_the_hand_events_it_made(path):
    record = new_table(path)
    record.submit(lambda s: s.start_hand(at=AT))
    record.submit(deal_cards)                     # one request, many entries: one transaction
    record.submit(lambda s: s.act(call(), at=AT))
    store = record.store
    entries = [e.payload["entry"] for e in store.session_events(SESSION_ENTRY)]
    assert entries == record.session.record
    stored = store.load_hand(record.store_hand_number)
    assert stored.inputs == tuple(record.session.hand.inputs)
    assert stored.button_seat == record.session.plan.positions.button
    record.close()
    assert verify_store(path).intact


def test_a_refused_request_writes_nothing(path):
    record = new_table(path)
    record.submit(lambda s: s.start_hand(at=AT))
    before = record.store._conn.execute("SELECT count(*) FROM events").fetchone()[0]
    with pytest.raises(SessionError) as refused:
        record.submit(lambda s: s.rebuy("Ann", 200, at=AT))
    assert refused.value.code == "no-rebuy-during-hand"
    assert record.store._conn.execute("SELECT count(*) FROM events").fetchone()[0] == before


def test_a_failed_write_leaves_the_session_as_the_disk_says(path, monkeypatch):
    record = new_table(path)
    record.submit(lambda s: s.start_hand(at=AT))
    state = record.session.state()

    def broken(*args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(record.store, "append", broken)
    with pytest.raises(StoreError) as refused:
        record.submit(lambda s: s.deal(parse_card("As"), at=AT))
    assert refused.value.code == "not-recorded" and "nothing was recorded" in refused.value.message
    monkeypatch.undo()
    assert record.session.state() == state          # the card is not dealt: it was not recorded
    assert record.store.load_hand(record.store_hand_number).inputs == ()
    record.submit(lambda s: s.deal(parse_card("As"), at=AT))
    assert record.store.load_hand(record.store_hand_number).inputs == (("deal", parse_card("As")),)


def test_undo_and_a_misdeal_reach_the_hand_record_as_a_correction_and_a_void(path):
    record = new_table(path)
    record.submit(lambda s: s.start_hand(at=AT))
    record.submit(lambda s: s.deal(parse_card("As"), at=AT))
    record.submit(lambda s: s.deal(parse_card("Kd"), at=AT))
    record.submit(lambda s: s.undo(at=AT))
    first = record.store_hand_number
    stored = record.store.load_hand(first)
    assert stored.inputs == (("deal", parse_card("As")),)
    assert stored.corrections[0].payload["by"] == "Marie"
    record.submit(lambda s: s.misdeal("first card exposed", at=AT))
    assert record.store.load_hand(first).status == "misdeal"
    assert record.store_hand_number == first + 1          # dealt again: same button, same blinds
    again = record.store.load_hand(first + 1)
    assert again.button_seat == record.session.plan.positions.button
    assert record.session.hand_number == 2


def test_closed_and_reopened_the_session_resumes_exactly(path):
    record = new_table(path)
    for _ in range(2):
        record.submit(lambda s: s.start_hand(at=AT))
        record.submit(lambda s: deal_cards(s))
        while record.session.hand is not None:
            record.submit(lambda s: s.act(fold(), at=AT))
    record.submit(lambda s: s.start_hand(at=AT))
    record.submit(lambda s: deal_cards(s))
    record.submit(lambda s: s.act(raise_to(30), at=AT))
    record.submit(lambda s: s.rebuy("Bob", 100, queue=True, at=AT))
    state, number = record.session.state(), record.store_hand_number
    expected = record.session.hand.expected_card()
    record.close()

    store = opened(path)
    again = TableRecord.resume(store, "Marie", AT)
    assert again.session.state() == state
    assert again.store_hand_number == number
    assert again.session.hand.expected_card() == expected
    assert store.load_hand(number).events[-1].kind == "hand-resumed"
    # and it plays on: the hand record follows
    again.submit(lambda s: s.act(call(), at=AT))
    assert store.load_hand(number).inputs == tuple(again.session.hand.inputs)


def test_resume_after_a_hand_ended_does_not_record_it_twice(path):
    record = new_table(path)
    record.submit(lambda s: s.start_hand(at=AT))
    record.submit(lambda s: deal_cards(s))
    while record.session.hand is not None:
        record.submit(lambda s: s.act(fold(), at=AT))
    record.submit(lambda s: s.sit_out("Cy", at=AT))
    record.close()
    store = opened(path)
    again = TableRecord.resume(store, "Marie", AT)
    hands = store._conn.execute("SELECT count(*) FROM hands").fetchone()[0]
    assert hands == 1 and store.open_hand_number() is None
    again.submit(lambda s: s.come_back("Cy", at=AT))
    again.submit(lambda s: s.start_hand(at=AT))
    assert store._conn.execute("SELECT count(*) FROM hands").fetchone()[0] == 2


def test_a_new_dealer_at_resume_signs_in(path):
    record = new_table(path)
    record.close()
    again = TableRecord.resume(opened(path, dealer="Paul"), "Paul", AT)
    assert again.session.dealer == "Paul"
    assert [s.dealer for s in again.session.shifts] == ["Marie", "Paul"]


def test_no_open_session_resumes_as_none_and_a_closed_one_stays_closed(path):
    store = opened(path)
    assert TableRecord.resume(store, "Marie", AT) is None
    record = TableRecord.new(settings(), store, "Marie", AT)
    record.close_session("Marie", AT)
    assert record.session.dealer is None                  # signed out with the close
    assert TableRecord.resume(store, "Marie", AT) is None


def test_a_store_without_the_session_file_is_refused_in_words(path):
    store = opened(path)
    store.open_session({"something": "else"}, by="Marie")
    with pytest.raises(StoreError) as refused:
        TableRecord.resume(store, "Marie", AT)
    assert refused.value.code == "session-unreadable"


def test_a_table_without_a_store_keeps_the_session_only(path):
    record = TableRecord.new(settings(), None, "Marie", AT)
    record.submit(lambda s: s.sit(1, "Ann", 500, at=AT))
    record.submit(lambda s: s.sit(2, "Bob", 500, at=AT))
    record.submit(lambda s: s.start_hand(at=AT))
    with pytest.raises(EngineError):
        record.submit(lambda s: (s.deal(parse_card("As")), s.deal(parse_card("As"))))   # refused at the 2nd
    assert record.session.hand.inputs == []              # the first step is undone with it
    assert record.session.record_length == 4             # dealer in, two sits, the start


def test_a_group_of_appends_is_all_or_nothing(path):
    store = opened(path)
    count = store._conn.execute("SELECT count(*) FROM events").fetchone()[0]
    with pytest.raises(RuntimeError):
        with store.group():
            store.append("note", {"text": "one"})
            store.append("note", {"text": "two"})
            raise RuntimeError("the request failed after its writes")
    assert store._conn.execute("SELECT count(*) FROM events").fetchone()[0] == count
    with store.group():
        store.append("note", {"text": "one"})
        store.append("note", {"text": "two"})
    assert store._conn.execute("SELECT count(*) FROM events").fetchone()[0] == count + 2
    store.close()
    assert verify_store(path).intact


def test_a_small_blind_nobody_posted_is_in_the_hands_record_so_its_pot_raise_replays(path):
    # Dead button, the big blind left: the first player in raises to 35 (3 × 10 + 5 (small blind,
    # not posted)). The hand's record must carry what the pot-limit arithmetic counted, or the
    # floor's replay and the exports would refuse that raise (the most would be 30).
    record = TableRecord.new(settings(), opened(path), "Marie", AT)
    record.submit(lambda s: s.draw_seats([{"name": n, "buy_in": 1000} for n in ("Ann", "Bob", "Cy", "Di")],
                                         seed=7, at=AT))
    record.submit(lambda s: s.start_hand(at=AT))
    record.submit(deal_cards)
    while record.session.hand is not None:
        record.submit(lambda s: s.act(fold(), at=AT))
    big_blind = record.session.hands[-1].positions.big_blind
    record.submit(lambda s: s.leave(big_blind, at=AT))
    record.submit(lambda s: s.start_hand(at=AT))
    assert [p.kind for p in record.session.plan.posts] == ["big-blind"]
    record.submit(deal_cards)
    assert record.session.hand.legal().max_raise_to == 35
    record.submit(lambda s: s.act(raise_to(35), at=AT))
    number = record.store_hand_number
    record.close()
    with opened(path) as store:
        stored = store.load_hand(number)
        assert stored.config.unposted_small_blind == 5
        rebuilt = stored.rebuild()
        assert rebuilt.contributions == record.session.hand.contributions
    assert verify_store(path).intact


def test_the_hand_record_carries_the_house_runs_and_a_bomb_pot_and_reads_old_records():
    from dataclasses import replace
    from dealer_app.store.codec import config_from_dict, config_to_dict
    from engine.games import GAMES, Structure
    from engine.hand import ANTE, HandConfig, PlayerSetup, Post
    from engine.rules import HouseRules, Stakes
    config = HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                        tuple(PlayerSetup(f"P{i}", 1000, i) for i in (1, 2, 3)),
                        tuple(Post(i, 20, ANTE) for i in range(3)), HouseRules(max_runs=3), bomb_pot=True)
    assert config_from_dict(config_to_dict(config)) == config
    plain = replace(config, house=HouseRules(), bomb_pot=False, posts=None)
    data = config_to_dict(plain)
    assert "bomb_pot" not in data and "max_runs" not in data["house"] and "unposted_small_blind" not in data
    assert config_from_dict(data) == plain            # an old record, without the new keys
