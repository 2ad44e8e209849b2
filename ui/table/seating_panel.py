"""Seating: the seat draw, new players with their buy-in, rebuys, sitting out, coming back, leaving.

The seats are listed as the session has them; the dealer picks a player and
acts on them, or adds players (to a chosen seat, or to a draw that seats
everyone waiting at random, the seed recorded). Buy-ins outside the table's
minimum and maximum, a rebuy during a hand (it may be queued for the end of
the hand instead) and every other refusal are said in words next to the
form they concern. The panel follows the table: it redraws on every change.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QGridLayout, QHBoxLayout, QHeaderView, QTableWidget,
                               QPushButton, QTableWidgetItem, QVBoxLayout, QWidget)

from ..dialogs.confirm_dialog import ConfirmDialog, ask
from ..dialogs.sit_out_dialog import SitOutDialog
from ..kit import fit, theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, combo, group, line_edit, message_label, say_in, text_label
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.key_button import button_keys
from ..kit.ports import SessionDeskLike
from ..views.desk import SeatingView

C = "SeatingPanel"
ROW_HEIGHT = 64
COLUMNS = ("seat", "player", "club id", "stack", "bought in", "status")


class _ReturnSeats(QObject):
    """Return in the seat or the way-in choice (its list closed) seats the player, as in the form's fields."""

    def __init__(self, panel: "SeatingPanel"):
        super().__init__(panel)
        self._panel = panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and not watched.view().isVisible():
            self._panel._return_in_form()
            return True
        return False


class SeatingPanel(QDialog):
    """The table's seats and the dealer's seating requests (see the module's docstring)."""

    def __init__(self, desk: SessionDeskLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.desk = desk
        self.setObjectName("seatingPanel")
        # The seat list framed when the keys are in it (Tab reaches it; the arrows choose, Return acts).
        self.setStyleSheet(DESK_STYLESHEET + f"QTableWidget:focus {{ border: 3px solid {theme.ACCENT}; }}")
        self.setMinimumSize(1200, 680)      # 1366×768 less a title bar: 1366×720
        self.draw_list: list[dict] = []       # players waiting for the draw: name, club_id, buy_in, entry
        self.view: Optional[SeatingView] = None
        self.confirm_dialog: Optional[ConfirmDialog] = None
        self.sit_out_dialog: Optional[SitOutDialog] = None

        page = QVBoxLayout(self)
        page.setContentsMargins(16, 12, 16, 12)
        page.setSpacing(theme.GAP)
        self.heading = text_label("seatingHeading", 26, True)
        page.addWidget(self.heading)
        body = QHBoxLayout()
        body.setSpacing(theme.GAP * 2)
        page.addLayout(body, 1)

        # ---- the seats
        left = QVBoxLayout()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("seatTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selected)
        # Tab leaves the list for the next field (it does not walk its cells); Return on a seat acts on it.
        self.table.setTabKeyNavigation(False)
        self.table.activated.connect(lambda index: self._seat_chosen(index.row()))
        left.addWidget(self.table, 1)
        self.balance = text_label("balanceLabel", 18, False, theme.TEXT_SOFT)
        self.balance.setWordWrap(True)
        left.addWidget(self.balance)
        body.addLayout(left, 12)

        # The right column scrolls on a low screen (1366×768 less a title bar) rather than its rows
        # being squeezed over each other.
        column = QWidget()
        column.setObjectName("seatingColumn")
        right = QVBoxLayout(column)
        right.setContentsMargins(0, 0, 6, 0)
        right.setSpacing(theme.GAP)
        scroll = fit.VerticalScroll(column, "seatingScroll")
        body.addWidget(scroll, 9)

        # ---- the player chosen
        player = group("player")
        grid = QGridLayout(player)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setSpacing(theme.GAP)
        self.chosen = text_label("chosenLabel", 22, True, theme.ACCENT)
        grid.addWidget(self.chosen, 0, 0, 1, 3)
        self.rebuy_amount = line_edit("rebuyAmount")
        self.rebuy_amount.setValidator(QIntValidator(1, 2_000_000_000, self.rebuy_amount))
        self.rebuy_button = button("rebuyButton", "Ctrl+R")
        self.queue_button = button("queueRebuyButton", "Ctrl+Q")
        self.rebuy_amount.setMinimumWidth(140)
        grid.addWidget(self.rebuy_amount, 1, 0)
        grid.addWidget(self.rebuy_button, 1, 1)
        grid.addWidget(self.queue_button, 1, 2)
        self.sit_out_button = button("sitOutButton", "Ctrl+O")
        self.come_back_button = button("comeBackButton", "Ctrl+B")
        self.leave_button = button("leaveButton", "Ctrl+L")
        grid.addWidget(self.sit_out_button, 2, 0)
        grid.addWidget(self.come_back_button, 2, 1)
        grid.addWidget(self.leave_button, 2, 2)
        self.post_button = button("postBigBlindButton", "Ctrl+P")
        self.wait_button = button("waitBigBlindButton", "Ctrl+W")
        grid.addWidget(self.post_button, 3, 0, 1, 2)
        grid.addWidget(self.wait_button, 3, 2)
        self.player_message = message_label("playerMessage")
        grid.addWidget(self.player_message, 4, 0, 1, 3)
        right.addWidget(player)

        # ---- a new player
        adding = group("add")
        form = QGridLayout(adding)
        form.setContentsMargins(14, 10, 14, 10)
        form.setSpacing(theme.GAP)
        self.add_caption = text_label("addCaption", 22, True, theme.ACCENT)
        form.addWidget(self.add_caption, 0, 0, 1, 4)
        self.name_label = text_label("nameLabel")
        self.name = line_edit("playerName")
        self.name.setMaxLength(60)
        self.club_label = text_label("clubIdLabel")
        self.club_id = line_edit("clubId")
        self.buy_in_label = text_label("buyInLabel")
        self.buy_in_label.setWordWrap(True)
        self.buy_in = line_edit("buyIn")
        self.buy_in.setValidator(QIntValidator(1, 2_000_000_000, self.buy_in))
        self.seat_label = text_label("seatLabel")
        self.seat = combo("seatChoice")
        self.entry_label = text_label("entryLabel")
        self.entry = combo("entryChoice")
        # The name the whole width (a full name, read back); the buy-in and club number side by side;
        # the two choices a line each (their values are sentences: "paie la big blind tout de suite").
        form.addWidget(self.name_label, 1, 0)
        form.addWidget(self.name, 1, 1, 1, 3)
        form.addWidget(self.buy_in_label, 2, 0)
        form.addWidget(self.buy_in, 2, 1)
        form.addWidget(self.club_label, 2, 2)
        form.addWidget(self.club_id, 2, 3)
        form.addWidget(self.seat_label, 3, 0)
        form.addWidget(self.seat, 3, 1, 1, 3)
        form.addWidget(self.entry_label, 4, 0)
        form.addWidget(self.entry, 4, 1, 1, 3)
        self.seat_button = button("seatPlayerButton", "Ctrl+S")
        self.add_to_draw_button = button("addToDrawButton", "Ctrl+G")
        form.addWidget(self.seat_button, 5, 0, 1, 2)
        form.addWidget(self.add_to_draw_button, 5, 2, 1, 2)
        self.add_message = message_label("addMessage")
        form.addWidget(self.add_message, 6, 0, 1, 4)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        right.addWidget(adding)

        # ---- the draw
        drawing = group("draw")
        box = QVBoxLayout(drawing)
        box.setContentsMargins(14, 10, 14, 10)
        box.setSpacing(theme.GAP)
        self.waiting = text_label("drawList", 20, False)
        self.waiting.setWordWrap(True)
        box.addWidget(self.waiting)
        row = QHBoxLayout()
        self.draw_button = button("drawSeatsButton", "F5")
        self.clear_draw_button = button("clearDrawButton", "F7")
        row.addWidget(self.draw_button, 2)
        row.addWidget(self.clear_draw_button, 1)
        box.addLayout(row)
        self.draw_message = message_label("drawMessage")
        box.addWidget(self.draw_message)
        right.addWidget(drawing)
        right.addStretch(1)

        bottom = QHBoxLayout()
        self.close_button = button("closeSeatingButton", "Esc")
        self.next_hand_button = button("seatingNextHandButton", "F6")
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        bottom.addWidget(self.next_hand_button)
        page.addLayout(bottom)

        self.rebuy_button.clicked.connect(lambda: self.rebuy(queue=False))
        self.queue_button.clicked.connect(lambda: self.rebuy(queue=True))
        self.sit_out_button.clicked.connect(lambda: self._on_player(self.desk.sit_out))
        self.come_back_button.clicked.connect(lambda: self._on_player(self.desk.come_back))
        self.leave_button.clicked.connect(self.ask_to_leave)
        self.post_button.clicked.connect(lambda: self._on_player(lambda seat: self.desk.set_entry(seat, "post")))
        self.wait_button.clicked.connect(lambda: self._on_player(lambda seat: self.desk.set_entry(seat, "wait")))
        self.seat_button.clicked.connect(self.seat_player)
        # The panel by the keyboard all the way (its buttons take no focus: a touch console): every button
        # on a key of its own, shown in its corner. Ctrl and the word's letter (R rebuy, Q queue, O out,
        # B back, L leave, P post, W wait, S seat, D draw): the fields take the plain letters; the draw on
        # F5, clearing it F7, the next hand F6.
        self.keys = button_keys(self, self.rebuy_button, self.queue_button, self.sit_out_button,
                                self.come_back_button, self.leave_button, self.post_button, self.wait_button,
                                self.seat_button, self.add_to_draw_button, self.draw_button,
                                self.clear_draw_button, self.next_hand_button)
        # Return in the new player's form seats him (or adds him to the draw), as the form's button
        # does; no button of the dialog takes Return for itself (it would close the dialog).
        for field in (self.name, self.club_id, self.buy_in):
            field.returnPressed.connect(self._return_in_form)
        # The seat and the way in are chosen with the arrows: Return there seats the player too.
        self._return_keys = _ReturnSeats(self)
        for box in (self.seat, self.entry):
            box.installEventFilter(self._return_keys)
        self.rebuy_amount.returnPressed.connect(lambda: self.rebuy(queue=False))
        for each in self.findChildren(QPushButton):
            each.setAutoDefault(False)
            each.setDefault(False)
        self.add_to_draw_button.clicked.connect(self.add_to_draw)
        self.draw_button.clicked.connect(lambda: self.draw())
        self.clear_draw_button.clicked.connect(self.clear_draw)
        self.close_button.clicked.connect(self.accept)
        self.next_hand_button.clicked.connect(self.next_hand)
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------ reading

    def selected_seat(self) -> Optional[int]:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 0)
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def select_seat(self, seat: int) -> None:
        for r in range(self.table.rowCount()):
            if self.table.item(r, 0).data(Qt.ItemDataRole.UserRole) == seat:
                self.table.selectRow(r)
                return

    def _row(self, seat: Optional[int]):
        if self.view is None or seat is None:
            return None
        return next((r for r in self.view.rows if r.seat == seat and r.name), None)

    # ------------------------------------------------------------ drawing

    def refresh(self, _change: str = "") -> None:
        view = self.desk.seating_view()
        self.view = view
        keep = self.selected_seat()
        self.table.blockSignals(True)
        self.table.setRowCount(len(view.rows))
        for r, row in enumerate(view.rows):
            cells = (str(row.seat), row.name or "—", row.club_id, amount(row.stack) if row.name else "",
                     amount(row.bought_in) if row.name else "", render(row.status) if row.name else
                     translate("SeatingPanel", "free"))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row.seat)
                if not row.name:
                    item.setForeground(Qt.GlobalColor.gray)
                self.table.setItem(r, c, item)
        self.table.blockSignals(False)
        if keep is not None:
            self.select_seat(keep)
        self.balance.setText(render(view.balance))
        free = view.free_seats
        current = self.seat.currentData()
        self.seat.blockSignals(True)
        self.seat.clear()
        self.seat.addItem(translate("SeatingPanel", "by the draw"), 0)
        for seat in free:
            self.seat.addItem(translate("SeatingPanel", "seat {seat}").format(seat=seat), seat)
        self.seat.setCurrentIndex(max(0, self.seat.findData(current)))
        self.seat.blockSignals(False)
        limits = translate("SeatingPanel", "Buy-in ({low} to {high})").format(
            low=amount(view.min_buy_in), high=amount(view.max_buy_in)) if view.max_buy_in else translate("SeatingPanel", "Buy-in")
        self.buy_in_label.setText(limits)
        self.heading.setText(
            translate("SeatingPanel", "Seating · hand {hand} in progress: rebuys are queued for its end").format(
                hand=view.hand_number) if view.hand_in_progress else translate("SeatingPanel", "Seating · between hands"))
        self.next_hand_button.setEnabled(view.can_next_hand)
        self._show_draw_list()
        self._selected()
        for about, label in (("player", self.player_message), ("add", self.add_message), ("draw", self.draw_message)):
            if view.message_about == about:
                say_in(label, render(view.message), view.message_is_refusal)

    def _selected(self) -> None:
        row = self._row(self.selected_seat())
        on = row is not None and self.view is not None and self.view.session_open
        self.chosen.setText(translate("SeatingPanel", "Seat {seat} · {name}").format(seat=row.seat, name=row.name) if row
                            else translate("SeatingPanel", "Choose a player in the list"))
        hand = bool(self.view and self.view.hand_in_progress)
        self.rebuy_amount.setEnabled(on)
        self.rebuy_button.setEnabled(on)
        self.queue_button.setEnabled(on and hand)         # queued only while a hand is played
        self.sit_out_button.setEnabled(on and not row.sitting_out)
        self.come_back_button.setEnabled(on and row.sitting_out)
        self.leave_button.setEnabled(on)
        self.post_button.setEnabled(on and row.new and not hand)
        self.wait_button.setEnabled(on and row.new and not hand)

    def _show_draw_list(self) -> None:
        if self.draw_list:
            names = ", ".join(f"{p['name']} ({amount(p['buy_in'])})" for p in self.draw_list)
            self.waiting.setText(translate("SeatingPanel", "Waiting for the draw: {names}").format(names=names))
        else:
            self.waiting.setText(translate("SeatingPanel", "Nobody waits for the draw: add players with “Add to the draw”."))
        self.draw_button.setEnabled(bool(self.draw_list) and bool(self.view and self.view.session_open))
        self.clear_draw_button.setEnabled(bool(self.draw_list))

    # ------------------------------------------------------------ intents

    def _on_player(self, intent) -> Optional[str]:
        seat = self.selected_seat()
        if seat is None:
            say_in(self.player_message, translate("SeatingPanel", "Choose a player in the list first."))
            return translate("SeatingPanel", "Choose a player in the list first.")
        refusal = intent(seat)
        self.refresh()
        return refusal

    def ask_to_leave(self) -> Optional[ConfirmDialog]:
        """A player leaving is cashed out for good: asked first, with the name, the seat and the amount."""
        row = self._row(self.selected_seat())
        if row is None:
            self._on_player(self.desk.leave)            # says "choose a player first"
            return None
        question = translate("SeatingPanel", "{name} leaves seat {seat}?").format(name=row.name, seat=row.seat)
        effect = (translate("SeatingPanel", "{name} is in hand {hand}: the hand is folded now, and {name} is cashed "
                                            "out when it is over. The seat becomes free.").format(
                      name=row.name, hand=self.view.hand_number) if row.in_hand
                  else translate("SeatingPanel", "{name} is cashed out {amount} and the seat becomes free; coming "
                                                 "back later is a new buy-in.").format(
                      name=row.name, amount=amount(row.stack)))
        self.confirm_dialog = ask(self, "leaveConfirm", question, effect,
                                  translate("SeatingPanel", "Yes, {name} leaves").format(name=row.name),
                                  translate("SeatingPanel", "No, {name} stays").format(name=row.name),
                                  lambda seat=row.seat: self._leave(seat))
        return self.confirm_dialog

    def _leave(self, seat: int) -> Optional[str]:
        refusal = self.desk.leave(seat)
        self.refresh()
        return refusal

    def rebuy(self, queue: bool = False) -> Optional[str]:
        """A rebuy for the chosen player; during a hand refused, or queued when the dealer asks."""
        text = self.rebuy_amount.text().strip()
        if not text:
            message = translate("SeatingPanel", "Type the rebuy amount first.")
            say_in(self.player_message, message)
            return message
        refusal = self._on_player(lambda seat: self.desk.rebuy(seat, int(text), queue=queue))
        if refusal is None:
            self.rebuy_amount.clear()
        return refusal

    def _new_player(self) -> Optional[dict]:
        """The form's player, or None with the reason under the form."""
        name = self.name.text().strip()
        if not name:
            say_in(self.add_message, translate("SeatingPanel", "Type the player's name (or club id) first."))
            return None
        if not self.buy_in.text().strip():
            say_in(self.add_message, translate("SeatingPanel", "Type the buy-in first."))
            return None
        buy_in = int(self.buy_in.text())
        view = self.view
        if view is not None and view.min_buy_in and buy_in < view.min_buy_in:
            say_in(self.add_message, translate("SeatingPanel", "{amount} is below the minimum buy-in {minimum}.").format(
                amount=amount(buy_in), minimum=amount(view.min_buy_in)))
            return None
        if view is not None and view.max_buy_in and buy_in > view.max_buy_in:
            say_in(self.add_message, translate("SeatingPanel", "{amount} is above the maximum buy-in {maximum}.").format(
                amount=amount(buy_in), maximum=amount(view.max_buy_in)))
            return None
        return {"name": name, "club_id": self.club_id.text().strip(), "buy_in": buy_in,
                "entry": self.entry.currentData()}

    def _clear_form(self) -> None:
        for field in (self.name, self.club_id, self.buy_in):
            field.clear()

    def seat_player(self) -> Optional[str]:
        """The player sits at the seat chosen (or joins the draw when "by the draw" is chosen)."""
        player = self._new_player()
        if player is None:
            return self.add_message.text()
        seat = self.seat.currentData()
        if not seat:
            return self.add_to_draw(player)
        refusal = self.desk.sit(seat, player["name"], player["buy_in"], player["club_id"], player["entry"])
        if refusal is None:
            self._clear_form()
        self.refresh()
        return refusal

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        # The keyboard's way in: the new player's name, ready to be typed (Return adds him).
        self.name.setFocus(Qt.FocusReason.OtherFocusReason)

    def _return_in_form(self) -> None:
        if self.seat_player() is None:
            self.name.setFocus(Qt.FocusReason.OtherFocusReason)     # ready for the next player

    def _seat_chosen(self, row: int) -> None:
        """Return on a seat of the list: a free seat is the new player's (seated at once when the form is
        filled in, else the cursor goes to the name); a player's seat goes to the rebuy amount."""
        item = self.table.item(row, 0)
        if item is None:
            return
        seat = int(item.data(Qt.ItemDataRole.UserRole))
        if self._row(seat) is not None:
            self.rebuy_amount.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self.seat.setCurrentIndex(max(0, self.seat.findData(seat)))
        if self.name.text().strip() and self.buy_in.text().strip():
            self._return_in_form()
        else:
            self.name.setFocus(Qt.FocusReason.OtherFocusReason)

    def add_to_draw(self, player: Optional[dict] = None) -> Optional[str]:
        player = player or self._new_player()
        if player is None:
            return self.add_message.text()
        taken = {p["name"].casefold() for p in self.draw_list} | {
            r.name.casefold() for r in (self.view.rows if self.view else ()) if r.name}
        if player["name"].casefold() in taken:
            message = translate("SeatingPanel", "{name} is already seated or waiting for the draw.").format(name=player["name"])
            say_in(self.add_message, message)
            return message
        self.draw_list.append(player)
        self._clear_form()
        say_in(self.add_message, translate("SeatingPanel", "{name} waits for the draw: F5 draws the seats.").format(name=player["name"]), False)
        self._show_draw_list()
        return None

    def clear_draw(self) -> None:
        self.draw_list.clear()
        say_in(self.draw_message, "")
        self._show_draw_list()

    def draw(self, seed: Optional[int] = None) -> Optional[str]:
        """Seats drawn at random for everyone waiting (the seed is recorded with the draw)."""
        refusal = self.desk.draw_seats(list(self.draw_list), seed)
        if refusal is None:
            self.draw_list.clear()
        self.refresh()
        return refusal

    def next_hand(self) -> Optional[str]:
        choice = self.desk.sit_out_choice()
        if choice is not None:
            # More are to be dealt in than the game deals to: the dealer chooses who sits out, then it deals.
            self.sit_out_dialog = SitOutDialog(self.desk, choice, self)
            self.sit_out_dialog.setWindowModality(Qt.WindowModality.WindowModal)
            self.sit_out_dialog.accepted.connect(self.accept)
            self.sit_out_dialog.open()
            return None
        refusal = self.desk.new_hand()
        if refusal is None:
            self.accept()
        elif self.draw_list:
            # Players added to the draw have no seat yet: what is missing is the draw, not players.
            refusal = translate("SeatingPanel", "%n player(s) wait for the draw: draw the seats first, then "
                                                "deal the next hand.", None, len(self.draw_list))
            say_in(self.draw_message, refusal)
        else:
            say_in(self.draw_message, render(refusal))
        return refusal

    # ------------------------------------------------------------ words

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SeatingPanel", "Seating"))
        self.table.setHorizontalHeaderLabels([
            translate("SeatingPanel", "Seat"), translate("SeatingPanel", "Player"), translate("SeatingPanel", "Club id"), translate("SeatingPanel", "Stack"),
            translate("SeatingPanel", "Bought in"), translate("SeatingPanel", "Status")])
        self.rebuy_amount.setPlaceholderText(translate("SeatingPanel", "amount"))
        self.rebuy_button.setText(translate("SeatingPanel", "Rebuy"))
        self.queue_button.setText(translate("SeatingPanel", "Queue for next hand"))
        self.sit_out_button.setText(translate("SeatingPanel", "Sit out"))
        self.come_back_button.setText(translate("SeatingPanel", "Come back"))
        self.leave_button.setText(translate("SeatingPanel", "Leave"))
        self.post_button.setText(translate("SeatingPanel", "Posts a big blind now"))
        self.wait_button.setText(translate("SeatingPanel", "Waits for the BB"))
        self.add_caption.setText(translate("SeatingPanel", "New player"))
        self.name_label.setText(translate("SeatingPanel", "Name"))
        self.club_label.setText(translate("SeatingPanel", "Club id"))
        self.seat_label.setText(translate("SeatingPanel", "Seat"))
        self.entry_label.setText(translate("SeatingPanel", "To play"))
        current = self.entry.currentData()
        self.entry.clear()
        self.entry.addItem(translate("SeatingPanel", "waits for the big blind"), "wait")
        self.entry.addItem(translate("SeatingPanel", "posts a big blind at once"), "post")
        self.entry.setCurrentIndex(max(0, self.entry.findData(current)))
        self.seat_button.setText(translate("SeatingPanel", "Seat the player"))
        self.add_to_draw_button.setText(translate("SeatingPanel", "Add to the draw"))
        self.draw_button.setText(translate("SeatingPanel", "Draw the seats"))
        self.clear_draw_button.setText(translate("SeatingPanel", "Clear"))
        self.close_button.setText(translate("SeatingPanel", "Close"))
        self.next_hand_button.setText(translate("SeatingPanel", "Next hand"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
            self.refresh()
        super().changeEvent(event)
