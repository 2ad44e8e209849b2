"""A part of the table session, and a request of the session that one of its parts answers.

The session (engine/session/table.py) holds its parts as the console's table holds
its desks (dealer_app/table/controller.py): the seats and money, the hand, the
corrections, the cash-game practices. A part is given the session and reaches the
state through it, never keeping it: a correction folds the hand again on a copy
and the session takes the copy's state whole (``TableSession._submit``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:
    from .state import SessionCore


class SessionPart:
    """One part of a table session: the session it belongs to, and that session's state."""

    def __init__(self, session: Any):
        self._session = session                 # the TableSession (typed loosely: it imports its parts)

    @property
    def _core(self) -> "SessionCore":
        return self._session._core

    @property
    def _index(self) -> int:
        """The record entry being folded."""
        return self._session._index

    @property
    def _at(self) -> Optional[str]:
        """The time of the entry being folded (None when it has none)."""
        return self._session._at


class OnPart:
    """A request of the session that one of its parts answers: ``misdeal = OnPart("_corrections",
    Corrections.misdeal)``. Callers ask the session as they always did; reading the session's class
    shows which part does the work, and the part's method (or property) is the one documented."""

    def __init__(self, part: str, attribute: Any):
        self.part = part
        self.attribute = attribute
        self.name = (attribute.fget if isinstance(attribute, property) else attribute).__name__
        self.__doc__ = attribute.__doc__

    def __get__(self, session, owner=None):
        if session is None:
            return self.attribute
        return getattr(getattr(session, self.part), self.name)
