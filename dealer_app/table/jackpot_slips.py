"""A bad beat jackpot's payment slip, one per player present (RULES.md 12, art. 56-3-3): the game, the
table, the combination (both hands' five cards), date and time, the player's seat and name, the amount,
and who confirmed and authorised it. A self-contained HTML page in the language asked (French by
default), which the window prints to PDF (ui/kit/printable.py), as the floor's papers are.
"""
from __future__ import annotations

import html
import re

from ui.views.jackpot import JackpotHand, JackpotHitView
from ui.views.words import say

from dealer_app.words.book import amount as chips, speak

_STYLE = ("body { font-family: sans-serif; font-size: 11pt; } h1 { font-size: 18pt; } "
          "td { padding: 4px 12px 4px 0; vertical-align: top; } td.head { font-weight: bold; } "
          "p.amount { font-size: 22pt; font-weight: bold; }")


def slip_file_name(hand: int, table: str, seat: int, language: str) -> str:
    """"jackpot-12-T4-siege-3.pdf" in the slip's language: the table's name keeps its letters."""
    table = re.sub(r"[^\w-]+", "-", table).strip("-_")
    name = speak(say("Jackpot", "jackpot-{hand}-seat-{seat}", "a file name").format(hand=str(hand), seat=str(seat)),
                 language)
    if table:
        name = f"{name}-{table}"
    return re.sub(r'[\x00-\x1f/\\:*?"<>|]+', "-", name) + ".pdf"


def _hand_line(hand: JackpotHand, language: str) -> str:
    cards = " ".join(speak(c.card, language) for c in hand.cards)
    who = speak(say("Controller", "seat {seat} ({name})").format(seat=hand.seat, name=hand.name), language)
    return html.escape(speak(say("Jackpot", "{who}: {hand} — {cards}").format(who=who, hand=hand.hand, cards=cards),
                             language))


def slip_html(hit: JackpotHitView, paid, seat: int, name: str, amount: int, game: str, table: str, at: str,
              language: str) -> str:
    """The slip of the player at ``seat`` for the payment ``paid`` (engine/session/values.py JackpotPaid)."""
    def s(words) -> str:
        return html.escape(speak(words, language))

    when = at.replace("T", " ")[:16]
    rows = [
        (say("Jackpot", "Game"), s(game)),
        (say("Jackpot", "Table"), html.escape(table) or "—"),
        (say("Jackpot", "Hand"), str(hit.hand_number)),
        (say("Jackpot", "Date and time"), html.escape(when)),
        (say("Jackpot", "Losing hand"), _hand_line(hit.loser, language)),
        (say("Jackpot", "Winning hand"), _hand_line(hit.winner, language)),
        (say("Jackpot", "Jackpot paid"), html.escape(chips(paid.meter, language))),
        (say("Jackpot", "Seat"), str(seat)),
        (say("Jackpot", "Player"), html.escape(name)),
        (say("Jackpot", "Confirmed by the dealer"), html.escape(paid.confirmed_by)),
        (say("Jackpot", "Authorised by"), html.escape(paid.supervisor)),
        (say("Jackpot", "Management"), html.escape(paid.management)),
    ]
    title = s(say("Jackpot", "Bad beat jackpot: payment slip"))
    body = "".join(f"<tr><td class='head'>{s(head)}</td><td>{value}</td></tr>" for head, value in rows)
    share = s(say("Jackpot", "Amount: {amount}").format(amount=amount))
    return (f"<html lang='{language}'><head><meta charset='utf-8'><title>{title}</title><style>{_STYLE}</style>"
            f"</head><body><h1>{title}</h1><table>{body}</table><p class='amount'>{share}</p>"
            f"<p>{s(say('Jackpot', 'Signatures: the player, the cashier, the management.'))}</p></body></html>")
