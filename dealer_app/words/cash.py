"""The cash-game practices in the dealer's words (RULES.md 11): chips on the felt and the rule each
reading applied, amounts as the fewest chips, the runs of a board run more than once.

Every sentence is ``Words`` (ui/views/words.py): the console says it in the dealer's language.
"""
from __future__ import annotations

from typing import Optional, Sequence

from engine import chips as rules
from ui.views.cash import RunBoard

from ui.views.words import Words, join, say
from ui.views.betting import raise_to_words


def chips_words(chips: Sequence[tuple[int, int]]) -> Words:
    """"1 × 100 + 1 × 5", the numbers grouped as the language groups them."""
    return join([say("Chips", "{count} × {value}").format(count=n, value=v) for v, n in chips], " + ")


def in_chips(what: str, amount: int, chip_set: Sequence[int]) -> Optional[Words]:
    """"raise to 105 = 1 × 100 + 1 × 5" (``what`` says the amount: "raise to 105"); None when the set
    cannot make it or names no chip."""
    if not chip_set or amount <= 0:
        return None
    chips = rules.fewest_chips(amount, chip_set)
    if not chips:
        return None
    return say("Chips", "{what} = {chips}").format(what=what, chips=chips_words(chips))


def amount_in_chips(amount: int, chip_set: Sequence[int]) -> Optional[Words]:
    """"1 × 500 + 3 × 100": an amount alone as the fewest chips (a winner's share at the push)."""
    chips = rules.fewest_chips(amount, chip_set) if chip_set and amount > 0 else None
    return chips_words(chips) if chips else None


def reading_words(reading: rules.ChipReading, word: str) -> Words:
    """Which rule the chips were read by, as the dealer says it: « un seul jeton de 500 face à 100 :
    suivre ». ``word`` is the legal word of the moment ("bet" or "raise")."""
    n = reading.numbers
    put, call = reading.put_in, n.get("to_call", 0)
    to = n.get("to", reading.action.to)
    rule = reading.rule
    if rule == rules.EXACT_CALL:
        said = say("Chips", "{put} in chips, the call exactly: call").format(put=put)
    elif rule == rules.OVERSIZED_CHIP_CALL:
        said = say("Chips", "a single chip of {chip} facing {call}: call").format(chip=put, call=call)
    elif rule == rules.ALL_NEEDED_CALL:
        said = say("Chips", "{put} in chips facing {call}, every chip needed for the call: call").format(
            put=put, call=call)
    elif rule == rules.BELOW_HALF_CALL:
        said = say("Chips", "{beyond} beyond the call of {call} is less than half the last raise of {full}: "
                            "call").format(beyond=n["beyond_call"], call=call, full=n["full_raise"])
    elif rule == rules.HALF_RAISE_COMPLETED:
        said = say("Chips", "{beyond} beyond the call of {call} is at least half the last raise of {full}: "
                            "a full raise, {action}").format(beyond=n["beyond_call"], call=call,
                                                             full=n["full_raise"], action=raise_to_words("raise", to))
    elif rule == rules.RAISE_AS_PUT:
        said = say("Chips", "{put} in chips facing {call}: {action}").format(put=put, call=call,
                                                                           action=raise_to_words("raise", to))
    elif rule == rules.SINGLE_CHIP_BET:
        said = say("Chips", "a single chip of {chip}, no bet to face: {action}").format(
            chip=put, action=raise_to_words(word, to))
    elif rule == rules.CHIPS_BET:
        said = say("Chips", "{put} in chips, no bet to face: {action}").format(put=put, action=raise_to_words(word, to))
    elif rule == rules.BET_MADE_UP_TO_MINIMUM:
        said = say("Chips", "{put} in chips is below the minimum: {action}").format(
            put=put, action=raise_to_words(word, to))
    elif rule == rules.CAPPED_AT_POT_LIMIT:
        said = say("Chips", "{put} in chips is above the pot limit: {action} at most").format(
            put=put, action=raise_to_words(word, to))
    elif rule == rules.FIXED_LIMIT_SIZE:
        said = say("Chips", "{put} in chips, fixed limit: {action}").format(put=put, action=raise_to_words(word, to))
    elif rule == rules.BETTING_CLOSED_CALL:
        said = (say("Chips", "{put} in chips, raising is closed: call").format(put=put) if call else
                say("Chips", "{put} in chips, no bet can be made: check").format(put=put))
    elif rule == rules.ALL_IN_CHIPS:
        said = say("Chips", "{put} in chips, the whole stack: all-in").format(put=put)
    elif rule == rules.DECLARED_RAISE:
        said = say("Chips", "{action} declared, {put} in chips").format(action=raise_to_words(word, to), put=put)
    elif rule == rules.DECLARED_SINGLE_CHIP and "most" in n:
        said = say("Chips", "a single chip of {chip} with {declared}: {action}, the most allowed").format(
            chip=put, declared=_declared(word), action=raise_to_words(word, to))
    elif rule == rules.DECLARED_SINGLE_CHIP:
        said = say("Chips", "a single chip of {chip} with {declared}: {action}, the whole chip").format(
            chip=put, declared=_declared(word), action=raise_to_words(word, to))
    elif rule == rules.DECLARED_CAPPED:
        said = say("Chips", "{put} in chips with {declared}, above the pot limit: {action} at most").format(
            put=put, declared=_declared(word), action=raise_to_words(word, to))
    elif rule == rules.DECLARED_COMPLETED:
        said = say("Chips", "{put} in chips with {declared}, short of the minimum: {action}").format(
            put=put, declared=_declared(word), action=raise_to_words(word, to))
    elif rule == rules.DECLARED_FIXED_LIMIT:
        said = say("Chips", "{put} in chips with {declared}, fixed limit: {action}").format(
            put=put, declared=_declared(word), action=raise_to_words(word, to))
    else:                                            # a rule added to the engine and not yet said here
        said = Words("", rule)
    parts = [said]
    if reading.returned:
        parts.append(say("Chips", "{amount} goes back").format(amount=reading.returned))
    if reading.to_add:
        parts.append(say("Chips", "{amount} to add").format(amount=reading.to_add))
    return join(parts, " · ")


def _declared(word: str) -> Words:
    """"a raise declared" (or "a bet declared" when there is no bet to face)."""
    return say("Chips", "a bet declared") if word == "bet" else say("Chips", "a raise declared")


def chips_read_words(payload: dict) -> Words:
    """A recorded ``chips-read`` (dealer_app/table/cash_desk.py) said as the table said it then."""
    kind, to = payload.get("action"), payload.get("to")
    action = rules.Action({"call": rules.CALL, "check": rules.CHECK, "all-in": rules.ALL_IN}.get(kind, rules.RAISE), to)
    reading = rules.ChipReading(action, payload.get("rule", ""), payload.get("put_in", 0), payload.get("returned", 0),
                                payload.get("to_add", 0), dict(payload.get("numbers") or {}))
    return reading_words(reading, payload.get("word") or "raise")


def chips_refusal(code: str, numbers: dict, fallback: str) -> Words:
    """Chips the dealer typed that make no action, in words."""
    if code == "chips-short":
        return say("Chips", "{put} in chips is short of the call of {call}: {short} more to call").format(
            put=numbers["put_in"], call=numbers["to_call"], short=numbers["short"])
    if code == "more-than-stack":
        return say("Chips", "{put} in chips is more than the {stack} this player has").format(
            put=numbers["put_in"], stack=numbers["stack"])
    if code == "not-in-set":
        return say("Chips", "{chip} is not a chip of this table: {chips}").format(
            chip=numbers["chip"], chips=join(list(numbers["chips"]), ", "))
    if code == "bad-chips":
        return say("Chips", "type the chips as 500, or 3x100+1x25")
    if code == "betting-closed":
        # A raise declared when raising is not open: the dealer tells the player, then enters the chips as put in.
        why = {"cap": say("Chips", "the betting is capped"),
               "short-all-in": say("Chips", "a short all-in did not reopen the betting"),
               "others-all-in": say("Chips", "every other player is all-in")}.get(str(numbers.get("closed")),
                                                                                   say("Chips", "the player can only call"))
        return say("Chips", "no raise is open to this player ({why}): enter the chips as put in (Enter)").format(
            why=why)
    return Words("", fallback)


def run_word(run: int) -> Words:
    """"run 2"."""
    return say("Runs", "run {run}").format(run=run)


def times_words(times: int) -> Words:
    return say("Runs", "run it twice") if times == 2 else say("Runs", "run it three times")


def run_of_pots(hand) -> list[tuple[int, int]]:
    """The run each of the hand's pot results went on (0: a board dealt once), in the order of the results,
    and a pot's index among the pots for each: [(pot index, run)]. A hand's results are each pot's parts,
    one a run, one after the other (engine/showdown.py ``award``)."""
    results = getattr(hand, "pot_results", [])
    runs = hand.runs if any(r.run for r in results) else 1
    return [(k // runs, r.run) for k, r in enumerate(results)]


def pot_run_name(name: Words, run: int) -> Words:
    """"Main pot, run 2" (the name alone for a board dealt once)."""
    return say("Runs", "{pot}, run {run}").format(pot=name, run=run) if run else name


def awarded_pot_name(index: int, pots: int, run: int = 0) -> Words:
    """What the table calls a pot it awards, and every floor document after it (the one place that words
    it): "Pot" when the hand made one pot, else "Main pot", "Side pot 1"; a run's part of it "Pot, run 2",
    "Side pot 1, run 2" (RULES.md 11). A run is never named as a pot of its own."""
    if pots == 1:
        name = say("Controller", "Pot")
    elif index == 0:
        name = say("Controller", "Main pot")
    else:
        name = say("Controller", "Side pot {number}").format(number=index)
    return pot_run_name(name, run)


def awarded_pot_names(hand, recorded: Optional[int] = None) -> list[Words]:
    """The name of each of the hand's pot results, in their order (a pot's parts, one a run, follow one
    another). ``recorded``: how many pots the record's result lists; a result that is not the hand's own
    (a pot a supervisor shared out by hand: one pot) is named by its pots' places alone."""
    parts = run_of_pots(hand)
    if recorded is not None and recorded != len(parts):
        return [awarded_pot_name(k, recorded) for k in range(recorded)]
    pots = len({index for index, _ in parts})
    return [awarded_pot_name(index, pots, run) for index, run in parts]


def boards_words(hand, card_text) -> Optional[Words]:
    """"run 1: 2♣ 7♦ 9♥ 3♠ 4♦ · run 2: 2♣ 7♦ 9♥ Q♥ Q♠" for a board run more than once; None otherwise."""
    if hand.runs < 2 or not hand.run_boards:
        return None
    return join([say("Runs", "run {run}: {cards}").format(run=k, cards=join([card_text(c) for c in board], " "))
                 for k, board in enumerate(hand.run_boards, 1)], " · ")


_COMMON = {"flop": 0, "turn": 3, "river": 4}    # the cards every run shares, by the street the runs begin on


def run_boards(hand, card_text) -> tuple:
    """Each run's board, one under the other (ui/views/cash.py RunBoard): those dealt, the one being dealt,
    the common cards of those to come; () for a board dealt once."""
    if hand is None or hand.runs < 2:
        return ()
    event = next((e for e in hand.events if e.kind == "runs"), None)
    common = tuple(hand.board[:_COMMON.get(event.street if event else "", 0)])
    boards = []
    for run in range(1, hand.runs + 1):
        if run <= len(hand.run_boards):
            cards, dealing = hand.run_boards[run - 1], False
        elif run == hand.run and hand.phase == "deal":
            cards, dealing = tuple(hand.board), True
        else:
            cards, dealing = common, False
        boards.append(RunBoard(run, tuple(card_text(c) for c in cards if c), dealing, run_word(run)))
    return tuple(boards)
