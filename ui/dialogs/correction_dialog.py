"""Corrections (F7): a supervisor corrects any input of the hand, or awards the pot by hand (RULES.md 8).

Left, the hand's inputs that still stand, numbered as they happened (hole
cards by their place only: the screen faces the table). The supervisor picks
one and says what it should have been: another amount, another action,
another card, or nothing (struck out). Right below, the chips in the middle
can be shared out by hand, with the rake, the sum said live against what is
in the middle. Each request is first checked by the rules (the refusal is
said here, no PIN asked); then the supervisor's id, PIN and reason are
asked (the supervisor dialog), and the correction is recorded beside the
mistake. Nothing is erased.
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QGridLayout, QHBoxLayout, QHeaderView, QLineEdit,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from engine.card_letters import letters_for
from engine.cards import CARDS

from ..kit import fit, theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, group, line_edit, message_label, say_in, text_label
from ..kit.i18n import amount, current_language, is_language_change, render, translate
from ..kit.key_button import button_keys
from ..kit.ports import CorrectionDeskLike
from ..views.desk import CorrectionView, InputRow
from .supervisor_dialog import SupervisorDialog, ask_supervisor

ROW_HEIGHT = 64
ACTIONS = ("fold", "check", "call", "all-in")      # and "raise", with the amount field
# The table's letters (F, C, R, A; K for check, E a card as E opens the card entry, S strike, P the pot), with
# Alt: the fields take the plain letters, and Ctrl+C, Ctrl+A, Ctrl+K are a field's copy, select all, delete.
KEYS = {"fold": "Alt+F", "check": "Alt+K", "call": "Alt+C", "all-in": "Alt+A", "raise": "Alt+R",
        "card": "Alt+E", "strike": "Alt+S", "award": "Alt+P"}


class CorrectionDialog(QDialog):
    """The hand's inputs, their correction, the award by hand (see the module's docstring)."""

    def __init__(self, desk: CorrectionDeskLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.desk = desk
        self.setObjectName("correctionDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setMinimumSize(1200, 680)      # 1366×768 less a title bar: 1366×720
        self.view: Optional[CorrectionView] = None
        self.supervisor_dialog: Optional[SupervisorDialog] = None

        page = QVBoxLayout(self)
        page.setContentsMargins(16, 12, 16, 12)
        page.setSpacing(theme.GAP)
        self.heading = text_label("correctionHeading", 26, True)
        self.heading.setWordWrap(True)
        page.addWidget(self.heading)
        body = QHBoxLayout()
        body.setSpacing(theme.GAP * 2)
        page.addLayout(body, 1)

        # ---- the hand's inputs
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("inputTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.setMinimumWidth(480)          # the inputs stay readable beside long French buttons
        body.addWidget(self.table, 11)

        # The right column scrolls on a low screen (1366×768): seven shares and the rake do not fit
        # beside the list at 720 px, and fixed-height fields must never be laid over each other.
        column = QWidget()
        column.setObjectName("correctionsColumn")
        right = QVBoxLayout(column)
        right.setContentsMargins(0, 0, 6, 0)
        right.setSpacing(theme.GAP)
        scroll = fit.VerticalScroll(column, "correctionsScroll")
        body.addWidget(scroll, 10)

        # ---- the input chosen
        chosen = group("chosen")
        grid = QGridLayout(chosen)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setSpacing(theme.GAP)
        self.chosen = text_label("chosenInput", 22, True, theme.ACCENT)
        self.chosen.setWordWrap(True)
        grid.addWidget(self.chosen, 0, 0, 1, 4)
        self.make_caption = text_label("makeItCaption", 20, True)
        grid.addWidget(self.make_caption, 1, 0, 1, 4)
        self.action_buttons = {}
        for i, kind in enumerate(ACTIONS):
            b = button(f"make{kind.title().replace('-', '')}Button", KEYS[kind])
            b.clicked.connect(lambda _=False, k=kind: self.correct(action=k))
            grid.addWidget(b, 2, i)
            self.action_buttons[kind] = b
        self.amount_field = line_edit("correctAmountField")
        self.amount_field.setValidator(QIntValidator(1, 2_000_000_000, self.amount_field))
        self.raise_button = button("makeRaiseButton", KEYS["raise"])
        self.raise_button.clicked.connect(self._raise)
        grid.addWidget(self.amount_field, 3, 0, 1, 2)
        grid.addWidget(self.raise_button, 3, 2, 1, 2)
        self.card_field = line_edit("correctCardField")
        self.card_field.setMaxLength(4)
        self.card_button = button("replaceCardButton", KEYS["card"])
        self.card_button.clicked.connect(lambda: self.correct(card=self.card_field.text()))
        self.card_field.textChanged.connect(self._read_card)
        grid.addWidget(self.card_field, 4, 0, 1, 2)
        grid.addWidget(self.card_button, 4, 2, 1, 2)
        self.strike_button = button("strikeInputButton", KEYS["strike"])
        self.strike_button.clicked.connect(lambda: self.correct(strike=True))
        grid.addWidget(self.strike_button, 5, 0, 1, 4)
        self.input_message = message_label("inputMessage")
        grid.addWidget(self.input_message, 6, 0, 1, 4)
        right.addWidget(chosen)

        # ---- the award by hand
        award = group("award")
        self.award_grid = QGridLayout(award)
        self.award_grid.setContentsMargins(14, 10, 14, 10)
        self.award_grid.setSpacing(theme.GAP)
        self.award_caption = text_label("awardCaption", 22, True, theme.ACCENT)
        self.award_caption.setWordWrap(True)
        self.award_grid.addWidget(self.award_caption, 0, 0, 1, 3)
        self.share_fields: dict[int, QLineEdit] = {}
        self.share_labels: dict[int, QWidget] = {}
        self.rake_label = text_label("awardRakeLabel")
        self.rake_field = line_edit("awardRakeField")
        self.rake_field.setValidator(QIntValidator(0, 2_000_000_000, self.rake_field))
        self.rake_field.textChanged.connect(self._sum)
        self.sum_label = text_label("awardSumLabel", 20, True)
        self.sum_label.setWordWrap(True)
        self.award_button = button("awardButton", KEYS["award"])
        self.award_button.clicked.connect(self.award)
        self.award_message = message_label("awardMessage")
        right.addWidget(award)
        right.addStretch(1)

        bottom = QHBoxLayout()
        self.close_button = button("closeCorrectionsButton", "Esc")
        self.close_button.clicked.connect(self.accept)
        self.keys = button_keys(self, *self.action_buttons.values(), self.raise_button, self.card_button,
                                self.strike_button, self.award_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        page.addLayout(bottom)
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------ reading

    def selected(self) -> Optional[InputRow]:
        rows = self.table.selectionModel().selectedRows()
        if not rows or self.view is None:
            return None
        target = self.table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole)
        return next((r for r in self.view.rows if r.target == target), None)

    def select_number(self, number: int) -> None:
        """Choose the hand's input ``number`` (1 for the first)."""
        for r in range(self.table.rowCount()):
            if self.table.item(r, 0).text() == str(number):
                self.table.selectRow(r)
                return

    def shares(self) -> dict[int, int]:
        return {seat: int(field.text() or 0) for seat, field in self.share_fields.items()}

    def rake(self) -> int:
        return int(self.rake_field.text() or 0)

    # ------------------------------------------------------------ drawing

    def refresh(self) -> None:
        view = self.desk.correction_view()
        keep = self.selected()
        self.view = view
        if view.can_correct:
            self.heading.setText(translate("CorrectionDialog", "Corrections · hand {hand}: choose the input to correct; a supervisor "
                                              "authorises it").format(hand=view.hand_number))
        else:
            self.heading.setText(translate("CorrectionDialog", "Corrections") + " · " + render(view.why_not))
        self.table.blockSignals(True)
        self.table.setRowCount(len(view.rows))
        for r, row in enumerate(view.rows):
            cells = (str(row.number), render(row.words), translate("CorrectionDialog", "corrected") if row.corrected else "")
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row.target)
                if c == 2:
                    item.setForeground(Qt.GlobalColor.yellow)
                self.table.setItem(r, c, item)
        self.table.blockSignals(False)
        if keep is not None:
            for r in range(self.table.rowCount()):
                if self.table.item(r, 0).data(Qt.ItemDataRole.UserRole) == keep.target:
                    self.table.selectRow(r)
        if keep is None and self.table.rowCount():
            self.table.scrollToBottom()          # the newest inputs first in view: the usual ones to correct
        self._selected()
        self._lay_out_award(view)

    def _lay_out_award(self, view: CorrectionView) -> None:
        seats = tuple(s.seat for s in view.shares)
        if tuple(self.share_fields) != seats:
            for widget in (*self.share_fields.values(), *self.share_labels.values()):
                self.award_grid.removeWidget(widget)
                widget.deleteLater()
            self.share_fields, self.share_labels = {}, {}
            for i, share in enumerate(view.shares):
                label = text_label(f"share{share.seat}Label", 18)
                label.setMinimumWidth(200)
                field = line_edit(f"share{share.seat}Field")
                field.setValidator(QIntValidator(0, 2_000_000_000, field))
                field.textChanged.connect(self._sum)
                self.share_labels[share.seat], self.share_fields[share.seat] = label, field
            # One seat a line (a long name and its field, never cut), then the rake, the sum and the button.
            for i, share in enumerate(view.shares):
                row, col = 1 + i, 0
                self.award_grid.addWidget(self.share_labels[share.seat], row, col)
                self.award_grid.addWidget(self.share_fields[share.seat], row, col + 1)
            last = 1 + len(view.shares)
            self.award_grid.addWidget(self.rake_label, last, 0)
            self.award_grid.addWidget(self.rake_field, last, 1)
            self.award_grid.addWidget(self.sum_label, last + 1, 0, 1, 4)
            self.award_grid.addWidget(self.award_button, last + 2, 0, 1, 4)
            self.award_grid.addWidget(self.award_message, last + 3, 0, 1, 4)
        for share in view.shares:
            state = translate("CorrectionDialog", "in") if share.in_hand else translate("CorrectionDialog", "folded")
            # Two short lines: who, then what they put in; a third would be cut off beside a 64 px field.
            self.share_labels[share.seat].setText(
                translate("CorrectionDialog", "Seat {seat} · {name}").format(seat=share.seat, name=share.name)
                + "\n" + translate("CorrectionDialog", "put in {put_in}, {state}").format(
                    put_in=amount(share.put_in), state=state))
            said = self.share_labels[share.seat]
            said.setMinimumWidth(max(200, said.fontMetrics().boundingRect(0, 0, 2000, 200, 0, said.text()).width()
                                     + 4))           # a long name is never cut (the column scrolls)
            self.share_fields[share.seat].setEnabled(view.can_award)
        self.rake_field.setEnabled(view.can_award)
        self.award_caption.setText(
            translate("CorrectionDialog", "Award by hand: {middle} in the middle").format(middle=amount(view.in_the_middle))
            if view.can_award else translate("CorrectionDialog", "Award by hand: only while the hand is played"))
        self._sum()

    def _sum(self) -> None:
        view = self.view
        if view is None or not view.can_award:
            self.sum_label.clear()
            self.award_button.setEnabled(False)
            return
        shares = sum(self.shares().values())
        total = shares + self.rake()
        left = view.in_the_middle - total
        self.sum_label.setText(translate("CorrectionDialog", "Shares {shares} + rake {rake} = {total} of {middle}: {left}").format(
            shares=amount(shares), rake=amount(self.rake()), total=amount(total), middle=amount(view.in_the_middle),
            left=translate("CorrectionDialog", "adds up") if left == 0 else
            translate("CorrectionDialog", "{left} still to share").format(left=amount(left)) if left > 0 else
            translate("CorrectionDialog", "{over} too much").format(over=amount(-left))))
        colour = theme.GOOD if left == 0 else theme.WARN
        self.sum_label.setStyleSheet(f"font-size:20px; font-weight:bold; color:{colour}; background:transparent;")
        self.award_button.setEnabled(left == 0)

    def _selected(self) -> None:
        row = self.selected()
        view = self.view
        on = row is not None and view is not None and view.can_correct
        self.chosen.setText(translate("CorrectionDialog", "#{number} · {what}").format(number=row.number, what=render(row.words))
                            if row is not None else translate("CorrectionDialog", "Choose an input in the list"))
        act = on and row.kind == "act"
        for b in self.action_buttons.values():
            b.setEnabled(act)
        self.amount_field.setEnabled(act)
        self.raise_button.setEnabled(act)
        if act and row.amount and not self.amount_field.text():
            self.amount_field.setText(str(row.amount))
        self.card_field.setEnabled(on and row.kind == "card")
        self.card_button.setEnabled(on and row.kind == "card")
        self.strike_button.setEnabled(on)

    # ------------------------------------------------------------ intents

    def _raise(self) -> Optional[str]:
        text = self.amount_field.text().strip()
        if not text:
            message = translate("CorrectionDialog", "Type the amount the bet or raise goes to.")
            say_in(self.input_message, message)
            return message
        return self.correct(action="raise", to=int(text))

    def correct(self, **change) -> Optional[str]:
        """Check the correction of the chosen input with the rules, then ask for the supervisor."""
        row = self.selected()
        if row is None:
            message = translate("CorrectionDialog", "Choose an input in the list first.")
            say_in(self.input_message, message)
            return message
        refusal = self.desk.check_correction(row.target, **change)
        if refusal:
            say_in(self.input_message, render(refusal))
            return refusal
        say_in(self.input_message, "")
        purpose = translate("CorrectionDialog", "Correct #{number} ({what}) to: {new}. A supervisor authorises it, with "
                                                "the reason.").format(number=row.number, what=render(row.words),
                                                                       new=self._change_words(change))
        return self._ask_supervisor(purpose, lambda supervisor, pin, reason: self.desk.correct_input(
            row.target, reason, supervisor, pin, **change), lambda: self.desk.check_correction(row.target, **change),
            self.input_message)

    def _read_card(self, text: str) -> None:
        """The card typed, read live in the console's letters: "✓ R♥ roi de cœur", or why it is no card."""
        reading = self.desk.read_typed_card(text)
        if not text.strip():
            say_in(self.input_message, "")
        elif reading.face:
            say_in(self.input_message, f"{render(reading.face)} {render(reading.words)}", refusal=False)
        else:
            say_in(self.input_message, render(reading.words), refusal=reading.refused)

    def _change_words(self, change: dict) -> str:
        """What the input becomes, as the supervisor authorises it: "bet/raise to 120", "card A♠ (ace of
        spades)" (in the console's letters: "R♥ (roi de cœur)"), "struck out"."""
        if change.get("strike"):
            return translate("CorrectionDialog", "struck out (it did not happen)")
        if change.get("card"):
            reading = self.desk.read_typed_card(str(change["card"]))
            card = (f"{render(reading.face)} ({render(reading.words)})" if reading.face
                    else str(change["card"]).strip())
            return translate("CorrectionDialog", "card {card}").format(card=card)
        if change.get("to") is not None:
            return translate("CorrectionDialog", "bet/raise to {amount}").format(amount=amount(change["to"]))
        button = self.action_buttons.get(change.get("action", ""))
        return button.text() if button is not None else str(change.get("action", ""))

    def award(self) -> Optional[str]:
        shares, rake = self.shares(), self.rake()
        refusal = self.desk.check_award(shares, rake)
        if refusal:
            say_in(self.award_message, render(refusal))
            return refusal
        say_in(self.award_message, "")
        paid = ", ".join(translate("CorrectionDialog", "seat {seat} {amount}").format(seat=s, amount=amount(a))
                         for s, a in shares.items() if a)
        purpose = translate("CorrectionDialog", "Award hand {hand} by hand: {paid}; rake {rake}. A supervisor authorises it, with "
                               "the reason.").format(hand=self.view.hand_number if self.view else 0, paid=paid,
                                                     rake=amount(rake))
        return self._ask_supervisor(purpose, lambda supervisor, pin, reason: self.desk.award_by_hand(
            shares, rake, reason, supervisor, pin), lambda: self.desk.check_award(shares, rake), self.award_message)

    def _ask_supervisor(self, purpose: str, act: Callable[[str, str, str], Optional[str]],
                        rules: Callable[[], Optional[str]], message) -> None:
        """The supervisor's id, PIN and reason, once ``rules`` refuse nothing (else their refusal under the form)."""
        self.supervisor_dialog = ask_supervisor(self, purpose, act, rules=rules,
                                                refused=lambda words: say_in(message, words), ask_reason=True)
        if self.supervisor_dialog is not None:
            self.supervisor_dialog.accepted.connect(self._done)
        return None

    def _done(self) -> None:
        for field in (self.card_field, self.amount_field, self.rake_field, *self.share_fields.values()):
            field.clear()
        self.refresh()

    # ------------------------------------------------------------ words

    def retranslate(self) -> None:
        self.setWindowTitle(translate("CorrectionDialog", "Corrections"))
        self.table.setHorizontalHeaderLabels([translate("CorrectionDialog", "#"), translate("CorrectionDialog", "What was recorded"),
                                              translate("CorrectionDialog", "Note")])
        words = {"fold": translate("CorrectionDialog", "Fold"), "check": translate("CorrectionDialog", "Check"), "call": translate("CorrectionDialog", "Call"),
                 "all-in": translate("CorrectionDialog", "All-in")}
        self.make_caption.setText(translate("CorrectionDialog", "It should have been:"))
        for kind, b in self.action_buttons.items():
            b.setText(words[kind])
        self.amount_field.setPlaceholderText(translate("CorrectionDialog", "amount"))
        self.raise_button.setText(translate("CorrectionDialog", "Bet/raise to the amount"))
        self.card_field.setPlaceholderText(translate("CorrectionDialog", "card, e.g. {card}").format(
            card=letters_for(current_language()).typed(CARDS[51])))      # the ace of spades: "Ap" in French
        self._read_card(self.card_field.text())
        self.card_button.setText(translate("CorrectionDialog", "Replace the card"))
        self.strike_button.setText(translate("CorrectionDialog", "Strike it out (it did not happen)"))
        self.rake_label.setText(translate("CorrectionDialog", "Rake"))
        self.award_button.setText(translate("CorrectionDialog", "Award the pot by hand"))
        self.close_button.setText(translate("CorrectionDialog", "Close"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
            self.refresh()
        super().changeEvent(event)
