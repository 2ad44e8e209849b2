"""The random-hand driver of the property tests: hypothesis strategies for whole hand configurations
(game, structure, stakes, posts, stacks, house and rake rules) and the Driver that plays a hand to its end
with a model of the betting it checks at every step. Used by tests/engine/test_properties.py and
tests/engine/test_engine_state_machine.py."""
from __future__ import annotations

import random
from functools import partial
from collections import Counter
from typing import Optional

from hypothesis import event, note, strategies as st

from engine.actions import Action, all_in, call, check, fold, raise_to
from engine.cards import CARDS
from engine.errors import EngineError, IllegalAction, IllegalDeal, IllegalShowdown
from engine.games import GAMES, Structure
from engine.hand import (
    ANTE, BIG_BLIND, DEAD, LIVE, SMALL_BLIND, STRADDLE, Hand, HandConfig, PlayerSetup, Post,
)
from engine.rake import RakeRules
from engine.rules import HouseRules, Stakes


STATS: Counter = Counter()  # what the random runs exercised (refusal codes, actions, endings)


GAME_KEYS = sorted(GAMES)


STRUCTURES = (Structure.POT_LIMIT, Structure.NO_LIMIT, Structure.FIXED_LIMIT)


LIVE_KINDS = (SMALL_BLIND, BIG_BLIND, STRADDLE, LIVE)


STEP_LIMIT = 3_000          # far more inputs than any hand needs: a hand that runs past it hangs


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
            assert str(lg.max_raise_to) in lg.max_explanation.english() or lg.max_raise_to == all_in_total or \
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
