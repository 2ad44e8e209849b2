"""The French daily register: rake and time collected per table and session for one club day, closed and
signed by each table's checkpoint of the day, with every alarm of the day and what the central record refused.

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

Every alarm of the day's table stores (dealer_app/central/alarms.py: a fork,
a gap, an altered event, a restored copy, two consoles, a clock set back) is
listed with its state, and what the record refused (the hands and rake dealt
on a restored copy) with its numbers. A store with an alarm still open is
"NOT CLOSED" whatever its checkpoint, and the register never says "every
signature checked" over an open alarm: a supervisor acknowledges it first,
with a reason (``dealer-app central alarm ack``, or the floor station's key).
"""
from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass, replace
from datetime import date
from typing import Optional

from ui.views.words import say
from dealer_app.words.alarms import kind_words, state_words
from dealer_app.words.book import speak
from dealer_app.words.central_reports import (column_words, day_rule, register_alarm_line, register_alarms_open,
                                              register_closed, register_invalid_checkpoint, register_no_alarm,
                                              register_open, register_refused, register_title, register_totals,
                                              register_unverified_alarms, register_verified,
                                              register_money_mismatch, register_chain_break, register_money_open,
                                              register_signed_figures, register_unverified_money,
                                              register_log_broken, register_log_changed, register_log_name)

from dealer_app.words.jackpot_room import table_jackpot_words

from .alarms import Alarm, RefusedMoney, read_alarms, refused_money
from .jackpot_register import read_jackpot_register, table_jackpot_totals
from .checkpoint import Candidate, Checkpoint, CheckpointError, Invalid, key_id, newest_valid
from .ledger import ChainBreak, Mismatch, Totals, mismatches, read_store
from .log_chain import LogFinding, check_logs
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
    alarms: tuple[Alarm, ...] = ()             # every alarm of the day's stores, open and acknowledged
    refused: tuple[RefusedMoney, ...] = ()     # what the central record refused, per store
    time_zone: str = "UTC"                     # the club's, for the alarms' times
    mismatches: tuple[Mismatch, ...] = ()      # derived figures the signed events' bodies do not give (ledger.py)
    breaks: tuple[ChainBreak, ...] = ()        # events whose body does not give the hash held for it
    log_findings: tuple[LogFinding, ...] = ()  # the supervisors' log or the floor's acts changed (log_chain.py)
    jackpots: tuple[tuple[str, int, int], ...] = ()   # (table, added to the meter, paid): jackpot_register.py

    @property
    def open_alarms(self) -> tuple[Alarm, ...]:
        return tuple(a for a in self.alarms if a.open)

    def open_alarms_of(self, store_id: str) -> tuple[Alarm, ...]:
        return tuple(a for a in self.alarms if a.open and a.store_id == store_id)

    @property
    def closed(self) -> bool:
        """Every store's day closed by a checkpoint, and no alarm open (only a supervisor closes one)."""
        return (all(c.checkpoint is not None for c in self.closings) and not self.open_alarms
                and not self.mismatches and not self.breaks and not self.log_findings)

    def money_alarms_of(self, store_id: str) -> int:
        return (sum(m.store_id == store_id for m in self.mismatches)
                + sum(b.store_id == store_id for b in self.breaks))

    @property
    def rake(self) -> int:
        return sum(line.rake for line in self.lines)

    @property
    def time(self) -> int:
        return sum(line.time for line in self.lines)

    @property
    def hands(self) -> int:
        return sum(line.hands for line in self.lines)


def read_register(conn, day: date, public: Optional[bytes] = None) -> Register:
    """The day's rows, and per store its closing: the first checkpoint after the day's end covering its last row
    that verifies with the key registered for it (``check_register`` checks again with the floor's key). The
    money is the signed events' (ledger.py); the logs' chains are checked, and their signed heads with ``public``
    (the floor's key) when given."""
    rows = conn.execute("SELECT * FROM central.daily_register(%s)", (day,)).fetchall()
    lines, stores, end = [], {}, None
    if not rows:
        end = conn.execute("SELECT end_utc_us FROM central.club_day_bounds(%s)", (day,)).fetchone()[0]
    for row in rows:
        (table_id, store_id, session, hands, misdeals, voids, pots, rake, time, first, last, last_seq, end,
         *_closing) = row
        lines.append(RegisterLine(table_id, store_id, session, hands, misdeals, voids, pots, rake, time, first, last,
                                  last_seq))
        stores.setdefault(store_id, table_id)
    start = conn.execute("SELECT start_utc_us FROM central.club_day_bounds(%s)", (day,)).fetchone()[0]
    lines, found, breaks, stores = _against_events(conn, lines, stores, start, end)
    closings = []
    start = conn.execute("SELECT start_utc_us FROM central.club_day_bounds(%s)", (day,)).fetchone()[0]
    for store_id, (table_id, last_seq) in stores.items():
        candidates = tuple(
            (Candidate(r[0], Checkpoint(store_id, r[1], bytes(r[2]), r[3], r[4], bytes(r[5])),
                       None if r[6] is None else bytes(r[6]), r[8]), None if r[7] is None else bytes(r[7]))
            for r in conn.execute(
                "SELECT c.id, c.seq, c.head_hash, c.signed_utc_us, c.key_id, c.signature, k.public_key, e.hash, "
                "c.recorded_by FROM central.checkpoints c JOIN central.checkpoint_keys k ON k.key_id = c.key_id "
                "LEFT JOIN central.events e ON e.store_id = c.store_id AND e.seq = c.seq "
                "WHERE c.store_id = %s AND c.seq >= %s AND c.signed_utc_us >= %s "
                # Nor before every hand dealt in the day has ended (migrations/0007_club_day.sql): a hand dealt at
                # 05:58 still in play at 06:00 is the day's, its rake would come after the register was signed.
                "AND NOT EXISTS (SELECT 1 FROM central.hand_starts h LEFT JOIN central.hand_ends x "
                "USING (store_id, number) WHERE h.store_id = c.store_id AND h.start_utc_us >= %s "
                "AND h.start_utc_us < %s AND (x.end_seq IS NULL OR x.end_seq > c.seq)) ORDER BY c.seq, c.id",
                (store_id, last_seq, end, start, end)))
        closings.append(_closing_of(table_id, store_id, candidates, None))
    known_stores = set(stores)
    of_day = _alarms_of_day(conn, day, known_stores)
    alarms = tuple(a for a in read_alarms(conn) if a.alarm_id in of_day)
    known_stores |= {a.store_id for a in alarms}
    refused = tuple(m for sid, m in sorted(refused_money(conn, known_stores).items()))
    zone = conn.execute("SELECT value->>'time_zone' FROM central.house_settings WHERE key = 'day'").fetchone()
    jackpots = tuple((table, added, paid) for table, (added, paid) in
                     sorted(table_jackpot_totals(read_jackpot_register(conn, day)).items()))
    return Register(day, end, tuple(lines), tuple(closings), bounds=day_bounds(conn, day), alarms=alarms,
                    refused=refused, time_zone=(zone[0] if zone else None) or "UTC", mismatches=tuple(found),
                    breaks=tuple(breaks), log_findings=check_logs(conn, public), jackpots=jackpots)


def _against_events(conn, lines: list, stores: dict, start: int, end: int):
    """Each store's day added up again from its events' bodies (ledger.py): the lines printed carry the signed
    events' figures, every derived figure that differs is a Mismatch. Returns (lines, mismatches, chain breaks,
    {store: (table, last seq)}). A store whose derived rows were all deleted is found through its events' table."""
    for store_id, table_id in conn.execute(
            "SELECT DISTINCT e.store_id, s.table_id FROM central.events e JOIN central.stores s USING (store_id) "
            "WHERE e.kind IN ('hand-started', 'session-entry') AND e.utc_us >= %s AND e.utc_us < %s",
            (start, end)).fetchall():
        stores.setdefault(store_id, table_id or "?")
    out, found, breaks, last = [], [], [], {}
    for store_id, table_id in sorted(stores.items(), key=lambda kv: (kv[1] or "", kv[0])):
        with conn.transaction():                   # the bodies are streamed through a server-side cursor
            signed = read_store(conn, store_id, table_id, start, end)
        breaks += signed.breaks
        derived = {(x.table_id, x.session): x for x in lines if x.store_id == store_id}
        for key in sorted(set(derived) | set(signed.totals), key=lambda k: (k[0] or "", k[1] or 0)):
            d, s = derived.get(key), signed.totals.get(key, Totals())
            d_totals = None if d is None else Totals(d.hands, d.misdeals, d.voids, d.pots, d.rake, d.time)
            found += mismatches(key[0] or table_id, store_id, key[1], d_totals, s)
            if d is None and not s.last_seq:
                continue
            seq = max(d.last_seq if d else 0, s.last_seq)
            out.append(RegisterLine(key[0] or table_id, store_id, key[1], s.hands, s.misdeals, s.voids, s.pots,
                                    s.rake, s.time, s.first_utc_us if s.last_seq else d.first_utc_us,
                                    s.last_utc_us if s.last_seq else d.last_utc_us, seq))
            last[store_id] = (table_id, max(seq, last.get(store_id, (None, 0))[1]))
    out.sort(key=lambda x: (x.table_id, x.store_id, x.session is None, x.session or 0))
    return out, found, breaks, last


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


def _alarms_of_day(conn, day: date, stores: set) -> set:
    """The ids of the day's alarms: every one that came during the club day (the server's clock), or while one
    of the day's stores was dealing it (from the receipt of its first event of the day to that of its first
    event of a later day: a register printed later still lists them), and any still open on a day's store."""
    rows = conn.execute("""
        WITH b AS (SELECT to_timestamp(start_utc_us / 1e6) AS lo, to_timestamp(end_utc_us / 1e6) AS hi,
                          start_utc_us, end_utc_us FROM central.club_day_bounds(%(day)s)),
        dealt AS (SELECT s.store_id,
                         (SELECT min(e.received_at) FROM central.events e WHERE e.store_id = s.store_id
                              AND e.utc_us >= b.start_utc_us AND e.utc_us < b.end_utc_us) AS since,
                         (SELECT min(e.received_at) FROM central.events e WHERE e.store_id = s.store_id
                              AND e.utc_us >= b.end_utc_us) AS until
                  FROM unnest(%(stores)s::text[]) AS s(store_id), b)
        SELECT l.alarm_id FROM central.alarm_list l, b
        WHERE (l.first_at < b.hi AND l.last_at >= b.lo)
           OR EXISTS (SELECT 1 FROM dealt d WHERE d.store_id = l.store_id AND d.since IS NOT NULL
                      AND l.last_at >= d.since AND (d.until IS NULL OR l.first_at < d.until))
           OR (NOT l.acknowledged AND l.store_id = ANY(%(stores)s::text[]))""",
                        {"day": day, "stores": sorted(stores)}).fetchall()
    return {r[0] for r in rows}


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
            raise CheckpointError("checkpoint-mismatch", say(
                "CentralReport", "table {table}: the checkpoint signed hash {signed} at event {seq}, the central "
                                 "record holds {held}").format(table=closing.table_id, signed=cp.head_hash.hex(),
                                                               seq=str(cp.seq), held=(closing.central_hash or b"").hex()))
    return replace(register, closings=closings, verified_with=key_id(public))


# ------------------------------------------------------------------ CSV, text, HTML

CSV_COLUMNS = ("day", "table", "store_id", "session", "hands", "misdeals", "voids", "pots", "rake", "time_collected",
               "checkpoint_seq", "checkpoint_head_hash", "checkpoint_key_id", "checkpoint_signed_utc_us",
               "checkpoint_signature", "alarms_open", "alarms_acknowledged", "refused_hands", "refused_rake")
# After the totals, on a day the jackpot moved: one row per table ("jackpot" in the table column's place).
JACKPOT_CSV_COLUMNS = ("day", "jackpot", "table", "jackpot_added", "jackpot_paid")
# After them, the money alarms: "mismatch" (a derived figure against the signed events') or "chain-break".
MISMATCH_CSV_COLUMNS = ("day", "money_alarm", "table", "store_id", "session", "figure", "derived", "signed_events",
                        "seq", "hash_held", "hash_of_body")
# The alarms of the day, one row each after the table rows (CSV: "alarm" in the table column's place).
ALARM_CSV_COLUMNS = ("day", "alarm", "alarm_id", "table", "store_id", "session", "kind", "first_at", "last_at",
                     "occurrences", "cleared", "acknowledged", "acknowledged_by", "acknowledged_at", "reason")


def _closing(register: Register, store_id: str) -> Optional[Checkpoint]:
    return next((c.checkpoint for c in register.closings if c.store_id == store_id), None)


def _cell(value: object) -> object:
    if isinstance(value, str) and value.startswith(("=", "+", "-", "@", "\t", "\r")):
        return "'" + value
    return value


def _refused_of(register: Register, store_id: str) -> Optional[RefusedMoney]:
    return next((m for m in register.refused if m.store_id == store_id), None)


def register_csv(register: Register) -> str:
    """One row per table and session, each with the checkpoint that closes its store's day (in full) and, on the
    store's first row, its alarms and what the record refused; then the totals; then one row per alarm."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    seen: set[str] = set()
    for line in register.lines:
        cp = _closing(register, line.store_id)
        first = line.store_id not in seen
        seen.add(line.store_id)
        refused = _refused_of(register, line.store_id)
        store_alarms = [a for a in register.alarms if a.store_id == line.store_id]
        writer.writerow(map(_cell, (register.day.isoformat(), line.table_id, line.store_id,
                                    "" if line.session is None else line.session, line.hands, line.misdeals,
                                    line.voids, line.pots, line.rake, line.time,
                                    "" if cp is None else cp.seq, "" if cp is None else cp.head_hash.hex(),
                                    "" if cp is None else cp.key_id, "" if cp is None else cp.signed_utc_us,
                                    "NOT CLOSED" if cp is None else cp.signature.hex(),
                                    sum(a.open for a in store_alarms) if first else "",
                                    sum(a.acknowledged for a in store_alarms) if first else "",
                                    (refused.hands if refused else 0) if first else "",
                                    (refused.rake if refused else 0) if first else "")))
    writer.writerow((register.day.isoformat(), "total", "", "", register.hands,
                     sum(x.misdeals for x in register.lines), sum(x.voids for x in register.lines),
                     sum(x.pots for x in register.lines), register.rake, register.time, "", "", "", "", "",
                     len(register.open_alarms), len(register.alarms) - len(register.open_alarms),
                     sum(m.hands for m in register.refused), sum(m.rake for m in register.refused)))
    if register.jackpots:
        # The bad beat jackpot per table (its own register: dealer-app central jackpot-register).
        writer.writerow(JACKPOT_CSV_COLUMNS)
        for table, added, paid in register.jackpots:
            writer.writerow(map(_cell, (register.day.isoformat(), "jackpot", table, added, paid)))
    if register.alarms:
        writer.writerow(ALARM_CSV_COLUMNS)
        for a in register.alarms:
            writer.writerow(map(_cell, (register.day.isoformat(), "alarm", a.alarm_id, a.table_id or "", a.store_id,
                                        "" if a.session is None else a.session, a.kind, a.first_at.isoformat(),
                                        a.last_at.isoformat(), a.occurrences, int(a.cleared), int(a.acknowledged),
                                        a.ack_supervisor or "", a.ack_at.isoformat() if a.ack_at else "",
                                        a.ack_reason or "")))
    if register.mismatches or register.breaks or register.log_findings:
        # The printed figures are the signed events'; each derived one that differs, and each broken link.
        writer.writerow(MISMATCH_CSV_COLUMNS)
        for m in register.mismatches:
            writer.writerow(map(_cell, (register.day.isoformat(), "mismatch", m.table_id, m.store_id,
                                        "" if m.session is None else m.session, m.figure, m.derived, m.signed, "",
                                        "", "")))
        for b in register.breaks:
            writer.writerow(map(_cell, (register.day.isoformat(), "chain-break", b.table_id, b.store_id, "", "", "",
                                        "", b.seq, b.held.hex(), b.computed.hex())))
    for f in register.log_findings:
        # The supervisors' log or the floor's acts: the row where it shows ("seq" is the row's id there).
        writer.writerow(map(_cell, (register.day.isoformat(), f.code, f.log, "", "", "", "", "", f.row, "", "")))
    return buffer.getvalue()


def _chips(value: int, language: str) -> str:
    text = f"{value:,}"
    return text.replace(",", "\u202f") if language in ("fr", "ru") else text


def _closing_words(register: Register, closing: Closing):
    cp = closing.checkpoint
    still_open = register.open_alarms_of(closing.store_id)
    if still_open:
        return register_alarms_open(closing.table_id, closing.store_id, len(still_open))
    if register.money_alarms_of(closing.store_id):
        return register_money_open(closing.table_id, closing.store_id, register.money_alarms_of(closing.store_id))
    if cp is None:
        return register_open(closing.table_id, closing.store_id)
    return register_closed(closing.table_id, closing.store_id, cp.seq, cp.key_id, cp.head_hash.hex(),
                           cp.signature.hex())


def _moment(register: Register, at) -> str:
    try:
        from zoneinfo import ZoneInfo
        at = at.astimezone(ZoneInfo(register.time_zone))
    except Exception:           # a zone this machine does not know: the server's UTC offset as it came
        pass
    return at.strftime("%Y-%m-%d %H:%M")


def alarm_words(register: Register, a: Alarm):
    state = state_words(a.acknowledged, a.cleared, a.ack_supervisor or "", a.ack_reason or "",
                        _moment(register, a.ack_at) if a.ack_at else "")
    return register_alarm_line(a.alarm_id, a.table_id or "?", a.store_id, a.session, kind_words(a.kind),
                               _moment(register, a.first_at), _moment(register, a.last_at), a.occurrences, a.first_seq,
                               state)


def refused_words(register: Register) -> list:
    said = []
    for m in register.refused:
        table = next((a.table_id for a in register.alarms if a.store_id == m.store_id), None) or next(
            (c.table_id for c in register.closings if c.store_id == m.store_id), "?")
        said.append(register_refused(table, m.store_id, m.hands, m.rake, m.pots, m.first_hand, m.last_hand))
    return said


def money_words(register: Register) -> list:
    """Each derived figure the signed events do not give, each event whose body does not give its hash."""
    said = [register_money_mismatch(m.table_id, m.store_id, m.session, column_words(_COLUMN[m.figure]), m.derived,
                                    m.signed) for m in register.mismatches]
    said += [register_chain_break(b.table_id, b.store_id, b.seq, b.held.hex(), b.computed.hex())
             for b in register.breaks]
    if register.mismatches:
        said.append(register_signed_figures())
    said += [log_finding_words(f) for f in register.log_findings]
    return said


def log_finding_words(finding: LogFinding):
    log = register_log_name(finding.log)
    if finding.code == "chain-broken":
        return register_log_broken(log, finding.row)
    return register_log_changed(log, finding.row)


_COLUMN = {"hands": "hands", "misdeals": "misdeals", "voids": "voids", "pots": "pots", "rake": "rake",
           "time": "time"}


def _after_totals(register: Register, money: bool = True) -> list:
    """The alarms, the money alarms, the refused, then the closings and the signatures, as Words."""
    out = [register_no_alarm()] if not register.alarms else [alarm_words(register, a) for a in register.alarms]
    if money:
        out += money_words(register)
    out += refused_words(register)
    out += [_closing_words(register, c) for c in register.closings]
    out += _invalid_words(register)
    if register.verified_with:
        if register.mismatches or register.breaks or register.log_findings:
            out.append(register_unverified_money(register.verified_with, len(register.mismatches)
                                                 + len(register.breaks) + len(register.log_findings)))
        elif register.open_alarms:
            out.append(register_unverified_alarms(register.verified_with, len(register.open_alarms)))
        else:
            out.append(register_verified(register.verified_with))
    return out


def _rule(bounds: DayBounds):
    return day_rule(bounds.start, bounds.end, bounds.time_zone)


def _invalid_words(register: Register) -> list:
    """Every checkpoint of the day that does not verify, in full: an alarm for the floor, never used."""
    return [register_invalid_checkpoint(c.table_id, c.store_id, bad.id, bad.checkpoint.seq,
                                        bad.recorded_by or "?", bad.checkpoint.signature.hex(), bad.why)
            for c in register.closings for bad in c.invalid]


def register_text(register: Register, language: str = "fr") -> str:
    heads = [speak(column_words(n), language) for n in ("table", "session_number", "hands", "misdeals", "rake", "time")]
    out = [speak(register_title(register.day), language)]
    if register.bounds is not None:
        out.append(speak(_rule(register.bounds), language))
    out += ["", "  ".join(f"{h:>14}" for h in heads)]
    for line in register.lines:
        out.append("  ".join(f"{c:>14}" for c in (line.table_id, "" if line.session is None else str(line.session),
                                                   _chips(line.hands, language), _chips(line.misdeals, language),
                                                   _chips(line.rake, language), _chips(line.time, language))))
    misdeals = sum(x.misdeals for x in register.lines)
    out.append("  ".join(f"{c:>14}" for c in (speak(register_totals(), language), "", _chips(register.hands, language),
                                               _chips(misdeals, language), _chips(register.rake, language),
                                               _chips(register.time, language))))
    out.append("")
    out += [speak(table_jackpot_words(*j), language) for j in register.jackpots]
    out += [speak(w, language) for w in _after_totals(register)]
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
               f"<th>{_chips(register.hands, language)}</th>"
               f"<th>{_chips(sum(x.misdeals for x in register.lines), language)}</th>"
               f"<th>{_chips(sum(x.voids for x in register.lines), language)}</th>"
               f"<th>{_chips(register.rake, language)}</th><th>{_chips(register.time, language)}</th></tr>")
    out.append("</table>")
    out += [f"<p>{html.escape(speak(table_jackpot_words(*j), language))}</p>" for j in register.jackpots]
    # The register's money the signed events do not bear out: in bold red, before anything else said.
    for words in money_words(register):
        out.append(f"<p style='color:#a00000; font-weight:bold'>{html.escape(speak(words, language))}</p>")
    after = _after_totals(register, money=False)
    alarms = len(register.alarms) or 1
    # An open alarm in bold red: the page is read in black and white too, so its words say OPEN as well.
    for a, words in zip(list(register.alarms) + [None] * alarms, after[:alarms]):
        style = "color:#a00000; font-weight:bold" if a is not None and a.open else ""
        out.append(f"<p style='{style}'>{html.escape(speak(words, language))}</p>")
    for words in after[alarms:len(after) - (1 if register.verified_with else 0)]:
        # The signatures in full, in a small monospace: a shortened one proves nothing.
        out.append(f"<p style='font-family: monospace; font-size: 7pt'>{html.escape(speak(words, language))}</p>")
    if register.verified_with:
        out.append(f"<p>{html.escape(speak(after[-1], language))}</p>")
    out.append("</body></html>")
    return "\n".join(out)
