"""Translating the console's words with Qt's own tools (lupdate, lrelease).

How to write a user-visible string anywhere in ui/ (checked with
pyside6-lupdate 6.12, which reads Python source by the *name* called):

    from ui.kit.i18n import translate
    label.setText(translate("ActionPad", "Fold"))
    label.setText(translate("ActionPad", "Call {amount}").format(amount=30))
    translate("ActionPad", "Check", "button")        # disambiguation, 3rd arg

- `translate(context, text)` (this module's, or `QCoreApplication.translate`)
  and `self.tr(text)` in a QObject subclass are extracted; `i18n.translate(...)`
  is too. A helper called `tr(context, text)` is NOT: lupdate takes a bare
  `tr(a, b)` as tr(source, disambiguation) and files it wrongly.
- The text must be a plain string literal (adjacent literals may be
  concatenated). Never an f-string or a variable: lupdate would extract the
  f-string's braces literally and the lookup at run time would never match.
  Put numbers in with `.format(name=...)` after translating; keep the
  `{name}` placeholders so the translator can move them.
- Strings defined in a table at import time: mark them with
  `QT_TRANSLATE_NOOP("Context", "text")` (lupdate knows only that name; it is
  re-exported here) and call `translate("Context", value)` where they are shown.
- Widgets redraw their words when the language changes: keep the texts in a
  `retranslate()` method and call it from `changeEvent` on
  `QEvent.LanguageChange` (see `is_language_change`).

Languages: French is the default (the clubs are French), English is the
source language, Russian is offered. The compiled `.qm` files live in
`ui/translations/` and ship as package data; `tools/update-translations`
re-extracts and recompiles them.
"""
from __future__ import annotations

import sys
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

from ui.views.words import fill

__all__ = [
    "LANGUAGES",
    "DEFAULT_LANGUAGE",
    "QT_TRANSLATE_NOOP",
    "translate",
    "render",
    "amount",
    "decimal",
    "is_language_change",
    "install_language",
    "current_language",
    "saved_language",
    "remember_language",
]

TRANSLATIONS_DIR = Path(__file__).parent.parent / "translations"     # ui/translations, beside the groups

# Qt's own French and Russian (qtbase_fr, qtbase_ru: install_language loads them from PySide6's
# translations folder) leave two labels of the file dialog in English. Ours are installed after
# Qt's, so Qt finds these first.
QT_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))

# Code -> the language's own name, as shown in the language menu.
LANGUAGES = {"fr": "Français", "en": "English", "ru": "Русский"}
DEFAULT_LANGUAGE = "fr"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The text in the installed language (the English source if none).

    Named `translate` on purpose: pyside6-lupdate extracts calls by this name.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


def amount(n: int) -> str:
    """Chips as the dealer reads them: 1,000 in English, 1 000 in French and Russian."""
    text = f"{n:,}"
    return text if _current == "en" else text.replace(",", "\u00a0")


def decimal(value: Decimal) -> str:
    """A rate as the dealer reads it: 1,234.5 in English, 1 234,5 in French and Russian."""
    text = f"{value:,}"
    return text if _current == "en" else text.translate({ord(","): "\u00a0", ord("."): ","})


def render(text: str) -> str:
    """A sentence from the controller in the language in force.

    The controller's sentences are ``ui.views.words.Words``: a str that also
    carries its context, English template and values. Qt's translator says the
    template and ``fill`` puts the values in, themselves rendered (the same
    filling as the floor's papers, dealer_app/words/book.py). Plain text, or a
    translation whose placeholders do not fit, is shown as the English text it
    is. Cards (``engine.card_letters.CardFaces``, "K♥") are said in the
    language's letters ("R♥" in French).
    """
    return fill(text, _current, translate, amount, decimal)


def is_language_change(event: QEvent) -> bool:
    """True for the event a widget gets when the language was switched."""
    return event.type() == QEvent.Type.LanguageChange


# The translators currently installed; kept referenced or Qt would drop them.
_installed: list[QTranslator] = []
_current = "en"


def current_language() -> str:
    return _current


# The console's settings on this machine (Linux: ~/.config/dealer-console/console.ini).
SETTINGS_ORGANISATION, SETTINGS_APPLICATION = "dealer-console", "console"
_LANGUAGE_KEY = "language"


def _settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                     SETTINGS_ORGANISATION, SETTINGS_APPLICATION)


def saved_language() -> str:
    """The language chosen last on this machine, else French."""
    code = _settings().value(_LANGUAGE_KEY, DEFAULT_LANGUAGE)
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def remember_language(code: str) -> None:
    """Start in ``code`` next time on this machine."""
    if code in LANGUAGES:
        settings = _settings()
        settings.setValue(_LANGUAGE_KEY, code)
        settings.sync()


def install_language(code: str) -> str:
    """Install `code`'s translations (ours and Qt's own) into the running app.

    Every widget then receives a LanguageChange event and redraws its words.
    Returns the code actually in force: an unknown code falls back to the
    default language, English needs no file (it is the source).
    """
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QApplication")
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    _current = code         # before installing: the widgets redraw (amount(), render()) as it happens
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator(app)
    if code == "en":
        # English is the source; its file only gives the plural forms (%n card(s) -> 1 card, 2 cards).
        if ours.load(str(TRANSLATIONS_DIR / "dealer_console_en.qm")):
            app.installTranslator(ours)
            _installed.append(ours)
    else:
        if not ours.load(str(TRANSLATIONS_DIR / f"dealer_console_{code}.qm")):
            # A console that cannot speak French still deals: English, and a line in the log.
            print(f"dealer-console: translation file missing: {TRANSLATIONS_DIR / f'dealer_console_{code}.qm'}; "
                  "the console stays in English", file=sys.stderr)
            _current = "en"
            return "en"
        qt_own = QTranslator(app)
        # Qt's own words (standard dialog buttons); absent in a slim bundle is fine.
        if qt_own.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            _installed.append(qt_own)
        app.installTranslator(ours)
        _installed.append(ours)
    QLocale.setDefault(QLocale(code))
    return code


# Translators of every language, not installed: what a text says in a language other than the one in force.
_lookup: dict[str, QTranslator] = {}


def translate_in(code: str, context: str, text: str, disambiguation: str | None = None) -> str:
    """``text`` as language ``code`` says it, whatever the language in force: for what must be as wide in
    every language (a seat box's size does not move when the language changes, ui/table/seat_geometry.py).
    English, or a language whose file is missing, says the source text."""
    if code == "en":
        return text
    translator = _lookup.get(code)
    if translator is None:
        translator = QTranslator()
        translator.load(str(TRANSLATIONS_DIR / f"dealer_console_{code}.qm"))
        _lookup[code] = translator
    return translator.translate(context, text, disambiguation) or text
