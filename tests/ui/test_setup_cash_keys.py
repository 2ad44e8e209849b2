"""The setup screen shows and keeps the cash-game keys of the session file (issue 20, ARCHITECTURE.md 4.1):
the chip set, run it / the most runs, the bomb pot's mode, hands and ante, the time collection's mode and
amount, and the collection minutes no field shows. Before, the screen rebuilt the file from its own fields
and dropped them."""
from __future__ import annotations

import tomllib

from dealer_app.table.controller import TableController
from engine.session.writer import format_session
from engine.settings import parse_session

CASH = ('[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = 5\n'
        '[house]\nrun_it = "when-all-agree"\nmax_runs = 3\n'
        '[table]\nseats = 9\nchips = [5, 25, 100, 500, 1000]\n'
        '[bomb_pot]\nmode = "every-n-hands"\nhands = 12\nante = 20\n'
        '[time_collection]\nmode = "per-seat"\namount = 10\nminutes = [15, 45]\n')


def dialog_on(qtbot, text: str):
    from ui.dialogs.setup_dialog import SetupDialog
    dialog = SetupDialog(TableController())
    qtbot.addWidget(dialog)
    dialog.fill(text)
    return dialog


def test_every_cash_key_is_shown_and_written_back_as_the_file_said_it(qtbot):
    dialog = dialog_on(qtbot, CASH)
    assert dialog.fields["table.chips"].text() == "5, 25, 100, 500, 1000"
    assert dialog.value("house.max_runs") == 3 and dialog.value("house.run_it") == "when-all-agree"
    assert (dialog.value("bomb_pot.mode"), dialog.value("bomb_pot.hands"), dialog.value("bomb_pot.ante")) == (
        "every-n-hands", 12, 20)
    assert (dialog.value("time_collection.mode"), dialog.value("time_collection.amount")) == ("per-seat", 10)
    assert dialog.check.ok, dialog.check
    written = tomllib.loads(dialog.settings_text())
    assert written["table"]["chips"] == [5, 25, 100, 500, 1000]
    assert written["house"]["max_runs"] == 3
    assert written["bomb_pot"] == {"mode": "every-n-hands", "hands": 12, "ante": 20}
    assert written["time_collection"] == {"mode": "per-seat", "amount": 10, "minutes": [15, 45]}
    assert format_session(parse_session(dialog.settings_text())) == format_session(parse_session(CASH))


def test_a_file_without_them_stays_without_them_and_a_change_is_written(qtbot):
    dialog = dialog_on(qtbot, "[stakes]\nsmall_blind = 5\nbig_blind = 10\n")
    assert dialog.value("bomb_pot.mode") == "off" and dialog.value("time_collection.mode") == "none"
    written = tomllib.loads(dialog.settings_text())
    assert "bomb_pot" not in written and "time_collection" not in written and "chips" not in written["table"]
    assert parse_session(dialog.settings_text()).house.max_runs == 2
    dialog.fields["table.chips"].setText("25, 100, 500")
    box = dialog.fields["bomb_pot.mode"]
    box.setCurrentIndex(box.findData("on-request"))
    dialog.fields["bomb_pot.ante"].setText("20")
    never = dialog.fields["house.run_it"]
    never.setCurrentIndex(never.findData("never"))
    settings = parse_session(dialog.settings_text())
    assert settings.chips == (25, 100, 500) and settings.bomb_pot.mode == "on-request"
    assert settings.bomb_pot.ante == 20 and settings.house.max_runs == 1
    dialog.fields["bomb_pot.ante"].setText("")
    assert not dialog.check.ok and dialog.findChild(type(dialog.heading), "message_bomb_pot_ante").text()
