"""A fast reader for the plain TOML that hand histories are written in.

PHH files are flat ``key = value`` lines: strings, integers, decimals,
booleans and one-line or multi-line arrays of them. tomllib reads them
correctly but slowly (it is pure Python); this reads exactly that subset in
a few regular-expression steps and answers None for anything else (a table,
an escape, a comment after a value, a date, ...), which then goes to
tomllib. So the result is always tomllib's: tests/test_phh_toml.py checks
it on every shared hand history and on generated documents.
"""
from __future__ import annotations

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
