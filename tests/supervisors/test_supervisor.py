"""Supervisor sign-in: PINs hashed, five wrong PINs lock a supervisor out for 15 minutes, and every
sign-in, refusal, lock-out and authorised act is in the store's access log with its author."""
from __future__ import annotations

import json
import logging
import sqlite3

import pytest

from dealer_app.supervisors import roster as supervisor_roster
from dealer_app.store import StoreDamaged, StoreError, open_store
from dealer_app.supervisors.desk import UNKNOWN_ID, SupervisorDesk
from dealer_app.supervisors.lockouts import LOCK_MINUTES, MAX_FAILURES, MINUTE_US
from dealer_app.supervisors.roster import PinHash, Roster, SupervisorError, check_new_pin
from store_helpers import FakeClock, play

PIN = "730519"          # Marie's
OTHER_PIN = "482061"    # Paul's


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def roster_path(tmp_path, clock):
    path = tmp_path / "supervisors.json"
    roster = Roster.load(path)
    roster.add("M-01", "Marie", PIN, by="first run", at_utc_us=clock.utc_us())
    roster.add("P-02", "Paul", OTHER_PIN, by="M-01", at_utc_us=clock.utc_us())
    return path


@pytest.fixture
def store(tmp_path, clock):
    s = open_store(tmp_path / "table.sqlite", table="T4", dealer="Dealer Lea", clock=clock)
    yield s
    s.close()


@pytest.fixture
def desk(roster_path, clock, store):
    return SupervisorDesk(Roster.load(roster_path), clock, store.append)


def log_of(store, kinds=("sign-in", "sign-in-refused", "supervisor-locked-out", "authorised", "sign-out")):
    return [(e.kind, e.by, e.detail.get("why") or e.detail.get("act")) for e in store.access_log()
            if e.kind in kinds]


# ----------------------------------------------------------------- signing in

def test_the_right_pin_signs_in_and_is_recorded_with_its_author(desk, store):
    answer = desk.sign_in("M-01", PIN)
    assert answer.granted and answer.supervisor == "M-01"
    entry = store.access_log(kind="sign-in")[-1]
    assert (entry.by, entry.detail["role"], entry.detail["for"]) == ("M-01", "supervisor", "open-floor-view")
    assert entry.table == "T4"


def test_the_id_is_found_whatever_its_case(desk):
    assert desk.sign_in("m-01", PIN).supervisor == "M-01"


def test_a_wrong_pin_is_refused_recorded_and_says_how_many_tries_are_left(desk, store):
    answer = desk.sign_in("M-01", "730518")
    assert not answer.granted
    assert (answer.code, answer.tries_left) == ("unknown-or-wrong", MAX_FAILURES - 1)
    assert "4 attempts left before a lock-out" in answer.message
    assert log_of(store) == [("sign-in-refused", "M-01", "wrong-pin")]
    assert store.access_log(kind="sign-in-refused")[0].detail["failures"] == 1


def test_an_unknown_id_is_refused_with_the_same_words_and_the_typed_id_is_not_recorded(desk, store, monkeypatch):
    checks = []
    real = supervisor_roster._scrypt
    monkeypatch.setattr(supervisor_roster, "_scrypt", lambda *a: checks.append(1) or real(*a))
    answer = desk.sign_in("X-99", PIN)
    assert (answer.code, answer.tries_left) == ("unknown-or-wrong", MAX_FAILURES - 1)
    assert answer.message == desk.sign_in("M-01", "730518").message   # the same words as a real id's wrong PIN
    assert checks == [1, 1]         # a PIN is still hashed: an unknown id takes as long as a wrong PIN
    assert log_of(store)[0] == ("sign-in-refused", UNKNOWN_ID, "unknown-id")
    assert "X-99" not in json.dumps(store.access_log(kind="sign-in-refused")[0].detail)


def test_an_unknown_id_cannot_be_told_from_a_real_one_by_the_answers(desk, clock):
    # Guessing ids must not tell which exist: try by try, the answers match, lock-out included.
    for _ in range(MAX_FAILURES + 1):
        real, stranger = desk.sign_in("M-01", "111222"), desk.sign_in("X-99", "111222")
        assert (real.code, real.tries_left) == (stranger.code, stranger.tries_left)
        assert real.message.replace("M-01", "X-99") == stranger.message
    assert stranger.code == "locked"


def test_five_wrong_pins_lock_out_for_15_minutes_even_the_right_pin_then_release(desk, store, clock):
    for attempt in range(1, MAX_FAILURES):
        assert desk.sign_in("M-01", "111222").tries_left == MAX_FAILURES - attempt
    before = clock.now
    locked = desk.sign_in("M-01", "111222")
    assert locked.code == "locked-now" and locked.tries_left == 0
    assert 0 < locked.locked_until_utc_us - (before + LOCK_MINUTES * MINUTE_US) < 10_000   # the clock's ticks
    assert "locked out for 15 minutes" in locked.message

    clock.pass_us(14 * MINUTE_US)
    refused = desk.sign_in("M-01", PIN)                     # the right PIN, 14 minutes later
    assert refused.code == "locked" and not refused.granted
    assert desk.sign_in("P-02", OTHER_PIN).granted          # only M-01 is locked out

    clock.pass_us(1 * MINUTE_US + 50_000)
    assert desk.sign_in("M-01", PIN).granted                # 15 minutes after the lock-out
    assert log_of(store) == (
        [("sign-in-refused", "M-01", "wrong-pin")] * 5 + [("supervisor-locked-out", "M-01", None),
                                                          ("sign-in-refused", "M-01", "locked"),
                                                          ("sign-in", "P-02", None), ("sign-in", "M-01", None)])
    lock = store.access_log(kind="supervisor-locked-out")[0].detail
    assert (lock["failures"], lock["minutes"]) == (5, 15)


def test_a_good_pin_clears_the_count_of_wrong_ones(desk):
    for _ in range(MAX_FAILURES - 1):
        desk.sign_in("M-01", "111222")
    assert desk.sign_in("M-01", PIN).granted
    for _ in range(MAX_FAILURES - 1):
        assert desk.sign_in("M-01", "111222").code == "unknown-or-wrong"
    assert desk.sign_in("M-01", "111222").code == "locked-now"


def test_a_lock_out_survives_a_restart_of_the_console(desk, roster_path, clock, store):
    for _ in range(MAX_FAILURES):
        desk.sign_in("M-01", "111222")
    restarted = SupervisorDesk(Roster.load(roster_path), clock, store.append)
    assert restarted.sign_in("M-01", PIN).code == "locked"
    clock.pass_us(LOCK_MINUTES * MINUTE_US)
    assert restarted.sign_in("M-01", PIN).granted


def test_no_supervisor_set_up_is_said_plainly(tmp_path, clock, store):
    desk = SupervisorDesk(Roster.load(tmp_path / "none.json"), clock, store.append)
    answer = desk.sign_in("M-01", PIN)
    assert answer.code == "no-supervisors" and "dealer-app supervisor init" in answer.message


# ----------------------------------------------------------------- authorising

def test_an_authorised_act_is_recorded_with_its_author_act_and_reason(desk, store):
    answer = desk.authorise("void-hand", "two boxed cards", supervisor="P-02", pin=OTHER_PIN, hand=12)
    assert answer.granted and (answer.supervisor, answer.act, answer.reason) == ("P-02", "void-hand",
                                                                                "two boxed cards")
    entry = store.access_log(kind="authorised")[0]
    assert (entry.by, entry.detail["act"], entry.detail["reason"], entry.detail["hand"]) == (
        "P-02", "void-hand", "two boxed cards", 12)


def test_an_act_needs_a_reason_and_the_right_pin(desk, store):
    assert desk.authorise("misdeal", "  ", supervisor="M-01", pin=PIN).code == "bad-request"
    wrong = desk.authorise("misdeal", "card exposed", supervisor="M-01", pin="000111")
    assert wrong.code == "unknown-or-wrong"
    assert store.access_log(kind="sign-in-refused")[0].detail["for"] == "misdeal"
    assert store.access_log(kind="authorised") == []


def test_an_act_that_cannot_be_recorded_is_refused(roster_path, clock):
    def full_disk(kind, payload):
        raise StoreError("not-recorded", "the record could not be written (disk full); nothing was recorded")
    desk = SupervisorDesk(Roster.load(roster_path), clock, full_disk)
    answer = desk.authorise("correction", "wrong amount keyed", supervisor="M-01", pin=PIN)
    assert answer.code == "not-recorded" and "disk full" in answer.message and not answer.granted


def test_events_before_a_store_is_attached_wait_and_keep_their_time(roster_path, clock, store):
    desk = SupervisorDesk(Roster.load(roster_path), clock)
    desk.sign_in("M-01", "999111")
    at = clock.now
    assert desk.sign_in("M-01", PIN).granted
    assert store.access_log(kind="sign-in") == []
    desk.attach(store.append)
    refused, signed = store.access_log(kind="sign-in-refused")[0], store.access_log(kind="sign-in")[0]
    assert refused.by == signed.by == "M-01" and refused.detail["at_utc_us"] < signed.detail["at_utc_us"]
    assert signed.detail["at_utc_us"] > at


def test_a_damaged_store_goes_on_only_with_a_supervisor_pin_and_the_decision_is_logged(tmp_path, roster_path,
                                                                                      clock):
    path = tmp_path / "damaged.sqlite"
    s = open_store(path, table="T4", dealer="Dealer Lea", clock=clock)
    play(s, 3)
    s.close()
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER events_no_update")
    conn.execute("UPDATE events SET dealer = 'someone else' WHERE seq = 3")
    conn.commit()
    conn.close()

    desk = SupervisorDesk(Roster.load(roster_path), clock)
    with pytest.raises(StoreDamaged):
        open_store(path, table="T4", dealer="Dealer Lea", clock=clock,
                   on_damage=desk.on_damaged_store(lambda report: ("M-01", "123123", "power cut")))
    store = open_store(path, table="T4", dealer="Dealer Lea", clock=clock,
                       on_damage=desk.on_damaged_store(lambda report: ("M-01", PIN, "power cut")))
    desk.attach(store.append)
    assert store.access_log(kind="damaged-store-set-aside")[0].by == "M-01"
    assert log_of(store) == [("sign-in-refused", "M-01", "wrong-pin"), ("authorised", "M-01", "damaged-store")]
    store.close()


# ----------------------------------------------------------------- the PIN is never in clear

def test_the_pin_is_never_kept_logged_or_recorded_in_clear(desk, store, roster_path, caplog):
    caplog.set_level(logging.DEBUG)
    wrong = "730591"
    desk.sign_in("M-01", wrong)
    desk.sign_in("M-01", PIN)
    desk.authorise("correction", "wrong amount keyed", supervisor="M-01", pin=PIN)
    desk.sign_in(PIN, PIN)                                # a PIN typed in the id field too
    desk.sign_out("M-01")
    store.close()

    doc = json.loads(roster_path.read_text(encoding="utf-8"))
    marie = doc["supervisors"]["M-01"]["pin"]
    # What is kept is scrypt(PIN, a salt of its own): the hash of this PIN, not the PIN.
    assert PinHash(**marie).matches(PIN) and not PinHash(**marie).matches(wrong)
    assert marie["salt"] != doc["supervisors"]["P-02"]["pin"]["salt"]
    assert len(bytes.fromhex(marie["digest"])) == 32 and len(bytes.fromhex(marie["salt"])) == 16
    for person in doc["supervisors"].values():
        person["pin"] = {k: v for k, v in person["pin"].items() if k not in ("salt", "digest")}
    files = [json.dumps(doc, ensure_ascii=False), caplog.text]
    files += [p.read_bytes().decode("latin-1") for p in store.path.parent.glob("table.sqlite*")]
    conn = sqlite3.connect(store.path)
    files += [r[0] for r in conn.execute("SELECT payload FROM events")]
    conn.close()
    for text in files:
        assert PIN not in text and wrong not in text
    assert "M-01" in caplog.text          # the log says who, never the PIN


def test_the_roster_file_is_readable_by_its_owner_only(roster_path):
    assert roster_path.stat().st_mode & 0o077 == 0


# ----------------------------------------------------------------- the roster

@pytest.mark.parametrize(("pin", "code"), [("123", "bad-pin"), ("12a456", "bad-pin"), ("1234567890123", "bad-pin"),
                                           ("2468", "bad-pin"), ("24680", "bad-pin"),      # issue 18: 6 digits
                                           ("777777", "weak-pin"), ("123456", "weak-pin"), ("876543", "weak-pin"),
                                           ("٣٤٥٦٧٨", "bad-pin")])
def test_a_new_pin_is_6_to_12_digits_not_repeated_nor_a_straight_run(pin, code):
    with pytest.raises(SupervisorError) as refused:
        check_new_pin(pin)
    assert refused.value.code == code


def test_a_good_pin_and_an_id_taken_twice(roster_path, clock):
    assert check_new_pin("246813") == "246813"
    roster = Roster.load(roster_path)
    with pytest.raises(SupervisorError) as taken:
        roster.add("m-01", "Another Marie", "905172", by="M-01", at_utc_us=clock.utc_us())
    assert taken.value.code == "id-taken"
    assert [s.id for s in Roster.load(roster_path).supervisors()] == ["M-01", "P-02"]


def test_the_roster_keeps_its_own_history_of_who_added_changed_and_removed_whom(roster_path, clock):
    roster = Roster.load(roster_path)
    roster.change_pin("P-02", "905172", by="P-02", at_utc_us=clock.utc_us())
    roster.remove("P-02", by="M-01", at_utc_us=clock.utc_us())
    again = Roster.load(roster_path)
    assert [(h["event"], h["supervisor"], h["by"]) for h in again.history] == [
        ("supervisor-added", "M-01", "first run"), ("supervisor-added", "P-02", "M-01"),
        ("supervisor-pin-changed", "P-02", "P-02"), ("supervisor-removed", "P-02", "M-01")]
    assert again.find("P-02") is None


def test_an_unreadable_roster_file_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "supervisors.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(SupervisorError) as refused:
        Roster.load(path)
    assert refused.value.code == "unreadable"
    assert path.read_text(encoding="utf-8") == "{not json"
