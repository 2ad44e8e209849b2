"""The showdown stage at the table (no Qt): the hands shown and the award laid out, no chip moved until
the dealer pushes the pots or takes the show back (RULES.md 3.6, 5).

A part of the table controller like the other desks (context.py): the stage is written to the hand
store as it changes (``pots-shown``, ``pots-show-undone``, ``pots-pushed``), so a console stopped with
the pots waiting comes back to the same stage; a correction or a void by a supervisor drops it.
"""
from __future__ import annotations

from typing import Callable, Optional

from engine.errors import EngineError, Refusal
from engine.hand import Hand

from dealer_app.store import StoreError
from dealer_app.table.context import TableContext
from dealer_app.table.record import not_recorded, refused
from dealer_app.table.showdown import POTS_PUSHED, POTS_SHOW_UNDONE, POTS_SHOWN, shown_hand
from ui.views.words import Words, first_down, join, say
from dealer_app.words.table import engine_refusal


class ShowdownDesk:
    """Show down, push the pots, take the show back; what the view needs to know of the stage."""

    def __init__(self, ctx: TableContext, prompt: Callable[[], Words]):
        self.ctx = ctx
        self._prompt = prompt                    # what the dealer does next, said when the stage refuses
        self._shown: Optional[tuple[int, int]] = self._recorded_show()   # (hand, inputs) shown, not pushed
        self._preview: Optional[tuple[int, list, Hand]] = None

    def show_down(self) -> Optional[str]:
        """Every player still in shows (RULES.md 3.6): the award is laid out, and no chip moves until the
        dealer pushes the pots (``push_pots``) or undoes the show."""
        h = self.ctx.hand
        if h is None or h.phase != "showdown" or self.pots_to_push() is not None:
            return self.ctx.refuse(say("Controller", "No showdown now: {prompt}.").format(
                prompt=first_down(self._prompt())))
        showing: list[int] = []
        try:
            shown_hand(h, showing)
        except EngineError as exc:
            who = self.ctx.who(showing[0])
            return self.ctx.refuse(say("Controller", "{who} cannot show: {why}.").format(
                who=who, why=engine_refusal(exc, who)).with_first_up())
        refusal = self._mark_show(POTS_SHOWN)
        if refusal:
            return self.ctx.refuse(refusal)
        self._shown = (self.ctx.session_hand_number, len(h.inputs))
        self.ctx.changed("showdown", say("Controller", "Hands shown: check the pots, then push them (P)."))
        return None

    def push_pots(self) -> Optional[str]:
        """The dealer confirms the award shown: the shows are recorded, the pots awarded, the stacks move."""
        if self.pots_to_push() is None:
            return self.ctx.refuse(say("Controller", "No pots to push now: {prompt}.").format(
                prompt=first_down(self._prompt())))
        h = self.ctx.hand
        at, showing = self.ctx.now(), []
        pair = [self.ctx.session_hand_number, self.ctx.record.store_hand_number]
        dealer = self.ctx.record.session.dealer or self.ctx.dealer

        def show_all(session) -> None:
            for player in h.showdown_order():
                if h.phase != "showdown":
                    break
                showing[:] = [player]
                session.show(session.seat_of_player(player), at=at)

        def pushed(store) -> None:
            # "pots pushed by dealer X at T", with the hand's store number; the award itself is the
            # hand-ended event the shows just made.
            store.append(POTS_PUSHED, {"hand": pair, "by": dealer, "at": at}, hand=pair[1])
        try:
            self.ctx.record.submit(show_all, also=pushed)      # every show and the push in one recorded step
        except Refusal as exc:
            who = self.ctx.who(showing[0])
            return self.ctx.refuse(refused(exc, lambda e: say("Controller", "{who} cannot show: {why}.").format(
                who=who, why=engine_refusal(e, who)).with_first_up()))
        self._shown = self._preview = None
        self.ctx.changed("showdown", say("Controller", "Pots pushed: {winners}.").format(winners=join(
            [say("Controller", "{who} {amount}").format(who=self.ctx.who(p), amount=won)
             for p, won in enumerate(self.ctx.hand.payouts) if won], ", ")))
        return None

    def pots_to_push(self) -> Optional[Hand]:
        """The hand as the award will leave it, while the dealer has shown the hands and not pushed the
        pots; None otherwise. A hand that left its showdown (a correction, a void) drops the stage."""
        h = self.ctx.hand
        if self._shown is None or h is None or not self.ctx.in_progress() or h.phase != "showdown" \
                or self._shown != (self.ctx.session_hand_number, len(h.inputs)):
            return None
        cached = self._preview
        if cached is None or cached[0] != self.ctx.session_hand_number or cached[1] != h.inputs:
            try:
                cached = (self.ctx.session_hand_number, list(h.inputs), shown_hand(h))
            except EngineError:
                return None
            self._preview = cached
        return cached[2]

    def take_back_show(self) -> Optional[str]:
        """Undo while the pots wait: the show is taken back, the hand is in its showdown again."""
        refusal = self._mark_show(POTS_SHOW_UNDONE)
        if refusal:
            return self.ctx.refuse(refusal)
        self._shown = self._preview = None
        self.ctx.changed("undo", say("Controller", "Undone: {what}.").format(what=say("Controller", "a show")))
        return None

    def _mark_show(self, kind: str) -> Optional[str]:
        """The show (or its undo) written to the hand store, so a restart comes back to the same stage."""
        store = self.ctx.record.store if self.ctx.record is not None else None
        if store is None:
            return None
        number = self.ctx.record.store_hand_number
        try:
            store.append(kind, {"hand": [self.ctx.session_hand_number, number], "inputs": len(self.ctx.hand.inputs),
                                "by": self.ctx.record.session.dealer or self.ctx.dealer, "at": self.ctx.now()}, hand=number)
        except StoreError as exc:
            return not_recorded(exc)
        return None

    def forget_show(self, undone: bool) -> None:
        """A showdown laid out and not pushed is dropped (a supervisor corrected the hand or awarded it by
        hand); ``undone``: the record says the show was taken back, so a restart does not lay it out again."""
        if undone and self._shown is not None:
            self._mark_show(POTS_SHOW_UNDONE)
        self._shown = self._preview = None

    def _recorded_show(self) -> Optional[tuple[int, int]]:
        """A resumed hand whose hands were shown and whose pots were not pushed: its stage again."""
        store = self.ctx.record.store if self.ctx.record is not None else None
        h = self.ctx.hand
        if store is None or h is None or not self.ctx.in_progress() or h.phase != "showdown":
            return None
        pair = [self.ctx.session_hand_number, self.ctx.record.store_hand_number]
        marks = [e for kind in (POTS_SHOWN, POTS_SHOW_UNDONE) for e in store.session_events(kind)
                 if e.payload.get("hand") == pair]
        last = max(marks, key=lambda e: e.seq, default=None)
        if last is None or last.kind != POTS_SHOWN or last.payload.get("inputs") != len(h.inputs):
            return None
        return self.ctx.session_hand_number, len(h.inputs)
