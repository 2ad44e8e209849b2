"""One hand's record for a dispute, as rows in words: what the text export and the printable
report both show (RULES.md 9), in the reader's language (``Words``, said by word_book.py).

First what a floor reads at a glance: the heading, the table and game, the
card grid (each seat's starting stack, forced bets, hole cards, what was
shown, won and kept) with the board, and the pots (amount, eligible players,
rake, winners, shares, odd chips). Then the timeline: what the dealer and the
players did, one line each (cards read, grouped by round of the deal; each
action with what its player could do just before it: the amount to call and
the minimum and maximum, with the pot-limit arithmetic; the pot after it);
withdrawn inputs marked, corrections with their supervisor. Then how each
card was read, the corrections, the house settings and how the record's own
chain checked out. The record's bookkeeping entries (the session's own
entries, stage marks) are counted, not listed: the floor replay shows them.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Optional

from engine.actions import Legal

from dealer_app.floor.card_reads import CardRead, card_read, reads_summary
from dealer_app.words.replay import (SaidStep, card_text, cards_text, forced_bets_of, is_bookkeeping, player_words,
                                     said_steps, structure_words)
from dealer_app.store.hand_jackpot import HandJackpot
from dealer_app.store.recall import StoredHand
from dealer_app.store.results import Difference, compare_result
from dealer_app.store.timeline import Step
from dealer_app.store.verify import Problem
from dealer_app.words.table import card_label, hand_name, pot_limit_arithmetic
from dealer_app.words.book import amount, speak
from dealer_app.words.cash import awarded_pot_names, boards_words
from dealer_app.words.hand_jackpot import jackpot_rows
from ui.views.words import Words, join, say
from dealer_app.words.dates import moment_words

STATUS_WORDS = {"open": say("Report", "in progress"), "complete": say("Report", "complete"),
                "misdeal": say("Report", "misdeal: every chip returned"),
                "void": say("Report", "void: every chip returned"),
                "awarded": say("Report", "awarded by hand by a supervisor")}


@dataclass(frozen=True, slots=True)
class TimelineRow:
    """One line of the timeline: an action, a show, a correction, or a round of cards dealt."""

    seq: int                  # the record's event number (the first, for a round of cards)
    last_seq: int             # the last event of a round of cards; ``seq`` otherwise
    time: str                 # local time, to the millisecond
    dealer: str
    text: Words               # what happened
    pot: int                  # every chip in the middle after it
    to_call: Optional[int]    # an action: what its player had to call just before it
    min_to: Optional[int]     # ... and the smallest and largest bet or raise allowed
    max_to: Optional[int]
    max_explanation: str      # the pot-limit arithmetic, "3 × 30 + 10 + 5 = 105" (Words)
    withdrawn_by: Optional[int]
    is_correction: bool
    is_action: bool


@dataclass(frozen=True, slots=True)
class SeatRow:
    """A line of the card grid."""

    seat: str
    name: str
    stack: int                # at the start of the hand
    posts: Words              # forced bets: "small blind 5"
    cards: str                # the hole cards dealt (after corrections), "??" for a card not read
    shown: str                # shown at the showdown, or "folded", "mucked"
    won: Optional[int]        # payouts, once the hand is over
    final: Optional[int]      # finishing stack


@dataclass(frozen=True, slots=True)
class PotRow:
    name: Words
    amount: int
    eligible: str
    rake: int
    jackpot: int
    winners: Words            # high (and low) winners with their hands
    shares: str
    odd_chips: str


@dataclass(frozen=True)
class HandRecord:
    number: int
    status: str
    heading: Words                                 # "Hand 12: dispute report"
    header: tuple[tuple[Words, str], ...]          # (label, value)
    seats: tuple[SeatRow, ...]
    board: str
    pots: tuple[PotRow, ...]
    totals: tuple[tuple[Words, str], ...]          # the whole pot, rake, jackpot, time collected, uncalled returned
    timeline: tuple[TimelineRow, ...]
    reads: tuple[CardRead, ...]
    corrections: tuple[Words, ...]
    settings: tuple[tuple[Words, str], ...]        # house options and rake rules, as configured
    bookkeeping: int                               # the record's bookkeeping entries, not listed
    chain: Words
    chain_ok: bool
    # The recorded result against the rules' result of the same inputs (store/results.py): None
    # when there is none to compare (an open hand, a misdeal, a void).
    result: Optional[Words] = None
    result_ok: Optional[bool] = None
    # What the jackpots did in the hand (RULES.md 12): increment, hit, payment, high hand; () when nothing.
    jackpot: tuple[tuple[Words, Words], ...] = ()


def heading(number: int) -> Words:
    """The report's title line (one place, so the way a hand is named can change here alone)."""
    return say("Report", "Hand {number}: dispute report").format(number=number)


def utc_text(utc_us: int) -> str:
    return datetime.fromtimestamp(utc_us / 1e6, timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


def local_text(utc_us: int, with_date: bool = True) -> str:
    """This machine's local time: with the date and zone, or the time to the millisecond."""
    moment = datetime.fromtimestamp(utc_us / 1e6, timezone.utc).astimezone()
    if with_date:
        return moment.strftime("%Y-%m-%d %H:%M:%S %Z (UTC%z)")
    return moment.strftime("%H:%M:%S") + f".{moment.microsecond // 1000:03d}"


def _moment(utc_us: int) -> Words:
    """"21/09/2026 16:13:20 (UTC 14:13:20)": the local time the room lives by, the day as the console writes
    it (the floor's list and search), and the record's UTC."""
    local = datetime.fromtimestamp(utc_us / 1e6, timezone.utc).astimezone()
    return say("Report", "{local} (UTC {utc})").format(local=moment_words(local, seconds=True),
                                                       utc=utc_text(utc_us)[11:19])


def build(stored: StoredHand, steps: list[Step], chain_problems: list[Problem],
          head: Optional[str] = None, jackpot: Optional[HandJackpot] = None) -> HandRecord:
    """``head``: the store's chain head when the record is drawn up, in full, to be written down;
    ``jackpot``: the jackpots' events naming the hand (StoreReader.hand_jackpot)."""
    cfg = stored.config
    end = stored.end
    game = say("Report", "{game} {structure} {small}/{big}").format(
        game=cfg.game.name, structure=structure_words(cfg.structure.label), small=cfg.stakes.small_blind,
        big=cfg.stakes.big_blind)
    if cfg.stakes.small_bet:
        game = say("Report", "{game}, bets {small}/{big}").format(game=game, small=cfg.stakes.small_bet,
                                                                  big=cfg.stakes.big_bet)
    header = [(say("Report", "Status"), STATUS_WORDS.get(stored.status, Words("", stored.status))),
              (say("Report", "Table"), stored.table),
              (say("Report", "Session"), "" if stored.session is None else str(stored.session)),
              (say("Report", "Dealer"), ", ".join(dict.fromkeys(e.dealer for e in stored.events))),
              (say("Report", "Game"), game),
              (say("Report", "Button"), say("Report", "seat {seat}").format(seat=stored.button_seat)
               if stored.button_seat is not None else say("Report", "the last player listed")),
              (say("Report", "Started"), _moment(stored.started_utc_us)),
              (say("Report", "Ended"), _moment(end.utc_us) if end else say("Report", "not ended (in progress)"))]
    timeline, reads = _timeline(stored, steps)
    hand = stored.rebuild()
    result = end.payload if end else None
    over = bool(result) and result["status"] in ("complete", "awarded")
    posts = forced_bets_of(stored)
    seats = []
    for p, setup in enumerate(cfg.players):
        if p in hand.shown:
            shown = cards_text(hand.shown[p])
        elif hand.folded[p]:
            shown = say("Report", "folded")
        elif hand.mucked[p]:
            shown = say("Report", "mucked")
        else:
            shown = ""
        seats.append(SeatRow(str(setup.seat) if setup.seat is not None else "", setup.name, setup.stack,
                             join(posts.get(p, []), ", "), cards_text(hand.hole[p]), shown,
                             result["payouts"][p] if result else None,
                             result["finishing_stacks"][p] if result else None))
    label = lambda q: player_words(stored, q)   # noqa: E731
    pots, totals = [], []
    if over:
        # As the table names them: a board run more than once (RULES.md 11) has each pot's parts, one a run.
        names = awarded_pot_names(hand, len(result["pots"]))
        for name, pot in zip(names, result["pots"]):
            winners = [say("Report", "high {players}").format(players=join([label(q) for q in pot["high_winners"]],
                                                                             ", "))]
            if pot["high_hand"]:
                winners[0] = say("Report", "{winners} ({hand})").format(winners=winners[0],
                                                                        hand=hand_name(pot["high_hand"]))
            if pot["low_winners"]:
                low = say("Report", "low {players}").format(players=join([label(q) for q in pot["low_winners"]], ", "))
                if pot["low_hand"]:
                    low = say("Report", "{winners} ({hand})").format(winners=low, hand=hand_name(pot["low_hand"]))
                winners.append(low)
            pots.append(PotRow(name, pot["amount"],
                               join([label(q) for q in pot["eligible"]], ", "), pot["rake"],
                               pot["jackpot"] + pot.get("jackpot_increment", 0),
                               join(winners, "; ") if pot["high_winners"] or pot["low_winners"] else Words("", ""),
                               join([say("Report", "{player} {amount}").format(player=label(q), amount=a)
                                     for q, a in pot["shares"]], ", "),
                               join([label(q) for q in pot["odd_chip_receivers"]], ", ")))
        returned = [say("Report", "{player} {amount}").format(player=label(q), amount=a)
                    for q, a in result["uncalled_returns"]]
        totals += [(say("Report", "Pot"), Words("", "{n}", {"n": result["pot"]})),
                   (say("Report", "Rake"), Words("", "{n}", {"n": result["rake"]})),
                   # The jackpot's chips: the old fixed drop and the bad beat jackpot's increment (RULES.md 12),
                   # as the pots the dealer pushed said them; the record keeps the increment apart.
                   (say("Report", "Jackpot"),
                    Words("", "{n}", {"n": result["jackpot"] + result.get("jackpot_increment", 0)})),
                   # Beside the rake: the register's "temps perçu" checked against the table's own record.
                   (say("Report", "Time collected"), Words("", "{n}", {"n": stored.time_collected})),
                   (say("Report", "Uncalled bets returned"),
                    join(returned, ", ") if returned else say("Report", "none"))]
    corrections = tuple(say("Report", "{text} (event {seq}, {time})").format(
        text=r.text, seq=str(r.seq), time=r.time) for r in timeline if r.is_correction)
    settings = ((say("Report", "House options"),
                 ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in stored.config_doc["house"].items())),
                (say("Report", "Rake rules"),
                 ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in stored.config_doc["rake"].items())),
                (say("Report", "Chip unit and minimum bet"), f"{cfg.stakes.chip_unit}, {cfg.minimum_bet}"))
    first, last = stored.events[0], stored.events[-1]
    if chain_problems:
        chain = say("Report", "RECORD DAMAGED: {problems}").format(
            problems="; ".join(p.message for p in chain_problems))
    else:
        chain = say("Report", "events {first} to {last}: each matches its hash and links to the event before it; "
                              "last hash {hash}").format(first=str(first.seq), last=str(last.seq),
                                                         hash=last.hash.hex())
    if head:
        chain = join([chain, say("Report", "the store's chain head when this was drawn up {head}").format(head=head)],
                     "; ")
    set_back = clock_set_back(stored.events)
    if set_back:
        chain = join([chain, *set_back], "; ")
    differences = compare_result(stored)
    return HandRecord(stored.number, stored.status, heading(stored.number), tuple(header), tuple(seats),
                      boards_words(hand, card_text) or cards_text(c for c in hand.board if c), tuple(pots),
                      tuple(totals), tuple(timeline),
                      tuple(reads), corrections, settings, sum(is_bookkeeping(e.kind) for e in stored.events),
                      chain, not chain_problems, result_words(stored, differences),
                      None if differences is None else not differences,
                      jackpot_rows(jackpot) if jackpot is not None else ())


def clock_set_back(events) -> list[Words]:
    """Events of the hand dated before an earlier one (the machine's clock set back, issue 18): recorded
    as they came, in the order of their numbers, and said in the report so that their times are read
    with care: once per episode (issue 24), from the first event dated before an earlier one until the
    clock is back past that earlier event, naming the last event of the episode when there are more.
    ``verify`` flags the same for the whole store (dealer_app/store/verify.py, ClockWatch)."""
    notes: list[Words] = []
    latest, latest_seq = None, None
    episode = None               # (the event that went back, how far, the time it must get back to, last)
    for event in events:
        if episode is not None:
            if event.utc_us >= episode[2]:
                notes.append(_set_back_note(*episode, latest_seq))
                episode = None
            else:
                episode = (*episode[:3], event)
                continue
        if latest is not None and event.utc_us < latest:
            episode = (event, latest - event.utc_us, latest, event)
            continue
        latest, latest_seq = event.utc_us, event.seq
    if episode is not None:
        notes.append(_set_back_note(*episode, latest_seq))
    return notes


def _set_back_note(first, behind_us: int, latest_us: int, last, earlier_seq) -> Words:
    seconds = str(round(behind_us / 1e6))
    if last.seq == first.seq:
        return say("Report", "the machine's clock was set back: event {seq} is dated {time}, {seconds} s before "
                             "event {earlier}").format(seq=str(first.seq), time=utc_text(first.utc_us),
                                                       seconds=seconds, earlier=str(earlier_seq))
    return say("Report", "the machine's clock was set back: event {seq} is dated {time}, {seconds} s before event "
                         "{earlier}, and so are the events after it up to event {last}").format(
        seq=str(first.seq), time=utc_text(first.utc_us), seconds=seconds, earlier=str(earlier_seq),
        last=str(last.seq))


# What each part of a result is called in the report: the grid's and the totals' own words.
_RESULT_PARTS = {"pot": say("Report", "Pot"), "rake": say("Report", "Rake"), "jackpot": say("Report", "Jackpot"),
                 "payouts": say("Report", "Won"), "finishing_stacks": say("Report", "Final stack"),
                 "uncalled_returns": say("Report", "Uncalled bets returned"), "pots": say("Report", "Pots")}


def result_words(stored: StoredHand, differences: Optional[list[Difference]]) -> Optional[Words]:
    """"Recorded result conforms to the rules", or what DIFFERS, player by player, with both numbers."""
    if differences is None:
        return None
    if not differences:
        return say("Report", "Recorded result conforms to the rules")
    if differences[0].field == "replay":
        return say("Report", "Recorded result cannot be checked: its inputs do not replay by the rules ({why})"
                   ).format(why=str(differences[0].rules))
    return say("Report", "Recorded result DIFFERS from the rules: {differences}").format(
        differences=join([_labelled(_RESULT_PARTS[d.field], _difference(stored, d)) for d in differences], "; "))


def _difference(stored: StoredHand, d: Difference) -> Words:
    def both(recorded, rules) -> Words:
        return say("Report", "recorded {recorded}, by the rules {rules}").format(recorded=recorded, rules=rules)
    if d.field in ("payouts", "finishing_stacks") and isinstance(d.recorded, list) \
            and len(d.recorded) == len(d.rules):
        return join([_labelled(player_words(stored, p), both(a, b))
                     for p, (a, b) in enumerate(zip(d.recorded, d.rules)) if a != b], ", ")
    if d.field == "pots":
        return both(_pots_text(stored, d.recorded), _pots_text(stored, d.rules))
    if d.field == "uncalled_returns":
        return both(_pairs_text(stored, d.recorded), _pairs_text(stored, d.rules))
    return both(d.recorded, d.rules)


def _pairs_text(stored: StoredHand, pairs) -> Words:
    try:
        return join([say("Report", "{player} {amount}").format(player=player_words(stored, q), amount=a)
                     for q, a in pairs], ", ") if pairs else say("Report", "none")
    except (TypeError, ValueError, IndexError):
        return Words("", "{text}", {"text": str(pairs)})


def _pots_text(stored: StoredHand, pots) -> Words:
    """Each pot's amount and who was paid what: "1,000 (seat 2 (Bruno) 1,000)"."""
    try:
        return join([say("Report", "{amount} ({shares})").format(amount=pot["amount"],
                                                                 shares=_pairs_text(stored, pot["shares"]))
                     for pot in pots], " · ")
    except (TypeError, KeyError):
        return Words("", "{text}", {"text": str(pots)})


def _group_of(said: SaidStep) -> Optional[tuple]:
    """Cards read one after the other in the same round of the deal share a line: every seat's
    first hole card, then every seat's second ...; a burn with the board cards after it."""
    if said.item is None or said.item[0] != "deal" or said.expected is None:
        return None
    if said.expected.kind == "hole":
        return ("hole", said.expected.number)
    return ("board",)


def _timeline(stored: StoredHand, steps: list[Step]) -> tuple[list[TimelineRow], list[CardRead]]:
    rows: list[TimelineRow] = []
    reads: list[CardRead] = []
    group: Optional[tuple] = None           # the round of cards the last row gathers
    pieces: list[Words] = []
    for step, (said, _hand) in zip(steps, said_steps(stored), strict=True):
        if is_bookkeeping(step.kind):
            continue
        withdrawn = step.withdrawn_by is not None
        key = _group_of(said)
        if key is not None:
            where = card_label(said.expected.label)
            card = card_text(said.item[1]) if said.item[1] is not None else say("Report", "not read")
            reads.append(card_read(step.seq, where, card, step.payload.get("read"), withdrawn,
                                   lambda utc_us: local_text(utc_us, with_date=False)))
        if key is not None and not withdrawn and key == group and (key[0] != "board" or said.expected.kind != "burn"):
            last = rows[-1]
            pieces.append(_card_piece(stored, said))
            rows[-1] = TimelineRow(last.seq, step.seq, last.time, last.dealer, _round_words(group, pieces),
                                   step.state.pot, None, None, None, "", None, False, False)
            continue
        group, pieces = (key, [_card_piece(stored, said)]) if key is not None and not withdrawn else (None, [])
        text = _round_words(group, pieces) if group is not None else said.text
        before: Optional[Legal] = step.legal_before
        action = step.kind == "action"
        rows.append(TimelineRow(
            step.seq, step.seq, local_text(step.utc_us, with_date=False), step.dealer, text, step.state.pot,
            before.to_call if action and before else None,
            before.min_raise_to if action and before and before.can_raise else None,
            before.max_raise_to if action and before and before.can_raise else None,
            pot_limit_arithmetic(before.max_explanation) if action and before and before.can_raise
            and before.max_explanation else "",
            step.withdrawn_by, step.kind in ("correction", "hand-voided", "hand-awarded"), action))
    return rows, reads


def _card_piece(stored: StoredHand, said: SaidStep) -> Words:
    """One card of a round: "seat 4 7♥" for a hole card (the round says which), "flop 1 A♦" on the board."""
    card = card_text(said.item[1]) if said.item[1] is not None else say("Report", "not read")
    if said.expected.kind == "hole" and said.expected.player is not None:
        setup = stored.config.players[said.expected.player]
        who = say("Report", "seat {seat}").format(seat=setup.seat) if setup.seat is not None else setup.name
        return say("Report", "{player} {card}").format(player=who, card=card)
    return say("Report", "{where} {card}").format(where=card_label(said.expected.label), card=card)


def _round_words(group: tuple, pieces: list[Words]) -> Words:
    if group[0] == "hole":
        return say("Report", "hole card {number}: {cards}").format(number=group[1], cards=join(pieces, " · "))
    return say("Report", "board: {cards}").format(cards=join(pieces, " · "))


# ------------------------------------------------------------------ text

def as_text(record: HandRecord, language: str = "fr") -> str:
    """The readable record: the grid and pots first, then one line per action."""
    t = lambda w: speak(w, language)         # noqa: E731
    n = lambda v: "" if v is None else amount(v, language)   # noqa: E731
    out = [t(record.heading).upper(), ""]
    width = max(len(t(k)) for k, _ in record.header)
    out += [f"{t(k):<{width}}  {t(v)}" for k, v in record.header]
    out += ["", t(_labelled(say("Report", "Record check"), record.chain))]
    if record.result is not None:
        out.append(t(record.result))
    out.append("")
    out.append(t(say("Report", "Cards")))
    grid = [[t(say("Report", "Seat")), t(say("Report", "Player")), t(say("Report", "Stack")),
             t(say("Report", "Forced bets")), t(say("Report", "Hole cards")), t(say("Report", "Shown")),
             t(say("Report", "Won")), t(say("Report", "Final stack"))]]
    grid += [[s.seat, s.name, n(s.stack), t(s.posts), t(s.cards), t(s.shown), n(s.won) if s.won else "", n(s.final)]
             for s in record.seats]
    out += _columns(grid, right={2, 6, 7})
    out.append("  " + t(_labelled(say("Report", "Board"), record.board or say("Report", "(none)"))))
    if record.pots:
        out += ["", t(say("Report", "Pots"))]
        for pot in record.pots:
            out.append("  " + t(say("Report", "{pot} {amount}: eligible {eligible}; rake {rake}; jackpot {jackpot}; "
                                              "{winners}; paid {shares}").format(
                pot=pot.name, amount=pot.amount, eligible=pot.eligible, rake=pot.rake, jackpot=pot.jackpot,
                winners=pot.winners, shares=pot.shares))
                + (t(say("Report", "; odd chip to {players}").format(players=pot.odd_chips)) if pot.odd_chips else ""))
        out.append("  " + " · ".join(f"{t(k)} {t(v)}" for k, v in record.totals))
    if record.jackpot:
        out += ["", t(say("Report", "Jackpots"))]
        out += [f"  {t(_labelled(k, v))}" for k, v in record.jackpot]
    out += ["", t(say("Report", "Timeline (local time, record event number; an action: what its player could do "
                                "just before it)"))]
    for r in record.timeline:
        seq = f"#{r.seq}" if r.last_seq == r.seq else f"#{r.seq}-{r.last_seq}"
        line = f"  {r.time}  {seq:<8} {t(r.text)}"
        after = [t(say("Report", "pot {amount}").format(amount=r.pot))]
        if r.to_call is not None:
            after.append(t(say("Report", "to call {amount}").format(amount=r.to_call)))
        if r.min_to is not None:
            span = t(say("Report", "min–max {low}–{high}").format(low=r.min_to, high=r.max_to))
            if r.max_explanation:
                span += f" ({t(r.max_explanation)})"
            after.append(span)
        line += "  | " + " | ".join(after)
        if r.withdrawn_by is not None:
            line += "  " + t(say("Report", "[WITHDRAWN by event {seq}]").format(seq=str(r.withdrawn_by)))
        out.append(line)
    if record.bookkeeping:
        out.append("  " + t(bookkeeping_words(record.bookkeeping)))
    out += ["", t(_labelled(say("Report", "Corrections"), str(len(record.corrections)) if record.corrections
                            else say("Report", "none")))]
    out += [f"  {t(c)}" for c in record.corrections]
    if record.reads:
        out += ["", t(say("Report", "How each card was read"))]
        summary = reads_summary(record.reads)
        out += ["  " + t(summary)] if summary else [_read_line(t, r) for r in record.reads]
    out += ["", t(say("Report", "Settings"))]
    out += [f"  {t(_labelled(k, v))}" for k, v in record.settings]
    if not record.chain_ok:
        out += ["", t(_labelled(say("Report", "WARNING"), record.chain))]
    if record.result_ok is False:
        out += ["", t(_labelled(say("Report", "WARNING"), record.result))]
    return "\n".join(out) + "\n"


def _read_line(t, r: CardRead) -> str:
    """"  #12    seat 4, hole card 2: A♠ — shoe SIM-0001, antenna 2, at 21:04:05.123 · tag 04A1 · technical
    detail: frame 17 · bytes a5 02"."""
    line = f"  #{r.seq:<6} {t(_labelled(r.where, r.card))} — {t(r.how)}"
    if r.tag:
        line += " · " + t(say("Report", "tag {tag}").format(tag=r.tag))
    if r.technical:
        line += " · " + t(_labelled(say("Report", "technical detail"), r.technical))
    if r.withdrawn:
        line += "  " + t(say("Report", "(withdrawn)"))
    return line


def _labelled(label: str, value: str) -> Words:
    """"Board: A♦ A♣ 9♠", with the language's own colon ("Tableau : ...")."""
    return say("Report", "{label}: {value}").format(label=label, value=value)


def bookkeeping_words(count: int) -> Words:
    return say("Report", "%n bookkeeping line(s) of the record not listed here (the floor replay shows them on "
                         "demand)", None, count)


def _columns(rows: list[list[str]], right: set[int]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        cells = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append(("  " + "  ".join(cells)).rstrip())
    return lines
