"""PHH text written from a ``HandHistory``: the TOML that loads() and pokerkit read back."""
from __future__ import annotations

import datetime as _dt
import math
import re
from decimal import Decimal
from typing import Any

from engine.phh.errors import PhhError
from engine.phh.hand import CORE_FIELDS, HandHistory, validate


# ---------------------------------------------------------------- TOML writer

_BARE_KEY_RE = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n",
            "\f": "\\f", "\r": "\\r"}


def _toml_string(value: str) -> str:
    out = []
    for ch in value:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _toml_key(key: str) -> str:
    return key if _BARE_KEY_RE.fullmatch(key) else _toml_string(key)


def _toml_value(value: Any, name: str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        if value.is_nan():
            return "nan"
        if value.is_infinite():
            return "inf" if value > 0 else "-inf"
        text = str(value)  # "1259450.25", "9775.0", "1E+3": all TOML numbers
        return text
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (_dt.datetime, _dt.date, _dt.time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v, name) for v in value) + "]"
    if isinstance(value, dict):
        pairs = (f"{_toml_key(str(k))} = {_toml_value(v, name)}" for k, v in value.items())
        return "{" + ", ".join(pairs) + "}"
    raise PhhError("bad-type", f"field '{name}': cannot write {type(value).__name__} "
                   "as TOML", field=name)


def dumps(hh: HandHistory) -> str:
    """PHH text for a hand; loads() and pokerkit read it back to the same
    content. Raises PhhError if the hand is not valid PHH."""
    data: dict[str, Any] = {
        "variant": hh.variant,
        "ante_trimming_status": hh.ante_trimming_status,
        "antes": list(hh.antes),
        "blinds_or_straddles": (None if hh.blinds_or_straddles is None
                                else list(hh.blinds_or_straddles)),
        "bring_in": hh.bring_in,
        "small_bet": hh.small_bet,
        "big_bet": hh.big_bet,
        "min_bet": hh.min_bet,
        "starting_stacks": list(hh.starting_stacks),
        "actions": list(hh.actions),
    }
    for key, value in hh.extra.items():
        if key in CORE_FIELDS:
            raise PhhError("bad-type", f"extra field {key!r} is a HandHistory attribute; "
                           "set the attribute instead", field=key)
        data[key] = value
    data["players"] = None if hh.players is None else list(hh.players)
    data["finishing_stacks"] = (None if hh.finishing_stacks is None
                                else list(hh.finishing_stacks))
    data = {k: v for k, v in data.items() if v is not None}
    validate(data)

    lines = []
    for key, value in data.items():
        if key == "actions":
            if value:
                lines.append("actions = [")
                lines.extend(f"  {_toml_string(a)}," for a in value)
                lines.append("]")
            else:
                lines.append("actions = []")
        else:
            lines.append(f"{_toml_key(key)} = {_toml_value(value, key)}")
    return "\n".join(lines) + "\n"
