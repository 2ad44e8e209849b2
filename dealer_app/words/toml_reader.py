"""The TOML reader's complaints in words (no Qt here).

A session file that is not TOML is refused with the message of Python's
tomllib ("Invalid value (at line 3, column 13)"), which is not the engine's:
tomllib gives no code or numbers, only its English in a small fixed grammar,
so this module (and only this one in dealer_app/words) reads that text with
regular expressions, to say the place in the file and the words it knows.
"""
from __future__ import annotations

import re

from ui.views.words import say

# ------------------------------------------------------------ the TOML reader's words

_AT_LINE = re.compile(r"^(.*) \(at line (\d+), column (\d+)\)$", re.DOTALL)
_AT_END = re.compile(r"^(.*) \(at end of document\)$", re.DOTALL)
# Python's tomllib (3.11 to 3.13): its fixed messages, and those with a value in them.
_TOML_FIXED = {w.template: w for w in (
    say("TOML", "Invalid value"),
    say("TOML", "Invalid statement"),
    say("TOML", "Cannot overwrite a value"),
    say("TOML", "Expected newline or end of document after a statement"),
    say("TOML", "Expected '=' after a key in a key/value pair"),
    say("TOML", "Expected ']' at the end of a table declaration"),
    say("TOML", "Expected ']]' at the end of an array declaration"),
    say("TOML", "Invalid initial character for a key part"),
    say("TOML", "Unclosed array"),
    say("TOML", "Unclosed inline table"),
    say("TOML", "Unterminated string"),
    say("TOML", "Unescaped '\\' in a string"),
    say("TOML", "Invalid hex value"),
    say("TOML", "Escaped character is not a Unicode scalar value"),
    say("TOML", "Invalid date or datetime"),
)}
_TOML_FORMS = (
    (re.compile(r"^Cannot declare (.*) twice$", re.DOTALL), say("TOML", "Cannot declare {what} twice")),
    (re.compile(r"^Found invalid character (.*)$", re.DOTALL), say("TOML", "Found invalid character {what}")),
    (re.compile(r"^Illegal character (.*)$", re.DOTALL), say("TOML", "Illegal character {what}")),
    (re.compile(r"^Duplicate inline table key (.*)$", re.DOTALL), say("TOML", "Duplicate inline table key {what}")),
    (re.compile(r"^Cannot redefine namespace (.*)$", re.DOTALL), say("TOML", "Cannot redefine namespace {what}")),
    (re.compile(r"^Cannot mutate immutable namespace (.*)$", re.DOTALL),
     say("TOML", "Cannot mutate immutable namespace {what}")),
    (re.compile(r"^Expected (.*)$", re.DOTALL), say("TOML", "Expected {what}")),
)


def _toml_message(text: str) -> str:
    if text in _TOML_FIXED:
        return _TOML_FIXED[text]
    for pattern, words in _TOML_FORMS:
        m = pattern.match(text)
        if m:
            return words.format(what=m[1])
    return text


def toml_words(text: str) -> str:
    """The TOML reader's complaint ("Invalid value (at line 3, column 13)"), in words where known."""
    m = _AT_LINE.match(text)
    if m:
        return say("TOML", "{why} (at line {line}, column {column})").format(
            why=_toml_message(m[1]), line=int(m[2]), column=int(m[3]))
    m = _AT_END.match(text)
    if m:
        return say("TOML", "{why} (at end of document)").format(why=_toml_message(m[1]))
    return _toml_message(text)
