"""TOML written: strings, keys and values, for the session file and for PHH hand histories.

Python reads TOML (tomllib) but does not write it. The session file
(engine/session/writer.py) and a hand history (engine/phh/writer.py) are plain
TOML, so this small writer is enough for both, and exact: tomllib reads back the
value written. Each file keeps its own choice of what it accepts (the session file
refuses an amount that is not finite, PHH writes ``nan``) and its own refusal.
"""
from __future__ import annotations

import datetime as _dt
import math
import re
from decimal import Decimal
from typing import Any, Callable

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def toml_string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    """A key bare when TOML allows it, else quoted."""
    return key if _BARE_KEY.fullmatch(key) else toml_string(key)


def toml_value(value: Any, refuse: Callable[[Any], Exception]) -> str:
    """A TOML value: true/false, whole numbers, decimals and floats (``nan``, ``inf`` too), text, dates
    and times, arrays and inline tables of those; anything else raises ``refuse(value)``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        if value.is_nan():
            return "nan"
        if value.is_infinite():
            return "inf" if value > 0 else "-inf"
        return str(value)            # "1259450.25", "9775.0", "1E+3": all TOML numbers
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, (_dt.datetime, _dt.date, _dt.time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v, refuse) for v in value) + "]"
    if isinstance(value, dict):
        pairs = (f"{toml_key(str(k))} = {toml_value(v, refuse)}" for k, v in value.items())
        return "{" + ", ".join(pairs) + "}"
    raise refuse(value)
