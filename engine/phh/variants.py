"""PHH variant codes (RULES.md 1): the games of the specification this console deals, and its own codes."""
from __future__ import annotations

import re

from engine.games import GAMES, Structure
from engine.phh.errors import PhhError


# ------------------------------------------------------------------- variants

#: Every variant code of the PHH specification, with its name.
VARIANT_NAMES: dict[str, str] = {
    "FT": "fixed-limit Texas hold'em",
    "NT": "no-limit Texas hold'em",
    "NS": "no-limit short-deck hold'em",
    "PO": "pot-limit Omaha",
    "FO/8": "fixed-limit Omaha hi-lo eight or better",
    "F7S": "seven-card stud",
    "F7S/8": "seven-card stud hi-lo eight or better",
    "FR": "razz",
    "N2L1D": "no-limit 2-7 single draw",
    "F2L3D": "fixed-limit 2-7 triple draw",
    "FB": "badugi",
}

#: PHH code -> (game, structure) in this project's names. The PHH
#: specification has no other code for a game this console deals (no
#: no-limit or fixed-limit Omaha, no pot-limit Omaha hi-lo, no 5-card
#: Omaha); those are replayed through the session file's [game] override,
#: or from this console's own code for them (exported_code below).
VARIANT_GAMES: dict[str, tuple[str, str]] = {
    "NT": ("holdem", "no-limit"),
    "FT": ("holdem", "fixed-limit"),
    "PO": ("omaha", "pot-limit"),
    "FO/8": ("omaha-hilo", "fixed-limit"),
}

SUPPORTED_VARIANTS = frozenset(VARIANT_GAMES)

# A game the specification has no code for is written by this console under its
# own code: "_", the session file's game and structure, and a hi-lo game's low
# qualifier ("_omaha5/pot-limit", "_omaha-hilo/pot-limit/8"). The "_" is PHH's
# mark for a writer's own field; no code of the specification has it, so a PHH
# reader refuses the hand (pokerkit: KeyError) instead of playing another game.
_EXPORTED_CODE = re.compile(r"_([a-z0-9-]+)/([a-z-]+)(?:/([0-9]))?")
_LOW_QUALIFIERS = (8, 9, 0)
_STRUCTURES = frozenset(s.value for s in Structure)


def exported_code(game: str, structure: str, low_qualifier: int = 8) -> str:
    """This console's own code for a game PHH has no code for (see exported_game)."""
    code = f"_{game}/{structure}"
    return f"{code}/{low_qualifier}" if GAMES[game].hilo else code


def exported_game(variant: str) -> tuple[str, str, int | None] | None:
    """(game, structure, low qualifier or None) of a code exported_code() writes, else None."""
    found = _EXPORTED_CODE.fullmatch(variant) if type(variant) is str else None
    if found is None:
        return None
    game, structure, qualifier = found.groups()
    known = GAMES.get(game)
    if known is None or structure not in _STRUCTURES:
        return None
    if known.hilo != (qualifier is not None) or (qualifier is not None and int(qualifier) not in _LOW_QUALIFIERS):
        return None
    return game, structure, None if qualifier is None else int(qualifier)


# The fields the specification requires, per variant (besides variant,
# antes, starting_stacks and actions, required for every variant).
_BUTTON_NO_LIMIT = ("blinds_or_straddles", "min_bet")
_BUTTON_FIXED = ("blinds_or_straddles", "small_bet", "big_bet")
_STUD = ("bring_in", "small_bet", "big_bet")
VARIANT_FIELDS: dict[str, tuple[str, ...]] = {
    "FT": _BUTTON_FIXED,
    "NT": _BUTTON_NO_LIMIT,
    "NS": _BUTTON_NO_LIMIT,
    "PO": _BUTTON_NO_LIMIT,
    "FO/8": _BUTTON_FIXED,
    "F7S": _STUD,
    "F7S/8": _STUD,
    "FR": _STUD,
    "N2L1D": _BUTTON_NO_LIMIT,
    "F2L3D": _BUTTON_FIXED,
    "FB": _BUTTON_FIXED,
}


def game_for(variant: str) -> tuple[str, str]:
    """(game, structure) for a PHH variant code this console deals, or for
    this console's own code of a game PHH has no code for (exported_game).

    Raises PhhError(code="unsupported-variant") for every other code.
    """
    try:
        return VARIANT_GAMES[variant]
    except (KeyError, TypeError):
        pass
    exported = exported_game(variant)
    if exported is not None:
        return exported[0], exported[1]
    supported = ", ".join(sorted(SUPPORTED_VARIANTS))
    if variant in VARIANT_NAMES:
        message = (f"{variant} ({VARIANT_NAMES[variant]}) is not a game this console deals "
                   f"(supported PHH variants: {supported})")
    else:
        message = (f"{variant!r} is not a PHH variant code this console knows "
                   f"(supported PHH variants: {supported})")
    raise PhhError("unsupported-variant", message, field="variant")
