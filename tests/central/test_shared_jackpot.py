"""One bad beat jackpot shared by three tables (issue 28, point 5), against the real server: the meter over the
tables, two claims at once decided by the stronger losing hand, a claim resent after its connection was killed
mid-claim, a table login claiming for another table, the pool restarting at its start after a decision."""
from __future__ import annotations

import itertools
import random
import threading
import time

import psycopg
import pytest

from central_helpers import make_store, send, store_id
from dealer_app.central.jackpot_claims import CentralUnreachable, SharedJackpot, set_pool
from engine.cards import parse_cards
from engine.errors import Refusal
from engine.ranking.five_cards import high_value

# Four kings beaten by four aces; four sevens beaten by a straight flush; four queens beaten by a straight flush.
KINGS, ACES = "Kc Kd Kh Ks 2c", "Ac Ad Ah As Kc"
SEVENS, NINE_HIGH_SF = "7c 7d 7h 7s 8d", "5d 6d 7d 8d 9d"
QUEENS, ROYAL = "Qc Qd Qh Qs 2d", "Th Jh Qh Kh Ah"


def cards(text):
    return text.split()


def increments(store, pool, amounts):
    for amount in amounts:
        store.append("jackpot-increment", {"hand": 1, "pot": amount * 100, "amount": amount, "meter": 0,
                                           "pool": pool})


@pytest.fixture
def room(tmp_path, central_db, table_url):
    """Three tables playing the pool "room" (start 1,000, a 2 s window), their increments sent."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        set_pool(conn, "room", 1_000, window_seconds=2)
    stores = {}
    for n, (table, amounts) in enumerate({"T1": [10, 20], "T2": [30], "T3": [5, 5, 5]}.items()):
        store = make_store(tmp_path / f"{table}.sqlite", hands=1, table=table, seed=n + 1)
        increments(store, "room", amounts)
        increments(store, "other", [999])                   # another pool's increment counts not here
        send(store, table_url)
        stores[table] = store
    clients = {t: SharedJackpot(table_url(t), t, store_id(s)) for t, s in stores.items()}
    yield stores, clients
    for c in clients.values():
        c.close()


def wait_decided(client, hand, timeout=15):
    deadline = time.monotonic() + timeout
    while True:
        answer = client.answer(hand)
        if answer.decided or time.monotonic() > deadline:
            return answer
        time.sleep(0.2)


def test_the_meter_is_the_start_plus_every_tables_increments(room):
    stores, clients = room
    meter = clients["T2"].meter("room")
    assert (meter.meter, meter.start, meter.window_seconds, meter.waiting) == (1_000 + 10 + 20 + 30 + 15, 1_000, 2, 0)
    assert meter.set_by == "postgres"
    increments(stores["T1"], "room", [7])
    send(stores["T1"], lambda t: clients[t].url)
    assert clients["T3"].meter("room").meter == 1_082


def test_two_claims_at_once_the_stronger_losing_hand_wins_the_other_is_refused_in_words(room, central_db):
    _, clients = room
    answers = {}

    def claim(table, loser, winner):
        answers[table] = clients[table].claim(1, "room", cards(loser), cards(winner), "qualifies")

    threads = [threading.Thread(target=claim, args=("T1", SEVENS, NINE_HIGH_SF)),
               threading.Thread(target=claim, args=("T2", KINGS, ACES))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert {a.outcome for a in answers.values()} == {"waiting"}
    t1, t2 = wait_decided(clients["T1"], 1), wait_decided(clients["T2"], 1)
    assert (t2.outcome, t2.meter, t2.winner_table) == ("won", 1_075, "T2")
    assert (t1.outcome, t1.meter, t1.winner_table) == ("refused", None, "T2")
    assert t1.reason == "table T2 lost with a stronger hand (four of a kind against four of a kind here)"
    # The pool restarted at its start: the next jackpot counts only what is sent from now on.
    assert clients["T3"].meter("room").meter == 1_000
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT what, meter_before FROM central.jackpot_pool_log ORDER BY id").fetchall() == [
            ("set", 0), ("restart", 1_075)]


def test_a_claim_alone_waits_for_its_window_then_wins_and_a_later_one_is_a_new_round(room):
    stores, clients = room
    first = clients["T3"].claim(4, "room", cards(QUEENS), cards(ROYAL), "qualifies")
    assert first.outcome == "waiting" and first.decides_at is not None
    won = wait_decided(clients["T3"], 4)
    assert (won.outcome, won.meter) == ("won", 1_075)
    increments(stores["T1"], "room", [40])
    send(stores["T1"], lambda t: clients[t].url)
    # A claim after the window: the jackpot restarted at 1,000 plus what came since.
    assert clients["T1"].claim(1, "room", cards(SEVENS), cards(NINE_HIGH_SF), "qualifies").outcome == "waiting"
    later = wait_decided(clients["T1"], 1)
    assert (later.outcome, later.meter) == ("won", 1_040)


def test_an_exact_tie_is_the_floors_decision_and_nothing_is_paid(room):
    _, clients = room
    clients["T1"].claim(2, "room", cards("Kc Kd Kh Ks 2c"), cards(ACES), "qualifies")
    clients["T2"].claim(2, "room", cards("Kc Kd Kh Ks 2d"), cards(ACES), "qualifies")   # the same, another suit
    t1, t2 = wait_decided(clients["T1"], 2), wait_decided(clients["T2"], 2)
    assert (t1.outcome, t1.meter, t1.winner_table) == ("floor", None, "T2")
    assert (t2.outcome, t2.winner_table) == ("floor", "T1")
    assert "the floor decides, nothing is paid automatically" in t1.reason
    assert clients["T3"].meter("room").meter == 1_075            # nothing frozen, nothing restarted


def test_a_claim_resent_after_its_connection_was_killed_mid_claim_gets_the_same_answer(room, central_db):
    _, clients = room
    client = clients["T1"]
    # The floor's superuser holds the pool's row: the claim blocks inside the server, mid-claim.
    with psycopg.connect(central_db) as holder:
        holder.execute("SELECT 1 FROM central.jackpot_pools WHERE pool = 'room' FOR UPDATE")
        outcome = {}

        def send_claim():
            try:
                outcome["answer"] = client.claim(3, "room", cards(KINGS), cards(ACES), "qualifies")
            except Refusal as exc:
                outcome["refusal"] = exc

        # Without a retry, to see the loss itself: a second client on the same login.
        lone = SharedJackpot(client.url, client.table, client.store_id)
        lone._call = lambda q, a, _f=lone._call: _once(lone, q, a)
        thread = threading.Thread(target=lambda: outcome.setdefault("lost", _try(lone)))
        thread.start()
        with psycopg.connect(central_db, autocommit=True) as killer:
            pid = _wait_for_blocked(killer)
            assert killer.execute("SELECT pg_terminate_backend(%s)", (pid,)).fetchone() == (True,)
        thread.join(10)
        holder.rollback()
    assert isinstance(outcome["lost"], CentralUnreachable)
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT count(*) FROM central.jackpot_claims").fetchone() == (0,)
    # Resent: one claim, answered.
    first = client.claim(3, "room", cards(KINGS), cards(ACES), "qualifies")
    again = client.claim(3, "room", cards(KINGS), cards(ACES), "qualifies")
    assert first.claim == again.claim and again.outcome == "waiting"
    decided = wait_decided(client, 3)
    # Killed after the claim was kept (the answer lost on the way): resent, the same decision, no second claim.
    with psycopg.connect(central_db, autocommit=True) as killer:
        killer.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'dealer_table_t1'")
    resent = client.claim(3, "room", cards(KINGS), cards(ACES), "qualifies")
    assert resent == decided and (resent.outcome, resent.meter) == ("won", 1_075)
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT count(*) FROM central.jackpot_claims").fetchone() == (1,)
    lone.close()


def _try(client):
    try:
        return client.claim(3, "room", cards(KINGS), cards(ACES), "qualifies")
    except Refusal as exc:
        return exc


def _once(client, query, args):
    """The client's call without its resend."""
    try:
        return client._connect().execute(query, args).fetchone()
    except psycopg.OperationalError:
        client.close()
        raise CentralUnreachable("central-unreachable", "lost") from None


def _wait_for_blocked(conn, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        row = conn.execute("SELECT pid FROM pg_stat_activity WHERE usename = 'dealer_table_t1' "
                           "AND wait_event_type = 'Lock'").fetchone()
        if row:
            return row[0]
        time.sleep(0.05)
    raise AssertionError("the claim never blocked")


def test_the_server_restarted_mid_claim_the_table_resends_and_gets_the_same_decision(room, postgres_server):
    _, clients = room
    client = clients["T2"]
    first = client.claim(5, "room", cards(KINGS), cards(ACES), "qualifies")
    postgres_server.restart()
    decided = wait_decided(client, 5)                   # the old connection is gone: the client connects again
    assert decided.claim == first.claim and decided.outcome == "won"
    postgres_server.stop()
    try:
        with pytest.raises(CentralUnreachable, match="cannot be reached"):
            SharedJackpot(client.url, "T2", client.store_id, connect_seconds=1).answer(5)
    finally:
        postgres_server.start()
    assert client.claim(5, "room", cards(KINGS), cards(ACES), "qualifies") == decided


def test_a_table_login_claims_for_its_own_table_and_store_only(room, table_url, central_db):
    stores, clients = room
    t1 = clients["T1"]
    as_t2 = SharedJackpot(t1.url, "T2", store_id(stores["T2"]))        # T1's login naming T2 and its store
    with pytest.raises(Refusal, match="is table T1's: it cannot claim for table T2"):
        as_t2.claim(1, "room", cards(KINGS), cards(ACES), "qualifies")
    other_store = SharedJackpot(t1.url, "T1", store_id(stores["T2"]))  # its own table, T2's store
    with pytest.raises(Refusal, match="is not table T1's"):
        other_store.claim(1, "room", cards(KINGS), cards(ACES), "qualifies")
    with pytest.raises(Refusal, match="is not table T1's"):
        other_store.answer(1)
    floor = SharedJackpot(central_db.replace("postgres@", "dealer_floor@"), "T1", store_id(stores["T1"]))
    with pytest.raises(Refusal, match="permission denied"):
        floor.claim(1, "room", cards(KINGS), cards(ACES), "qualifies")
    assert floor.meter("room").meter == 1_075                         # the floor reads the meter
    with psycopg.connect(central_db) as conn:
        assert conn.execute("SELECT count(*) FROM central.jackpot_claims").fetchone() == (0,)
    for c in (as_t2, other_store, floor):
        c.close()


def test_cards_that_are_no_bad_beat_and_an_unknown_pool_are_refused_in_words(room):
    _, clients = room
    t1 = clients["T1"]
    with pytest.raises(Refusal, match="not four sevens or better"):
        t1.claim(6, "room", cards("6c 6d 6h 6s Ac"), cards(ROYAL), "qualifies")
    with pytest.raises(Refusal, match="does not beat .* by a straight flush or a higher four of a kind"):
        t1.claim(6, "room", cards(KINGS), cards("Qc Qd Qh Qs Ac"), "qualifies")
    with pytest.raises(Refusal, match="five different cards"):
        t1.claim(6, "room", cards("Kc Kc Kh Ks 2c"), cards(ACES), "qualifies")
    with pytest.raises(Refusal, match='no shared jackpot "nowhere"'):
        t1.claim(6, "nowhere", cards(KINGS), cards(ACES), "qualifies")


def test_the_servers_value_of_five_cards_orders_hands_as_the_engine_does(central_db):
    deck = [f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs"]
    rng = random.Random(28)
    hands = [rng.sample(deck, 5) for _ in range(400)]
    hands += [cards(h) for h in (KINGS, ACES, SEVENS, NINE_HIGH_SF, QUEENS, ROYAL, "Ah 2h 3h 4h 5h",
                                 "Ad 2c 3h 4s 5d", "Tc Jd Qh Ks Ad", "2c 2d 3h 3s 3d", "Ac Ad Kh Ks 2d")]
    with psycopg.connect(central_db) as conn:
        ours = [conn.execute("SELECT central.five_value(%s)", (h,)).fetchone()[0] for h in hands]
    engine = [high_value(parse_cards(" ".join(h))) for h in hands]
    for (a, ea), (b, eb) in itertools.combinations(zip(ours, engine), 2):
        assert (a > b) - (a < b) == (ea > eb) - (ea < eb)


def test_the_room_sets_a_pool_and_reads_its_meter_with_the_command(central_db):
    import subprocess
    import sys
    from pathlib import Path

    def run(*argv):
        return subprocess.run([sys.executable, "-m", "dealer_app", "central", "jackpot-pool", *argv], capture_output=True,
                              text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    made = run("main room", "--start", "5000", "--window", "30", "--central", central_db)
    assert made.returncode == 0, made.stderr
    assert made.stdout.startswith("shared jackpot main room: meter 5000, start 5000, claim window 30 s (set by postgres")
    read = run("main room", "--central", central_db.replace("postgres@", "dealer_floor@"))
    assert read.returncode == 0 and "meter 5000" in read.stdout and "0 claim(s) waiting" in read.stdout
    bad = run("main room", "--start", "-5", "--central", central_db)
    assert bad.returncode == 2 and "the start of a shared jackpot is 0 or more chips, not -5" in bad.stderr
    floor = run("main room", "--start", "10", "--central", central_db.replace("postgres@", "dealer_floor@"))
    assert floor.returncode != 0 and "permission denied" in floor.stderr
    missing = run("nowhere", "--central", central_db)
    assert missing.returncode == 2 and 'no shared jackpot "nowhere"' in missing.stderr


# ------------------------------------------------------------------ the floor decides a tie (migration 0015)

def tie(clients, tables, hand=2):
    """The tables claim the same four kings (another suit of kicker each): an exact tie, answered 'floor'."""
    for table, kicker in zip(tables, ("2c", "2d", "2h")):
        clients[table].claim(hand, "room", cards(f"Kc Kd Kh Ks {kicker}"), cards(ACES), "qualifies")
    answers = [wait_decided(clients[t], hand) for t in tables]
    assert {a.outcome for a in answers} == {"floor"}
    return answers


def round_of(central_db, claim):
    with psycopg.connect(central_db) as conn:
        return conn.execute("SELECT round FROM central.jackpot_claims WHERE id = %s", (claim,)).fetchone()[0]


def test_the_floor_gives_a_tie_to_one_table_by_the_command_recorded_with_who_and_when(room, central_db, table_url):
    import subprocess
    import sys
    from pathlib import Path
    _, clients = room
    t1, _t2 = tie(clients, ["T1", "T2"])
    rnd = round_of(central_db, t1.claim)

    def run(command, *argv):
        return subprocess.run([sys.executable, "-m", "dealer_app", "central", command, *argv], capture_output=True,
                              text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    listed = run("jackpot-pool", "room", "--central", central_db.replace("postgres@", "dealer_floor@"))
    assert listed.returncode == 0, listed.stderr
    assert f"round {rnd}: an exact tie of tables T1, T2 (T1 hand 2, T2 hand 2), the floor decides" in listed.stdout
    # Neither a table's login nor the floor's may decide; a table that is not tied is refused in words.
    with psycopg.connect(table_url("T1"), autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT * FROM central.jackpot_floor_decide('room', %s, 'T1')", (rnd,))
    floor = run("jackpot-decide", "room", "--round", str(rnd), "--to", "T2",
                "--central", central_db.replace("postgres@", "dealer_floor@"))
    assert floor.returncode != 0 and "permission denied" in floor.stderr
    wrong = run("jackpot-decide", "room", "--round", str(rnd), "--to", "T3", "--central", central_db)
    assert wrong.returncode == 2 and f"table T3 is not one of the tied tables of round {rnd} (T1, T2)" in wrong.stderr
    decided = run("jackpot-decide", "room", "--round", str(rnd), "--to", "T2", "--central", central_db)
    assert decided.returncode == 0, decided.stderr
    assert f"table T2 (claim {t1.claim + 1}): won: 1075" in decided.stdout
    assert f"table T1 (claim {t1.claim}): refused" in decided.stdout
    # The tables' claims, resent as the follower does, get the floor's answers.
    won, lost = clients["T2"].claim(2, "room", [], [], ""), clients["T1"].answer(2)
    assert (won.outcome, won.meter, won.winner_table) == ("won", 1_075, "T2")
    assert won.reason == "the floor gave it to table T2: meter 1075 (postgres)"
    assert (lost.outcome, lost.meter, lost.winner_table, lost.reason) == (
        "refused", None, "T2", "the floor gave it to table T2")
    assert clients["T3"].meter("room").meter == 1_000                # frozen for T2, the pool restarted
    with psycopg.connect(central_db) as conn:
        (by, split, meter, at), = conn.execute("SELECT by_whom, split, meter, at FROM central.jackpot_floor_decisions")
        assert (by, split, meter) == ("postgres", False, 1_075) and at is not None
        assert conn.execute("SELECT what, meter_before, by_whom FROM central.jackpot_pool_log ORDER BY id "
                            "DESC LIMIT 1").fetchone() == ("restart", 1_075, "postgres")
        # Append-only, and decided once.
        with pytest.raises(psycopg.Error, match="append-only|refuse|not allowed|cannot"):
            conn.execute("UPDATE central.jackpot_floor_answers SET meter = 0")
    again = run("jackpot-decide", "room", "--round", str(rnd), "--split", "--central", central_db)
    assert again.returncode == 2 and f"the floor decided round {rnd} of the shared jackpot \"room\" already" in again.stderr


def test_the_floor_splits_a_tie_of_three_in_chip_units_the_odd_units_to_the_earliest_claims(room, central_db):
    from dealer_app.central.jackpot_claims import floor_decide
    _, clients = room
    answers = tie(clients, ["T1", "T2", "T3"])
    rnd = round_of(central_db, answers[0].claim)
    with psycopg.connect(central_db, autocommit=True) as conn:
        parts = floor_decide(conn, "room", rnd, None, unit=10)
    # 1,075 in three: 350 each in units of 10, 25 left: a unit each to T1 and T2 (the earliest claims), and the
    # 5 below a unit to T1. The parts add up to the meter.
    assert [(p.table, p.outcome, p.meter) for p in parts] == [("T1", "won", 365), ("T2", "won", 360),
                                                              ("T3", "won", 350)]
    assert sum(p.meter for p in parts) == 1_075
    for table, part in (("T1", 365), ("T2", 360), ("T3", 350)):
        answer = clients[table].answer(2)
        assert (answer.outcome, answer.meter, answer.winner_table) == ("won", part, "T1, T2, T3")
        assert answer.reason == f"split by the floor between tables T1, T2, T3: {part} of meter 1075 (postgres)"
    assert clients["T1"].meter("room").meter == 1_000
