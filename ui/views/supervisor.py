"""A supervisor's answer when asked for a PIN for one act (ui/dialogs/supervisor_dialog.py reads it;
dealer_app/supervisors/desk.py gives it): authorised, with the id to record as its author, or refused,
with a stable code and the words."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union


@dataclass(frozen=True, slots=True)
class Authorised:
    supervisor: str          # the id, as the roster spells it
    act: str
    reason: str
    granted: bool = True
    code: str = "granted"
    message: str = ""


@dataclass(frozen=True, slots=True)
class Refused:
    code: str                # no-supervisors | unknown-or-wrong | locked | locked-now | bad-request | not-recorded
    message: str             # Words (English; ui.kit.i18n.render says it in the language in force)
    supervisor: Optional[str] = None
    tries_left: Optional[int] = None
    locked_until_utc_us: Optional[int] = None
    granted: bool = False


Answer = Union[Authorised, Refused]
