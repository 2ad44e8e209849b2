"""The dark theme is readable from a metre away: measured contrast of every main pair.

Ratios are WCAG 2 contrast ratios (1 to 21). STYLE.md asks for text about
15:1 on dark grey; coloured words (warnings, all-in, winnings, the next
card) reach WCAG AAA for body text (7:1) on what they are drawn on; a
colour never stands alone (the status words are checked in
tests/ui/test_languages.py and tests/ui/test_console.py).
"""
from __future__ import annotations

import pytest

from ui.kit import theme
from ui.kit.theme import contrast

FOLDED_SEAT = "#1f2125"           # ui/table/seat_box.py: a folded seat's box
AMOUNT_FIELD = "#1b1d21"          # the amount and card entry fields
MAX_BOX = "#1d1f23"               # the pot-limit maximum's box
BET_CHIP = "#101b15"              # chips in front of a seat, on the felt
CARD_FACE = "#ffffff"


def test_contrast_of_known_pairs():
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#24262b", "#24262b") == pytest.approx(1.0)


@pytest.mark.parametrize(("what", "foreground", "background", "least"), [
    ("main text on the window", theme.TEXT, theme.BACKGROUND, 15.0),
    ("main text on a panel", theme.TEXT, theme.PANEL, 14.0),
    ("amounts typed", theme.TEXT, AMOUNT_FIELD, 15.0),
    ("chips in front", theme.TEXT, BET_CHIP, 15.0),
    ("secondary text on the window", theme.TEXT_SOFT, theme.BACKGROUND, 10.0),
    ("secondary text on a panel", theme.TEXT_SOFT, theme.PANEL, 10.0),
    ("a folded seat's words", theme.TEXT_DIM, FOLDED_SEAT, 7.0),
    ("the pot-limit maximum", theme.ACCENT, MAX_BOX, 10.0),
    ("the player to act's box", theme.ACCENT_TEXT, theme.ACCENT, 11.0),
    ("Fold", theme.TEXT, theme.FOLD, 7.0),
    ("Check / Call", theme.TEXT, theme.CALL, 7.0),
    ("Bet / Raise", theme.TEXT, theme.RAISE, 7.0),
    ("other buttons", theme.TEXT, theme.BUTTON, 7.0),
    ("a refusal", theme.WARN, theme.PANEL, 7.0),
    ("ALL-IN", theme.ALL_IN, theme.PANEL, 7.0),
    ("NEXT CARD", theme.NEXT_CARD, theme.PANEL, 7.0),
    ("winnings on the felt", theme.GOOD, theme.FELT, 7.0),
    ("text on the felt", theme.TEXT, theme.FELT, 10.0),
    ("a disabled button: off, yet legible", theme.TEXT_DISABLED, theme.BUTTON_DISABLED, 3.5),
])
def test_text_is_readable_on_its_background(what, foreground, background, least):
    assert contrast(foreground, background) >= least, what


@pytest.mark.parametrize("suit", sorted(theme.SUIT_COLOURS))
def test_every_suit_colour_reads_on_a_white_card(suit):
    # Large bold rank and suit (34 px on the board): WCAG's 4.5:1 for large text, and more.
    assert contrast(theme.SUIT_COLOURS[suit], CARD_FACE) >= 5.0


def test_touch_targets_are_at_least_64_px_with_8_px_gaps():
    assert theme.BUTTON_MIN_HEIGHT >= 64 and theme.GAP >= 8
    assert f"min-height: {theme.BUTTON_MIN_HEIGHT}px" in theme.STYLESHEET
