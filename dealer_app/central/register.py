"""The French daily register: rake and time collected per table and session for one club day, closed and
signed by each table's checkpoint of the day.

``central.daily_register(day)`` (migrations/0003_reports.sql) gives the rows;
per table store, the day is closed by the first checkpoint signed after the
day's end that covers the day's last row and verifies. Nothing is printed on
the database's word: each checkpoint's Ed25519 signature and date are checked
here with the floor's public key (``check_register``), and its head hash
against the event the central record holds at its seq. A checkpoint that does
not verify (a forged signature recorded by the signer's login, a date ahead of
the clock) never closes the day nor stops the register: it is listed, in
full, as an alarm under the closings, and the good one is used. A store whose day no checkpoint closes is printed "NOT
CLOSED" (the command exits 1): the floor signs a checkpoint
(``dealer-app central checkpoint``) after the day's end, then prints again.
"""
from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from datetime import date
from typing import Optional

from dealer_app.words.book import speak
from dealer_app.words.central_reports import (column_words, day_rule, register_closed, register_invalid_checkpoint,
                                              register_open, register_title, register_totals, register_verified)

from .checkpoint import Candidate, Checkpoint, CheckpointError, Invalid, key_id, newest_valid
from .reports import DayBounds, day_bounds


@dataclass(frozen=True)
class RegisterLine:
    table_id: str
    store_id: str
    session: Optional[int]
    hands: int
    misdeals: int
    voids: int
    pots: int
    rake: int
    time: int
    first_utc_us: Optional[int]
    last_utc_us: Optional[int]
    last_seq: int


@dataclass(frozen=True)
class Closing:
    """One table store's day closed by a checkpoint (``checkpoint`` None: not closed)."""

    table_id: str
    store_id: str
    checkpoint: Optional[Checkpoint]
    public_key: Optional[bytes]
    central_hash: Optional[bytes]
    invalid: tuple[Invalid, ...] = ()           # the day's checkpoints that do not verify: alarms, never used
    candidates: tuple[tuple[Candidate, Optional[bytes]], ...] = ()   # every one that could close the day, in
                                                                     # order, with the central hash at its seq


@dataclass(frozen=True)
class Register:
    day: date
    day_end_utc_us: int
    lines: tuple[RegisterLine, ...]
    closings: tuple[Closing, ...]
    verified_with: Optional[str] = None        # the key id every signature was checked with
    bounds: Optional[DayBounds] = None         # the club day's first and last minute, its zone (printed with the rule)

    @property
    def closed(self) -> bool:
        return all(c.checkpoint is not None for c in self.closings)

    @property
    def rake(self) -> int:
        return sum(line.rake for line in self.lines)

    @property
    def time(self) -> int:
        return sum(line.time for line in self.lines)

    @property
    def hands(self) -> int:
        return sum(line.hands for line in self.lines)


def read_register(conn, day: date) -> Register:
    """The day's rows, and per store its closing: the first checkpoint after the day's end covering its last row
    that verifies with the key registered for it (``check_register`` checks again with the floor's key)."""
    rows = conn.execute("SELECT * FROM central.daily_register(%s)", (day,)).fetchall()
    lines, stores, end = [], {}, None
    if not rows:
        end = conn.execute("SELECT end_utc_us FROM central.club_day_bounds(%s)", (day,)).fetchone()[0]
    for row in rows:
        (table_id, store_id, session, hands, misdeals, voids, pots, rake, time, first, last, last_seq, end,
         *_closing) = row
        lines.append(RegisterLine(table_id, store_id, session, hands, misdeals, voids, pots, rake, time, first, last,
                                  last_seq))
        known = stores.get(store_id)
        stores[store_id] = (table_id, max(last_seq, known[1]) if known else last_seq)
    closings = []
    for store_id, (table_id, last_seq) in stores.items():
        candidates = tuple(
            (Candidate(r[0], Checkpoint(store_id, r[1], bytes(r[2]), r[3], r[4], bytes(r[5])),
                       None if r[6] is None else bytes(r[6]), r[8]), None if r[7] is None else bytes(r[7]))
            for r in conn.execute(
                "SELECT c.id, c.seq, c.head_hash, c.signed_utc_us, c.key_id, c.signature, k.public_key, e.hash, "
                "c.recorded_by FROM central.checkpoints c JOIN central.checkpoint_keys k ON k.key_id = c.key_id "
                "LEFT JOIN central.events e ON e.store_id = c.store_id AND e.seq = c.seq "
                "WHERE c.store_id = %s AND c.seq >= %s AND c.signed_utc_us >= %s ORDER BY c.seq, c.id",
                (store_id, last_seq, end)))
        closings.append(_closing_of(table_id, store_id, candidates, None))
    return Register(day, end, tuple(lines), tuple(closings), bounds=day_bounds(conn, day))


def _closing_of(table_id: str, store_id: str, candidates, public: Optional[bytes]) -> Closing:
    """The first candidate that verifies (with ``public``, else its registered key) closes the day; every
    other that does not is listed."""
    chosen, invalid = None, []
    for candidate, central_hash in candidates:
        one, bad = newest_valid([candidate], public)
        if one is None:
            invalid.extend(bad)
        elif chosen is None:
            chosen = (candidate, central_hash)
    if chosen is None:
        return Closing(table_id, store_id, None, None, None, tuple(invalid), tuple(candidates))
    candidate, central_hash = chosen
    return Closing(table_id, store_id, candidate.checkpoint, public or candidate.public_key, central_hash,
                   tuple(invalid), tuple(candidates))


def check_register(register: Register, public: bytes) -> Register:
    """Each store's day closed by the first checkpoint that ``public`` signed (not dated ahead of the clock),
    holding the central record's hash at its seq; the others listed as alarms. CheckpointError (said in words)
    for a good signature over another hash than the central record's: the record was changed after it was
    signed. Returns the register marked as checked."""
    closings = tuple(_closing_of(c.table_id, c.store_id, c.candidates, public) for c in register.closings)
    for closing in closings:
        cp = closing.checkpoint
        if cp is None:
            continue
        if closing.central_hash != cp.head_hash:
            raise CheckpointError("checkpoint-mismatch", f"table {closing.table_id}: the checkpoint signed hash "
                                  f"{cp.head_hash.hex()} at event {cp.seq}, the central record holds "
                                  f"{(closing.central_hash or b'').hex()}")
    return Register(register.day, register.day_end_utc_us, register.lines, closings, key_id(public),
                    register.bounds)


# ------------------------------------------------------------------ CSV, text, HTML

CSV_COLUMNS = ("day", "table", "store_id", "session", "hands", "misdeals", "voids", "pots", "rake", "time_collected",
               "checkpoint_seq", "checkpoint_head_hash", "checkpoint_key_id", "checkpoint_signed_utc_us",
               "checkpoint_signature")


def _closing(register: Register, store_id: str) -> Optional[Checkpoint]:
    return next((c.checkpoint for c in register.closings if c.store_id == store_id), None)


def _cell(value: object) -> object:
    if isinstance(value, str) and value.startswith(("=", "+", "-", "@", "\t", "\r")):
        return "'" + value
    return value


def register_csv(register: Register) -> str:
    """One row per table and session, each with the checkpoint that closes its store's day (in full)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for line in register.lines:
        cp = _closing(register, line.store_id)
        writer.writerow(map(_cell, (register.day.isoformat(), line.table_id, line.store_id,
                                    "" if line.session is None else line.session, line.hands, line.misdeals,
                                    line.voids, line.pots, line.rake, line.time,
                                    "" if cp is None else cp.seq, "" if cp is None else cp.head_hash.hex(),
                                    "" if cp is None else cp.key_id, "" if cp is None else cp.signed_utc_us,
                                    "NOT CLOSED" if cp is None else cp.signature.hex())))
    writer.writerow((register.day.isoformat(), "total", "", "", register.hands,
                     sum(x.misdeals for x in register.lines), sum(x.voids for x in register.lines),
                     sum(x.pots for x in register.lines), register.rake, register.time, "", "", "", "", ""))
    return buffer.getvalue()


def _chips(value: int, language: str) -> str:
    text = f"{value:,}"
    return text.replace(",", "\u202f") if language in ("fr", "ru") else text


def _closing_words(closing: Closing):
    cp = closing.checkpoint
    if cp is None:
        return register_open(closing.table_id, closing.store_id)
    return register_closed(closing.table_id, closing.store_id, cp.seq, cp.key_id, cp.head_hash.hex(),
                           cp.signature.hex())


def _rule(bounds: DayBounds):
    return day_rule(bounds.start, bounds.end, bounds.time_zone)


def _invalid_words(register: Register) -> list:
    """Every checkpoint of the day that does not verify, in full: an alarm for the floor, never used."""
    return [register_invalid_checkpoint(c.table_id, c.store_id, bad.id, bad.checkpoint.seq,
                                        bad.recorded_by or "?", bad.checkpoint.signature.hex(), bad.why)
            for c in register.closings for bad in c.invalid]


def register_text(register: Register, language: str = "fr") -> str:
    heads = [speak(column_words(n), language) for n in ("table", "session_number", "hands", "rake", "time")]
    out = [speak(register_title(register.day), language)]
    if register.bounds is not None:
        out.append(speak(_rule(register.bounds), language))
    out += ["", "  ".join(f"{h:>14}" for h in heads)]
    for line in register.lines:
        out.append("  ".join(f"{c:>14}" for c in (line.table_id, "" if line.session is None else str(line.session),
                                                   _chips(line.hands, language), _chips(line.rake, language),
                                                   _chips(line.time, language))))
    out.append("  ".join(f"{c:>14}" for c in (speak(register_totals(), language), "", _chips(register.hands, language),
                                               _chips(register.rake, language), _chips(register.time, language))))
    out.append("")
    out += [speak(_closing_words(c), language) for c in register.closings]
    out += [speak(w, language) for w in _invalid_words(register)]
    if register.verified_with:
        out.append(speak(register_verified(register.verified_with), language))
    return "\n".join(out) + "\n"


def register_html(register: Register, language: str = "fr") -> str:
    title = speak(register_title(register.day), language)
    heads = [speak(column_words(n), language) for n in ("table", "session_number", "hands", "misdeals", "voids",
                                                        "rake", "time")]
    out = [f"<html><head><meta charset='utf-8'><title>{html.escape(title)}</title></head><body>",
           f"<h2>{html.escape(title)}</h2>"]
    if register.bounds is not None:
        out.append(f"<p>{html.escape(speak(_rule(register.bounds), language))}</p>")
    out += ["<table border='1' cellspacing='0' cellpadding='4'>",
            "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"]
    for line in register.lines:
        cells = (line.table_id, "" if line.session is None else str(line.session), _chips(line.hands, language),
                 str(line.misdeals), str(line.voids), _chips(line.rake, language), _chips(line.time, language))
        out.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
    out.append(f"<tr><th colspan='2'>{html.escape(speak(register_totals(), language))}</th>"
               f"<th>{_chips(register.hands, language)}</th><th></th><th></th>"
               f"<th>{_chips(register.rake, language)}</th><th>{_chips(register.time, language)}</th></tr>")
    out.append("</table>")
    # The signatures in full, in a small monospace: a shortened one proves nothing.
    out += [f"<p style='font-family: monospace; font-size: 7pt'>{html.escape(speak(_closing_words(c), language))}</p>"
            for c in register.closings]
    out += [f"<p style='font-family: monospace; font-size: 7pt; color: #b00000'>{html.escape(speak(w, language))}</p>"
            for w in _invalid_words(register)]
    if register.verified_with:
        out.append(f"<p>{html.escape(speak(register_verified(register.verified_with), language))}</p>")
    out.append("</body></html>")
    return "\n".join(out)

