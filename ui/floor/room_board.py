"""The room board: every table of the room on one screen, live (the floor station's first tab).

One row per table store: table, game, stakes, hand, players seated, pot in
play, dealer, status (dealing / idle / closed / offline since … / stale
since …), "synced through hand N", and the alarm. A fork, a gap, an altered
event or two consoles claiming one table is written in words and the row is
red. The board object (``RoomBoardLike``) reads the central record in its own
thread and calls ``on_change`` from there; the widget hands that to Qt's
thread with a signal, and redraws every second as well (a row turns stale by
time alone). An alarm a supervisor acknowledged is said with who and why, in
soft grey, never red. Keys: Up/Down move along the tables; the station's F9
acknowledges the selected table's open alarms (ui/floor/floor_station.py).

No row is chosen when the board opens, and the row chosen is drawn as a yellow frame around it, never a
yellow fill: a red alarm row stays red when chosen (issue 25, item 10). An alarm says itself in words with
a "⚠" before them, not by its colour alone; every cell's whole text is its tooltip too.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, QModelIndex, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QStyle, QStyledItemDelegate,
                               QStyleOptionViewItem, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..kit import floor_style, theme
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.ports import RoomBoardLike
from ..views.room import BoardView

ALARM_ROW = "#5c1f1f"            # a red row: white text on it 11:1
ALARM_TEXT = "#ff8f8f"           # the alarm's words on the normal rows' dark grey, 7.4:1
STATUS_COLOURS = {"dealing": theme.GOOD, "idle": theme.TEXT_SOFT, "closed": theme.TEXT_DIM,
                  "offline": theme.WARN, "stale": theme.WARN}
# (column, width; 0 stretches)
COLUMNS = (("table", 70), ("game", 210), ("stakes", 75), ("hand", 75), ("players", 90), ("pot", 110),
           ("dealer", 95), ("status", 170), ("synced", 185), ("alarm", 0))
REDRAW_MS = 1000
ALARM_MARK = "⚠ "                # before a red alarm's words: not said by colour alone
FRAME_PX = 4                     # the chosen row's frame


class ChosenRowFrame(QStyledItemDelegate):
    """The chosen row drawn as a frame in the accent colour around its cells, each cell keeping its own
    background and text colour (a red alarm row stays red)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        chosen = bool(option.state & QStyle.StateFlag.State_Selected)
        plain = QStyleOptionViewItem(option)
        plain.state &= ~QStyle.StateFlag.State_Selected
        plain.state &= ~QStyle.StateFlag.State_HasFocus       # no dotted focus box either: the frame says it
        super().paint(painter, plain, index)
        if not chosen:
            return
        painter.save()
        pen = QPen(QColor(theme.ACCENT))
        pen.setWidth(FRAME_PX)
        painter.setPen(pen)
        r: QRect = option.rect
        half = FRAME_PX // 2
        top, bottom = r.top() + half, r.bottom() - half + 1
        painter.drawLine(r.left(), top, r.right(), top)
        painter.drawLine(r.left(), bottom, r.right(), bottom)
        if index.column() == 0:
            painter.drawLine(r.left() + half, r.top(), r.left() + half, r.bottom())
        if index.column() == index.model().columnCount() - 1:
            painter.drawLine(r.right() - half + 1, r.top(), r.right() - half + 1, r.bottom())
        painter.restore()


class RoomBoardWidget(QWidget):
    changed = Signal()

    def __init__(self, board: RoomBoardLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("roomBoard")
        self.board = board
        self.view: Optional[BoardView] = None
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(theme.GAP)
        self.heading = QLabel()
        self.heading.setObjectName("boardHeading")
        box.addWidget(self.heading)
        self.answer = QLabel()             # what the last acknowledgement said (a refusal, or done)
        self.answer.setObjectName("boardAnswer")
        self.answer.setWordWrap(True)
        self.answer.setStyleSheet(f"font-size:17px; color:{theme.TEXT_SOFT};")
        self.answer.hide()
        box.addWidget(self.answer)
        self.tables = QTableWidget(0, len(COLUMNS))
        self.tables.setObjectName("boardTable")
        self.tables.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tables.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tables.verticalHeader().setVisible(False)
        self.tables.verticalHeader().setDefaultSectionSize(floor_style.ROW_HEIGHT - 16)
        # A long alarm or game name takes a second line rather than being cut.
        self.tables.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tables.setWordWrap(True)
        self.tables.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tables.setItemDelegate(ChosenRowFrame(self.tables))
        header = self.tables.horizontalHeader()
        header.setMinimumHeight(44)
        for column, (_, width) in enumerate(COLUMNS):
            if width:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(column, width)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        box.addWidget(self.tables, 1)
        # The board's thread only emits; Qt queues the signal to this widget's thread.
        self.changed.connect(self.redraw, Qt.ConnectionType.QueuedConnection)
        board.on_change = lambda stores: self.changed.emit()
        self.timer = QTimer(self)
        self.timer.setInterval(REDRAW_MS)
        self.timer.timeout.connect(self.redraw)
        self.timer.start()
        self.retranslate()
        self.redraw()

    def retranslate(self) -> None:
        self.tables.setHorizontalHeaderLabels([
            translate("Station", "Table"), translate("Station", "Game"), translate("Station", "Stakes"),
            translate("Station", "Hand"), translate("Station", "Players"), translate("Station", "Pot in play"),
            translate("Station", "Dealer"), translate("Station", "Status"), translate("Station", "Central record"),
            translate("Station", "Alarm")])
        self.redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def redraw(self) -> None:
        view = self.board.view()
        self.view = view
        colour = theme.TEXT if view.live else theme.WARN
        self.heading.setText(render(view.heading))
        self.heading.setStyleSheet(f"font-size:22px; font-weight:bold; color:{colour};")
        self.tables.setRowCount(len(view.lines))
        grown = False
        for r, line in enumerate(view.lines):
            alarm = render(line.alarm)
            values = (line.table, render(line.game), line.stakes, "" if line.hand is None else str(line.hand),
                      str(line.players) if line.hand is not None else "", "" if line.pot is None else amount(line.pot),
                      line.dealer, render(line.status), render(line.synced),
                      ALARM_MARK + alarm if line.alarm_red and alarm else alarm)
            for c, value in enumerate(values):
                item = self.tables.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    self.tables.setItem(r, c, item)
                grown = grown or item.text() != value
                item.setText(value)
                item.setToolTip(value)
                if c in (3, 4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.setBackground(QBrush(QColor(ALARM_ROW)) if line.alarm_red else QBrush())
                if line.alarm_red:
                    item.setForeground(QBrush(QColor(theme.TEXT)))
                elif c == 7:
                    item.setForeground(QBrush(QColor(STATUS_COLOURS.get(line.status_code, theme.TEXT))))
                elif c == 9:
                    item.setForeground(QBrush(QColor(theme.TEXT_SOFT if line.alarm_acknowledged else ALARM_TEXT)))
                else:
                    item.setForeground(QBrush(QColor(theme.TEXT)))
                font = item.font()
                font.setBold(c == 0 or (c == 9 and not line.alarm_acknowledged) or line.alarm_red)
                item.setFont(font)
        if grown:
            # Rows sized again to their words now: a longer alarm or number never waits for a relayout.
            self.tables.resizeRowsToContents()

    def selected_line(self):
        """The board line of the selected row (None when none is)."""
        row = self.tables.currentRow()
        if self.view is None or not 0 <= row < len(self.view.lines):
            return None
        return self.view.lines[row]

    def say(self, text: str) -> None:
        self.answer.setText(text)
        self.answer.setVisible(bool(text))

    def stop(self) -> None:
        self.timer.stop()
        self.board.stop()
