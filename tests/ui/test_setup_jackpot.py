"""The jackpots in the set-up dialog and at the table (issue 28, item 2; RULES.md 10 and 12).

By keys through the window: the dealer turns the bad beat jackpot on in the set-up dialog (F2), an
increment of 1 % after the levy from a pot of 100; a fixed amount typed as well is refused in words under
its field and the session cannot open; cleared, the session opens, its settings and the store's record
carry the jackpot, and the table shows its conditions in a standing line, in French, English and Russian.
A session without a jackpot shows nothing of it and writes no [jackpot]; the meter is shown only when the
view is given one.
"""
from __future__ import annotations

import json
import sqlite3
import tomllib
from dataclasses import replace
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from dealer_app.table.controller import TableController
from dealer_app.words.jackpot import jackpot_line
from engine.jackpot.rules import HighHandRules, JackpotRules
from engine.settings import parse_session
from ui.kit.i18n import render

from console_driver import click, key, setup_from_preset
from window_driver import shown_window

METER_ZERO = {"fr": " · compteur 0", "en": " · meter 0", "ru": " · счётчик 0"}
SAID = {
    "fr": "Jackpot bad beat : 1 % du pot après prélèvement, à partir d'un pot de 100 · carré de 7 ou mieux battu "
          "par une quinte flush ou un carré supérieur",
    "en": "Bad beat jackpot: 1 % of the pot after the levy, from a pot of 100 · four sevens or better beaten by a "
          "straight flush or a higher four of a kind",
    "ru": "Джекпот за бэд-бит: 1 % банка после рейка, с банка от 100 · каре семёрок или старше, битое "
          "стрит-флешем или старшим каре",
}


def typed(qtbot, dialog, field: str, keys: str) -> None:
    """The field emptied and ``keys`` typed into it, as the dealer does."""
    widget = dialog.fields[field]
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(widget, Qt.Key.Key_Backspace)
    if keys:
        qtbot.keyClicks(widget, keys)


def test_a_bad_beat_jackpot_chosen_by_keys_opens_with_the_session_and_is_shown(qtbot, console, store_path, language):
    window, controller = console()
    dialog = setup_from_preset(qtbot, window)
    # Off: its options rest, and the file says nothing of it.
    assert not dialog.value("jackpot.on") and not dialog.fields["jackpot.percent"].isEnabled()
    assert "jackpot" not in tomllib.loads(dialog.settings_text())
    box = dialog.fields["jackpot.on"]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert dialog.value("jackpot.on") and dialog.fields["jackpot.percent"].isEnabled()
    typed(qtbot, dialog, "jackpot.percent", "1")
    typed(qtbot, dialog, "jackpot.minimum_pot", "100")
    # A fixed amount besides the percentage: refused in words under its field, the session cannot open.
    typed(qtbot, dialog, "jackpot.fixed", "5")
    message = dialog.messages["jackpot.fixed"]
    assert message.isVisible() and "5" in message.text() and "1" in message.text()
    assert message.text() != "" and not dialog.start_button.isEnabled()
    typed(qtbot, dialog, "jackpot.fixed", "0")
    assert not message.isVisible() and dialog.start_button.isEnabled()
    click(qtbot, dialog, "startSessionButton")
    assert not dialog.isVisible()

    settings = controller.record.session.settings
    assert settings.jackpot == JackpotRules(on=True, percent=Fraction(1), minimum_pot=100)
    assert settings.high_hand == HighHandRules()
    # The record: the session opened with these settings in the store.
    with sqlite3.connect(store_path) as conn:
        payloads = [json.loads(p) for (p,) in conn.execute(
            "SELECT payload FROM events WHERE kind = 'session-opened' ORDER BY seq")]
    recorded = tomllib.loads(payloads[-1]["settings"]["file"])
    assert recorded["jackpot"]["on"] is True and recorded["jackpot"]["minimum_pot"] == 100
    assert parse_session(payloads[-1]["settings"]["file"]).jackpot == settings.jackpot

    line = window.findChild(QLabel, "jackpotLine")
    assert line is not None and line.isVisible()
    # The conditions, then the meter as the session's record makes it: nothing collected yet, 0.
    assert line.text() == SAID[language] + METER_ZERO[language]
    assert render(jackpot_line(settings)) == SAID[language]


def test_without_a_jackpot_nothing_is_shown_and_no_section_is_written(qtbot, console):
    window, controller = console()
    dialog = setup_from_preset(qtbot, window)
    written = tomllib.loads(dialog.settings_text())
    assert "jackpot" not in written and "high_hand" not in written
    click(qtbot, dialog, "startSessionButton")
    assert controller.view().jackpot_line == "" and controller.view().jackpot_meter is None
    assert not window.findChild(QLabel, "jackpotLine").isVisible()


def test_the_meter_is_shown_only_when_the_view_gives_it(qtbot, console, french):
    """The table's meter comes from the session's record (start + increments - payments); a view without one
    says the conditions alone, and the amount is grouped as the language groups chips."""
    window, controller = console()
    dialog = setup_from_preset(qtbot, window)
    dialog.fill(dialog.settings_text() + '[jackpot]\non = true\nfixed = 5\nstart = 2000\n')
    click(qtbot, dialog, "startSessionButton")
    view = controller.view()
    assert view.jackpot_meter == controller.record.session.jackpot.meter == 2000
    line = window.findChild(QLabel, "jackpotLine")
    conditions = "Jackpot bad beat : 5 par coup · carré de 7 ou mieux battu par une quinte flush ou un carré supérieur"
    assert line.text() == conditions + " · compteur 2\u00a0000"
    window.cash_bar.show_view(replace(view, jackpot_meter=None))
    assert line.text() == conditions
    window.cash_bar.show_view(replace(view, jackpot_meter=12345))
    assert line.text().endswith(" · compteur 12\u00a0345")


@pytest.mark.parametrize("text, said", [
    ('[jackpot]\non = true\npercent = 0.5\nbase = "main-pot"\n',
     "Bad beat jackpot: 0.5 % of the main pot after the levy · four sevens or better beaten by a straight flush or "
     "a higher four of a kind"),
    ('[jackpot]\non = false\nfixed = 5\n[high_hand]\non = true\nminutes = 120\nprize = 500\n',
     "High hand every 120 min: A♣ A♦ A♥ K♣ K♦ or better, prize 500"),
    ('[jackpot]\non = true\n', "Bad beat jackpot: no increment · four sevens or better beaten by a straight flush "
                               "or a higher four of a kind"),
    ('', ""),
])
def test_the_conditions_in_words(text, said):
    settings = parse_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\n" + text)
    assert render(jackpot_line(settings)) == said


def test_the_dialog_shows_a_file_s_jackpot_and_writes_it_back(qtbot):
    from ui.dialogs.setup_dialog import SetupDialog
    dialog = SetupDialog(TableController())
    qtbot.addWidget(dialog)
    text = ('[stakes]\nsmall_blind = 5\nbig_blind = 10\n[jackpot]\non = true\npercent = 1.5\nminimum_pot = 200\n'
            'base = "main-pot"\nloser_percent = 50\nwinner_percent = 25\ntable_percent = 25\nstart = 1000\n'
            '[high_hand]\non = true\nminutes = 30\nminimum = "Kc Kd Kh Ks 2c"\nprize = 300\n')
    dialog.fill(text)
    assert dialog.check.ok, dialog.check
    assert dialog.fields["jackpot.percent"].text() == "1.5"
    assert dialog.value("jackpot.base") == "main-pot" and dialog.value("high_hand.minimum") == "Kc Kd Kh Ks 2c"
    assert parse_session(dialog.settings_text()).jackpot == parse_session(text).jackpot
    assert parse_session(dialog.settings_text()).high_hand == parse_session(text).high_hand
    # A period that is no part of a day: refused under its field.
    dialog.fields["high_hand.minutes"].setText("7")
    assert not dialog.check.ok and dialog.check.key == "high_hand.minutes"
    assert dialog.messages["high_hand.minutes"].text()
    # Turned off, the section is not written.
    dialog.fields["high_hand.on"].setChecked(False)
    assert dialog.check.ok and "high_hand" not in tomllib.loads(dialog.settings_text())


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_jackpot_line_fits_the_table_screen(qtbot, console, language, size):
    """The longest line (both jackpots, the meter given) cuts no text on the table screen, down to 1280×720."""
    from fit_check import cut_texts
    from console_driver import seat_by_draw
    window, controller = console()
    dialog = setup_from_preset(qtbot, window)
    dialog.fill(dialog.settings_text() + '[jackpot]\non = true\npercent = 1\nminimum_pot = 100\nbase = "main-pot"\n'
                '[high_hand]\non = true\nprize = 500\n')
    click(qtbot, dialog, "startSessionButton")
    seat_by_draw(qtbot, window, [("Hélène-Sophie", "", 500), ("Вячеслав", "", 500), ("Maximilien", "", 500)])
    window.desk.seating_panel.reject()
    window.resize(*size)
    window.cash_bar.show_view(replace(controller.view(), jackpot_meter=1_234_567))
    qtbot.wait(50)
    line = window.findChild(QLabel, "jackpotLine")
    assert line.isVisible() and "1" in line.text()
    problems = cut_texts(window)
    assert not problems, "\n".join(problems)



@pytest.mark.parametrize("written, shown, pool", [('"main room"', "main room", "main room"), ("true", "room", "room"),
                                                  ("false", "", None)])
def test_the_shared_jackpots_name_is_shown_and_written_back(qtbot, written, shown, pool):
    from ui.dialogs.setup_dialog import SetupDialog
    dialog = SetupDialog(TableController())
    qtbot.addWidget(dialog)
    dialog.fill('[stakes]\nsmall_blind = 5\nbig_blind = 10\n[jackpot]\non = true\npercent = 1\n'
                f'shared = {written}\n')
    assert dialog.check.ok, dialog.check
    assert dialog.fields["jackpot.shared"].text() == shown
    assert parse_session(dialog.settings_text()).jackpot.pool == pool
    dialog.fields["jackpot.shared"].setText("a/b")                     # no pool's name: refused under its field
    assert not dialog.check.ok and dialog.check.key == "jackpot.shared"
