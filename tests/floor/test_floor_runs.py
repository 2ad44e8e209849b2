"""A board run more than once in every floor document (issue 20, issue 24 major 4, RULES.md 11): a run is
named as a run, never as a side pot, with the table's own words ("Pot, run 2"; "Side pot 1, run 2" for a
real side pot run twice), in French, English and Russian: the floor replay's steps and its last step, the
text export, the printable report (the page the PDF prints), ``dealer-app export`` and ``dealer-app
replay``'s readable output.

- PLO 5/10 heads-up, 1,000 each all-in on the flop, run twice: run 1 to seat 1 (aces), run 2 to seat 2
  (four queens), 1,000 a run; run three times (house option): 667 / 667 / 666, the odd unit to the first
  runs, run 3 to seat 1.
- No-limit Hold'em 5/10, three players: seat 3 (Chloé, 300) all-in on the flop, seats 1 and 2 all-in for
  1,000: the main pot 900 and the side pot 1,400, each run twice: main pot run 1 to Chloé (450), side pot
  run 1 to Boris (700), both runs 2 to Anna (450 + 700).
"""
from __future__ import annotations

import io

import pytest

from engine.actions import all_in, call, check, raise_to
from engine.cards import parse_card
from engine.games import GAMES, Structure
from engine.hand import HandConfig, PlayerSetup
from engine.rules import HouseRules, Stakes
from dealer_app.commands import replay as replay_command
from dealer_app.commands.cli import main
from dealer_app.floor.dispute_report import render
from dealer_app.floor.export import phh_text
from dealer_app.floor.hand_record import as_text, build
from dealer_app.floor.replay import build_replay
from dealer_app.store import open_for_reading, open_store
from dealer_app.store.verify import check_hand_links
from dealer_app.words.book import speak

from store_helpers import FakeClock

NB = "\u00a0"          # French and Russian group thousands with a no-break space: 1 000

HEADS_UP = HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                      (PlayerSetup("Boris", 1000, 2), PlayerSetup("Anna", 1000, 1)), house=HouseRules(max_runs=2))
HEADS_UP_CARDS = ("Qc", "As", "Qd", "Ah", "Jc", "Ks", "Jd", "Kh",    # hole cards, one at a time from Boris (button, SB)
                  "8h", "2c", "7d", "9h",                           # burn, flop
                  "5c", "3s", "6c", "4d",                           # run 1: burn, turn, burn, river
                  "8c", "Qh", "Tc", "Qs",                           # run 2
                  "2d", "3h", "4s", "5s")                           # run 3 (three runs only)
HEADS_UP_ACTIONS = (raise_to(30), raise_to(90), raise_to(270), call(), raise_to(540), all_in(), call())

SIDE_POT = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                      (PlayerSetup("Anna", 1000, 1), PlayerSetup("Boris", 1000, 2), PlayerSetup("Chloé", 300, 3)),
                      house=HouseRules(max_runs=2))
SIDE_POT_CARDS = ("Ah", "Qs", "Jc", "Kh", "Qd", "Jd",               # Anna A♥ K♥, Boris Q♠ Q♦, Chloé J♣ J♦
                  "3c", "2c", "7s", "9h",                           # burn, flop
                  "4c", "Jh", "5c", "2d",                           # run 1: Chloé's jacks full, Boris's two pair
                  "6c", "Ad", "8c", "Kd")                           # run 2: Anna's aces and kings
SIDE_POT_ACTIONS = (call(), call(), check(), check(), check(), all_in(), all_in(), call())


def play(path, config: HandConfig, button_seat: int, cards, actions, times: int) -> int:
    """The hand as the table records it: cards read when the deal expects one, each action when the betting
    waits for one, the runs agreed by every player still in as soon as they may be, the hands shown."""
    store = open_store(path, table="T4", dealer="Lea", clock=FakeClock())
    recorded = store.begin_hand(config, button_seat=button_seat)
    cards, actions = iter(cards), iter(actions)
    while recorded.hand.phase in ("deal", "bet"):
        hand = recorded.hand
        if hand.phase == "bet":
            recorded.apply(next(actions))
        elif times and hand.can_run_it_more_than_once:
            recorded.run_it(times, hand.players_in_hand())
            times = 0
        else:
            recorded.deal(parse_card(next(cards)))
    for player in recorded.hand.showdown_order():
        if recorded.hand.phase == "showdown":
            recorded.show(player)
    number = recorded.number
    store.close()
    return number


class Documents:
    """Every document the floor reads of one stored hand."""

    def __init__(self, path, number: int, tmp_path):
        self.path, self.number, self.tmp_path = path, number, tmp_path
        with open_for_reading(path) as reader:
            self.stored = reader.load_hand(number)
            steps = reader.replay_steps(number)
            self.replay = build_replay(self.stored, steps)
            self.record = build(self.stored, steps, check_hand_links(reader, number))

    def last_step(self, language: str) -> tuple[str, tuple[str, ...]]:
        """What the floor replay's last step says, and its results under the table."""
        last = self.replay.frames[-1]
        return speak(last.text, language), tuple(speak(line, language) for line in last.results)

    def export(self, fmt: str, language: str, capsys) -> str:
        assert main(["export", str(self.path), "--hand", str(self.number), "--format", fmt, "--lang", language]) == 0
        return capsys.readouterr().out

    def replay_text(self, language: str) -> str:
        """``dealer-app replay``'s readable output of the hand's PHH export."""
        hand = self.tmp_path / f"hand-{self.number}.phh"
        hand.write_text(phh_text(self.stored), encoding="utf-8")
        out = io.StringIO()
        assert replay_command.run(str(hand), None, False, out, language) == 0
        return out.getvalue()

    def everything(self, language: str, capsys) -> str:
        text, results = self.last_step(language)
        return "\n".join([text, *results, as_text(self.record, language), render(self.record, language),
                          self.export("text", language, capsys), self.export("html", language, capsys),
                          self.replay_text(language)])


@pytest.fixture
def run_twice(tmp_path):
    path = tmp_path / "twice.sqlite"
    return Documents(path, play(path, HEADS_UP, 2, HEADS_UP_CARDS, HEADS_UP_ACTIONS, 2), tmp_path)


@pytest.fixture
def side_pot_run_twice(tmp_path):
    path = tmp_path / "side.sqlite"
    return Documents(path, play(path, SIDE_POT, 3, SIDE_POT_CARDS, SIDE_POT_ACTIONS, 2), tmp_path)


@pytest.fixture
def run_three_times(tmp_path):
    path = tmp_path / "three.sqlite"
    config = HandConfig(HEADS_UP.game, HEADS_UP.structure, HEADS_UP.stakes, HEADS_UP.players,
                        house=HouseRules(max_runs=3))
    return Documents(path, play(path, config, 2, HEADS_UP_CARDS, HEADS_UP_ACTIONS, 3), tmp_path)


# ----------------------------------------------------------------- one pot run twice

def test_the_replay_lays_each_runs_board_and_names_each_part_by_its_run(run_twice):
    replay, record = run_twice.replay, run_twice.record
    last = replay.frames[-1]
    assert [(r.run, " ".join(r.cards)) for r in last.runs] == [(1, "2♣ 7♦ 9♥ 3♠ 4♦"), (2, "2♣ 7♦ 9♥ Q♥ Q♠")]
    agreed = next(f for f in replay.frames if f.kind == "runs")
    assert "the board is run 2 times" in agreed.text
    middle = next(f for f in replay.frames if f.runs and any(r.dealing for r in f.runs))
    assert middle.runs[0].dealing and len(middle.runs[1].cards) == 3          # run 2: the flop it shares
    assert record.board == "run 1: 2♣ 7♦ 9♥ 3♠ 4♦ · run 2: 2♣ 7♦ 9♥ Q♥ Q♠"
    assert [(p.name, p.amount, str(p.shares)) for p in record.pots] == [
        ("Pot, run 1", 1000, "seat 1 (Anna) 1,000"), ("Pot, run 2", 1000, "seat 2 (Boris) 1,000")]


def test_one_pot_run_twice_is_one_pot_and_two_runs_in_french(run_twice, capsys):
    text, results = run_twice.last_step("fr")
    assert text == (f"fin du coup : pot, donne 1 (1{NB}000, prélèvement 0) : siège 1 (Anna) 1{NB}000 ; "
                    f"pot, donne 2 (1{NB}000, prélèvement 0) : siège 2 (Boris) 1{NB}000")
    assert results == (f"Pot, donne 1 (1{NB}000) : siège 1 (Anna) 1{NB}000",
                       f"Pot, donne 2 (1{NB}000) : siège 2 (Boris) 1{NB}000")
    page = render(run_twice.record, "fr")
    assert "<td>Pot, donne 1</td>" in page and "<td>Pot, donne 2</td>" in page
    assert "donne 2 : 2♣ 7♦ 9♥ D♥ D♠" in page            # dames: D in French
    export = run_twice.export("text", "fr", capsys)
    assert f"  Pot, donne 2 (1{NB}000) : concernés siège 2 (Boris), siège 1 (Anna)" in export
    assert f"fin du coup : pot, donne 1 (1{NB}000, prélèvement 0)" in export
    readable = run_twice.replay_text("fr")
    assert f"Pot, donne 1 (1{NB}000, prélèvement 0) : haut p2\nPot, donne 2 (1{NB}000, prélèvement 0) : haut p1" \
        in readable
    everything = run_twice.everything("fr", capsys).lower()
    assert "pot annexe" not in everything and "pot principal" not in everything


def test_one_pot_run_twice_in_english_and_russian(run_twice, capsys):
    text, results = run_twice.last_step("en")
    assert text == ("hand ended: pot, run 1 1,000 (rake 0): seat 1 (Anna) 1,000; "
                    "pot, run 2 1,000 (rake 0): seat 2 (Boris) 1,000")
    assert results == ("Pot, run 1 1,000: seat 1 (Anna) 1,000", "Pot, run 2 1,000: seat 2 (Boris) 1,000")
    assert "Pot, run 2 1,000 (rake 0): high p1" in run_twice.replay_text("en")
    assert "side pot" not in run_twice.everything("en", capsys).lower()
    text, results = run_twice.last_step("ru")
    assert text == (f"раздача окончена: банк, прогон 1 (1{NB}000, рейк 0): место 1 (Anna) 1{NB}000; "
                    f"банк, прогон 2 (1{NB}000, рейк 0): место 2 (Boris) 1{NB}000")
    assert results[1] == f"Банк, прогон 2 (1{NB}000): место 2 (Boris) 1{NB}000"
    assert "<td>Банк, прогон 2</td>" in render(run_twice.record, "ru")
    assert f"Банк, прогон 1 (1{NB}000, рейк 0): хай p2" in run_twice.replay_text("ru")
    assert "побочный" not in run_twice.everything("ru", capsys).lower()


# ----------------------------------------------------------------- a real side pot run twice

def test_a_side_pot_run_twice_is_named_side_pot_run_2_in_french(side_pot_run_twice, capsys):
    docs = side_pot_run_twice
    assert [(str(p.name), p.amount, str(p.shares)) for p in docs.record.pots] == [
        ("Main pot, run 1", 450, "seat 3 (Chloé) 450"), ("Main pot, run 2", 450, "seat 1 (Anna) 450"),
        ("Side pot 1, run 1", 700, "seat 2 (Boris) 700"), ("Side pot 1, run 2", 700, "seat 1 (Anna) 700")]
    text, results = docs.last_step("fr")
    assert text == ("fin du coup : pot principal, donne 1 (450, prélèvement 0) : siège 3 (Chloé) 450 ; "
                    "pot principal, donne 2 (450, prélèvement 0) : siège 1 (Anna) 450 ; "
                    "pot annexe n° 1, donne 1 (700, prélèvement 0) : siège 2 (Boris) 700 ; "
                    "pot annexe n° 1, donne 2 (700, prélèvement 0) : siège 1 (Anna) 700")
    assert results == ("Pot principal, donne 1 (450) : siège 3 (Chloé) 450",
                       "Pot principal, donne 2 (450) : siège 1 (Anna) 450",
                       "Pot annexe n° 1, donne 1 (700) : siège 2 (Boris) 700",
                       "Pot annexe n° 1, donne 2 (700) : siège 1 (Anna) 700")
    page = render(docs.record, "fr")
    assert page.index("<td>Pot principal, donne 2</td>") < page.index("<td>Pot annexe n° 1, donne 1</td>")
    assert "<td>Pot annexe n° 1, donne 2</td>" in page and "pot annexe n° 2" not in page.lower()
    for document in (as_text(docs.record, "fr"), docs.export("text", "fr", capsys)):
        assert "  Pot annexe n° 1, donne 2 (700) : concernés siège 1 (Anna), siège 2 (Boris)" in document
        assert "pot annexe n° 1, donne 1 (700, prélèvement 0) : siège 2 (Boris) 700" in document
    readable = docs.replay_text("fr")
    assert ("Pot principal, donne 1 (450, prélèvement 0) : haut p3\n"
            "Pot principal, donne 2 (450, prélèvement 0) : haut p1\n"
            "Pot annexe n° 1, donne 1 (700, prélèvement 0) : haut p2\n"
            "Pot annexe n° 1, donne 2 (700, prélèvement 0) : haut p1\n") in readable
    assert "pot annexe n° 2" not in docs.everything("fr", capsys).lower()


def test_a_side_pot_run_twice_in_english_and_russian(side_pot_run_twice, capsys):
    docs = side_pot_run_twice
    text, _ = docs.last_step("en")
    assert text.endswith("side pot 1, run 1 700 (rake 0): seat 2 (Boris) 700; "
                         "side pot 1, run 2 700 (rake 0): seat 1 (Anna) 700")
    assert "Side pot 1, run 2 700 (rake 0): high p1" in docs.replay_text("en")
    assert "side pot 2" not in docs.everything("en", capsys).lower()
    text, results = docs.last_step("ru")
    assert "побочный банк № 1, прогон 2 (700, рейк 0): место 1 (Anna) 700" in text
    assert results[0] == "Основной банк, прогон 1 (450): место 3 (Chloé) 450"
    assert "<td>Побочный банк № 1, прогон 2</td>" in render(docs.record, "ru")
    assert "побочный банк № 2" not in docs.everything("ru", capsys).lower()


# ----------------------------------------------------------------- three runs (house option)

def test_three_runs_are_three_runs_of_one_pot_in_every_language(run_three_times, capsys):
    docs = run_three_times
    assert [(str(p.name), p.amount) for p in docs.record.pots] == [
        ("Pot, run 1", 667), ("Pot, run 2", 667), ("Pot, run 3", 666)]          # the odd unit to the first runs
    _, results = docs.last_step("fr")
    assert results[2] == "Pot, donne 3 (666) : siège 1 (Anna) 666"
    assert "donne 3 : 2♣ 7♦ 9♥ 3♥ 5♠" in as_text(docs.record, "fr")
    assert "Pot, run 3 666 (rake 0): high p2" in docs.replay_text("en")
    _, results = docs.last_step("ru")
    assert results[2] == "Банк, прогон 3 (666): место 1 (Anna) 666"
    for language, side in (("fr", "pot annexe"), ("en", "side pot"), ("ru", "побочный")):
        assert side not in docs.everything(language, capsys).lower()


# ----------------------------------------------------------------- on the floor view's screen

def test_the_floor_view_names_the_runs_as_the_table_does_in_french(qtbot, french, tmp_path):
    """By keys: signed in, Enter on the hand, End: the last step and the results under the table."""
    from datetime import timezone

    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLineEdit, QTableWidget

    from dealer_app.floor.controller import FloorController
    from dealer_app.supervisors.desk import SupervisorDesk
    from dealer_app.supervisors.roster import Roster
    from floor_helpers import PIN, SUPERVISOR, find, text
    from ui.floor.floor_view import REPLAY, FloorView

    path = tmp_path / "side.sqlite"
    play(path, SIDE_POT, 3, SIDE_POT_CARDS, SIDE_POT_ACTIONS, 2)
    store = open_store(path, table="T4", dealer="Lea", clock=FakeClock(1_790_000_100_000_000))
    roster = Roster.load(tmp_path / "supervisors.json")
    roster.add(SUPERVISOR, "Marie", PIN, by="first run", at_utc_us=store.clock.utc_us())
    view = FloorView(FloorController(store, SupervisorDesk(roster, store.clock, store.append), tz=timezone.utc),
                     choose_path=lambda fmt, suggested: None)
    qtbot.addWidget(view)
    view.resize(1366, 740)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)                         # the window has the keyboard
    qtbot.keyClicks(find(view, QLineEdit, "supervisorIdField"), SUPERVISOR)
    qtbot.keyClicks(find(view, QLineEdit, "pinField"), PIN)
    qtbot.keyClick(find(view, QLineEdit, "pinField"), Qt.Key.Key_Return)
    qtbot.keyClick(find(view, QTableWidget, "handTable"), Qt.Key.Key_Return)
    assert view.pages.currentIndex() == REPLAY
    # The keys go to the replay after Enter (the window's focus, whether or not the offscreen window is active).
    assert view.focusWidget() is view.replay_view
    qtbot.keyClick(view.focusWidget(), Qt.Key.Key_End)
    assert text(view, "whatHappened").startswith("fin du coup : pot principal, donne 1 (450, prélèvement 0) : "
                                                  "siège 3 (Chloé) 450 ; pot principal, donne 2 ")
    assert "pot annexe n° 1, donne 2 (700, prélèvement 0) : siège 1 (Anna) 700" in text(view, "whatHappened")
    assert text(view, "resultsLabel").splitlines() == [
        "Pot principal, donne 1 (450) : siège 3 (Chloé) 450", "Pot principal, donne 2 (450) : siège 1 (Anna) 450",
        "Pot annexe n° 1, donne 1 (700) : siège 2 (Boris) 700", "Pot annexe n° 1, donne 2 (700) : siège 1 (Anna) 700"]
    view.close()
    store.close()
