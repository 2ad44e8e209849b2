"""The game's limit before a hand, for the dealer (no Qt): who the next hand would deal in, and the words.

A game deals to at most so many players (RULES.md 1; engine/game_limit.py),
whatever the table's seats. When more would be dealt in, the hand does not
start: the prompt says so, N opens the choice (ui/dialogs/sit_out_dialog.py), and the
players the dealer picks sit out with the reason recorded, then the hand is
dealt to the others.
"""
from __future__ import annotations

from typing import Optional, Sequence

from engine.button import Positions
from engine.game_limit import GameLimit
from engine.session.table import TableSession
from ui.views.desk import SitOutChoice, SitOutRow

from ui.views.words import Words, say
from dealer_app.words.table import game_limit_words


def limit_words(limit: GameLimit) -> Words:
    return game_limit_words(limit.game.name, limit.most, len(limit.dealt), limit.to_sit_out)


def limit_prompt(limit: GameLimit) -> Words:
    """The header's one line before the hand: "7 players at most: choose 2 to sit out (N)" (the game is the
    title beside it; the whole sentence is the message's and the choice's)."""
    return say("SitOut", "{most} players at most: choose %n to sit out (N)", None, limit.to_sit_out).format(
        most=limit.most)


_PLACES = {"button": say("SitOut", "button"), "small blind": say("SitOut", "small blind"),
           "big blind": say("SitOut", "big blind"), "button, small blind": say("SitOut", "button, small blind")}


def _place(positions: Optional[Positions], seat: int) -> str:
    """Where the button rule puts the player next hand, with the players chosen so far sitting out."""
    if positions is None:
        return ""
    if seat == positions.button and seat == positions.small_blind:
        return _PLACES["button, small blind"]
    if seat == positions.button:
        return _PLACES["button"]
    if seat == positions.small_blind:
        return _PLACES["small blind"]
    if seat == positions.big_blind:
        return _PLACES["big blind"]
    return ""


def sit_out_choice(session: TableSession, chosen: Sequence[int] = ()) -> Optional[SitOutChoice]:
    """The choice the dealer makes before the next hand; None when the game deals to every player. With
    ``chosen`` (the dealer's choice so far) the places are the ones the hand would have without them."""
    limit = session.game_limit()
    if limit is None:
        return None
    seats = session.seats
    out = [seat for seat in chosen if seat in limit.dealt]
    positions = session.positions_if_sitting_out(out) if out else limit.positions
    rows = tuple(SitOutRow(seat, seats[seat].name, seats[seat].stack,
                           "" if seat in out else _place(positions, seat))
                 for seat in sorted(limit.dealt))
    return SitOutChoice(limit_words(limit), limit.game.name, limit.most, limit.to_sit_out, rows)
