"""The console's look: dark grey (not black), high-contrast text, large type.

Read under casino lighting from arm's length, so text is near-white on dark
grey (about 15:1), colour is always paired with a word, and touch targets
are at least 64 px high with 8 px gaps (STYLE.md, "Touch consoles"); on a
small screen (1366×768, ui/kit/fit.py) 48 px, still above the usual 44 px.
"""
from __future__ import annotations

BACKGROUND = "#24262b"      # window: dark grey, not black
PANEL = "#282a2f"           # panels and seat boxes: white text 14.4:1
PANEL_EDGE = "#4a4f58"
TEXT = "#ffffff"
TEXT_SOFT = "#d7dae0"       # secondary text, still > 10:1 on BACKGROUND
TEXT_DIM = "#b4b8c0"        # folded players: quieter, still > 7:1
FELT = "#1d4634"
FELT_EDGE = "#122c21"
RAIL = "#3b2f25"
ACCENT = "#ffc83d"          # the player to act and the pot-limit maximum
ACCENT_TEXT = "#15161a"     # text on ACCENT
NEXT_CARD = "#7cc0ff"       # the seat the next hole card goes to
GOOD = "#8de898"            # winnings (7.1:1 on FELT)
WARN = "#ffa77a"            # refusals in the message line (7.6:1 on PANEL)
ALL_IN = "#ff9c9c"          # 7.2:1 on PANEL
BUTTON = "#3d4350"
BUTTON_HOVER = "#4a5262"
BUTTON_DOWN = "#5a6375"
BUTTON_DISABLED = "#2b2e34"
TEXT_DISABLED = "#7d828c"   # a disabled control must look off, yet stay legible
FOLD = "#6e2828"
CALL = "#22496f"
RAISE = "#6b5215"
FOCUS = "#ffffff"           # the frame of the field the keys type into
FOCUS_WIDTH = 4

# Four-colour deck on white card faces: the suit symbol is always drawn too.
SUIT_COLOURS = {"♠": "#111111", "♥": "#c62828", "♦": "#1450a8", "♣": "#1d6b2a"}

FONT_FAMILY = "DejaVu Sans"
BASE_PX = 20
BUTTON_MIN_HEIGHT = 64
# On a small screen (1366×768, 1280×1024 table terminals; ui/kit/fit.py) buttons may be lower, never under
# 48 px: above the usual 44 px touch guideline, with the same 8 px gaps.
COMPACT_BUTTON_HEIGHT = 48
GAP = 8

STYLESHEET = f"""
QWidget {{
    background: {BACKGROUND};
    color: {TEXT};
    font-family: "{FONT_FAMILY}";
    font-size: {BASE_PX}px;
}}
QToolTip {{ background: {PANEL}; color: {TEXT}; border: 1px solid {PANEL_EDGE}; }}
QFrame#panel, QFrame#actionPad, QFrame#dealBar, QFrame#topBar {{
    background: {PANEL};
    border: 1px solid {PANEL_EDGE};
    border-radius: 10px;
}}
QFrame#actionPad QLabel, QFrame#dealBar QLabel, QFrame#topBar QLabel {{ background: transparent; }}
QPushButton {{
    background: {BUTTON};
    color: {TEXT};
    border: 2px solid {PANEL_EDGE};
    border-radius: 10px;
    min-height: {BUTTON_MIN_HEIGHT}px;
    padding: 0 14px;
    font-size: 22px;
    font-weight: bold;
}}
QPushButton:hover {{ background: {BUTTON_HOVER}; }}
QPushButton:pressed {{ background: {BUTTON_DOWN}; }}
QPushButton:disabled {{
    background: {BUTTON_DISABLED};
    color: {TEXT_DISABLED};
    border: 2px dashed {PANEL_EDGE};
}}
QPushButton#foldButton:enabled {{ background: {FOLD}; }}
QPushButton#callButton:enabled {{ background: {CALL}; }}
QPushButton#raiseButton:enabled {{ background: {RAISE}; }}
QPushButton#allInButton:enabled {{ background: #7a3a5a; }}
QPushButton#dealButton:enabled {{ background: {CALL}; }}
QLineEdit#amountField {{
    background: #1b1d21;
    color: {TEXT};
    border: 2px solid {PANEL_EDGE};
    border-radius: 10px;
    min-height: {BUTTON_MIN_HEIGHT}px;
    font-size: 32px;
    font-weight: bold;
}}
QLineEdit#amountField:disabled {{ color: {TEXT_DISABLED}; border: 2px dashed {PANEL_EDGE}; }}
/* Where the keys go, always in sight: a field being typed in has a thick white frame (elsewhere the
   letter keys are the dealer's actions). */
QLineEdit:focus, QLineEdit#amountField:focus {{ border: {FOCUS_WIDTH}px solid {FOCUS}; }}
"""


def _luminance(hex_colour: str) -> float:
    value = hex_colour.lstrip("#")
    channels = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(foreground: str, background: str) -> float:
    """WCAG contrast ratio of two "#rrggbb" colours (1 to 21)."""
    a, b = sorted((_luminance(foreground), _luminance(background)), reverse=True)
    return (a + 0.05) / (b + 0.05)
