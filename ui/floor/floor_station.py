"""The floor station: the room seen from the floor's desk, from the central record (``dealer-app floor``).

A window of tabs, the console's look (ui/kit/theme.py, ui/kit/floor_style.py, the
compact scale of ui/kit/fit.py on a 1366×768 screen): the room board (live) and
the hand search across tables. ``add_tab`` is where another page joins them
(the reports): each tab gets the next function key after F3.

With a ``gate`` (``dealer-app floor`` always gives one) the station shows
nothing but the supervisor sign-in (ui/dialogs/supervisor_dialog.py's panel, the
console's) until the central roster grants it; every act after is recorded
with the supervisor (dealer_app/central/floor_acts.py).

Keys: F2 the room board, F3 the hand search, F4… the tabs added; Ctrl+Tab
and Ctrl+Shift+Tab go round them; Esc steps back (a replay to its list);
F9 on the board acknowledges the selected table's open alarms (a supervisor's
id, PIN and reason, recorded centrally); Ctrl+Q closes the station.
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from ..dialogs.supervisor_dialog import SupervisorPanel, ask_supervisor
from ..kit import fit, floor_style, theme
from ..kit.i18n import is_language_change, translate
from ..kit.key_button import KeyButton
from ..kit.ports import HandSearchLike, RoomBoardLike, StationGateLike
from ..kit.save_as import ChoosePath
from .hand_search import HandSearchWidget
from .room_board import RoomBoardWidget

ACKNOWLEDGE_KEY = "F9"

STYLESHEET = floor_style.STYLESHEET + f"""
QTabWidget::pane {{ border: 1px solid {theme.PANEL_EDGE}; border-radius: 10px; padding: 6px; }}
QTabBar::tab {{
    background: {theme.BUTTON}; color: {theme.TEXT}; min-height: 44px; padding: 0 22px;
    border-top-left-radius: 10px; border-top-right-radius: 10px; margin-right: 4px; font-weight: bold;
}}
QTabBar::tab:selected {{ background: {theme.ACCENT}; color: {theme.ACCENT_TEXT}; }}
"""


class FloorStation(QWidget):
    """The station's window; ``board`` and ``search`` are dealer_app.floor's RoomBoard and HandSearch."""

    def __init__(self, board: RoomBoardLike, search: HandSearchLike, *, central: str = "",
                 choose_path: Optional[ChoosePath] = None, gate: Optional[StationGateLike] = None,
                 parent: Optional[QWidget] = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("floorStation")
        self.setStyleSheet(STYLESHEET)
        self.setMinimumSize(1240, 680)
        fit.follow_size(self)
        self.central = central
        page = QVBoxLayout(self)
        page.setContentsMargins(12, 8, 12, 8)
        page.setSpacing(theme.GAP)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("stationTitle")
        self.title.setStyleSheet(f"font-size:26px; font-weight:bold; color:{theme.TEXT};")
        self.where = QLabel(central)
        self.where.setObjectName("stationCentral")
        self.where.setStyleSheet(f"font-size:17px; color:{theme.TEXT_SOFT};")
        self.close_button = KeyButton("stationCloseButton", "", "Ctrl+Q")
        self.close_button.setMinimumWidth(170)
        self.close_button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.close_button.clicked.connect(self.close)
        top.addWidget(self.title)
        top.addWidget(self.where, 1)
        top.addWidget(self.close_button)
        page.addLayout(top)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("stationTabs")
        self.tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Signed out, the sign-in is all there is: the tabs are the stack's second page.
        self.gate = gate
        self.pages = QStackedWidget()
        self.pages.setObjectName("stationPages")
        self.sign_in_panel = SupervisorPanel(lambda who, pin, _reason: gate.sign_in(who, pin), parent=self)
        self.sign_in_panel.signed_in.connect(self._signed_in)
        self.sign_in_panel.cancelled.connect(self.close)     # as the floor view at a table: no sign-in, no station
        sign_in_page = QWidget()                  # as the floor view at a table: the panel centred, 720 px wide
        sign_in_page.setObjectName("stationSignInPage")
        centre = QHBoxLayout(sign_in_page)
        centre.addStretch(1)
        self.sign_in_panel.setFixedWidth(720)
        centre.addWidget(self.sign_in_panel)
        centre.addStretch(1)
        self.pages.addWidget(sign_in_page)
        self.pages.addWidget(self.tabs)
        self.pages.setCurrentIndex(0 if gate is not None else 1)
        page.addWidget(self.pages, 1)
        self.signed_in_as = QLabel()
        self.signed_in_as.setObjectName("stationSupervisor")
        self.signed_in_as.setStyleSheet(f"font-size:17px; color:{theme.TEXT_SOFT};")
        top.insertWidget(2, self.signed_in_as)
        self._titles: list[Callable[[], str]] = []
        self.shortcuts: dict[str, QShortcut] = {}
        self.board = RoomBoardWidget(board)
        self.search = HandSearchWidget(search, choose_path)
        self.add_tab(self.board, lambda: translate("Station", "Room board"))
        self.add_tab(self.search, lambda: translate("Station", "Hand search"))
        for sequence, handler in (("Esc", self._escape), ("Ctrl+Q", self.close),
                                  *[(key, lambda f=fmt: self._export(f)) for fmt, key in
                                    (("phh", "F5"), ("text", "F6"), ("html", "F7"), ("pdf", "F8"))],
                                  (ACKNOWLEDGE_KEY, self.acknowledge_alarm)):
            self._shortcut(sequence, handler)
        self.retranslate()

    def add_tab(self, widget: QWidget, title: Callable[[], str]) -> int:
        """Another page of the station (``title`` says its name in the language in force); its key is the
        next of F2, F3, F4 …"""
        index = self.tabs.addTab(widget, "")
        self._titles.append(title)
        key = f"F{2 + index}"
        self._shortcut(key, lambda i=index: self.show_tab(i))
        self.tabs.setTabText(index, f"{title()}  ({key})")
        return index

    def _shortcut(self, sequence: str, handler) -> None:
        shortcut = QShortcut(QKeySequence(sequence), self)
        shortcut.setObjectName(f"stationKey{sequence}")
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(handler)
        self.shortcuts[sequence] = shortcut

    @property
    def signed_out(self) -> bool:
        return self.pages.currentIndex() == 0

    def _signed_in(self, supervisor: str, _reason: str) -> None:
        self.supervisor = supervisor
        self.pages.setCurrentIndex(1)
        self.retranslate()
        self.show_tab(self.tabs.currentIndex())

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self.signed_out:
            self.sign_in_panel.start()

    def show_tab(self, index: int) -> None:
        if self.signed_out:
            return
        self.tabs.setCurrentIndex(index)
        widget = self.tabs.widget(index)
        if widget is self.search and self.search.pages.currentIndex() == 0:
            self.search.fields["table"].setFocus()
        elif widget is self.board:
            self.board.tables.setFocus()

    def _escape(self) -> None:
        if self.signed_out:
            self.close()
        elif self.tabs.currentWidget() is self.search:
            self.search.escape()

    def acknowledge_alarm(self) -> None:
        """F9 on the board: the selected table's open alarms acknowledged by a supervisor (id, PIN, reason)."""
        if self.signed_out or self.tabs.currentWidget() is not self.board or self.gate is None:
            return
        line = self.board.selected_line()
        if line is None or not line.open_alarms:
            self.board.say(translate("Station", "Select a table with an open alarm first (Up/Down), then F9."))
            return
        gate, store, ids = self.gate, line.store_id, tuple(line.open_alarms)
        self.board.say("")
        self.alarm_dialog = ask_supervisor(
            self, translate("Station", "Acknowledge the alarm(s) of table {table}: your name and the reason are "
                                       "kept in the central record").format(table=line.table),
            lambda who, pin, reason: gate.acknowledge_alarms(store, ids, who, pin, reason),
            rules=lambda: None, refused=self.board.say, ask_reason=True)
        if self.alarm_dialog is not None:
            # Back to the board's keys once the dialog is gone (Up/Down, F9 again).
            self.alarm_dialog.finished.connect(lambda _: (self.activateWindow(), self.board.tables.setFocus()))
            self.alarm_dialog.accepted.connect(lambda: self.board.say(translate(
                "Station", "Alarm(s) of table {table} acknowledged by {who}").format(
                table=line.table, who=self.alarm_dialog.supervisor or "")))

    def _export(self, fmt: str) -> None:
        if not self.signed_out and self.tabs.currentWidget() is self.search:
            self.search.export(fmt)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Station", "Floor station"))
        self.title.setText(translate("Station", "FLOOR STATION"))
        self.close_button.setText(translate("Station", "Close"))
        self.sign_in_panel.set_purpose(translate("Station", "Open the floor station: every act here is recorded "
                                                            "with your name"))
        supervisor = getattr(self, "supervisor", None)
        self.signed_in_as.setText(translate("Station", "Supervisor: {id}").format(id=supervisor) if supervisor
                                  else "")
        for index, title in enumerate(self._titles):
            self.tabs.setTabText(index, f"{title()}  (F{2 + index})")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.board.stop()
        super().closeEvent(event)
