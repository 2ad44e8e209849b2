"""The floor view: a supervisor's window onto the table's hand store.

Three pages: the supervisor's sign-in (nothing is shown before it), the hand
history with its search (hand number, date, table, seat, player), and the
step-by-step replay of the hand chosen (ui/floor/replay_view.py). Below them the
export of the hand chosen: PHH, text, the printable report as HTML, or the
same report as PDF, to a file the supervisor picks. "Check the record" (F9)
checks the whole store as ``dealer-app verify`` does, behind a progress
dialog that can be stopped (ui/dialogs/progress_dialog.py).

The window is given a floor controller (``dealer_app.floor.controller.FloorController``,
its intents in ui/kit/ports.py, its answers in ui/views/floor.py). When the supervisor's sign-in lapses (ten minutes
without use, or signed out), the window drops what it showed and asks for a
PIN again. Keys: Enter searches (in a search field) or opens the hand chosen
(in the list); F5 to F8 export; Esc goes back (replay -> list -> close; the sign-in: cancelled);
Home/Left/Right/End step the replay.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QStackedWidget, QVBoxLayout, QWidget

from ..dialogs.progress_dialog import run_with_progress
from ..dialogs.supervisor_dialog import SupervisorPanel
from ..kit import fit, floor_style, theme
from ..kit.i18n import amount, current_language, is_language_change, render, translate
from ..kit.key_button import KeyButton, button_keys
from ..kit.ports import FloorControllerLike
from ..kit.printable import write_pdf
from ..kit.save_as import ChoosePath, ask_path
from ..views.floor import HistoryView, Refusal
from .replay_view import ReplayView, phase_words
from .search_form import FormLayout, SearchForm, at_least as _fit, caption_label as _label, fill_hands, hand_list

# (format, suggested file name) -> the path chosen, or None when the supervisor cancels.
SIGN_IN, HISTORY, REPLAY = 0, 1, 2
EXPORTS = (("phh", "exportPhhButton", "F5"), ("text", "exportTextButton", "F6"),
           ("html", "exportHtmlButton", "F7"), ("pdf", "exportPdfButton", "F8"))
COLUMNS = ("number", "time", "table", "game", "players", "pot", "status")
# Room for "22/11/2026" and "1–10" at full size; the player's "nom complet, majuscules ou
# minuscules" takes the rest, even at 1280 px (the search buttons stand one above the other).
FORM = FormLayout(lines=((("number", 120), ("day", 180), ("table", 110), ("seat", 90), ("player", 0)),),
                  stretch=4, margins=(16, 10, 16, 12), row_gap=4, caption_px=18, caption_name="{key}Caption",
                  field_name="{key}Field", search_name="searchButton", clear_name="clearSearchButton",
                  button_rows=(0, 1))
WATCH_MS = 15_000               # how often the window checks that the sign-in still holds


class FloorView(QWidget):
    """The floor's window; ``choose_path`` picks where an export goes (a file dialog unless given)."""

    def __init__(self, controller: FloorControllerLike, choose_path: Optional[ChoosePath] = None,
                 parent: Optional[QWidget] = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.controller = controller
        self.choose_path = choose_path or self._ask_path
        self.setObjectName("floorView")
        self.setStyleSheet(floor_style.STYLESHEET)
        self.setMinimumSize(1240, 680)      # 1280 wide; 1366×768 less a title bar
        fit.follow_size(self)
        self.numbers: list[int] = []           # the hand number of each row of the list

        page = QVBoxLayout(self)
        page.setContentsMargins(12, 10, 12, 10)
        page.setSpacing(theme.GAP)
        self.pages = QStackedWidget()
        self.pages.setObjectName("floorPages")
        self.sign_in_panel = SupervisorPanel(self._check_pin, parent=self)
        sign_in_page = QWidget()
        sign_in_page.setObjectName("signInPage")
        centre = QHBoxLayout(sign_in_page)
        centre.addStretch(1)
        self.sign_in_panel.setFixedWidth(720)
        centre.addWidget(self.sign_in_panel)
        centre.addStretch(1)
        self.pages.addWidget(sign_in_page)
        self.pages.addWidget(self._history_page())
        self.replay_view = ReplayView()
        self.pages.addWidget(self.replay_view)
        self.replay_view.setMinimumHeight(0)
        page.addWidget(self.pages, 1)
        page.addWidget(self._export_bar())

        self.sign_in_panel.signed_in.connect(lambda supervisor, reason: self._signed_in())
        self.sign_in_panel.cancelled.connect(self.close)
        self.replay_view.back.connect(self._back_to_list)
        self._bind_keys()
        self.watch = QTimer(self)
        self.watch.setInterval(WATCH_MS)
        self.watch.timeout.connect(self._check_still_signed_in)
        self.retranslate()
        self._show_sign_in()

    # ----------------------------------------------------------------- building

    def _history_page(self) -> QWidget:
        history = QWidget()
        history.setObjectName("historyPage")
        box = QVBoxLayout(history)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(theme.GAP)

        top = QFrame()
        top.setObjectName("floorTop")
        row = QHBoxLayout(top)
        row.setContentsMargins(16, 6, 16, 6)
        row.setSpacing(theme.GAP * 2)
        self.title = _label("floorTitle", 28, True)
        self.signed_in_label = _label("signedInLabel", 20, True, theme.ACCENT)
        # F12 opens the floor view from the table, F12 signs out here (the F-keys: no field takes them).
        self.sign_out_button = KeyButton("signOutButton", "", "F12")
        self.close_button = KeyButton("closeFloorButton", "", "Esc")
        self.check_button = KeyButton("checkRecordButton", "", "F9")
        for b in (self.sign_out_button, self.close_button, self.check_button):
            _fit(b, 220)
        # Who is signed in under the title, not beside it: three buttons leave the two no room side by
        # side at 1280 px in Russian ("РЕЖИМ СУПЕРВАЙЗЕРА" · "Вход выполнен: супервайзер M-01").
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.title)
        names.addWidget(self.signed_in_label)
        row.addLayout(names, 1)
        row.addWidget(self.check_button)
        row.addWidget(self.sign_out_button)
        row.addWidget(self.close_button)
        box.addWidget(top)

        self.form = SearchForm(FORM, self.search, self.clear_search)
        self.fields, self.field_captions = self.form.fields, self.form.captions
        self.search_button, self.clear_button = self.form.search_button, self.form.clear_button
        box.addWidget(self.form)

        self.heading = _label("historyHeading", 22, True)
        box.addWidget(self.heading)
        self.hands = hand_list("handTable", (110, 240, 110, 310, 0, 130, 190), floor_style.ROW_HEIGHT,
                               QHeaderView.ResizeMode.Fixed)
        self.hands.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.hands.horizontalHeader().setMinimumHeight(48)
        box.addWidget(self.hands, 1)

        self.sign_out_button.clicked.connect(self.sign_out)
        self.check_button.clicked.connect(self.check_record)
        self.close_button.clicked.connect(self.close)
        self.hands.itemSelectionChanged.connect(self._update_buttons)
        self.hands.cellActivated.connect(lambda r, c: self.open_replay())
        self.hands.cellDoubleClicked.connect(lambda r, c: self.open_replay())
        return history

    def _export_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("floorPanel")
        box = QVBoxLayout(bar)
        box.setContentsMargins(16, 8, 16, 8)
        box.setSpacing(4)
        self.export_row = QWidget()
        self.export_row.setObjectName("exportRow")
        row = QHBoxLayout(self.export_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(theme.GAP)
        self.replay_button = KeyButton("replayButton", "", "Enter")
        row.addWidget(self.replay_button, 3)
        self.export_buttons: dict[str, KeyButton] = {}
        for fmt, name, key in EXPORTS:
            self.export_buttons[fmt] = KeyButton(name, "", key)
            self.export_buttons[fmt].clicked.connect(lambda _=False, f=fmt: self.export(f))
            row.addWidget(self.export_buttons[fmt], 2)
        box.addWidget(self.export_row)
        # On the replay page the exports sit in its top bar, leaving the table the height.
        self.replay_exports: dict[str, KeyButton] = {}
        self.replay_export_caption = _label("replayExportCaption", 19, True, theme.TEXT_SOFT)
        self.replay_view.top_actions.addWidget(self.replay_export_caption)
        for fmt, name, key in EXPORTS:
            button = KeyButton("replay" + name[0].upper() + name[1:], "", key)
            _fit(button, 118)
            button.clicked.connect(lambda _=False, f=fmt: self.export(f))
            self.replay_view.top_actions.addWidget(button)
            self.replay_exports[fmt] = button
        self.message = _label("floorMessage", 20, True)
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(28)
        box.addWidget(self.message)
        self.replay_button.clicked.connect(lambda: self.open_replay())
        self.export_bar = bar
        return bar

    def _bind_keys(self) -> None:
        keys = [(key, lambda f=fmt: self.export(f)) for fmt, _, key in EXPORTS] + [("Esc", self._escape),
                                                                                     ("F9", self.check_record)]
        self.shortcuts = {"F12": button_keys(self.sign_out_button, self.sign_out_button)[0]}
        for sequence, handler in keys:
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.setObjectName(f"floorKey{sequence}")
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(handler)
            self.shortcuts[sequence] = shortcut

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Floor", "Floor view"))
        self.title.setText(translate("Floor", "FLOOR VIEW"))
        self.sign_in_panel.set_purpose(translate("Floor", "Opening the floor view: the hand history, replays and "
                                                    "exports. Every look and every export is recorded "
                                                    "with your id."))
        captions = {"number": translate("Floor", "Hand no."), "day": translate("Floor", "Date"),
                    "table": translate("Floor", "Table"), "seat": translate("Floor", "Seat"),
                    "player": translate("Floor", "Player")}
        hints = {"number": "1234", "day": translate("Floor", "22/11/2026"), "table": "T4", "seat": "1–10",
                 "player": translate("Floor", "full name, any case")}
        self.form.say(captions, hints, translate("Floor", "Search"), translate("Floor", "Last hands"))
        self.hands.setHorizontalHeaderLabels([
            translate("Floor", "Hand"), translate("Floor", "Time"), translate("Floor", "Table"),
            translate("Floor", "Game"), translate("Floor", "Players"), translate("Floor", "Pot"),
            translate("Floor", "Status")])
        self.sign_out_button.setText(translate("Floor", "Sign out"))
        self.check_button.setText(translate("Floor", "Check the record"))
        self.close_button.setText(translate("Floor", "Close"))
        self.replay_button.setText(translate("Floor", "Replay step by step"))
        words = {"phh": translate("Floor", "Export PHH"), "text": translate("Floor", "Export text"),
                 "html": translate("Floor", "Report (HTML)"), "pdf": translate("Floor", "Report (PDF)")}
        for fmt, button in self.export_buttons.items():
            button.setText(words[fmt])
        self.replay_export_caption.setText(translate("Floor", "Export"))
        short = {"phh": translate("Floor", "PHH"), "text": translate("Floor", "Text"),
                 "html": translate("Floor", "HTML"), "pdf": translate("Floor", "PDF")}
        for fmt, button in self.replay_exports.items():
            button.setText(short[fmt])
            button.setAccessibleName(words[fmt])
        self._show_supervisor()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- signing in

    def _check_pin(self, supervisor: str, pin: str, reason: str) -> Optional[str]:
        refusal = self.controller.sign_in(supervisor, pin)
        return None if refusal is None else refusal.message

    def _signed_in(self) -> None:
        self.watch.start()
        self._show_supervisor()
        self.pages.setCurrentIndex(HISTORY)
        self._show_history(self.controller.recent())
        self.hands.setFocus()

    def _show_supervisor(self) -> None:
        who = self.controller.signed_in()
        self.signed_in_label.setText(translate("Floor", "Supervisor {id} signed in").format(id=who) if who else "")

    def _show_sign_in(self, why: str = "") -> None:
        """Back to the PIN, and nothing of the record left on screen."""
        self.watch.stop()
        self.numbers = []
        self.hands.setRowCount(0)
        self.heading.clear()
        self.replay_view.replay = None
        self.pages.setCurrentIndex(SIGN_IN)
        self.say("", False)
        self.sign_in_panel.start()
        if why:
            self.sign_in_panel.say(why)

    def _check_still_signed_in(self) -> None:
        if self.pages.currentIndex() != SIGN_IN and self.controller.signed_in() is None:
            self._show_sign_in(translate("Floor", "Signed out after a while without use: sign in again."))

    def _refused(self, refusal: Optional[Refusal]) -> bool:
        """True when refused: a lapsed sign-in goes back to the PIN, anything else is said."""
        if refusal is None:
            return False
        if refusal.code == "signed-out":
            self._show_sign_in(translate("Floor", "Signed out after a while without use: sign in again."))
        else:
            self.say(render(refusal.message), True)
        return True

    def sign_out(self) -> None:
        self.controller.sign_out()
        self._show_sign_in()

    # ----------------------------------------------------------------- the list

    def search(self) -> None:
        view = self.controller.search(**self.form.values())
        if not self._refused(view.refusal):
            self._show_history(view)

    def clear_search(self) -> None:
        self.form.clear()
        view = self.controller.recent()
        if not self._refused(view.refusal):
            self._show_history(view)

    def _show_history(self, view: HistoryView) -> None:
        if self._refused(view.refusal):
            return
        self.heading.setText(render(view.heading))
        self.numbers = [line.number for line in view.lines]
        fill_hands(self.hands, [(str(line.number), render(line.time), line.table, render(line.game), line.players,
                                 "" if line.pot is None else amount(line.pot), phase_words(line.status_code))
                                for line in view.lines], right=(0, 5))
        self.say(translate("Floor", "Hands listed: {count}").format(count=len(view.lines)), False)
        self._update_buttons()

    def selected_number(self) -> Optional[int]:
        if self.pages.currentIndex() == REPLAY and self.replay_view.replay is not None:
            return self.replay_view.replay.number
        rows = self.hands.selectionModel().selectedRows() if self.hands.selectionModel() else []
        return self.numbers[rows[0].row()] if rows else None

    def _update_buttons(self) -> None:
        """Exports need a hand; on the replay page they sit in its top bar and the bar below
        shows only a message, so the table keeps the height."""
        page = self.pages.currentIndex()
        chosen = self.selected_number() is not None
        for button in (*self.export_buttons.values(), *self.replay_exports.values(), self.replay_button):
            button.setEnabled(chosen)
        has_message = bool(self.message.text())
        self.export_row.setVisible(page == HISTORY)
        self.message.setVisible(page == HISTORY or has_message)
        self.export_bar.setVisible(page == HISTORY or (page == REPLAY and has_message))

    # ----------------------------------------------------------------- the replay

    def open_replay(self, number: Optional[int] = None) -> None:
        number = number if number is not None else self.selected_number()
        if number is None:
            self.say(translate("Floor", "Choose a hand in the list first."), True)
            return
        answer = self.controller.replay(number)
        if self._refused(answer.refusal):
            return
        self.replay_view.show_replay(answer.replay)
        self.pages.setCurrentIndex(REPLAY)
        self.say("", False)
        self._update_buttons()

    def _back_to_list(self) -> None:
        self.pages.setCurrentIndex(HISTORY)
        self._update_buttons()

    def _escape(self) -> None:
        if self.pages.currentIndex() == REPLAY:
            self._back_to_list()
        elif self.pages.currentIndex() == HISTORY:
            self.close()
        else:                                  # the sign-in: Esc cancels it, as its button says
            self.sign_in_panel.cancel_button.click()

    # ----------------------------------------------------------------- exports

    def export(self, fmt: str) -> None:
        if self.pages.currentIndex() == SIGN_IN:
            return
        number = self.selected_number()
        if number is None:
            self.say(translate("Floor", "Choose a hand in the list first."), True)
            return
        path = self.choose_path(fmt, render(self.controller.file_name(number, fmt)))
        if not path:
            self.say(translate("Floor", "Export cancelled: nothing was written."), False)
            return
        answer = self.controller.export(number, fmt, path, pdf=write_pdf, language=current_language())
        if not self._refused(answer.refusal):
            self.say(render(answer.message), False)

    def check_record(self) -> None:
        """The whole record checked, the chain then every hand replayed, behind a dialog that can stop it."""
        if self.pages.currentIndex() == SIGN_IN:
            return
        answer = run_with_progress(self, translate("Floor", "Checking the record"), self.controller.check_record)
        if not self._refused(answer.refusal):
            self.say(render(answer.message), answer.intact is False)

    def _ask_path(self, fmt: str, suggested: str) -> Optional[str]:
        return ask_path(self, translate("Floor", "Save the hand as"), fmt, suggested)

    # ----------------------------------------------------------------- the rest

    def say(self, text: str, refusal: bool) -> None:
        colour = theme.WARN if refusal else theme.TEXT_SOFT
        self.message.setText(("⚠ " if refusal and text else "") + text)
        self.message.setStyleSheet(f"font-size:20px; font-weight:bold; color:{colour};")
        self._update_buttons()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Closing the window signs the supervisor out: the next person needs their own PIN."""
        self.watch.stop()
        if self.controller.signed_in() is not None:
            self.controller.sign_out()
        super().closeEvent(event)


def open_floor_view(parent: Optional[QWidget], controller: FloorControllerLike,
                    choose_path: Optional[ChoosePath] = None) -> FloorView:
    """The floor view as a window of its own, at the supervisor's sign-in."""
    view = FloorView(controller, choose_path, parent)
    view.resize(1600, 1000)
    if parent is not None:                     # a small screen: within the console's window, at its scale
        view.resize(max(view.minimumWidth(), min(1600, parent.width())),
                    max(view.minimumHeight(), min(1000, parent.height())))
    view.show()
    view.raise_()
    view.activateWindow()
    return view
