"""The console's top bar: the game and the hand, what the dealer does now, the card reader, the language.

Read from arm's length, its words are never wrapped onto a second line (issue 24: "· blinds 5/10 · Hand 2"
went under the title at 1366 and 1280 px). The title has the card reader's state under it in small type;
the prompt is beside it, the language box at the end. When the words are longer than the bar, they are shortened in
this order, each step only when the one before was not enough:

1. the card reader's state, under the title, is no wider than the title when the prompt leaves no room
   beside it: it ends in "…" (its whole text in its tooltip);
2. the title drops a fixed-limit game's blinds ("Omaha Hi-Lo Limit 10/20 · Hand 2": the bets stay);
3. the prompt shortens the players' names ("Seat 3 (Marie-Th…) to act"), the seat numbers whole;
4. the title ends in "…" (its whole text in its tooltip).

The prompt, what the dealer does now, keeps every other word at every step.
"""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ..kit import fit, theme
from ..kit.i18n import LANGUAGES, current_language, render, translate
from ..kit.redraw import set_tip

TITLE_PX, PROMPT_PX, SOURCE_PX = 26, 26, 18
SPACING = 24
NAME_CHARACTERS = (12, 8, 5)       # a player's name in the prompt, shortened step by step
SLACK = 2                          # px: Qt's eliding counts a fraction of a pixel the advance rounds off


def _line(name: str, px: int, bold: bool, colour: str) -> QLabel:
    """A one-line label of the bar: its words never wrap, and its width is the bar's to give."""
    label = QLabel()
    label.setObjectName(name)
    label.setProperty(fit.ONE_LINE, True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.setStyleSheet(f"font-size:{px}px; font-weight:{'bold' if bold else 'normal'}; color:{colour};"
                        "background:transparent;")
    return label


def with_short_names(words: str, most: int) -> str:
    """A controller sentence with each player's name cut to ``most`` characters and "…" ("Marie-Th…").

    The sentences carry their values (ui.views.words.Words, duck-typed as ``render`` does): a name
    is the value called "name", also inside a value that is itself a sentence ("seat {seat} ({name})")."""
    values = getattr(words, "values", None)
    if not values:
        return words
    shorter = {}
    for key, value in values.items():
        if hasattr(value, "template"):
            shorter[key] = with_short_names(value, most)
        elif key == "name" and isinstance(value, str) and len(value) > most + 1:
            shorter[key] = value[:most].rstrip(" -") + "…"
    return words.format(**shorter) if shorter else words


class HeaderBar(QFrame):
    """The top bar. ``show_words`` gives it its words; it fits them to its width whenever either changes."""

    language_chosen = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("topBar")
        self.compact = False
        self.row = row = QHBoxLayout(self)
        row.setContentsMargins(16, 6, 16, 6)
        row.setSpacing(SPACING)
        self.left = QWidget()
        self.left.setObjectName("titleColumn")
        self.left.setStyleSheet("background:transparent;")
        column = QVBoxLayout(self.left)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.title = _line("titleLabel", TITLE_PX, True, theme.TEXT)
        self.card_source = _line("cardSourceLabel", SOURCE_PX, False, theme.TEXT_SOFT)
        column.addWidget(self.title)
        column.addWidget(self.card_source)
        self.prompt = _line("promptLabel", PROMPT_PX, True, theme.ACCENT)
        row.addWidget(self.left)
        row.addWidget(self.prompt)
        row.addStretch(1)        # the prompt as wide as its words: a new prompt repaints no more than them
        # The language, switched live and remembered on this machine (French first).
        self.language = QComboBox()
        self.language.setObjectName("languageBox")
        self.language.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.language.setMinimumHeight(48)
        self.language.setStyleSheet(f"QComboBox {{ font-size:20px; padding:0 12px; border:2px solid {theme.PANEL_EDGE};"
                                    "border-radius:8px; }")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.activated.connect(lambda i: self.language_chosen.emit(self.language.itemData(i)))
        row.addWidget(self.language)
        self._titles: Sequence[str] = ("",)
        self._prompts: Sequence[str] = ("",)
        self._source, self._source_ok = "", True
        self._fitted: Optional[tuple] = None
        self.retranslate()

    def retranslate(self) -> None:
        self.language.setToolTip(translate("MainWindow", "language of the console"))
        self.language.setAccessibleName(translate("MainWindow", "language"))
        self.language.setCurrentIndex(max(0, self.language.findData(current_language())))

    def set_compact(self, compact: bool) -> None:
        """The small screens' type (ui/kit/fit.py): the words are fitted again in it."""
        self.compact = compact
        self._show_source()
        self._fitted = None
        self.fit_words()

    def show_words(self, title: str, short_title: str, hand_number: int, prompt: str, source: str,
                   source_ok: bool) -> None:
        """The controller's words (``render``ed here): the title and its short form, the hand's number, the
        prompt, the card reader's state."""
        titles = [render(title)] + ([render(short_title)] if short_title else [])
        if hand_number:          # no "Hand 0" before the first hand: the game and stakes alone
            titles = [translate("MainWindow", "{title} · Hand {number}").format(title=t, number=hand_number)
                      for t in titles]
        self._titles = titles
        self._prompts = list(dict.fromkeys([render(prompt)] + [render(with_short_names(prompt, n))
                                                               for n in NAME_CHARACTERS]))
        said = render(source) if source_ok else f"⚠ {render(source)}"
        if (said, source_ok) != (self._source, self._source_ok):
            self._source, self._source_ok = said, source_ok
            self._show_source()
        self.fit_words()

    def _show_source(self) -> None:
        colour = theme.TEXT_SOFT if self._source_ok else theme.WARN
        fit.set_sheet(self.card_source, f"font-size:{SOURCE_PX}px; color:{colour}; background:transparent;",
                      self.compact)

    # -------------------------------------------------------------- fitting

    def _room(self) -> int:
        """The width the title column and the prompt share: the bar less its margins, the language box and
        the gaps."""
        margins = self.row.contentsMargins()
        self.language.ensurePolished()
        language = max(self.language.minimumWidth(), self.language.sizeHint().width())
        return self.contentsRect().width() - margins.left() - margins.right() - language - 2 * SPACING

    def fit_words(self) -> None:
        """The longest words that fit the bar on one line, shortened in the order the module says."""
        for label in (self.title, self.prompt, self.card_source):
            label.ensurePolished()
        # Not on screen yet: its width is not the window's; the whole words until it is shown and sized.
        room = self._room() if self.isVisible() else 1 << 20
        key = (room, tuple(self._titles), tuple(self._prompts), self._source, self.title.font().pixelSize(),
               self.prompt.font().pixelSize(), self.card_source.font().pixelSize())
        if key == self._fitted:
            return
        self._fitted = key
        title_fm, prompt_fm, source_fm = (label.fontMetrics() for label in (self.title, self.prompt, self.card_source))

        def width(fm, text: str) -> int:
            return fm.horizontalAdvance(text) + SLACK

        source_w = width(source_fm, self._source)
        # The whole title, then the short one; then the names shortened, step by step.
        candidates = [(t, self._prompts[0]) for t in self._titles]
        candidates += [(self._titles[-1], p) for p in self._prompts[1:]]
        choice = next(((t, p) for t, p in candidates if width(title_fm, t) + width(prompt_fm, p) <= room), None)
        if choice is None:                               # the title ends in "…", then the prompt if need be
            prompt = self._prompts[-1]
            title = title_fm.elidedText(self._titles[-1], Qt.TextElideMode.ElideRight,
                                        max(room // 3, room - width(prompt_fm, prompt)) - SLACK)
            choice = (title, prompt_fm.elidedText(prompt, Qt.TextElideMode.ElideRight,
                                                  room - width(title_fm, title) - SLACK))
        title, prompt = choice
        title_w, prompt_w = width(title_fm, title), width(prompt_fm, prompt)
        # The title column is as wide as the title, or as the reader's state when the prompt leaves room.
        left = max(title_w, min(source_w, room - prompt_w))
        self.left.setFixedWidth(max(1, left))
        self.prompt.setFixedWidth(max(1, min(prompt_w, room - left)))
        self.title.setText(title)
        self.prompt.setText(prompt)
        self.card_source.setText(self._source if source_w <= left else source_fm.elidedText(
            self._source, Qt.TextElideMode.ElideRight, left - SLACK))
        set_tip(self.title, self._titles[0] if title != self._titles[0] else "")
        set_tip(self.prompt, self._prompts[0] if prompt != self._prompts[0] else "")
        set_tip(self.card_source, self._source if self.card_source.text() != self._source else "")

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit_words()
