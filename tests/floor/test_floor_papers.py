"""Issue 16, points 9 and 10: the floor's papers for a hand as the console records it.

The hand (tests/floor_helpers.py ``play_console_hand``): six players, Omaha Pot Limit 5/10, played
through TableRecord, so the store holds the hand's 57 events (its start with the blinds, 55 inputs:
32 cards, 19 actions, 4 shows, and its end with the award) and beside them 56 of the session's own
entries, 113 events in all. The dispute report was 26 pages of one row per record event (49 for the
issue's hand), in narrow columns, in English; the floor's replay stepped through all 113.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from datetime import timezone

import pytest

from dealer_app.floor.controller import FloorController
from dealer_app.store import open_store
from dealer_app.store.recall import INPUT_KINDS
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.roster import Roster
from floor_helpers import PIN, SUPERVISOR, copy_store, play_console_hand
from store_helpers import FakeClock


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    path = tmp_path_factory.mktemp("console") / "table.sqlite"
    clock = FakeClock()
    number = play_console_hand(path, clock)
    return path, clock.now, number


@pytest.fixture
def floor(tmp_path, template):
    path = copy_store(template[0], tmp_path)
    clock = FakeClock(template[1])
    roster = Roster.load(tmp_path / "supervisors.json")
    roster.add(SUPERVISOR, "Marie", PIN, by="first run", at_utc_us=clock.utc_us())
    store = open_store(path, table="T4", dealer="Dealer Lea", clock=clock)
    controller = FloorController(store, SupervisorDesk(roster, clock, store.append), tz=timezone.utc)
    assert controller.sign_in(SUPERVISOR, PIN) is None
    yield controller
    store.close()


def _pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


# ----------------------------------------------------------------- the floor replay (point 10)

def test_the_replay_steps_through_what_the_dealer_and_players_did(floor, template):
    replay = floor.replay(template[2]).replay
    stored = floor.reader.load_hand(template[2])
    inputs = [e for e in stored.events if e.kind in INPUT_KINDS]
    awards = [e for e in stored.events if e.kind in ("hand-ended", "hand-awarded")]
    steps = replay.steps()
    assert (len(inputs), len(awards), len(stored.events)) == (55, 1, 113)
    assert len(steps) == 1 + len(inputs) + len(awards) == 57          # the start (its posts), inputs, the award
    assert [f.kind for f in steps[:2]] == ["hand-started", "card"] and steps[-1].kind == "hand-ended"
    assert "posted: seat 1 (Eve) small blind 5, seat 3 (Bob) big blind 10" in steps[0].text
    assert steps[1].text == "seat 1, hole card 1: 2♣"
    assert not any(f.bookkeeping or "session" in f.text or "{'" in f.text for f in steps)
    raise_step = next(f for f in steps if f.text == "seat 4 (Cy) raises to 35")
    assert (raise_step.legal_before.max_to, raise_step.legal_before.max_explanation) == (35, "3 × 10 + 5 = 35")


def test_the_bookkeeping_entries_appear_when_asked_for_in_words(floor, template):
    replay = floor.replay(template[2]).replay
    everything = replay.steps(bookkeeping=True)
    assert len(everything) == 113 and replay.bookkeeping_count == 56
    bookkeeping = [f for f in everything if f.bookkeeping]
    assert {f.kind for f in bookkeeping} == {"session-entry"} and len(bookkeeping) == 56
    assert "session record, entry 27: seat 4 raise to 35 at 2025-03-01T20:00:00" in [f.text for f in bookkeeping]
    # A bookkeeping step changes nothing at the table: the same pot and player to act as the step before.
    for before, after in zip(everything, everything[1:]):
        if after.bookkeeping:
            assert (after.pot, after.legal) == (before.pot, before.legal)


def test_the_next_card_is_said_in_the_dealers_language(floor, template, qapp):
    from ui.kit.i18n import install_language, render
    first = floor.replay(template[2]).replay.steps()[0]
    assert first.next_card == "seat 1, hole card 1"
    install_language("fr")
    try:
        assert render(first.next_card) == "siège 1, carte 1"
        assert render(first.text).startswith("coup 1 : Omaha Pot Limit 5/10, 6 joueurs, bouton au siège 9 ; "
                                             "mises forcées : siège 1 (Eve) petite blinde 5")
    finally:
        install_language("en")


# ----------------------------------------------------------------- the dispute report (point 9)

def test_the_pdf_of_the_hand_fits_on_two_pages_in_french_with_one_line_per_action(floor, template, qapp, tmp_path):
    from ui.kit.printable import write_pdf
    fed = []

    def printer(html: str, path: str) -> None:
        fed.append(html)
        write_pdf(html, path)

    target = tmp_path / "hand.pdf"
    answer = floor.export(template[2], "pdf", str(target), pdf=printer)       # French unless told otherwise
    assert answer.refusal is None
    assert _pages(target.read_bytes()) == 2                                 # was 26 (49 for the hand)
    if shutil.which("pdftotext"):                                           # poppler-utils: read page 1 itself
        page_1 = subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-layout", str(target), "-"],
                                capture_output=True, text=True, check=True).stdout
        for words in ("Coup 1 : rapport de litige", "Cartes", "Tableau : A♦ A♣ 9♠ 5♦ 4♥", "Pots", "Joueurs concernés",
                      "Gagnants", "deux", "Déroulement", "siège 4 (Cy) relance à 35"):
            assert words in page_1, words
    html = fed[0]
    assert '<html lang="fr">' in html and "<h1>Coup 1 : rapport de litige</h1>" in html
    # Page 1's card grid and pots come before the timeline.
    assert html.index("<h2>Cartes</h2>") < html.index("<h2>Pots</h2>") < html.index("<h2>Déroulement</h2>")
    assert "<td><b>7♥ 2♥ 7♦ V♦</b></td>" in html and "haut siège 4 (Cy) (deux paires" in html     # valet: V
    rows = re.findall(r"<tr[^>]*><td nowrap>(\d\d:\d\d:\d\d\.\d{3})</td><td class=\"n\" nowrap>([\d–]+)</td>"
                      r"<td>(.*?)</td><td class=\"n\">(.*?)</td><td nowrap>(.*?)</td><td class=\"n\">(.*?)</td></tr>",
                      html)
    stored = floor.reader.load_hand(template[2])
    actions = [e.seq for e in stored.events if e.kind == "action"]
    action_rows = [r for r in rows if r[3]]
    assert [int(r[1]) for r in action_rows] == actions                    # one line per action, each with "to call"
    assert len(rows) == 1 + 4 + 19 + 3 + 4 + 1                            # start, 4 rounds of hole cards, 19 actions,
    #                                                                       flop, turn, river, 4 shows, the end
    first = action_rows[0]
    assert first[2] == "siège 4 (Cy) relance à 35" and first[3] == "10" and first[5] == "50"
    assert first[4].startswith("20–35") and "3 × 10 + 5 = 35" in first[4]
    flop_bet = next(r for r in action_rows if r[2] == "siège 4 (Cy) mise 10")
    assert flop_bet[4].startswith("10–145") and "le pot, 145" in flop_bet[4]
    assert "56 écritures techniques du registre non listées ici" in html
    for english in ("raises", "to call", "Timeline", "hole card", "small blind", "session-entry"):
        assert english not in html


def test_the_text_export_is_in_french_with_one_line_per_action(floor, template, tmp_path):
    target = tmp_path / "hand.txt"
    assert floor.export(template[2], "text", str(target)).refusal is None
    text = target.read_text(encoding="utf-8")
    lines = text.splitlines()
    stored = floor.reader.load_hand(template[2])
    for event in (e for e in stored.events if e.kind == "action"):
        line, = [x for x in lines if f"#{event.seq} " in x]
        assert "| pot " in line and "| à suivre " in line
    assert any(x.endswith("siège 4 (Cy) relance à 35  | pot 50 | à suivre 10 | min–max 20–35 (3 × 10 + 5 = 35)")
               for x in lines)
    assert "carte privée 1 : siège 1 2♣ · siège 3 3♦ · siège 4 7♥ · siège 5 8♠ · siège 6 2♦ · siège 9 3♥" in text
    assert "tableau : brûlée 5♣ · flop 1 A♦ · flop 2 A♣ · flop 3 9♠  | pot 145" in text
    # (the cards read: one line for a hand dealt from the practice deck, never a line a card)
    assert len(lines) < 75 and "session-entry" not in text
    assert "Aucun lecteur n'a enregistré ces cartes : elles ont été données avec le jeu d'entraînement." in text
    english = floor.document(template[2], "text", "en")[0]
    assert "seat 4 (Cy) raises to 35  | pot 50 | to call 10 | min–max 20–35 (3 × 10 + 5 = 35)" in english


# ----------------------------------------------------------------- the replay on screen

@pytest.fixture
def view(qtbot, floor, tmp_path):
    from ui.floor.floor_view import FloorView
    w = FloorView(floor, choose_path=lambda fmt, suggested: str(tmp_path / suggested))
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_replay_window_hides_bookkeeping_until_the_box_is_ticked(qtbot, view, template):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QCheckBox, QListWidget, QSlider, QTableWidget

    from floor_helpers import click, find, sign_in, text
    sign_in(qtbot, view)
    find(view, QTableWidget, "handTable").selectRow(0)
    click(qtbot, view, "replayButton")
    slider, timeline = find(view, QSlider, "stepSlider"), find(view, QListWidget, "timelineList")
    box = find(view, QCheckBox, "showBookkeepingBox")
    assert not box.isChecked() and box.text() == "Show bookkeeping (56)"
    assert slider.maximum() == 56 and timeline.count() == 57
    assert not any("session record" in timeline.item(i).text() for i in range(timeline.count()))
    for _ in range(25):                               # past the start and the 24 hole cards: the first raise
        qtbot.keyClick(view.replay_view, Qt.Key.Key_Right)
    assert text(view, "whatHappened") == "seat 4 (Cy) raises to 35"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked() and slider.maximum() == 112 and timeline.count() == 113
    assert text(view, "whatHappened") == "seat 4 (Cy) raises to 35"      # the same moment of the hand
    qtbot.keyClick(view.replay_view, Qt.Key.Key_Right)
    assert text(view, "whatHappened") == "session record, entry 27: seat 4 raise to 35 at 2025-03-01T20:00:00"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert slider.maximum() == 56 and text(view, "whatHappened") == "seat 4 (Cy) raises to 35"


def test_random_hands_with_corrections_and_a_misdeal_read_in_every_language(tmp_path):
    """30 random hands (any game and structure, corrections at random; tests/store_helpers.py) and a
    misdeal: one timeline line per action event, withdrawn ones included, each said in fr, en and ru
    with every value filled in; a correction's event number is not grouped like chips."""
    from dealer_app.floor.dispute_report import render
    from dealer_app.floor.hand_record import as_text, build
    from dealer_app.store import open_for_reading
    from dealer_app.store.verify import check_hand_links
    from store_helpers import config_for, next_card, play

    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T9", dealer="D", clock=FakeClock())
    for k in range(30):
        play(store, 100 + k)
    misdealt = store.begin_hand(config_for(5, 99))
    misdealt.deal(next_card(misdealt.hand, 5, 99))
    store.void_hand(misdealt.number, by="M-01", reason="two cards exposed")
    store.close()
    corrected = 0
    with open_for_reading(path) as reader:
        for number in range(1, 32):
            stored = reader.load_hand(number)
            record = build(stored, reader.replay_steps(number), check_hand_links(reader, number))
            assert [r.seq for r in record.timeline if r.is_action] == [e.seq for e in stored.events
                                                                       if e.kind == "action"]
            corrected += bool(record.corrections)
            for language in ("fr", "en", "ru"):
                text, html = as_text(record, language), render(record, language)
                assert not re.search(r"\{[a-z_]+\}", text + html), (number, language)
    assert corrected >= 5
    assert "maldonne : tous les jetons rendus" in as_text(record, "fr")
    voided = next(e for e in stored.events if e.kind == "hand-voided")
    assert voided.seq > 999 and f"(écriture {voided.seq}, " in as_text(record, "fr")
