"""The printable dispute report for one hand: a self-contained HTML page (print it, or save as PDF).

The same rows as the text record (hand_record.py): the timeline with the pot,
the amount to call and the pot-limit maximum after each event, the cards and
how they were read, the pots and payouts, and every correction with its
supervisor. Withdrawn inputs are struck through, never left out. Every value
from the record is escaped.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, Optional

from .hand_record import HandRecord

_STYLE = """
body { font: 11pt/1.35 "DejaVu Sans", Arial, sans-serif; color: #111; margin: 1.5cm; }
h1 { font-size: 16pt; margin: 0 0 .3em; } h2 { font-size: 12.5pt; margin: 1.2em 0 .4em; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #999; padding: 2px 5px;
  vertical-align: top; text-align: left; } th { background: #e8e8e8; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.kv th { width: 11em; } tr.withdrawn td { text-decoration: line-through; color: #666; }
tr.correction td { background: #fff3cd; font-weight: bold; }
.tag { font-size: 8.5pt; font-weight: bold; border: 1px solid #111; padding: 0 3px; }
.ok { border: 2px solid #1a7f37; padding: 4px 8px; } .bad { border: 3px solid #b00020; padding: 4px 8px;
  font-weight: bold; color: #b00020; }
.small { font-size: 8.5pt; color: #333; word-break: break-all; }
@media print { body { margin: 1cm; } tr { page-break-inside: avoid; } }
"""


def _cell(value: object, numeric: bool = False) -> str:
    text = "" if value is None else (f"{value:,}" if isinstance(value, int) else str(value))
    return f'<td class="n">{escape(text)}</td>' if numeric else f"<td>{escape(text)}</td>"


def _kv(rows: Iterable[tuple[str, str]]) -> str:
    return '<table class="kv">' + "".join(f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>"
                                          for k, v in rows) + "</table>"


def _optional(value: Optional[int]) -> str:
    return "" if value is None else f"{value:,}"


def render(record: HandRecord) -> str:
    parts = [f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
             f"<title>Hand {record.number}: dispute report</title><style>{_STYLE}</style></head><body>",
             f"<h1>Hand {record.number}: dispute report</h1>",
             f'<p class="{"ok" if record.chain_ok else "bad"}">'
             + ("Record check: " if record.chain_ok else "WARNING, the record is damaged: ")
             + escape(record.chain) + "</p>",
             _kv(record.header),
             "<h2>Seats</h2><table><tr><th>Seat</th><th>Player</th><th>Starting stack</th><th>Forced bets</th></tr>"]
    parts += [f"<tr>{_cell(s)}{_cell(name)}{_cell(stack, True)}{_cell(posts)}</tr>"
              for s, name, stack, posts in record.seats]
    parts.append("</table><h2>Timeline</h2><table><tr><th>Time</th><th>#</th><th>What happened</th>"
                 "<th>Pot after</th><th>Next</th><th>To call</th><th>Raise to (min–max)</th>"
                 "<th>Pot-limit maximum</th></tr>")
    for r in record.timeline:
        css = " class=\"withdrawn\"" if r.withdrawn_by is not None else (
            " class=\"correction\"" if r.is_correction else "")
        what = escape(r.text)
        if r.withdrawn_by is not None:
            what += f' <span class="tag">WITHDRAWN by event {r.withdrawn_by}</span>'
        if r.read:
            what += f'<div class="small">read: {escape(r.read)}</div>'
        span = "" if r.min_to is None else f"{r.min_to:,}–{r.max_to:,}"
        parts.append(f"<tr{css}>{_cell(r.time)}{_cell(r.seq, True)}<td>{what}</td>{_cell(r.pot, True)}"
                     f"{_cell(r.next_to_act)}<td class=\"n\">{_optional(r.to_call)}</td>"
                     f"<td class=\"n\">{escape(span)}</td>{_cell(r.max_explanation)}</tr>")
    parts.append("</table><h2>Cards</h2>")
    parts.append(_kv([*record.hole_cards, ("Board", record.board or "(none)"),
                      *((f"Shown by {who}", cards) for who, cards in record.shown)]))
    if record.pots:
        parts.append("<h2>Pots and payouts</h2><table><tr><th>Pot</th><th>Amount</th><th>Eligible</th>"
                     "<th>Rake</th><th>Jackpot</th><th>High</th><th>Low</th><th>Paid</th><th>Odd chip</th></tr>")
        for pot in record.pots:
            parts.append(f"<tr>{_cell(pot['name'])}{_cell(pot['amount'], True)}{_cell(pot['eligible'])}"
                         f"{_cell(pot['rake'], True)}{_cell(pot['jackpot'], True)}{_cell(pot['high'])}"
                         f"{_cell(pot['low'])}{_cell(pot['paid'])}{_cell(pot['odd_chips'])}</tr>")
        parts.append("</table>")
    if record.totals:
        parts.append(_kv(record.totals))
    parts.append("<h2>Corrections</h2>")
    if record.corrections:
        parts.append("<ol>" + "".join(f"<li>{escape(c)}</li>" for c in record.corrections) + "</ol>")
    else:
        parts.append("<p>None.</p>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
