"""The console's translations read without Qt, for what is written to paper or to a file.

The screen says ``Words`` (words.py) through Qt's translator (ui/kit/i18n.py);
the commands that need no screen (``dealer-app export``) and the floor's
exports must say them in the same language without loading Qt. This module
reads the same compiled catalogues (``ui/translations/dealer_console_*.qm``,
the files lrelease writes and the program ships) and fills in the values with
the same ``fill`` as ui/kit/i18n.py ``render`` (ui/views/words.py): chips grouped by thousands (1,000 in English,
1 000 in French and Russian), rates with the language's decimal mark, and the
plural form of a count by the language's rule.

    speak(say("Report", "Hand {number}").format(number=12), "fr")   # "Coup 12"
"""
from __future__ import annotations

import struct
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Optional

from ui.views.words import fill

LANGUAGES = ("fr", "en", "ru")
DEFAULT_LANGUAGE = "fr"
TRANSLATIONS_DIR = Path(__file__).resolve().parents[2] / "ui" / "translations"

_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES = 0x69
# Tags inside a message of a .qm file (Qt's translator.cpp).
_END, _SOURCE16, _TRANSLATION, _CONTEXT16, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT, _OBSOLETE2 = range(1, 10)


def _plural_form(language: str, n: int) -> int:
    """Which of the plural forms a count takes (the rules lrelease compiles for these languages)."""
    if language == "fr":
        return 0 if n < 2 else 1
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


def read_catalogue(path: Path) -> dict[tuple[str, str, str], tuple[str, ...]]:
    """(context, English source, disambiguation) -> the translation's forms (one, or one per plural form)."""
    data = path.read_bytes()
    if data[:16] != _MAGIC:
        raise ValueError(f"{path} is not a compiled translation file")
    pos, messages = 16, b""
    while pos + 5 <= len(data):
        tag, length = data[pos], struct.unpack_from(">I", data, pos + 1)[0]
        if tag == _MESSAGES:
            messages = data[pos + 5:pos + 5 + length]
        pos += 5 + length
    catalogue: dict[tuple[str, str, str], tuple[str, ...]] = {}
    pos, forms, source, context, comment = 0, [], "", "", ""
    while pos < len(messages):
        tag = messages[pos]
        pos += 1
        if tag == _END:
            if forms:
                catalogue[(context, source, comment)] = tuple(forms)
            forms, source, context, comment = [], "", "", ""
        elif tag in (_OBSOLETE1,):
            pos += 4
        elif tag == _OBSOLETE2:
            pass
        else:
            length = struct.unpack_from(">I", messages, pos)[0]
            pos += 4
            if length == 0xFFFFFFFF:
                continue
            raw = messages[pos:pos + length]
            pos += length
            if tag == _TRANSLATION:
                forms.append(raw.decode("utf-16-be"))
            elif tag in (_SOURCE, _SOURCE16):
                source = raw.decode("utf-8") if tag == _SOURCE else raw.decode("utf-16-be")
            elif tag in (_CONTEXT, _CONTEXT16):
                context = raw.decode("utf-8") if tag == _CONTEXT else raw.decode("utf-16-be")
            elif tag == _COMMENT:
                comment = raw.decode("utf-8")
    return catalogue


@lru_cache(maxsize=None)
def catalogue(language: str) -> dict[tuple[str, str, str], tuple[str, ...]]:
    """The language's catalogue; empty when its file is missing (the words stay English)."""
    path = TRANSLATIONS_DIR / f"dealer_console_{language}.qm"
    try:
        return read_catalogue(path)
    except (OSError, ValueError, struct.error):
        return {}


def language_or_default(code: Optional[str]) -> str:
    return code if code in LANGUAGES else DEFAULT_LANGUAGE


def amount(n: int, language: str) -> str:
    """Chips as the reader reads them: 1,000 in English, 1 000 in French and Russian."""
    text = f"{n:,}"
    return text if language == "en" else text.replace(",", "\u00a0")


def decimal(value: Decimal, language: str) -> str:
    text = f"{value:,}"
    return text if language == "en" else text.translate({ord(","): "\u00a0", ord("."): ","})


def translate(context: str, template: str, language: str, disambiguation: Optional[str] = None,
              n: int = -1) -> str:
    """``template`` in ``language`` (the English source when it has no translation), %n filled in."""
    book = catalogue(language) if language != "en" or n != -1 else {}
    forms = book.get((context, template, disambiguation or "")) or book.get((context, template, ""))
    said = template
    if forms:
        said = forms[min(_plural_form(language, n), len(forms) - 1)] if n != -1 else forms[0]
    return said.replace("%n", str(n)) if n != -1 else said


def speak(text: str, language: str) -> str:
    """``text`` (``Words``, cards or plain) said in ``language``, filled as the screen fills it (ui/kit/i18n.py
    ``render``): the same ``fill``, with this module's catalogues for Qt's translator."""
    return fill(text, language, lambda context, template, disambiguation, n: translate(
        context, template, language, disambiguation, n), lambda n: amount(n, language),
        lambda value: decimal(value, language))
