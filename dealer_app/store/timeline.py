"""A stored hand step by step, as it happened, through the engine the table runs.

One step per event of the hand. An input is fed to the engine (the one code
path: ``Hand`` methods); a correction rebuilds the state from the inputs it
keeps, so the steps it withdrew stay in the timeline, marked, next to what
replaced them. Each step carries the state after it: street, stacks, bets,
the pot, the board, who is to act and the card expected, and what the player
to act may do (the engine's ``legal()``: to call, minimum and maximum with the
pot-limit arithmetic). An action step also carries what its player could do
just before it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from engine.actions import Legal
from engine.cards import format_cards
from engine.hand import Hand

from .codec import input_from_list
from .events import INPUT_KINDS, RecordEvent, StoredHand


@dataclass(frozen=True, slots=True)
class TableState:
    street: str
    phase: str                      # deal | bet | showdown | complete
    pot: int                        # every chip in the middle, this street's bets included
    pots: tuple[int, ...]           # gathered pots, main pot first
    stacks: tuple[int, ...]
    street_bets: tuple[int, ...]
    board: str                      # "AsKd2c"
    actor: Optional[int]            # the player to act
    expected_card: str              # "seat 4, hole card 2", "flop 1", or ""
    legal: Optional[Legal]          # what the player to act may do


@dataclass(frozen=True, slots=True)
class Step:
    index: int
    seq: int
    kind: str
    utc_us: int
    dealer: str
    text: str                       # what happened, in the dealer's words
    player: Optional[int]
    legal_before: Optional[Legal]   # an action: what its player could do just before
    state: TableState
    withdrawn_by: Optional[int]     # an input later withdrawn: the correction's event
    payload: dict


def player_label(stored: StoredHand, p: Optional[int]) -> str:
    if p is None:
        return ""
    setup = stored.config.players[p]
    return f"seat {setup.seat} ({setup.name})" if setup.seat is not None else setup.name


def state_of(hand: Hand) -> TableState:
    legal = hand.legal() if hand.phase == "bet" and hand.actor is not None else None
    expected = hand.expected_card()
    return TableState(hand.street, hand.phase, hand.pot, tuple(p.amount for p in hand.pots()),
                      tuple(hand.stacks), tuple(hand.street_bets), format_cards(c for c in hand.board if c),
                      hand.actor, expected.label if expected else "", legal)


def replay_steps(stored: StoredHand) -> list[Step]:
    hand = Hand(stored.config)
    inputs: list[tuple] = []
    steps: list[Step] = []
    voided: Optional[TableState] = None
    for i, event in enumerate(stored.events):
        legal_before, player = None, None
        if event.kind in INPUT_KINDS:
            item = input_from_list(event.payload["input"])
            if item[0] == "apply":
                legal_before, player = hand.legal(), hand.actor
            elif item[0] in ("show", "muck", "deal_hole", "withdraw"):
                player = item[1]
            text = _describe_input(stored, hand, item, event)
            getattr(hand, item[0])(*item[1:])
            inputs.append(item)
        elif event.kind == "correction":
            del inputs[len(inputs) - len(event.payload["withdraws"]):]
            hand = Hand.replay(stored.config, inputs)
            text = _describe(stored, event)
        else:
            text = _describe(stored, event)
            if event.kind == "hand-voided":
                # A misdeal or void: every chip goes back to where it started (RULES.md 8).
                starting = tuple(p.stack for p in stored.config.players)
                voided = TableState(hand.street, event.payload["status"], 0, (), starting, (0,) * hand.n,
                                    format_cards(c for c in hand.board if c), None, "", None)
            elif event.kind == "hand-awarded":
                # The supervisor shared out the middle by hand: the stacks as the award left them.
                stacks = list(hand.stacks)
                for q, a in event.payload["shares"]:
                    stacks[q] += a
                voided = TableState(hand.street, "awarded", 0, (), tuple(stacks), (0,) * hand.n,
                                    format_cards(c for c in hand.board if c), None, "", None)
        steps.append(Step(i, event.seq, event.kind, event.utc_us, event.dealer, text, player, legal_before,
                          voided or state_of(hand), stored.withdrawn.get(event.seq), event.payload))
    return steps


def _describe_input(stored: StoredHand, hand: Hand, item: tuple, event: RecordEvent) -> str:
    verb = item[0]
    if verb == "deal":
        expected = hand.expected_card()
        card = "not read" if item[1] is None else str(item[1])
        return f"{expected.label.english() if expected else 'card'}: {card}"
    if verb == "deal_hole":
        return f"{player_label(stored, item[1])} hole cards: {' '.join(str(c) if c else '??' for c in item[2])}"
    if verb == "deal_board":
        return f"{hand.street} board: {' '.join(str(c) for c in item[1])}"
    if verb == "show":
        return f"{player_label(stored, item[1])} shows {' '.join(str(c) for c in item[2])}"
    if verb == "muck":
        return f"{player_label(stored, item[1])} mucks"
    if verb == "withdraw":
        return f"{player_label(stored, item[1])} leaves the table: folded"
    if verb == "run_it":
        return f"the board is run {item[1]} times, agreed by " + ", ".join(player_label(stored, p) for p in item[2])
    p, action = hand.actor, item[1]
    who = player_label(stored, p)
    did = event.payload.get("did", action.kind)
    if did in ("fold", "check"):
        return f"{who} {did}s"
    if did == "call":
        return f"{who} calls {event.payload.get('amount')}" + (" (all-in)" if event.payload.get("all_in") else "")
    total = event.payload.get("total", action.to)
    words = {"bet": "bets", "raise": "raises to"}.get(did, f"{did}")
    return f"{who} {words} {total}" + (" (all-in)" if event.payload.get("all_in") else "")


def _describe(stored: StoredHand, event: RecordEvent) -> str:
    p = event.payload
    if event.kind == "hand-started":
        cfg = stored.config
        return (f"hand {stored.number} starts: {cfg.game.name} {cfg.structure.label} "
                f"{cfg.stakes.small_blind}/{cfg.stakes.big_blind}, {len(cfg.players)} players"
                + (f", button seat {p['button_seat']}" if p.get("button_seat") is not None else ""))
    if event.kind == "correction":
        return (f"CORRECTION authorised by {p['by']}: {len(p['withdraws'])} input(s) withdrawn "
                f"(events {', '.join(str(s) for s in p['withdraws'])}); reason: {p['reason']}")
    if event.kind == "hand-voided":
        return f"HAND VOIDED ({p['status']}) authorised by {p['by']}: {p['reason']}; every chip returned"
    if event.kind == "hand-awarded":
        shares = ", ".join(f"{player_label(stored, q)} {a}" for q, a in p["shares"]) or "nobody"
        return f"POT AWARDED BY HAND authorised by {p['by']}: {shares}; rake {p['rake']}; reason: {p['reason']}"
    if event.kind == "hand-resumed":
        return f"hand resumed after a restart at input {p['inputs']} (pot {p['pot']})"
    if event.kind == "hand-ended":
        if p["status"] not in ("complete", "awarded"):
            return f"hand ended: {p['status']}"
        parts = []
        for k, pot in enumerate(p["pots"]):
            name = "main pot" if k == 0 else f"side pot {k}"
            shares = ", ".join(f"{player_label(stored, q)} {a}" for q, a in pot["shares"])
            parts.append(f"{name} {pot['amount']} (rake {pot['rake']}): {shares}")
        return "hand ended: " + "; ".join(parts)
    if event.kind == "dispute-opened":
        return f"DISPUTE opened by {p['by']}: {p.get('note', '')}"
    if event.kind == "card-refused":
        how = "typed" if p.get("entered") else "read"
        wanted = f" for {p['expected']}" if p.get("expected") else ""
        return (f"card refused: {p.get('card')} {how}{wanted} was already dealt in this hand "
                f"({p.get('dealt_as')}); not dealt")
    if event.kind == "chips-read":
        return (f"chips entered: {p.get('typed')!r} = {p.get('put_in')} in chips, read by the rule "
                f"{p.get('rule')}: {p.get('action')}" + (f" to {p['to']}" if p.get("to") else ""))
    return f"{event.kind}: " + ", ".join(f"{k} {v}" for k, v in sorted(p.items()))
