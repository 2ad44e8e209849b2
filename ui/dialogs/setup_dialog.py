"""Session setup: game, structure, stakes, rake and every house option; presets; session files.

Every field is a key of the session file (ARCHITECTURE.md 4.1). While the
dealer types, the settings are checked by the session file's own rules (the
controller's ``check_settings``, the same check as ``dealer_app/files/session_file.py``)
and the first value that breaks one is marked, with its message right under
the field; the start button stays off until the settings are legal. Nothing
here is answered with an error box. Changing the settings of a running
session (a new segment, recorded) needs a supervisor, between hands.
"""
from __future__ import annotations

import tomllib
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import Optional

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QIntValidator, QRegularExpressionValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFileDialog, QGridLayout, QHBoxLayout, QLabel,
                               QVBoxLayout, QWidget)

from engine.games import GAMES
from engine.jackpot.rules import DEFAULT_POOL
from engine.session.writer import dumps_tables, format_session
from engine.settings import SettingsError, parse_session

from ..kit import fit, theme
from ..kit.desk_widgets import (DESK_STYLESHEET, button, check_box, combo, group, line_edit, mark_bad, message_label,
                                say_in, text_label)
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.key_button import button_keys
from ..kit.ports import SessionDeskLike
from ..kit.vocabulary import game_name
from .confirm_dialog import ConfirmDialog, ask
from .setup_fields import (DEFAULTS, FIELDS, GROUPS, HILO_ONLY, LIMIT_ONLY, OFF, POT_LIMIT_ONLY, SECTIONS, SWITCHED,
                           object_name, preset_words)
from .supervisor_add_dialog import SupervisorAddDialog
from .supervisor_dialog import SupervisorDialog, ask_supervisor

C = "SetupDialog"
KINDS = {f"{section}.{key}": kind for section, key, _label, kind, _choices in FIELDS}

class SetupDialog(QDialog):
    """The session's settings, a field per key, checked as the dealer types."""

    def __init__(self, desk: SessionDeskLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.desk = desk
        self.setObjectName("setupDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setMinimumSize(1200, 680)      # 1366×768 less a title bar: 1366×720
        self.fields: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.messages: dict[str, QLabel] = {}
        self._filling = False
        self._prefilled_bets: tuple[str, str] = ("", "")      # the limit bets last put in from the big blind
        self._kept: dict[str, dict] = {}          # keys of the file no field shows (the collection minutes)
        self.check = None
        self.supervisor_dialog: Optional[SupervisorDialog] = None
        self.preset_dialog: Optional[ConfirmDialog] = None

        page = QVBoxLayout(self)
        page.setContentsMargins(16, 12, 16, 12)
        page.setSpacing(theme.GAP)
        self.heading = text_label("setupHeading", 26, True)
        heading_row = QHBoxLayout()
        heading_row.addWidget(self.heading, 1)
        # Beside the heading, not in the crowded bottom row: adding supervisors (the first is the club's).
        self.supervisors_button = button("supervisorsButton", "F2")
        heading_row.addWidget(self.supervisors_button)
        page.addLayout(heading_row)

        # The three groups scroll on a low screen (1366×768 less a title bar): a field's words wrap
        # onto more lines there, and rows squeezed under their fields would overlap.
        sheet = QWidget()
        sheet.setObjectName("setupGroups")
        # On a small screen (ui/kit/fit.py) each field's words go above it: French and Russian values
        # ("последний полный рейз") and their labels side by side are wider than 1280 px.
        stacked = parent is not None and fit.is_compact(parent.width(), parent.height())
        rows = QVBoxLayout(sheet)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(theme.GAP * 2)
        lines: dict[int, QHBoxLayout] = {}
        self.group_titles = []
        for title, sections, share, line in GROUPS:
            if line not in lines:
                # Each line of groups on a widget of its own: a line laid out as a layout inside the
                # sheet's would be given less than its groups' width (their words wrap), and cut.
                strip = QWidget()
                lines[line] = QHBoxLayout(strip)
                lines[line].setContentsMargins(0, 0, 0, 0)
                lines[line].setSpacing(theme.GAP * 2)
                rows.addWidget(strip, 1 if line == 0 else 0)
            columns = lines[line]
            frame = group(title)
            grid = QGridLayout(frame)
            grid.setContentsMargins(14, 10, 14, 10)
            grid.setHorizontalSpacing(12)
            grid.setVerticalSpacing(6)
            heading = text_label(f"group_{sections[0]}", 21, True, theme.ACCENT)
            self.group_titles.append((heading, title))
            grid.addWidget(heading, 0, 0, 1, 2)
            row = 1
            for section, key, label, kind, choices in FIELDS:
                if section not in sections:
                    continue
                full = f"{section}.{key}"
                name = text_label("label_" + full.replace(".", "_"), 20)
                name.setWordWrap(True)
                widget = self._make_field(full, kind, choices)
                message = message_label("message_" + full.replace(".", "_"))
                if stacked:                     # the words above their field: three columns fit 1280 px
                    grid.addWidget(name, row, 0, 1, 2)
                    grid.addWidget(widget, row + 1, 0, 1, 2)
                    row += 1
                else:
                    grid.addWidget(name, row, 0)
                    grid.addWidget(widget, row, 1)
                grid.addWidget(message, row + 1, 0, 1, 2)
                self.labels[full], self.fields[full], self.messages[full] = name, widget, message
                row += 2
            grid.setColumnMinimumWidth(0, 0 if stacked else 150)
            grid.setColumnStretch(1, 1)
            grid.setRowStretch(row, 1)
            columns.addWidget(frame, share)
        scroll = fit.VerticalScroll(sheet, "setupScroll")
        page.addWidget(scroll, 1)

        self.warnings = text_label("setupWarnings", 18, False, theme.TEXT_SOFT)
        self.warnings.setWordWrap(True)
        page.addWidget(self.warnings)
        self.general_message = message_label("setupMessage")      # a rule that names no single field
        page.addWidget(self.general_message)
        self.file_message = message_label("setupFileMessage")
        page.addWidget(self.file_message)

        bottom = QHBoxLayout()
        bottom.setSpacing(theme.GAP)
        self.preset = combo("presetBox")
        self.preset.setMinimumWidth(260)
        self.use_preset_button = button("usePresetButton", "Ctrl+M")
        self.load_button = button("loadFileButton", "Ctrl+O")
        self.save_button = button("saveFileButton", "Ctrl+S")
        self.cancel_button = button("cancelSetupButton", "Esc")
        self.start_button = button("startSessionButton", "Ctrl+Return")
        for w in (self.preset, self.use_preset_button, self.load_button, self.save_button):
            bottom.addWidget(w)
        bottom.addStretch(1)
        page.addLayout(bottom)
        # The answer on a line of its own: "Appliquer : nouveau segment" beside five other buttons was cut.
        answer = QHBoxLayout()
        answer.setSpacing(theme.GAP)
        answer.addStretch(1)
        answer.addWidget(self.cancel_button)
        answer.addWidget(self.start_button)
        page.addLayout(answer)

        self.use_preset_button.clicked.connect(lambda: self.use_preset(self.preset.currentData()))
        self.load_button.clicked.connect(self._choose_file_to_load)
        self.save_button.clicked.connect(self._choose_file_to_save)
        self.supervisors_button.clicked.connect(self.open_supervisors)
        self.supervisor_add_dialog: Optional[SupervisorAddDialog] = None
        self.cancel_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.submit)
        # Shortcuts of their own: a button's setShortcut is undone by its next setText (Qt puts the text's
        # mnemonic in its place), so "Ctrl+Entrée" was shown and did nothing. Keypad Enter too.
        self.start_keys = button_keys(self, self.start_button)
        # The touch buttons take no focus (ui/kit/key_button.py): without these keys a manager at the
        # keyboard could not load the club's session file, save it, use a preset or add a supervisor.
        self.file_keys = button_keys(self, self.use_preset_button, self.load_button, self.save_button,
                                     self.supervisors_button)

        view = desk.setup_view()
        self.view = view
        for name in view.presets:
            self.preset.addItem(preset_words(name), name)
        self.retranslate()
        self.fill(view.settings_text)

    # ------------------------------------------------------------ fields

    def _make_field(self, key: str, kind: str, choices) -> QWidget:
        name = object_name(key)
        if kind == "choice":
            box = combo(name)
            if key == "game.variant":
                for game_key, game in GAMES.items():
                    box.addItem(game_name(game.name), game_key)
            else:
                for value, words in choices:
                    box.addItem(translate("SetupDialog", words), value)
            box.currentIndexChanged.connect(self._changed)
            return box
        if kind == "bool":
            box = check_box(name)
            box.toggled.connect(lambda on, b=box: b.setText(translate("SetupDialog", "yes") if on else translate("SetupDialog", "no")))
            box.toggled.connect(self._changed)
            return box
        edit = line_edit(name)
        if kind == "text":                        # five cards: "Ac Ad Ah Kc Kd", checked by the file's rules
            pass
        elif kind == "chips":                       # "5, 25, 100, 500, 1000"
            edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9 ,;]*"), edit))
        elif kind == "int":
            edit.setValidator(QIntValidator(0, 2_000_000_000, edit))     # whole chips only: letters never go in
        else:
            edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,3}([.,]\d{0,4})?"), edit))
        edit.textChanged.connect(self._changed)
        return edit

    def value(self, key: str):
        """The field's value as the session file writes it, or None when it is left empty."""
        widget = self.fields[key]
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if KINDS[key] == "text":
            return widget.text().strip() or None
        text = widget.text().strip().replace(",", ".")
        if not text:
            return None
        if key == "table.chips":
            values = tuple(int(v) for v in text.replace(";", " ").replace(".", " ").replace(",", " ").split())
            return values or None
        if KINDS[key] == "decimal":
            try:
                return Fraction(Decimal(text))
            except InvalidOperation:
                return None
        return int(text)

    def set_value(self, key: str, value) -> None:
        widget = self.fields[key]
        if isinstance(widget, QComboBox):
            index = widget.findData(value)
            if index >= 0:
                widget.setCurrentIndex(index)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(value, (list, tuple)):
            widget.setText(", ".join(str(v) for v in value))
        else:
            widget.setText("" if value is None else str(value))
        if isinstance(widget, QCheckBox):
            widget.setText(translate("SetupDialog", "yes") if widget.isChecked() else translate("SetupDialog", "no"))

    def settings_text(self) -> str:
        """The session file's text of what the fields say (empty fields: the rules' defaults)."""
        tables: dict[str, dict] = {name: {} for name in SECTIONS}
        limit = self.value("game.structure") == "fixed-limit"
        for section, key, *_ in FIELDS:
            full = f"{section}.{key}"
            if full in ("stakes.small_bet", "stakes.big_bet") and not limit:
                continue
            value = self.value(full)
            if value is not None:
                tables[section][key] = value
        if tables["house"].get("run_it") == "never":
            tables["house"].pop("max_runs", None)      # one board: no most to say
        for section, keys in self._kept.items():       # what no field shows is kept as the file said it
            for key, value in keys.items():
                tables[section].setdefault(key, value)
        for section, off in OFF.items():
            if tables[section].get("mode", off) == off:
                tables[section] = {}
        for section in SWITCHED:
            if not tables[section].get("on"):
                tables[section] = {}
        return dumps_tables({k: v for k, v in tables.items() if v})

    @staticmethod
    def values_of(text: str) -> dict[str, object]:
        """A session file's value for each field, as the fields show it (the rules' defaults where it says nothing)."""
        try:
            complete = tomllib.loads(format_session(parse_session(text)))
        except SettingsError:
            complete = tomllib.loads(format_session(parse_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\n")))
        try:
            given = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            given = {}
        values = {}
        for section, key, *_ in FIELDS:
            value = given.get(section, {}).get(key, complete.get(section, {}).get(key))
            if value is None:
                value = DEFAULTS.get(f"{section}.{key}")
            if isinstance(value, float):
                value = format(Decimal(str(value)).normalize(), "f")
            if isinstance(value, list):
                value = ", ".join(str(v) for v in value)
            if (section, key) == ("jackpot", "shared"):
                value = DEFAULT_POOL if value is True else (value or None) if isinstance(value, str) else None
            values[f"{section}.{key}"] = value
        return values

    @staticmethod
    def kept_of(text: str) -> dict[str, dict]:
        """The keys of a session file's sections that no field shows, as it says them."""
        try:
            given = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            return {}
        shown = {(section, key) for section, key, *_ in FIELDS}
        return {section: {k: tuple(v) if isinstance(v, list) else v for k, v in t.items() if (section, k) not in shown}
                for section, t in given.items() if section in SECTIONS and isinstance(t, dict)}

    def fill(self, text: str, only: tuple[str, ...] = SECTIONS) -> None:
        """Show a session file's values, even a wrong one (its message then says what is wrong);
        ``only`` the fields of these sections (a preset's rake alone)."""
        self._filling = True
        if only == SECTIONS:
            self._kept = {k: v for k, v in self.kept_of(text).items() if v}
        try:
            for key, value in self.values_of(text).items():
                if key.split(".")[0] in only:
                    self.set_value(key, value)
        finally:
            self._filling = False
        self._changed()

    def shown(self, key: str) -> object:
        """What the field shows, comparable with ``values_of`` (a number field's text, a choice's value)."""
        widget = self.fields[key]
        if isinstance(widget, (QComboBox, QCheckBox)):
            return self.value(key)
        return widget.text().strip()

    def shown_words(self, key: str, value: object) -> str:
        """A field's value as the dealer reads it: a choice's words, "yes"/"no", an amount with its spaces."""
        widget = self.fields[key]
        if isinstance(widget, QComboBox):
            index = widget.findData(value)
            return widget.itemText(index) if index >= 0 else str(value)
        if isinstance(widget, QCheckBox):
            return translate("SetupDialog", "yes") if value else translate("SetupDialog", "no")
        text = "" if value is None else str(value)
        return amount(int(text)) if text.isdigit() else (text or "—")

    # ------------------------------------------------------------ checking

    def _prefill_limit_bets(self) -> None:
        """Fixed limit: small bet = big blind, big bet = 2 × big blind (RULES.md 2, seed 003), put in the
        fields while they are empty or still hold what was put in before; what the dealer typed stays."""
        if self.value("game.structure") != "fixed-limit":
            return
        big_blind = self.value("stakes.big_blind")
        small, big = self.fields["stakes.small_bet"], self.fields["stakes.big_bet"]
        if not big_blind or (small.text(), big.text()) not in (("", ""), self._prefilled_bets):
            return
        self._prefilled_bets = (str(big_blind), str(2 * big_blind))
        self._filling = True
        try:
            small.setText(self._prefilled_bets[0])
            big.setText(self._prefilled_bets[1])
        finally:
            self._filling = False

    def _changed(self, *_args) -> None:
        if self._filling:
            return
        self._prefill_limit_bets()
        structure = self.value("game.structure")
        hilo = str(self.value("game.variant") or "").endswith("-hilo")
        for key in LIMIT_ONLY:
            self.fields[key].setEnabled(structure == "fixed-limit")
        for key in POT_LIMIT_ONLY:
            self.fields[key].setEnabled(structure == "pot-limit")
        for key in HILO_ONLY:
            self.fields[key].setEnabled(hilo)
        for section in SWITCHED:                 # a jackpot's options rest while it is off
            on = bool(self.value(f"{section}.on"))
            for key in self.fields:
                if key.startswith(section + ".") and key != f"{section}.on":
                    self.fields[key].setEnabled(on)
        self.check = self.desk.check_settings(self.settings_text())
        for key, message in self.messages.items():
            bad = not self.check.ok and self.check.key == key
            mark_bad(self.fields[key], bad)
            say_in(message, render(self.check.message) if bad else "")
        general = not self.check.ok and self.check.key not in self.messages
        say_in(self.general_message, f"{self.check.key}: {render(self.check.message)}" if general else "")
        self.warnings.setText("\n".join("⚠ " + render(w) for w in self.check.warnings))
        self._update_start()

    def _update_start(self) -> None:
        view = self.view
        self.start_button.setEnabled(bool(self.check and self.check.ok) and not view.hand_in_progress)
        self.save_button.setEnabled(bool(self.check and self.check.ok))
        if view.hand_in_progress:
            self.start_button.setToolTip(translate("SetupDialog", "The settings change between hands."))

    def open_supervisors(self) -> SupervisorAddDialog:
        self.supervisor_add_dialog = SupervisorAddDialog(self.desk, self)
        self.supervisor_add_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.supervisor_add_dialog.open()
        return self.supervisor_add_dialog

    # ------------------------------------------------------------ presets and files

    def use_preset(self, name: Optional[str]) -> Optional[ConfirmDialog]:
        """A rake preset changes the rake. When it is made for other stakes or another game (the French
        levy's cap is tied to its minimum buy-in), the dealer is told what else it would change and
        chooses: those too, or the rake only. Nothing is silently changed outside the rake."""
        if not name:
            return None
        text = self.desk.preset_text(name)
        wanted = self.values_of(text)
        others = [key for key, value in wanted.items()
                  if not key.startswith("rake.") and value is not None and str(self.shown(key)) != str(value)]
        if not others:
            self.fill(text)
            return None
        changes = "\n".join(translate("SetupDialog", "{field}: {now} → {then}").format(
            field=translate("SetupDialog", next(f[2] for f in FIELDS if f"{f[0]}.{f[1]}" == key)),
            now=self.shown_words(key, self.shown(key)), then=self.shown_words(key, wanted[key])) for key in others)
        self.preset_dialog = ask(
            self, "presetConfirm",
            translate("SetupDialog", "“{preset}” is made for other settings too. Change them as well?").format(
                preset=preset_words(name)),
            translate("SetupDialog", "Besides the rake, it would change:") + "\n" + changes + "\n" +
            translate("SetupDialog", "No (or Esc): only the rake changes."),
            translate("SetupDialog", "Yes, these too"), translate("SetupDialog", "No, the rake only"),
            lambda: self.fill(text))
        self.preset_dialog.rejected.connect(lambda: self.fill(text, only=("rake",)))
        return self.preset_dialog

    def load_file(self, path: str) -> bool:
        text, refusal = self.desk.load_settings_file(path)
        if refusal:
            say_in(self.file_message, render(refusal))
            return False
        say_in(self.file_message, translate("SetupDialog", "Loaded: {path}").format(path=path), refusal=False)
        self.fill(text)
        return True

    def save_file(self, path: str) -> bool:
        refusal = self.desk.save_settings_file(path, self.settings_text())
        if refusal:
            say_in(self.file_message, render(refusal))
            return False
        say_in(self.file_message, translate("SetupDialog", "Saved: {path}").format(path=path), refusal=False)
        return True

    def _file_dialog(self) -> QFileDialog:
        dialog = QFileDialog(self)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)   # themed and touch-sized like the rest
        dialog.setNameFilter(translate("SetupDialog", "Session files (*.toml)"))
        dialog.setStyleSheet(DESK_STYLESHEET)
        return dialog

    def _choose_file_to_load(self) -> None:
        dialog = self._file_dialog()
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        if dialog.exec() and dialog.selectedFiles():
            self.load_file(dialog.selectedFiles()[0])

    def _choose_file_to_save(self) -> None:
        dialog = self._file_dialog()
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("toml")
        if dialog.exec() and dialog.selectedFiles():
            self.save_file(dialog.selectedFiles()[0])

    def changes_words(self, before: str, after: str) -> str:
        """Each field the new settings change, one a line: "Big blind: 10 → 20" (what a supervisor authorises)."""
        old, new = self.values_of(before), self.values_of(after)
        lines = [translate("SetupDialog", "{field}: {now} → {then}").format(
                     field=translate("SetupDialog", label), now=self.shown_words(f"{section}.{key}", old[f"{section}.{key}"]),
                     then=self.shown_words(f"{section}.{key}", new[f"{section}.{key}"]))
                 for section, key, label, *_ in FIELDS
                 if str(old[f"{section}.{key}"]) != str(new[f"{section}.{key}"])]
        return "\n".join(lines) if lines else translate("SetupDialog", "Nothing changed.")

    # ------------------------------------------------------------ starting

    def submit(self) -> None:
        """Open the session with these settings, or (a session is running) start a new segment."""
        if not self.check or not self.check.ok:
            return
        text = self.settings_text()
        if self.view.session_open:
            # A running session's settings: what the rules refuse is said here first ("seat 9 is taken: the
            # table cannot shrink to 8 seats"), with no PIN asked; then a supervisor's id and PIN, the change
            # made once they are accepted.
            self.supervisor_dialog = ask_supervisor(
                self, translate("SetupDialog", "New settings from the next hand on: a supervisor authorises the "
                                               "change.") + "\n" + self.changes_words(self.view.settings_text, text),
                lambda supervisor, pin, _reason: self.desk.change_settings(text, supervisor, pin),
                rules=lambda: self.desk.check_settings_change(text),
                refused=lambda words: say_in(self.general_message, words))
            if self.supervisor_dialog is not None:
                self.supervisor_dialog.accepted.connect(self.accept)
            return
        refusal = self.desk.open_session(text)
        if refusal:
            say_in(self.general_message, render(refusal))
            return
        self.accept()

    # ------------------------------------------------------------ words

    def retranslate(self) -> None:
        view = self.view
        self.setWindowTitle(translate("SetupDialog", "Session setup"))
        self.heading.setText(translate("SetupDialog", "Change the session's settings (a new segment, between hands)")
                             if view.session_open else translate("SetupDialog", "New session: game, stakes, rake, house options"))
        for heading, title in self.group_titles:
            heading.setText(translate("SetupDialog", title))
        for section, key, label, *_ in FIELDS:
            self.labels[f"{section}.{key}"].setText(translate("SetupDialog", label))
        self.use_preset_button.setText(translate("SetupDialog", "Use preset"))
        self.load_button.setText(translate("SetupDialog", "Load file…"))
        self.save_button.setText(translate("SetupDialog", "Save file…"))
        self.supervisors_button.setText(translate("SetupDialog", "Supervisors…"))
        self.supervisors_button.setToolTip(translate("SetupDialog", "add a supervisor with a supervisor's PIN, or "
                                                                    "change your own PIN (the first one is set up "
                                                                    "by the club)"))
        self.cancel_button.setText(translate("SetupDialog", "Cancel"))
        self.start_button.setText(translate("SetupDialog", "Apply: new segment") if view.session_open
                                  else translate("SetupDialog", "Start session"))
        for section, key, _label, kind, choices in FIELDS:
            widget = self.fields[f"{section}.{key}"]
            if isinstance(widget, QComboBox) and key != "variant":
                for i, (_value, words) in enumerate(choices):
                    widget.setItemText(i, translate("SetupDialog", words))
            elif isinstance(widget, QComboBox):
                for i, game in enumerate(GAMES.values()):
                    widget.setItemText(i, game_name(game.name))
            elif isinstance(widget, QCheckBox):
                widget.setText(translate("SetupDialog", "yes") if widget.isChecked() else translate("SetupDialog", "no"))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, preset_words(self.preset.itemData(i)))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
            if self.check is not None:
                self._changed()            # the check's message and warnings, said again in the new language
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # Return in a field must not close the dialog: the dealer confirms with the button (or Ctrl+Return).
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            event.accept()
            return
        super().keyPressEvent(event)
