"""A recorded hand, step by step: the table as it was, the pot, and what the player to act could do.

The slider and the First / Previous / Next / Last buttons (keys Home, Left,
Right, End) move through every event of the hand's record. At each step:
the table (the console's own picture: seats, stacks, bets, cards, button and
blinds, the board, the pot), what happened, and the engine's ``legal()`` for
the player to act: to call, the minimum and the maximum, and in pot limit the
arithmetic of the maximum. An action also shows what its player could do
just before it, so a bet can be checked against the maximum of that moment.
A correction is a step of its own; the steps it withdrew stay in the
timeline, struck through and marked, never hidden. The steps are what the
dealer and the players did (cards read, posts, actions, shows, awards,
corrections); the record's bookkeeping entries (the session's own entries,
the showdown's stage marks) join them only when "Show bookkeeping" is ticked.
"""
from __future__ import annotations

import re
from typing import Callable, Optional, Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QFrame, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QSizePolicy, QSlider, QVBoxLayout, QWidget)

from ..kit import theme
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.key_button import KeyButton
from ..table.table_view import TableWidget
from ..views.floor import HandReplay, LegalView, ReplayFrame

PANEL_WIDTH = 600
NARROW_PANEL_WIDTH = 510    # below 1500 px wide: the table beside it keeps room for six seats and their cards
NARROW_BELOW = 1500
NO_BREAK_HYPHEN = "\u2011"  # "Hi-Lo", "Пот-лимит": a word is never broken at its hyphen onto two lines


_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")


def unbroken(text: str) -> str:
    """``text`` with the hyphens inside words made non-breaking (the words wrap between them, never inside);
    a date's or an id's hyphens ("2026-11-28", "D-017") stay as typed."""
    return _WORD_HYPHEN.sub(NO_BREAK_HYPHEN, text)


def _label(name: str, px: int, bold: bool = False, colour: str = theme.TEXT, wrap: bool = True) -> QLabel:
    widget = QLabel()
    widget.setObjectName(name)
    widget.setWordWrap(wrap)
    widget.setStyleSheet(f"font-size:{px}px; font-weight:{'bold' if bold else 'normal'}; color:{colour};")
    return widget


def closed_words(reason: str) -> str:
    """Why the betting is not open to the player (the engine's closed_reason)."""
    words = {
        "short-all-in": translate("Replay", "a short all-in did not reopen the betting"),
        "cap": translate("Replay", "the raises are capped"),
        "others-all-in": translate("Replay", "everyone else is all-in"),
        "no-chips": translate("Replay", "no chips behind"),
    }
    return words.get(reason, reason)


def phase_words(phase: str) -> str:
    """The state of the hand when nobody is to act, or a hand's status."""
    words = {
        "deal": translate("Replay", "dealing"), "bet": translate("Replay", "betting"),
        "showdown": translate("Replay", "showdown"), "complete": translate("Replay", "hand over"),
        "misdeal": translate("Replay", "misdeal: every chip returned"),
        "void": translate("Replay", "void: every chip returned"), "open": translate("Replay", "in progress"),
        "awarded": translate("Replay", "awarded by hand by a supervisor"),
    }
    return words.get(phase, phase)


def structure_words(label: str) -> str:
    words = {"Pot Limit": translate("Replay", "Pot Limit"), "Limit": translate("Replay", "Limit"),
             "No Limit": translate("Replay", "No Limit")}
    return words.get(label, label)


def raise_range(legal: LegalView) -> str:
    if legal.raise_word == "bet":
        return translate("Replay", "bet {low} to {high}").format(low=amount(legal.min_to), high=amount(legal.max_to))
    return translate("Replay", "raise to {low} – {high}").format(low=amount(legal.min_to), high=amount(legal.max_to))


def minimum_words(legal: LegalView) -> str:
    if legal.raise_word == "bet":
        return translate("Replay", "minimum: bet {total}").format(total=amount(legal.min_to))
    return translate("Replay", "minimum: raise to {total}").format(total=amount(legal.min_to))


def call_words(legal: LegalView) -> str:
    if legal.can_check:
        return translate("Replay", "may check")
    if legal.call_is_all_in:
        return translate("Replay", "to call {amount} (all-in)").format(amount=amount(legal.to_call))
    return translate("Replay", "to call {amount}").format(amount=amount(legal.to_call))


class ReplayView(QWidget):
    """The step-by-step replay of one hand. ``back`` when the supervisor goes back to the hand list."""

    back = Signal()

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("replayView")
        self.replay: Optional[HandReplay] = None
        self.frames: Sequence[ReplayFrame] = ()       # the steps shown: bookkeeping ones only when asked for
        self.table: Optional[TableWidget] = None
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(theme.GAP)

        top = QFrame()
        top.setObjectName("floorTop")
        top_row = QHBoxLayout(top)
        top_row.setContentsMargins(16, 6, 16, 6)
        top_row.setSpacing(theme.GAP)
        # On two lines rather than cut at 1280 px beside the exports (a Russian title, the French time).
        self.title = _label("replayTitle", 24, True)
        self.started = _label("replayStarted", 17, False, theme.TEXT_SOFT)
        self.back_button = KeyButton("backToHandsButton", "", "Esc")
        self.back_button.setMinimumWidth(270)
        self.back_button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.title)
        titles.addWidget(self.started)
        top_row.addLayout(titles, 1)
        # Room for the buttons of whoever shows the replay (the floor view's exports).
        self.top_actions = QHBoxLayout()
        self.top_actions.setSpacing(theme.GAP)
        top_row.addLayout(self.top_actions)
        top_row.addSpacing(theme.GAP * 2)
        top_row.addWidget(self.back_button)
        page.addWidget(top)

        body = QHBoxLayout()
        body.setSpacing(theme.GAP * 2)
        self.table_box = QVBoxLayout()
        self.table_box.setContentsMargins(0, 0, 0, 0)
        body.addLayout(self.table_box, 1)
        body.addWidget(self._panel())
        page.addLayout(body, 1)
        page.addLayout(self._stepper())

        self.back_button.clicked.connect(self.back.emit)
        self.slider.valueChanged.connect(self.show_step)
        self.timeline.currentRowChanged.connect(lambda row: row >= 0 and self.slider.setValue(row))
        self._bind_keys()
        self.retranslate()

    # ----------------------------------------------------------------- building

    def _panel(self) -> QFrame:
        panel = QFrame()
        panel.setObjectName("replayPanel")
        panel.setFixedWidth(PANEL_WIDTH)
        self.panel = panel
        box = QVBoxLayout(panel)
        box.setContentsMargins(16, 12, 16, 12)
        box.setSpacing(theme.GAP)
        self.step_label = _label("stepLabel", 19, True, theme.TEXT_SOFT)
        self.what = _label("whatHappened", 25, True)
        self.what.setMinimumHeight(64)
        self.banner = _label("withdrawnBanner", 19, True, theme.ACCENT_TEXT)
        self.banner.setStyleSheet(f"font-size:19px; font-weight:bold; color:{theme.ACCENT_TEXT};"
                                  f"background:{theme.WARN}; border-radius:8px; padding:6px 10px;")
        self.pot = _label("replayPotLabel", 36, True, wrap=False)
        box.addWidget(self.step_label)
        box.addWidget(self.what)
        box.addWidget(self.banner)
        box.addWidget(self.pot)

        self.legal_box = QFrame()
        self.legal_box.setObjectName("legalBox")
        legal = QVBoxLayout(self.legal_box)
        legal.setContentsMargins(14, 8, 14, 10)
        legal.setSpacing(2)
        self.legal_caption = _label("legalCaption", 19, True, theme.TEXT_SOFT)
        self.legal_call = _label("legalCall", 24, True)
        self.legal_range = _label("legalRange", 22, True)
        self.legal_max = _label("legalMax", 30, True, theme.ACCENT)
        self.legal_arithmetic = _label("legalArithmetic", 24, True)
        for w in (self.legal_caption, self.legal_call, self.legal_range, self.legal_max, self.legal_arithmetic):
            legal.addWidget(w)
        box.addWidget(self.legal_box)
        self.before = _label("legalBefore", 19, False, theme.TEXT_SOFT)
        box.addWidget(self.before)

        self.timeline_caption = _label("timelineCaption", 19, True, theme.TEXT_SOFT, wrap=False)
        self.timeline = QListWidget()
        self.timeline.setObjectName("timelineList")
        self.timeline.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # the arrow keys step the replay
        self.timeline.setWordWrap(True)
        self.timeline.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # On a small screen the list gives up height first (it scrolls): the step's words above it never.
        self.timeline.setMinimumHeight(48)
        self.bookkeeping_box = QCheckBox()
        self.bookkeeping_box.setObjectName("showBookkeepingBox")
        self.bookkeeping_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # the arrow keys step the replay
        self.bookkeeping_box.setStyleSheet(
            f"QCheckBox {{ font-size:17px; font-weight:bold; color:{theme.TEXT_SOFT}; min-height:48px; }}"
            f"QCheckBox::indicator {{ width:30px; height:30px; border:2px solid {theme.TEXT_SOFT}; border-radius:6px;"
            f" background:#1b1d21; }} QCheckBox::indicator:checked {{ background:{theme.ACCENT}; }}")
        self.bookkeeping_box.toggled.connect(self._bookkeeping_toggled)
        caption_row = QHBoxLayout()
        caption_row.addWidget(self.timeline_caption, 1)
        caption_row.addWidget(self.bookkeeping_box)
        box.addLayout(caption_row)
        box.addWidget(self.timeline, 1)
        return panel

    def _stepper(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(theme.GAP)
        self.first_button = KeyButton("firstStepButton", "", "Home")
        self.previous_button = KeyButton("previousStepButton", "", "←")
        self.next_button = KeyButton("nextStepButton", "", "→")
        self.last_button = KeyButton("lastStepButton", "", "End")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("stepSlider")
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setPageStep(5)
        for b in (self.first_button, self.previous_button):
            b.setMinimumWidth(210)
            b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            row.addWidget(b)
        row.addSpacing(theme.GAP * 2)
        row.addWidget(self.slider, 1)
        row.addSpacing(theme.GAP * 2)
        for b in (self.next_button, self.last_button):
            b.setMinimumWidth(210)
            b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            row.addWidget(b)
        self.first_button.clicked.connect(lambda: self.slider.setValue(0))
        self.previous_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.last_button.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        return row

    def _bind_keys(self) -> None:
        keys: list[tuple[str, Callable[[], None]]] = [
            ("Home", self.first_button.click), ("Left", self.previous_button.click),
            ("Right", self.next_button.click), ("End", self.last_button.click),
            ("PgUp", lambda: self.slider.setValue(self.slider.value() - 5)),
            ("PgDown", lambda: self.slider.setValue(self.slider.value() + 5))]   # Esc: the floor view's
        self.shortcuts = {}
        for sequence, handler in keys:
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.setObjectName(f"replayKey{sequence}")
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(handler)
            self.shortcuts[sequence] = shortcut

    def retranslate(self) -> None:
        self.back_button.setText(translate("Replay", "Back to the list"))
        self.first_button.setText(translate("Replay", "◀◀ First"))
        self.previous_button.setText(translate("Replay", "◀ Previous"))
        self.next_button.setText(translate("Replay", "Next ▶"))
        self.last_button.setText(translate("Replay", "Last ▶▶"))
        self.slider.setAccessibleName(translate("Replay", "step of the hand"))
        self.timeline.setAccessibleName(translate("Replay", "every event of the hand"))
        self.timeline_caption.setText(translate("Replay", "Steps of the hand"))
        self.timeline_caption.setToolTip(translate("Replay", "What the dealer and the players did, corrections "
                                                             "included"))
        self.bookkeeping_box.setText(translate("Replay", "Show bookkeeping ({count})").format(
            count=self.replay.bookkeeping_count if self.replay is not None else 0))
        self.bookkeeping_box.setToolTip(translate("Replay", "The record's own entries: the session's record, the "
                                                            "showdown's stage marks, a restart"))
        if self.replay is not None:
            self.show_replay(self.replay, self.slider.value())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # On a 1366×768 screen the table needs the width more than the step's words do (they wrap).
        narrow = self.window().width() < NARROW_BELOW
        self.panel.setFixedWidth(NARROW_PANEL_WIDTH if narrow else PANEL_WIDTH)
        self.back_button.setMinimumWidth(200 if narrow else 270)
        super().resizeEvent(event)

    # ----------------------------------------------------------------- showing

    def _bookkeeping_toggled(self, shown: bool) -> None:
        """The same moment of the hand with or without the bookkeeping steps around it."""
        if self.replay is None:
            return
        current = self.frame()
        frames = self.replay.steps(shown)
        index = 0
        if current is not None:
            index = max((i for i, f in enumerate(frames) if f.seq <= current.seq), default=0)
        self.show_replay(self.replay, index)

    def show_replay(self, replay: HandReplay, step: int = 0) -> None:
        """A new hand (or the same one again): its own table, its timeline, at ``step``."""
        self.replay = replay
        self.frames = replay.steps(self.bookkeeping_box.isChecked())
        self.title.setText(unbroken(render(replay.title)))
        self.started.setText(translate("Replay", "Started {time} · {status} · {count} events").format(
            time=render(replay.started), status=phase_words(replay.status), count=len(self.frames)))
        self.bookkeeping_box.setText(translate("Replay", "Show bookkeeping ({count})").format(
            count=replay.bookkeeping_count))
        self.bookkeeping_box.setEnabled(replay.bookkeeping_count > 0 or self.bookkeeping_box.isChecked())
        seats = [s.seat for s in self.frames[0].seats]
        if self.table is None or self.table.seat_numbers != seats:
            if self.table is not None:
                self.table_box.removeWidget(self.table)
                self.table.deleteLater()
            self.table = TableWidget(seats)
            self.table_box.addWidget(self.table)
        self.timeline.blockSignals(True)
        self.timeline.clear()
        for frame in self.frames:
            self.timeline.addItem(self._timeline_item(frame))
        self.timeline.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.setValue(max(0, min(step, len(self.frames) - 1)))
        self.slider.blockSignals(False)
        self.show_step(self.slider.value())

    def _timeline_item(self, frame: ReplayFrame) -> QListWidgetItem:
        text = f"{frame.time}  #{frame.seq}  {unbroken(render(frame.text))}"
        item = QListWidgetItem()
        font = QFont(theme.FONT_FAMILY)
        font.setPixelSize(18)
        if getattr(frame, "bookkeeping", False):
            font.setItalic(True)
            item.setForeground(QBrush(QColor(theme.TEXT_SOFT)))
        if frame.withdrawn_by is not None:
            text += "  " + translate("Replay", "[WITHDRAWN by event {seq}]").format(seq=frame.withdrawn_by)
            font.setStrikeOut(True)
            item.setForeground(QBrush(QColor(theme.WARN)))
        elif frame.is_correction:
            font.setBold(True)
            item.setForeground(QBrush(QColor(theme.ACCENT)))
        item.setText(text)
        item.setFont(font)
        return item

    def frame(self) -> Optional[ReplayFrame]:
        return self.frames[self.slider.value()] if self.replay and self.frames else None

    def show_step(self, index: int) -> None:
        if self.replay is None:
            return
        f = self.frames[index]
        last = len(self.frames) - 1
        self.table.show_table(f)
        self.step_label.setText(translate("Replay", "Step {step} of {count} · #{seq} · {time} · {dealer}")
                                .format(step=index + 1, count=last + 1, seq=f.seq, time=f.time, dealer=f.dealer))
        said = render(f.text)
        self.what.setText(unbroken(said))
        colour = theme.ACCENT if f.is_correction else (theme.WARN if f.withdrawn_by is not None else theme.TEXT)
        # A long step (a hand's end with each pot's runs) in smaller type: read whole, never cut off.
        px = 25 if len(said) <= 110 else 20 if len(said) <= 200 else 17
        self.what.setStyleSheet(f"font-size:{px}px; font-weight:bold; color:{colour};")
        self.banner.setVisible(bool(f.withdrawn_note) or f.is_correction)
        if f.withdrawn_note:
            self.banner.setText("⚠ " + render(f.withdrawn_note))
        elif f.is_correction:
            self.banner.setText(translate("Replay", "This correction supersedes the steps marked WITHDRAWN; "
                                                    "they stay in the record."))
        self.pot.setText(translate("Replay", "POT {amount}").format(amount=amount(f.pot)))
        self._show_legal(f)
        self.first_button.setEnabled(index > 0)
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < last)
        self.last_button.setEnabled(index < last)
        self.timeline.blockSignals(True)
        self.timeline.setCurrentRow(index)
        self.timeline.blockSignals(False)
        self.timeline.scrollToItem(self.timeline.item(index), QAbstractItemView.ScrollHint.PositionAtCenter)

    def _show_legal(self, f: ReplayFrame) -> None:
        self._fill_legal(f)
        # A line with nothing to say takes no room: at 1366×768 the panel has none to spare (issue 25, item 10).
        for label in (self.legal_call, self.legal_range, self.legal_max, self.legal_arithmetic, self.before):
            label.setVisible(bool(label.text()))

    def _fill_legal(self, f: ReplayFrame) -> None:
        legal = f.legal
        if legal is None:
            self.legal_caption.setText(translate("Replay", "Nobody to act"))
            if f.next_card:
                self.legal_call.setText(translate("Replay", "next card: {card}").format(card=render(f.next_card)))
            else:
                self.legal_call.setText(phase_words(f.phase))
            for w in (self.legal_range, self.legal_max, self.legal_arithmetic):
                w.setText("")
        else:
            self.legal_caption.setText(translate("Replay", "{player} to act · {structure}").format(
                player=render(legal.player), structure=structure_words(legal.structure)))
            self.legal_call.setText(call_words(legal))
            if legal.can_raise:
                self.legal_range.setText(minimum_words(legal))
                self.legal_max.setText(translate("Replay", "MAXIMUM {total} (add {add})").format(
                    total=amount(legal.max_to), add=amount(legal.max_add)))
                self.legal_arithmetic.setText(render(legal.max_explanation))
            else:
                self.legal_range.setText(translate("Replay", "no raise: {why}").format(
                    why=closed_words(legal.closed_reason)))
                self.legal_max.setText("")
                self.legal_arithmetic.setText("")
        before = f.legal_before
        if before is None:
            self.before.setText("")
            return
        could = [call_words(before)]
        if before.can_raise:
            could.append(raise_range(before) + (f" ({render(before.max_explanation)})"
                                                if before.max_explanation else ""))
        self.before.setText(translate("Replay", "Just before, {player} could: {choices}").format(
            player=render(before.player), choices="; ".join(could)))
