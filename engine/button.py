"""Where the button and the blinds go each hand (RULES.md 7), and who is dealt in.

Seats are numbered 1..N clockwise. Each hand is planned from the last hand's
positions and what each seated player wants:

- ``IN``: played before and plays on (owes nothing);
- ``POST``: wants to play now and must post to do so: a new player's one big
  blind (live), or a returning player's missed blinds (big-blind amount live,
  small-blind amount dead);
- ``WAIT``: a new player waiting for the big blind;
- ``OUT``: sitting out or without chips; the blinds passing him are owed.

The three house options for a player who leaves or busts (RULES.md 7, with
Robert's Rules of Poker, "Buttons and blinds" 2(a)/2(b)):

- dead button (default): the big blind moves to the next player due for it,
  so a blind is never skipped; the small blind goes to last hand's big-blind
  seat and the button to last hand's small-blind seat, even when nobody sits
  there any more (no small blind that hand, or a button on an empty seat);
- moving button: the button always moves to the next player, the small and
  big blind to the two players after it; every player still pays a big and a
  small blind each time round ("each round every player must ... meet the
  total amount of the blind obligations ... there may be more than one big
  blind"): a player who gets the button without having paid the big blind
  since his last button posts it then (live), and the small blind likewise
  (dead). Heads-up hands pay everyone's way (the blinds alternate); a new
  player's big blind or a returning player's missed blinds settle his round;
- simplified moving button: button and blinds as in moving button, and a blind
  the rotation skips is not collected.

For all three: heads-up the button posts the small blind, and the big blind
goes to the player due for it, so going from three players to two nobody pays
the big blind twice in a row. New and returning players who must post are
never dealt in from the player last to act (the button) round to the small
blind: they wait until the button has passed. When fewer than two players
are left to play, the game starts afresh: everybody who wants to play is
dealt in and nobody owes anything.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Optional

from .errors import ConfigError
from .hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND
from .rules import Stakes

BUTTON_DEAD, BUTTON_MOVING, BUTTON_SIMPLIFIED = "dead", "moving", "simplified"
IN, POST, WAIT, OUT = "in", "post", "wait", "out"


@dataclass(frozen=True, slots=True)
class Positions:
    """Button, small-blind and big-blind seats of one hand. Heads-up the button is the small blind."""

    button: int
    small_blind: int      # the small-blind seat; with a dead button nobody may sit there
    big_blind: int

    @property
    def heads_up(self) -> bool:
        return self.button == self.small_blind


@dataclass(frozen=True, slots=True)
class Contender:
    """A seated player as the planning sees him."""

    seat: int
    status: str                   # IN | POST | WAIT | OUT
    owes_big: bool = False        # missed blinds: the big-blind amount, posted live
    owes_small: bool = False      # missed blinds: the small-blind amount, posted dead
    paid_big: bool = False        # paid a big blind since his last button (moving button)
    paid_small: bool = False      # paid a small blind since his last button


@dataclass(frozen=True, slots=True)
class SeatPost:
    seat: int
    amount: int
    kind: str                     # SMALL_BLIND | BIG_BLIND | LIVE | DEAD (engine.hand)
    why: str


@dataclass(frozen=True)
class HandPlan:
    positions: Positions
    dealt: tuple[int, ...]        # seats in the hand's order: clockwise from the first left of the button
    posts: tuple[SeatPost, ...]
    kept_out: tuple[tuple[int, str], ...] = ()    # (seat, why) for players who want to play but wait
    missed: tuple[tuple[int, str], ...] = ()      # (seat, "big" | "small") for sitting-out seats passed
    paid: tuple[tuple[int, bool, bool], ...] = ()  # (seat, paid big, paid small) since his button, after the hand
    fresh_start: bool = False     # fewer than two could play: everybody dealt in, nothing owed

    def post_of(self, seat: int) -> tuple[SeatPost, ...]:
        return tuple(p for p in self.posts if p.seat == seat)


class Ring:
    """The seats 1..N clockwise."""

    def __init__(self, seats: int):
        self.n = seats

    def after(self, seat: int) -> list[int]:
        """Every seat clockwise after ``seat``, ending with ``seat`` itself."""
        return [(seat + k - 1) % self.n + 1 for k in range(1, self.n + 1)]

    def first_after(self, seat: int, group: Iterable[int]) -> int:
        members = set(group)
        return next(s for s in self.after(seat) if s in members)

    def strictly_between(self, start: int, seat: int, end: int) -> bool:
        """``seat`` lies clockwise after ``start`` and before ``end``."""
        order = self.after(start)
        return order.index(seat) < order.index(end) and seat != start

    def arc(self, start: int, end: int) -> list[int]:
        """``start`` to ``end`` clockwise, both included."""
        order = [start] + self.after(start)[:-1]
        return order[:order.index(end) + 1]

    def before(self, seat: int) -> int:
        return (seat - 2) % self.n + 1


def plan_hand(rule: str, seats: int, previous: Optional[Positions], contenders: Mapping[int, Contender],
              stakes: Stakes, first_button: Optional[int] = None) -> HandPlan:
    """Plan the next hand: positions, who is dealt in, and every forced bet with its reason."""
    if rule not in (BUTTON_DEAD, BUTTON_MOVING, BUTTON_SIMPLIFIED):
        raise ConfigError("bad-button-rule", f"button rule {rule!r}; choose dead, moving or simplified")
    ring = Ring(seats)
    wanting = sorted(s for s, c in contenders.items() if c.status in (IN, POST, WAIT))
    if len(wanting) < 2:
        raise ConfigError("too-few-players", f"two players are needed to deal a hand, not {len(wanting)}",
                          players=len(wanting))
    established = {s for s, c in contenders.items() if c.status == IN}
    if previous is None or len(established) < 2:
        return _fresh_start(rule, ring, previous, wanting, contenders, stakes, first_button)

    dealt = set(wanting)
    kept_out: dict[int, str] = {}
    while True:
        pos = _place(rule, ring, previous, dealt, established)
        zone = _no_deal_zone(ring, pos, dealt)
        leaving = {}
        for s in dealt - established:
            status = contenders[s].status
            if status == WAIT and s != pos.big_blind:
                leaving[s] = "waits for the big blind"
            elif s in zone:
                leaving[s] = ("waits for the button to pass: nobody is dealt in between "
                              "the small blind and the button")
        if not leaving:
            break
        kept_out.update(leaving)
        dealt -= set(leaving)
    order = _hand_order(ring, pos, dealt)
    posts = _posts(rule, pos, dealt, established, contenders, stakes)
    missed = _missed(ring, previous, pos, contenders)
    return HandPlan(pos, order, tuple(posts), tuple(sorted(kept_out.items())), missed,
                    _paid(pos, dealt, posts, contenders, dealt - established))


def _fresh_start(rule: str, ring: Ring, previous: Optional[Positions], wanting: list[int],
                 contenders: Mapping[int, Contender], stakes: Stakes, first_button: Optional[int]) -> HandPlan:
    """The first hand, or a game that starts again: everybody who wants to play, nothing owed."""
    dealt = set(wanting)
    if previous is None:
        if first_button is None:
            # The last seat holds the button, so the first seat posts the small blind.
            button = wanting[-1]
        elif first_button not in dealt:
            raise ConfigError("bad-seat", f"the button goes to a player who plays: seat {first_button} has none",
                              seat=first_button)
        else:
            button = first_button
        if len(dealt) == 2:
            bb = ring.first_after(button, dealt)
            sb = next(s for s in dealt if s != bb)
            pos = Positions(sb, sb, bb)
        else:
            sb = ring.first_after(button, dealt)
            pos = Positions(button, sb, ring.first_after(sb, dealt))
    else:
        pos = _place(rule, ring, previous, dealt, dealt)
    posts = [SeatPost(pos.big_blind, stakes.big_blind, BIG_BLIND, "big blind")]
    if pos.small_blind in dealt:
        posts.insert(0, SeatPost(pos.small_blind, stakes.small_blind, SMALL_BLIND, "small blind"))
    # As if the game had been going: the small blind paid the big blind the hand before.
    start = {s: Contender(s, IN, paid_big=s == pos.small_blind) for s in dealt}
    missed = _missed(ring, previous, pos, contenders) if previous is not None else ()
    return HandPlan(pos, _hand_order(ring, pos, dealt), tuple(posts), missed=missed,
                    paid=_paid(pos, dealt, posts, start, set()), fresh_start=previous is not None)


def _place(rule: str, ring: Ring, prev: Positions, dealt: set[int], established: set[int]) -> Positions:
    if len(dealt) == 2:
        # Heads-up: the big blind to the player due for it, the other has the button and the small blind.
        bb = ring.first_after(prev.big_blind, dealt)
        sb = next(s for s in dealt if s != bb)
        return Positions(sb, sb, bb)
    if rule == BUTTON_DEAD:
        bb = ring.first_after(prev.big_blind, dealt)
        sb = prev.big_blind
        button = prev.small_blind
        if not ring.strictly_between(bb, button, sb):
            # Coming from heads-up (the button was the small blind): the seat behind the small blind.
            button = ring.before(sb)
        return Positions(button, sb, bb)
    # Moving and simplified: the button and the small blind go to players who have played already.
    button = ring.first_after(prev.button, established)
    sb = ring.first_after(button, established)
    return Positions(button, sb, ring.first_after(sb, dealt))


def _no_deal_zone(ring: Ring, pos: Positions, dealt: set[int]) -> set[int]:
    """From the player last to act after the flop round to the small blind, both included."""
    last_to_act = pos.button if pos.button in dealt else next(
        s for s in reversed(ring.after(pos.button)) if s in dealt)
    return set(ring.arc(last_to_act, pos.small_blind)) | {pos.button}


def _hand_order(ring: Ring, pos: Positions, dealt: set[int]) -> tuple[int, ...]:
    return tuple(s for s in ring.after(pos.button) if s in dealt)


def _posts(rule: str, pos: Positions, dealt: set[int], established: set[int],
           contenders: Mapping[int, Contender], stakes: Stakes) -> list[SeatPost]:
    sb_amount, bb_amount = stakes.small_blind, stakes.big_blind
    posts: dict[int, list[SeatPost]] = {s: [] for s in dealt}
    small_blind = pos.small_blind if pos.small_blind in dealt else None
    if small_blind is not None:
        posts[small_blind].append(SeatPost(small_blind, sb_amount, SMALL_BLIND, "small blind"))
    posts[pos.big_blind].append(SeatPost(pos.big_blind, bb_amount, BIG_BLIND, "big blind"))
    button = contenders.get(pos.button)
    if rule == BUTTON_MOVING and len(dealt) > 2 and button is not None and pos.button in established:
        # The button moves on only when its player has met his round's blinds.
        if not button.paid_big:
            posts[pos.button].append(SeatPost(pos.button, bb_amount, LIVE, "big blind not paid since his last button"))
        if not button.paid_small:
            posts[pos.button].append(SeatPost(pos.button, sb_amount, DEAD,
                                              "small blind not paid since his last button"))
    for s in dealt - established:
        if s in (pos.big_blind, small_blind):
            continue                        # the blind in turn settles what he owed
        c = contenders[s]
        if c.owes_big or c.owes_small:
            if c.owes_big:
                posts[s].append(SeatPost(s, bb_amount, LIVE, "missed big blind (live)"))
            posts[s].append(SeatPost(s, sb_amount, DEAD, "missed small blind (dead)"))
        else:
            posts[s].append(SeatPost(s, bb_amount, LIVE, "new player's big blind"))
    return sorted((p for group in posts.values() for p in group), key=lambda p: _POST_ORDER[p.kind])


def _paid(pos: Positions, dealt: set[int], posts: Iterable[SeatPost], contenders: Mapping[int, Contender],
          entrants: set[int]) -> tuple[tuple[int, bool, bool], ...]:
    """Who has paid his big and small blind since his last button, once this hand's posts are in."""
    if len(dealt) == 2:
        return tuple((s, True, True) for s in sorted(dealt))     # heads-up: written off
    paid = {s: [contenders[s].paid_big, contenders[s].paid_small] for s in dealt}
    if pos.button in paid:
        paid[pos.button] = [False, False]                        # a new round starts at the button
    for p in posts:
        if p.kind in (BIG_BLIND, LIVE):
            paid[p.seat][0] = True
        else:
            paid[p.seat][1] = True
    for s in entrants:
        paid[s] = [True, True]              # a new or returning player's posts settle his round
    return tuple((s, big, small) for s, (big, small) in sorted(paid.items()))


_POST_ORDER = {SMALL_BLIND: 0, BIG_BLIND: 1, LIVE: 2, DEAD: 3}


def _missed(ring: Ring, prev: Positions, pos: Positions, contenders: Mapping[int, Contender]) -> tuple:
    """Sitting-out seats the blinds passed this hand: they owe those blinds when they come back."""
    found = []
    for s, c in sorted(contenders.items()):
        if c.status != OUT:
            continue
        if ring.strictly_between(prev.big_blind, s, pos.big_blind):
            found.append((s, "big"))
        elif s == pos.small_blind or ring.strictly_between(prev.small_blind, s, pos.small_blind):
            found.append((s, "small"))
    return tuple(found)
