"""Property test (issue 4): random sessions of many hands with random arrivals, departures, rebuys,
sitting out, misdeals and undos, under each button rule. After every request the chips reconcile;
across hands no blind is skipped or doubled wrongly; the record replays to the same state.

Checked between consecutive hands that counted (a misdeal or a void gives every chip back and
leaves the button where it was), except when the game started afresh:

- nobody posts the big blind in two hands running (dead and moving button; the simplified
  moving button may make a player pay it twice running, and then the positions must be the
  literal rule's: button, small and big blind to the next players);
- dead button: no player dealt in both hands is skipped by the big blind;
- moving button: a player who takes the button (outside heads-up) has paid a big blind and a
  small blind since his last button, or pays them on the button;
- a new player is dealt in only posting a big blind or in the big blind, never from the player
  last to act round to the small blind; a returning player who owes blinds posts them (big-blind
  amount live, small-blind amount dead) or has the big blind in turn.
"""
from __future__ import annotations

import json
import random
from datetime import datetime, timedelta

import pytest
from hypothesis import HealthCheck, Phase, given, settings as hsettings, strategies as st

from engine.actions import all_in, call, check, fold, raise_to
from engine.button import Ring
from engine.cards import shuffled_deck
from engine.errors import EngineError
from engine.hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND
from engine.session.table import TableSession
from sessions import settings

NAMES = [f"N{i}" for i in range(200)]


class Run:
    """Drives one random session and checks it as it goes."""

    def __init__(self, rule: str, seed: int, seats: int, structure: str):
        self.rng = random.Random(seed)
        self.rule = rule
        self.ring = Ring(seats)
        extra = f'[game]\nstructure = "{structure}"\n'
        self.session = TableSession(settings(button=rule, seats=seats, min_buy_in=100, max_buy_in=3000,
                                             rake="percent = 5\ncap = 30", extra=extra)
                                    if structure != "fixed-limit" else
                                    _limit_settings(rule, seats))
        self.names = iter(NAMES)
        self.bought = 0
        self.before: dict = {}           # hand number -> the seats' state when it was planned
        self.hands_dealt = 0
        self.big_blind_twice: list[tuple[int, int]] = []   # simplified button: (hand, next hand)

    # ------------------------------------------------------------ requests

    def request(self, fn, *args, buying: int = 0, **kwargs) -> bool:
        """Make a request; a refusal is fine (and changes nothing). Chips are checked either way."""
        try:
            fn(*args, **kwargs)
            ok = True
        except EngineError:
            ok = False
        self.bought += buying if ok else 0
        self.account_queued()
        return ok

    def check_chips(self) -> None:
        r = self.session.reconcile()
        assert r.balanced, str(r)
        assert r.bought_in == self.bought

    def arrive(self) -> None:
        free = [s for s in range(1, self.ring.n + 1) if s not in self.session.seats]
        if not free:
            return
        amount = self.rng.choice((100, 300, 1000, 3000))
        self.request(self.session.sit, self.rng.choice(free), next(self.names), amount,
                     entry=self.rng.choice(("post", "wait")), buying=amount)

    def rebuy(self, queue: bool) -> None:
        seats = list(self.session.seats)
        if not seats:
            return
        seat = self.rng.choice(seats)
        amount = self.rng.choice((50, 200, 1000))
        # A queued rebuy is bought when the hand is over (account_queued), if it still fits then.
        self.request(self.session.rebuy, seat, amount, queue=queue, buying=0 if queue else amount)

    def between_hands(self) -> None:
        for _ in range(self.rng.choice((0, 0, 1, 2, 3))):
            roll = self.rng.random()
            seats = list(self.session.seats)
            if roll < 0.3 or len(seats) < 3:
                self.arrive()
            elif roll < 0.5:
                self.request(self.session.leave, self.rng.choice(seats))
            elif roll < 0.65:
                self.rebuy(queue=False)
            elif roll < 0.8:
                self.request(self.session.sit_out, self.rng.choice(seats))
            else:
                self.request(self.session.come_back, self.rng.choice(seats))

    # ---------------------------------------------------------------- hands

    def play_hand(self) -> None:
        s = self.session
        snapshot = {seat: p for seat, p in s.seats.items()}
        if not self.request(s.start_hand):
            return
        self.before[s.hand_number] = snapshot
        deck = shuffled_deck(self.rng)
        while s.hand is not None:
            number = s.hand_number
            hand = s.hand
            roll = self.rng.random()
            if roll < 0.01 and hand.phase == "deal" and not hand.inputs:
                self.request(s.misdeal, "exposed card")
                self.before[s.hand_number] = snapshot
                continue
            if roll < 0.03 and hand.inputs:
                self.request(s.undo)
                continue
            if roll < 0.05 and hand.phase in ("deal", "bet"):
                self.request(s.leave, self.rng.choice(list(s.plan.dealt)))
                continue
            if roll < 0.06:
                self.rebuy(queue=True)
                continue
            if hand.phase == "deal":
                card = next(c for c in deck if c not in hand.seen)
                self.request(s.deal, card)
            elif hand.phase == "bet":
                self.request(s.act, self.random_action(hand.legal()))
            else:
                player = next(p for p in hand.showdown_order() if p not in hand.shown)
                self.request(s.show, s.seat_of_player(player))
            if s.hand is None or s.hand_number != number:
                break

    def account_queued(self) -> None:
        # Queued rebuys are made (and bought) at the end of the hand, unless they no longer fit.
        queued = self._queued_indices()
        made = [m for m in self.session.cash_moves if m.kind == "rebuy" and m.index in queued]
        self.bought += sum(m.amount for m in made if m.index not in getattr(self, "counted", set()))
        self.counted = getattr(self, "counted", set()) | {m.index for m in made}
        self.check_chips()

    def _queued_indices(self) -> set[int]:
        seen = getattr(self, "seen_record", 0)
        new = self.session.record_since(seen)
        self.queued_entries = getattr(self, "queued_entries", set()) | {
            seen + i for i, e in enumerate(new) if e.get("op") == "rebuy" and e.get("queue")}
        self.seen_record = seen + len(new)
        return self.queued_entries

    def random_action(self, legal):
        roll = self.rng.random()
        if roll < 0.25:
            return fold()
        if roll < 0.7:
            return check() if legal.can_check else call()
        if legal.can_raise:
            if roll < 0.9:
                return raise_to(legal.min_raise_to)
            if roll < 0.97:
                return raise_to(legal.max_raise_to)
            return all_in()
        return check() if legal.can_check else call()

    # --------------------------------------------------------------- checks

    def check_blinds(self) -> None:
        hands = [h for h in self.session.hands if h.counts_as_dealt]
        for h in hands:
            bigs = [p for p in h.posts if p.kind == BIG_BLIND]
            smalls = [p for p in h.posts if p.kind == SMALL_BLIND]
            assert len(bigs) == 1 and bigs[0].seat == h.positions.big_blind
            assert len(smalls) <= 1
            if len(h.dealt) == 2:
                assert h.positions.button == h.positions.small_blind
                assert smalls and smalls[0].seat == h.positions.button
            self.check_entrants(h, first=h is hands[0])
        for h1, h2 in zip(hands, hands[1:]):
            if h2.fresh_start:
                continue
            names1 = self.names_of(h1)
            names2 = self.names_of(h2)
            bb1, bb2 = names1[h1.positions.big_blind], names2[h2.positions.big_blind]
            both = {seat for seat in h2.dealt if seat in h1.dealt and names1[seat] == names2[seat]}
            if self.rule == "simplified" and bb1 == bb2 and len(h2.dealt) > 2:
                self.check_literal_simplified(h1, h2)
            else:
                assert bb1 != bb2, f"{bb2} has the big blind in hands {h1.number} and {h2.number}"
            # The seats the big blind passed going from hand 1's seat to hand 2's (none if it stayed:
            # a new player took the seat of the last big blind).
            skipped = [seat for seat in both if h1.positions.big_blind != h2.positions.big_blind
                       and self.ring.strictly_between(h1.positions.big_blind, seat, h2.positions.big_blind)]
            if self.rule == "dead":
                assert not skipped, f"hand {h2.number}: the big blind skipped {skipped}"
        if self.rule == "moving":
            self.check_rounds(hands)

    def check_literal_simplified(self, h1, h2) -> None:
        """Simplified moving button, applied literally (RULES.md 7): the button goes to the next
        player who has played and owes nothing, the small blind to the one after, the big blind
        to the next player dealt in, even when that gives one player the big blind twice running."""
        seats = self.before[h2.number]
        played_on = {seat for seat in h2.dealt
                     if (c := seats[seat].contender()) is not None and c.status == "in"}
        button = self.ring.first_after(h1.positions.button, played_on)
        small_blind = self.ring.first_after(button, played_on)
        big_blind = self.ring.first_after(small_blind, set(h2.dealt))
        assert (h2.positions.button, h2.positions.small_blind, h2.positions.big_blind) == \
            (button, small_blind, big_blind), \
            f"hand {h2.number}: {h2.positions} is not the simplified rule's ({button}, {small_blind}, {big_blind})"
        self.big_blind_twice.append((h1.number, h2.number))

    def check_rounds(self, hands) -> None:
        """Moving button: whoever takes the button has paid a big and a small blind since his last one."""
        paid: dict[str, set] = {}
        for h in hands:
            names = self.names_of(h)
            before = self.before.get(h.number, {})
            heads_up = len(h.dealt) == 2
            fresh = h.fresh_start or h is hands[0]
            if fresh:
                # As if the game had been going: the small blind paid the big blind the hand before.
                # Players not dealt in keep what they had paid.
                paid.update({names[s]: ({"big"} if s == h.positions.small_blind else set()) for s in h.dealt})
            button = names.get(h.positions.button)
            this_hand = {names[p.seat]: set() for p in h.posts}
            for p in h.posts:
                this_hand[names[p.seat]].add("big" if p.kind in (BIG_BLIND, LIVE) else "small")
            if button is not None and not heads_up and not fresh and button in paid:
                have = paid[button] | this_hand.get(button, set())
                assert have >= {"big", "small"}, f"hand {h.number}: {button} takes the button having paid {have}"
            if button is not None:
                paid[button] = set()
            for name, kinds in this_hand.items():
                paid.setdefault(name, set()).update(kinds)
            for seat in h.dealt:
                p = before.get(seat)
                if heads_up or p is None or p.new or p.owes_big or p.owes_small:
                    paid[names[seat]] = {"big", "small"}

    def check_entrants(self, h, first: bool) -> None:
        before = self.before.get(h.number)
        if before is None or h.fresh_start or first:
            return
        zone = set(self.ring.arc(self.last_to_act(h), h.positions.small_blind)) | {h.positions.button}
        for seat in h.dealt:
            p = before.get(seat)
            if p is None:
                continue
            posts = [(x.amount, x.kind) for x in h.posts if x.seat == seat]
            if p.new:
                assert seat not in zone, f"hand {h.number}: new player at {seat} dealt in between SB and button"
                assert (10, LIVE) in posts or (10, BIG_BLIND) in posts, f"hand {h.number}: {seat} {posts}"
            elif p.owes_big:
                assert (10, BIG_BLIND) in posts or {(10, LIVE), (5, DEAD)} <= set(posts), \
                    f"hand {h.number}: seat {seat} owed blinds, posted {posts}"

    def last_to_act(self, h) -> int:
        return h.dealt[-1]

    def names_of(self, h) -> dict:
        before = self.before.get(h.number, {})
        return {seat: before[seat].name if seat in before else f"?{seat}" for seat in h.dealt}

    def check_resume(self) -> None:
        s = self.session
        copy = TableSession.replay(s.initial_settings, json.loads(json.dumps(s.record)))
        assert copy.state() == s.state()


def _limit_settings(rule, seats):
    from engine.settings import parse_session
    return parse_session(f'[game]\nstructure = "fixed-limit"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\n'
                         f'small_bet = 10\nbig_bet = 20\nmin_buy_in = 100\nmax_buy_in = 3000\n'
                         f'[house]\nbutton = "{rule}"\n[table]\nseats = {seats}\n[rake]\npercent = 5\ncap = 30\n')


def play_session(rule: str, seed: int, seats: int, structure: str, hands: int) -> Run:
    run = Run(rule, seed, seats, structure)
    for _ in range(run.rng.randint(2, seats)):
        run.arrive()
    for _ in range(hands):
        run.between_hands()
        run.play_hand()
        if run.rng.random() < 0.05:
            run.check_resume()
    run.check_blinds()
    run.check_resume()
    return run


# No shrinking: a failing seed is already a short story, and shrinking whole sessions takes minutes.
# Derandomized so CI runs the same 60 sessions every time; the case below, found
# by a random run, is tested on its own below.
@hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow],
           phases=[Phase.explicit, Phase.reuse, Phase.generate], derandomize=True)
@given(rule=st.sampled_from(["dead", "moving", "simplified"]), seed=st.integers(0, 2**32),
       seats=st.integers(2, 9), structure=st.sampled_from(["pot-limit", "no-limit", "fixed-limit"]))
def test_random_sessions_keep_the_blinds_and_the_chips_right(rule, seed, seats, structure):
    play_session(rule, seed, seats, structure, hands=40)


@pytest.mark.slow
@pytest.mark.parametrize("rule", ["dead", "moving", "simplified"])
def test_long_random_sessions(rule):
    for seed in range(30):
        play_session(rule, seed, 9, "pot-limit", hands=300)


def test_simplified_button_big_blind_twice_after_a_rebuy_into_the_small_blind():
    # Found by a random run: a busted player rebuys into the small-blind seat and another
    # leaves; the simplified rule, applied literally (RULES.md 7, the price of the simpler
    # rule), gives N8 (new, posted the big blind in hand 2) the big blind again in hand 3.
    run = play_session("simplified", 83650004, 9, "pot-limit", hands=40)
    assert run.big_blind_twice[:1] == [(2, 3)]


# ------------------------------------------------------- cash-game practices (RULES.md 11)

class CashRun(Run):
    """A random session with bomb pots every few hands, time collected (per seat at the half hours or
    per hand at the button) and boards run two or three times whenever every player still in is all-in:
    the chips reconcile after every request, the time collected is the ledger's, the record resumes."""

    def __init__(self, seed: int, seats: int, time_mode: str, every: int):
        super().__init__("dead", seed, seats, "pot-limit")
        from engine.settings import parse_session
        self.session = TableSession(parse_session(
            f"[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = 5\nmin_buy_in = 100\nmax_buy_in = 3000\n"
            f"[house]\nmax_runs = 3\n[table]\nseats = {seats}\n"
            f'[bomb_pot]\nmode = "every-n-hands"\nhands = {every}\nante = 10\n'
            f'[time_collection]\nmode = "{time_mode}"\namount = 5\n'))
        self.clock = datetime(2025, 3, 1, 20, 0)
        self.runs_played = 0

    def between_hands(self) -> None:
        super().between_hands()
        before, self.clock = self.clock, self.clock + timedelta(minutes=self.rng.choice((2, 5, 9, 14)))
        due = self.session.next_time_collection(before.isoformat())
        if due is not None and datetime.fromisoformat(due) <= self.clock:
            self.request(self.session.time_collection_due, self.clock.isoformat())

    def random_action(self, legal):
        # All-in more often than the base driver: boards to run more than once.
        if legal.can_raise and self.rng.random() < 0.3:
            return all_in()
        return super().random_action(legal)

    def play_hand(self) -> None:
        s = self.session
        hand_before = s.hands[-1].number if s.hands else 0
        original = s.deal

        def deal(card):
            hand = s.hand
            if hand is not None and hand.can_run_it_more_than_once and self.rng.random() < 0.7:
                seats = [s.seat_of_player(p) for p in hand.players_in_hand()]
                if self.request(s.run_it, self.rng.choice((2, 3)), seats):
                    self.runs_played += 1
                    if self.rng.random() < 0.3:
                        self.check_resume()
                    if s.hand is None or not s.hand.phase == "deal":
                        return
            original(card)
        s.deal = deal
        try:
            super().play_hand()
        finally:
            del s.deal
        for h in s.hands:
            if h.number > hand_before and h.counts_as_dealt:
                self.check_hand(h)

    def check_hand(self, h) -> None:
        # Every chip of every hand went to a stack or the house: runs and time lose none.
        start, end = dict(h.start_stacks), dict(h.end_stacks)
        assert sum(start.values()) == sum(end.values()) + h.rake + h.jackpot
        assert h.rake == 0                                    # time collected instead of a levy
        assert sum(t.amount for t in self.session.time_collections) == self.session.ledger.time


@hsettings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow],
           phases=[Phase.explicit, Phase.reuse, Phase.generate], derandomize=True)
@given(seed=st.integers(0, 2**32), seats=st.integers(2, 9), time_mode=st.sampled_from(["per-seat", "per-hand"]),
       every=st.integers(2, 5))
def test_chips_are_conserved_across_runs_bomb_pots_and_time_collection(seed, seats, time_mode, every):
    run = CashRun(seed, seats, time_mode, every)
    for _ in range(run.rng.randint(2, seats)):
        run.arrive()
    for _ in range(40):
        run.between_hands()
        run.play_hand()
    run.check_resume()
    assert run.session.ledger.time == sum(t.amount for t in run.session.time_collections)


def test_the_cash_driver_does_run_boards_more_than_once_and_collects_time():
    """The property above is not empty: its sessions run boards and collect time."""
    runs = collected = bombs = 0
    for seed in range(6):
        run = CashRun(seed, 6, ("per-seat", "per-hand")[seed % 2], 3)
        for _ in range(5):
            run.arrive()
        for _ in range(40):
            run.between_hands()
            run.play_hand()
        run.check_resume()
        runs += run.runs_played
        collected += run.session.ledger.time
        bombs += sum(h.bomb_pot for h in run.session.hands)
    assert runs > 0 and collected > 0 and bombs > 0
