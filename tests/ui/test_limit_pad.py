"""The pad's presets and the title for each betting structure (issue 16, point 8 and minors; pytest-qt).

- Fixed limit: a 10/20 Limit game (blinds 5/10) is titled by its bets, "Omaha Limit 10/20 · blinds 5/10",
  and has one raise size: no ½ Pot or Pot buttons.
- No limit: ½ Pot and Pot are never above the stack.
- A preset that is off shows no amount (it showed the last one, e.g. "All-in 1 000" greyed).
"""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from dealer_app.console.app import build_controller, play_demo
from dealer_app.table.controller import TableController, TableSetup
from engine.games import Structure
from engine.hand import PlayerSetup
from engine.rules import Stakes
from ui.main_window import MainWindow
from window_driver import shown_window, text

NAMES = ("Alice", "Bruno", "Chloé", "Dmitri", "Elena", "Farid")


def _window(qtbot, controller) -> MainWindow:
    return shown_window(qtbot, controller)


def preset(window: MainWindow, name: str) -> QPushButton:
    return window.findChild(QPushButton, name)


@pytest.fixture
def limit_table() -> TableController:
    """Omaha Limit 10/20: blinds 5/10, small bet 10, big bet 20 (RULES.md 2: small bet = big blind)."""
    return TableController(TableSetup(structure=Structure.FIXED_LIMIT, stakes=Stakes(5, 10, 10, 20)))


def test_a_limit_game_is_titled_by_its_bets_with_the_blinds_said_as_such(qtbot, limit_table):
    window = _window(qtbot, limit_table)
    assert text(window, "titleLabel") == "Omaha Limit 10/20 · blinds 5/10 · Hand 1"


def test_a_limit_title_in_french(qtbot, french, limit_table):
    window = _window(qtbot, limit_table)
    assert text(window, "titleLabel") == "Omaha Limit 10/20 · blindes 5/10 · Coup 1"


def test_a_pot_limit_title_keeps_the_blinds(qtbot):
    window = _window(qtbot, build_controller())
    assert text(window, "titleLabel") == "Omaha Pot Limit 5/10 · Hand 1"


def test_limit_has_no_half_pot_or_pot_buttons_and_one_raise_size(qtbot, limit_table):
    window = _window(qtbot, limit_table)
    limit_table.deal_until_action()
    assert not preset(window, "presetHalfPot").isVisible() and not preset(window, "presetPot").isVisible()
    assert preset(window, "presetMin").isVisible() and text(window, "presetMin") == "Min\n20"
    assert text(window, "raiseButton") == "Raise to 20" and text(window, "maxLabel") == "raise to 20"
    assert not preset(window, "presetAllIn").isEnabled() and text(window, "presetAllIn") == "All-in"
    window.pad.amount.setValue(25)
    assert text(window, "amountRefusal") == "25 is above the maximum: raise to 20 at most."
    assert limit_table.view().pad.presets.half_pot is None and limit_table.view().pad.presets.pot is None


def test_pot_limit_shows_every_preset(qtbot):
    controller = build_controller()
    window = _window(qtbot, controller)
    play_demo(controller)
    for name in ("presetMin", "presetHalfPot", "presetPot", "presetAllIn"):
        assert preset(window, name).isVisible(), name
    assert (text(window, "presetMin"), text(window, "presetHalfPot"), text(window, "presetPot")) == (
        "Min\n50", "½ Pot\n67", "Pot\n105")


def test_a_greyed_preset_shows_no_amount(qtbot):
    """After the demo raise, All-in (1,000) is above the pot-limit maximum of 105: off, and no "1,000" on it.
    Before the betting, every preset is off and bare."""
    controller = build_controller()
    window = _window(qtbot, controller)
    for name, words in (("presetMin", "Min"), ("presetHalfPot", "½ Pot"), ("presetPot", "Pot"),
                        ("presetAllIn", "All-in")):
        assert text(window, name) == words and not preset(window, name).isEnabled()
    play_demo(controller)
    assert not preset(window, "presetAllIn").isEnabled() and text(window, "presetAllIn") == "All-in"
    assert controller.act("call") is None and controller.act("fold") is None
    for _ in range(3):                       # seats 6, 1 and 2 call: the flop is to deal
        assert controller.act("call") is None
    assert controller.hand.phase == "deal"
    for name, words in (("presetMin", "Min"), ("presetHalfPot", "½ Pot"), ("presetPot", "Pot"),
                        ("presetAllIn", "All-in")):
        assert text(window, name) == words and not preset(window, name).isEnabled(), name


def test_no_limit_half_pot_and_pot_are_never_above_the_stack(qtbot):
    """No Limit 25/50; Chloé (seat 3) has 120. The pot raise would be 50 + 75 + 50 = 175 and half of it 112:
    her presets stop at her stack, 120 (all-in), and ½ Pot is 112, under it."""
    players = tuple(PlayerSetup(name, 120 if seat == 3 else 1000, seat) for seat, name in enumerate(NAMES, start=1))
    controller = TableController(TableSetup(structure=Structure.NO_LIMIT, stakes=Stakes(25, 50), players=players))
    window = _window(qtbot, controller)
    controller.deal_until_action()
    presets = controller.view().pad.presets
    assert (presets.min, presets.half_pot, presets.pot, presets.all_in) == (100, 112, 120, 120)
    assert text(window, "presetPot") == "Pot\n120" and text(window, "presetAllIn") == "All-in\n120"
    assert text(window, "maxLabel") == "raise to 120"
