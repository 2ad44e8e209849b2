"""The jackpot stopped (issue 28 point 4, art. 56-3-2) is said on the table's jackpot line, first, for as long as
it lasts, in French, English and Russian, and the line cuts no text down to 1280×720."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from PySide6.QtWidgets import QLabel

from console_driver import click, setup_from_preset
from fit_check import cut_texts

STOPPED = {
    "fr": "JACKPOT BAD BEAT ARRÊTÉ depuis 2025-03-01 21:00:05 : le registre central est injoignable ; aucune "
          "alimentation n'est prélevée et aucun jackpot ne peut être gagné avant sa reprise",
    "en": "BAD BEAT JACKPOT STOPPED since 2025-03-01 21:00:05: the central record cannot be reached; no increment "
          "is taken and no jackpot can be won until it resumes",
    "ru": "ДЖЕКПОТ ЗА БЭД-БИТ ОСТАНОВЛЕН с 2025-03-01 21:00:05: центральный журнал недоступен; отчисления не "
          "берутся, джекпот нельзя выиграть до возобновления",
}


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_the_stop_is_said_first_on_the_jackpot_line_and_fits(qtbot, console, language, size):
    window, controller = console()
    dialog = setup_from_preset(qtbot, window)
    dialog.fill(dialog.settings_text() + '[jackpot]\non = true\npercent = 1\nminimum_pot = 100\nshared = true\n'
                '[high_hand]\non = true\nprize = 500\n')
    click(qtbot, dialog, "startSessionButton")
    controller.ctx.jackpot_guard.central_status("offline", datetime(2025, 3, 1, 21, 0, 5).timestamp())
    for seat, name in ((1, "Hélène-Sophie"), (2, "Вячеслав"), (3, "Maximilien")):
        assert controller.sit(seat, name, 500) is None
    assert controller.record.session.jackpot.stopped is not None      # recorded with the seating's writes
    window.resize(*size)
    window.cash_bar.show_view(replace(controller.view(), jackpot_meter=1_234_567))
    qtbot.wait(50)
    line = window.findChild(QLabel, "jackpotLine")
    assert line.isVisible() and line.text().startswith(STOPPED[language])
    problems = cut_texts(window)
    assert not problems, "\n".join(problems)
