"""The cash-game practices at the table (RULES.md 11): the bar under the deal buttons, and the chip entry.

The bar is shown only when it has something to say: the board may be run more than once (the dealer
offers it with T and confirms each player's yes with the language's yes key, O, Y or Д), a bomb pot
may be asked for the next hand (B marks it, N deals it), and at a table that collects time, always,
when it falls due next (per seat: the next collection time; per hand: at this hand, from whom), in the
warning colour once a collection is due; and, while a jackpot runs (RULES.md 12), its conditions and, once the
record gives it, the meter. Its clock tells the controller every few seconds what time it
is, so that a collection per seat falls due as the time passes (the controller decides; the bar only asks).

The chip entry (key J) takes what the player to act put in as chips, "500" or "3x100+1x25": Enter reads
them by the rules, Ctrl+Enter when the player said "raise" and named no amount (TDA 45: one chip is the
largest raise allowed up to its value, several a raise to what was put in, capped at the pot limit,
completed to the minimum). While the dealer types, both readings are shown, each beside its key, so the
dealer sees "raise to 600, 400 back" before pressing anything.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QFrame, QHBoxLayout, QVBoxLayout, QWidget

from ..dialogs.confirm_dialog import yes_key
from ..kit import fit, theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, line_edit, message_label, say_in, text_label
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.key_button import KeyButton, key_name
from ..kit.ports import CashTableLike
from ..views.table import TableView
from .action_pad import label as _label

C = "CashBar"
CLOCK_MS = 15_000            # a collection time is told within a quarter of a minute


class CashBar(QFrame):
    """Run it twice, bomb pot, time collection: a line of words and the keys that act on them."""

    def __init__(self, controller: CashTableLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("cashBar")
        self.setStyleSheet(f"QFrame#cashBar {{ background:{theme.PANEL}; border:2px solid {theme.ACCENT};"
                           "border-radius:8px; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 4, 12, 4)
        row.setSpacing(theme.GAP)
        column = QVBoxLayout()
        column.setSpacing(0)
        self.words = _label("cashBarWords", 20, True, theme.ACCENT)
        self.words.setWordWrap(True)
        column.addWidget(self.words)
        # When the time collection falls due next: a standing line, quiet until a collection is due.
        self.time_line = _label("timeDueLabel", 18, True, theme.TEXT_SOFT)
        self.time_line.setWordWrap(True)
        self.time_line.hide()
        column.addWidget(self.time_line)
        # The jackpots' conditions (RULES.md 12), standing while one runs, and the meter once the record gives it.
        # Broken only at spaces: "Хай-хенд" is one word (fit.WordsLabel).
        self.jackpot_line = fit.WordsLabel()
        self.jackpot_line.setObjectName("jackpotLine")
        self.jackpot_line.setStyleSheet(f"font-size:18px; font-weight:bold; color:{theme.TEXT_SOFT};"
                                        "background:transparent;")
        self.jackpot_line.hide()
        column.addWidget(self.jackpot_line)
        row.addLayout(column, 1)
        self.runs_button = KeyButton("runItButton", "", "T")
        self.agree_button = KeyButton("runAgreeButton", "", yes_key())
        self.bomb_button = KeyButton("bombPotButton", "", "B")
        for b in (self.runs_button, self.agree_button, self.bomb_button):
            b.setMinimumWidth(200)
            row.addWidget(b)
        self.runs_button.clicked.connect(controller.offer_runs)
        self.agree_button.clicked.connect(lambda: controller.agree_to_runs(None))
        self.bomb_button.clicked.connect(controller.bomb_pot_next)
        self._view: Optional[TableView] = None
        self.clock = QTimer(self)
        self.clock.setInterval(CLOCK_MS)
        self.clock.timeout.connect(controller.check_time_collection)
        self.clock.start()
        controller.check_time_collection()          # the time the console starts at: collections from now on
        self.hide()

    def show_view(self, v: TableView) -> None:
        self._view = v
        offer = v.run_offer
        lines = []
        if offer is not None:
            lines.append(render(offer.words))
            if offer.times:
                lines.append(" · ".join(translate("CashBar", "seat {seat} ✓").format(seat=s.seat) if s.agreed else
                                        translate("CashBar", "seat {seat} ?").format(seat=s.seat) for s in offer.seats))
            nxt = next((s for s in offer.seats if not s.agreed), None)
            self.runs_button.setText(translate("CashBar", "Run it twice") if offer.times == 0 else
                                     translate("CashBar", "Three times") if offer.times < offer.most else
                                     translate("CashBar", "One board"))
            self.agree_button.setText(translate("CashBar", "Yes: seat {seat}").format(seat=nxt.seat) if nxt and offer.times
                                      else translate("CashBar", "Yes"))
            self.agree_button.setEnabled(bool(offer.times) and nxt is not None)
            self.agree_button.set_key_hint(yes_key())            # the language's yes (O, Y, Д)
        time_said = v.time_due or v.time_next
        self.time_line.setText(render(time_said) if time_said else "")
        sheet = (f"font-size:18px; font-weight:bold; color:{theme.ACCENT if v.time_due else theme.TEXT_SOFT};"
                 "background:transparent;")
        if self.time_line.property("fullSheet") != sheet:       # restyled only when it changes (fit scales it)
            self.time_line.setProperty("fullSheet", sheet)
            self.time_line.setStyleSheet(sheet)
        self.time_line.setVisible(bool(time_said))
        jackpot = render(v.jackpot_line) if v.jackpot_line else ""
        if jackpot and v.jackpot_meter is not None:
            jackpot = translate("CashBar", "{conditions} · meter {amount}").format(conditions=jackpot,
                                                                                 amount=amount(v.jackpot_meter))
        standing = render(v.high_hand_line) if v.high_hand_line else ""
        if standing:                              # the high hand's leaders and last winners beside the line
            jackpot = f"{jackpot} · {standing}" if jackpot else standing
        self.jackpot_line.setText(jackpot)
        self.jackpot_line.setVisible(bool(jackpot))
        if v.can_bomb_pot:
            self.bomb_button.setText(translate("CashBar", "Usual hand") if v.bomb_pot_next
                                     else translate("CashBar", "Bomb pot next"))
        self.runs_button.setVisible(offer is not None)
        self.agree_button.setVisible(offer is not None)
        self.bomb_button.setVisible(v.can_bomb_pot)
        bomb = (translate("CashBar", "Next hand: bomb pot. N deals it; B: a usual hand.") if v.bomb_pot_next else
                translate("CashBar", "Bomb pot on request: B makes the next hand a bomb pot, N deals it."))
        self.words.setText("\n".join(lines) if lines else bomb if v.can_bomb_pot else "")
        self.words.setVisible(bool(self.words.text()))
        self.setVisible(bool(lines) or v.can_bomb_pot or bool(time_said) or bool(jackpot))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event) and self._view is not None:
            self.show_view(self._view)
        super().changeEvent(event)


class ChipDialog(QDialog):
    """Key J: the chips the player to act put in; the rule that reads them is said on the message line."""

    def __init__(self, controller: CashTableLike, view: TableView, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("chipDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setWindowTitle(translate("CashBar", "Chips put in"))
        self.setMinimumWidth(760)
        page = QVBoxLayout(self)
        page.setContentsMargins(20, 16, 20, 16)
        page.setSpacing(theme.GAP)
        pad = view.pad
        heading = text_label("chipHeading", 24, True)
        heading.setWordWrap(True)
        heading.setText(translate("CashBar", "Chips put in by seat {seat} ({name})").format(seat=pad.seat, name=pad.name)
                        if pad is not None else translate("CashBar", "Chips put in"))
        page.addWidget(heading)
        self.set_line = text_label("chipSetLine", 19, False, theme.TEXT_SOFT)
        self.set_line.setWordWrap(True)
        self.set_line.setText(translate("CashBar", "Chips of this table: {chips}. Type 500, or 3x100+1x25.").format(
            chips=", ".join(f"{c:,}".replace(",", "\u202f") for c in view.chip_set)) if view.chip_set else
            translate("CashBar", "Type the chips: 500, or 3x100+1x25."))
        page.addWidget(self.set_line)
        self.amounts = text_label("chipAmounts", 19, True)
        self.amounts.setWordWrap(True)
        self.amounts.setText("\n".join(render(line.words) for line in pad.in_chips) if pad is not None else "")
        page.addWidget(self.amounts)
        self.field = line_edit("chipField")
        self.field.setMaxLength(120)
        page.addWidget(self.field)
        # What each key would make of the chips typed so far: the dealer reads it before pressing.
        self.as_put_in = text_label("chipAsPutIn", 19, False, theme.TEXT)
        self.declared = text_label("chipDeclared", 19, False, theme.TEXT)
        for line in (self.as_put_in, self.declared):
            line.setWordWrap(True)
            line.hide()
            page.addWidget(line)
        self.field.textChanged.connect(self._preview)
        self.message = message_label("chipMessage")
        page.addWidget(self.message)
        row = QHBoxLayout()
        self.cancel_button = button("chipCancelButton", "Esc")
        self.cancel_button.setText(translate("CashBar", "Cancel"))
        self.raise_button = button("chipRaiseButton", "Ctrl+Enter")
        self.raise_button.setText(translate("CashBar", "Raise declared"))
        self.ok_button = button("chipOkButton", "Enter")
        self.ok_button.setText(translate("CashBar", "As put in"))
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        row.addWidget(self.raise_button)
        row.addWidget(self.ok_button)
        page.addLayout(row)
        self.cancel_button.clicked.connect(self.reject)
        self.ok_button.clicked.connect(lambda: self.submit(False))
        self.raise_button.clicked.connect(lambda: self.submit(True))
        self.field.returnPressed.connect(lambda: self.submit(False))
        declared = QShortcut(QKeySequence("Ctrl+Return"), self)
        declared.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        declared.activated.connect(lambda: self.submit(True))
        enter = QShortcut(QKeySequence("Ctrl+Enter"), self)
        enter.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        enter.activated.connect(lambda: self.submit(True))
        self.field.setFocus()

    def _preview(self, typed: str) -> None:
        as_put_in, declared = self.controller.chips_preview(typed)
        say_in(self.message, "")
        for line, key, words in ((self.as_put_in, translate("CashBar", "{key} as put in"), as_put_in),
                                 (self.declared, translate("CashBar", "{key} raise declared"), declared)):
            hint = key.format(key=key_name("Enter" if line is self.as_put_in else "Ctrl+Enter"))
            line.setText(translate("CashBar", "{key}: {reading}").format(key=hint, reading=render(words))
                         if words else "")
            line.setVisible(bool(words))
        # The dialog grows with the lines (never cut): within the console's window, at its scale.
        fit.fit_dialog(self, self.parentWidget())

    def submit(self, declared_raise: bool) -> bool:
        refusal = self.controller.enter_chips(self.field.text(), declared_raise)
        if refusal:
            say_in(self.message, render(refusal))
            return False
        self.accept()
        return True
