"""The console's first start on a machine: which table this is and who deals, asked once and remembered.

The table's name goes into every record (and names its hand store); the
dealer's name signs the session in. Neither is guessed: started bare the
first time, the console asks both, and keeps them with its other settings on
this machine (Linux: ~/.config/dealer-console/console.ini, beside the
language). ``--table`` and ``--dealer`` still override them for one run.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, line_edit, message_label, say_in, text_label
from ..kit.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANISATION, translate

C = "FirstStart"
_TABLE_KEY, _DEALER_KEY = "table/name", "table/dealer"


def _settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, SETTINGS_ORGANISATION,
                     SETTINGS_APPLICATION)


def known_table() -> Optional[tuple[str, str]]:
    """(table, dealer) as answered at the first start on this machine; None before."""
    settings = _settings()
    table, dealer = settings.value(_TABLE_KEY, ""), settings.value(_DEALER_KEY, "")
    if isinstance(table, str) and isinstance(dealer, str) and table.strip() and dealer.strip():
        return table.strip(), dealer.strip()
    return None


def remember_table(table: str, dealer: str) -> None:
    settings = _settings()
    settings.setValue(_TABLE_KEY, table.strip())
    settings.setValue(_DEALER_KEY, dealer.strip())
    settings.sync()


class FirstStartDialog(QDialog):
    """The table's name and the dealer's; ``table`` and ``dealer`` once accepted (and remembered)."""

    def __init__(self, dealer_hint: str = "", parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("firstStartDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setWindowTitle(translate("FirstStart", "Dealer console: first start"))
        self.setMinimumWidth(820)
        self.table, self.dealer = "", ""
        page = QVBoxLayout(self)
        page.setContentsMargins(20, 16, 20, 16)
        page.setSpacing(theme.GAP)
        heading = text_label("firstStartHeading", 26, True)
        heading.setWordWrap(True)
        heading.setText(translate("FirstStart", "First start of the console on this machine"))
        explain = text_label("firstStartExplain", 20, False, theme.TEXT_SOFT)
        explain.setWordWrap(True)
        explain.setText(translate("FirstStart", "Which table is this, and who deals? Asked once: the console keeps "
                                                "the answers on this machine (the table's name is in every record)."))
        page.addWidget(heading)
        page.addWidget(explain)
        grid = QGridLayout()
        grid.setHorizontalSpacing(theme.GAP * 2)
        self.table_field = line_edit("firstStartTable")
        self.table_field.setMaxLength(40)
        self.table_field.setPlaceholderText(translate("FirstStart", "e.g. Table 3"))
        self.dealer_field = line_edit("firstStartDealer")
        self.dealer_field.setMaxLength(60)
        self.dealer_field.setText(dealer_hint)
        for r, (words, field) in enumerate(((translate("FirstStart", "Table name"), self.table_field),
                                            (translate("FirstStart", "Dealer's name"), self.dealer_field))):
            caption = text_label(f"firstStartCaption{r}", 20, True)
            caption.setText(words)
            grid.addWidget(caption, r, 0)
            grid.addWidget(field, r, 1)
        grid.setColumnStretch(1, 1)
        page.addLayout(grid)
        self.message = message_label("firstStartMessage")
        page.addWidget(self.message)
        row = QHBoxLayout()
        self.quit_button = button("firstStartQuitButton", "Esc")
        self.quit_button.setText(translate("FirstStart", "Quit"))
        self.start_button = button("firstStartButton")
        self.start_button.setText(translate("FirstStart", "Start the console"))
        row.addWidget(self.quit_button)
        row.addStretch(1)
        row.addWidget(self.start_button)
        page.addLayout(row)
        self.quit_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.submit)
        self.table_field.returnPressed.connect(self.dealer_field.setFocus)
        self.dealer_field.returnPressed.connect(self.submit)
        self.table_field.setFocus()

    def submit(self) -> bool:
        table, dealer = self.table_field.text().strip(), self.dealer_field.text().strip()
        if not table:
            say_in(self.message, translate("FirstStart", "Type the table's name (as the floor calls it)."))
            self.table_field.setFocus()
            return False
        if not dealer:
            say_in(self.message, translate("FirstStart", "Type the dealer's name."))
            self.dealer_field.setFocus()
            return False
        self.table, self.dealer = table, dealer
        remember_table(table, dealer)
        self.accept()
        return True


def ask_table(dealer_hint: str = "") -> Optional[tuple[str, str]]:
    """The first start's question, modal; (table, dealer) remembered, or None when the dealer quits."""
    dialog = FirstStartDialog(dealer_hint)
    dialog.resize(900, 420)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.table, dialog.dealer
