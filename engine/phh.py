"""PHH (Poker Hand History) reading and writing.

PHH is a TOML-based standard for recording poker hands (the reference
parser is the pokerkit library; the specification is uoftcprg/phh-std).
This module only converts between PHH text and plain Python values; it
does no file I/O and knows nothing of the rules: replaying the actions is
the replay layer's work.

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

import datetime as _dt
import math
import re
import tomllib
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from itertools import repeat
from typing import Any

from engine import phh_toml
from engine.cards import CARDS, Card, CardError, parse_card
from engine.errors import Refusal
from engine.games import GAMES, Structure

__all__ = [
    "ERROR_CODES",
    "HandHistory",
    "NOOP",
    "PhhAction",
    "PhhError",
    "SUPPORTED_VARIANTS",
    "VARIANT_GAMES",
    "VARIANT_NAMES",
    "dumps",
    "exported_code",
    "exported_game",
    "format_action",
    "game_for",
    "known_actions",
    "loads",
    "parse_action",
]


# --------------------------------------------------------------------- limits

# A hand history of a nine-handed hand with every street is a few kilobytes: a
# text past this is not one hand, and is refused before it is parsed.
MAX_TEXT_CHARS = 1_000_000
# The largest amount read (engine.settings has the same bound for session files).
LARGEST_AMOUNT = 10**12
_LARGEST_DIGITS = len(str(LARGEST_AMOUNT))
# Cents are 2 places; a few sites deal in fractions of a cent. 1e-400000 is not an amount:
# making it whole chips would take a 400,000-digit scale (and minutes of arithmetic).
MAX_DECIMAL_PLACES = 6

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
_VARIANT_FIELDS: dict[str, tuple[str, ...]] = {
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


# -------------------------------------------------------------------- actions

#: The verb of a no-op action (an empty string or a bare "# commentary").
NOOP = ""

_PLAYER_VERBS = ("f", "cc", "cbr", "sm", "sd", "pb")
_DEALER_VERBS = ("dh", "db")
_PLAYER_RE = re.compile(r"p([1-9][0-9]{0,3})")      # p1 … p9999: no table seats more
_AMOUNT_RE = re.compile(r"[0-9]+(?:\.[0-9]+)?")


@dataclass(frozen=True)
class PhhAction:
    """One PHH action string, parsed.

    actor   "d" for the dealer, the player number (1..N) for a player,
            None for a no-op (empty or comment-only action).
    verb    "dh", "db", "f", "cc", "cbr", "sm", "sd", "pb", or NOOP ("").
    player  dh: the player dealt to; player actions: the actor; else None.
    cards   dh/db: the cards dealt; sm: the cards shown (empty = muck);
            sd: the cards discarded (empty = stands pat). None = "??".
    amount  cbr: the total the player bets or raises to (int or Decimal).
    comment the text after "#" (stripped), None when there is no "#".
    text    the raw action string.
    shows_dealt  sm written "pN sm -": shows the cards of its dh action.
    """

    actor: str | int | None
    verb: str
    player: int | None = None
    cards: tuple[Card | None, ...] = ()
    amount: int | Decimal | None = None
    comment: str | None = None
    text: str = ""
    shows_dealt: bool = False

    @property
    def is_muck(self) -> bool:
        return self.verb == "sm" and not self.cards and not self.shows_dealt


def _parse_phh_cards(text: str) -> tuple[Card | None, ...]:
    """Cards written together ("AsKd", "??Ad"); ValueError(reason) if not."""
    cards: list[Card | None] = []
    i = 0
    while i < len(text):
        if text.startswith("??", i):
            cards.append(None)
            i += 2
            continue
        size = 3 if text.startswith("10", i) else 2
        chunk = text[i:i + size]
        if "?" in chunk:
            raise ValueError(f"{chunk!r} is not a card (an unknown card is written '??')")
        try:
            cards.append(parse_card(chunk))
        except CardError as exc:
            raise ValueError(str(exc)) from None
        i += size
    return tuple(cards)


def _parse_amount_text(raw: str) -> int | Decimal:
    """A positive amount ("200", "1,000", "0.25"); ValueError(reason) if not."""
    compact = raw.replace(",", "")  # pokerkit accepts "1,000"
    if not _AMOUNT_RE.fullmatch(compact):
        raise ValueError(f"amount {_shortened(raw)!r} is not a number")
    whole, _, places = compact.partition(".")
    if len(whole.lstrip("0")) > _LARGEST_DIGITS or len(places.rstrip("0")) > MAX_DECIMAL_PLACES:
        raise ValueError(f"amount {_shortened(raw)!r} is not a believable amount (at most "
                         f"{LARGEST_AMOUNT:,} with {MAX_DECIMAL_PLACES} decimal places)")
    value: int | Decimal = int(compact) if "." not in compact else Decimal(compact)
    if value <= 0:
        raise ValueError(f"amount {_shortened(raw)!r} must be positive")
    return value


def _shortened(text: str, keep: int = 24) -> str:
    """A refused value as a message quotes it: a 4,301-digit number is not repeated whole."""
    return text if len(text) <= keep else f"{text[:keep]}… ({len(text):,} characters)"


def parse_action(text: str, step: int | None = None, *,
                 player_count: int | None = None) -> PhhAction:
    """Parse one PHH action string.

    Raises PhhError with ``step`` set: code "bad-action" for a malformed
    action (unknown verb, missing or extra argument, no such player),
    "bad-card" for a card that is not one, "bad-amount" for an amount that
    is not a positive number. ``player_count``, when given, also refuses
    player numbers above it.
    """
    if type(text) is str:
        found = _PARSED.get((text, player_count))
        if found is not None:
            return found
    action = _parse_action(text, step, player_count)
    if len(_PARSED) >= _PARSED_LIMIT:
        _PARSED.clear()
    _PARSED[text, player_count] = action
    return action


def known_actions(actions: list, player_count: int) -> list[PhhAction | None]:
    """Each action as parse_action read it before (when the file was loaded), or
    None for one not read yet: the caller reads that one and gets its error."""
    try:
        return list(map(_PARSED.get, zip(actions, repeat(player_count))))
    except TypeError:                    # something unhashable in the list: not an action
        return [_PARSED.get((a, player_count)) if type(a) is str else None for a in actions]


# Parsed actions by (text, player count): "p2 cc", "p3 f" and "p1 cbr 200"
# recur in every hand, and a hand is parsed when read and again when replayed.
# An action is a frozen value, so sharing it is safe. Bounded: cleared when full.
_PARSED: dict[tuple[str, int | None], PhhAction] = {}
_PARSED_LIMIT = 20_000


# The action strings machines write, read by one regular expression: a deal
# ("d dh p3 AsKd", "d db 7d5h9d"), a fold, a check or call, a bet in whole chips,
# a show. Anything else (a comment, "??", a "10" rank, other spacing ...) is read
# by _parse_action_in_full, which also says what is wrong; both give the same
# action (tests/engine/test_phh.py checks it on every shared action and on edge cases).
_CARDS_TEXT = r"(?:[2-9TJQKA][cdhs])+"
_USUAL_ACTION = re.compile(
    rf"d (dh) p([1-9][0-9]{{0,3}}) ({_CARDS_TEXT})|d (db) ({_CARDS_TEXT})"
    rf"|p([1-9][0-9]{{0,3}}) (?:(f|cc)|(cbr) ([1-9][0-9]{{0,12}})|(sm) ({_CARDS_TEXT}))")
_CARD_BY_TEXT = {str(card): card for card in CARDS}


def _usual_action(text: str, player_count: int | None) -> PhhAction | None:
    """The action if ``text`` is in the usual form, else None."""
    found = _USUAL_ACTION.fullmatch(text)
    if found is None:
        return None
    deal, dealt_to, hole, board_deal, board, actor, plain, bet, amount, show, shown = found.groups()
    if board_deal:
        return PhhAction(actor="d", verb="db", cards=_cards_of(board), text=text)
    number = int(dealt_to or actor)
    if player_count is not None and number > player_count:
        return None                      # there is no such player: the full reading says so
    if deal:
        return PhhAction(actor="d", verb="dh", player=number, cards=_cards_of(hole), text=text)
    if plain:
        return PhhAction(actor=number, verb=plain, player=number, text=text)
    if bet:
        return PhhAction(actor=number, verb="cbr", player=number, amount=int(amount), text=text)
    return PhhAction(actor=number, verb="sm", player=number, cards=_cards_of(shown), text=text)


def _cards_of(text: str) -> tuple[Card, ...]:
    table = _CARD_BY_TEXT
    return tuple([table[text[i:i + 2]] for i in range(0, len(text), 2)])


def _parse_action(text: str, step: int | None, player_count: int | None) -> PhhAction:
    if type(text) is str:
        usual = _usual_action(text, player_count)
        if usual is not None:
            return usual
    return _parse_action_in_full(text, step, player_count)


def _parse_action_in_full(text: str, step: int | None, player_count: int | None) -> PhhAction:
    where = f"action {step} " if step is not None else ""
    if not isinstance(text, str):
        raise PhhError("bad-action", f"{where}must be a string, not {type(text).__name__}",
                       step=step)

    def bad(reason: str, code: str = "bad-action") -> PhhError:
        return PhhError(code, f"{where}{_shortened(text, 60)!r}: {reason}", step=step)

    head, hash_mark, tail = text.partition("#")
    comment = tail.strip() if hash_mark else None
    words = head.split()
    if not words:
        return PhhAction(actor=None, verb=NOOP, comment=comment, text=text)

    def player_number(word: str) -> int:
        match = _PLAYER_RE.fullmatch(word)
        if not match:
            raise bad(f"{_shortened(word)!r} is not a player (p1, p2, ...)")
        number = int(match.group(1))
        if player_count is not None and number > player_count:
            raise bad(f"there is no player {word}: the hand has {player_count} players")
        return number

    def cards_of(word: str) -> tuple[Card | None, ...]:
        try:
            return _parse_phh_cards(word)
        except ValueError as exc:
            raise bad(str(exc), "bad-card") from None

    actor_word, verb, args = words[0], (words[1] if len(words) > 1 else None), words[2:]

    if actor_word == "d":
        if verb is None:
            raise bad("the dealer's action is missing (db or dh)")
        if verb == "db":
            if len(args) != 1:
                raise bad("'d db' takes the board cards, written together (d db 7d5h9d)")
            return PhhAction(actor="d", verb="db", cards=cards_of(args[0]),
                             comment=comment, text=text)
        if verb == "dh":
            if len(args) != 2:
                raise bad("'d dh' takes a player and the cards, written together (d dh p1 AsKs)")
            return PhhAction(actor="d", verb="dh", player=player_number(args[0]),
                             cards=cards_of(args[1]), comment=comment, text=text)
        if verb in _PLAYER_VERBS:
            raise bad(f"the dealer cannot {verb!r}; the dealer only deals (db, dh)")
        raise bad(f"unknown dealer action {verb!r} (expected db or dh)")

    number = player_number(actor_word)
    if verb is None:
        raise bad(f"the action of {actor_word} is missing (f, cc, cbr, sm, sd or pb)")
    if verb in _DEALER_VERBS:
        raise bad(f"only the dealer 'd' deals ({verb!r}); a player cannot")
    if verb not in _PLAYER_VERBS:
        raise bad(f"unknown action {verb!r} (expected f, cc, cbr, sm, sd or pb)")

    common = dict(actor=number, verb=verb, player=number, comment=comment, text=text)
    if verb in ("f", "cc", "pb"):
        if args:
            raise bad(f"{verb!r} takes no argument, got {' '.join(args)!r}")
        return PhhAction(**common)
    if verb == "cbr":
        if not args:
            raise bad("'cbr' needs the amount to bet or raise to (p1 cbr 200)")
        if len(args) > 1:
            raise bad(f"'cbr' takes one amount, got {' '.join(args)!r}")
        try:
            amount = _parse_amount_text(args[0])
        except ValueError as exc:
            raise bad(str(exc), "bad-amount") from None
        return PhhAction(**common, amount=amount)
    # sm / sd: optional cards
    if len(args) > 1:
        raise bad(f"{verb!r} takes the cards written together, got {' '.join(args)!r}")
    if not args:
        return PhhAction(**common)
    if verb == "sm" and args[0] == "-":
        return PhhAction(**common, shows_dealt=True)
    return PhhAction(**common, cards=cards_of(args[0]))


def _format_amount(value: int | Decimal) -> str:
    if isinstance(value, Decimal):
        return format(value, "f")
    return str(value)


def _format_phh_cards(cards: tuple[Card | None, ...]) -> str:
    return "".join("??" if card is None else str(card) for card in cards)


def format_action(action: PhhAction) -> str:
    """The PHH string of an action (the inverse of parse_action)."""
    verb = action.verb
    if verb == NOOP or action.actor is None:
        body = ""
    elif action.actor == "d":
        if verb == "dh":
            body = f"d dh p{action.player} {_format_phh_cards(action.cards)}"
        elif verb == "db":
            body = f"d db {_format_phh_cards(action.cards)}"
        else:
            raise PhhError("bad-action", f"the dealer cannot {verb!r} (db or dh only)")
    else:
        body = f"p{action.actor} {verb}"
        if verb == "cbr":
            if action.amount is None:
                raise PhhError("bad-action", f"p{action.actor} cbr: the amount is missing")
            body += " " + _format_amount(action.amount)
        elif verb == "sm" and action.shows_dealt:
            body += " -"
        elif action.cards:
            body += " " + _format_phh_cards(action.cards)
    if action.comment is not None:
        return f"{body} # {action.comment}" if body else f"# {action.comment}"
    return body


# --------------------------------------------------------------- hand history

_CORE_FIELDS = frozenset((
    "variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in",
    "small_bet", "big_bet", "min_bet", "starting_stacks", "actions",
    "players", "finishing_stacks",
))
_AMOUNT_FIELDS = ("bring_in", "small_bet", "big_bet", "min_bet")
# Per-player lists kept in ``extra`` whose length is checked too.
_EXTRA_PLAYER_LISTS = ("seats", "winnings", "time_banks")


@dataclass
class HandHistory:
    """One PHH hand. Amounts are int, or Decimal when written as a TOML
    float (never float). Fields this class does not model (author, event,
    hand, seats, currency, user-defined "_..." fields, ...) are in
    ``extra``, in file order, so dumps() loses nothing."""

    variant: str
    antes: list
    blinds_or_straddles: list | None
    bring_in: int | Decimal | None
    small_bet: int | Decimal | None
    big_bet: int | Decimal | None
    min_bet: int | Decimal | None
    starting_stacks: list
    actions: list[str]
    ante_trimming_status: bool = False
    players: list[str] | None = None
    finishing_stacks: list | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    def parsed_actions(self) -> list[PhhAction]:
        """The actions parsed, in order (index = step)."""
        n = self.player_count
        return [parse_action(a, i, player_count=n) for i, a in enumerate(self.actions)]


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, Decimal)) and not isinstance(value, bool)


def _type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, (int, Decimal)):
        return f"the number {value}"
    return type(value).__name__


def _check_amount(name: str, value: Any, *, where: str, positive: bool,
                  allow_inf: bool = False) -> None:
    if not _is_number(value):
        raise PhhError("bad-type", f"{where} must be a number, not {_type_name(value)}",
                       field=name)
    if isinstance(value, Decimal):
        if value.is_nan():
            raise PhhError("bad-amount", f"{where} is nan, not an amount", field=name)
        if value.is_infinite() and not (allow_inf and value > 0):
            raise PhhError("bad-amount", f"{where} is infinite, not an amount", field=name)
        if value.is_infinite():
            return
        if value and value.normalize().as_tuple().exponent < -MAX_DECIMAL_PLACES:
            raise PhhError("bad-amount", f"{where} has more than {MAX_DECIMAL_PLACES} decimal places: "
                           "not a believable amount", field=name)
    if value > LARGEST_AMOUNT:
        # 10**100 chips or 1e308 is a typo or a forgery, not a hand any table dealt.
        raise PhhError("bad-amount", f"{where} is {value}, more than {LARGEST_AMOUNT:,}: "
                       "not a believable amount", field=name)
    if value < 0 or (positive and value == 0):
        need = "positive" if positive else "zero or more"
        raise PhhError("bad-amount", f"{where} is {value}; it must be {need}", field=name)


_INT_ONLY = {int}
_STR_ONLY = {str}


def _plain_chips(values: list) -> bool:
    """Whole amounts within bounds, checked at C speed (the usual list); the
    item-by-item checks below only run to say what is wrong."""
    return not values or (set(map(type, values)) == _INT_ONLY and max(values) <= LARGEST_AMOUNT)


def _check_amount_list(name: str, value: Any, *, positive: bool,
                       allow_inf: bool = False) -> None:
    if type(value) is list and _plain_chips(value) and (not value or min(value) > (0 if positive else -1)):
        return
    if not isinstance(value, list):
        raise PhhError("bad-type", f"field '{name}' must be a list of amounts, "
                       f"not {_type_name(value)}", field=name)
    for i, item in enumerate(value):
        _check_amount(name, item, where=f"field '{name}' entry {i + 1} (p{i + 1})",
                      positive=positive, allow_inf=allow_inf)


def _validate(data: dict[str, Any]) -> None:
    """Check a PHH table (as tomllib reads it, floats as Decimal)."""
    variant = data.get("variant")
    if "variant" not in data:
        raise PhhError("missing-field", "field 'variant' is missing (e.g. variant = \"NT\")",
                       field="variant")
    if not isinstance(variant, str) or not variant:
        raise PhhError("bad-type", f"field 'variant' must be a non-empty string, "
                       f"not {_type_name(variant)}", field="variant")

    required = ("antes", "starting_stacks", "actions") + _VARIANT_FIELDS.get(variant, ())
    for name in required:
        if name not in data:
            raise PhhError("missing-field", f"field '{name}' is missing; variant {variant} "
                           f"requires {', '.join(required)}", field=name)

    stacks = data["starting_stacks"]
    _check_amount_list("starting_stacks", stacks, positive=True, allow_inf=True)
    n = len(stacks)
    if n < 2:
        raise PhhError("bad-length", f"field 'starting_stacks' lists {n} player(s); "
                       "a hand needs at least 2", field="starting_stacks")

    def check_length(name: str, value: list) -> None:
        if len(value) != n:
            raise PhhError("bad-length", f"field '{name}' has {len(value)} entries but "
                           f"starting_stacks has {n} players; one entry per player",
                           field=name)

    _check_amount_list("antes", data["antes"], positive=False)
    check_length("antes", data["antes"])
    if data.get("blinds_or_straddles") is not None:
        _check_amount_list("blinds_or_straddles", data["blinds_or_straddles"], positive=False)
        check_length("blinds_or_straddles", data["blinds_or_straddles"])
    for name in _AMOUNT_FIELDS:
        value = data.get(name)
        if value is not None and not (type(value) is int and 0 < value <= LARGEST_AMOUNT):
            _check_amount(name, value, where=f"field '{name}'", positive=True)

    status = data.get("ante_trimming_status", False)
    if not isinstance(status, bool):
        raise PhhError("bad-type", f"field 'ante_trimming_status' must be true or false, "
                       f"not {_type_name(status)}", field="ante_trimming_status")

    players = data.get("players")
    if players is not None:
        if type(players) is list and set(map(type, players)) <= _STR_ONLY:
            pass                         # names, checked at C speed
        elif not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise PhhError("bad-type", "field 'players' must be a list of names (strings)",
                           field="players")
        check_length("players", players)
    finishing = data.get("finishing_stacks")
    if finishing is not None:
        _check_amount_list("finishing_stacks", finishing, positive=False)
        check_length("finishing_stacks", finishing)
    for name in _EXTRA_PLAYER_LISTS:
        if isinstance(data.get(name), list):
            check_length(name, data[name])

    actions = data["actions"]
    if not isinstance(actions, list):
        raise PhhError("bad-type", f"field 'actions' must be a list of strings, "
                       f"not {_type_name(actions)}", field="actions")
    if set(map(type, actions)) <= _STR_ONLY and all(map(_PARSED.__contains__, zip(actions, repeat(n)))):
        return                           # every action read before: well-formed
    for i, action in enumerate(actions):
        if not isinstance(action, str):
            raise PhhError("bad-type", f"action {i} must be a string, not {_type_name(action)}",
                           step=i, field="actions")
        parse_action(action, i, player_count=n)


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
    _validate(data)
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
        extra={k: v for k, v in data.items() if k not in _CORE_FIELDS},
    )


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
        if key in _CORE_FIELDS:
            raise PhhError("bad-type", f"extra field {key!r} is a HandHistory attribute; "
                           "set the attribute instead", field=key)
        data[key] = value
    data["players"] = None if hh.players is None else list(hh.players)
    data["finishing_stacks"] = (None if hh.finishing_stacks is None
                                else list(hh.finishing_stacks))
    data = {k: v for k, v in data.items() if v is not None}
    _validate(data)

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
