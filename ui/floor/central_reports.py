"""The floor station's reports tab: rake and time collected for a day, by table, shift, dealer, day or table
session, and the French daily register with its closing checkpoints; CSV and PDF.

A plain QWidget handed its controller (any ui.kit.ports.CentralReportsLike): the floor station's launcher,
dealer_app/console/floor_station.py, builds the desk and adds this tab, so ui imports nothing of the
application. The console's look (ui/kit/floor_style.py). Every number comes from the controller's view; the
words are the tab's own.
"""
from __future__ import annotations

import html
import re
from datetime import date
from typing import Optional

from PySide6.QtCore import QDate, QEvent, Qt
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDateEdit, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from ..kit import floor_style, theme
from ..kit.i18n import QT_TRANSLATE_NOOP, amount, current_language, is_language_change, render, translate
from ..kit.ports import CentralReportsLike
from ..kit.printable import write_pdf
from ..kit.save_as import ChoosePath, ask_path
from ..views.reports import JackpotRegisterView, RegisterView, ReportsRefusal, ReportView
from .room_board import ALARM_TEXT

REGISTER = "register"
JACKPOTS = "jackpots"
CHOICES = (("table", QT_TRANSLATE_NOOP("CentralReports", "By table")),
           ("shift", QT_TRANSLATE_NOOP("CentralReports", "By shift")),
           ("dealer", QT_TRANSLATE_NOOP("CentralReports", "By dealer")),
           ("day", QT_TRANSLATE_NOOP("CentralReports", "The whole day")),
           ("session", QT_TRANSLATE_NOOP("CentralReports", "By table session")),
           (REGISTER, QT_TRANSLATE_NOOP("CentralReports", "Daily register")),
           (JACKPOTS, QT_TRANSLATE_NOOP("CentralReports", "Jackpot register")))
HEADS = (QT_TRANSLATE_NOOP("CentralReports", "Name"), QT_TRANSLATE_NOOP("CentralReports", "Session"),
         QT_TRANSLATE_NOOP("CentralReports", "Hands dealt"), QT_TRANSLATE_NOOP("CentralReports", "Misdeals"),
         QT_TRANSLATE_NOOP("CentralReports", "Rake"), QT_TRANSLATE_NOOP("CentralReports", "Time collected"),
         QT_TRANSLATE_NOOP("CentralReports", "Hands per hour"))
# The jackpots' register: one row per player paid (its jackpot's words under the table).
JACKPOT_HEADS = (QT_TRANSLATE_NOOP("CentralReports", "Table"), QT_TRANSLATE_NOOP("CentralReports", "Hand"),
                 QT_TRANSLATE_NOOP("CentralReports", "Paid at"), QT_TRANSLATE_NOOP("CentralReports", "Seat"),
                 QT_TRANSLATE_NOOP("CentralReports", "Player"), QT_TRANSLATE_NOOP("CentralReports", "Amount"),
                 QT_TRANSLATE_NOOP("CentralReports", "Main winner"))


class CentralReportsTab(QWidget):
    def __init__(self, controller: CentralReportsLike, choose_path: Optional[ChoosePath] = None,
                 parent: Optional[QWidget] = None, today: Optional[date] = None):
        super().__init__(parent)
        self.controller = controller
        self.choose_path = choose_path or self._ask_path
        self.setObjectName("centralReports")
        self.setStyleSheet(floor_style.STYLESHEET)
        self.shown: Optional[ReportView | RegisterView] = None
        page = QVBoxLayout(self)
        page.setSpacing(theme.GAP)
        top = QHBoxLayout()
        self.day = QDateEdit()
        self.day.setObjectName("reportDay")
        self.day.setCalendarPopup(True)
        self.day.setDisplayFormat("yyyy-MM-dd")
        # The club day in progress, not the calendar's: at 05:40 with a day opening at 06:00, yesterday's.
        when = today or _club_day(controller) or date.today()
        self.day.setDate(QDate(when.year, when.month, when.day))
        self.kind = QComboBox()
        self.kind.setObjectName("reportKind")
        for code, _ in CHOICES:
            self.kind.addItem("", code)
        self.show_button = QPushButton()
        self.show_button.setObjectName("reportShow")
        self.csv_button, self.pdf_button = QPushButton(), QPushButton()
        self.csv_button.setObjectName("reportCsv")
        self.pdf_button.setObjectName("reportPdf")
        for widget in (self.day, self.kind):         # touch targets, as the console's buttons
            widget.setMinimumHeight(theme.BUTTON_MIN_HEIGHT)
            widget.setStyleSheet(f"font-size:{floor_style.FIELD_PX}px; font-weight:bold;")
        for widget in (self.day, self.kind, self.show_button, self.csv_button, self.pdf_button):
            top.addWidget(widget)
        top.addStretch(1)
        page.addLayout(top)
        self.title = QLabel()
        self.title.setObjectName("reportTitle")
        self.title.setStyleSheet(f"font-size:24px; font-weight:bold; color:{theme.TEXT};")
        page.addWidget(self.title)
        self.table = QTableWidget(0, len(HEADS))
        self.table.setObjectName("reportTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)     # French heads are long
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        page.addWidget(self.table, 1)
        self.note = QLabel()
        self.note.setObjectName("reportNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"font-size:16px; color:{theme.TEXT};")
        page.addWidget(self.note)
        self.show_button.clicked.connect(self.refresh)
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.pdf_button.clicked.connect(lambda: self.export("pdf"))
        self.retranslate()

    # ------------------------------------------------------------ words

    def retranslate(self) -> None:
        for i, (_, words) in enumerate(CHOICES):
            self.kind.setItemText(i, translate("CentralReports", words))
        self.show_button.setText(translate("CentralReports", "Show"))
        self.csv_button.setText(translate("CentralReports", "CSV…"))
        self.pdf_button.setText(translate("CentralReports", "PDF…"))
        self._heads(JACKPOT_HEADS if isinstance(self.shown, JackpotRegisterView) else HEADS)
        if self.shown is not None:
            self._draw(self.shown)

    def changeEvent(self, event: QEvent) -> None:
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------ requests

    def chosen_day(self) -> str:
        return self.day.date().toString("yyyy-MM-dd")

    def chosen(self) -> str:
        return self.kind.currentData()

    def refresh(self) -> None:
        kind = self.chosen()
        answer = (self.controller.register(self.chosen_day()) if kind == REGISTER
                  else self.controller.jackpot_register(self.chosen_day()) if kind == JACKPOTS
                  else self.controller.report(self.chosen_day(), kind))
        if isinstance(answer, ReportsRefusal):
            self.shown = None
            self.table.setRowCount(0)
            self.title.setText("")
            self.note.setText(translate("CentralReports", "Not shown: {why}").format(why=answer.message))
            return
        self.shown = answer
        self._draw(answer)

    def export(self, fmt: str) -> None:
        kind = self.chosen()
        what = "register" if kind == REGISTER else JACKPOTS if kind == JACKPOTS else "report"
        # In the console's language, with the day as ISO writes it (no "/" in a file name, and in order).
        if what == JACKPOTS:
            suggested = translate("CentralReports", "jackpots-{day}", "a file name").format(day=self.chosen_day())
        elif what == "register":
            suggested = translate("CentralReports", "register-{day}", "a file name").format(day=self.chosen_day())
        else:
            choice = re.sub(r"\W+", "-", self.kind.currentText().lower()).strip("-")
            suggested = translate("CentralReports", "report-{kind}-{day}", "a file name").format(
                kind=choice or kind, day=self.chosen_day())
        suggested += f".{fmt}"
        path = self.choose_path(fmt, suggested)
        if not path:
            return
        refused = self.controller.export(what, self.chosen_day(), kind if what == "report" else "table", fmt, path,
                                         pdf=write_pdf, language=current_language())
        if refused is not None:
            self.note.setText(translate("CentralReports", "Not written: {why}").format(why=refused.message))
        else:
            self.note.setText(translate("CentralReports", "Written to {path}").format(path=path))

    def _ask_path(self, fmt: str, suggested: str) -> Optional[str]:
        return ask_path(self, translate("CentralReports", "Save as"), fmt, suggested)

    # ------------------------------------------------------------ drawing

    def _heads(self, heads) -> None:
        self.heads = heads
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels([translate("CentralReports", h) for h in heads])
        header = self.table.horizontalHeader()
        for column in range(len(heads)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4 if heads is JACKPOT_HEADS else 0, QHeaderView.ResizeMode.Stretch)

    def _draw_jackpots(self, view: JackpotRegisterView) -> None:
        """One row per player paid; under the table, each jackpot's combination and sign-offs, the increments."""
        self._heads(JACKPOT_HEADS)
        rows = [(e, s) for e in view.entries for s in e.shares]
        self.table.setRowCount(len(rows))
        for row, (entry, share) in enumerate(rows):
            self._row(row, (entry.table, str(entry.hand), entry.paid_at, str(share.seat), share.name,
                            amount(share.amount), translate("CentralReports", "main winner") if share.main else ""))
        self.title.setText(translate("CentralReports", "Register of the bad beat jackpots, day of {day}").format(
            day=view.day))
        said = [render(w) for e in view.entries for w in (e.heading, e.losing, e.winning, e.sign_offs)]
        if not view.entries:
            said.append(translate("CentralReports", "No jackpot paid this day."))
        said += [render(w) for w in view.increments] + [render(view.total)]
        self.note.setText("<br>".join(html.escape(line, quote=False) for line in said))

    def _draw(self, view) -> None:
        if isinstance(view, JackpotRegisterView):
            self._draw_jackpots(view)
            return
        if getattr(self, "heads", HEADS) is not HEADS:
            self._heads(HEADS)
        lines = view.lines
        self.table.setRowCount(len(lines) + 1)
        for row, line in enumerate(lines):
            key = translate("CentralReports", "all tables") if line.key == "all" else line.key
            rate = "–" if line.hands_per_hour is None else f"{line.hands_per_hour:.1f}"
            if current_language() in ("fr", "ru"):
                rate = rate.replace(".", ",")
            if line.clock_jumps:            # read across a table clock jump: the note below says so
                rate += " (!)"
            self._row(row, (key, "" if line.session is None else str(line.session), amount(line.hands),
                            str(line.misdeals), amount(line.rake), amount(line.time), rate))
        self._row(len(lines), (translate("CentralReports", "Total"), "", amount(view.hands), str(view.misdeals),
                               amount(view.rake), amount(view.time), ""))
        if isinstance(view, RegisterView):
            self.title.setText(translate("CentralReports", "Daily register of the games, day of {day}").format(
                day=view.day))
            notes = []
            for c in view.closings:
                if c.seq is None:
                    notes.append(translate("CentralReports", "Table {table}: NOT CLOSED (no checkpoint signed after "
                                                             "the day's end)").format(table=c.table))
                else:
                    notes.append(translate("CentralReports", "Table {table}: closed by the checkpoint of event {seq}, "
                                                             "key {key}, signature {signature}").format(
                        table=c.table, seq=c.seq, key=c.key_id, signature=c.signature[:32] + "…"))
            # The alarms first: an open one is red and keeps the day open, an acknowledged one says who and why.
            alarms = [f"<span style='color:{ALARM_TEXT}; font-weight:bold'>{html.escape(render(words), quote=False)}</span>"
                      if is_open else html.escape(render(words), quote=False) for is_open, words in view.alarms]
            alarms += [html.escape(render(words), quote=False) for words in view.refused]
            alarms += [html.escape(render(words), quote=False) for words in view.jackpots]
            if view.open_alarms:
                notes.append(translate("CentralReports", "NOT CLOSED: {count} alarm(s) open").format(
                    count=view.open_alarms))
            elif view.verified_with:
                notes.append(translate("CentralReports", "Every signature checked with the floor's key {key}").format(
                    key=view.verified_with))
            if not view.verified_with:
                notes.append(translate("CentralReports", "Signatures NOT checked: no public key given"))
            if view.open_alarms and view.verified_with:
                notes.append(translate("CentralReports", "Signatures checked with the floor's key {key}").format(
                    key=view.verified_with))
            rule = [html.escape(_day_rule(view), quote=False)] if view.day_start else []
            self.note.setText("<br>".join(rule + alarms + [html.escape(n, quote=False) for n in notes]))
        else:
            self.title.setText(translate("CentralReports", "Rake and time collected, day of {day}").format(
                day=view.day))
            self.note.setText("<br>".join([html.escape(render(words), quote=False) for words in view.notes]
                                          + ([html.escape(_day_rule(view), quote=False)] if view.day_start else [])))

    def _row(self, row: int, cells) -> None:
        for column, text in enumerate(cells):
            item = QTableWidgetItem(str(text))
            if column >= 2:                             # amounts line up on their units
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)


def _club_day(controller: CentralReportsLike) -> Optional[date]:
    day = controller.current_day()
    return None if day is None else date.fromisoformat(day)


def _day_rule(view) -> str:
    if not view.day_start:
        return ""
    return translate("CentralReports", "Club day from {start} to {end} ({zone}): a hand belongs to the day in which "
                                       "it was dealt").format(start=view.day_start, end=view.day_end,
                                                              zone=view.time_zone)
