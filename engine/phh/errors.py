"""What a PHH text may not be: the limits of a hand history, and the error that says why one cannot be read."""
from __future__ import annotations

from decimal import Decimal

from engine.errors import Refusal

# --------------------------------------------------------------------- limits

# A hand history of a nine-handed hand with every street is a few kilobytes: a
# text past this is not one hand, and is refused before it is parsed.
MAX_TEXT_CHARS = 1_000_000
# The largest amount read (engine.settings has the same bound for session files).
LARGEST_AMOUNT = 10**12
LARGEST_DIGITS = len(str(LARGEST_AMOUNT))
# Cents are 2 places; a few sites deal in fractions of a cent. 1e-400000 is not an amount:
# making it whole chips would take a 400,000-digit scale (and minutes of arithmetic).
MAX_DECIMAL_PLACES = 6



def decimal_places(value: Decimal) -> int:
    """How many decimal places ``value`` needs (2.50 needs 1; 1E+3 none), read from its digits
    alone: no arithmetic context, so 1E+999999999 or 1E-999999999 never overflow on the way."""
    _, digits, exponent = value.as_tuple()
    if not isinstance(exponent, int):          # nan, inf: no places (the caller refuses them)
        return 0
    return max(0, -(exponent + _trailing_zeros(digits))) if any(digits) else 0


def _trailing_zeros(digits: tuple[int, ...]) -> int:
    count = 0
    for digit in reversed(digits):
        if digit:
            break
        count += 1
    return count


# --------------------------------------------------------------------- errors

ERROR_CODES = frozenset({
    "bad-toml",             # the text is not TOML (or nested too deeply, or a number too long)
    "too-big",              # the text is longer than a hand history can be (MAX_TEXT_CHARS)
    "missing-field",        # a field the variant requires is absent
    "bad-type",             # a field has the wrong TOML type
    "bad-length",           # a per-player list is not one entry per player
    "bad-amount",           # a number is negative, zero where it must be positive, nan ...
    "bad-action",           # an action string is malformed or names no such player
    "bad-card",             # a card in an action is not a card
    "unsupported-variant",  # game_for: a variant this console does not deal
    "no-such-hand",         # a collection (.phhs) has no hand of that name, or no hand at all
    "choose-hand",          # a collection holds several hands and none was named
    "duplicate-hand",       # a collection names two hands alike
})


class PhhError(Refusal, ValueError):
    """A PHH text or action that cannot be read.

    ``code`` is a stable slug (see ERROR_CODES), ``step`` the index of the
    action in ``actions`` when the error is about one action (else None),
    ``field`` the PHH field concerned (or None).
    """

    def __init__(self, code: str, message: str, *, step: int | None = None,
                 field: str | None = None):
        super().__init__(code, message, step=step, field=field)
        self.step = step
        self.field = field

    def __repr__(self) -> str:
        return f"PhhError(code={self.code!r}, step={self.step!r}, message={self.message!r})"
