"""Session presets shipped with the program: session files (ARCHITECTURE.md 4.1) a club starts from.

- ``french-levy-<buy-in>``: the French levy of RULES.md section 6, 4 % of each
  pot with the cap tied to the minimum buy-in (15 %, 10 %, 5 %, 3 %, 1 % of
  500, 1,000, 5,000, 10,000, 50,000 €: caps 75, 100, 250, 300, 500);
- ``five-percent-capped``: 5 % of the pot, capped at 30, no flop no drop.

The French presets name the chip set of a French card room (``[table] chips``).

A preset is a starting point: ``load_preset`` returns ordinary settings, to be
changed (``dataclasses.replace``) and saved like any session file.
"""
from __future__ import annotations

import re
from importlib import resources

from engine.settings import SessionSettings, parse_session

FRENCH_LEVY_BUY_INS = (500, 1000, 5000, 10000, 50000)


def _by_amount(name: str) -> tuple:
    """"french-levy-500" before "french-levy-1000": the numbers in a name compared as numbers, not as text."""
    return tuple((0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"(\d+)", name) if part)


def preset_names() -> list[str]:
    """The presets shipped, by name (the file name without ``.toml``), amounts in increasing order."""
    return sorted((f.name[:-len(".toml")] for f in resources.files(__name__).iterdir() if f.name.endswith(".toml")),
                  key=_by_amount)


def preset_text(name: str) -> str:
    if name not in preset_names():
        raise KeyError(f"no preset {name!r}; the presets are {', '.join(preset_names())}")
    return resources.files(__name__).joinpath(f"{name}.toml").read_text(encoding="utf-8")


def load_preset(name: str) -> SessionSettings:
    """A preset's settings, validated like any session file."""
    return parse_session(preset_text(name))


def french_levy(min_buy_in: int) -> SessionSettings:
    """The French levy preset for one of the minimum buy-ins RULES.md section 6 names."""
    if min_buy_in not in FRENCH_LEVY_BUY_INS:
        raise KeyError(f"the French levy presets are for minimum buy-ins of "
                       f"{', '.join(map(str, FRENCH_LEVY_BUY_INS))}, not {min_buy_in}")
    return load_preset(f"french-levy-{min_buy_in}")
