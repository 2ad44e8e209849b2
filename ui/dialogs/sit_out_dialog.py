"""Before a hand: more players are to be dealt in than the game deals to; the dealer chooses who sits out.

A game's range limits the players dealt in, not the seats (RULES.md 1): nine
seated at 6-card Omaha, which deals to seven, means two sit out, and the
console never picks them. The dialog lists the players the hand would deal
in, each a large button with its seat's key (1 to 9, 0 for seat 10) and where
the button rule puts them next hand (the big blind due ...), said again as the
choice changes; a key or a touch chooses or un-chooses. Enter, once as many are chosen as must sit out, has
them sit out (recorded with the reason) and deals the hand to the others;
Escape goes back to the table with nothing done.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, message_label, say_in, text_label
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.key_button import KeyButton
from ..kit.ports import SessionDeskLike
from ..kit.vocabulary import game_name
from ..views.desk import SitOutChoice

C = "SitOutDialog"
COLUMNS = 5                   # ten players in two rows: every one in view at 1366×768
_DIGITS = {getattr(Qt.Key, f"Key_{d}"): (10 if d == 0 else d) for d in range(10)}


def seat_key(seat: int) -> str:
    """The key that chooses a seat: its number, 0 for seat 10."""
    return "0" if seat == 10 else str(seat)


class SitOutDialog(QDialog):
    """The players the hand would deal in; the dealer's choice of who sits out (see the module)."""

    def __init__(self, desk: SessionDeskLike, choice: SitOutChoice, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.desk = desk
        self.choice = choice
        self.chosen: list[int] = []
        self.setObjectName("sitOutDialog")
        self.setStyleSheet(DESK_STYLESHEET + f"""
            QPushButton[seatChoice="true"] {{ font-size: 18px; min-height: 112px; padding: 4px 8px; }}
            QPushButton[seatChoice="true"]:checked {{ background: {theme.RAISE}; border: 3px solid {theme.ACCENT}; }}
        """)
        self.setMinimumWidth(1000)
        page = QVBoxLayout(self)
        page.setContentsMargins(20, 16, 20, 16)
        page.setSpacing(theme.GAP * 2)
        self.heading = text_label("sitOutHeading", 24, True)
        self.heading.setWordWrap(True)
        page.addWidget(self.heading)
        self.hint = text_label("sitOutHint", 19, False, theme.TEXT_SOFT)
        self.hint.setWordWrap(True)
        page.addWidget(self.hint)
        grid = QGridLayout()
        grid.setSpacing(theme.GAP)
        self.seat_buttons: dict[int, KeyButton] = {}
        for i, row in enumerate(choice.players):
            b = KeyButton(f"sitOutSeat{row.seat}", "", seat_key(row.seat))
            b.setProperty("seatChoice", "true")
            b.setCheckable(True)
            # As wide as the grid gives, never as wide as a long name asks (the name is shortened instead).
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setMinimumWidth(150)
            b.clicked.connect(lambda _=False, seat=row.seat: self.toggle(seat))
            grid.addWidget(b, i // COLUMNS, i % COLUMNS)
            self.seat_buttons[row.seat] = b
        page.addLayout(grid)
        self.count = text_label("sitOutCount", 21, True, theme.ACCENT)
        self.count.setWordWrap(True)
        page.addWidget(self.count)
        self.message = message_label("sitOutMessage")
        page.addWidget(self.message)
        buttons = QHBoxLayout()
        self.cancel_button = button("sitOutCancelButton", "Esc")
        self.deal_button = button("sitOutDealButton", "Enter")
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)                       # the confirming button away from the other
        buttons.addWidget(self.deal_button)
        page.addLayout(buttons)
        self.cancel_button.clicked.connect(self.reject)
        self.deal_button.clicked.connect(self.submit)
        self.retranslate()

    # ------------------------------------------------------------ choosing

    def toggle(self, seat: int) -> None:
        """Choose the player, or un-choose him; never more than must sit out (the oldest choice gives way)."""
        if seat not in self.seat_buttons:
            say_in(self.message, translate("SitOutDialog", "Seat {seat} is not among the players to be dealt in.").format(seat=seat))
            return
        if seat in self.chosen:
            self.chosen.remove(seat)
        else:
            self.chosen.append(seat)
            if len(self.chosen) > self.choice.to_sit_out:
                self.chosen.pop(0)
        say_in(self.message, "")
        # The button and the blinds as they would go without the players chosen (the button rule's, not ours).
        again = self.desk.sit_out_choice(sorted(self.chosen))
        if again is not None:
            self.choice = again
        self._show_chosen()

    def submit(self) -> bool:
        """The chosen sit out and the hand is dealt (the desk records both); a refusal is said here."""
        if len(self.chosen) != self.choice.to_sit_out:
            say_in(self.message, translate("SitOutDialog", "Choose %n player(s) to sit out.", None, self.choice.to_sit_out))
            return False
        refusal = self.desk.sit_out_for_game(sorted(self.chosen))
        if refusal:
            say_in(self.message, render(refusal))
            return False
        self.accept()
        return True

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if event.key() in _DIGITS:
                self.toggle(_DIGITS[event.key()])
                return
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.submit()
                return
        super().keyPressEvent(event)               # Escape: back to the table, nothing done

    # ------------------------------------------------------------ words

    def _show_chosen(self) -> None:
        for row in self.choice.players:
            b = self.seat_buttons[row.seat]
            chosen = row.seat in self.chosen
            b.setChecked(chosen)
            # Four short lines, so ten buttons in two rows hold French and Russian words at 1280 wide: the seat,
            # the name (shortened with "…" when it is longer than the button), the stack, and the place the
            # button rule gives the player next hand, or "sits out" once chosen.
            room = max(80, b.width() - 24) if b.isVisible() else 200
            name = b.fontMetrics().elidedText(row.name, Qt.TextElideMode.ElideMiddle, room)
            place = translate("SitOutDialog", "✓ sits out") if chosen else render(row.place) if row.place else ""
            b.setText("\n".join((translate("SitOutDialog", "Seat {seat}").format(seat=row.seat), name,
                                  amount(row.stack), place)))
            b.setToolTip(row.name)
        left = self.choice.to_sit_out - len(self.chosen)
        names = {row.seat: row.name for row in self.choice.players}
        self.count.setText(translate("SitOutDialog", "Sitting out: {seats}").format(
            seats=", ".join(f"{s} ({names[s]})" for s in sorted(self.chosen))) if not left else
            translate("SitOutDialog", "%n more to choose.", None, left))
        self.deal_button.setEnabled(left == 0)

    def retranslate(self) -> None:
        c = self.choice
        self.setWindowTitle(translate("SitOutDialog", "Who sits out"))
        self.heading.setText(translate("SitOutDialog", "{game} is dealt to {most} players at most and {players} are to be dealt "
                                          "in: choose %n to sit out.", None, c.to_sit_out).format(
            game=game_name(c.game), most=c.most, players=len(c.players)))
        self.hint.setText(translate("SitOutDialog", "The seat's key (0 for seat 10) or a touch chooses; Enter deals the hand to "
                                       "the others. Whoever sits out comes back in Seating (F3) and owes the "
                                       "blinds that passed, as anyone sitting out."))
        self.cancel_button.setText(translate("SitOutDialog", "Back to the table"))
        self.deal_button.setText(translate("SitOutDialog", "Sit out and deal"))
        self._show_chosen()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._show_chosen()                         # the names shortened to the buttons' new width

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._show_chosen()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)
