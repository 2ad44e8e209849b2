"""The floor view's controller (no Qt): history, search, the step-by-step replay and exports, each behind
a supervisor's sign-in and recorded with its author. The store: tests/floor_helpers.py."""
from __future__ import annotations

from datetime import timezone

import pytest

from dealer_app.floor.controller import FloorController, hand_file_name
from dealer_app.store import open_store
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.lockouts import MINUTE_US
from dealer_app.supervisors.roster import Roster
from dealer_app.words.book import speak
from engine.hand import Hand
from floor_helpers import DISPUTED, PIN, SUPERVISOR, build_floor_store, copy_store
from store_helpers import FakeClock


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    path = tmp_path_factory.mktemp("floor") / "table.sqlite"
    return path, build_floor_store(path).now


@pytest.fixture
def floor(tmp_path, template):
    path = copy_store(template[0], tmp_path)
    clock = FakeClock(template[1])
    roster = Roster.load(tmp_path / "supervisors.json")
    roster.add(SUPERVISOR, "Marie", PIN, by="first run", at_utc_us=clock.utc_us())
    store = open_store(path, table="T4", dealer="Dealer Lea", clock=clock)
    controller = FloorController(store, SupervisorDesk(roster, clock, store.append), tz=timezone.utc)
    yield controller
    store.close()


@pytest.fixture
def signed_in(floor):
    assert floor.sign_in(SUPERVISOR, PIN) is None
    return floor


def test_nothing_is_shown_before_a_supervisor_signs_in(floor):
    assert floor.recent().refusal.code == "signed-out"
    assert floor.replay(1).refusal.code == "signed-out"
    assert floor.export(1, "text", "/tmp/never.txt").refusal.code == "signed-out"
    refusal = floor.sign_in(SUPERVISOR, "111000")
    assert refusal.code == "unknown-or-wrong" and "4 attempts left before a lock-out" in refusal.message
    assert floor.signed_in() is None


def test_the_history_lists_the_last_hands_newest_first(signed_in):
    view = signed_in.recent()
    assert [line.number for line in view.lines] == [4, 3, 2, 1]
    first = view.lines[-1]
    assert (first.table, first.game, first.pot, first.status) == ("T4", "Omaha Pot Limit", 630, "complete")
    assert first.players == "1 Alice · 3 Chloé · 5 Elena · 7 Gaëlle"
    assert first.time == "21/09/2026 14:13"             # as the console writes a day, and its search reads it


@pytest.mark.parametrize(("criteria", "numbers"), [
    ({"number": "3"}, [3]), ({"player": "Chloé"}, [2, 1]), ({"player": "  gaëlle "}, [3, 2, 1]),
    ({"table": "T5"}, [4]), ({"seat": "4"}, [3]), ({"day": "2026-09-21"}, [4, 3, 2, 1]),
    ({"day": "21/09/2026", "player": "Bruno"}, [4, 2]), ({"day": "2026-09-22"}, []),
    ({"player": "Chloé", "table": "T4", "seat": "3"}, [2, 1])])
def test_search_by_number_date_table_seat_and_player(signed_in, criteria, numbers):
    view = signed_in.search(**criteria)
    assert view.refusal is None
    assert [line.number for line in view.lines] == numbers


def test_a_search_says_what_it_looked_for_and_refuses_nonsense_plainly(signed_in):
    assert signed_in.search(player="Chloé").heading == "Hands with player Chloé, newest first"
    assert signed_in.search(player="Zoé").heading.startswith("No hand with player Zoé")
    assert signed_in.search(number="twelve").refusal.message == \
        'The hand number is a whole number from 1, not "twelve"'
    assert signed_in.search(day="31/02/2026").refusal.code == "bad-search"
    assert [line.number for line in signed_in.search().lines] == [4, 3, 2, 1]


def test_each_step_shows_the_engines_pot_and_legal_maximum(signed_in):
    replay = signed_in.replay(1).replay
    assert replay.title == "Hand 1 · table T4 · Omaha Pot Limit 5/10" and replay.status == "complete"
    stored = signed_in.reader.load_hand(1)
    effective = []
    for frame, event in zip(replay.frames, stored.events):
        if event.seq in stored.input_seqs:
            effective.append(event.seq)
        engine = Hand.replay(DISPUTED, [stored.inputs[stored.input_seqs.index(s)] for s in effective])
        if event.seq in stored.withdrawn:
            continue                          # the state as it was before the correction (below)
        assert frame.pot == engine.pot
        if engine.phase == "bet":
            assert (frame.legal.max_to, frame.legal.min_to, frame.legal.to_call) == (
                engine.legal().max_raise_to, engine.legal().min_raise_to, engine.legal().to_call)
    raise_step = next(f for f in replay.frames if f.text == "seat 5 (Elena) raises to 35")
    assert raise_step.legal_before.max_to == 35 and raise_step.legal_before.max_explanation == "3 × 10 + 5 = 35"
    assert raise_step.pot == 50
    assert (raise_step.legal.player, raise_step.legal.to_call, raise_step.legal.max_to) == (
        "seat 7 (Gaëlle)", 35, 120)
    assert raise_step.legal.max_explanation == "3 × 35 + 10 + 5 = 120"


def test_a_correction_supersedes_the_wrong_step_which_stays_marked(signed_in):
    frames = signed_in.replay(1).replay.frames
    wrong = next(f for f in frames if f.text == "seat 5 (Elena) bets 100")
    correction = frames[wrong.index + 1]
    assert correction.is_correction and "authorised by M-01" in correction.text
    assert wrong.withdrawn_by == correction.seq
    assert wrong.withdrawn_note == (f"WITHDRAWN by the correction at event {correction.seq}, authorised by M-01: "
                                    "wrong amount keyed")
    assert wrong.pot == 210 and correction.pot == 110          # the state before the bet, as it was
    right = frames[correction.index + 1]
    assert right.text == "seat 5 (Elena) bets 50" and right.legal.max_to == 260
    assert right.legal.max_explanation == "3 × 50 + 110 = 260"


def test_the_table_at_a_step_has_seats_stacks_bets_cards_and_markers(signed_in):
    frames = signed_in.replay(1).replay.frames
    after_fold = next(f for f in frames if f.text == "seat 1 (Alice) folds")
    seats = {s.seat: s for s in after_fold.seats}
    assert (seats[1].status, seats[1].stack, seats[1].blind) == ("folded", 995, "SB")
    assert (seats[3].bet, seats[3].blind, seats[3].to_act) == (10, "BB", True)
    assert seats[7].button and seats[5].bet == 35 and seats[5].stack == 965
    assert seats[5].shown == ("9♠", "2♣", "6♣", "10♦")
    end = frames[-1]
    assert end.phase == "complete" and end.results == ("Pot 630: seat 5 (Elena) 630",)   # one pot: "Pot", as the table says
    assert {s.seat: s.won for s in end.seats}[5] == 630 and end.board == ("9♦", "7♥", "5♣", "Q♠", "9♣")


def test_opening_and_exporting_a_hand_are_recorded_with_the_supervisor(signed_in, tmp_path):
    signed_in.replay(1)
    answers = {fmt: signed_in.export(1, fmt, str(tmp_path / signed_in.file_name(1, fmt)))
               for fmt in ("phh", "text", "html")}
    assert all(a.refusal is None for a in answers.values())
    assert signed_in.file_name(1, "phh") == "hand-1-T4.phh"
    assert speak(signed_in.file_name(1, "pdf"), "fr") == "coup-1-T4.pdf"
    phh = (tmp_path / "hand-1-T4.phh").read_text(encoding="utf-8")
    assert 'variant = "PO"' in phh and "_corrections = 1" in phh and "hand = 1" in phh
    text = (tmp_path / "hand-1-T4.txt").read_text(encoding="utf-8")
    # French unless the window says otherwise: each action with what its player could do just before it.
    assert "[RETIRÉ par l'écriture" in text and "| à suivre 10 | min–max 20–35 (3 × 10 + 5 = 35)" in text
    html = (tmp_path / "hand-1-T4.html").read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "Coup 1 : rapport de litige" in html and "RETIRÉ" in html
    assert answers["text"].message == f"Hand 1 saved as {tmp_path / 'hand-1-T4.txt'}"
    log = [(e.kind, e.by, e.detail.get("act"), e.detail.get("format")) for e in signed_in.reader.access_log()
           if e.kind in ("sign-in", "authorised")]
    assert log == [("sign-in", "M-01", None, None), ("authorised", "M-01", "view-hand", None),
                   ("authorised", "M-01", "export-hand", "phh"), ("authorised", "M-01", "export-hand", "text"),
                   ("authorised", "M-01", "export-hand", "html")]


def test_a_pdf_is_written_by_the_writer_the_window_gives(signed_in, tmp_path):
    written = []
    answer = signed_in.export(1, "pdf", str(tmp_path / "h.pdf"), pdf=lambda html, path: written.append((html, path)))
    assert answer.refusal is None and written[0][1] == str(tmp_path / "h.pdf")
    assert "Coup 1 : rapport de litige" in written[0][0]
    signed_in.export(1, "pdf", str(tmp_path / "h3.pdf"), pdf=lambda html, path: written.append((html, path)),
                     language="en")
    assert "Hand 1: dispute report" in written[1][0]
    assert signed_in.export(1, "pdf", str(tmp_path / "h2.pdf")).refusal.code == "bad-format"


def test_an_export_to_a_place_that_cannot_be_written_says_so(signed_in, tmp_path):
    answer = signed_in.export(1, "text", str(tmp_path / "no-such-folder" / "h.txt"))
    assert answer.refusal.code == "cannot-write" and "cannot be written" in answer.refusal.message


def test_a_hand_that_is_not_there_is_refused_in_words(signed_in):
    assert signed_in.replay(99).refusal.message == "Hand 99 cannot be shown: there is no hand 99 in this store"


def test_the_sign_in_lapses_after_ten_idle_minutes_and_the_sign_out_is_recorded(signed_in):
    clock = signed_in.desk.clock
    clock.pass_us(9 * MINUTE_US)
    assert signed_in.recent().refusal is None          # still here: the call counts as activity
    clock.pass_us(10 * MINUTE_US + 1)
    assert signed_in.recent().refusal.code == "signed-out"
    assert signed_in.reader.access_log(kind="sign-out")[-1].by == "M-01"


def test_a_hands_file_name_is_in_the_consoles_language_and_safe_for_any_file_system():
    assert [speak(hand_file_name(1234, "T4", "pdf"), lang) for lang in ("fr", "en", "ru")] == [
        "coup-1234-T4.pdf", "hand-1234-T4.pdf", "раздача-1234-T4.pdf"]          # no thousands space in a name
    assert speak(hand_file_name(6, "Salle 2/Table:5 ?", "text"), "fr") == "coup-6-Salle-2-Table-5.txt"
    assert speak(hand_file_name(6, "Стол 3", "phh"), "ru") == "раздача-6-Стол-3.phh"     # its letters kept
    assert speak(hand_file_name(6, "", "html"), "fr") == "coup-6.html"
