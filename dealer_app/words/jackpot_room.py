"""The room's jackpot papers and screen in words (dealer_app/central/jackpot_register.py, room_jackpot.py,
high_hands.py): the register of art. 56-3-3, the meters on the room's screen, the high-hand board. French
first (the register is a French document), English and Russian offered; the CSV keeps English column names."""
from __future__ import annotations

from datetime import date
from typing import Optional, Sequence

from engine.card_letters import card_faces
from engine.cards import parse_card
from engine.games import Structure, game_named
from engine.jackpot.rules import DEFAULT_POOL
from ui.views.words import Words, say

from .replay import structure_words
from .table import hand_name


def game_words(game: Optional[str], structure: Optional[str]) -> str:
    """"Texas Hold'em No Limit": the nature of the game, as the hand's start recorded it."""
    if not game:
        return say("JackpotRoom", "game not recorded")
    try:
        name = game_named(game).name
    except Exception:              # a game this program does not know: its key as recorded
        name = game
    try:
        return Words("", "{game} {structure}", {"game": name, "structure": structure_words(Structure(structure).label)})
    except ValueError:
        return Words("", "{game} {structure}", {"game": name, "structure": structure or ""})


def five_words(five: Sequence[str]) -> str:
    """The five cards in the language's letters ("7♠ 7♥ 7♦ 7♣ 9♦"); a card the record garbled as it came."""
    try:
        return card_faces([parse_card(c) for c in five])
    except (ValueError, TypeError):
        return " ".join(map(str, five))


def combination_words(seat: int, player: str, name: str, five: Sequence[str]) -> Words:
    """"seat 3 (Alice): four sevens — 7♠ 7♥ 7♦ 7♣ 9♦"."""
    return say("JackpotRoom", "seat {seat} ({player}): {hand} — {cards}").format(
        seat=str(seat), player=player or "?", hand=hand_name(name) if name else "?", cards=five_words(five))


def register_title(day_from: date, day_to: Optional[date]) -> Words:
    if day_to is None or day_to == day_from:
        return say("JackpotRoom", "Register of the bad beat jackpots (art. 56-3-3), day of {day}").format(
            day=day_from.isoformat())
    return say("JackpotRoom", "Register of the bad beat jackpots (art. 56-3-3), days {first} to {last}").format(
        first=day_from.isoformat(), last=day_to.isoformat())


def payment_heading(number: int, table: str, hand: int, game: str, at: str) -> Words:
    return say("JackpotRoom", "Jackpot {number}: table {table}, hand {hand}, {game}, paid {at}").format(
        number=str(number), table=table, hand=str(hand), game=game, at=at)


def losing_words(hand: Words) -> Words:
    return say("JackpotRoom", "Losing hand: {hand}").format(hand=hand)


def winning_words(hand: Words) -> Words:
    return say("JackpotRoom", "Winning hand: {hand}").format(hand=hand)


def paid_words(meter: int, restarts_at: int) -> Words:
    return say("JackpotRoom", "Jackpot paid: {meter}; the next one starts at {start}").format(
        meter=meter, start=restarts_at)


def main_winner_words(name: str, seat: int) -> Words:
    return say("JackpotRoom", "Main winner (the loser of the bad beat): {name}, seat {seat}").format(
        name=name or "?", seat=str(seat))


def share_words(seat: int, name: str, amount: int, main: bool) -> Words:
    if main:
        return say("JackpotRoom", "seat {seat} {name}: {amount} (main winner)").format(
            seat=str(seat), name=name, amount=amount)
    return say("JackpotRoom", "seat {seat} {name}: {amount}").format(seat=str(seat), name=name, amount=amount)


def sign_off_words(confirmed_by: str, supervisor: str, management: str) -> Words:
    return say("JackpotRoom", "Confirmed by the dealer {dealer}; authorised by the supervisor {supervisor} and the "
                              "management {management}").format(dealer=confirmed_by or "?",
                                                                supervisor=supervisor or "?",
                                                                management=management or "?")


def no_payment_words() -> Words:
    return say("JackpotRoom", "No jackpot paid in this period.")


def increments_heading() -> Words:
    return say("JackpotRoom", "Increments per day and table")


def increment_words(day: str, table: str, hands: int, amount: int, taken_back: int) -> Words:
    if taken_back:
        return say("JackpotRoom", "{day} table {table}: {amount} over %n hand(s), of which {back} taken back by "
                                  "a correction", None, hands).format(day=day, table=table, amount=amount,
                                                                      back=taken_back)
    return say("JackpotRoom", "{day} table {table}: {amount} over %n hand(s)", None, hands).format(
        day=day, table=table, amount=amount)


def no_increment_words() -> Words:
    return say("JackpotRoom", "No increment in this period.")


def total_words(increments: int, paid: int) -> Words:
    return say("JackpotRoom", "Total: {increments} added to the jackpots, {paid} paid").format(
        increments=increments, paid=paid)


def signature_words() -> Words:
    return say("JackpotRoom", "Signatures: supervisor ______________   management ______________")


def unknown_hit_words() -> Words:
    return say("JackpotRoom", "the hit's proof is not in the record")


# ------------------------------------------------------------------ the room's screen

def meter_name(table: Optional[str], pool: Optional[str]) -> Words:
    if pool == DEFAULT_POOL:                 # [jackpot] shared = true: the room's one pool, said without its name
        return say("JackpotRoom", "Shared jackpot")
    if pool is not None:
        return say("JackpotRoom", "Shared jackpot {pool}").format(pool=pool)
    return say("JackpotRoom", "Table {table}").format(table=table or "?")


def pool_tables_words(tables: Sequence[str]) -> Words:
    return say("JackpotRoom", "tables {tables}").format(tables=", ".join(tables))


def last_hit_words(table: str, at: str, meter: int, loser: str, loser_hand: str, winner_hand: str) -> Words:
    return say("JackpotRoom", "Last jackpot: {meter} at table {table}, {at} — {loser}'s {losing} beaten by "
                              "{winning}").format(meter=meter, table=table, at=at, loser=loser or "?",
                                                  losing=hand_name(loser_hand) if loser_hand else "?",
                                                  winning=hand_name(winner_hand) if winner_hand else "?")


def no_hit_words() -> Words:
    return say("JackpotRoom", "No jackpot paid yet")


def high_hand_title(start: str, end: str) -> Words:
    return say("JackpotRoom", "High hand {start}–{end}").format(start=start, end=end)


def high_hand_line(table: str, player: str, name: str, five: Sequence[str]) -> Words:
    return say("JackpotRoom", "{player}, table {table}: {hand} — {cards}").format(
        player=player or "?", table=table, hand=hand_name(name), cards=five_words(five))


def no_high_hand_words() -> Words:
    return say("JackpotRoom", "No high hand yet in this period")


def display_lost_words(since: str) -> Words:
    return say("JackpotRoom", "The central record cannot be reached since {since}: the amounts shown may be "
                              "behind").format(since=since)


def refused_high_hand_words(table: str, hand: int, why: Words) -> Words:
    return say("JackpotRoom", "Table {table}, hand {hand}: high hand not shown, {why}").format(
        table=table, hand=str(hand), why=why)


REFUSALS = {
    "cards": say("JackpotRoom", "its five cards are not five different cards"),
    "name": say("JackpotRoom", "the name the table gave is not its five cards'"),
    "period": say("JackpotRoom", "the time it was shown is not in the period the table gave"),
    "minimum": say("JackpotRoom", "below the session's qualifying minimum"),
}


def refusal_words(code: str) -> Words:
    return REFUSALS[code]


def table_jackpot_words(table: str, added: int, paid: int) -> Words:
    """The daily register's and the reports' jackpot line of a table."""
    return say("JackpotRoom", "Bad beat jackpot, table {table}: {added} added to the meter, {paid} paid").format(
        table=table, added=added, paid=paid)
