"""Hand search across every table (the floor station's second tab): the fields, the hands found, the
step-by-step replay of the one chosen (ui/floor/replay_view.py, the floor view's) and its export.

Keys: Enter searches (in a field) or opens the hand chosen (in the list);
F5 to F8 export (PHH, text, the report as HTML, as PDF); Esc goes back from
the replay to the list; Home/Left/Right/End step the replay.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QStackedWidget, QVBoxLayout, QWidget

from ..kit import floor_style, theme
from ..kit.i18n import amount, current_language, is_language_change, render, translate
from ..kit.key_button import KeyButton
from ..kit.ports import HandSearchLike
from ..kit.printable import write_pdf
from ..kit.save_as import ChoosePath, ask_path
from ..views.room import SearchView
from .replay_view import ReplayView, phase_words
from .search_form import FormLayout, SearchForm, at_least, caption_label as _label, fill_hands, hand_list

LIST, REPLAY = 0, 1
EXPORTS = (("phh", "F5"), ("text", "F6"), ("html", "F7"), ("pdf", "F8"))
# (field, width; 0 stretches), two rows of four; the buttons beside the two rows of fields
FORM = FormLayout(lines=((("table", 110), ("since", 230), ("until", 230), ("number", 110)),
                         (("seat", 90), ("player", 0), ("pot_min", 140), ("pot_max", 140))),
                  stretch=1, margins=(12, 6, 12, 8), row_gap=2, caption_px=17, caption_name="{key}SearchCaption",
                  field_name="{key}SearchField", search_name="stationSearchButton", clear_name="stationClearButton",
                  button_rows=(1, 3))
COLUMNS = (("time", 200), ("table", 90), ("number", 90), ("game", 270), ("players", 0), ("pot", 110),
           ("status", 150))


class HandSearchWidget(QWidget):
    def __init__(self, search: HandSearchLike, choose_path: Optional[ChoosePath] = None,
                 parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("handSearch")
        self.searcher = search
        self.choose_path = choose_path or self._ask_path
        self.keys: list[tuple[str, int]] = []          # (store id, number) of each row
        self.current_key: Optional[tuple[str, int]] = None     # the hand in the replay
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(theme.GAP)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._list_page())
        self.replay_view = ReplayView()
        self.replay_view.setMinimumHeight(0)
        self.pages.addWidget(self.replay_view)
        box.addWidget(self.pages, 1)
        self.replay_view.back.connect(self.back_to_list)
        self.replay_exports: dict[str, KeyButton] = {}
        self.replay_export_caption = _label("stationExportCaption", 19, True, theme.TEXT_SOFT)
        self.replay_view.top_actions.addWidget(self.replay_export_caption)
        for fmt, key in EXPORTS:
            button = KeyButton(f"stationReplayExport{fmt.capitalize()}", "", key)
            at_least(button, 110)
            button.clicked.connect(lambda _=False, f=fmt: self.export(f))
            self.replay_view.top_actions.addWidget(button)
            self.replay_exports[fmt] = button
        self.message = _label("searchMessage", 20, True)
        self.message.setWordWrap(True)
        box.addWidget(self.message)
        self.retranslate()

    def _list_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(theme.GAP)
        self.form = SearchForm(FORM, self.search, self.clear)
        self.fields, self.captions = self.form.fields, self.form.captions
        self.search_button, self.clear_button = self.form.search_button, self.form.clear_button
        box.addWidget(self.form)
        self.heading = _label("searchHeading", 20, True)
        self.heading.setWordWrap(True)
        box.addWidget(self.heading)
        self.hands = hand_list("foundHands", [width for _, width in COLUMNS], floor_style.ROW_HEIGHT - 16,
                               QHeaderView.ResizeMode.Interactive)
        box.addWidget(self.hands, 1)
        bar = QHBoxLayout()
        bar.setSpacing(theme.GAP)
        self.replay_button = KeyButton("stationReplayButton", "", "Enter")
        bar.addWidget(self.replay_button, 3)
        self.export_buttons: dict[str, KeyButton] = {}
        for fmt, key in EXPORTS:
            self.export_buttons[fmt] = KeyButton(f"stationExport{fmt.capitalize()}", "", key)
            self.export_buttons[fmt].clicked.connect(lambda _=False, f=fmt: self.export(f))
            bar.addWidget(self.export_buttons[fmt], 2)
        box.addLayout(bar)
        self.replay_button.clicked.connect(lambda: self.open_replay())
        self.hands.cellActivated.connect(lambda r, c: self.open_replay())
        self.hands.cellDoubleClicked.connect(lambda r, c: self.open_replay())
        self.hands.itemSelectionChanged.connect(self._update_buttons)
        return page

    def retranslate(self) -> None:
        captions = {"table": translate("Station", "Table"), "since": translate("Station", "From"),
                    "until": translate("Station", "To"), "number": translate("Station", "Hand no."),
                    "seat": translate("Station", "Seat"), "player": translate("Station", "Player"),
                    "pot_min": translate("Station", "Pot from"), "pot_max": translate("Station", "Pot to")}
        hints = {"table": "T4", "since": translate("Station", "22/11/2026 14:00"),
                 "until": translate("Station", "22/11/2026 18:00"), "number": "1234", "seat": "1–10",
                 "player": translate("Station", "full name, any case"), "pot_min": "100", "pot_max": "5000"}
        self.form.say(captions, hints, translate("Station", "Search"), translate("Station", "Last hands"))
        self.hands.setHorizontalHeaderLabels([
            translate("Station", "Time"), translate("Station", "Table"), translate("Station", "Hand"),
            translate("Station", "Game"), translate("Station", "Players"), translate("Station", "Pot"),
            translate("Station", "Status")])
        self.replay_button.setText(translate("Station", "Replay step by step"))
        words = {"phh": translate("Station", "Export PHH"), "text": translate("Station", "Export text"),
                 "html": translate("Station", "Report (HTML)"), "pdf": translate("Station", "Report (PDF)")}
        short = {"phh": "PHH", "text": translate("Station", "Text"), "html": "HTML", "pdf": "PDF"}
        for fmt in self.export_buttons:
            self.export_buttons[fmt].setText(words[fmt])
            self.replay_exports[fmt].setText(short[fmt])
            self.replay_exports[fmt].setAccessibleName(words[fmt])
        self.replay_export_caption.setText(translate("Station", "Export"))
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- the list

    def search(self) -> None:
        self._show(self.searcher.search(**self.form.values()))

    def clear(self) -> None:
        self.form.clear()
        self._show(self.searcher.search())

    def _show(self, view: SearchView) -> None:
        if view.refusal is not None:
            self.say(render(view.refusal.message), True)         # the list and the fields stay as they were
            return
        self.heading.setText(render(view.heading))
        self.keys = [(line.store_id, line.number) for line in view.lines]
        fill_hands(self.hands, [(render(line.time), line.table, str(line.number), render(line.game), line.players,
                                 "" if line.pot is None else amount(line.pot), phase_words(line.status_code))
                                for line in view.lines], right=(2, 5))
        if view.more:
            # Not the whole answer: said as a warning beside the list, as well as in its heading.
            self.say(translate("Station", "Hands listed: {count} — there are more: narrow the search").format(
                count=len(view.lines)), True)
        else:
            self.say(translate("Station", "Hands listed: {count}").format(count=len(view.lines)), False)

    def selected(self) -> Optional[tuple[str, int]]:
        if self.pages.currentIndex() == REPLAY and self.replay_view.replay is not None:
            return self.current_key
        row = self.hands.currentRow()
        return self.keys[row] if 0 <= row < len(self.keys) else None

    def _update_buttons(self) -> None:
        chosen = self.selected() is not None
        for button in (self.replay_button, *self.export_buttons.values(), *self.replay_exports.values()):
            button.setEnabled(chosen)

    # ----------------------------------------------------------------- the replay

    def open_replay(self, key: Optional[tuple[str, int]] = None) -> None:
        key = key or self.selected()
        if key is None:
            self.say(translate("Station", "Choose a hand in the list first."), True)
            return
        answer = self.searcher.replay(key)
        if answer.refusal is not None:
            self.say(render(answer.refusal.message), True)
            return
        self.current_key = key
        self.replay_view.show_replay(answer.replay)
        self.pages.setCurrentIndex(REPLAY)
        self.say("", False)
        self.replay_view.setFocus()

    def back_to_list(self) -> None:
        self.pages.setCurrentIndex(LIST)
        self.hands.setFocus()
        self._update_buttons()

    def escape(self) -> bool:
        """Esc: from the replay back to the list (True when it did something)."""
        if self.pages.currentIndex() == REPLAY:
            self.back_to_list()
            return True
        return False

    # ----------------------------------------------------------------- exports

    def export(self, fmt: str) -> None:
        key = self.selected()
        if key is None:
            self.say(translate("Station", "Choose a hand in the list first."), True)
            return
        path = self.choose_path(fmt, render(self.searcher.file_name(key, fmt)))
        if not path:
            self.say(translate("Station", "Export cancelled: nothing was written."), False)
            return
        answer = self.searcher.export(key, fmt, path, pdf=write_pdf, language=current_language())
        if answer.refusal is not None:
            self.say(render(answer.refusal.message), True)
        else:
            self.say(render(answer.message), False)

    def _ask_path(self, fmt: str, suggested: str) -> Optional[str]:
        return ask_path(self, translate("Station", "Save the hand as"), fmt, suggested)

    def say(self, text: str, refusal: bool) -> None:
        colour = theme.WARN if refusal else theme.TEXT_SOFT
        self.message.setText(("⚠ " if refusal and text else "") + text)
        self.message.setVisible(bool(text))          # no empty strip under the replay at 1366×768
        self.message.setStyleSheet(f"font-size:20px; font-weight:bold; color:{colour};")
        self._update_buttons()
