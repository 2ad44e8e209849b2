"""The printable dispute report for one hand: a self-contained HTML page (print it, or save as PDF),
in the reader's language.

The same rows as the text record (hand_record.py), laid out for an A4 page:
page 1 has the heading, the table and game, the card grid (each seat's
stack, forced bets, hole cards, what was shown, won and kept, and the board)
and the pots; then the timeline, one line per action, with what its player
could do just before it (to call, minimum–maximum and the pot-limit
arithmetic) and the pot after it; then how each card was read, the
corrections and the house settings. Withdrawn inputs are struck through,
never left out. Every value from the record is escaped. The floor view
prints the same page to PDF with Qt's QTextDocument (ui/kit/printable.py), which
understands the table attributes used here (widths, cell padding) better
than style sheets.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, Optional

from dealer_app.floor.card_reads import reads_summary
from dealer_app.floor.hand_record import HandRecord, bookkeeping_words
from dealer_app.words.book import amount, language_or_default, speak
from ui.views.words import Words, say

_STYLE = """
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 8pt; color: #111; }
h1 { font-size: 14pt; margin: 0 0 4px 0; } h2 { font-size: 10pt; margin: 10px 0 3px 0; }
table { border-collapse: collapse; } th, td { border: 1px solid #999; vertical-align: top; text-align: left; }
th { background-color: #e8e8e8; font-weight: bold; }
td.n, th.n { text-align: right; white-space: nowrap; }
tr.withdrawn td { text-decoration: line-through; color: #777; }
tr.correction td { background-color: #fff3cd; font-weight: bold; }
tr.cards td { color: #333; }
.tag { font-weight: bold; color: #b00020; }
.ok { color: #1a7f37; } .bad { font-weight: bold; color: #b00020; }
.small { font-size: 7pt; color: #333; }
@media print { tr { page-break-inside: avoid; } }
"""
# Headings and words said inside the page's f-strings (lupdate reads only plain calls).
_W = {
    "Cards": say("Report", "Cards"),
    "Board": say("Report", "Board"),
    "(none)": say("Report", "(none)"),
    "Pots": say("Report", "Pots"),
    "jackpot": say("Report", "jackpot"),
    "Timeline": say("Report", "Timeline"),
    "Corrections": say("Report", "Corrections"),
    "none": say("Report", "none"),
    "How each card was read": say("Report", "How each card was read"),
    "(withdrawn)": say("Report", "(withdrawn)"),
    "Settings": say("Report", "Settings"),
    "Jackpots": say("Report", "Jackpots"),
}
_TABLE = '<table width="100%" border="1" cellspacing="0" cellpadding="2">'


def render(record: HandRecord, language: Optional[str] = "fr") -> str:
    lang = language_or_default(language)
    t = lambda w: escape(speak(w, lang))     # noqa: E731
    n = lambda v: "" if v is None else escape(amount(v, lang))   # noqa: E731
    title = t(record.heading)
    parts = [f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
             f"<title>{title}</title><style>{_STYLE}</style></head><body>",
             f"<h1>{title}</h1>"]
    # The facts of the hand in two columns of label and value: a few lines, not a page.
    facts = list(record.header)
    half = (len(facts) + 1) // 2
    parts.append('<table width="100%" border="0" cellspacing="0" cellpadding="1">')
    for left, right in zip(facts[:half], facts[half:] + [None] * (2 * half - len(facts))):
        cells = f"<td width=\"12%\"><b>{t(left[0])}</b></td><td width=\"38%\">{t(left[1])}</td>"
        cells += (f"<td width=\"12%\"><b>{t(right[0])}</b></td><td width=\"38%\">{t(right[1])}</td>" if right
                  else "<td></td><td></td>")
        parts.append(f"<tr>{cells}</tr>")
    parts.append("</table>")
    check = t(_colon(say("Report", "Record check"), record.chain))
    parts.append(f'<p class="{"ok small" if record.chain_ok else "bad"}">{check}</p>')
    if record.result is not None:
        parts.append(f'<p class="{"ok small" if record.result_ok else "bad"}">{t(record.result)}</p>')

    parts.append(f"<h2>{t(_W['Cards'])}</h2>{_TABLE}<tr>"
                 + _heads(t, [("Seat", 7, False), ("Player", 15, False), ("Stack", 9, True),
                              ("Forced bets", 14, False), ("Hole cards", 17, False), ("Shown", 17, False),
                              ("Won", 9, True), ("Final stack", 12, True)]) + "</tr>")
    for s in record.seats:
        parts.append(f"<tr><td>{escape(s.seat)}</td><td>{escape(s.name)}</td><td class=\"n\">{n(s.stack)}</td>"
                     f"<td>{t(s.posts)}</td><td><b>{t(s.cards)}</b></td><td>{t(s.shown)}</td>"
                     f"<td class=\"n\">{n(s.won) if s.won else ''}</td><td class=\"n\">{n(s.final)}</td></tr>")
    board = _colon(_W["Board"], record.board or _W["(none)"])
    parts.append(f"</table><p>{t(board)}</p>")

    if record.pots:
        parts.append(f"<h2>{t(_W['Pots'])}</h2>{_TABLE}<tr>"
                     + _heads(t, [("Pot", 12, False), ("Amount", 8, True), ("Eligible", 22, False),
                                  ("Rake", 11, True), ("Winners", 20, False), ("Shares", 14, False),
                                  ("Odd chips", 13, False)]) + "</tr>")
        for pot in record.pots:
            rake = n(pot.rake) + (f" + {t(_W['jackpot'])} {n(pot.jackpot)}" if pot.jackpot else "")
            parts.append(f"<tr><td>{t(pot.name)}</td><td class=\"n\">{n(pot.amount)}</td><td>{t(pot.eligible)}</td>"
                         f"<td class=\"n\">{rake}</td><td>{t(pot.winners)}</td><td>{t(pot.shares)}</td>"
                         f"<td>{t(pot.odd_chips)}</td></tr>")
        parts.append("</table>")
        parts.append("<p>" + " · ".join(f"<b>{t(k)}</b> {t(v)}" for k, v in record.totals) + "</p>")

    if record.jackpot:
        parts.append(f"<h2>{t(_W['Jackpots'])}</h2><p>"
                     + "<br>".join(f"<b>{t(k)}</b> {t(v)}" for k, v in record.jackpot) + "</p>")

    legend = t(say("Report", "Local time and the record event number. For an action: what its player had to call "
                             "and could bet or raise to just before it, with the pot-limit arithmetic; the pot "
                             "after it."))
    parts.append(f"<h2>{t(_W['Timeline'])}</h2><p class=\"small\">{legend}</p>{_TABLE}<tr>"
                 + _heads(t, [("Time", 13, False), ("#", 6, True), ("What happened", 38, False),
                              ("To call", 7, True), ("Min–max (maximum's arithmetic)", 29, False),
                              ("Pot", 7, True)]) + "</tr>")
    for r in record.timeline:
        css = (' class="withdrawn"' if r.withdrawn_by is not None else ' class="correction"' if r.is_correction
               else "" if r.is_action or r.last_seq == r.seq else ' class="cards"')
        what = t(r.text)
        if r.withdrawn_by is not None:
            what += ' <span class="tag">' + t(say("Report", "[WITHDRAWN by event {seq}]").format(
                seq=str(r.withdrawn_by))) + "</span>"
        span = ""
        if r.min_to is not None:
            span = f"{n(r.min_to)}–{n(r.max_to)}"
            if r.max_explanation:
                span += f' <span class="small">({t(r.max_explanation)})</span>'
        seq = str(r.seq) if r.last_seq == r.seq else f"{r.seq}–{r.last_seq}"
        parts.append(f"<tr{css}><td nowrap>{escape(r.time)}</td><td class=\"n\" nowrap>{seq}</td><td>{what}</td>"
                     f"<td class=\"n\">{n(r.to_call)}</td><td nowrap>{span}</td><td class=\"n\">{n(r.pot)}</td></tr>")
    parts.append("</table>")
    if record.bookkeeping:
        parts.append(f'<p class="small">{t(bookkeeping_words(record.bookkeeping))}</p>')

    parts.append(f"<h2>{t(_W['Corrections'])}</h2>")
    if record.corrections:
        parts.append("<ol>" + "".join(f"<li>{t(c)}</li>" for c in record.corrections) + "</ol>")
    else:
        parts.append(f"<p>{t(_W['none'])}</p>")
    if record.reads:
        parts.append(f"<h2>{t(_W['How each card was read'])}</h2>")
        summary = reads_summary(record.reads)
        if summary:
            parts.append(f"<p>{t(summary)}</p>")
        else:
            parts.append(f"{_TABLE}<tr>" + _heads(t, [("#", 5, True), ("Card", 6, False), ("Where it went", 15, False),
                                                      ("How it was read", 27, False), ("Tag", 10, False),
                                                      ("Technical detail", 37, False)]) + "</tr>")
            for r in record.reads:
                css = ' class="withdrawn"' if r.withdrawn else ""
                where = t(r.where) + (f" <span class=\"tag\">{t(_W['(withdrawn)'])}</span>" if r.withdrawn else "")
                parts.append(f"<tr{css}><td class=\"n\">{r.seq}</td><td nowrap><b>{t(r.card)}</b></td><td>{where}</td>"
                             f"<td>{t(r.how)}</td><td>{escape(r.tag)}</td>"
                             f"<td class=\"small\">{t(r.technical)}</td></tr>")
            parts.append("</table>")
    parts.append(f"<h2>{t(_W['Settings'])}</h2><p class=\"small\">"
                 + "<br>".join(t(_colon(k, v)) for k, v in record.settings) + "</p>")
    parts.append("</body></html>\n")
    return "\n".join(parts)


def _colon(label: str, value: str) -> Words:
    return say("Report", "{label}: {value}").format(label=label, value=value)


def _heads(t, columns: Iterable[tuple[str, int, bool]]) -> str:
    # The English column names are the translation keys (listed for lupdate in _COLUMN_WORDS).
    right_aligned = ' class="n"'
    return "".join(f'<th width="{w}%"{right_aligned if right else ""}>{t(_COLUMN_WORDS[name])}</th>'
                   for name, w, right in columns)


_COLUMN_WORDS = {
    "Seat": say("Report", "Seat"), "Player": say("Report", "Player"), "Stack": say("Report", "Stack"),
    "Forced bets": say("Report", "Forced bets"), "Hole cards": say("Report", "Hole cards"),
    "Shown": say("Report", "Shown"), "Won": say("Report", "Won"), "Final stack": say("Report", "Final stack"),
    "Pot": say("Report", "Pot"), "Amount": say("Report", "Amount"), "Eligible": say("Report", "Eligible"),
    "Rake": say("Report", "Rake"), "Winners": say("Report", "Winners"), "Shares": say("Report", "Shares"),
    "Odd chips": say("Report", "Odd chips"), "Time": say("Report", "Time"), "#": Words("", "#"),
    "What happened": say("Report", "What happened"), "To call": say("Report", "To call"),
    "Card": say("Report", "Card"), "Where it went": say("Report", "Where it went"),
    "How it was read": say("Report", "How it was read"), "Tag": say("Report", "Tag"),
    "Technical detail": say("Report", "Technical detail"),
    "Min–max (maximum's arithmetic)": say("Report", "Min–max (maximum's arithmetic)"),
}
