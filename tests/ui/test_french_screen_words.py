"""No English and no file jargon on the French screens (issue 16, minor points): a mistyped card, an amount
change the rules refuse, too few players while some wait for the seat draw, the small and big bet by name
(tests/table/test_settings_words.py), POTS TO PUSH, a side pot's number apart from its amount, the replay's next
card, Qt's own file dialog, and one French word each for undo (défaire), cancel (annuler) and a void (coup
nul), one for the rake (prélèvement)."""
from __future__ import annotations

import random
import re

from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

from dealer_app.files import presets
from dealer_app.table.controller import TableController
from dealer_app.floor.replay import build_replay
from dealer_app.store import open_store
from ui.views.words import say
from engine.cards import shuffled_deck
from floor_helpers import DISPUTED, deal_to_action
from store_helpers import FakeClock
from ui.kit.i18n import render, translate
from ui.main_window import MainWindow
from ui.table.seating_panel import SeatingPanel

ISO_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d")


def test_a_mistyped_card_is_refused_in_french(french):
    """With the French console's own letters (issue 24: the refusal for "Vp" listed only c d h s)."""
    table = TableController()
    table.use_language("fr")
    assert render(table.enter_card("Az")) == "'Az' n'est pas une carte : la couleur «\u00a0z\u00a0» est inconnue " \
                                             "(couleurs : p ♠, c ♥, k ♦, t ♣, ou le symbole)."
    assert render(table.enter_card("Xp")) == "'Xp' n'est pas une carte : la valeur «\u00a0X\u00a0» est inconnue " \
                                             "(valeurs : A (as), R (roi), D (dame), V (valet), 10 9 … 2)."


def test_an_amount_change_the_rules_refuse_is_said_by_its_rule_in_french(french):
    # Blinds 5/10, six players: seat 3 raises to the pot, 35 (3 × 10 + 5). The dealer types 500 to
    # correct it: above the pot limit. The engine's own text was "#7 cannot become seat 3 raise to 500
    # at 2026-11-26T03:46:33: ...": the record's entry number and an ISO time, in English.
    table = TableController()
    assert table.deal_until_action() is None
    assert table.act("raise", 35) is None
    said = render(table.change_last_amount(500))
    assert said.startswith("Les règles refusent ce changement : relance à 500 ")
    assert "35" in said and "#" not in said and not ISO_TIME.search(said)
    assert table.hand.inputs[-1][1].to == 35                                   # nothing changed
    assert table.act("call") is None
    said = render(table.change_last_amount(60))
    assert said == "La saisie à changer n'est ni une mise ni une relance : elle n'a pas de montant à changer"


def test_too_few_players_says_to_seat_them_and_to_draw_the_seats(qtbot, tmp_path, french):
    from dealer_app.console.app import open_table, supervisor_desk
    table = open_table(tmp_path / "t.sqlite", "T1", "Lea", supervisor_desk(str(tmp_path / "supervisors.json")),
                       lambda report: None)
    assert table.open_session(presets.preset_text("french-levy-500")) is None
    said = render(table.new_hand())
    assert "il faut deux joueurs" in said.lower() and "0 est assis" in said and "tirez les places" in said
    assert "two players" not in said
    # Four players added to the draw and not drawn yet: the panel says the draw is what is missing.
    panel = SeatingPanel(table)
    qtbot.addWidget(panel)
    panel.draw_list.extend({"name": n, "club_id": "", "buy_in": 500, "entry": "wait"}
                           for n in ("Ann", "Bob", "Chloé", "Dan"))
    assert panel.next_hand() == ("4 joueurs attendent le tirage des places : tirez d'abord les places, puis "
                                 "donnez le coup suivant.")
    table.close()


def test_the_showdown_and_pots_words_in_french(french):
    assert translate("ShowdownPanel", "POTS TO PUSH") == "POTS À POUSSER"
    side = say("Controller", "side pot {number}").format(number=1)
    assert render(side) == "pot annexe n° 1"
    # "pot annexe 1 1 000" read as 11 000: the amount is set apart.
    assert translate("Table", "{pot} {amount}").format(pot=render(side), amount="1 000") == \
        "pot annexe n° 1 : 1 000"
    assert render(say("Controller", "Side pot {number} {amount}").format(number=1, amount=1000)) == \
        "Pot annexe n° 1 : 1\u00a0000"
    assert render(say("ShowdownPanel", "rake {amount}").format(amount=5)) == "prélèvement 5"


def test_undo_cancel_and_void_are_three_french_words(qtbot, french):
    window = MainWindow(TableController())
    qtbot.addWidget(window)
    assert window.findChild(QPushButton, "undoButton").text() == "Défaire"
    assert render(say("Controller", "Undone: {what}.").format(what="x")) == "Défait : x."
    assert translate("ReasonDialog", "Cancel") == "Annuler"
    assert translate("DeskBar", "Void hand…") == "Coup nul…"
    assert render(say("Floor", "void")) == "coup nul"


def test_the_replays_next_card_is_said_in_french(tmp_path, french):
    store = open_store(tmp_path / "t.sqlite", table="T4", dealer="Lea", clock=FakeClock())
    recorded = store.begin_hand(DISPUTED, button_seat=7)
    deal_to_action(recorded, shuffled_deck(random.Random(7)))
    frames = build_replay(store.load_hand(recorded.number), store.replay_steps(recorded.number)).frames
    store.close()
    assert render(frames[0].next_card) == "siège 1, carte 1"                  # was "seat 1, hole card 1"
    assert all("hole card" not in render(f.next_card) for f in frames)


def test_qts_file_dialog_speaks_french(qtbot, french):
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    words = [label.text() for label in dialog.findChildren(QLabel)] + \
        [b.text() for b in dialog.findChildren(QPushButton)]
    assert "Regarder &dans\u00a0:" in words and "&Type de fichier\u00a0:" in words
    assert not any(w in ("&Look in:", "Files of &type:", "Cancel", "&Open") for w in words), words
