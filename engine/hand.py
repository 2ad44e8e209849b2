"""One hand as an explicit state machine.

A hand is its configuration plus the ordered list of what the dealer fed it
(cards, actions, shows). The state is the fold of that list: ``Hand.replay``
rebuilds it, and undo, crash recovery and the dispute viewer use that one
path. Every input is checked before anything changes, so a refused input
leaves the hand exactly as it was.

Players are numbered 0..N-1 clockwise from the first player left of the
button (PHH's p1..pN): with three or more players the button is the last;
heads-up the button is player 1, who posts the small blind (RULES.md 3.1).
"""
from __future__ import annotations

from typing import Optional, Sequence

from . import betting, hand_runs, hand_showdown
from .actions import CALL, CHECK, FOLD, Action, Legal
from .card_labels import CardLabel, Expected, board_label, burn_label, hole_label
from .cards import Card
from .errors import IllegalAction, IllegalDeal
from .hand_event import Event, _new_event
from .deal_plan import STREETS, Slot, deal_plan
# The set-up is still named through engine.hand by its readers.
from .hand_config import (  # noqa: F401
    ANTE, BIG_BLIND, DEAD, LIVE, LIVE_POSTS, POST_KINDS, SMALL_BLIND, STRADDLE, HandConfig, PlayerSetup, Post,
    check_config, standard_blinds)
from .pots import Pot, build_pots, uncalled_bet
from .showdown import PotResult, award, run_parts  # noqa: F401 - named through engine.hand too

_STREET_NUMBER = {street: i for i, street in enumerate(STREETS)}


# "player 3, hole card 2": the words of a hole card for a player without a seat number.
_HOLE_LABELS = tuple(tuple(hole_label(k, None, p) for k in range(1, 7)) for p in range(10))


class Hand:
    """The state of one hand. Feed it cards (``deal``) and actions (``apply``)."""

    def __init__(self, config: HandConfig):
        self.config = config
        check_config(config)
        n = len(config.players)
        self.n = n
        self.inputs: list[tuple] = []
        # What the hand made of each input, beside it: (the index of its first event, what it was checked
        # against: the card expected for a deal, the legal range for an action). The store writes each
        # input with this outcome, from this one hand (dealer_app/store/hand_writer.py).
        self.outcomes: list[tuple[int, object]] = []
        self.events: list[Event] = []
        self.stacks = [p.stack for p in config.players]
        self.street_bets = [0] * n
        self.contributions = [0] * n
        self.dead = [0] * n          # antes and dead blinds: in the pot, never part of a bet
        self.folded = [False] * n
        self.mucked = [False] * n
        self.hole: list[list[Optional[Card]]] = [[] for _ in range(n)]
        self.shown: dict[int, tuple[Card, ...]] = {}
        self.board: list[Card] = []              # the board being dealt (the last run's, when run several times)
        self.burns: list[Optional[Card]] = []
        self.runs = 1                            # run it twice (or three times): how many boards
        self.run = 1                             # the run being dealt
        self.run_boards: list[tuple[Card, ...]] = []   # each run's whole board, once dealt
        self.run_agreed_by: tuple[int, ...] = ()
        self._run_start = 0                      # the street (index) each run is dealt from
        self._common = 0                         # board cards shared by every run
        self.seen: set[Card] = set()
        self.street = "preflop"
        self.phase = "deal"          # deal | bet | showdown | complete
        self.actor: Optional[int] = None
        self.round = betting.BettingRound(config, n)     # the betting of the street: engine/betting.py changes it
        self.payouts = [0] * n
        self.pot_results: list[PotResult] = []
        self.rake_taken = 0
        self.jackpot_taken = 0
        self.jackpot_increment = 0           # the bad beat jackpot's increment (RULES.md 12)
        self.uncalled_returns: list[tuple[int, int]] = []
        self._legal_at = -1          # legal() is kept until the next input
        self._legal: Optional[Legal] = None
        self._segments, hole_slots = deal_plan(config.game, n)
        self._filled: list[list[bool]] = [[False] * len(s) for s in self._segments]
        # Each player's hole card slots not dealt yet, in dealing order.
        self._hole_slots: list[list[int]] = [list(slots) for slots in hole_slots]
        self._post_forced_bets()

    # ------------------------------------------------------------------ set-up

    def _post_forced_bets(self) -> None:
        posts = self.config.forced_bets()
        # Antes first: dead money before any blind (a short stack antes, then blinds what is left).
        if any(post.kind == ANTE for post in posts):
            posts = sorted(posts, key=lambda p: p.kind != ANTE)
        for post in posts:
            p = post.player
            paid = min(post.amount, self.stacks[p])
            self.stacks[p] -= paid
            self.contributions[p] += paid
            if post.kind not in LIVE_POSTS:
                self.dead[p] += paid
            if post.kind in LIVE_POSTS:
                self.street_bets[p] += paid
                if post.kind != SMALL_BLIND:
                    self.round.post(p, post.amount, paid)
            self.events.append(_new_event(Event, ("post", "preflop", p, paid, self.street_bets[p], (),
                                                  self.stacks[p] == 0 and paid > 0, post.kind)))
        self.round.posts_done(self.street_bets)
        self._opener = self._preflop_opener(posts)

    def _preflop_opener(self, posts: Sequence[Post]) -> int:
        blinds = [p for p in posts if p.kind in (BIG_BLIND, STRADDLE)]
        if not blinds:
            blinds = [p for p in posts if p.kind in LIVE_POSTS]
        if not blinds:
            return 1 if self.n == 2 else 0
        # The largest blind, and of equals the one furthest round from the button, acts last.
        last = max(blinds, key=lambda p: (p.amount, p.player))
        return (last.player + 1) % self.n

    # --------------------------------------------------------------- queries

    @property
    def current_bet(self) -> int:
        """The street's bet to call (read-only: the betting round, engine/betting.py, changes it)."""
        return self.round.current_bet

    @property
    def pot(self) -> int:
        """Every chip in the middle, this street's bets included."""
        return sum(self.contributions)

    @property
    def is_complete(self) -> bool:
        return self.phase == "complete"

    def in_hand(self, p: int) -> bool:
        return not self.folded[p] and not self.mucked[p]

    def is_all_in(self, p: int) -> bool:
        return self.stacks[p] == 0 and not self.folded[p]

    def active(self, p: int) -> bool:
        """Still able to bet: in the hand with chips behind."""
        return not self.folded[p] and self.stacks[p] > 0

    @property
    def in_hand_count(self) -> int:
        """How many players are still in (a folded player cannot also have mucked)."""
        return self.n - self.folded.count(True) - self.mucked.count(True)

    def players_in_hand(self) -> list[int]:
        return [p for p in range(self.n) if self.in_hand(p)]

    def pots(self) -> list[Pot]:
        """The pots gathered so far (main pot first), this street's bets not included."""
        gathered = [c - b for c, b in zip(self.contributions, self.street_bets)]
        return self._build_pots(gathered)

    def pots_standing(self) -> list[Pot]:
        """Every chip in the middle as pots, this street's bets included: the pots a showdown
        would award now (a replayed hand that stops before its end says these)."""
        return self._build_pots(self.contributions)

    def _build_pots(self, contributions: Sequence[int]) -> list[Pot]:
        """Pots from the bets; dead money (antes, dead blinds) goes to the main pot.

        All-in levels are reckoned from bets only: a dead blind "does not count as
        part of the player's bet" (RULES.md 7), so it cannot raise an all-in level.
        """
        live = [c - d for c, d in zip(contributions, self.dead)] if any(self.dead) else contributions
        pots = build_pots(live, self.folded, self._all_in_flags())
        dead = sum(self.dead)
        if not dead:
            return pots
        if not pots:
            return [Pot(dead, tuple(self.players_in_hand()))]
        return [Pot(pots[0].amount + dead, pots[0].eligible)] + pots[1:]

    def _all_in_flags(self) -> list[bool]:
        return [s == 0 for s in self.stacks]

    def expected_card(self) -> Optional[Expected]:
        if self.phase != "deal":
            return None
        seg = self._segment_index()
        slots, filled = self._segments[seg], self._filled[seg]
        for slot, done in zip(slots, filled):
            if not done:
                return Expected(slot.kind, slot.player, slot.number, self._label(slot))
        return None  # pragma: no cover - a full segment moves the hand on

    def _label(self, slot: Slot) -> CardLabel:
        if slot.kind == "hole":
            seat = self.config.players[slot.player].seat
            if seat is None and slot.player < len(_HOLE_LABELS) and slot.number <= 6:
                return _HOLE_LABELS[slot.player][slot.number - 1]
            return hole_label(slot.number, seat, slot.player)
        run = 0 if self.runs == 1 else self.run
        if slot.kind == "burn":
            return burn_label(slot.number, run)
        return board_label(slot.number, run)

    def _segment_index(self) -> int:
        return _STREET_NUMBER[self.street]

    def legal(self) -> Legal:
        """What the player to act may do; raises IllegalAction if nobody is to act."""
        if self.phase != "bet" or self.actor is None:
            raise IllegalAction("no-betting-now", self._why_no_betting())
        # Every change of state is an input, so the answer holds until the next one
        # (the console and a replay ask before each action, and apply() asks again).
        if self._legal_at != len(self.inputs):
            self._legal = betting.legal(self, self.actor)
            self._legal_at = len(self.inputs)
        return self._legal

    def _why_no_betting(self) -> str:
        if self.phase == "deal":
            exp = self.expected_card()
            return f"no player is to act: the deal expects a card ({exp.label.english() if exp else 'none'})"
        if self.phase == "showdown":
            return "the betting is over: showdown"
        return "the hand is over"

    def showdown_order(self) -> list[int]:
        """Who shows first (RULES.md 3.6): the river's last aggressor, else first left of the button."""
        start = 0
        last = self.round.last_aggressor
        if self.street == "river" and last is not None and self.in_hand(last):
            start = last
        order = [(start + i) % self.n for i in range(self.n)]
        return [p for p in order if self.in_hand(p)]

    # ------------------------------------------------------------ the deal

    def deal(self, card: Optional[Card]) -> Expected:
        """The next card in dealing order (the shoe's path); None for a card not read."""
        exp = self.expected_card()
        if exp is None:
            raise IllegalDeal("no-card-expected", f"no card is expected now ({self._why_no_card()})")
        if exp.kind == "board" and card is None:
            raise IllegalDeal("board-card-unknown", f"{exp.label.english()} must be read or entered")
        self._check_new_card(card)
        self._record_input(("deal", card), exp)
        self._fill_next(card)
        self._after_card()
        return exp

    def deal_hole(self, player: int, cards: Sequence[Optional[Card]]) -> None:
        """Hole cards for one player (a hand history deals them player by player)."""
        if self.phase != "deal" or self.street != "preflop":
            raise IllegalDeal("no-card-expected", "hole cards are dealt only before the pre-flop betting")
        if not 0 <= player < self.n:
            raise IllegalDeal("no-such-player", f"there is no player {player + 1}")
        missing = self.config.game.hole_cards - len(self.hole[player])
        if len(cards) > missing:
            raise IllegalDeal("too-many-cards",
                              f"player {player + 1} is owed {missing} more hole card(s), not {len(cards)}",
                              owed=missing, got=len(cards))
        self._check_new_cards(cards)
        self._record_input(("deal_hole", player, tuple(cards)))
        open_slots = self._hole_slots[player]
        for card in cards:
            self._fill_hole(open_slots[0], card)
        self._after_card()

    def deal_board(self, cards: Sequence[Card]) -> None:
        """Board cards for the street being dealt; unseen burns are recorded as such."""
        if self.phase != "deal":
            raise IllegalDeal("no-card-expected", f"no card is expected now ({self._why_no_card()})")
        seg = self._segment_index()
        open_board = [i for i, s in enumerate(self._segments[seg])
                      if s.kind == "board" and not self._filled[seg][i]]
        holes_missing = seg == 0 and any(s.kind == "hole" and not f   # hole cards are dealt first
                                         for s, f in zip(self._segments[seg], self._filled[seg]))
        if holes_missing:
            raise IllegalDeal("hole-cards-first", "the hole cards are not all dealt yet")
        if not cards or len(cards) > len(open_board) or any(c is None for c in cards):
            raise IllegalDeal("wrong-card-count",
                              f"the {self.street} takes {len(open_board)} more board card(s), not {len(cards)}",
                              expected=len(open_board), got=len(cards))
        self._check_new_cards(cards)
        self._record_input(("deal_board", tuple(cards)))
        for card in cards:
            for i, s in enumerate(self._segments[seg]):
                if not self._filled[seg][i]:
                    if s.kind == "burn":
                        self._fill(seg, i, None)
                        continue
                    self._fill(seg, i, card)
                    break
        self._after_card()

    def _why_no_card(self) -> str:
        if self.phase == "bet":
            return f"{self._player_label(self.actor)} is to act"
        return "the board is complete" if self.phase == "showdown" else "the hand is over"

    def _player_label(self, p: Optional[int]) -> str:
        if p is None:
            return "nobody"
        setup = self.config.players[p]
        return f"seat {setup.seat}" if setup.seat is not None else f"player {p + 1}"

    def _check_new_card(self, card: Optional[Card]) -> None:
        if card is not None and card in self.seen:
            raise IllegalDeal("card-seen-twice", f"{card} was already dealt in this hand", card=str(card))

    def _check_new_cards(self, cards: Sequence[Optional[Card]]) -> None:
        known = cards if None not in cards else [c for c in cards if c is not None]
        if len(set(known)) != len(known):
            raise IllegalDeal("card-seen-twice", "the same card appears twice")
        if not self.seen.isdisjoint(known):
            for c in known:
                self._check_new_card(c)

    def _fill_next(self, card: Optional[Card]) -> None:
        seg = self._segment_index()
        i = self._filled[seg].index(False)
        self._fill(seg, i, card)

    def _fill_hole(self, i: int, card: Optional[Card]) -> None:
        """Hole card slot ``i`` of the deal (the first street's) gets ``card``."""
        slot = self._segments[0][i]
        self._filled[0][i] = True
        if card is not None:
            self.seen.add(card)
        p = slot.player
        self._hole_slots[p].remove(i)
        self.hole[p].append(card)
        if self.config.players[p].seat is None and p < len(_HOLE_LABELS):
            label = _HOLE_LABELS[p][slot.number - 1]
        else:
            label = self._label(slot)
        self.events.append(_new_event(Event, ("hole-card", self.street, p, None, None, (card,), False, label)))

    def _fill(self, seg: int, i: int, card: Optional[Card]) -> None:
        slot = self._segments[seg][i]
        if slot.kind == "hole":
            self._fill_hole(i, card)     # hole cards are all in the first street's deal
            return
        self._filled[seg][i] = True
        if card is not None:
            self.seen.add(card)
        if slot.kind == "burn":
            self.burns.append(card)
            self.events.append(_new_event(Event, ("burn", self.street, None, None, None, (card,) if card else (),
                                                  False, "")))
        else:
            self.board.append(card)
            self.events.append(_new_event(Event, ("board-card", self.street, None, None, None, (card,), False,
                                                  self._label(slot))))

    def _after_card(self) -> None:
        if False not in self._filled[self._segment_index()]:
            self._start_betting_or_move_on()

    # ---------------------------------------------------------- the betting

    def apply(self, action: Action) -> Event:
        """Apply the player to act's action; IllegalAction (and no change) if the rules refuse it."""
        if self.phase != "bet" or self.actor is None:
            raise IllegalAction("no-betting-now", self._why_no_betting())
        legal = self._legal if self._legal_at == len(self.inputs) else self.legal()
        kind, total = betting.resolve(self, legal, action)
        self._record_input(("apply", action), legal)
        return self._bet(self.actor, kind, total, legal)

    def _bet(self, p: int, kind: str, total: int, legal: Legal) -> Event:
        before = self.street_bets[p]
        if kind == FOLD:
            self.folded[p] = True
            event = _new_event(Event, ("fold", self.street, p, 0, before, (), False, ""))
        elif kind == CHECK:
            event = _new_event(Event, ("check", self.street, p, 0, before, (), False, ""))
        else:
            add = total - before
            stack = self.stacks[p] = self.stacks[p] - add
            self.street_bets[p] = total
            self.contributions[p] += add
            if kind == CALL:
                event = _new_event(Event, ("call", self.street, p, add, total, (), stack == 0, ""))
            else:
                word = "bet" if self.round.current_bet == 0 else "raise"
                betting.record_raise(self, p, total)
                event = _new_event(Event, (word, self.street, p, add, total, (), stack == 0, ""))
        betting.mark_acted(self, p)
        self.events.append(event)
        self._next_actor(p)
        return event

    def _start_betting_or_move_on(self) -> None:
        """A street's cards are out: open its betting, or run on when nobody can bet."""
        if self.street == "preflop" and self.config.bomb_pot:
            self.phase = "bet"           # no pre-flop betting in a bomb pot: on to the flop
            self._end_round()
            return
        self.round.open(self.street, self.in_hand_count)
        first = self._opener if self.street == "preflop" else 0
        self.phase = "bet"
        self.actor = None
        nxt = self._find_actor(first, include_start=True)
        if nxt is None:
            self._end_round()
        else:
            self.actor = nxt

    def _needs_to_act(self, p: int) -> bool:
        if not self.active(p):
            return False
        rnd = self.round
        return not rnd.acted[p] or self.street_bets[p] < rnd.current_bet

    def _find_actor(self, start: int, include_start: bool) -> Optional[int]:
        """The next player round from ``start`` who must act (``start`` itself first or last)."""
        n = self.n
        folded, stacks = self.folded, self.stacks
        if n - folded.count(True) - self.mucked.count(True) <= 1:
            return None
        rnd = self.round
        acted, bets, current = rnd.acted, self.street_bets, rnd.current_bet
        able = 0                         # players still in with chips behind
        found = None
        first = start if include_start else start + 1
        for i in range(first, first + n):
            p = i % n
            if folded[p] or stacks[p] <= 0:
                continue
            able += 1
            if found is None and (not acted[p] or bets[p] < current):
                found = p
            if able > 1 and found is not None:
                break                    # found, and not the lone player with chips: the answer
        if able <= 1:
            # One player with chips: act only if facing a bet (nobody is left to bet against).
            lone = next((p for p in range(n) if not folded[p] and stacks[p] > 0), None)
            if lone is not None and bets[lone] < self._level_to_match():
                return lone
            return None
        return found

    def _level_to_match(self) -> int:
        # What the others actually put in: a short all-in big blind alone is matched by less.
        others = [b for q, b in enumerate(self.street_bets) if not self.folded[q]]
        return max(others) if others else 0

    def _next_actor(self, p: int) -> None:
        # Nobody to act also when one player is left in the hand: the round (and hand) ends.
        nxt = self._find_actor(p, include_start=False)
        if nxt is None:
            self._end_round()
        else:
            self.actor = nxt

    def _end_round(self) -> None:
        self.actor = None
        back = uncalled_bet(self.street_bets)
        if back is not None:
            p, amount = back
            self.stacks[p] += amount
            self.street_bets[p] -= amount
            self.contributions[p] -= amount
            self.uncalled_returns.append((p, amount))
            self.events.append(_new_event(Event, ("uncalled-returned", self.street, p, amount, None, (), False, "")))
        self.street_bets = [0] * self.n
        self.round.close()
        if self.in_hand_count <= 1:
            self._award()
            return
        if self.street == "river":
            if self.runs > 1:
                self.run_boards.append(tuple(self.board))
                if self.run < self.runs:
                    self._next_run()
                    return
            self._start_showdown()
            return
        self.street = street = STREETS[STREETS.index(self.street) + 1]
        self.phase = "deal"
        self.events.append(_new_event(Event, ("street", street, None, None, None, (), False, "")))

    @property
    def betting_over(self) -> bool:
        """No more betting in this hand: at most one player can still bet."""
        if self.phase in ("showdown", "complete"):
            return True
        if self.phase == "bet":
            return False
        able = [p for p in range(self.n) if self.active(p)]
        if len(able) == 1 and self.street_bets[able[0]] < self._level_to_match():
            return False      # a blind still to call before the betting can be over
        return len(able) <= 1

    # ------------------------------------------------------ run it twice (hand_runs.py)

    @property
    def can_run_it_more_than_once(self) -> bool:
        """RULES.md 11: the betting is over with two or more players in, the board is not
        complete, and nothing of the rest of the board is dealt yet."""
        return hand_runs.can_run_it_more_than_once(self)

    def run_it(self, times: int, agreed_by: Sequence[int]) -> Event:
        """Deal the rest of the board ``times`` times (each run with its burns), as every player
        still in agreed (``agreed_by``: each of them); each pot is then shared run by run."""
        return hand_runs.run_it(self, times, agreed_by)

    def _next_run(self) -> None:
        hand_runs.next_run(self)

    @property
    def boards(self) -> list[tuple[Card, ...]]:
        """Every board of the hand: one, or one per run once they are dealt."""
        return list(self.run_boards) if self.runs > 1 else [tuple(self.board)]

    # ------------------------------------------------------------ showdown (hand_showdown.py)

    def _start_showdown(self) -> None:
        hand_showdown.start_showdown(self)

    def show(self, player: int, cards: Optional[Sequence[Card]] = None) -> None:
        """A player shows; with no cards given, the hole cards the shoe read are shown."""
        hand_showdown.show(self, player, cards)

    def muck(self, player: int) -> None:
        hand_showdown.muck(self, player)

    def _check_can_show(self, player: int) -> None:
        hand_showdown.check_can_show(self, player)

    def _award(self) -> None:
        hand_showdown.award_pots(self)

    # -------------------------------------------------------- leaving

    def withdraw(self, player: int) -> Event:
        """A player who leaves the table mid-hand has folded, in turn or not (issue 4).

        The chips already put in stay in the middle; a bet of his that nobody
        matched comes back to him like any uncalled chips (RULES.md 4). If one
        player is left, the hand is over at once (no flop dealt for nobody).
        """
        if not 0 <= player < self.n:
            raise IllegalAction("no-such-player", f"there is no player {player + 1}")
        who = self._player_label(player)
        if self.phase == "complete":
            raise IllegalAction("hand-over", "the hand is over")
        if not self.in_hand(player):
            raise IllegalAction("not-in-hand", f"{who} is no longer in the hand")
        if self.phase == "showdown":
            raise IllegalAction("leave-at-showdown", f"{who} is in the showdown: show or muck the hand first")
        self._record_input(("withdraw", player))
        self.folded[player] = True
        event = Event("fold", self.street, player, 0, self.street_bets[player], detail="left the table")
        self.events.append(event)
        if self.phase == "bet" and self.actor == player:
            self.round.left(player)
            self._next_actor(player)
        elif self.in_hand_count <= 1:
            self._end_round()
        elif self.phase == "bet":
            nxt = self._find_actor(self.actor, include_start=True)
            if nxt is None:
                self._end_round()
            else:
                self.actor = nxt
        return event

    # -------------------------------------------------------- the record

    def _record_input(self, item: tuple, checked: object = None) -> None:
        self.inputs.append(item)
        self.outcomes.append((len(self.events), checked))

    def outcome(self, index: int) -> tuple[object, list[Event]]:
        """Input ``index``'s outcome: what it was checked against (an ``Expected`` card, a ``Legal`` range,
        or None) and the events it made."""
        start, checked = self.outcomes[index]
        end = self.outcomes[index + 1][0] if index + 1 < len(self.outcomes) else len(self.events)
        return checked, self.events[start:end]

    @classmethod
    def replay(cls, config: HandConfig, inputs: Sequence[tuple]) -> "Hand":
        """Rebuild a hand by feeding its inputs again (the one path for undo, recovery and review)."""
        hand = cls(config)
        for item in inputs:
            getattr(hand, item[0])(*item[1:])
        return hand

    def undo(self) -> "Hand":
        """The hand as it was before its last input (a new Hand; this one is untouched)."""
        if not self.inputs:
            raise IllegalAction("nothing-to-undo", "nothing has happened in this hand yet")
        return Hand.replay(self.config, self.inputs[:-1])

    @property
    def finishing_stacks(self) -> list[int]:
        return list(self.stacks)
