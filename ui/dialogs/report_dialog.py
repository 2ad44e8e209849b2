"""The session report on screen (hands, hands per hour, rake, buy-ins and rebuys, per dealer shift),
saved as text or CSV for the club's spreadsheet, and the session's close."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QFileDialog, QHBoxLayout, QPlainTextEdit, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, message_label, say_in, text_label
from ..kit.i18n import is_language_change, render, translate
from ..kit.key_button import button_keys
from ..kit.ports import SessionDeskLike
from ..kit.printable import save_private
from .confirm_dialog import ConfirmDialog, ask

C = "ReportDialog"
KINDS = ("text", "csv", "hands")           # the report as text, its CSV, one CSV line per hand


class ReportDialog(QDialog):
    def __init__(self, desk: SessionDeskLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.desk = desk
        self.setObjectName("reportDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setWindowTitle(translate("ReportDialog", "Session report"))
        self.setMinimumSize(1000, 680)
        page = QVBoxLayout(self)
        page.setContentsMargins(16, 12, 16, 12)
        page.setSpacing(theme.GAP)
        heading = text_label("reportHeading", 26, True)
        heading.setText(translate("ReportDialog", "Session report"))
        page.addWidget(heading)
        self.text = QPlainTextEdit()
        self.text.setObjectName("reportText")
        self.text.setReadOnly(True)
        font = QFont("DejaVu Sans Mono")
        font.setPixelSize(21)
        self.text.setFont(font)
        page.addWidget(self.text, 1)
        self.message = message_label("reportMessage")
        page.addWidget(self.message)
        row = QHBoxLayout()
        self.save_buttons = {}
        # Keys of their own (the buttons take no focus): T the text, S the spreadsheet's CSV, H the hands.
        for kind, words, key in (("text", translate("ReportDialog", "Save as text…"), "Ctrl+T"),
                                 ("csv", translate("ReportDialog", "Save as CSV…"), "Ctrl+S"),
                                 ("hands", translate("ReportDialog", "Hands as CSV…"), "Ctrl+H")):
            b = button(f"save{kind.capitalize()}Button", key)
            b.setText(words)
            b.clicked.connect(lambda _=False, k=kind: self._choose_file(k))
            self.save_buttons[kind] = b
            row.addWidget(b)
        row.addStretch(1)
        # E, the session's end: a question follows, its safe answer the default (not Ctrl+W, which would
        # read as closing this window).
        self.close_session_button = button("closeSessionButton", "Ctrl+E")
        self.close_session_button.setText(translate("ReportDialog", "Close the session"))
        self.close_button = button("closeReportButton", "Esc")
        self.close_button.setText(translate("ReportDialog", "Close"))
        row.addWidget(self.close_session_button)
        row.addWidget(self.close_button)
        page.addLayout(row)
        self.close_session_button.clicked.connect(self.ask_to_close_session)
        self.confirm_dialog: Optional[ConfirmDialog] = None
        self.close_button.clicked.connect(self.accept)
        self.keys = button_keys(self, *self.save_buttons.values(), self.close_session_button)
        self.refresh()

    def refresh(self) -> None:
        self.text.setPlainText(render(self.desk.report_text()))

    def contents(self, kind: str) -> str:
        """The text report in the dealer's language (as on screen); the CSV files stay machine-readable."""
        if kind == "text":
            return render(self.desk.report_text())
        return {"csv": self.desk.report_csv, "hands": self.desk.hands_csv}[kind]()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.refresh()
        super().changeEvent(event)

    def save(self, path: str, kind: str = "text") -> bool:
        try:
            contents = self.contents(kind)          # the house's money: the owner's only (0600), written whole
            save_private(path, lambda temporary: Path(temporary).write_text(contents, encoding="utf-8", newline=""))
        except OSError as exc:
            say_in(self.message, translate("ReportDialog", "Not saved: {why}").format(why=exc.strerror or str(exc)))
            return False
        say_in(self.message, translate("ReportDialog", "Saved: {path}").format(path=path), refusal=False)
        return True

    def _choose_file(self, kind: str) -> None:
        dialog = QFileDialog(self)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setStyleSheet(DESK_STYLESHEET)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("txt" if kind == "text" else "csv")
        if dialog.exec() and dialog.selectedFiles():
            self.save(dialog.selectedFiles()[0], kind)

    def ask_to_close_session(self) -> ConfirmDialog:
        """Closing cannot be taken back: the question names the table and what it does; Cancel keeps it open."""
        table = self.desk.setup_view().table_name
        question = (translate("ReportDialog", "Close the session of table {table}?").format(table=table) if table
                    else translate("ReportDialog", "Close the session?"))
        self.confirm_dialog = ask(
            self, "closeSessionConfirm", question,
            translate("ReportDialog", "The session report is drawn up and no hand can be played in this session "
                                      "any more."),
            translate("ReportDialog", "Yes, close the session"), translate("ReportDialog", "No, keep it open"),
            self.close_session)
        return self.confirm_dialog

    def close_session(self) -> Optional[str]:
        """The session ends (between hands); the report stays on screen to save or print."""
        refusal = self.desk.close_session()
        if refusal:
            say_in(self.message, render(refusal))
            return refusal
        self.close_session_button.setEnabled(False)
        head = getattr(self.desk, "closing_head", lambda: None)()
        # In full, to be written down: the report below prints it too.
        say_in(self.message, translate("ReportDialog", "Session closed. Chain head, to write down: {head}").format(
            head=head) if head else translate("ReportDialog", "Session closed."), refusal=False)
        self.refresh()
        return None
