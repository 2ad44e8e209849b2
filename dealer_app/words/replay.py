"""The replay's timeline sentences, in the dealer's language (no Qt here).

store/timeline.py describes each event of a stored hand in English for the
command-line replay and the exports; the floor's replay shows the same
events, so it says them again here as ``Words`` (ui/views/words.py) that
the screen translates. The English is the timeline's, with two differences
that the screen wants in every language: cards as the table shows them
("7♥", not "7h") and amounts grouped by thousands. The floor tests step
through a replay by these sentences, in English and in French.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Optional

from engine.card_letters import card_face, card_faces
from engine.cards import Card, parse_card
from engine.hand import Expected, Hand
from engine.session.record import describe

from dealer_app.store.codec import input_from_list
from dealer_app.store.recall import INPUT_KINDS, RecordEvent, StoredHand
from dealer_app.words.cash import awarded_pot_name, awarded_pot_names, chips_read_words
from dealer_app.words.table import card_label, seat_words, street_words
from ui.views.words import Words, first_down, join, say

def card_text(card: Optional[Card]) -> str:
    """A card as the table shows it (as the dealer's screen does): "A♠", "10♦", said in the reader's letters
    ("R♠" in French, engine/card_letters.py); "??" for one not read."""
    return card_face(card)


def cards_text(cards) -> str:
    """Cards side by side as the table shows them: "A♦ A♣ 9♠", in the reader's letters."""
    return card_faces(cards)


def player_words(stored: StoredHand, p: Optional[int]) -> str:
    """"seat 4 (Dmitri)", translatable; the name alone for a player with no seat number."""
    if p is None:
        return ""
    setup = stored.config.players[p]
    return seat_words(setup.seat, setup.name) if setup.seat is not None else setup.name


def pot_name(k: int) -> Words:
    return say("Floor", "main pot") if k == 0 else say("Floor", "side pot {number}").format(number=k)


_STAGE_MARKS = {"pots-shown": say("Replay", "showdown stage: hands shown, pots waiting"),
                "pots-show-undone": say("Replay", "showdown stage: the show taken back"),
                "pots-pushed": say("Replay", "showdown stage: pots pushed")}
_STATUS = {"misdeal": say("Replay", "misdeal"), "void": say("Replay", "void"),
           "complete": say("Replay", "complete"), "awarded": say("Replay", "awarded")}


_POSTS = {"small-blind": say("Replay", "small blind {amount}"), "big-blind": say("Replay", "big blind {amount}"),
          "straddle": say("Replay", "straddle {amount}"), "ante": say("Replay", "ante {amount}"),
          "live": say("Replay", "live post {amount}"), "dead": say("Replay", "dead post {amount}")}


def forced_bets_of(stored: StoredHand) -> dict[int, list[Words]]:
    """Each player's forced bets, in words: {player: ["small blind 5"]}."""
    posts: dict[int, list[Words]] = {}
    for post in stored.config.forced_bets():
        word = _POSTS.get(post.kind, Words("", post.kind + " {amount}"))
        posts.setdefault(post.player, []).append(word.format(amount=post.amount))
    return posts


def forced_bet_words(stored: StoredHand) -> list[Words]:
    """"seat 1 (Eve) small blind 5", for each forced bet of the hand."""
    return [say("Replay", "{player} {post}").format(player=player_words(stored, p), post=post)
            for p, posts in forced_bets_of(stored).items() for post in posts]


def input_words(stored: StoredHand, hand: Hand, item: tuple, event: RecordEvent) -> Words:
    """An input of the hand, said before the engine takes it (``hand`` as it was just before)."""
    verb = item[0]
    if verb == "deal":
        expected = hand.expected_card()
        where = card_label(expected.label) if expected else say("Replay", "card")
        if item[1] is None:
            return say("Replay", "{where}: not read").format(where=where)
        return say("Replay", "{where}: {card}").format(where=where, card=card_text(item[1]))
    if verb == "deal_hole":
        return say("Replay", "{player} hole cards: {cards}").format(
            player=player_words(stored, item[1]), cards=cards_text(item[2]))
    if verb == "deal_board":
        return say("Replay", "{street} board: {cards}").format(
            street=first_down(street_words(hand.street)), cards=cards_text(item[1]))
    if verb == "show":
        return say("Replay", "{player} shows {cards}").format(player=player_words(stored, item[1]),
                                                              cards=cards_text(item[2]))
    if verb == "muck":
        return say("Replay", "{player} mucks").format(player=player_words(stored, item[1]))
    if verb == "withdraw":
        return say("Replay", "{player} leaves the table: folded").format(player=player_words(stored, item[1]))
    if verb == "run_it":
        return say("Replay", "the board is run {times} times, agreed by {players}").format(
            times=item[1], players=join([player_words(stored, p) for p in item[2]], ", "))
    p, action = hand.actor, item[1]
    who = player_words(stored, p)
    payload = event.payload
    did = payload.get("did", action.kind)
    all_in = bool(payload.get("all_in"))
    if did == "fold":
        return say("Replay", "{player} folds").format(player=who)
    if did == "check":
        return say("Replay", "{player} checks").format(player=who)
    if did == "call":
        if all_in:
            return say("Replay", "{player} calls {amount} (all-in)").format(player=who, amount=payload.get("amount"))
        return say("Replay", "{player} calls {amount}").format(player=who, amount=payload.get("amount"))
    total = payload.get("total", action.to)
    if did == "bet":
        if all_in:
            return say("Replay", "{player} bets {total} (all-in)").format(player=who, total=total)
        return say("Replay", "{player} bets {total}").format(player=who, total=total)
    if did == "raise":
        if all_in:
            return say("Replay", "{player} raises to {total} (all-in)").format(player=who, total=total)
        return say("Replay", "{player} raises to {total}").format(player=who, total=total)
    # A word of the record this grammar does not know: shown as recorded.
    return Words("", "{player} {did} {total}", {"player": who, "did": str(did), "total": total})


def event_words(stored: StoredHand, event: RecordEvent, hand: Optional[Hand] = None) -> Words:
    """An event that is not an input: the start, a correction, a void, the end, a dispute. ``hand``: the
    engine's hand at that point, which says which of the recorded pots are the runs of one pot."""
    p = event.payload
    if event.kind == "hand-started":
        cfg = stored.config
        said = say("Replay", "hand {number} starts: {game} {structure} {small}/{big}, %n player(s)",
                   None, len(cfg.players)).format(number=stored.number, game=cfg.game.name,
                                                  structure=structure_words(cfg.structure.label),
                                                  small=cfg.stakes.small_blind, big=cfg.stakes.big_blind)
        if p.get("button_seat") is not None:
            said = say("Replay", "{started}, button seat {seat}").format(started=said, seat=p["button_seat"])
        posts = forced_bet_words(stored)
        if posts:
            said = say("Replay", "{started}; posted: {posts}").format(started=said, posts=join(posts, ", "))
        return said
    if event.kind == "correction":
        events = join([str(s) for s in p["withdraws"]], ", ")
        return say("Replay", "CORRECTION authorised by {by}: %n input(s) withdrawn (events {events}); "
                             "reason: {reason}", None, len(p["withdraws"])).format(
            by=p["by"], events=events, reason=p["reason"])
    if event.kind == "hand-voided":
        return say("Replay", "HAND VOIDED ({status}) authorised by {by}: {reason}; every chip returned").format(
            status=_STATUS.get(p["status"], p["status"]), by=p["by"], reason=p["reason"])
    if event.kind == "hand-awarded":
        shares = join([say("Floor", "{player} {amount}").format(player=player_words(stored, q), amount=a)
                       for q, a in p["shares"]], ", ")
        return say("Replay", "POT AWARDED BY HAND authorised by {by}: {shares}; rake {rake}; reason: {reason}").format(
            by=p["by"], shares=shares, rake=p["rake"], reason=p["reason"])
    if event.kind == "hand-resumed":
        return say("Replay", "hand resumed after a restart at input {input} (pot {pot})").format(
            input=p["inputs"], pot=p["pot"])
    if event.kind == "hand-ended":
        if p["status"] not in ("complete", "awarded"):
            return say("Replay", "hand ended: {status}").format(status=_STATUS.get(p["status"], p["status"]))
        parts = []
        names = (awarded_pot_names(hand, len(p["pots"])) if hand is not None
                 else [awarded_pot_name(k, len(p["pots"])) for k in range(len(p["pots"]))])
        for name, pot in zip(names, p["pots"]):
            shares = join([say("Floor", "{player} {amount}").format(player=player_words(stored, q), amount=a)
                           for q, a in pot["shares"]], ", ")
            parts.append(say("Replay", "{pot} {amount} (rake {rake}): {shares}").format(
                pot=name.with_first_down(), amount=pot["amount"], rake=pot["rake"], shares=shares))
        said = parts[0] if parts else Words("", "")
        for part in parts[1:]:            # "; " in English, " ; " in French: the language's own semicolon
            said = say("Replay", "{pots}; {pot}").format(pots=said, pot=part)
        return say("Replay", "hand ended: {pots}").format(pots=said)
    if event.kind == "dispute-opened":
        return say("Replay", "DISPUTE opened by {by}: {note}").format(by=p["by"], note=p.get("note", ""))
    if event.kind == "card-refused":
        # What the table's screen did not say (a hole card's place), for the floor signed in.
        card = card_text(parse_card(p["card"])) if p.get("card") else "?"
        where = card_label(str(p.get("dealt_as") or ""))
        wanted = card_label(str(p["expected"])) if p.get("expected") else say("Replay", "card")
        if p.get("entered"):
            return say("Replay", "card refused: {card} typed for {wanted} was already dealt in this hand "
                                 "({where}); not dealt").format(card=card, wanted=wanted, where=where)
        return say("Replay", "card refused: {card} read for {wanted} was already dealt in this hand "
                             "({where}); not dealt").format(card=card, wanted=wanted, where=where)
    if event.kind in ("board-checked", "read-alert"):
        # A read that dealt no card (a board reader's check, a read that raised a card alert): for the floor,
        # with its tag, where the table's screen did not always name the card.
        read = p.get("read") or {}
        card = card_text(parse_card(p["card"])) if p.get("card") else "—"
        values = {"reader": read.get("device") or "—", "card": card, "tag": p.get("tag") or "—"}
        if event.kind == "read-alert":
            return say("Replay", "card alert {code} on a read at {reader}: {card}, tag {tag}; not dealt as it "
                                 "came").format(code=p.get("code", "?"), **values)
        if p.get("agreed"):
            return say("Replay", "board reader {reader}: {card} checked against the board, tag {tag}").format(**values)
        due = card_text(parse_card(p["expected"])) if p.get("expected") else "—"
        where = card_label(str(p["dealt_as"])) if p.get("dealt_as") else "—"
        return say("Replay", "BOARD CHECK FAILED at {reader}: read {card}, tag {tag} (dealt as: {where}); the board "
                             "card due: {due}; nothing dealt").format(where=where, due=due, **values)
    if event.kind == "chips-read":
        # The chips the dealer typed and the rule that read them (RULES.md 11), as the table said it.
        return say("Replay", "chips entered: {typed} — {reading}").format(typed=p.get("typed", "?"),
                                                                         reading=chips_read_words(p))
    if event.kind == "session-entry" and isinstance(p.get("entry"), dict):
        # The session's own record (the console writes each request there too): its technical words.
        return say("Replay", "session record, entry {index}: {entry}").format(
            index=p.get("index", "?"), entry=Words("", describe(p["entry"])))
    if event.kind in _STAGE_MARKS:
        return say("Replay", "{mark} (by {by})").format(mark=_STAGE_MARKS[event.kind], by=p.get("by", "?"))
    # An event kind this grammar does not know: its own words, as recorded.
    return Words("", "{kind}: {values}", {"kind": event.kind,
                                         "values": ", ".join(f"{k} {v}" for k, v in sorted(p.items()))})


def structure_words(label: str) -> Words:
    """The betting structure's name (the engine's label: Pot Limit, Limit, No Limit)."""
    words = {"Pot Limit": say("Replay", "Pot Limit"), "Limit": say("Replay", "Limit"),
             "No Limit": say("Replay", "No Limit")}
    return words.get(label, Words("", label))


# The kinds of a hand's events that say what the dealer and the players did (and the floor's
# decisions about the hand). Every other kind is the record's bookkeeping: the session's own
# entries, the showdown's stage marks, a restart: kept, checked, shown only when asked for.
PLAY_KINDS = frozenset(("hand-started", "card", "hole-cards", "board-cards", "action", "show", "muck", "withdraw",
                        "runs", "chips-read",
                        "correction", "hand-voided", "hand-awarded", "hand-ended", "dispute-opened",
                        "card-refused",    # a card the table refused: what the dealer did, for a dispute
                        "board-checked", "read-alert"))   # reads that dealt nothing: the board's checks, alerts


def is_bookkeeping(kind: str) -> bool:
    return kind not in PLAY_KINDS


@dataclass(frozen=True, slots=True)
class SaidStep:
    """One event of a stored hand said in words, with what the deal expected just before it."""

    event: RecordEvent
    text: Words
    expected: Optional[Expected]      # a dealt card: which card the deal was waiting for
    item: Optional[tuple]             # an input: the engine's input


def said_steps(stored: StoredHand) -> Iterator[tuple[SaidStep, Hand]]:
    """Every event of the hand in order, said, with the engine's hand just after it (corrections rebuild
    it from the inputs they keep, as the record's timeline does). The hand is the same object, changed
    in place: read it before asking for the next step."""
    cfg = stored.config
    hand = Hand(cfg)
    inputs: list[tuple] = []
    for event in stored.events:
        expected, item = None, None
        if event.kind in INPUT_KINDS:
            item = input_from_list(event.payload["input"])
            expected = hand.expected_card() if item[0] == "deal" else None
            text = input_words(stored, hand, item, event)       # said as the hand was just before it
            getattr(hand, item[0])(*item[1:])
            inputs.append(item)
        else:
            if event.kind == "correction":
                del inputs[len(inputs) - len(event.payload["withdraws"]):]
                hand = Hand.replay(cfg, inputs)
            text = event_words(stored, event, hand)
        yield SaidStep(event, text, expected, item), hand
