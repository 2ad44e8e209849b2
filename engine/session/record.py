"""The table session's record: one plain JSON value (dict) per thing the dealer or the floor did.

The session is the fold of this list (engine.session.table). Entries are
never changed or removed: a correction is a new entry that supersedes an
earlier one, and ``resolve`` says which entries are superseded and by what,
so a replay and a reader of the record both see the mistake and its
correction (RULES.md 8).

Entry kinds (``op``), with their keys:

- seats and money: ``sit`` (seat, name, club_id, buy_in, entry), ``draw``
  (seed, players, seats), ``rebuy`` (seat, amount, queue), ``sit_out`` (seat;
  reason "game-limit" with game, most, players: engine/game_limit.py), ``come_back``, ``leave``, ``entry`` (seat, entry), ``settings`` (toml);
- dealer shifts: ``dealer_in`` (dealer, at), ``dealer_out`` (at);
- the hand: ``start`` (button, bomb_pot), ``card`` (card), ``act`` (seat, action, to),
  ``show`` (seat, cards), ``muck`` (seat), ``run_it`` (times, agreed: the seats);
- time collection: ``time_due`` (slot: the collection time the next hand collects);
- irregularities: ``misdeal`` (reason, authorised_by), ``undo`` (target),
  ``correct`` (target, input, authorised_by, reason), ``void`` (hand, reason,
  authorised_by), ``award`` (hand, shares, rake, reason, authorised_by).

Any entry may carry ``at``: the time the caller gives (ISO 8601); the engine
has no clock.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ..actions import ALL_IN, CALL, CHECK, FOLD, RAISE, Action
from ..cards import Card, CardError, parse_card
from ..errors import SessionError
from ..games import GAMES

HAND_OPS = ("card", "act", "show", "muck", "run_it")  # inputs of the hand in progress
CORRECTION_OPS = ("undo", "correct")                   # supersede an input of the current hand
CLOSING_OPS = ("void", "award")                        # a supervisor ends the hand
SHIFT_OPS = ("dealer_in", "dealer_out")
ACTION_KINDS = (FOLD, CHECK, CALL, RAISE, ALL_IN)


@dataclass
class Resolution:
    """Which entries later entries supersede: the record read with its corrections."""

    replaced: dict[int, Optional[dict]] = field(default_factory=dict)   # index -> new entry, None: undone
    by: dict[int, int] = field(default_factory=dict)                    # index -> the correction's index
    closings: dict[int, int] = field(default_factory=dict)              # hand number -> void/award index

    def with_entry(self, entry: dict, index: int) -> "Resolution":
        new = Resolution(dict(self.replaced), dict(self.by), dict(self.closings))
        new.add(entry, index)
        return new

    def add(self, entry: dict, index: int) -> None:
        op = entry.get("op")
        if op == "undo":
            target = require_int(entry, "target")
            self.replaced[target] = None
            self.by[target] = index
        elif op == "correct":
            target = require_int(entry, "target")
            self.replaced[target] = entry.get("input")
            self.by[target] = index
        elif op in CLOSING_OPS:
            self.closings.setdefault(require_int(entry, "hand"), index)

    def effective(self, index: int, entry: dict) -> Optional[dict]:
        """The entry as it counts now: itself, its replacement, or None when undone."""
        return self.replaced[index] if index in self.replaced else entry


def resolve(record: list[dict]) -> Resolution:
    resolution = Resolution()
    for index, entry in enumerate(record):
        resolution.add(entry, index)
    return resolution


# ---------------------------------------------------------------- values

def card_text(card: Optional[Card]) -> Optional[str]:
    return None if card is None else str(card)


def card_from(entry: dict, key: str = "card") -> Optional[Card]:
    text = entry.get(key)
    if text is None:
        return None
    return _parse_card(text)


def cards_from(entry: dict, key: str = "cards") -> Optional[tuple[Card, ...]]:
    texts = entry.get(key)
    if texts is None:
        return None
    if not isinstance(texts, list):
        raise SessionError("bad-record", f"{key} must be a list of cards, not {texts!r}")
    return tuple(_parse_card(t) for t in texts)


def _parse_card(text: Any) -> Card:
    if not isinstance(text, str):
        raise SessionError("bad-record", f"a card is text like 'As', not {text!r}")
    try:
        return parse_card(text)
    except CardError as exc:
        raise SessionError("bad-card", str(exc)) from None


def action_entry(seat: int, action: Action) -> dict:
    entry: dict = {"op": "act", "seat": seat, "action": action.kind}
    if action.to is not None:
        entry["to"] = action.to
    return entry


def action_from(entry: dict) -> Action:
    kind = entry.get("action")
    if kind not in ACTION_KINDS:
        raise SessionError("bad-record", f"unknown action {kind!r}; the actions are {', '.join(ACTION_KINDS)}")
    to = entry.get("to")
    if kind == RAISE:
        to = require_int(entry, "to")
    elif to is not None:
        raise SessionError("bad-record", f"a {kind} has no amount, not {to!r}")
    return Action(kind, to)


def require_int(entry: dict, key: str) -> int:
    value = entry.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise SessionError("bad-record", f"{entry.get('op', '?')}: {key} must be a whole number, not {value!r}",
                           key=key)
    return value


def require_text(entry: dict, key: str, what: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        raise SessionError("bad-record", f"{entry.get('op', '?')}: {what} is required", key=key)
    return value.strip()


# -------------------------------------------------------------- reading

def _sit_out_reason(entry: dict) -> str:
    """Why, when the dealer chose him because the game deals to fewer than were to be dealt in."""
    if entry.get("reason") != "game-limit":
        return ""
    game = GAMES.get(str(entry.get("game")))
    return (f" (the dealer's choice: {game.name if game else entry.get('game')} is dealt to {entry.get('most')} "
            f"players at most and {entry.get('players')} were to be dealt in)")


def describe(entry: dict) -> str:
    """One entry in the dealer's words, for the history a floor supervisor reads."""
    op = entry.get("op")
    seat = entry.get("seat")
    words = {
        "sit": lambda: f"{entry.get('name')} sits at seat {seat} with {entry.get('buy_in')} "
                       f"({'posts a big blind' if entry.get('entry') == 'post' else 'waits for the big blind'})",
        "draw": lambda: "seats drawn (seed {}): {}".format(entry.get("seed"), ", ".join(
            f"{p.get('name')} seat {s}" for p, s in zip(entry.get("players", []), entry.get("seats", [])))),
        "rebuy": lambda: f"seat {seat} rebuys {entry.get('amount')}"
                         + (" for the next hand" if entry.get("queue") else ""),
        "sit_out": lambda: f"seat {seat} sits out" + _sit_out_reason(entry),
        "come_back": lambda: f"seat {seat} comes back",
        "leave": lambda: f"seat {seat} leaves the table",
        "entry": lambda: f"seat {seat} will "
                         + ("post a big blind" if entry.get("entry") == "post" else "wait for the big blind"),
        "settings": lambda: "the session settings change (new segment)",
        "dealer_in": lambda: f"dealer {entry.get('dealer')} signs in",
        "dealer_out": lambda: "dealer signs out",
        "start": lambda: "hand starts" + (f", button at seat {entry['button']}" if entry.get("button") else "")
                         + (", a bomb pot on request" if entry.get("bomb_pot") else ""),
        "run_it": lambda: f"the board is run {entry.get('times')} times, agreed by seats "
                          + ", ".join(map(str, entry.get("agreed") or [])),
        "time_due": lambda: f"time collection due ({entry.get('slot')})",
        "jackpot_claim": lambda: f"the room's answer to the shared jackpot's claim: {entry.get('outcome')}"
                                 + (f", meter {entry['meter']}" if entry.get("meter") is not None else ""),
        "jackpot_carry": lambda: f"the bad beat jackpot's meter {entry.get('meter')} carried from session "
                                 f"{entry.get('from_session')}",
        "jackpot_stop": lambda: f"the bad beat jackpot stopped: {entry.get('why')}",
        "jackpot_resume": lambda: f"the bad beat jackpot resumed: {entry.get('why')}",
        "jackpot_confirm": lambda: f"{entry.get('by')} confirms the bad beat jackpot",
        "jackpot_release": lambda: f"the bad beat jackpot released by {entry.get('by')}, nothing paid: "
                                   f"{entry.get('why')}",
        "jackpot_pay": lambda: f"the bad beat jackpot paid, authorised by {entry.get('supervisor')} and "
                               f"{entry.get('management')} (management)",
        "card": lambda: f"card {entry.get('card') or 'not read'}",
        "act": lambda: f"seat {seat} {entry.get('action')}" + (f" to {entry['to']}" if "to" in entry else ""),
        "show": lambda: f"seat {seat} shows " + (" ".join(entry["cards"]) if entry.get("cards") else "the cards read"),
        "muck": lambda: f"seat {seat} mucks",
        "misdeal": lambda: f"misdeal: {entry.get('reason')}",
        "undo": lambda: f"undo #{entry.get('target')}",
        "correct": lambda: f"correction of #{entry.get('target')}: "
                           + (describe(entry["input"]) if entry.get("input") else "struck out")
                           + (f" ({entry['reason']})" if entry.get("reason") else ""),
        "void": lambda: f"hand {entry.get('hand')} void: {entry.get('reason')}",
        "award": lambda: f"hand {entry.get('hand')} awarded by hand: " + ", ".join(
            f"seat {s} {a}" for s, a in sorted(entry.get("shares", {}).items())) + f"; rake {entry.get('rake', 0)}",
    }
    text = words[op]() if op in words else f"unknown entry {op!r}"
    if entry.get("authorised_by"):
        text += f" (authorised by {entry['authorised_by']})"
    if entry.get("at"):
        text += f" at {entry['at']}"
    return text
