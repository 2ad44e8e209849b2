"""One PHH hand as values (``HandHistory``) and the checks every hand passes, read or written."""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from itertools import repeat
from typing import Any

from engine.phh.actions import _PARSED, PhhAction, parse_action
from engine.phh.errors import LARGEST_AMOUNT, MAX_DECIMAL_PLACES, PhhError, decimal_places
from engine.phh.variants import VARIANT_FIELDS


# --------------------------------------------------------------- hand history

CORE_FIELDS = frozenset((
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
        # Read from the digits, never by arithmetic: 1e999999999 is past what a Decimal context
        # holds, and normalize() would raise decimal.Overflow instead of this refusal.
        if decimal_places(value) > MAX_DECIMAL_PLACES:
            raise PhhError("bad-amount", f"{where} has more than {MAX_DECIMAL_PLACES} decimal places: "
                           "not a believable amount", field=name)
    if value > LARGEST_AMOUNT:
        # 10**100 chips or 1e308 is a typo or a forgery, not a hand any table dealt.
        raise PhhError("bad-amount", f"{where} is {_said(value)}, more than {LARGEST_AMOUNT:,}: "
                       "not a believable amount", field=name)
    if value < 0 or (positive and value == 0):
        need = "positive" if positive else "zero or more"
        raise PhhError("bad-amount", f"{where} is {_said(value)}; it must be {need}", field=name)


def _said(value: int | Decimal) -> str:
    """A refused number as a message quotes it: 4,300 digits are not repeated whole."""
    text = str(value)
    return text if len(text) <= 24 else f"{text[:12]}…{text[-6:]} ({len(text):,} characters)"


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


def validate(data: dict[str, Any]) -> None:
    """Check a PHH table (as tomllib reads it, floats as Decimal)."""
    variant = data.get("variant")
    if "variant" not in data:
        raise PhhError("missing-field", "field 'variant' is missing (e.g. variant = \"NT\")",
                       field="variant")
    if not isinstance(variant, str) or not variant:
        raise PhhError("bad-type", f"field 'variant' must be a non-empty string, "
                       f"not {_type_name(variant)}", field="variant")

    required = ("antes", "starting_stacks", "actions") + VARIANT_FIELDS.get(variant, ())
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
