"""The room's jackpot screen (``dealer-app jackpot-display --central URL``): each jackpot's meter in big type,
the last jackpot paid and the high-hand board of the current period, for a screen on the room's wall.

Handed its live source (any ui.kit.ports.JackpotScreenLike): its thread calls ``on_change``, which only emits a
signal; Qt redraws in the window's thread. The type grows with the window: read from across the room at
1920×1080, and still whole at 1366×768 (tests/ui/test_jackpot_display.py measures every line).
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.ports import JackpotScreenLike
from ..views.jackpot_room import JackpotRoomView

REDRAW_MS = 1000            # the "since …" and a missed signal: redrawn at least this often


def columns_for(count: int) -> int:
    """Meters side by side: one alone fills the width; up to four in two columns; then three, then four."""
    return 1 if count <= 1 else 2 if count <= 4 else 3 if count <= 9 else 4


class JackpotDisplay(QWidget):
    changed = Signal()

    def __init__(self, screen: JackpotScreenLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.screen = screen
        self.view: Optional[JackpotRoomView] = None
        self.setObjectName("jackpotDisplay")
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"QWidget#jackpotDisplay {{ background:{theme.BACKGROUND}; }} "
                           f"QLabel {{ color:{theme.TEXT}; font-family:'{theme.FONT_FAMILY}'; }} "
                           f"QFrame#meter {{ background:{theme.PANEL}; border:2px solid {theme.PANEL_EDGE}; "
                           f"border-radius:12px; }}")
        page = QVBoxLayout(self)
        page.setContentsMargins(24, 16, 24, 16)
        self.title = self._label("jackpotTitle", theme.ACCENT)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setSpacing(16)
        page.addLayout(self.grid, 3)
        self.meter_frames: list[tuple[QFrame, QLabel, QLabel, QLabel]] = []
        self.empty = self._label("noMeter", theme.TEXT_SOFT)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid.addWidget(self.empty, 0, 0)
        self.last_hit = self._label("lastHit", theme.TEXT_SOFT)
        self.last_hit.setWordWrap(True)
        self.last_hit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.addWidget(self.last_hit)
        self.high_title = self._label("highHandTitle", theme.ACCENT)
        self.high_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.addWidget(self.high_title)
        self.high_lines = self._label("highHands", theme.TEXT)
        self.high_lines.setWordWrap(True)
        self.high_lines.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.addWidget(self.high_lines, 1)
        self.status = self._label("displayStatus", theme.WARN)
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        page.addWidget(self.status)
        # The screen's thread only emits; Qt queues the signal to this widget's thread.
        self.changed.connect(self.redraw, Qt.ConnectionType.QueuedConnection)
        screen.on_change = self.changed.emit
        self.timer = QTimer(self)
        self.timer.setInterval(REDRAW_MS)
        self.timer.timeout.connect(self.redraw)
        self.timer.start()
        self.redraw()

    def _label(self, name: str, colour: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setStyleSheet(f"color:{colour};")
        return label

    # ------------------------------------------------------------ drawing

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.redraw()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._size_type()

    def redraw(self) -> None:
        view = self.screen.view()
        self.view = view
        self.title.setText(translate("JackpotDisplay", "Bad beat jackpot"))
        self._meters(view)
        self.last_hit.setText(render(view.last_hit))
        self.high_title.setText(render(view.high_hand_title) if view.high_hand_title
                                else translate("JackpotDisplay", "High hand"))
        self.high_lines.setText("\n".join(render(line) for line in view.high_hands) or render(view.no_high_hand))
        self.status.setText(render(view.lost) if view.lost else "")
        self.status.setVisible(bool(view.lost))
        self._size_type()

    def _meters(self, view: JackpotRoomView) -> None:
        while len(self.meter_frames) < len(view.meters):
            frame = QFrame()
            frame.setObjectName("meter")
            box = QVBoxLayout(frame)
            name, tables, figure = (self._label("meterName", theme.TEXT_SOFT), self._label("meterTables", theme.TEXT_DIM),
                                    self._label("meterAmount", theme.GOOD))
            for label in (name, tables, figure):
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                box.addWidget(label)
            self.meter_frames.append((frame, name, tables, figure))
        for frame, *_ in self.meter_frames:
            self.grid.removeWidget(frame)
            frame.hide()
        across = columns_for(len(view.meters))
        for i, line in enumerate(view.meters):
            frame, name, tables, figure = self.meter_frames[i]
            name.setText(render(line.name))
            tables.setText(render(line.tables))
            tables.setVisible(bool(line.tables))
            figure.setText(amount(line.amount))
            self.grid.addWidget(frame, i // across, i % across)
            frame.show()
        self.empty.setText(translate("JackpotDisplay", "No table runs the jackpot now"))
        self.empty.setVisible(not view.meters)

    def _size_type(self) -> None:
        """Type in proportion to the window: the meters' amounts as large as their box allows."""
        view = self.view
        if view is None:
            return
        height, width = max(self.height(), 300), max(self.width(), 400)
        count = max(1, len(view.meters))
        across = columns_for(count)
        rows = -(-count // across)
        cell_h = height * 0.55 / rows
        cell_w = (width - 48) / across
        figure_px = max(18, int(min(cell_h / 2.6, cell_w / 7.5)))
        self._px(self.title, min(height // 14, figure_px), bold=True)     # never above the amounts
        self._px(self.empty, max(16, height // 24))
        for frame, name, tables, figure in self.meter_frames[:count]:
            self._px(name, max(14, int(cell_h / 7)), bold=True)
            self._px(tables, max(12, int(cell_h / 10)))
            # An amount of up to 9 digits with its groups fits the box's width.
            self._px(figure, figure_px, bold=True)
        self._px(self.last_hit, max(14, height // 40))
        self._px(self.high_title, max(16, height // 28), bold=True)
        lines = max(1, len(view.high_hands))
        self._px(self.high_lines, max(14, int(min(height // 30, height * 0.18 / lines / 1.4))))
        self._px(self.status, max(14, height // 40), bold=True)

    @staticmethod
    def _px(label: QLabel, px: int, bold: bool = False) -> None:
        font = QFont(theme.FONT_FAMILY)
        font.setPixelSize(px)
        font.setBold(bold)
        label.setFont(font)
