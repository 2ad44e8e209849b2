"""The hand-search form the floor view (one table's store) and the floor station (every table of the room)
share: the fields with their captions, "Search" (Enter in a field) and "Last hands", and the list of the
hands found. Each screen lays it out for its own fields and says its words in its own translation context
(the form is handed them: "Floor" for the floor view, "Station" for the station), so a search looks and
reads as it did on each screen."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Optional, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QGridLayout, QHeaderView, QLabel, QLineEdit,
                               QSizePolicy, QTableWidget, QTableWidgetItem, QWidget)

from ..kit import theme
from ..kit.key_button import KeyButton, button_keys


def caption_label(name: str, px: int, bold: bool = False, colour: str = theme.TEXT) -> QLabel:
    """The floor's labels: named for tests, sized in pixels."""
    widget = QLabel()
    widget.setObjectName(name)
    widget.setStyleSheet(f"font-size:{px}px; font-weight:{'bold' if bold else 'normal'}; color:{colour};")
    return widget


def at_least(button: QWidget, least: int) -> None:
    """At least ``least`` px wide, wider when the words need it (French is longer than English)."""
    button.setMinimumWidth(least)
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)


@dataclass(frozen=True)
class FormLayout:
    """How one screen lays the form out. ``lines``: lines of (field, width px; 0 stretches), each line a
    row of captions above a row of fields; the two buttons stand one above the other after the last
    column, in grid rows ``button_rows``. ``names``: the object names (tests find the widgets by them) of
    a caption and a field (formatted with the field's key), and of the search and clear buttons."""
    lines: tuple[tuple[tuple[str, int], ...], ...]
    stretch: int                                  # the column that takes the room left
    margins: tuple[int, int, int, int]
    row_gap: int
    caption_px: int
    caption_name: str
    field_name: str
    search_name: str
    clear_name: str
    button_rows: tuple[int, int]


class SearchForm(QFrame):
    """The fields and the two buttons; ``search`` is called on Enter in a field and by "Search",
    ``clear`` by "Last hands"."""

    def __init__(self, layout: FormLayout, search: Callable[[], None], clear: Callable[[], None],
                 parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("floorPanel")
        grid = QGridLayout(self)
        grid.setContentsMargins(*layout.margins)
        grid.setHorizontalSpacing(theme.GAP * 2)
        grid.setVerticalSpacing(layout.row_gap)
        self.fields: dict[str, QLineEdit] = {}
        self.captions: dict[str, QLabel] = {}
        for row, line in enumerate(layout.lines):
            for column, (key, width) in enumerate(line):
                caption = caption_label(layout.caption_name.format(key=key), layout.caption_px, True,
                                        theme.TEXT_SOFT)
                field = QLineEdit()
                field.setObjectName(layout.field_name.format(key=key))
                if width:
                    field.setFixedWidth(width)
                field.returnPressed.connect(search)
                grid.addWidget(caption, row * 2, column)
                grid.addWidget(field, row * 2 + 1, column)
                self.fields[key], self.captions[key] = field, caption
        grid.setColumnStretch(layout.stretch, 1)
        self.search_button = KeyButton(layout.search_name, "", "Enter")
        # The last hands again on Ctrl+L (the fields take the plain letters; the button takes no focus).
        self.clear_button = KeyButton(layout.clear_name, "", "Ctrl+L")
        last = max(len(line) for line in layout.lines)
        for button, row in zip((self.search_button, self.clear_button), layout.button_rows):
            at_least(button, 170)
            grid.addWidget(button, row, last)
        self.search_button.clicked.connect(search)
        self.clear_button.clicked.connect(clear)
        self.keys = button_keys(self, self.clear_button)

    def values(self) -> dict[str, str]:
        """What is typed, by field (the search's keyword arguments)."""
        return {key: field.text() for key, field in self.fields.items()}

    def clear(self) -> None:
        for field in self.fields.values():
            field.clear()

    def say(self, captions: Mapping[str, str], hints: Mapping[str, str], search: str, clear: str) -> None:
        """The words, in the screen's language and context: each field's caption (also its accessible
        name) and example, the two buttons."""
        for key, field in self.fields.items():
            self.captions[key].setText(captions[key])
            field.setPlaceholderText(hints[key])
            field.setAccessibleName(captions[key])
        self.search_button.setText(search)
        self.clear_button.setText(clear)


def hand_list(name: str, widths: Sequence[int], row_height: int, resize: QHeaderView.ResizeMode) -> QTableWidget:
    """The hands found, one row each, chosen one at a time; a column of width 0 stretches."""
    hands = QTableWidget(0, len(widths))
    hands.setObjectName(name)
    hands.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    hands.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    hands.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    hands.setAlternatingRowColors(True)
    hands.verticalHeader().setVisible(False)
    hands.verticalHeader().setDefaultSectionSize(row_height)
    header = hands.horizontalHeader()
    for column, width in enumerate(widths):
        if width:
            header.setSectionResizeMode(column, resize)
            header.resizeSection(column, width)
        else:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    return hands


def fill_hands(hands: QTableWidget, rows: Sequence[Sequence[str]], right: Sequence[int]) -> None:
    """The list's rows; the columns ``right`` (numbers: the hand, the pot) aligned right. The first row
    chosen."""
    hands.setRowCount(len(rows))
    for r, values in enumerate(rows):
        for c, value in enumerate(values):
            item = QTableWidgetItem(value)
            if c in right:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            hands.setItem(r, c, item)
    if rows:
        hands.selectRow(0)
