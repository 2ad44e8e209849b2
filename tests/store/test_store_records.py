"""What the store records, and how: durable and append-only, every input checked by the
engine first, corrections that supersede, exact resume, recall and search."""
from __future__ import annotations

import sqlite3
from datetime import date, datetime, timezone

import pytest

from dealer_app.store import StoreError, access_log, open_for_reading, open_store, verify_store
from dealer_app.store.codec import config_from_dict, config_to_dict
from engine.actions import call, check, fold, raise_to
from engine.cards import parse_card, parse_cards
from engine.errors import IllegalAction, IllegalDeal
from engine.games import GAMES, Structure
from engine.hand import Hand, HandConfig, PlayerSetup, Post
from engine.rake import RakeRules
from engine.rules import HouseRules, Stakes
from store_helpers import FakeClock, config_for, play

SEED = 5


def four_handed_omaha() -> HandConfig:
    players = tuple(PlayerSetup(n, 1000, s) for n, s in (("Alice", 1), ("Bruno", 3), ("Chloé", 4), ("Dmitri", 6)))
    return HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10), players)


def deal_preflop(recorded, cards="AsKsQsJs AhKhQhJh AdKdQdJd AcKcQcJc"):
    hole = parse_cards(cards)
    n = recorded.hand.n
    # Cards go round the table one at a time: everyone's first card, then everyone's second ...
    for k in range(4):
        for p in range(n):
            recorded.deal(hole[p * 4 + k])


@pytest.fixture
def clock():
    return FakeClock(utc_us=int(datetime(2026, 11, 20, 20, 0, tzinfo=timezone.utc).timestamp() * 1e6))


@pytest.fixture
def store(tmp_path, clock):
    s = open_store(tmp_path / "table.sqlite", table="T3", dealer="D-017", clock=clock)
    yield s
    s.close()


def state(hand: Hand) -> tuple:
    exp = hand.expected_card()
    return (hand.street, hand.phase, tuple(hand.stacks), tuple(hand.street_bets), hand.pot, hand.actor,
            exp.label if exp else None, tuple(hand.board), len(hand.inputs))


# ---------------------------------------------------------------- durability and append-only

def test_every_commit_is_fsynced_in_a_write_ahead_log(store):
    assert store._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._conn.execute("PRAGMA synchronous").fetchone()[0] == 2     # FULL


def test_sqlite_itself_refuses_to_change_or_delete_a_record(store):
    play(store, SEED)
    conn = store._conn
    for sql in ("UPDATE events SET payload = '{}' WHERE seq = 3", "DELETE FROM events WHERE seq = 3",
                "UPDATE hands SET table_id = 'T9'", "DELETE FROM hands", "DELETE FROM access_log",
                "UPDATE chain_head SET seq = 1", "DELETE FROM chain_head"):
        with pytest.raises(sqlite3.DatabaseError, match="append-only|only moves forward|cannot be deleted"):
            conn.execute(sql)
    assert verify_store(store.path).intact


def test_each_event_carries_utc_time_monotonic_clock_table_and_dealer(store, clock):
    before = clock.now
    recorded = store.begin_hand(four_handed_omaha(), button_seat=6)
    recorded.deal(parse_card("As"))
    store.change_dealer("D-042")
    recorded.deal(parse_card("Ah"))
    rows = store._conn.execute("SELECT kind, table_id, dealer, utc_us, mono_ns FROM events WHERE hand = 1 "
                               "ORDER BY seq").fetchall()
    assert [r[0] for r in rows] == ["hand-started", "card", "card"]
    assert {r[1] for r in rows} == {"T3"}
    assert [r[2] for r in rows] == ["D-017", "D-017", "D-042"]
    assert all(r[3] > before for r in rows) and [r[4] for r in rows] == sorted(r[4] for r in rows)


def test_a_card_read_keeps_its_raw_bytes_and_device(store):
    recorded = store.begin_hand(four_handed_omaha())
    recorded.deal(parse_card("As"), read={"device": "shoe-2", "antenna": 3, "sequence": 8812, "raw": b"\x02\x33\xfe"})
    event = store.load_hand(1).events[1]
    assert event.payload["read"] == {"device": "shoe-2", "antenna": 3, "sequence": 8812, "raw_hex": "0233fe"}
    assert event.payload["expected"] == "seat 1, hole card 1" and event.payload["input"] == ["deal", "As"]


def test_a_refused_input_records_nothing_and_changes_nothing(store):
    recorded = store.begin_hand(four_handed_omaha())
    deal_preflop(recorded)
    head = store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    before = state(recorded.hand)
    with pytest.raises(IllegalAction):
        recorded.apply(raise_to(106))          # above the pot-limit maximum of 35
    with pytest.raises(IllegalDeal):
        recorded.deal(parse_card("As"))        # no card is expected while a player is to act
    assert state(recorded.hand) == before
    assert store._conn.execute("SELECT seq FROM chain_head").fetchone()[0] == head


def test_when_the_disk_refuses_the_input_is_not_done_and_the_state_stays_as_recorded(store):
    recorded = store.begin_hand(four_handed_omaha())
    deal_preflop(recorded)
    before = state(recorded.hand)
    store._conn.execute("CREATE TEMP TRIGGER full_disk BEFORE INSERT ON events WHEN NEW.kind = 'action' "
                        "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END")
    with pytest.raises(StoreError) as refused:
        recorded.apply(call())
    assert refused.value.code == "not-recorded" and "nothing was recorded" in refused.value.message
    assert state(recorded.hand) == before
    store._conn.execute("DROP TRIGGER full_disk")
    recorded.apply(call())
    assert verify_store(store.path).intact


def test_a_float_in_a_payload_is_refused_before_anything_is_written(store):
    head = store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    with pytest.raises(StoreError) as refused:
        store.append("note", {"chips": 12.5})
    assert refused.value.code == "not-canonical"
    assert store._conn.execute("SELECT seq FROM chain_head").fetchone()[0] == head


def test_generic_events_cannot_pose_as_a_hands_record(store):
    for kind in ("action", "card", "hand-ended", "correction", "purge"):
        with pytest.raises(StoreError) as refused:
            store.append(kind, {})
        assert refused.value.code == "reserved-kind"
    recorded = store.begin_hand(four_handed_omaha())
    store.append("floor-called", {"by": "Marie", "note": "seat 4 asks for a ruling"}, hand=recorded.number)
    assert store.load_hand(1).events[-1].kind == "floor-called"
    with pytest.raises(StoreError):
        store.append("note", {}, hand=99)


def test_the_configuration_is_stored_in_full_and_rebuilds_the_same_hand():
    cfg = HandConfig(GAMES["courchevel-hilo"], Structure.FIXED_LIMIT, Stakes(5, 10, 10, 20, 5),
                     (PlayerSetup("A", 500, 2), PlayerSetup("B", 700, 5), PlayerSetup("C", 90, None)),
                     (Post(0, 5, "small-blind"), Post(1, 10, "big-blind"), Post(2, 5, "dead"), Post(2, 1, "ante")),
                     HouseRules(min_raise="double-previous", raise_cap=4, low_qualifier=9),
                     RakeRules(percent="9/2", cap=30, per_pot=True, jackpot=2))
    doc = config_to_dict(cfg)
    assert doc["rake"]["percent"] == "9/2" and doc["forced_bets"][2] == {"player": 2, "amount": 5, "kind": "dead"}
    assert config_from_dict(doc) == cfg


# ---------------------------------------------------------------- hands and corrections

def test_a_finished_hand_is_recorded_with_its_result_in_the_same_transaction(store):
    recorded = play(store, SEED)
    stored = store.load_hand(recorded.number)
    assert stored.events[-1].kind == "hand-ended"
    assert stored.events[-1].seq == stored.events[-2].seq + 1
    result = stored.events[-1].payload
    assert result["finishing_stacks"] == recorded.hand.stacks
    assert sum(result["payouts"]) + result["rake"] + result["jackpot"] == sum(
        s["amount"] for s in result["pots"])
    assert stored.rebuild().stacks == recorded.hand.stacks


def test_the_next_hand_waits_until_this_one_is_over(store):
    store.begin_hand(four_handed_omaha())
    with pytest.raises(StoreError) as refused:
        store.begin_hand(four_handed_omaha())
    assert refused.value.code == "hand-open" and refused.value.numbers["hand"] == 1


def test_a_correction_supersedes_and_keeps_the_mistake_with_its_supervisor(store):
    recorded = store.begin_hand(four_handed_omaha())
    deal_preflop(recorded)
    recorded.apply(raise_to(35))                                   # keyed 35; the player said 30
    mistake = recorded.input_seqs[-1]
    recorded.correct(withdraw=1, by="Supervisor Marie", reason="the player said raise to 30")
    recorded.apply(raise_to(30))
    stored = store.load_hand(1)
    kinds = [e.kind for e in stored.events]
    assert kinds.count("action") == 2 and "correction" in kinds
    correction = stored.corrections[0]
    assert correction.payload["withdraws"] == [mistake] and correction.payload["by"] == "Supervisor Marie"
    assert correction.payload["withdrawn"] == [["apply", "raise", 35]]
    assert stored.withdrawn == {mistake: correction.seq}
    assert stored.inputs[-1][1].to == 30 and stored.rebuild().pot == 45
    entry = [e for e in access_log(store, kind="correction")]
    assert len(entry) == 1 and entry[0].by == "Supervisor Marie"


@pytest.mark.parametrize("kwargs, code", [({"withdraw": 1, "by": "", "reason": "x"}, "who-missing"),
                                          ({"withdraw": 1, "by": "Marie", "reason": " "}, "reason-missing"),
                                          ({"withdraw": 99, "by": "Marie", "reason": "x"}, "bad-correction")])
def test_a_correction_needs_a_supervisor_a_reason_and_inputs_to_withdraw(store, kwargs, code):
    recorded = store.begin_hand(four_handed_omaha())
    recorded.deal(parse_card("As"))
    with pytest.raises(StoreError) as refused:
        recorded.correct(**kwargs)
    assert refused.value.code == code
    assert len(store.load_hand(1).events) == 2


def test_a_finished_hand_cannot_be_corrected(store):
    recorded = play(store, SEED)
    with pytest.raises(StoreError) as refused:
        recorded.correct(withdraw=1, by="Marie", reason="too late")
    assert refused.value.code == "hand-over"


def test_a_misdeal_returns_every_chip_and_names_who_authorised_it(store):
    recorded = store.begin_hand(four_handed_omaha())
    deal_preflop(recorded)
    recorded.apply(call())
    recorded.void(by="Supervisor Marie", reason="two cards exposed by the dealer")
    stored = store.load_hand(1)
    assert stored.status == "misdeal"
    assert stored.end.payload["finishing_stacks"] == [1000] * 4
    assert access_log(store, kind="hand-voided")[0].by == "Supervisor Marie"
    assert store.open_hand_number() is None
    voided = store.replay_steps(1)[-2]
    assert voided.kind == "hand-voided" and voided.state.pot == 0 and voided.state.stacks == (1000,) * 4


# ---------------------------------------------------------------- resume after a stop

@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_reopening_resumes_the_open_hand_exactly_at_its_last_event(tmp_path, seed):
    path = tmp_path / "t.sqlite"
    for stop_after in (1, 7, 19, 33):
        store = open_store(path, table="T1", dealer="D1")
        recorded = play(store, seed, stop_after=stop_after)
        if recorded.hand.is_complete:
            store.close()
            continue
        live = state(recorded.hand)
        store._conn.close()          # no clean close: as after a power cut, which also
        store._conn = None           # ends the process and so its lock on the store
        store._writer_lock.close()
        again = open_store(path, table="T1", dealer="D1")
        resumed = again.resume_open_hand()
        assert resumed.number == recorded.number and state(resumed.hand) == live
        play(again, seed, recorded=resumed)
        opened = access_log(again, kind="store-opened")[-1]
        assert opened.detail["after_unclean_stop"] is True
        again.close()
    assert verify_store(path).intact


def test_after_a_clean_stop_there_is_nothing_to_resume(store):
    play(store, SEED)
    assert store.resume_open_hand() is None


# ---------------------------------------------------------------- recall and search

def test_the_last_ten_hands_newest_first(store):
    for _ in range(12):
        play(store, SEED)
    last = store.last_hands()
    assert [h.number for h in last] == list(range(12, 2, -1))
    assert all(h.status == "complete" and h.pot is not None for h in last)
    assert last[0].players == tuple((p.seat, p.name) for p in config_for(SEED, 12).players)


def test_find_a_hand_by_number_day_table_seat_or_player(tmp_path, clock):
    path = tmp_path / "room.sqlite"
    s = open_store(path, table="T1", dealer="D1", clock=clock)
    first = [play(s, SEED).number for _ in range(3)]             # 20 November
    clock.advance_days(1)
    second = [play(s, SEED).number for _ in range(2)]            # 21 November
    s.close()
    s = open_store(path, table="T2", dealer="D2", clock=clock)
    third = [play(s, SEED).number for _ in range(2)]
    s.close()
    with open_for_reading(path) as reader:
        assert [h.number for h in reader.find_hands(number=4)] == [4]
        assert [h.number for h in reader.find_hands(day=date(2026, 11, 20), tz=timezone.utc)] == first[::-1]
        assert [h.number for h in reader.find_hands(table="T2")] == third[::-1]
        assert [h.number for h in reader.find_hands(table="T1", day=date(2026, 11, 21), tz=timezone.utc)] \
            == second[::-1]
        everyone = {n: config_for(SEED, n).players for n in first + second + third}
        with_chloe = sorted(n for n, ps in everyone.items() if any(p.name == "Chloé" for p in ps))
        assert sorted(h.number for h in reader.find_hands(player="chloé")) == with_chloe
        at_seat_3 = sorted(n for n, ps in everyone.items() if any(p.seat == 3 for p in ps))
        assert sorted(h.number for h in reader.find_hands(seat=3)) == at_seat_3
        assert reader.find_hands(player="Nobody") == []
        with pytest.raises(StoreError):
            reader.load_hand(99)


def test_replay_shows_the_pot_and_the_legal_minimum_and_maximum_at_every_step(store):
    """RULES.md 4 / seed 001: after blinds 5/10 and a raise to 30, the next player may raise to 105
    (3 × 30 + 10 + 5)."""
    recorded = store.begin_hand(four_handed_omaha())
    deal_preflop(recorded)
    recorded.apply(raise_to(30))
    recorded.apply(fold())
    recorded.apply(call())
    steps = store.replay_steps(1)
    assert [s.kind for s in steps] == ["hand-started"] + ["card"] * 16 + ["action"] * 3
    after_deal = steps[16].state
    assert (after_deal.pot, after_deal.actor, after_deal.legal.to_call) == (15, 2, 10)
    assert (after_deal.legal.min_raise_to, after_deal.legal.max_raise_to) == (20, 35)
    raise_step = steps[17]
    assert raise_step.text == "seat 4 (Chloé) raises to 30"
    assert raise_step.legal_before.max_raise_to == 35
    nxt = raise_step.state.legal
    assert (raise_step.state.pot, nxt.to_call, nxt.min_raise_to, nxt.max_raise_to) == (45, 30, 50, 105)
    assert nxt.max_explanation.english() == "3 × 30 + 10 + 5 = 105"
    assert steps[-1].state.pot == 70 and steps[-1].text == "seat 1 (Alice) calls 25"


def test_replay_marks_withdrawn_inputs_and_continues_from_the_correction(store):
    recorded = store.begin_hand(four_handed_omaha())
    deal_preflop(recorded)
    recorded.apply(raise_to(35))
    recorded.correct(withdraw=1, by="Marie", reason="keyed wrong")
    recorded.apply(check() if recorded.hand.legal().can_check else call())
    steps = store.replay_steps(1)
    mistake, correction, redo = steps[-3], steps[-2], steps[-1]
    assert mistake.withdrawn_by == correction.seq and mistake.state.pot == 50
    assert correction.kind == "correction" and correction.state.pot == 15 and "Marie" in correction.text
    assert redo.withdrawn_by is None and redo.state.pot == 25
