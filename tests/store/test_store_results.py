"""Recorded results are checked (issue 18, point 3): `verify` replays every finished hand through the
engine and compares the recorded pots, rake, payouts and stacks with the rules' own; a careful forger who
rewrites a payout and recomputes every later hash keeps the chain intact, but not the result."""
from __future__ import annotations

import json
import sqlite3

import pytest

from dealer_app.commands.cli import main
from dealer_app.store import open_store, verify_store
from dealer_app.store.recall import open_for_reading
from dealer_app.store.results import compare_result
from store_helpers import FakeClock, play
from store_helpers import SEED, a_won_pot, forge

@pytest.fixture
def store_path(tmp_path):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T7", dealer="D-017", clock=FakeClock())
    for _ in range(12):
        play(store, SEED)
    store.close()
    return path


def test_a_payout_rewritten_with_every_later_hash_recomputed_is_a_result_mismatch(store_path, capsys):
    seq, hand, result = a_won_pot(store_path)
    winner = result["payouts"].index(max(result["payouts"]))
    other = (winner + 1) % len(result["payouts"])
    payouts, stacks = list(result["payouts"]), list(result["finishing_stacks"])

    def move_ten_chips(payload):
        payload["payouts"][winner] -= 10
        payload["payouts"][other] += 10
        payload["finishing_stacks"][winner] -= 10
        payload["finishing_stacks"][other] += 10
    forge(store_path, seq, move_ten_chips)

    report = verify_store(store_path)
    # The chain itself is whole: what catches the forger is the replay.
    assert [p.code for p in report.problems] == ["result-mismatch"]
    problem = report.first_problem
    assert (problem.hand, problem.seq) == (hand, seq)
    forged = list(payouts)
    forged[winner] -= 10
    forged[other] += 10
    assert f"payouts recorded {forged}, by the rules {payouts}" in problem.message
    forged_stacks = list(stacks)
    forged_stacks[winner] -= 10
    forged_stacks[other] += 10
    assert f"finishing stacks recorded {forged_stacks}, by the rules {stacks}" in problem.message
    assert f"hand {hand}'s recorded result is not the rules' result" in problem.message

    assert main(["verify", str(store_path)]) == 1
    out = capsys.readouterr().out
    assert f"(hand {hand})" in out and "[result-mismatch]" in out and str(payouts) in out

    assert main(["verify", str(store_path), "--json"]) == 1
    document = json.loads(capsys.readouterr().out)
    assert document["intact"] is False
    assert [(p["code"], p["hand"], p["seq"]) for p in document["problems"]] == [("result-mismatch", hand, seq)]


def test_a_rewritten_rake_is_named_with_both_numbers(store_path):
    seq, hand, result = a_won_pot(store_path)
    winner = result["payouts"].index(max(result["payouts"]))

    def skim(payload):       # 5 more chips to the house, 5 fewer to the winner: the totals still add up
        payload["rake"] += 5
        payload["pots"][0]["rake"] += 5
        payload["payouts"][winner] -= 5
        payload["finishing_stacks"][winner] -= 5
    forge(store_path, seq, skim)
    problem = verify_store(store_path).first_problem
    assert problem.code == "result-mismatch" and problem.hand == hand
    assert f"rake recorded {result['rake'] + 5}, by the rules {result['rake']}" in problem.message


def test_an_honest_store_has_no_mismatch_over_many_random_hands(tmp_path):
    path = tmp_path / "honest.sqlite"
    store = open_store(path, table="T1", dealer="D-001", clock=FakeClock())
    for _ in range(150):            # every game and structure, corrections now and then (store_helpers)
        play(store, 1801)
    awarded = play(store, 1801, stop_after=12)
    awarded.award([*(0 for _ in range(awarded.hand.n - 1)), sum(awarded.hand.contributions)], 0,
                  by="Supervisor Marie", reason="the cards were exposed by the dealer")
    voided = play(store, 1801, stop_after=5)
    voided.void(by="Supervisor Marie", reason="misdeal")
    store.close()
    report = verify_store(path)
    assert report.intact, report.problems
    assert report.replayed == 151          # 150 played to the end and the award; the misdeal has no result
    corrected = sqlite3.connect(path).execute("SELECT count(DISTINCT hand) FROM events WHERE kind = 'correction'"
                                              ).fetchone()[0]
    assert corrected >= 5                  # the replay applied the corrections as the table did


def test_an_awarded_hand_is_compared_as_awarded(tmp_path):
    path = tmp_path / "award.sqlite"
    store = open_store(path, table="T1", dealer="D-001", clock=FakeClock())
    recorded = play(store, 7, stop_after=14)
    middle = sum(recorded.hand.contributions)
    stacks_before = list(recorded.hand.stacks)
    recorded.award([middle - 10] + [0] * (recorded.hand.n - 1), 10, by="Supervisor Marie", reason="dispute")
    number = recorded.number
    store.close()
    assert verify_store(path).intact
    with open_for_reading(path) as reader:
        assert compare_result(reader.load_hand(number)) == []
        end = reader.load_hand(number).end
    assert end.payload["finishing_stacks"][0] == stacks_before[0] + middle - 10

    def more_to_seat_one(payload):
        payload["finishing_stacks"][0] += 10
        payload["payouts"][0] += 10
        payload["rake"] = 0
    forge(path, end.seq, more_to_seat_one)
    problem = verify_store(path).first_problem
    assert problem.code == "result-mismatch" and problem.hand == number
    assert "rake recorded 0, by the rules 10" in problem.message
    assert f"payouts recorded [{middle}" in problem.message


def test_a_misdeal_has_no_result_to_compare(tmp_path):
    path = tmp_path / "void.sqlite"
    store = open_store(path, table="T1", dealer="D-001", clock=FakeClock())
    recorded = play(store, 3, stop_after=6)
    recorded.void(by="Supervisor Marie", reason="two cards exposed")
    store.close()
    with open_for_reading(path) as reader:
        assert compare_result(reader.load_hand(1)) is None
    assert verify_store(path).replayed == 0


def test_a_result_whose_inputs_the_rules_refuse_is_reported(store_path):
    seq, hand, _ = a_won_pot(store_path)
    conn = sqlite3.connect(store_path)
    last_input = conn.execute("SELECT max(seq) FROM events WHERE hand = ? AND kind = 'action'", (hand,)).fetchone()[0]
    conn.close()

    def nonsense(payload):           # the last action replaced by one the rules refuse there
        payload["input"] = ["muck", 0]
    forge(store_path, last_input, nonsense)
    problem = verify_store(store_path).first_problem
    assert (problem.code, problem.hand, problem.seq) == ("result-unreplayable", hand, seq)
    assert f"hand {hand}'s recorded result cannot be checked" in problem.message


def test_the_start_up_check_replays_nothing(store_path):
    seq, _, _ = a_won_pot(store_path)
    forge(store_path, seq, lambda p: p["payouts"].__setitem__(0, p["payouts"][0] + 1))
    quick = verify_store(store_path, recent=50_000, sqlite_check=False)
    assert quick.intact and quick.replayed is None          # the console's start-up stays as fast as it was
    assert verify_store(store_path, replay=False).intact
    assert not verify_store(store_path).intact


# ---------------------------------------------------------------- the hand's report says it

def test_the_hand_report_says_the_recorded_result_conforms(store_path, capsys):
    _, hand, _ = a_won_pot(store_path)
    assert main(["export", str(store_path), "--hand", str(hand)]) == 0
    assert "Résultat enregistré conforme aux règles\n" in capsys.readouterr().out
    assert main(["export", str(store_path), "--hand", str(hand), "--lang", "en", "--format", "html"]) == 0
    assert '<p class="ok small">Recorded result conforms to the rules</p>' in capsys.readouterr().out
    assert main(["export", str(store_path), "--hand", str(hand), "--lang", "ru"]) == 0
    assert "Записанный результат соответствует правилам" in capsys.readouterr().out


def test_the_hand_report_says_the_recorded_result_differs_with_both_numbers(store_path, capsys):
    seq, hand, result = a_won_pot(store_path)
    winner = result["payouts"].index(max(result["payouts"]))
    paid = result["payouts"][winner]

    def less_to_the_winner(payload):          # 10 chips kept back from the winner's payout and stack
        payload["payouts"][winner] -= 10
        payload["finishing_stacks"][winner] -= 10
    forge(store_path, seq, less_to_the_winner)
    with open_for_reading(store_path) as reader:
        player = reader.load_hand(hand).config.players[winner]
    who = f"siège {player.seat} ({player.name})"
    assert main(["export", str(store_path), "--hand", str(hand)]) == 1
    captured = capsys.readouterr()
    line = next(x for x in captured.out.splitlines() if x.startswith("Résultat enregistré"))
    assert line.startswith("Résultat enregistré DIFFÈRE des règles : Gagné : ")
    assert f"{who} : enregistré {paid - 10}, selon les règles {paid}" in line.replace("\u00a0", " ")
    assert "Tapis final" in line
    assert "ATTENTION : Résultat enregistré DIFFÈRE des règles" in captured.out     # and again at the end
    assert "[result-mismatch]" in captured.err
    assert main(["export", str(store_path), "--hand", str(hand), "--format", "html", "--lang", "en"]) == 1
    html = capsys.readouterr().out
    assert (f'<p class="bad">Recorded result DIFFERS from the rules: Won: seat {player.seat} ({player.name}): '
            f"recorded {paid - 10:,}, by the rules {paid:,}") in html


def test_a_misdeal_report_says_nothing_of_a_result(tmp_path, capsys):
    path = tmp_path / "void.sqlite"
    store = open_store(path, table="T1", dealer="D-001", clock=FakeClock())
    play(store, 3, stop_after=6).void(by="Supervisor Marie", reason="two cards exposed")
    store.close()
    assert main(["export", str(path), "--hand", "1", "--lang", "en"]) == 0
    assert "Recorded result" not in capsys.readouterr().out
