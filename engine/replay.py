"""Replaying a PHH hand history through the engine, step by step.

The same Hand code the console runs: every player action is checked against
``legal()`` before it is applied, and the legal minimum and maximum before
each step are kept, so a floor supervisor sees what the player could do.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import NamedTuple, Optional

from .actions import Legal, call, check, fold, raise_to
from .cards import format_cards
from .errors import EngineError, IllegalAction
from .games import game_named, structure_named
from .hand import BIG_BLIND, SMALL_BLIND, STRADDLE, ANTE, Hand, HandConfig, PlayerSetup, Post
from .legal import PotLimitSum
from .phh import HandHistory, PhhAction, PhhError, game_for, known_actions, parse_action
from .phh.errors import decimal_places
from .replay_shows import finish_showdown, show_or_muck
from .rake import RakeRules
from .rules import HouseRules, Stakes
from .settings import SessionSettings


class ReplayError(EngineError):
    """A step the engine refused: its code, the step index and the reason."""

    def __init__(self, code: str, message: str, step: Optional[int]):
        super().__init__(code, message, step=step)
        self.step = step


class Step(NamedTuple):
    """One action of the file as replayed: who, on which street, and what they
    could do before it (None for the dealer). A NamedTuple, made as a plain
    tuple in the loop: one is made for every action of every hand."""

    text: str
    actor: str
    street: str
    legal: Optional[Legal] = None


_new_step = tuple.__new__


@dataclass
class Replay:
    history: HandHistory
    hand: Hand
    steps: list[Step] = field(default_factory=list)
    scale: int = 1          # PHH amounts with cents are replayed in cents
    # The file's player (0 for p1) at each of the engine's places, the button's last. The same
    # order, but for heads-up with the small blind posted by p1 (blinds listed big first).
    order: tuple[int, ...] = ()
    # Players whose cards were not recorded ("pN sm ????" with nothing known): engine places.
    unrecorded: list[int] = field(default_factory=list)

    def amount(self, chips: int) -> int | Decimal:
        """Chips back in the file's own unit."""
        if self.scale == 1:
            return chips
        value = Decimal(chips) / self.scale
        return int(value) if value == value.to_integral_value() else value

    def name(self, place: int) -> str:
        """PHH's name (p1 ... pN) of the player at the engine's ``place``."""
        return f"p{self.order[place] + 1}" if self.order else f"p{place + 1}"

    @property
    def finishing_stacks(self) -> list[int]:
        """Each player's chips (in chips, not the file's unit), in the file's order p1 ... pN."""
        stacks = self.hand.stacks
        return [stacks[place] for place in _places(self.order)] if self.order else list(stacks)


def _places(order: tuple[int, ...]) -> list[int]:
    """The engine's place of each file player (the inverse of ``order``)."""
    places = [0] * len(order)
    for place, player in enumerate(order):
        places[player] = place
    return places


def heads_up_order(hh: HandHistory) -> tuple[int, ...]:
    """The engine's places of a hand's players: the file's order, p1 first left of the button.

    Heads-up PHH has p1 post ``blinds_or_straddles[1]`` and p2 ``[0]``: p2 the small blind, the
    button. A file that lists the blinds big first ([1, 0.50]) has p1 post the small blind: the
    button is p1 then, and the engine, whose button is its last place, takes p2 first. The amounts
    decide, as pokerkit decides who opens; RULES.md 3.1 then has the button (the small blind) act
    first before the flop and last after it (pokerkit has p1 open every later street)."""
    n = len(hh.starting_stacks)
    blinds = hh.blinds_or_straddles
    if n == 2 and blinds and len(blinds) == 2 and _is_amount(blinds[0]) and _is_amount(blinds[1]) \
            and blinds[1] < blinds[0]:
        return (1, 0)
    return ()


def _is_amount(value) -> bool:
    return isinstance(value, (int, Decimal)) and not isinstance(value, bool) and not (
        isinstance(value, Decimal) and not value.is_finite())


def _scale_for(hh: HandHistory, known: Optional[list] = None) -> int:
    """1 for a hand in whole chips, else the power of ten that makes every amount whole.

    ``known``: the actions as known_actions() gave them (None where not read yet)."""
    amounts = [*hh.antes, *(hh.blinds_or_straddles or []), *hh.starting_stacks,
               hh.min_bet, hh.small_bet, hh.big_bet]
    if known is None or None in known:
        amounts += [parse_action(a).amount for a in hh.actions if " cbr " in a]
    else:
        amounts += [a.amount for a in known if a.verb == "cbr"]
    if not any(issubclass(kind, Decimal) for kind in set(map(type, amounts))):
        return 1                         # whole chips: the usual hand, told at C speed
    places = 0
    for a in amounts:
        if isinstance(a, Decimal):
            places = max(places, decimal_places(a))
    return 10 ** places


def _chips(value, scale: int) -> int:
    if value is None:
        return 0
    return int(Decimal(value) * scale) if scale != 1 else int(value)


def _chip_list(values: list, scale: int) -> list[int]:
    """Each amount in chips; a list of whole chips (the usual) is taken as it is."""
    if scale == 1 and set(map(type, values)) <= _INT_ONLY:
        return list(values)
    return [_chips(v, scale) for v in values]


_INT_ONLY = {int}


# The defaults, made once: both are frozen values.
_HOUSE_DEFAULTS, _NO_RAKE = HouseRules(), RakeRules()


def config_for(hh: HandHistory, session: Optional[SessionSettings] = None,
               scale: int = 1) -> HandConfig:
    """The engine's hand set-up for a PHH file; a session file's [game] overrides the variant.

    Players are in the engine's places (heads_up_order): the file's order but for a heads-up hand
    whose p1 posts the small blind."""
    n = len(hh.starting_stacks)
    if session is None:
        # The table's shape (game, forced bets, stakes) is the same hand after hand:
        # worked out once per shape. Its values are frozen, so sharing them is safe.
        key = (hh.variant, n, scale, _key_of(hh.blinds_or_straddles), _key_of(hh.antes),
               hh.ante_trimming_status, hh.small_bet, hh.big_bet, hh.min_bet)
        try:
            shape = _SHAPES.get(key)
        except TypeError:                # an unhashable field: the file's own error comes below
            shape = None
        if shape is None:
            shape = _table_shape(hh, None, scale)
            if len(_SHAPES) >= _SHAPES_LIMIT:
                _SHAPES.clear()
            _SHAPES[key] = shape
    else:
        shape = _table_shape(hh, session, scale)
    game, structure, stakes, posts, house, rake, min_bet = shape
    names = hh.players or (_PLAYER_NAMES[1:n + 1] if n < len(_PLAYER_NAMES) else [f"p{i + 1}" for i in range(n)])
    if len(names) != n:
        names = [names[i] for i in range(n)]
    stacks = _chip_list(hh.starting_stacks, scale)
    order = heads_up_order(hh)
    if order:
        names, stacks = [names[p] for p in order], [stacks[p] for p in order]
    players = tuple(map(PlayerSetup, map(str, names), stacks))
    return HandConfig(game, structure, stakes, players, posts, house, rake, min_bet=min_bet)


def _key_of(values):
    return tuple(values) if type(values) is list else values


_SHAPES: dict[tuple, tuple] = {}
_SHAPES_LIMIT = 1_000


def _table_shape(hh: HandHistory, session: Optional[SessionSettings], scale: int) -> tuple:
    """Game, structure, stakes, forced bets, house rules, rake and minimum bet of a PHH hand."""
    game_key, structure_key = game_for(hh.variant)
    house, rake = _HOUSE_DEFAULTS, _NO_RAKE
    if session is not None:
        if "game" in session.given:
            game_key, structure_key = session.game.key, session.structure.value
        house, rake = session.house, session.rake
    game, structure = game_named(game_key), structure_named(structure_key)
    n = len(hh.starting_stacks)
    blinds = _chip_list(hh.blinds_or_straddles or [0] * n, scale)
    antes = _chip_list(hh.antes, scale)
    if hh.ante_trimming_status and len(antes) > 1 and any(antes):
        # Uniform antes are collected like a bet: no ante is above the second largest.
        second = sorted(antes)[-2]
        antes = [min(a, second) for a in antes]
    # PHH lists blinds and antes from p1; heads-up p1 posts the second of each and p2 (the
    # button) the first (as pokerkit, the PHH reference, does). ``place``: where the engine has
    # each of the file's players (heads_up_order).
    order = heads_up_order(hh)
    place = _places(order) if order else list(range(n))
    posting = [1, 0] if n == 2 else list(range(n))     # the list entry each player posts
    posts: list[Post] = [Post(place[posting[k]], a, ANTE) for k, a in enumerate(antes) if a > 0] if any(antes) else []
    positive = [(place[posting[k]], b) for k, b in enumerate(blinds) if b > 0]
    if n == 2 and len(positive) == 2:
        # The smaller blind is the small blind, the button's, at the engine's last place; equal
        # blinds keep the file's reading (p2 the small).
        positive.sort(key=lambda posted: posted[0] != 1)
    small = positive[0][1] if positive else 0
    big = max([b for _, b in positive], default=0)
    for rank, (p, amount) in enumerate(positive):
        kind = SMALL_BLIND if rank == 0 and len(positive) > 1 else BIG_BLIND if rank <= 1 else STRADDLE
        posts.append(Post(p, amount, kind))
    small_bet, big_bet = _chips(hh.small_bet, scale), _chips(hh.big_bet, scale)
    unit = 1
    if session is not None and session.stated_stakes:
        # The hand's own facts win, and a session that says otherwise is refused (ARCHITECTURE.md
        # 4.2); the session fills only what a hand history has no field for.
        stated = {key: value * scale for key, value in session.stated_stakes}
        posted = [b for _, b in positive]
        facts = _stated_facts(hh, scale, posted)
        _refuse_contradictions(stated, facts, posted, antes, scale)
        if facts.get("small_blind") is None and "small_blind" in stated:
            small = stated["small_blind"]            # no small blind posted: the table's
        if not positive and "big_blind" in stated:
            big = stated["big_blind"]
        if not small_bet and "small_bet" in stated and structure.value == "fixed-limit":
            small_bet, big_bet = stated["small_bet"], stated["big_bet"]
        unit = stated.get("chip_unit", 1)
    if structure.value == "fixed-limit" and not small_bet:
        small_bet, big_bet = big, 2 * big        # seed 003: small bet = big blind, big bet twice it
    stakes = Stakes(small or big or 1, big or 1, small_bet, big_bet, unit)
    min_bet = _chips(hh.min_bet, scale) if hh.min_bet else None
    return game, structure, stakes, tuple(posts), house, rake, min_bet


def _stated_facts(hh: HandHistory, scale: int, blinds: list[int]) -> dict[str, Optional[int]]:
    """The stakes the hand history states, in chips: None where it has no such fact."""
    return {
        # The small and the big blind as posted (heads-up the smaller first); one alone is the big blind.
        "small_blind": blinds[0] if len(blinds) > 1 else None,
        "big_blind": blinds[1] if len(blinds) > 1 else blinds[0] if blinds else None,
        "small_bet": _chips(hh.small_bet, scale) if hh.small_bet else None,
        "big_bet": _chips(hh.big_bet, scale) if hh.big_bet else None,
    }


def _refuse_contradictions(stated: dict[str, int], facts: dict[str, Optional[int]], blinds: list[int],
                           antes: list[int], scale: int) -> None:
    """ReplayError "stakes-contradict-hand" naming the key and both values, in the file's units."""
    def said(chips: int):
        value = Decimal(chips) / scale
        return int(value) if value == value.to_integral_value() else value
    for key, fact in facts.items():
        if key in stated and fact is not None and stated[key] != fact:
            raise ReplayError("stakes-contradict-hand", f"stakes.{key}: the session file says "
                              f"{said(stated[key])}, the hand history says {said(fact)}", None)
    unit = stated.get("chip_unit")
    if unit is None:
        return
    # As in the session file itself: every forced bet and bet size is a whole number of chips.
    amounts = [("blind", b) for b in blinds] + [("ante", a) for a in antes if a] \
        + [(key.replace("_", " "), facts[key]) for key in ("small_bet", "big_bet") if facts[key]]
    for what, amount in amounts:
        if amount % unit:
            raise ReplayError("stakes-contradict-hand", f"stakes.chip_unit: the session file says "
                              f"{said(unit)}, the hand history has a {what} of {said(amount)}, "
                              f"not a whole number of {said(unit)}-chips", None)


def replay(hh: HandHistory, session: Optional[SessionSettings] = None) -> Replay:
    """Replay every action of ``hh``; ReplayError on the first step the rules refuse.

    A hand that stops before its end (the file's last action is not the last of the hand) is
    replayed as far as it goes: ``hand.is_complete`` is then False."""
    players = len(hh.starting_stacks)
    if not set(map(type, hh.starting_stacks)) <= _INT_ONLY and any(
            isinstance(s, Decimal) and s.is_infinite() for s in hh.starting_stacks):
        # PHH allows "inf" (a stack nobody counted, in theory files); a table deals chips.
        raise ReplayError("infinite-stack", "a starting stack is infinite (inf): this console replays "
                          "hands dealt with chips, every stack a number", None)
    known = known_actions(hh.actions, players)
    scale = _scale_for(hh, known)
    order = heads_up_order(hh)
    place = _places(order) if order else None
    runs = _run_count(hh, players)
    if runs and place:
        runs = (runs[0], [place[p] for p in runs[1]])
    result = Replay(hh, None, scale=scale, order=order)        # type: ignore[arg-type] - the hand is next
    try:
        config = config_for(hh, session, scale)
        if runs and config.house.max_runs < runs[0]:
            # The hand was run that many times: the record is the fact, whatever the house's usual most.
            config = replace(config, house=replace(config.house, max_runs=runs[0]))
        hand = Hand(config)
    except EngineError as exc:
        raise ReplayError(exc.code, _said(exc, result), None) from None
    result.hand = hand
    add_step = result.steps.append
    for index, text in enumerate(hh.actions):
        action = known[index]
        if action is None:
            try:
                action = parse_action(text, index, player_count=players)
            except PhhError as exc:
                raise ReplayError(exc.code, str(exc), index) from None
        if action.actor is None:       # a comment-only line
            add_step(Step(text, "", hand.street))
            continue
        actor = "d" if action.actor == "d" else _PLAYER_NAMES[action.player] \
            if action.player < len(_PLAYER_NAMES) else f"p{action.player}"
        street = hand.street
        try:
            if runs and action.verb == "db" and hand.runs == 1 and hand.can_run_it_more_than_once:
                hand.run_it(*runs)            # a board run more than once (phh.export): before its first card
            legal = _apply(hand, action, scale, place, result.unrecorded)
        except EngineError as exc:
            raise ReplayError(exc.code, f"step {index} ({text!r}): {_said(exc, result)}", index) from None
        add_step(_new_step(Step, (text, actor, street, legal)))
    finish_showdown(hand, result.unrecorded)
    return result


def _said(exc: EngineError, result: Replay) -> str:
    """The refusal in the file's own units and names: a hand in cents is replayed in whole
    cents, and a heads-up hand whose p1 is the button has its players the other way round."""
    message = exc.said_in(result.amount) if result.scale != 1 else exc.message
    if result.order:                    # only heads-up is ever the other way round: two players
        message = message.replace("player 1", "\0").replace("player 2", "player 1").replace("\0", "player 2")
    return message


def _run_count(hh: HandHistory, players: int) -> Optional[tuple[int, list[int]]]:
    """(runs, the players who agreed) of a board run more than once, as engine/phh/export.py writes it
    (``_run_count``, ``_runs_agreed``: the specification has no action for it); None otherwise."""
    count = hh.extra.get("_run_count") if hh.extra else None
    if count is None:
        return None
    agreed = hh.extra.get("_runs_agreed")
    if not isinstance(count, int) or isinstance(count, bool) or not isinstance(agreed, list) or not all(
            isinstance(p, str) and p[:1] == "p" and p[1:].isdigit() and 1 <= int(p[1:]) <= players for p in agreed):
        raise ReplayError("bad-type", f"_run_count {count!r} and _runs_agreed {agreed!r}: a number of runs and "
                          "the players who agreed (\"p1\", \"p2\" ...)", None)
    return count, [int(p[1:]) - 1 for p in agreed]


_PLAYER_NAMES = tuple(f"p{i}" for i in range(11))    # PHH's names, p1 .. p10
_FOLD, _CHECK, _CALL = fold(), check(), call()       # actions are frozen values: one of each serves


def _apply(hand: Hand, a: PhhAction, scale: int, place: Optional[list[int]] = None,
           unrecorded: Optional[list[int]] = None) -> Optional[Legal]:
    """One action of the file, applied; the player's legal range before it (None for the dealer).

    ``place``: the engine's place of each file player (None: the same); ``unrecorded``: the places
    of the players who showed cards nobody recorded, kept for the end (replay_shows.finish_showdown)."""
    verb = a.verb
    if verb == "cc" or verb == "f" or verb == "cbr":
        p = a.player - 1 if place is None else place[a.player - 1]
        legal = hand.legal()
        if hand.actor != p:
            to_act = hand.actor if place is None else place.index(hand.actor)
            raise IllegalAction("out-of-turn", f"p{a.player} acted but p{to_act + 1} is to act",
                                expected=f"p{to_act + 1}")
        if verb == "f":
            hand.apply(_FOLD)
        elif verb == "cc":
            hand.apply(_CHECK if legal.can_check else _CALL)
        else:
            amount = a.amount
            hand.apply(raise_to(amount if scale == 1 and type(amount) is int else _chips(amount, scale)))
        return legal
    if verb == "dh":
        hand.deal_hole(a.player - 1 if place is None else place[a.player - 1], a.cards)
        return None
    if verb == "db":
        hand.deal_board(a.cards)
        return None
    if verb == "sm":
        show_or_muck(hand, a.player - 1 if place is None else place[a.player - 1], a, unrecorded)
        return None
    raise IllegalAction("unsupported-action", f"{a.text!r}: {verb!r} is not an action of this game")


def _unscaled(arithmetic: Optional[PotLimitSum], result: Replay) -> str:
    """The arithmetic in the file's own unit (the "3" of "3 ×" is a factor, not chips); "" outside pot limit."""
    if arithmetic is None:
        return ""
    if result.scale == 1:
        return arithmetic.english()
    return arithmetic.english(lambda chips: str(result.amount(chips)))


def to_json(result: Replay) -> dict:
    """The document of ARCHITECTURE.md 4.2, every amount in the file's own units. A hand that
    stops before its end has its pots as they stand: no winners, nothing paid."""
    hand = result.hand
    amt = result.amount
    name = result.name
    steps = []
    for s in result.steps:
        entry = {"action": s.text, "actor": s.actor, "street": s.street}
        if s.legal is not None:
            lg = s.legal
            entry["legal"] = {
                "to_call": amt(lg.to_call), "can_check": lg.can_check, "can_raise": lg.can_raise,
                "min_raise_to": amt(lg.min_raise_to) if lg.can_raise else None,
                "max_raise_to": amt(lg.max_raise_to) if lg.can_raise else None,
                "pot": amt(lg.pot),
                "max_explanation": _unscaled(lg.max_explanation, result) if lg.can_raise else "",
            }
        steps.append(entry)
    if hand.pot_results or hand.is_complete:
        pots = [{"amount": amt(r.amount), "eligible": [name(p) for p in r.eligible], "rake": amt(r.rake),
                 "high_winners": [name(p) for p in r.high_winners],
                 "low_winners": [name(p) for p in r.low_winners]} for r in hand.pot_results]
    else:
        pots = [{"amount": amt(pot.amount), "eligible": [name(p) for p in pot.eligible], "rake": 0,
                 "high_winners": [], "low_winners": []} for pot in hand.pots_standing()]
    places = _places(result.order) if result.order else range(hand.n)
    return {
        "steps": steps,
        "pots": pots,
        "rake": amt(hand.rake_taken),
        # The session's jackpot drop (RULES.md 12), taken from the pots beside the rake: said, so
        # that the chips add up (0 without a jackpot).
        "jackpot": amt(hand.jackpot_taken),
        "payouts": {name(p): amt(hand.payouts[p]) for p in places if hand.payouts[p]},
        "finishing_stacks": [amt(s) for s in result.finishing_stacks],
        "complete": hand.is_complete,
        "board": format_cards(hand.board),
    }
