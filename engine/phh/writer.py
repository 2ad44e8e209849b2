"""PHH text written from a ``HandHistory``: the TOML that loads() and pokerkit read back."""
from __future__ import annotations

from typing import Any

from engine.phh.errors import PhhError
from engine.phh.hand import CORE_FIELDS, HandHistory, validate
from engine.toml_writer import toml_key, toml_string, toml_value


def _toml_value(value: Any, name: str) -> str:
    return toml_value(value, lambda v: PhhError("bad-type", f"field '{name}': cannot write {type(v).__name__} "
                                                "as TOML", field=name))


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
                lines.extend(f"  {toml_string(a)}," for a in value)
                lines.append("]")
            else:
                lines.append("actions = []")
        else:
            lines.append(f"{toml_key(key)} = {_toml_value(value, key)}")
    return "\n".join(lines) + "\n"
