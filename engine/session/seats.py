"""Seats, money and dealer shifts in the table session (RULES.md 2): the fold of those entries.

Part of TableSession (engine.session.table): sitting down (by seat or by a
seeded draw), rebuys (never during a hand; queued for its end on request),
sitting out and coming back, leaving (a player in the hand has folded and is
cashed out when it ends), settings changes (a new segment) and shifts.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from ..errors import SessionError
from ..game_limit import check_game_limit_sit_out
from ..seating import (ENTRY_WAIT, SeatedPlayer, check_buy_in, check_entry, check_player_name, check_seat_free,
                      draw_seats)
from .part import SessionPart
from .record import require_text
from .state import check_time
from .values import CashMove, QueuedRebuy, Segment, Shift
from .writer import format_session
from ..settings import parse_session


class SeatsAndMoney(SessionPart):
    """The entries that change who sits where and with how much."""

    def _do_sit(self, e: dict, index: int) -> None:
        core = self._core
        s = core.settings
        seat = check_seat_free(core.seats, e.get("seat"), s.table_seats)
        name, club_id = check_player_name(core.seats, e.get("name"), e.get("club_id", ""))
        entry = check_entry(e.get("entry", ENTRY_WAIT))
        buy_in = check_buy_in(e.get("buy_in"), 0, s.min_buy_in, s.max_buy_in)
        self._seat_player(SeatedPlayer(seat, name, club_id, buy_in, entry=entry, bought_in=buy_in), e, index)

    def _seat_player(self, player: SeatedPlayer, e: dict, index: int) -> None:
        core = self._core
        core.seats[player.seat] = player
        core.ledger = replace(core.ledger, bought_in=core.ledger.bought_in + player.stack)
        core.cash_moves.append(CashMove("buy-in", player.seat, player.name, player.club_id, player.stack,
                                        e.get("at"), self._session.dealer, index, self._session._shift))

    def _do_draw(self, e: dict, index: int) -> None:
        core = self._core
        s = core.settings
        players = e.get("players")
        if not isinstance(players, list) or not players:
            raise SessionError("bad-record", "a draw needs the players to seat")
        seats = draw_seats(self._session._free_seats(), len(players), e.get("seed"))
        if e.get("seats") != seats:
            raise SessionError("record-mismatch", f"the draw with seed {e.get('seed')} gives seats {seats}, "
                               f"not {e.get('seats')}", seats=seats)
        seated = dict(core.seats)
        new = []
        for p, seat in zip(players, seats):
            if not isinstance(p, dict):
                raise SessionError("bad-record", f"a player to draw for is a name and a buy-in, not {p!r}")
            name, club_id = check_player_name(seated, p.get("name"), p.get("club_id", ""))
            entry = check_entry(p.get("entry", ENTRY_WAIT))
            buy_in = check_buy_in(p.get("buy_in"), 0, s.min_buy_in, s.max_buy_in)
            player = SeatedPlayer(seat, name, club_id, buy_in, entry=entry, bought_in=buy_in)
            seated[seat] = player
            new.append(player)
        for player in new:
            self._seat_player(player, e, index)

    def _seated(self, e: dict) -> SeatedPlayer:
        seat = e.get("seat")
        if seat not in self._core.seats:
            raise SessionError("empty-seat", f"nobody sits at seat {seat}", seat=seat)
        return self._core.seats[seat]

    def _do_rebuy(self, e: dict, index: int) -> None:
        core = self._core
        s = core.settings
        p = self._seated(e)
        amount = e.get("amount")
        if p.leaving:
            raise SessionError("player-leaving", f"{p.label} has left the table")
        run = core.run
        if run is not None and run.in_progress:
            if not e.get("queue"):
                raise SessionError("no-rebuy-during-hand", f"no rebuy during a hand: {p.label} can rebuy when "
                                   f"hand {run.number} is over (or queue it for the next hand)", seat=p.seat)
            check_buy_in(amount, 0, 0, s.max_buy_in, "rebuy")
            core.queued.append(QueuedRebuy(p.seat, amount, index))
            return
        check_buy_in(amount, p.stack, s.min_buy_in, s.max_buy_in, "rebuy")
        self.add_chips(p, amount, e.get("at"), index)

    def add_chips(self, p: SeatedPlayer, amount: int, at: Optional[str], index: int) -> None:
        core = self._core
        core.seats[p.seat] = replace(p, stack=p.stack + amount, bought_in=p.bought_in + amount, rebuys=p.rebuys + 1)
        core.ledger = replace(core.ledger, bought_in=core.ledger.bought_in + amount)
        core.cash_moves.append(CashMove("rebuy", p.seat, p.name, p.club_id, amount, at, self._session.dealer, index,
                                        self._session._shift))

    def _do_sit_out(self, e: dict, index: int) -> None:
        p = self._seated(e)
        if p.sitting_out:
            raise SessionError("already-sitting-out", f"{p.label} is already sitting out", seat=p.seat)
        if "reason" in e:
            # The dealer's choice because the game deals to fewer than were to be dealt in.
            self.between_hands("sitting out for the game's limit")
            check_game_limit_sit_out(self._session.game_limit(), p.seat, e)
        self._core.seats[p.seat] = replace(p, sitting_out=True)

    def _do_come_back(self, e: dict, index: int) -> None:
        p = self._seated(e)
        if p.busted:
            raise SessionError("no-chips", f"{p.label} has no chips: a rebuy first", seat=p.seat)
        if not p.sitting_out:
            raise SessionError("not-sitting-out", f"{p.label} is not sitting out", seat=p.seat)
        self._core.seats[p.seat] = replace(p, sitting_out=False)

    def _do_entry(self, e: dict, index: int) -> None:
        p = self._seated(e)
        if not p.new:
            raise SessionError("not-new", f"{p.label} has played here already: missed blinds are posted",
                               seat=p.seat)
        self._core.seats[p.seat] = replace(p, entry=check_entry(e.get("entry")))

    def _do_leave(self, e: dict, index: int) -> None:
        core = self._core
        p = self._seated(e)
        if p.leaving:
            raise SessionError("player-leaving", f"{p.label} has left the table already", seat=p.seat)
        run = core.run
        if run is not None and run.in_progress and p.seat in run.index_of:
            i = run.index_of[p.seat]
            if run.hand.in_hand(i):
                run.hand.withdraw(i)           # a player who leaves mid-hand has folded
                run.inputs.append(index)
            core.seats[p.seat] = replace(p, leaving=True)
            self._session._hands.after_input(run)
            return
        self.cash_out(p, e.get("at"), index)

    def cash_out(self, p: SeatedPlayer, at: Optional[str], index: int) -> None:
        core = self._core
        del core.seats[p.seat]
        core.queued = [q for q in core.queued if q.seat != p.seat]
        core.ledger = replace(core.ledger, cashed_out=core.ledger.cashed_out + p.stack)
        core.cash_moves.append(CashMove("cash-out", p.seat, p.name, p.club_id, p.stack, at, self._session.dealer, index,
                                        self._session._shift))

    def _do_settings(self, e: dict, index: int) -> None:
        core = self._core
        self.between_hands("the settings change")
        text = e.get("toml")
        if not isinstance(text, str):
            raise SessionError("bad-record", "a settings change carries the session file's text")
        new = parse_session(text)
        self.verify_settings_change(new)
        old = core.settings.jackpot
        jackpot_changed = self._session._jackpot.check_rules_change(new.jackpot, e.get("authorised_by"))
        core.settings = new
        core.segments.append(Segment(len(core.segments) + 1, core.next_number, format_session(new), e.get("at")))
        if jackpot_changed:
            self._session._jackpot.rules_changed(old, e["authorised_by"], len(core.segments))

    def verify_settings_change(self, new) -> None:
        """Raises the refusal a change to ``new`` settings would meet, changing nothing: the console asks
        this before it asks a supervisor's PIN."""
        highest = max(self._core.seats, default=0)
        if highest > new.table_seats:
            raise SessionError("seat-taken", f"seat {highest} is taken: the table cannot shrink to "
                               f"{new.table_seats} seats", seat=highest, seats=new.table_seats)

    def between_hands(self, what: str) -> None:
        run = self._core.run
        if run is not None and run.in_progress:
            raise SessionError("hand-in-progress", f"{what} between hands, not during hand {run.number}",
                               hand=run.number)

    def _do_dealer_in(self, e: dict, index: int) -> None:
        core = self._core
        dealer = require_text(e, "dealer", "the dealer's name")
        at = require_text(e, "at", "the time")
        if core.shifts and core.shifts[-1].end is None:
            self._end_shift(at)
        core.shifts.append(Shift(dealer, at))

    def _do_dealer_out(self, e: dict, index: int) -> None:
        at = require_text(e, "at", "the time")
        shifts = self._core.shifts
        if not shifts or shifts[-1].end is not None:
            raise SessionError("no-dealer", "no dealer is signed in")
        self._end_shift(at)

    def _end_shift(self, at: str) -> None:
        shifts = self._core.shifts
        shift = shifts[-1]
        if check_time(at) < check_time(shift.start):
            raise SessionError("time-backwards", f"{shift.dealer} signed in at {shift.start}: cannot sign out at {at}")
        shifts[-1] = replace(shift, end=at)
