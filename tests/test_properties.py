"""Property tests of the hand engine over random games (RULES.md sections 1-6, 10).

Random hands (every game, all three structures, random house options, 2 up to
the game's most players, tiny and deep stacks, antes, straddles, live and dead
posts, rake on and off) are driven by random dealer inputs: mostly legal
actions, mixed with deliberately illegal ones (raises above the maximum or
below the minimum, wrong fixed-limit amounts, checks facing a bet, calls with
nothing to call, actions when nobody is to act, a card seen twice, a card when
none is expected, shows and mucks that are not allowed). After every input:

1. chips are conserved: stacks + the middle == the starting total while the
   hand runs; stacks + rake + jackpot == the starting total at the end;
2. no stack, bet, contribution, payout, rake or event amount is negative;
3. an accepted raise is within legal()'s [min_raise_to, max_raise_to] unless
   it is the player's all-in; the pot-limit maximum is the RULES.md 4 formula
   ``current + pot + (current - own)`` (short blinds counted in full only with
   the default house option, rounding up only with "up-to-unit", down to whole
   chips otherwise);
4. a refused input (action, card, show, muck) raises the right error class
   with a stable code and leaves every field of the hand identical;
5. ``Hand.replay(cfg, h.inputs)`` rebuilds the same state at any point, and
   ``undo()`` is the state before the last input;
6. a hand fed legal actions and cards always completes, and the payouts add
   up to the pot less rake and jackpot, paid to eligible players only;
7. fixed limit: the bet and raise are one exact amount (min == max), and a
   round holds at most a bet and ``raise_cap`` raises unless the heads-up
   rule lifts the cap (RULES.md 4: "the cap is lifted when the round becomes
   heads-up *before* the cap");
8. beyond the brief: an independent model of RULES.md 3-4 agrees with the
   engine on who acts next (heads-up order, the big blind's option, straddles)
   and, in no limit and pot limit, on the minimum raise and whether a short
   all-in reopens the betting; uncalled chips always go back; a round ends with
   every player still in and not all-in level; the showdown order is RULES.md
   3.6's; once ``betting_over`` says so nobody bets again (it lets hands be
   shown); and nobody wins more than the others matched of their live chips
   plus the dead money (RULES.md 5: a pot goes to its eligible players only).

Run the big profile with ``--slow``. ``--hypothesis-show-statistics`` shows
how often each refusal code and outcome came up.
"""
from __future__ import annotations

import random
from functools import partial
from collections import Counter
from typing import Optional

import pytest
from hypothesis import HealthCheck, Phase, event, given, note, settings, strategies as st

from engine.actions import Action, all_in, call, check, fold, raise_to
from engine.cards import CARDS, parse_cards
from engine.errors import EngineError, IllegalAction, IllegalDeal, IllegalShowdown
from engine.games import GAMES, Structure
from engine.hand import (
    ANTE, BIG_BLIND, DEAD, LIVE, SMALL_BLIND, STRADDLE, Hand, HandConfig, PlayerSetup, Post,
)
from engine.rake import RakeRules
from engine.rules import HouseRules, Stakes

GAME_KEYS = sorted(GAMES)
STRUCTURES = (Structure.POT_LIMIT, Structure.NO_LIMIT, Structure.FIXED_LIMIT)
LIVE_KINDS = (SMALL_BLIND, BIG_BLIND, STRADDLE, LIVE)
STATS: Counter = Counter()  # what the random runs exercised (refusal codes, actions, endings)
STEP_LIMIT = 3_000          # far more inputs than any hand needs: a hand that runs past it hangs

# The normal run does not shrink: a whole hand per attempt makes shrinking take minutes, and
# each engine bug found has a minimal example test below. A failure prints the config and
# the inputs (``Hand.replay(cfg, inputs)`` reproduces it). The --slow run shrinks.
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)
QUICK = dict(deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
FAST = settings(max_examples=500, **QUICK)
SLOW = settings(max_examples=5_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ====================================================================== configurations


@st.composite
def house_rules(draw) -> HouseRules:
    return HouseRules(
        min_raise=draw(st.sampled_from(("last-raise", "double-previous"))),
        pot_limit_dead_blinds=draw(st.sampled_from(("full", "as-posted"))),
        pot_limit_rounding=draw(st.sampled_from(("exact", "up-to-unit"))),
        raise_cap=draw(st.sampled_from((3, 4))),
        heads_up_cap=draw(st.sampled_from(("became-heads-up", "began-heads-up", "never"))),
        limit_short_all_in=draw(st.sampled_from(("half-bet", "full-bet"))),
        identical_hilo=draw(st.sampled_from(("even", "per-half"))),
        low_qualifier=draw(st.sampled_from((8, 9, 0))),
    )


@st.composite
def rake_rules(draw, unit: int) -> RakeRules:
    if draw(st.booleans()):
        return RakeRules()              # no rake
    return RakeRules(
        percent=draw(st.sampled_from((0, 2, 2.5, 4, 5, 10, "10/3", 100))),
        cap=draw(st.sampled_from((0, 0, 1, 7, 30, 75))) * unit,
        no_flop_no_drop=draw(st.booleans()),
        unit=draw(st.sampled_from((1, unit, 5))),
        rounding=draw(st.sampled_from(("down", "nearest", "up"))),
        per_pot=draw(st.booleans()),
        fixed=draw(st.sampled_from((0, 0, 0, 1, 3))) * unit,
        jackpot=draw(st.sampled_from((0, 0, 1, 2))) * unit,
    )


@st.composite
def stacks_for(draw, n: int, bb: int, unit: int, odd: bool = False) -> list[int]:
    """Deep, medium and tiny stacks (tiny ones below a blind), in whole chip units."""
    stacks = []
    for _ in range(n):
        size = draw(st.sampled_from(("tiny", "short", "medium", "deep")))
        if size == "tiny":
            stacks.append(draw(st.integers(1, 2 * bb // unit + 1)) * unit)
        elif size == "short":
            stacks.append(draw(st.integers(1, 12)) * bb)
        elif size == "medium":
            stacks.append(draw(st.integers(10, 60)) * bb + draw(st.sampled_from((0, 0, unit))))
        else:
            stacks.append(draw(st.integers(100, 400)) * bb)
        if odd:
            # Not whole chip units: what a rake in smaller units leaves from an earlier hand.
            stacks[-1] += draw(st.integers(0, unit - 1))
    return stacks


@st.composite
def forced_posts(draw, n: int, stakes: Stakes, structure: Structure) -> Optional[tuple[Post, ...]]:
    """None (the standard blinds) most of the time; else blinds with antes, a straddle,
    a returning player's live big blind and dead small blind, or no small blind."""
    if draw(st.integers(0, 2)) != 0:
        return None
    sb, bb, unit = stakes.small_blind, stakes.big_blind, stakes.chip_unit
    if n == 2:
        posts = [Post(1, sb, SMALL_BLIND), Post(0, bb, BIG_BLIND)]
    else:
        posts = [Post(0, sb, SMALL_BLIND), Post(1, bb, BIG_BLIND)]
    if draw(st.booleans()):
        ante = draw(st.integers(1, max(1, bb // unit))) * unit
        posts += [Post(p, ante, ANTE) for p in range(n)]
    straddler = None
    # A straddle in fixed limit is a raise whose counting RULES.md leaves open: not generated there.
    if n >= 4 and structure is not Structure.FIXED_LIMIT and draw(st.booleans()):
        straddler = 2
        posts.append(Post(2, 2 * bb, STRADDLE))
    returning = [p for p in range(2, n) if p != straddler]
    if returning and draw(st.booleans()):
        r = draw(st.sampled_from(returning))
        posts += [Post(r, bb, LIVE), Post(r, sb, DEAD)]     # RULES.md 7: bb live, sb dead
    if n >= 3 and straddler is None and draw(st.integers(0, 3)) == 0:
        posts = [p for p in posts if p.kind != SMALL_BLIND]  # dead button: no small blind
    return tuple(posts)


@st.composite
def configs(draw, structure: Optional[Structure] = None, players: Optional[int] = None,
            game: Optional[str] = None, odd_stacks: bool = False) -> HandConfig:
    g = GAMES[game or draw(st.sampled_from(GAME_KEYS))]
    structure = structure or draw(st.sampled_from(STRUCTURES))
    n = players or draw(st.integers(2, g.max_players))
    unit = 5 if odd_stacks else draw(st.sampled_from((1, 1, 1, 5)))
    sb_units = draw(st.integers(1, 5))
    sb = sb_units * unit
    bb = draw(st.integers(sb_units, 2 * sb_units)) * unit      # RULES.md 2: sb <= bb <= 2 sb
    stakes = Stakes(sb, bb, small_bet=bb, big_bet=2 * bb, chip_unit=unit)
    stacks = draw(stacks_for(n, bb, unit, odd_stacks))
    return HandConfig(
        game=g, structure=structure, stakes=stakes,
        players=tuple(PlayerSetup(f"P{i + 1}", s, seat=i + 1) for i, s in enumerate(stacks)),
        posts=draw(forced_posts(n, stakes, structure)),
        house=draw(house_rules()),
        rake=draw(rake_rules(unit)),
    )


# ====================================================================== helpers


def snapshot(h: Hand) -> dict:
    """Every field of the hand, its lists, dicts and sets copied all the way down.

    Cards, actions, events and the config are frozen dataclasses and are shared;
    this is ``copy.deepcopy(vars(h))`` at a fraction of the cost.
    """
    return {k: _copied(v) for k, v in state(h).items()}


# legal()'s answer kept until the next input: a cache, not the hand's state.
_CACHES = ("_legal", "_legal_at")


def state(h: Hand) -> dict:
    """The hand's fields and its betting round's (engine/betting.BettingRound), without the caches."""
    fields = {k: v for k, v in vars(h).items() if k not in _CACHES and k != "round"}
    fields.update({f"round.{k}": getattr(h.round, k) for k in type(h.round).__slots__})
    return fields


def _copied(value):
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    if isinstance(value, tuple):
        return tuple(_copied(v) for v in value)
    return value


def diff(a: dict, b: dict) -> str:
    """The fields that differ, briefly: for a list that grew, only what was added."""
    parts = []
    for k in sorted(set(a) | set(b)):
        x, y = a.get(k), b.get(k)
        if x == y:
            continue
        if isinstance(x, list) and isinstance(y, list) and y[:len(x)] == x:
            parts.append(f"{k}: + {y[len(x):]!r}"[:500])
        else:
            parts.append(f"{k}: {x!r} -> {y!r}"[:500])
    return "; ".join(parts)


def assert_same(a: dict, b: dict, what: str) -> None:
    assert a == b, f"{what}: {diff(a, b)}"


def _posts_paid(h: Hand) -> list[tuple[Post, int]]:
    """Each forced bet with what was really paid (antes are posted first)."""
    posts = h.config.forced_bets()
    order = sorted(range(len(posts)), key=lambda i: posts[i].kind != ANTE)
    events = [e for e in h.events if e.kind == "post"]
    paid = [0] * len(posts)
    for i, ev in zip(order, events):
        paid[i] = ev.amount
    return list(zip(posts, paid))


def pot_limit_shortfalls(h: Hand) -> int:
    """What the forced bets lack (posted short, all-in for less), every kind of blind."""
    if h.street != "preflop":
        return 0
    return sum(post.amount - paid for post, paid in _posts_paid(h) if post.kind in LIVE_KINDS + (DEAD,))


def live_shortfall(h: Hand) -> int:
    """What the big blind, straddle and live posts lack (the engine counts these in full)."""
    if h.street != "preflop":
        return 0
    return sum(post.amount - paid for post, paid in _posts_paid(h) if post.kind in (BIG_BLIND, STRADDLE, LIVE))


def refused(h: Hand, errors, call_it, codes=None) -> EngineError:
    """``call_it()`` must raise one of ``errors`` and change nothing (property 4)."""
    before = snapshot(h)
    try:
        call_it()
    except errors as e:
        assert isinstance(e.code, str) and e.code and e.code != "engine-error", repr(e)
        assert isinstance(e.message, str) and len(e.message) > 10, repr(e)
        if codes is not None:
            assert e.code in codes, f"expected {codes}, got {e!r}: {e.message}"
        assert_same(before, snapshot(h), f"refused {e!r} changed the hand")
        event(f"refused: {e.code}")
        STATS[f"refused {type(e).__name__} {e.code}"] += 1
        return e
    raise AssertionError(f"accepted what the rules refuse; hand now {diff(before, snapshot(h))}")


# ====================================================================== the betting model


class BettingModel:
    """RULES.md 3-4 written from the rules, not from the engine: who acts (every structure),
    and in no limit and pot limit the minimum raise and which all-ins reopen the betting."""

    def __init__(self, h: Hand):
        cfg = h.config
        self.cfg = cfg
        self.n = h.n
        self.bb = cfg.stakes.big_blind
        self.double = cfg.house.min_raise == "double-previous"
        self.street = None
        self.start_street(h)

    def start_street(self, h: Hand) -> None:
        self.street = h.street
        self.acted = [False] * self.n
        self.reopen = [0] * self.n
        self.increment = self.bb
        self.last_actor: Optional[int] = None
        if h.street == "preflop":
            posts = self.cfg.forced_bets()
            # A short blind does not lower the game (RULES.md 3): its full amount is the bet.
            blinds = [p.amount for p in posts if p.kind in (BIG_BLIND, STRADDLE, LIVE)]
            self.current = max(blinds + [max(h.street_bets)])
            big = [p for p in posts if p.kind in (BIG_BLIND, STRADDLE)]
            if big:
                last = max(big, key=lambda p: (p.amount, p.player))
                self.first = (last.player + 1) % self.n
            else:
                self.first = 1 if self.n == 2 else 0
        else:
            self.current = 0
            self.first = 0          # first active player left of the button

    def min_full_raise_to(self) -> int:
        if self.current == 0:
            return self.bb
        return 2 * self.current if self.double else self.current + self.increment

    def can_raise(self, h: Hand, p: int) -> bool:
        to_call = max(0, self.current - h.street_bets[p])
        if h.stacks[p] <= to_call:
            return False
        if self.acted[p] and self.current < self.reopen[p]:
            return False    # only short all-ins since p acted: they do not reopen
        return any(q != p and not h.folded[q] and h.stacks[q] + h.street_bets[q] > self.current
                   for q in range(self.n))

    def expected_actor(self, h: Hand) -> Optional[int]:
        in_hand = [p for p in range(self.n) if not h.folded[p]]
        able = [p for p in in_hand if h.stacks[p] > 0]
        if len(in_hand) <= 1:
            return None
        if len(able) <= 1:
            top = max(h.street_bets[q] for q in in_hand)
            return able[0] if able and h.street_bets[able[0]] < top else None
        start = self.first if self.last_actor is None else self.last_actor + 1
        for i in range(self.n):
            p = (start + i) % self.n
            if p in able and (not self.acted[p] or h.street_bets[p] < self.current):
                return p
        return None

    def record(self, p: int, kind: str, total: int) -> None:
        if kind in ("bet", "raise"):
            full = total >= self.min_full_raise_to()
            if full:
                self.increment = total - self.current
            self.current = max(self.current, total)
        self.acted[p] = True
        self.last_actor = p
        if self.double:
            self.reopen[p] = 2 * self.current if self.current else self.bb
        else:
            self.reopen[p] = self.current + self.increment


# ====================================================================== the driver


class Driver:
    """Feeds one hand random inputs from ``data`` and checks the properties after each."""

    def __init__(self, cfg: HandConfig, data, *, illegal: bool = True, replay_each: bool = False,
                 early_shows: bool = True):
        self.cfg = cfg
        self.data = data
        self.illegal = illegal
        self.replay_each = replay_each
        self.early_shows = early_shows
        self.h = Hand(cfg)
        self.total = sum(p.stack for p in cfg.players)
        # Dealing and refused inputs come from a seeded random source (cheap on Hypothesis's
        # buffer); the betting decisions are drawn one by one so that they shrink well.
        self.rng = random.Random(data.draw(st.integers(0, 2 ** 32 - 1), label="seed"))
        self.deck = list(CARDS)
        self.rng.shuffle(self.deck)
        self.actual = [[] for _ in range(self.h.n)]     # the cards really dealt, read or not
        self.snapshots = [snapshot(self.h)]            # state after each accepted input
        self.model = BettingModel(self.h)              # in fixed limit: who acts only
        self.raise_log: dict[str, list] = {}           # fixed limit: street -> the raises
        self.round_start: dict[str, tuple] = {}        # fixed limit: street -> players in, with chips
        self.over_seen = 0                             # the input after which betting_over said True
        h = self.h
        if h.betting_over:
            owing = [p for p in range(h.n) if h.active(p) and h.street_bets[p] < max(h.street_bets)]
            assert not owing, f"betting_over before the deal, yet {owing} must still call a blind"
        self.check_invariants()

    # ------------------------------------------------------------ drawing

    def pick(self, n: int, label: str) -> int:
        return self.data.draw(st.integers(0, n - 1), label=label)

    def rpick(self, n: int) -> int:
        return self.rng.randrange(n)

    def chance(self, one_in: int) -> bool:
        return self.rng.randrange(one_in) == 0

    # ------------------------------------------------------------ the loop

    def run(self) -> Hand:
        h = self.h
        for _ in range(STEP_LIMIT):
            if h.phase == "complete":
                break
            if self.illegal and self.chance(2 if h.phase == "bet" else 6):
                self.try_illegal()
            if h.phase == "deal":
                self.deal_step()
            elif h.phase == "bet":
                self.bet_step()
            else:
                self.showdown_step()
        else:
            raise AssertionError(f"the hand did not complete in {STEP_LIMIT} inputs: {h.phase}")
        if self.illegal:
            self.try_illegal()
        self.check_complete()
        return h

    def accepted(self) -> None:
        """After each accepted input: properties 1, 2 and 5."""
        h = self.h
        self.check_invariants()
        # betting_over lets hands be shown (RULES.md 3.6): once it says so, nobody bets again.
        if self.over_seen:
            assert h.phase != "bet", (
                f"betting_over was True at input {self.over_seen}, yet {h.actor} is now to act: {h.inputs}")
        elif h.betting_over:
            self.over_seen = len(h.inputs)
        if self.replay_each:
            again = Hand.replay(self.cfg, h.inputs)
            assert_same(state(h), state(again), "replay of the inputs differs from the hand")
            assert_same(self.snapshots[-1], state(h.undo()), "undo() is not the state before the last input")
        self.snapshots.append(snapshot(h))
        assert len(self.snapshots) == len(h.inputs) + 1

    # ------------------------------------------------------------ the deal

    def next_card(self):
        return self.deck.pop(0)

    def deal_step(self) -> None:
        h = self.h
        exp = h.expected_card()
        assert exp is not None, "phase deal but no card expected"
        if self.early_shows and h.betting_over and self.chance(6):
            self.try_early_show()
            if h.phase != "deal":
                return
        if exp.kind == "hole" and self.chance(12):
            # A hand history deals each player's hole cards together.
            owed = [q for q in range(h.n) if len(h.hole[q]) < self.cfg.game.hole_cards]
            q = owed[self.rpick(len(owed))]
            k = 1 + self.rpick(self.cfg.game.hole_cards - len(h.hole[q]))
            cards = [self.next_card() for _ in range(k)]
            self.actual[q] += cards
            h.deal_hole(q, cards)
            self.accepted()
            self.on_street_change()
            return
        if exp.kind in ("burn", "board") and self.chance(4):
            # Several board cards at once; the unread burn is recorded as such.
            seg = h._segment_index()
            open_board = sum(1 for s, f in zip(h._segments[seg], h._filled[seg]) if s.kind == "board" and not f)
            k = 1 + self.rpick(open_board)
            burns = sum(1 for s, f in zip(h._segments[seg], h._filled[seg]) if s.kind == "burn" and not f)
            for _ in range(burns):
                self.next_card()                      # burned, unread
            h.deal_board([self.next_card() for _ in range(k)])
            self.accepted()
            self.on_street_change()
            return
        card = self.next_card()
        if exp.kind == "hole":
            self.actual[exp.player].append(card)
            if self.chance(8):
                card = None
        elif exp.kind == "burn" and self.chance(3):
            card = None
        got = h.deal(card)
        assert got == exp, (got, exp)
        self.accepted()
        self.on_street_change()

    def try_early_show(self) -> None:
        """All-in and betting over: hands may be shown at once (RULES.md 3.6)."""
        h = self.h
        who = [p for p in h.players_in_hand() if p not in h.shown]
        if not who:
            return
        p = who[self.rpick(len(who))]
        dealt = all(len(cards) == self.cfg.game.hole_cards for cards in self.actual)
        if not dealt:
            # Hole cards still to come: no hand can be shown yet. A full hand would hold cards
            # still in the shoe, and the deal would then give the player more.
            if self.illegal:
                mine = self.actual[p]
                cards = tuple(mine) + tuple(self.deck[:self.cfg.game.hole_cards - len(mine)])
                refused(h, (IllegalShowdown, IllegalDeal), partial(h.show, p, cards))
            return
        h.show(p, tuple(self.actual[p]) if None in h.hole[p] else None)
        self.accepted()

    # ------------------------------------------------------------ betting

    def bet_step(self) -> None:
        h = self.h
        p = h.actor
        assert p is not None and not h.folded[p] and h.stacks[p] > 0, f"actor {p} cannot act"
        before = snapshot(h)
        lg = h.legal()
        assert_same(before, snapshot(h), "legal() changed the hand")
        self.check_legal(lg)
        own, stack = h.street_bets[p], h.stacks[p]
        all_in_total = own + stack
        choices = ["fold", "check" if lg.can_check else "call"]
        raises_here = sum(1 for e in h.events if e.street == h.street and e.kind in ("bet", "raise"))
        if lg.can_raise and raises_here < 10:   # a longer raising war only makes the hand longer
            choices += ["min", "max", "between", "between", "min"]
        if lg.to_call and (stack <= lg.to_call or not lg.can_raise):
            choices.append("all-in")              # all-in to call, or a call is all that is open
        elif lg.can_raise and all_in_total <= lg.max_raise_to and raises_here < 10:
            choices.append("all-in")
        weights = {"fold": 1}
        pool = [c for c in choices for _ in range(weights.get(c, 3))]
        choice = pool[self.pick(len(pool), "action")]
        unit = self.cfg.stakes.chip_unit
        if choice == "fold":
            action = fold()
        elif choice == "check":
            action = check()
        elif choice == "call":
            action = call()
        elif choice == "all-in":
            action = all_in()
        elif choice == "min":
            action = raise_to(lg.min_raise_to)
        elif choice == "max":
            action = raise_to(lg.max_raise_to)
        else:
            lo = -(-lg.min_raise_to // unit)
            hi = lg.max_raise_to // unit
            if lo < hi:
                action = raise_to(unit * (lo + self.pick(hi - lo + 1, "raise amount")))
            else:
                action = raise_to(lg.max_raise_to)
        street = h.street
        try:
            ev = h.apply(action)
        except IllegalAction as e:
            raise AssertionError(f"legal() offered {choice} ({action}) and apply refused it: {e!r} {e}; {lg}")
        event(f"{self.cfg.structure.value}: {choice}")
        STATS[f"{self.cfg.structure.value} {choice} -> {ev.kind}{' all-in' if ev.all_in else ''}"] += 1
        assert h.inputs[-1] == ("apply", action)
        # Property 3: an accepted bet or raise is within legal()'s limits or all-in.
        if choice == "all-in" and not lg.can_raise:
            # All-in when only a call is open: a call (all-in or not), never more.
            assert ev.kind == "call" and ev.total == own + lg.to_call, (lg, ev)
        if choice == "all-in" and lg.can_raise:
            assert ev.total == all_in_total and ev.all_in, (lg, ev)
        if ev.kind in ("bet", "raise"):
            assert lg.can_raise, f"a {ev.kind} was accepted while legal() said the betting is closed: {lg}"
            if ev.total != all_in_total:
                assert lg.min_raise_to <= ev.total <= lg.max_raise_to, (lg, ev)
            assert ev.total <= all_in_total
            if ev.total % unit and ev.total != all_in_total:
                raise AssertionError(f"a raise to {ev.total} is not in {unit}-chips: {lg}")
        self.after_action(p, ev, street)
        self.accepted()
        self.on_street_change()

    def after_action(self, p, ev, street) -> None:
        h = self.h
        self.model.record(p, ev.kind, ev.total)
        if self.cfg.structure is Structure.FIXED_LIMIT and ev.kind in ("bet", "raise"):
            # After the raise: how many are still in, and had the round begun heads-up?
            self.raise_log.setdefault(street, []).append(
                (ev.total, ev.all_in, len([q for q in range(h.n) if not h.folded[q]]),
                 len([q for q in range(h.n) if not h.folded[q] and h.stacks[q] > 0])))
            self.check_cap(street)
        if h.street == street and h.phase == "bet":
            expected = self.model.expected_actor(h)
            assert h.actor == expected, (
                f"after {ev} the engine gives the action to {h.actor}, the rules to {expected}")

    def on_street_change(self) -> None:
        h = self.h
        if h.phase == "bet" and self.model.street != h.street:
            self.model.start_street(h)
        if h.phase == "bet" and self.cfg.structure is Structure.FIXED_LIMIT:
            if h.street not in self.round_start:
                self.round_start[h.street] = (
                    len([q for q in range(h.n) if not h.folded[q]]),
                    len([q for q in range(h.n) if not h.folded[q] and h.stacks[q] > 0]))
        if h.phase == "bet" and self.model.last_actor is None:
            expected = self.model.expected_actor(h)
            assert h.actor == expected, (
                f"{h.street} betting opens with {h.actor}, the rules say {expected}")

    def check_legal(self, lg) -> None:
        """Properties 3 and 7 on legal() itself, and the model (8)."""
        h = self.h
        cfg = self.cfg
        p = lg.player
        own, stack = h.street_bets[p], h.stacks[p]
        all_in_total = own + stack
        unit = cfg.stakes.chip_unit
        assert lg.stack == stack and lg.pot == h.pot and lg.current_bet == h.current_bet
        assert lg.to_call == min(max(0, h.current_bet - own), stack)
        assert lg.can_check == (h.current_bet <= own)
        if lg.can_raise:
            assert h.current_bet < lg.min_raise_to <= lg.max_raise_to <= all_in_total, lg
            assert lg.min_add == lg.min_raise_to - own and lg.max_add == lg.max_raise_to - own, lg
            # Every stack and post is whole chip units here, so every total the rules give is too.
            for name in ("min_raise_to", "max_raise_to"):
                total = getattr(lg, name)
                assert total == all_in_total or total % unit == 0, (
                    f"legal().{name} = {total} is not a whole number of {unit}-chips (and not the all-in "
                    f"{all_in_total}), so apply() refuses it: {lg}")
        else:
            assert lg.closed_reason, lg
        if cfg.structure is Structure.FIXED_LIMIT and lg.can_raise:
            # Property 7: one exact amount, at most one bet above the last full level.
            assert lg.min_raise_to == lg.max_raise_to, lg
            size = cfg.stakes.small_bet if h.street in ("preflop", "flop") else cfg.stakes.big_bet
            if lg.max_raise_to < all_in_total:
                assert 0 < lg.max_raise_to - h.current_bet <= size, (lg, size)
        if cfg.structure is Structure.NO_LIMIT and lg.can_raise:
            assert lg.max_raise_to == all_in_total, lg
        if cfg.structure is Structure.POT_LIMIT and lg.can_raise:
            current = h.current_bet
            formula = current + h.pot + (current - own)
            extra = pot_limit_shortfalls(h) if cfg.house.pot_limit_dead_blinds == "full" else 0
            slack = unit - 1 if cfg.house.pot_limit_rounding == "up-to-unit" else 0
            assert lg.max_raise_to <= max(formula + extra + slack, lg.min_raise_to), (
                f"pot-limit maximum {lg.max_raise_to} above {current} + {h.pot} + ({current} - {own})"
                f" = {formula} (+ short blinds {extra}, rounding {slack}): {lg}")
            # Exactly the formula (with the shortfall of the blinds that set the bet, by the house option).
            exact = formula + (live_shortfall(h) if cfg.house.pot_limit_dead_blinds == "full" else 0)
            if cfg.house.pot_limit_rounding == "up-to-unit":
                exact = -(-exact // unit) * unit
            else:
                exact -= exact % unit     # "exact" still means whole chips: rounded down
            assert lg.max_raise_to == max(min(exact, all_in_total), lg.min_raise_to), (exact, lg)
            assert str(lg.max_raise_to) in lg.max_explanation or lg.max_raise_to == all_in_total or \
                lg.max_raise_to == lg.min_raise_to, lg
        if cfg.structure is not Structure.FIXED_LIMIT:
            m = self.model
            assert m.current == h.current_bet, (m.current, h.current_bet)
            want = m.can_raise(h, p)
            assert lg.can_raise == want, (
                f"legal() says can_raise={lg.can_raise} ({lg.closed_reason}), the rules say {want}: "
                f"acted={m.acted[p]} reopen at {m.reopen[p]} current {m.current}")
            if want:
                # A minimum that is not whole chips is rounded up to whole chips.
                whole = -(-m.min_full_raise_to() // unit) * unit
                assert lg.min_raise_to == min(whole, all_in_total), (m.min_full_raise_to(), m.increment, lg)

    def check_cap(self, street: str) -> None:
        """Property 7: a bet and raise_cap raises, unless heads-up lifts the cap."""
        h = self.h
        house = self.cfg.house
        log = self.raise_log[street]
        blind = 1 if street == "preflop" and any(
            p.kind in (BIG_BLIND, LIVE, STRADDLE) for p in self.cfg.forced_bets()) else 0
        # Only raises that are surely full: those that are not all-in (exactly one bet in limit).
        full = [r for r in log if not r[1]]
        count = blind + len(full)
        cap = 1 + house.raise_cap
        if count <= cap:
            return
        capping = full[cap - blind - 1]                 # the raise that reached the cap
        began = self.round_start.get(street, (99, 99))
        if house.heads_up_cap == "never":
            lifted = False
        elif house.heads_up_cap == "began-heads-up":
            lifted = began[0] <= 2 or began[1] <= 2
        else:
            lifted = capping[2] <= 2 or capping[3] <= 2
        assert lifted, (
            f"{count - 1} raises on the {street} (cap: a bet and {house.raise_cap}, heads-up rule "
            f"{house.heads_up_cap!r}); when the cap was reached {capping[2]} players were in, "
            f"the round began with {began[0]}: {log}")

    # ------------------------------------------------------------ showdown

    def showdown_step(self) -> None:
        h = self.h
        order = h.showdown_order()
        # RULES.md 3.6: the river's last bettor or raiser first, else the first left of the button.
        river = [e.player for e in h.events if e.street == "river" and e.kind in ("bet", "raise")]
        start = river[-1] if river and h.in_hand(river[-1]) else 0
        assert order == [q for q in ((start + i) % h.n for i in range(h.n)) if h.in_hand(q)], (order, river)
        pending = [p for p in order if p not in h.shown]
        assert pending, "showdown with nobody left to show"
        p = pending[0] if not self.chance(5) else pending[self.rpick(len(pending))]
        if len(h.players_in_hand()) > 1 and self.chance(4):
            before = snapshot(h)
            try:
                h.muck(p)
            except IllegalShowdown as e:
                # A muck may not leave a pot nobody claims; the payouts check the rest.
                assert e.code == "last-claim", repr(e)
                assert_same(before, snapshot(h), "a refused muck changed the hand")
                STATS["refused IllegalShowdown last-claim"] += 1
                return
            event("muck")
        else:
            cards = tuple(self.actual[p]) if None in h.hole[p] else None
            h.show(p, cards)
        self.accepted()

    # ------------------------------------------------------------ illegal inputs

    def try_illegal(self) -> None:
        """One input the rules refuse now, picked at random (property 4)."""
        h = self.h
        tries = []        # (error classes, the input, acceptable codes or None, check of the error)

        def bad(errors, fn, codes=None, then=None):
            tries.append((errors, fn, codes, then))

        seen = sorted(h.seen, key=lambda c: c.index)
        if seen:
            bad(IllegalDeal, partial(h.deal, seen[self.rpick(len(seen))]),
                {"card-seen-twice", "no-card-expected"})
        if h.phase != "deal":
            bad(IllegalDeal, partial(h.deal, self.deck[0]), {"no-card-expected"})
            bad(IllegalDeal, partial(h.deal_board, [self.deck[0]]), {"no-card-expected"})
        elif h.expected_card().kind == "board":
            bad(IllegalDeal, partial(h.deal, None), {"board-card-unknown"})
            bad(IllegalDeal, partial(h.deal_board, [None]), {"wrong-card-count"})
            bad(IllegalDeal, partial(h.deal_board, self.deck[:6]), {"wrong-card-count"})
            bad(IllegalDeal, partial(h.deal_board, []), {"wrong-card-count"})
        else:
            exp = h.expected_card()
            if exp.kind == "hole":
                bad(IllegalDeal, partial(h.deal_board, self.deck[:1]), {"hole-cards-first"})
                bad(IllegalDeal, partial(h.deal_hole, h.n, self.deck[:1]), {"no-such-player"})
                bad(IllegalDeal, partial(h.deal_hole, exp.player, self.deck[:self.cfg.game.hole_cards + 1]),
                    {"too-many-cards"})
                if seen:
                    bad(IllegalDeal, partial(h.deal_hole, exp.player, [seen[0]]), {"card-seen-twice"})
                bad(IllegalDeal, partial(h.deal_hole, exp.player, [self.deck[0], self.deck[0]]),
                    {"card-seen-twice", "too-many-cards"})
        if h.phase != "deal" or h.street != "preflop":
            bad(IllegalDeal, partial(h.deal_hole, 0, self.deck[:1]), {"no-card-expected"})
        if h.phase != "bet":
            bad(IllegalAction, partial(h.apply, check()), {"no-betting-now"})
            bad(IllegalAction, partial(h.apply, raise_to(10 ** 6)), {"no-betting-now"})
            bad(IllegalAction, h.legal, {"no-betting-now"})
        else:
            tries += self.illegal_bets()
        if not h.betting_over:
            q = self.rpick(h.n)
            bad(IllegalShowdown, partial(h.show, q, tuple(self.actual[q]) or None))
            bad(IllegalShowdown, partial(h.muck, q))
        folded = [q for q in range(h.n) if h.folded[q] or h.mucked[q]]
        if folded and h.phase != "complete":
            q = folded[0]
            bad(IllegalShowdown, partial(h.show, q, tuple(self.actual[q]) or None))
        if h.phase == "showdown":
            inn = h.players_in_hand()
            shown = [q for q in inn if q in h.shown]
            if shown:
                bad(IllegalShowdown, partial(h.show, shown[0]), {"already-shown"})
            if len(inn) == 1:
                bad(IllegalShowdown, partial(h.muck, inn[0]), {"last-player"})
            pending = [q for q in inn if q not in h.shown]
            if pending and None in h.hole[pending[0]]:
                bad(IllegalShowdown, partial(h.show, pending[0]), {"cards-unknown"})
            elif pending:
                q = pending[0]
                other = next(c for c in CARDS if c not in h.seen and c not in self.actual[q])
                bad(IllegalShowdown, partial(h.show, q, tuple(self.actual[q][:-1]) + (other,)),
                    {"shown-cards-differ"})
                bad(IllegalShowdown, partial(h.show, q, tuple(self.actual[q][:-1])), {"wrong-card-count"})
        if h.phase == "complete":
            bad(IllegalShowdown, partial(h.show, 0), {"hand-over"})
        bad(IllegalShowdown, partial(h.show, h.n), {"no-such-player"})
        errors, fn, codes, then = tries[self.rpick(len(tries))]
        e = refused(h, errors, fn, codes)
        if then is not None:
            then(e)

    def illegal_bets(self) -> list:
        """Actions the rules refuse now, with the codes a dealer would expect."""
        h = self.h
        lg = h.legal()
        p = lg.player
        cfg = self.cfg
        own, stack = h.street_bets[p], h.stacks[p]
        all_in_total = own + stack
        unit = cfg.stakes.chip_unit
        fixed = cfg.structure is Structure.FIXED_LIMIT
        closed = {"betting-closed", "raise-cap-reached", "others-all-in", "not-enough-chips"}
        tries = []

        def bad(action, codes=None, then=None, weight=1):
            tries.extend([(IllegalAction, partial(h.apply, action), codes, then)] * weight)

        if lg.to_call > 0:
            bad(check(), {"cannot-check"}, weight=3)
        else:
            bad(call(), {"nothing-to-call"}, weight=3)
        bad(raise_to(all_in_total + unit), {"raise-above-stack", "wrong-limit-amount"} | closed)
        bad(raise_to(h.current_bet), {"raise-not-above-bet"} | closed)
        bad(raise_to(0), {"raise-not-above-bet"} | closed)
        bad(raise_to(-unit), {"raise-not-above-bet"} | closed)
        bad(Action("raise", None), {"unknown-action"} | closed)
        bad(Action("raise", 12.5), {"unknown-action"} | closed)
        bad(Action("raise", True), {"unknown-action"} | closed)
        bad(Action("dance"), {"unknown-action"})
        if not lg.can_raise:
            bad(raise_to(all_in_total), closed, weight=3)
            if lg.to_call == 0:
                bad(all_in(), closed)
        else:
            if lg.max_raise_to < all_in_total:
                codes = {"wrong-limit-amount"} if fixed else {"raise-above-pot-limit"}
                bad(raise_to(lg.max_raise_to + 1), codes, partial(self.check_numbers, lg=lg, got=lg.max_raise_to + 1),
                    weight=4)
                # All-in above the maximum is no more legal than any other raise above it.
                bad(all_in(), codes)
            if h.current_bet + 1 < lg.min_raise_to:
                codes = {"wrong-limit-amount"} if fixed else {"raise-below-minimum", "not-chip-unit"}
                bad(raise_to(lg.min_raise_to - 1), codes, partial(self.check_numbers, lg=lg, got=lg.min_raise_to - 1),
                    weight=4)
            if unit > 1 and not fixed:
                odd = next((x for x in range(lg.min_raise_to, lg.max_raise_to + 1)
                            if x % unit and x != all_in_total), None)
                if odd is not None:
                    bad(raise_to(odd), {"not-chip-unit"})
        return tries

    def check_numbers(self, e: EngineError, lg, got: int) -> None:
        """The numbers a refusal carries are legal()'s (the screen shows them)."""
        assert e.numbers.get("got") == got, e
        if e.code == "raise-above-pot-limit":
            assert e.numbers["max"] == lg.max_raise_to, e
            assert str(lg.max_raise_to) in e.message and str(got) in e.message, e.message
        elif e.code == "raise-below-minimum":
            assert e.numbers["min"] == lg.min_raise_to, e
            assert str(lg.min_raise_to) in e.message, e.message
        elif e.code == "wrong-limit-amount":
            assert e.numbers["amount"] == lg.min_raise_to, e

    # ------------------------------------------------------------ invariants

    def check_invariants(self) -> None:
        """Properties 1 and 2 at every step."""
        h = self.h
        for name in ("stacks", "street_bets", "contributions", "payouts"):
            values = getattr(h, name)
            assert all(isinstance(v, int) and v >= 0 for v in values), f"{name} negative: {values}"
        assert h.rake_taken >= 0 and h.jackpot_taken >= 0
        for ev in h.events:
            assert ev.amount is None or ev.amount >= 0, ev
            assert ev.total is None or ev.total >= 0, ev
        assert all(b <= c for b, c in zip(h.street_bets, h.contributions)), (h.street_bets, h.contributions)
        if h.phase != "complete":
            assert sum(h.stacks) + h.pot == self.total, (
                f"chips not conserved: stacks {h.stacks} (sum {sum(h.stacks)}) + pot {h.pot} != {self.total}")
            assert h.rake_taken == 0 and h.jackpot_taken == 0 and not any(h.payouts)
        else:
            assert sum(h.stacks) + h.rake_taken + h.jackpot_taken == self.total, (
                f"chips not conserved at the end: stacks {h.stacks} + rake {h.rake_taken} + "
                f"jackpot {h.jackpot_taken} != {self.total}")

    def check_complete(self) -> None:
        """Property 6 and the end-of-hand checks (uncalled chips, rounds, replay)."""
        h = self.h
        cfg = self.cfg
        assert h.phase == "complete" and h.actor is None
        assert h.expected_card() is None
        assert sum(h.payouts) == h.pot - h.rake_taken - h.jackpot_taken, (
            h.payouts, h.pot, h.rake_taken, h.jackpot_taken)
        assert sum(r.amount for r in h.pot_results) == h.pot
        assert sum(r.rake for r in h.pot_results) == h.rake_taken
        assert sum(r.jackpot for r in h.pot_results) == h.jackpot_taken
        for r in h.pot_results:
            assert set(r.shares) <= set(r.eligible), r
            assert sum(r.shares.values()) == r.amount - r.rake - r.jackpot, r
            assert all(v > 0 for v in r.shares.values()), r
        unit = cfg.stakes.chip_unit
        if all(s.stack % unit == 0 for s in cfg.players) and all(p.amount % unit == 0 for p in cfg.forced_bets()):
            # RULES.md 5: every amount paid is a whole number of chips (the rake too, so
            # that what is left splits in whole chips).
            for r in h.pot_results:
                amounts = (r.amount, r.rake, r.jackpot, *r.shares.values())
                assert all(a % unit == 0 for a in amounts), f"not in whole {unit}-chips: {r}"
        dead = [0] * h.n                 # antes and dead blinds: dead money, in the main pot
        for ev in h.events:
            if ev.kind == "post" and ev.detail in (ANTE, DEAD):
                dead[ev.player] += ev.amount
        live = [c - d for c, d in zip(h.contributions, dead)]
        for p in range(h.n):
            # RULES.md 5: each pot goes to its own eligible players only, so nobody wins more
            # than the others matched of their own live chips, plus the dead money.
            matched = sum(min(c, live[p]) for c in live) + sum(dead)
            assert h.payouts[p] <= matched, (
                f"player {p} put in {h.contributions[p]} and won {h.payouts[p]}, more than the "
                f"{matched} matched by the others (contributions {h.contributions}, dead money {dead}, "
                f"folded {h.folded}, mucked {h.mucked}, pots {h.pot_results})")
            if h.folded[p] or h.mucked[p]:
                assert h.payouts[p] == 0, f"player {p} folded or mucked but was paid {h.payouts[p]}"
            assert h.stacks[p] == cfg.players[p].stack - h.contributions[p] + h.payouts[p]
        if cfg.rake.no_flop_no_drop and len(h.board) < 3:
            assert h.rake_taken == 0 and h.jackpot_taken == 0, "no flop, no drop"
        if cfg.rake.fixed and not (cfg.rake.no_flop_no_drop and len(h.board) < 3):
            assert h.rake_taken == min(cfg.rake.fixed, h.pot)
        if not cfg.rake.fixed and cfg.rake.cap and not cfg.rake.per_pot:
            assert h.rake_taken <= cfg.rake.cap
        winners = [p for p in range(h.n) if h.payouts[p]]
        in_hand = h.players_in_hand()
        if len(in_hand) == 1 and h.pot - h.rake_taken - h.jackpot_taken > 0:
            assert winners == in_hand, (winners, in_hand)
        self.check_rounds()
        # Property 5 at the end, at the last step and at a few earlier points.
        again = Hand.replay(cfg, h.inputs)
        assert_same(state(h), state(again), "replay of the whole hand differs")
        if h.inputs:
            assert_same(self.snapshots[-2], state(h.undo()), "undo() of the last input")
            for _ in range(2):
                k = self.rpick(len(h.inputs) + 1)
                assert_same(self.snapshots[k], state(Hand.replay(cfg, h.inputs[:k])),
                            f"replay of the first {k} inputs")

    def check_rounds(self) -> None:
        """Uncalled chips go back, and each round ended with the bets level (RULES.md 3.5, 4)."""
        h = self.h
        totals: dict[str, dict[int, int]] = {}
        folded_by: dict[int, str] = {}
        all_in_by: dict[int, str] = {}
        for ev in h.events:
            bets = totals.setdefault(ev.street, {})
            if ev.kind == "post" and ev.detail in LIVE_KINDS:
                bets[ev.player] = bets.get(ev.player, 0) + ev.amount
            elif ev.kind in ("call", "bet", "raise"):
                bets[ev.player] = ev.total
            elif ev.kind == "uncalled-returned":
                bets[ev.player] -= ev.amount
            if ev.kind == "fold":
                folded_by.setdefault(ev.player, ev.street)
            if ev.all_in and ev.player is not None:
                all_in_by.setdefault(ev.player, ev.street)
        streets = ("preflop", "flop", "turn", "river")
        for street, bets in totals.items():
            values = sorted(bets.values(), reverse=True)
            if values and values[0] > 0:
                assert len(values) > 1 and values[0] == values[1], (
                    f"uncalled chips stayed in the pot on the {street}: {bets}")
            idx = streets.index(street)
            level = values[0] if values else 0
            for p in range(h.n):
                gone = p in folded_by and streets.index(folded_by[p]) <= idx
                allin = p in all_in_by and streets.index(all_in_by[p]) <= idx
                if not gone and not allin:
                    assert bets.get(p, 0) == level, (
                        f"the {street} ended with player {p} at {bets.get(p, 0)}, not {level}: {bets}")


# ====================================================================== properties


def run_hand(cfg: HandConfig, data, **kw) -> Driver:
    note(f"config: {cfg}")
    driver = Driver(cfg, data, **kw)
    try:
        driver.run()
    finally:
        note(f"inputs: {driver.h.inputs}")
    record_stats(driver)
    return driver


def record_stats(driver: Driver) -> None:
    h, cfg = driver.h, driver.cfg
    in_hand = len(h.players_in_hand())
    ending = f"showdown, {in_hand} in" if h.street == "river" and in_hand > 1 else f"won on the {h.street}"
    for key in (f"hands {cfg.structure.value}", f"players {h.n}", f"ended: {ending}",
                f"pots {len(h.pot_results)}", "rake taken" if h.rake_taken else "no rake",
                f"mucks {sum(h.mucked)}", f"posts {'custom' if cfg.posts else 'standard'}"):
        STATS[key] += 1
        event(key)


@FAST
@given(cfg=configs(), data=st.data())
def test_random_hands_keep_every_invariant(cfg, data):
    """Properties 1-8 over every game, structure and house option, legal and illegal inputs."""
    run_hand(cfg, data)


@settings(max_examples=120, **QUICK)
@given(cfg=configs(), data=st.data())
def test_replay_and_undo_at_every_step(cfg, data):
    """Property 5 after every accepted input: replay(inputs) is the hand, undo() the state before."""
    run_hand(cfg, data, replay_each=True)


@settings(max_examples=200, **QUICK)
@given(cfg=configs(), data=st.data())
def test_legal_actions_alone_always_complete_the_hand(cfg, data):
    """Property 6: only legal actions and the expected cards always end the hand."""
    d = run_hand(cfg, data, illegal=False)
    assert d.h.is_complete


@settings(max_examples=200, **QUICK)
@given(cfg=configs(structure=Structure.FIXED_LIMIT), data=st.data())
def test_fixed_limit_hands(cfg, data):
    """Property 7 with more fixed-limit hands."""
    run_hand(cfg, data)


@settings(max_examples=200, **QUICK)
@given(cfg=configs(structure=Structure.POT_LIMIT), data=st.data())
def test_pot_limit_hands(cfg, data):
    """Property 3 with more pot-limit hands."""
    run_hand(cfg, data)


@settings(max_examples=100, **QUICK)
@given(cfg=configs(odd_stacks=True), data=st.data())
def test_legal_totals_are_whole_chip_units_with_odd_stacks(cfg, data):
    """legal()'s totals are whole chip units (or the all-in) even when a stack is not:
    a stack left by a rake in smaller units must not make legal() offer a refused raise."""
    run_hand(cfg, data)


@pytest.mark.slow
@SLOW
@given(cfg=configs(), data=st.data())
def test_random_hands_keep_every_invariant_long_run(cfg, data):
    run_hand(cfg, data)


@pytest.mark.slow
@settings(max_examples=1_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cfg=configs(), data=st.data())
def test_replay_and_undo_at_every_step_long_run(cfg, data):
    run_hand(cfg, data, replay_each=True)


# ====================================================================== examples


def table(n=3, structure=Structure.POT_LIMIT, stakes=Stakes(5, 10, 10, 20), stacks=None,
          game="omaha", **kw) -> Hand:
    stacks = stacks or [1_000] * n
    cfg = HandConfig(GAMES[game], structure, stakes,
                     tuple(PlayerSetup(f"P{i + 1}", s, seat=i + 1) for i, s in enumerate(stacks)), **kw)
    h = Hand(cfg)
    deal_until_betting(h)
    return h


_DECK = list(CARDS)


def deal_until_betting(h: Hand) -> None:
    for card in _DECK:
        if h.phase != "deal":
            return
        if card not in h.seen:
            h.deal(card)


def refusal(h: Hand, action: Action) -> IllegalAction:
    before = snapshot(h)
    with pytest.raises(IllegalAction) as info:
        h.apply(action)
    assert_same(before, snapshot(h), "a refused action changed the hand")
    return info.value


def test_seed_001_pot_raise_after_a_raise_to_30_is_105():
    h = table(4)                                  # blinds 5/10; player 3 raises to 30
    h.apply(raise_to(30))
    lg = h.legal()
    assert (lg.max_raise_to, lg.max_add) == (105, 105)
    assert "105" in lg.max_explanation
    e = refusal(h, raise_to(106))
    assert e.code == "raise-above-pot-limit" and e.numbers == {"max": 105, "got": 106, "word": "raise",
                                                                  "arithmetic": lg.max_explanation}
    assert "105" in e.message and "106" in e.message and "pot limit" in e.message
    h.apply(raise_to(105))


def test_seed_002_pot_raises_70_then_240():
    h = table(4, stakes=Stakes(10, 20))
    assert h.legal().max_raise_to == 70
    h.apply(raise_to(70))
    assert h.legal().max_raise_to == 240


def test_seed_002_after_the_flop_570_then_2280():
    h = table(3, stakes=Stakes(10, 20), stacks=[5_000] * 3)
    h.apply(raise_to(70))          # the button
    h.apply(raise_to(190))         # the small blind re-raises
    h.apply(call())
    h.apply(call())
    deal_until_betting(h)
    assert h.street == "flop" and h.pot == 570
    lg = h.legal()
    assert lg.max_raise_to == 570 and lg.raise_word == "bet"
    h.apply(raise_to(570))
    lg = h.legal()
    assert lg.max_raise_to == 2280 and lg.max_add == 2280


def test_the_small_blind_is_shown_the_chips_to_add():
    # Blinds 5/10, the button raises to 30: the small blind's own 5 is not "other money",
    # so the pot raise is to 3 × 30 + 10 = 100, which is 95 more chips.
    h = table(3)
    h.apply(raise_to(30))
    lg = h.legal()
    assert lg.player == 0 and lg.max_raise_to == 3 * 30 + 10 == 100
    assert lg.max_add == 95 and lg.min_raise_to == 50 and lg.min_add == 45
    assert lg.max_explanation == "3 × 30 + 10 = 100"


def test_refusal_raise_below_minimum():
    h = table(3, structure=Structure.NO_LIMIT)
    e = refusal(h, raise_to(15))
    assert e.code == "raise-below-minimum" and e.numbers == {"min": 20, "got": 15, "word": "raise"}
    assert "20" in e.message and "15" in e.message


def test_refusal_cannot_check_facing_a_bet():
    h = table(3)
    e = refusal(h, check())
    assert e.code == "cannot-check" and e.numbers == {"to_call": 10}
    assert "10 to call" in e.message


def test_refusal_nothing_to_call_for_the_big_blind_option():
    h = table(3)
    h.apply(call())
    h.apply(call())
    assert h.actor == 1 and h.legal().can_check
    e = refusal(h, call())
    assert e.code == "nothing-to-call" and "check" in e.message


def test_refusal_wrong_limit_amount():
    h = table(3, structure=Structure.FIXED_LIMIT)
    e = refusal(h, raise_to(25))
    assert e.code == "wrong-limit-amount" and e.numbers == {"amount": 20, "got": 25, "word": "raise"}
    assert "exactly 20" in e.message


def test_refusal_raise_cap_reached():
    h = table(4, structure=Structure.FIXED_LIMIT)
    for total in (20, 30, 40):                    # the big blind is the bet, then 3 raises
        h.apply(raise_to(total))
    lg = h.legal()
    assert not lg.can_raise and lg.closed_reason == "cap"
    e = refusal(h, raise_to(50))
    assert e.code == "raise-cap-reached" and "3 raises" in e.message
    h.apply(call())


def test_refusal_betting_closed_after_a_short_all_in():
    # Flop: player 1 bets 100, player 2 is all-in for 150 (not a full raise), player 3 calls:
    # player 1 already acted and may only call or fold (RULES.md 4, incomplete all-ins).
    h = table(3, structure=Structure.NO_LIMIT, stacks=[1_000, 160, 1_000])
    h.apply(call())
    h.apply(call())
    h.apply(check())
    deal_until_betting(h)
    h.apply(raise_to(100))
    h.apply(all_in())
    assert h.events[-1].total == 150 and h.events[-1].all_in
    h.apply(call())
    lg = h.legal()
    assert lg.player == 0 and not lg.can_raise and lg.closed_reason == "short-all-in"
    e = refusal(h, raise_to(300))
    assert e.code == "betting-closed" and "call or fold" in e.message
    assert refusal(h, raise_to(h.stacks[0])).code == "betting-closed"
    h.apply(call())


def test_refusal_no_betting_now_and_cards_refused():
    cfg = HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                     tuple(PlayerSetup(f"P{i + 1}", 1_000) for i in range(3)))
    h = Hand(cfg)
    e = refusal(h, check())
    assert e.code == "no-betting-now" and "hole card 1" in e.message
    h.deal(CARDS[0])
    before = snapshot(h)
    with pytest.raises(IllegalDeal) as info:
        h.deal(CARDS[0])
    assert info.value.code == "card-seen-twice" and str(CARDS[0]) in info.value.message
    assert_same(before, snapshot(h), "a refused card changed the hand")
    deal_until_betting(h)
    before = snapshot(h)
    with pytest.raises(IllegalDeal) as info:
        h.deal(CARDS[51])
    assert info.value.code == "no-card-expected" and "to act" in info.value.message
    assert_same(before, snapshot(h), "a refused card changed the hand")


# ---------------------------------------------------------------- engine bugs found by the properties


def test_fixed_limit_cap_stays_once_reached_with_three_players():
    """RULES.md 4: "the cap is lifted when the round becomes heads-up *before* the cap".

    Three players, fixed limit 10/20: the big blind is the bet, player 3 raises to 20,
    player 1 to 30, player 2 caps it at 40. Player 3 folds: the round is now
    heads-up, but it became so *after* the cap, so player 1 may only call or fold.
    """
    h = table(3, structure=Structure.FIXED_LIMIT)
    for total in (20, 30, 40):
        h.apply(raise_to(total))
    assert h.legal().closed_reason == "cap"
    h.apply(fold())
    lg = h.legal()
    assert lg.player == 0
    assert not lg.can_raise, f"the cap was lifted by a fold after it was reached: {lg}"


def test_no_hand_is_shown_before_its_hole_cards_are_dealt():
    """RULES.md 3.2 and 3.6: hands are shown when the betting is over, and a hand is the
    game's hole cards *as dealt*.

    Heads-up hold'em 5/10, both players all-in from the blinds (stacks 10 and 5): the
    betting is over before a card is dealt. A "show" of A♠ A♥ for player 1 then must be
    refused: the shoe has not dealt those cards to anyone. Accepting it records cards the
    player never received, and the deal then gives player 1 two more hole cards (four in
    hold'em) while A♠ can no longer be dealt (the shoe's next card is refused as seen twice).
    """
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 10), PlayerSetup("P2", 5)))
    h = Hand(cfg)
    assert h.phase == "deal" and h.betting_over
    before = snapshot(h)
    with pytest.raises(IllegalShowdown):
        h.show(0, parse_cards("As Ah"))
    assert_same(before, snapshot(h), "a refused show changed the hand")


def test_betting_is_not_over_while_a_player_must_still_call_the_blinds():
    """RULES.md 3.6: "If a player is all-in and betting is over, all hands are shown at once."

    No limit 5/10, three players: P1 has 5 and P2 has 10, both all-in from the blinds; P3 has
    1,000 and must still call 10 or fold once the hole cards are out. During the deal the
    engine says betting_over is True and accepts P1's and P2's shows, so P3 would decide
    with both hands face up. The betting is not over until P3 has acted.
    """
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 5), PlayerSetup("P2", 10), PlayerSetup("P3", 1_000)))
    h = Hand(cfg)
    for card in parse_cards("2c 3c 4c 2d 3d"):
        h.deal(card)
    assert not h.betting_over, "P3 still has to call the big blind or fold"
    before = snapshot(h)
    with pytest.raises(IllegalShowdown):
        h.show(0)
    assert_same(before, snapshot(h), "a refused show changed the hand")
    h.deal(parse_cards("4d")[0])
    assert h.phase == "bet" and h.actor == 2


def test_a_side_pot_never_goes_to_a_player_who_is_not_eligible_for_it():
    """RULES.md 5: "each pot is awarded among its own eligible players only".

    No limit 5/10, P1 (small blind) has 50, P2 and P3 1,000 each. P3 raises to 200, P1 is
    all-in for 50, P2 calls 200; checked down. Main pot 150 (P1, P2, P3), side pot 300
    (P2, P3 only). At the showdown P1 shows, P2 mucks, then P3 mucks too. P1 was never in
    the side pot, so P1 can win at most the 150 main pot; the side pot belongs to P3, the
    last player left in it (or P3's muck must be refused).
    """
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 50), PlayerSetup("P2", 1_000), PlayerSetup("P3", 1_000)))
    h = Hand(cfg)
    for card in parse_cards("2c 7d Ah 3c 8d Ad"):
        h.deal(card)
    h.apply(raise_to(200))
    h.apply(all_in())
    h.apply(call())
    for card in parse_cards("Kd Ac Ks Kh Qs Kc Jd Qh"):     # burn, flop, burn, turn, burn, river
        if h.phase == "bet":
            h.apply(check())
            h.apply(check())
        h.deal(card)
    h.apply(check())
    h.apply(check())
    assert h.phase == "showdown" and h.contributions == [50, 200, 200]
    h.show(0)
    h.muck(1)
    try:
        h.muck(2)
    except IllegalShowdown:
        return                                   # refusing the last muck in the side pot is fine too
    assert h.is_complete
    assert h.payouts[0] <= 150, f"P1 all-in for 50 won {h.payouts[0]}: {h.pot_results}"
    assert h.payouts[2] == 300


def test_legal_minimum_is_a_raise_the_engine_accepts_with_an_odd_stack():
    """legal() drives the dealer's buttons: its minimum raise must be accepted.

    No limit 25/50 with a 5-chip unit; P3 (stack 92, e.g. after a rake rounded to 1-chips
    in an earlier hand) moves all-in to 92, not a full raise. legal() offers P1 a minimum
    raise to 92 + 50 = 142, and apply(raise_to(142)) is refused: "142 is not a whole
    number of 5-chips". The minimum should be a whole number of chip units (145), or 142
    should be accepted (or the set-up should refuse a stack that is not whole units).
    """
    stakes = Stakes(25, 50, chip_unit=5)
    try:
        h = table(3, structure=Structure.NO_LIMIT, stakes=stakes, stacks=[1_000, 1_000, 92])
    except EngineError:
        return
    h.apply(all_in())
    lg = h.legal()
    h.apply(raise_to(lg.min_raise_to))


def test_a_dead_blind_does_not_count_as_part_of_an_all_in_bet():
    """RULES.md 7: a returning player's small-blind amount "is dead (it goes to the pot and
    does not count as part of the player's bet)"; RULES.md 5: side pots come from the all-in
    levels and each pot goes to its own eligible players only.

    No limit 5/10, three players. P3 returns with 25: posts 10 live and 5 dead, then moves
    all-in, a raise to 20 (P3's whole bet). P1 raises to 60, P2 calls; P3 has the best hand.
    P3 bet 20, so P3 can win 20 from each opponent plus the dead 5: main pot 3 × 20 + 5 = 65
    (P1, P2, P3), side pot 2 × 40 = 80 (P1, P2). Counting the dead 5 as part of P3's level
    makes the main pot 75 and lets P3 win 5 chips from each opponent that P3 never bet.
    """
    posts = (Post(0, 5, SMALL_BLIND), Post(1, 10, BIG_BLIND), Post(2, 10, LIVE), Post(2, 5, DEAD))
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 1_000), PlayerSetup("P2", 1_000), PlayerSetup("P3", 25)), posts=posts)
    h = Hand(cfg)
    for card in parse_cards("2c 3c Ah 7d 8d Ad"):        # P1 2c 7d, P2 3c 8d, P3 Ah Ad
        h.deal(card)
    h.apply(all_in())
    assert h.events[-1].total == 20 and h.events[-1].all_in
    h.apply(raise_to(60))
    h.apply(call())
    for card in parse_cards("Kd Kc Ks 5h 9s Qh Jd 4s"):   # burn, flop, burn, turn, burn, river
        if h.phase == "bet":
            h.apply(check())
            h.apply(check())
        h.deal(card)
    h.apply(check())
    h.apply(check())
    for p in h.showdown_order():
        h.show(p)
    assert h.is_complete
    assert h.payouts == [0, 80, 65], [(r.amount, r.eligible, r.shares) for r in h.pot_results]
