"""A hand run twice in the floor's records (issue 20, RULES.md 11): the replay lays each run's board and
names each pot's part by its run; the dispute report, text and PDF page, shows each run's board and each
run's winner: PLO 5/10 heads-up, 1,000 each all-in on the flop, run 1 to seat 1 (aces), run 2 to seat 2
(four queens), 1,000 each."""
from __future__ import annotations

from engine.actions import all_in, call, raise_to
from engine.cards import parse_card
from engine.games import GAMES, Structure
from engine.hand import HandConfig, PlayerSetup
from engine.rules import HouseRules, Stakes
from dealer_app.floor.dispute_report import render
from dealer_app.floor.hand_record import as_text, build
from dealer_app.floor.replay import build_replay
from dealer_app.store import open_for_reading, open_store
from dealer_app.store.verify import check_hand_links

from store_helpers import FakeClock

HEADS_UP = HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                      (PlayerSetup("Boris", 1000, 2), PlayerSetup("Anna", 1000, 1)), house=HouseRules(max_runs=2))
CARDS = ("Qc", "As", "Qd", "Ah", "Jc", "Ks", "Jd", "Kh",     # hole cards, one at a time from Boris (button, SB)
         "8h", "2c", "7d", "9h",                            # burn, flop
         "5c", "3s", "6c", "4d",                            # run 1: burn, turn, burn, river
         "8c", "Qh", "Tc", "Qs")                            # run 2


def play_run_twice(path) -> int:
    store = open_store(path, table="T4", dealer="Lea", clock=FakeClock())
    recorded = store.begin_hand(HEADS_UP, button_seat=2)
    cards = iter(CARDS)

    def deal_until_action():
        while recorded.hand.phase == "deal":
            recorded.deal(parse_card(next(cards)))

    deal_until_action()
    for action in (raise_to(30), raise_to(90), raise_to(270), call()):
        recorded.apply(action)
    deal_until_action()
    for action in (raise_to(540), all_in(), call()):
        recorded.apply(action)
    recorded.run_it(2, [0, 1])
    deal_until_action()
    hand = recorded.hand
    for player in hand.showdown_order():
        if recorded.hand.phase == "showdown":
            recorded.show(player)
    assert recorded.hand.payouts == [1000, 1000]
    number = recorded.number
    store.close()
    return number


def test_the_replay_and_the_dispute_report_show_each_run(tmp_path):
    path = tmp_path / "t.sqlite"
    number = play_run_twice(path)
    with open_for_reading(path) as reader:
        stored = reader.load_hand(number)
        steps = reader.replay_steps(number)
        replay = build_replay(stored, steps)
        record = build(stored, steps, check_hand_links(reader, number))
    last = replay.frames[-1]
    assert [(r.run, " ".join(r.cards)) for r in last.runs] == [(1, "2♣ 7♦ 9♥ 3♠ 4♦"), (2, "2♣ 7♦ 9♥ Q♥ Q♠")]
    assert last.results == ("Main pot, run 1 1,000: seat 1 (Anna) 1,000", "Main pot, run 2 1,000: seat 2 (Boris) 1,000")
    agreed = next(f for f in replay.frames if f.kind == "runs")
    assert "the board is run 2 times" in agreed.text
    middle = next(f for f in replay.frames if f.runs and any(r.dealing for r in f.runs))
    assert middle.runs[0].dealing and len(middle.runs[1].cards) == 3          # run 2: the flop it shares
    assert record.board == "run 1: 2♣ 7♦ 9♥ 3♠ 4♦ · run 2: 2♣ 7♦ 9♥ Q♥ Q♠"
    assert [(p.name, p.amount, str(p.shares)) for p in record.pots] == [
        ("Main pot, run 1", 1000, "seat 1 (Anna) 1,000"), ("Main pot, run 2", 1000, "seat 2 (Boris) 1,000")]
    french = as_text(record, "fr")
    assert "donne 1 : 2♣ 7♦ 9♥ 3♠ 4♦ · donne 2 : 2♣ 7♦ 9♥ D♥ D♠" in french             # dames: D in French
    assert "pot principal, donne 1" in french.lower() and "pot principal, donne 2" in french.lower()
    page = render(record, "fr")
    assert "pot principal, donne 2" in page.lower() and "donne 2 : 2♣ 7♦ 9♥ D♥ D♠" in page
