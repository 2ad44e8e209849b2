"""The PHH action notation: ``d dh p1 AsKs``, ``p2 cbr 30``, ``p3 sm``... read and written.

The facts of the notation are in engine/phh.py's docstring.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from itertools import repeat

from engine.cards import CARDS, Card, CardError, parse_card
from engine.phh.errors import LARGEST_DIGITS, LARGEST_AMOUNT, MAX_DECIMAL_PLACES, PhhError


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
    if len(whole.lstrip("0")) > LARGEST_DIGITS or len(places.rstrip("0")) > MAX_DECIMAL_PLACES:
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
