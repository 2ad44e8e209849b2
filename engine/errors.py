"""Refusals: the one error family of the whole console, and the engine's own kinds of it.

Every layer refuses the same way (issue 17): a ``Refusal`` with a stable
``code`` (screens, records and the replay's JSON key on it), an English
``message`` a dealer or a floor supervisor reads (``str()`` of it), and the
``numbers`` the message is made of, so a screen can say it in the dealer's
language. The engine's kinds are here; the others derive from the same base
where they are raised: cards (engine/cards.py), PHH files (engine/phh.py,
engine/replay.py), session files (engine/settings.py), deck registration and
shoe frames (hardware/), the store, the supervisors' roster and the small files
of dealer_app/. It lives in engine/ because every layer may import engine and
engine imports nothing else; so the controller catches ``Refusal`` once.
"""
from __future__ import annotations

from typing import Callable, Mapping, Optional


class Refusal(Exception):
    """Something refused, nothing changed. ``code`` is stable; ``message`` says why; ``numbers`` explain it."""

    code = "refused"
    # A message that names chip amounts keeps its sentence and its values (``naming_chips``),
    # so that a reader counting in another unit can have it said in that unit (``said_in``).
    template: Optional[str] = None
    values: Mapping[str, object] = {}
    chip_values: frozenset = frozenset()

    def __init__(self, code: str, message: str, **numbers: object):
        super().__init__(message)
        self.code = code
        self.message = message
        self.numbers = numbers

    @classmethod
    def naming_chips(cls, code: str, template: str, chips: Mapping[str, object],
                     words: Optional[Mapping[str, object]] = None, **numbers: object):
        """A refusal whose message is ``template`` filled with ``chips`` (amounts) and ``words``."""
        values = {**chips, **(words or {})}
        refusal = cls(code, template.format(**{key: _english(value) for key, value in values.items()}), **numbers)
        refusal.template, refusal.values, refusal.chip_values = template, values, frozenset(chips)
        return refusal

    def said_in(self, amount: Callable[[int], object]) -> str:
        """The message with every chip amount it names written by ``amount``: a hand history in
        cents, replayed in whole cents, is answered in its own units ("bet to 5", not "to 50")."""
        if self.template is None:
            return self.message

        def said(key: str, value: object) -> object:
            if key not in self.chip_values:
                return _english(value)
            english = getattr(value, "english", None)       # a pot-limit sum: its amounts, not its "3 ×"
            return english(lambda chips: str(amount(chips))) if english is not None else amount(value)
        return self.template.format(**{key: said(key, value) for key, value in self.values.items()})

    def __repr__(self) -> str:
        parts = ", ".join(f"{k}={v!r}" for k, v in self.numbers.items())
        return f"{type(self).__name__}({self.code!r}{', ' if parts else ''}{parts})"


def _english(value: object) -> object:
    """A value that says itself (a pot-limit sum, a card label) as its English; anything else as it is."""
    english = getattr(value, "english", None)
    return english() if english is not None else value


class EngineError(Refusal):
    """Base of the engine's refusals of the rules (actions, deals, showdowns, configurations, sessions)."""

    code = "engine-error"


class IllegalAction(EngineError):
    """A betting action the rules do not allow now (nothing was changed)."""


class IllegalDeal(EngineError):
    """A card the deal does not expect, or a card already seen (nothing was changed)."""


class IllegalShowdown(EngineError):
    """A show or muck that is not possible now (nothing was changed)."""


class ConfigError(EngineError, ValueError):
    """A hand set up against the rules: wrong player count, bad stakes, ..."""


class SessionError(EngineError):
    """A table-session request the rules refuse (seats, money, corrections): nothing was changed."""
