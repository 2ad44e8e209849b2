"""A fast reader for the plain TOML that hand histories are written in.

PHH files are flat ``key = value`` lines: strings, integers, decimals,
booleans and one-line or multi-line arrays of them. tomllib reads them
correctly but slowly (it is pure Python); this reads exactly that subset in
a few regular-expression steps and answers None for anything else (a table,
an escape, a comment after a value, a date, ...), which then goes to
tomllib. So the result is always tomllib's: tests/engine/test_phh_toml.py checks
it on every shared hand history and on generated documents.

Two steps, the faster first. Most files are one ``key = value`` per line
whose values JSON writes the same way (TOML's literal strings once their
quotes are turned); those lines are read by the json module's C scanner.
Anything else that is still plain (multi-line arrays, ``+7``, trailing
commas, a tab) goes through the regular expressions below.
"""
from __future__ import annotations

import json
import re
from decimal import Decimal
from typing import Any, Optional

# A string without escapes or control characters; an integer or decimal as
# TOML writes them (no leading zeros, no underscores); true or false.
_STRING_BODY = r"[^'\"\\\x00-\x08\x0a-\x1f\x7f]*"
_SCALAR = (rf"'{_STRING_BODY}'|\"{_STRING_BODY}\""
           r"|[+-]?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false")
_SPACE = r"[ \t\n]*"
_ARRAY = rf"\[{_SPACE}(?:(?:{_SCALAR}){_SPACE},{_SPACE})*(?:(?:{_SCALAR}){_SPACE})?\]"
_LINE = re.compile(rf"(?:[ \t]*(?:#[^\n]*)?\n)*[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*({_SCALAR}|{_ARRAY})[ \t]*(?:\n|$)")
_BLANK_TAIL = re.compile(r"(?:[ \t]*(?:#[^\n]*)?(?:\n|$))*")
_SCALARS = re.compile(_SCALAR)
_FLOAT_MARK = re.compile(r"[.eE]")
# Control characters other than tab and newline: tomllib refuses them in comments.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def read(text: str) -> Optional[dict[str, Any]]:
    """The document as tomllib would read it (floats as Decimal), or None
    when it is not in the plain subset (then ask tomllib)."""
    data = _read_json_lines(text)
    if data is not None:
        return data
    return _read_plain(text)


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is JSON's, not TOML's")   # NaN, Infinity: TOML writes nan, inf


# The C scanner behind json.loads, for one value at a time: a value is read
# alone, so a line can never run on into the next. Floats as Decimal, as tomllib's
# parse_float gives them (the text of the number, unchanged).
_JSON_VALUE = json.JSONDecoder(parse_float=Decimal, parse_constant=_refuse_constant, strict=True).scan_once
_BARE_KEY_CHARS = re.compile(r"[A-Za-z0-9_-]*")


def _read_json_lines(text: str) -> Optional[dict[str, Any]]:
    """Lines ``key = value`` (or blank, or a whole-line comment) whose values are
    JSON with the same meaning; None for anything else.

    Why JSON and TOML agree here: there is no backslash (escapes differ), no
    ``{`` (tables differ), no ``null`` (not TOML), no carriage return (JSON's
    whitespace, not TOML's) and no DEL (allowed in JSON strings only); strict
    JSON refuses every other control character in a value, and a comment line
    must be printable. A literal string 'x' becomes "x" only when no double quote
    is there to be confused with it. JSON numbers are all TOML numbers of the
    same type and value; JSON's NaN and Infinity are refused.
    """
    if "\\" in text or "{" in text or "null" in text or "\r" in text or "\x7f" in text:
        return None
    single_quotes = "'" in text
    if single_quotes and '"' not in text:
        text = text.replace("'", '"')
        single_quotes = False            # turned, every line at once
    data: dict[str, Any] = {}
    scan = _JSON_VALUE
    for line in text.split("\n"):
        if not line:
            continue
        if line[0] == "#":
            if not line.isprintable():
                return None              # a control character (or a tab) in a comment
            continue
        key, equals, raw = line.partition(" = ")
        if not equals or key in data:
            return None
        if single_quotes and "'" in raw:
            if '"' in raw:
                return None
            raw = raw.replace("'", '"')
        try:
            value, end = scan(raw, 0)
        except (StopIteration, ValueError):
            return None
        if end != len(raw) and raw[end:].strip(" "):
            return None                  # more than one value on the line (or a comment after it)
        data[key] = value
    if not _BARE_KEY_CHARS.fullmatch("".join(data)) or "" in data:
        return None
    return data


def _read_plain(text: str) -> Optional[dict[str, Any]]:
    """The plain subset by regular expressions (multi-line arrays, ``+7``, ...)."""
    if _CONTROL.search(text):
        return None
    data: dict[str, Any] = {}
    at, end = 0, len(text)
    match = _LINE.match
    while at < end:
        found = match(text, at)
        if found is None:
            if _BLANK_TAIL.match(text, at).end() == end:
                break            # only blank lines and comments are left
            return None
        key, raw = found.group(1), found.group(2)
        if key in data:
            return None          # tomllib says what is wrong with a key written twice
        if raw[0] == "[":
            data[key] = [_scalar(s) for s in _SCALARS.findall(raw)]
        else:
            data[key] = _scalar(raw)
        at = found.end()
    return data


def _scalar(raw: str) -> Any:
    first = raw[0]
    if first == "'" or first == '"':
        return raw[1:-1]
    if raw == "true":
        return True
    if raw == "false":
        return False
    if _FLOAT_MARK.search(raw):
        return Decimal(raw)
    return int(raw)
