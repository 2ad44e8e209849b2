"""A stored hand as the frames of the floor's step-by-step replay (no Qt).

One frame per event of the hand, from the store's timeline (store/timeline.py:
the engine's own pot, stacks, bets and ``legal()`` after each event), plus
what the table picture needs: each seat's status, hole cards (the floor sees
them all), button and blinds. The seats come from the same engine code, fed
the same inputs in the same order; a correction rebuilds the state from the
inputs it keeps, exactly as the timeline does, so the withdrawn steps stay
in the replay, marked, next to the correction that superseded them.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Optional

from engine.actions import Legal
from engine.hand import Hand
from ui.views.floor import HandReplay, LegalView, ReplayFrame, ReplaySeat

from dealer_app.floor.hand_record import local_text
from dealer_app.store.recall import StoredHand
from dealer_app.words.replay import card_text, is_bookkeeping, player_words, pot_name, said_steps, structure_words
from dealer_app.store.timeline import Step
from dealer_app.words.cash import awarded_pot_names, run_boards
from dealer_app.words.table import card_label, pot_limit_arithmetic, stage_words
from ui.views.words import Words, join, say
from dealer_app.words.dates import moment_words

BOARD_SIZE = 5
__all__ = ["HandReplay", "ReplayFrame", "ReplaySeat", "LegalView", "build_replay", "card_text", "player_words",
           "pot_name"]


def legal_view(stored: StoredHand, legal: Optional[Legal]) -> Optional[LegalView]:
    if legal is None:
        return None
    return LegalView(player_words(stored, legal.player), stored.config.structure.label, legal.pot, legal.to_call,
                     legal.call_is_all_in, legal.can_check, legal.can_raise, legal.raise_word,
                     legal.min_raise_to, legal.max_raise_to, legal.min_add, legal.max_add,
                     pot_limit_arithmetic(legal.max_explanation), legal.closed_reason, legal.stack)


def build_replay(stored: StoredHand, steps: list[Step]) -> HandReplay:
    cfg = stored.config
    blinds = {}
    for post in cfg.forced_bets():
        word = {"small-blind": "SB", "big-blind": "BB"}.get(post.kind)
        if word:
            blinds.setdefault(post.player, word)
    button_seat = stored.button_seat if stored.button_seat is not None else cfg.players[-1].seat
    by_seq = {e.seq: e for e in stored.events}
    frames = []
    for step, (said, hand) in zip(steps, said_steps(stored), strict=True):     # one step per event (timeline.py)
        frames.append(_frame(stored, step, said.text, hand, blinds, button_seat, len(steps), by_seq))
    title = say("Floor", "Hand {number} · table {table} · {game} {structure} {small}/{big}").format(
        number=stored.number, table=stored.table, game=cfg.game.name, structure=structure_words(cfg.structure.label),
        small=cfg.stakes.small_blind, big=cfg.stakes.big_blind)
    corrections = tuple(Words("", "{time} #{seq}: {text}", {"time": f.time, "seq": str(f.seq), "text": f.text})
                        for f in frames if f.is_correction)
    started = datetime.fromtimestamp(stored.started_utc_us / 1e6, timezone.utc).astimezone()
    started_words = Words("", "{moment} {zone}", {"moment": moment_words(started, seconds=True),
                                                  "zone": started.strftime("%Z")})
    return HandReplay(stored.number, stored.table, title, started_words, stored.status,
                      tuple(frames), corrections)


def _frame(stored: StoredHand, step: Step, text: str, hand: Hand, blinds: dict, button_seat, count: int,
           by_seq: dict) -> ReplayFrame:
    state = step.state
    voided = state.phase in ("misdeal", "void")
    end = stored.end
    over = state.phase in ("complete", "awarded")
    payouts = end.payload["payouts"] if over and end is not None else [0] * hand.n
    seats = []
    for p, setup in enumerate(stored.config.players):
        if voided:
            status = "in"
        elif hand.folded[p]:
            status = "folded"
        elif hand.mucked[p]:
            status = "mucked"
        elif hand.is_all_in(p):
            status = "all-in"
        else:
            status = "in"
        hole = [] if voided else hand.hole[p]
        seats.append(ReplaySeat(
            setup.seat if setup.seat is not None else p + 1, setup.name, state.stacks[p], state.street_bets[p],
            status, setup.seat == button_seat, blinds.get(p, ""), state.actor == p and not voided and not over,
            len(hole), tuple(card_text(c) for c in hole), payouts[p]))
    expected = None if voided or over else hand.expected_card()
    next_seat = None
    if expected is not None and expected.player is not None:
        next_seat = stored.config.players[expected.player].seat
    pots = tuple((pot_name(k), amount) for k, amount in enumerate(state.pots))
    withdrawn_note = ""
    if step.withdrawn_by is not None:
        correction = by_seq.get(step.withdrawn_by)
        withdrawn_note = say("Floor", "WITHDRAWN by the correction at event {seq}, authorised by {who}: "
                                      "{reason}").format(seq=str(step.withdrawn_by),
                                                          who=correction.payload.get("by", "?") if correction else "?",
                                                          reason=correction.payload.get("reason", "") if correction
                                                          else "")
    return ReplayFrame(
        step.index, step.seq, step.kind, local_text(step.utc_us, with_date=False), step.dealer, text,
        stored.number, stage_words(state.street, state.phase), state.phase, state.pot, pots,
        tuple(card_text(c) for c in hand.board if c) if not voided else (), BOARD_SIZE,
        card_label(state.expected_card) if state.expected_card else "", next_seat, tuple(seats),
        _results(stored, over, hand),
        legal_view(stored, state.legal), legal_view(stored, step.legal_before),
        step.withdrawn_by, withdrawn_note, step.kind in ("correction", "hand-voided", "hand-awarded"),
        is_bookkeeping(step.kind), run_boards(hand, card_text) if not voided else ())


def _results(stored: StoredHand, over: bool, hand: Hand) -> tuple[str, ...]:
    end = stored.end
    if not over or end is None or end.payload.get("status") not in ("complete", "awarded"):
        return ()
    lines = []
    # As the table names them: a board run more than once (RULES.md 11) has each pot's parts, one a run.
    names = awarded_pot_names(hand, len(end.payload["pots"]))
    for name, pot in zip(names, end.payload["pots"]):
        shares = [say("Floor", "{player} {amount}").format(player=player_words(stored, q), amount=a)
                  for q, a in pot["shares"]]
        line = say("Floor", "{pot} {amount}: {shares}").format(pot=name, amount=pot["amount"],
                                                                shares=join(shares, ", "))
        if pot["rake"]:
            line = say("Floor", "{line} (rake {rake})").format(line=line, rake=pot["rake"])
        lines.append(line)
    return tuple(lines)
