"""One hand's record for a dispute, as plain rows: what the text export and the printable
report both show (RULES.md 9).

The header (table, session, dealer, times, game, house options, rake), the
seats with their forced bets, the timeline (each event with the pot, the
amount to call and the pot-limit maximum after it; withdrawn inputs marked,
corrections with their supervisor), the cards with how they were read, the
pots with their eligible players, rake, jackpot, payouts and odd chips, the
finishing stacks, and how the record's own chain checked out.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Optional

from dealer_app.store.recall import StoredHand
from dealer_app.store.timeline import Step, player_label
from dealer_app.store.verify import Problem

_POST_WORDS = {"small-blind": "small blind", "big-blind": "big blind", "straddle": "straddle", "ante": "ante",
               "live": "live post", "dead": "dead post"}


@dataclass(frozen=True, slots=True)
class TimelineRow:
    seq: int
    time: str                 # local time, to the millisecond
    dealer: str
    text: str
    pot: int
    next_to_act: str          # who acts next, or the card expected
    to_call: Optional[int]
    min_to: Optional[int]
    max_to: Optional[int]
    max_explanation: str      # the pot-limit arithmetic, "3 × 30 + 10 + 5 = 105"
    withdrawn_by: Optional[int]
    is_correction: bool
    read: str                 # how a card was read: device, antenna, sequence, raw bytes


@dataclass(frozen=True)
class HandRecord:
    number: int
    status: str
    header: tuple[tuple[str, str], ...]            # (label, value)
    seats: tuple[tuple[str, str, int, str], ...]   # (seat, name, starting stack, forced bets)
    timeline: tuple[TimelineRow, ...]
    board: str
    hole_cards: tuple[tuple[str, str], ...]        # (player, cards) as dealt (after corrections)
    shown: tuple[tuple[str, str], ...]
    pots: tuple[dict, ...]                         # in words: name, amount, eligible, rake, jackpot, winners, paid
    totals: tuple[tuple[str, str], ...]            # rake, jackpot, payouts, finishing stacks
    corrections: tuple[str, ...]
    chain: str
    chain_ok: bool


def utc_text(utc_us: int) -> str:
    return datetime.fromtimestamp(utc_us / 1e6, timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def local_text(utc_us: int, with_date: bool = True) -> str:
    """This machine's local time: with the date and zone, or the time to the millisecond."""
    moment = datetime.fromtimestamp(utc_us / 1e6, timezone.utc).astimezone()
    if with_date:
        return moment.strftime("%Y-%m-%d %H:%M:%S %Z (UTC%z)")
    return moment.strftime("%H:%M:%S") + f".{moment.microsecond // 1000:03d}"


def build(stored: StoredHand, steps: list[Step], chain_problems: list[Problem]) -> HandRecord:
    cfg = stored.config
    label = lambda p: player_label(stored, p)   # noqa: E731
    end = stored.end
    header = [("Hand", str(stored.number)), ("Status", stored.status), ("Table", stored.table),
              ("Session", "" if stored.session is None else str(stored.session)),
              ("Dealers", ", ".join(dict.fromkeys(e.dealer for e in stored.events))),
              ("Started", f"{utc_text(stored.started_utc_us)}; local time {local_text(stored.started_utc_us)}"),
              ("Ended", f"{utc_text(end.utc_us)}; local time {local_text(end.utc_us)}" if end
               else "not ended (in progress)"),
              ("Game", f"{cfg.game.name} {cfg.structure.label} {cfg.stakes.small_blind}/{cfg.stakes.big_blind}"
                       + (f", bets {cfg.stakes.small_bet}/{cfg.stakes.big_bet}" if cfg.stakes.small_bet else "")
                       + f", chip unit {cfg.stakes.chip_unit}, minimum bet {cfg.minimum_bet}"),
              ("Button", "seat " + str(stored.button_seat) if stored.button_seat is not None
               else "the last player listed"),
              ("House options", ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in stored.config_doc["house"].items())),
              ("Rake rules", ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in stored.config_doc["rake"].items()))]
    posts: dict[int, list[str]] = {}
    for post in cfg.forced_bets():
        posts.setdefault(post.player, []).append(f"{_POST_WORDS.get(post.kind, post.kind)} {post.amount}")
    seats = tuple((str(p.seat) if p.seat is not None else "", p.name, p.stack, ", ".join(posts.get(i, [])))
                  for i, p in enumerate(cfg.players))
    timeline = tuple(_row(stored, s) for s in steps)
    hand = stored.rebuild()
    holes = tuple((label(p), " ".join(str(c) if c else "??" for c in hand.hole[p])) for p in range(hand.n))
    result = end.payload if end else None
    pots, totals = [], []
    if result and result["status"] in ("complete", "awarded"):
        for k, pot in enumerate(result["pots"]):
            pots.append({
                "name": "main pot" if k == 0 else f"side pot {k}", "amount": pot["amount"],
                "eligible": ", ".join(label(q) for q in pot["eligible"]), "rake": pot["rake"],
                "jackpot": pot["jackpot"],
                "high": ", ".join(label(q) for q in pot["high_winners"]) + (f" ({pot['high_hand']})"
                                                                         if pot["high_hand"] else ""),
                "low": ", ".join(label(q) for q in pot["low_winners"]) + (f" ({pot['low_hand']})"
                                                                        if pot["low_hand"] else ""),
                "paid": ", ".join(f"{label(q)} {a:,}" for q, a in pot["shares"]),
                "odd_chips": ", ".join(label(q) for q in pot["odd_chip_receivers"])})
        totals += [("Pot", f"{result['pot']:,}"), ("Rake", f"{result['rake']:,}"),
                   ("Jackpot", f"{result['jackpot']:,}"),
                   ("Uncalled bets returned", ", ".join(f"{label(q)} {a:,}" for q, a in result["uncalled_returns"])
                    or "none")]
    if result:
        totals += [("Payouts", ", ".join(f"{label(q)} {a:,}" for q, a in enumerate(result["payouts"]) if a)
                    or "none"),
                   ("Finishing stacks", ", ".join(f"{label(q)} {a:,}"
                                                  for q, a in enumerate(result["finishing_stacks"])))]
    corrections = tuple(s.text + f" (event {s.seq}, {local_text(s.utc_us)})" for s in steps
                        if s.kind in ("correction", "hand-voided", "hand-awarded"))
    first, last = stored.events[0], stored.events[-1]
    if chain_problems:
        chain = "RECORD DAMAGED: " + "; ".join(p.message for p in chain_problems)
    else:
        chain = (f"events {first.seq} to {last.seq}: each matches its hash and links to the event before it; "
                 f"last hash {last.hash.hex()}")
    return HandRecord(stored.number, stored.status, tuple(header), seats, timeline,
                      " ".join(str(c) for c in hand.board if c), holes,
                      tuple((label(p), " ".join(str(c) for c in cards)) for p, cards in sorted(hand.shown.items())),
                      tuple(pots), tuple(totals), corrections, chain, not chain_problems)


def _row(stored: StoredHand, step: Step) -> TimelineRow:
    state = step.state
    legal = state.legal
    if state.actor is not None:
        nxt = f"{player_label(stored, state.actor)} to act"
    elif state.expected_card:
        nxt = f"next card: {state.expected_card}"
    else:
        nxt = {"showdown": "showdown", "complete": "hand over", "misdeal": "misdeal: every chip returned",
               "void": "void: every chip returned", "awarded": "awarded by hand"}.get(state.phase, "")
    read = step.payload.get("read") if step.kind in ("card", "hole-cards", "board-cards") else None
    read_text = ", ".join(f"{k} {v}" for k, v in sorted(read.items())) if read else ""
    return TimelineRow(
        step.seq, local_text(step.utc_us, with_date=False), step.dealer, step.text, state.pot, nxt,
        legal.to_call if legal else None,
        legal.min_raise_to if legal and legal.can_raise else None,
        legal.max_raise_to if legal and legal.can_raise else None,
        legal.max_explanation if legal and legal.can_raise else "",
        step.withdrawn_by, step.kind in ("correction", "hand-voided", "hand-awarded"), read_text)


def as_text(record: HandRecord) -> str:
    """The readable record: one screen-width line per event."""
    out = [f"HAND {record.number} RECORD", ""]
    width = max(len(k) for k, _ in record.header)
    out += [f"{k:<{width}}  {v}" for k, v in record.header]
    out += ["", "Seats (first left of the button first)"]
    out += [f"  seat {s:<3} {name:<20} {stack:>10,}  {posts}" for s, name, stack, posts in record.seats]
    out += ["", "Timeline (local time, record event number)"]
    for r in record.timeline:
        line = f"  {r.time}  #{r.seq:<6} {r.text}"
        after = f"pot {r.pot:,}"
        if r.to_call is not None:
            after += f"; {r.next_to_act}: " + (f"to call {r.to_call:,}" if r.to_call else "may check")
            if r.min_to is not None:
                after += f", raise to {r.min_to:,}..{r.max_to:,}"
                if r.max_explanation:
                    after += f" (max {r.max_explanation})"
        elif r.next_to_act:
            after += f"; {r.next_to_act}"
        out.append(line)
        out.append(f"  {'':12}  {'':7} -> {after}")
        if r.read:
            out.append(f"  {'':12}  {'':7}    read: {r.read}")
        if r.withdrawn_by is not None:
            out.append(f"  {'':12}  {'':7}    WITHDRAWN by the correction at event {r.withdrawn_by}")
    out += ["", "Cards"]
    out += [f"  {who}: {cards}" for who, cards in record.hole_cards]
    out.append(f"  board: {record.board or '(none)'}")
    out += [f"  shown by {who}: {cards}" for who, cards in record.shown]
    if record.pots:
        out += ["", "Pots"]
        for pot in record.pots:
            out.append(f"  {pot['name']} {pot['amount']:,}: eligible {pot['eligible']}; rake {pot['rake']}, "
                       f"jackpot {pot['jackpot']}; high {pot['high'] or '-'}; low {pot['low'] or '-'}; "
                       f"paid {pot['paid']}" + (f"; odd chip to {pot['odd_chips']}" if pot["odd_chips"] else ""))
    if record.totals:
        out.append("")
        out += [f"{k}: {v}" for k, v in record.totals]
    out += ["", f"Corrections: {len(record.corrections) or 'none'}"]
    out += [f"  {c}" for c in record.corrections]
    out += ["", ("Record check: " if record.chain_ok else "WARNING: ") + record.chain]
    return "\n".join(out) + "\n"
