"""Errors the engine raises: a stable code for screens and records, and the numbers."""
from __future__ import annotations


class EngineError(Exception):
    """Base of the engine's refusals. ``code`` is stable; ``numbers`` explain it."""

    code = "engine-error"

    def __init__(self, code: str, message: str, **numbers: object):
        super().__init__(message)
        self.code = code
        self.message = message
        self.numbers = numbers

    def __repr__(self) -> str:
        parts = ", ".join(f"{k}={v!r}" for k, v in self.numbers.items())
        return f"{type(self).__name__}({self.code!r}{', ' if parts else ''}{parts})"


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
