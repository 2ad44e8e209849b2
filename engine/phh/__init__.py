"""PHH (Poker Hand History) reading and writing.

PHH is a TOML-based standard for recording poker hands (the reference
parser is the pokerkit library; the specification is uoftcprg/phh-std).
This module only converts between PHH text and plain Python values; it
does no file I/O and knows nothing of the rules: replaying the actions is
the replay layer's work.

Its parts, each named through this module too (``phh.loads``, ``phh.dumps``,
``phh.PhhError``...): reading is here (``loads``); the action notation is
engine/phh/actions.py, the variant codes engine/phh/variants.py, one hand and
the checks it passes (read or written) engine/phh/hand.py, writing
engine/phh/writer.py, the limits and the error engine/phh/errors.py, the
fast reader of the plain TOML engine/phh/toml.py, and the collections of many
hands in one file (``.phhs``) engine/phh/collection.py.

Facts of the notation that a replay layer needs
-----------------------------------------------

* Players are ``p1 .. pN``, N = ``len(starting_stacks)``; every per-player
  list (antes, blinds_or_straddles, starting_stacks, finishing_stacks,
  players, seats, winnings, time_banks) is in that order. In button games
  p1 is the small blind and pN the button.
* Heads-up (N == 2) the forced bets are reverse-assigned: p1 posts
  ``blinds_or_straddles[1]`` (the big blind) and ``antes[1]``, p2 posts
  ``blinds_or_straddles[0]`` (the small blind) and ``antes[0]``. p2 is
  the button: it acts first before the flop and last after it.
* Actions: ``d dh pN CARDS`` deals hole cards, ``d db CARDS`` deals the
  board, ``pN f`` folds, ``pN cc`` checks or calls, ``pN cbr AMOUNT``
  completes, bets or raises *to* AMOUNT (the player's total bet on this
  street, not the increment), ``pN pb`` posts the bring-in (stud),
  ``pN sd [CARDS]`` stands pat (no cards) or discards (draw games),
  ``pN sm [CARDS]`` shows or mucks. Anything after ``#`` is a commentary.
  An empty string or a bare ``# commentary`` is a no-op.
* ``pN sm`` with no cards is a **muck**. ``pN sm CARDS`` shows the cards
  (in a cash game some may be ``??``: the player kept them face down
  without mucking). ``pN sm -`` shows the hole cards already written in
  that player's ``d dh`` action.
* Cards are two characters (rank ``AKQJT98765432``, suit ``cdhs``),
  concatenated without separators; ``??`` is an unknown card.
* Showdown ``sm`` actions may come before the remaining board is dealt
  (when everybody is all-in), and the order of ``sm`` among players is
  the order they showed in, not a fixed rule.
"""
from __future__ import annotations

import tomllib
from decimal import Decimal, InvalidOperation

from engine.phh import toml as phh_toml
# The parts of PHH, named through engine.phh as one API (__all__); the private names
# are the tests' and the bench's.
from engine.phh.actions import (  # noqa: F401
    _PARSED, NOOP, PhhAction, _parse_action_in_full, _parse_phh_cards, _usual_action, format_action, known_actions,
    parse_action)
from engine.phh.collection import CollectedHand, chosen_hand, collected_hands, is_collection  # noqa: F401
from engine.phh.errors import ERROR_CODES, LARGEST_AMOUNT, MAX_DECIMAL_PLACES, MAX_TEXT_CHARS, PhhError  # noqa: F401
from engine.phh.hand import CORE_FIELDS, HandHistory, validate
from engine.phh.variants import (  # noqa: F401
    SUPPORTED_VARIANTS, VARIANT_GAMES, VARIANT_NAMES, exported_code, exported_game, game_for)
from engine.phh.writer import dumps  # noqa: F401

__all__ = [
    "CollectedHand",
    "ERROR_CODES",
    "HandHistory",
    "NOOP",
    "PhhAction",
    "PhhError",
    "SUPPORTED_VARIANTS",
    "VARIANT_GAMES",
    "VARIANT_NAMES",
    "chosen_hand",
    "collected_hands",
    "dumps",
    "exported_code",
    "exported_game",
    "format_action",
    "game_for",
    "is_collection",
    "known_actions",
    "loads",
    "parse_action",
]


# ---------------------------------------------------------------- reading

def _parse_float(text: str) -> Decimal:
    return Decimal(text)


def loads(text: str) -> HandHistory:
    """Read one hand from PHH text; raises PhhError if it is not valid PHH."""
    if not isinstance(text, str):
        raise PhhError("bad-toml", f"PHH text must be a str, not {type(text).__name__}")
    if len(text) > MAX_TEXT_CHARS:
        raise PhhError("too-big", f"the hand history is {len(text):,} characters long, more than "
                       f"the {MAX_TEXT_CHARS:,} any one hand needs")
    try:
        data = phh_toml.read(text)     # the plain subset, fast; None: anything else
        if data is None:
            data = tomllib.loads(text, parse_float=_parse_float)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError("bad-toml", f"not valid TOML: {exc}") from None
    except RecursionError:
        # tomllib reads nested arrays and tables recursively: [[[[...]]]] deep enough ends here.
        raise PhhError("bad-toml", "not valid PHH: arrays or tables nested too deeply") from None
    except ValueError:
        # An integer of more than 4,300 digits (Python's int conversion limit).
        raise PhhError("bad-toml", "not valid PHH: a number has more than 4,300 digits") from None
    except InvalidOperation as exc:  # pragma: no cover - tomllib only passes float text
        raise PhhError("bad-toml", f"not valid TOML: bad number ({exc})") from None
    validate(data)
    return HandHistory(
        variant=data["variant"],
        antes=data["antes"],
        blinds_or_straddles=data.get("blinds_or_straddles"),
        bring_in=data.get("bring_in"),
        small_bet=data.get("small_bet"),
        big_bet=data.get("big_bet"),
        min_bet=data.get("min_bet"),
        starting_stacks=data["starting_stacks"],
        actions=data["actions"],
        ante_trimming_status=data.get("ante_trimming_status", False),
        players=data.get("players"),
        finishing_stacks=data.get("finishing_stacks"),
        extra={k: v for k, v in data.items() if k not in CORE_FIELDS},
    )
