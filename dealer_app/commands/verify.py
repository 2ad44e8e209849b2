"""``dealer-app verify DB`` (ARCHITECTURE.md 4.3): check the whole hand store; exit 0 only when intact.

Every event's hash against its contents and the event before it, the
sequence numbers without a gap, the chain head, the append-only guards, the
search indexes against the record, and SQLite's own page check; then every
finished hand replayed through the engine, its recorded pots, rake, payouts
and stacks against the rules' (a difference is ``result-mismatch``: a payout
rewritten with every later hash recomputed leaves the chain whole, not the
result). On a terminal a progress bar on the standard error; plain lines
every few seconds when it is a file or a pipe. Reports the first broken
event (number, hand, what is wrong) and the others found. The file is
opened read-only: nothing in it changes. Exit 1 for a damaged or altered
store, 2 when there is no store to check, 3 when another program holds it
(SQLite's lock: a backup, a copy, a database browser) longer than ``--wait``
seconds: it is said to be in use, never damaged, and was not checked.

With a keeper (``--keeper``, or the installed one's socket): every event's
MAC, the keeper's head for this store and the hand numbers it gave; the
key's fingerprint is printed. A store no keeper MACed is said to be "not
keyed" in so many words. ``--heads-file``: the last head the console wrote
down for this store at a session's close is checked as ``--expect-head``.

With a signed checkpoint (``--checkpoint FILE`` or ``--central URL``, and
``--public-key PUB``; dealer_app/central/checkpoint.py): the checkpoint must
be signed by that key (else exit 2, nothing is taken from it), be this
store's, and the store must hold the signed event with the signed hash: a
store that ends before it (a cut tail, an older copy put back) is
``checkpoint-ahead``, another hash there (a chain recomputed after an edit)
``checkpoint-mismatch`` (exit 1). A checkpoint dated ahead of this
machine's clock (beyond five minutes) is refused as a bad signature is. With
``--central`` the newest checkpoint of the store that verifies is used; the
newer ones that do not (a forged signature recorded centrally, a date in the
future) are each said as an ALARM and listed in the JSON's
``checkpoint.invalid``: they never take the good one's place nor stop the check.
"""
from __future__ import annotations

import json
import sys
import time
from typing import Callable, Optional, TextIO

from dealer_app.commands.progress_bar import ProgressBar
from dealer_app.store import StoreInUse
from dealer_app.store.verify import Report, store_id_of, verify_store

EXIT_INTACT, EXIT_DAMAGED, EXIT_NO_STORE, EXIT_IN_USE = 0, 1, 2, 3
RETRY_S = 1.0          # between two tries while another program holds the store


def parse_head(text: str) -> tuple[int, bytes]:
    """``SEQ:HASH``, the chain head written down earlier (a shift report, another machine).

    ValueError(reason) unless SEQ is an event number SQLite can hold and HASH is the whole
    SHA-256 (64 hex digits): a shortened hash proves nothing against a careful forger."""
    seq_text, colon, digest = text.strip().partition(":")
    if not colon or not seq_text.isdigit() or len(seq_text) > 19 or int(seq_text) > 2 ** 63 - 1:
        raise ValueError("SEQ must be an event number (as verify prints it)")
    if len(digest) != 64:
        raise ValueError(f"HASH must be the whole hash, 64 hex digits, not {len(digest)}")
    return int(seq_text), bytes.fromhex(digest)


def run(db: str, as_json: bool = False, expect_head: Optional[str] = None, out: Optional[TextIO] = None,
        keeper: Optional[str] = None, heads_file: Optional[str] = None, err: Optional[TextIO] = None,
        replay: bool = True, checkpoint: Optional[str] = None, central: Optional[str] = None,
        public_key: Optional[str] = None, wait: float = 60.0,
        clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] = time.sleep) -> int:
    out = out or sys.stdout
    signed, invalid = None, ()
    if checkpoint or central or public_key:
        signed = _signed_checkpoint(db, checkpoint, central, public_key)
        if isinstance(signed, int):
            return signed
        signed, invalid = signed
    head = None
    if expect_head:
        try:
            head = parse_head(expect_head)
        except ValueError as exc:
            shown = expect_head if len(expect_head) <= 90 else expect_head[:90] + "…"
            print(f"error: --expect-head takes SEQ:HASH (as verify prints it), not {shown!r}: {exc}",
                  file=sys.stderr)
            return EXIT_NO_STORE
    from dealer_app.keeper.client import KeeperError, connect, last_head_in
    try:
        client = connect(keeper)
    except KeeperError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return EXIT_NO_STORE
    written = None
    if head is None and heads_file:
        store_id = store_id_of(db)
        head = last_head_in(heads_file, store_id) if store_id else None
        written = head and (heads_file, head)
    told = err if err is not None else sys.stderr
    bar = ProgressBar("verify", told)
    try:
        report = _when_free(lambda: verify_store(db, expect_head=head, keeper=client, replay=replay, progress=bar,
                                                 busy_timeout=RETRY_S), wait, told, clock, sleep)
    except StoreInUse as exc:
        if as_json:
            json.dump({"error": {"code": exc.code, "in_use_by": exc.by, "message": exc.message}}, out, indent=2)
            out.write("\n")
        else:
            out.write(f"IN USE: {exc.message}. Not checked: run verify again once it is free.\n")
        return EXIT_IN_USE
    finally:
        bar.close()
        if client is not None:
            client.close()
    checked = None
    if signed is not None:
        report, checked = _against_checkpoint(db, report, signed)
        checked["invalid"] = [{"id": i.id, "seq": i.checkpoint.seq, "signed_utc_us": i.checkpoint.signed_utc_us,
                               "key_id": i.checkpoint.key_id, "code": i.code, "message": i.why,
                               "recorded_by": i.recorded_by} for i in invalid]
    if as_json:
        json.dump({**_document(report), **_keyed_document(report, written),
                   **({"checkpoint": checked} if signed is not None else {})}, out, indent=2)
        out.write("\n")
    else:
        text = _text(report)
        head_line = f"chain head: {report.head_seq}:{report.head_hash.hex()}\n"
        if head_line in text:
            text = text.replace(head_line, head_line + _keyed_text(report, written), 1)
        if checked is not None:
            text += (f"signed checkpoint: event {checked['seq']}:{checked['head_hash']} signed by key "
                     f"{checked['key_id']} — {checked['finding']}\n")
            for bad in invalid:
                text += (f"ALARM: the central record holds checkpoint {bad.id} (event {bad.checkpoint.seq}, recorded "
                         f"by {bad.recorded_by or 'an unknown login'}) that does not verify: {bad.why} [{bad.code}]; "
                         "the newest good one was used\n")
        out.write(text)
    if report.intact:
        return EXIT_INTACT
    return EXIT_NO_STORE if report.first_problem.code == "no-store" else EXIT_DAMAGED


def _when_free(check: Callable[[], Report], wait: float, told: TextIO, clock: Callable[[], float],
               sleep: Callable[[float], None]) -> Report:
    """The check, tried again while another program holds the store, for ``wait`` seconds at
    most: said once on ``told`` (in use, waiting), never taken for damage."""
    deadline = clock() + max(0.0, wait)
    said = False
    while True:
        try:
            return check()
        except StoreInUse as exc:
            if exc.by != "program" or clock() >= deadline:
                raise
            if not said:
                print(f"{exc.message}; waiting up to {wait:g} s for it to be free", file=told, flush=True)
                said = True
            sleep(RETRY_S)


def _document(r: Report) -> dict:
    return {"intact": r.intact, "path": r.path, "schema": r.schema, "events": r.events,
            "first_seq": r.first_seq, "last_seq": r.last_seq, "hands": r.hands,
            "head": {"seq": r.head_seq, "hash": r.head_hash.hex()} if r.head_seq is not None else None,
            "seconds": round(r.seconds, 3), "hands_replayed": r.replayed,
            "problems": [{"code": p.code, "seq": p.seq, "hand": p.hand, "message": p.message} for p in r.problems],
            "warnings": [{"code": w.code, "seq": w.seq, "hand": w.hand, "message": w.message} for w in r.warnings]}


def _text(r: Report) -> str:
    lines = [f"store: {r.path}" + (f" (schema {r.schema})" if r.schema is not None else "")]
    if r.head_seq is not None:
        span = f"events {r.first_seq} to {r.last_seq}" if r.first_seq is not None else "no events"
        rate = f", {r.events / r.seconds:,.0f} events/s" if r.seconds > 0 and r.events else ""
        lines.append(f"checked: {r.events:,} events ({span}), {r.hands:,} hands, in {r.seconds:.2f} s{rate}")
        if r.replayed is not None:
            lines.append(f"replayed: {r.replayed:,} finished hands through the rules, each result compared with "
                         "the recorded one")
        lines.append(f"chain head: {r.head_seq}:{r.head_hash.hex()}")
    if r.intact:
        lines.append("INTACT: every event matches its hash and follows the one before it, numbered without a gap "
                     "up to the chain head; the append-only guards and the indexes agree with the record."
                     + (" Every recorded result is the rules' result." if r.replayed is not None else ""))
    else:
        first = r.first_problem
        where = f"event {first.seq}" if first.seq is not None else "the store"
        if first.hand is not None:
            where += f" (hand {first.hand})"
        lines.append(f"BROKEN at {where}: {first.message} [{first.code}]")
        for p in r.problems[1:]:
            lines.append(f"  also: {p.message} [{p.code}]")
        lines.append("The file was only read: it is exactly as it was found.")
    for w in r.warnings:
        lines.append(f"NOTE: {w.message} [{w.code}]")
    return "\n".join(lines) + "\n"


def _keyed_document(r: Report, written) -> dict:
    return {"store_id": r.store_id,
            "keyed": ({"fingerprint": r.keyed, "since_seq": r.keyed_since, "keeper_head": r.keeper_head}
                      if r.keyed and r.keyed != "unchecked" else ("unchecked" if r.keyed else None)),
            "head_written_down": ({"file": written[0], "head": f"{written[1][0]}:{written[1][1].hex()}"}
                                  if written else None)}


def _keyed_text(r: Report, written) -> str:
    """What the MACs say, after the chain head: the key checked with, or "not keyed" in so many words."""
    lines = []
    if r.store_id:
        lines.append(f"store id: {r.store_id}")
    if r.keyed == "unchecked":
        lines.append("keyed, NOT CHECKED: no keeper to check the MACs with (--keeper SOCKET); until checked "
                     "they prove nothing")
    elif r.keyed:
        since = f", keyed since event {r.keyed_since}" if r.keyed_since and r.keyed_since > 1 else ""
        lines.append(f"keyed: checked with keeper key {r.keyed} (it MACed up to event {r.keeper_head}{since})")
    elif r.first_problem is not None and r.first_problem.code == "no-identity":
        lines.append("NO IDENTITY: this store has no store id, so no keeper vouches for it (said below)")
    else:
        lines.append("not keyed: a copy could be rewritten without trace (no keeper MACed its events); compare "
                     "its head with one written down elsewhere (--expect-head, --heads-file)")
    if written:
        lines.append(f"head written down in {written[0]}: {written[1][0]}:{written[1][1].hex()} (checked)")
    return "".join(line + "\n" for line in lines)


def _signed_checkpoint(db: str, path: Optional[str], central: Optional[str], public_key: Optional[str]):
    """The checkpoint to check against, its signature and date checked with the floor's key, and the newer
    central ones that do not verify; an exit code on refusal."""
    from dealer_app.central.checkpoint import CheckpointError, check_checkpoint, fetch_latest, load_public, read
    if not public_key or bool(path) == bool(central):
        print("error: a signed checkpoint is checked with --public-key PUB and one of --checkpoint FILE or "
              "--central URL", file=sys.stderr)
        return EXIT_NO_STORE
    invalid = ()
    try:
        public = load_public(public_key)
        if path:
            cp = read(path)
        else:
            store_id = store_id_of(db)
            if store_id is None:
                print(f"error: {db} has no store id: the central record cannot name its checkpoint", file=sys.stderr)
                return EXIT_NO_STORE
            cp, invalid = fetch_latest(central, store_id, public)
            if cp is None:
                said = "".join(f"\n  checkpoint {i.id} (event {i.checkpoint.seq}): {i.why}" for i in invalid)
                print(f"error: the central record holds no checkpoint for store {store_id} that verifies with key "
                      f"{_key_id(public)}" + (f"; {len(invalid)} that do not:{said}" if invalid else ""),
                      file=sys.stderr)
                return EXIT_NO_STORE
        check_checkpoint(cp, public)
    except CheckpointError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return EXIT_NO_STORE
    return cp, invalid


def _key_id(public: bytes) -> str:
    from dealer_app.central.checkpoint import key_id
    return key_id(public)


def _against_checkpoint(db: str, report: Report, cp):
    """The store against the signed event: a finding that is not ok is a problem of the report."""
    import dataclasses
    from dealer_app.central.checkpoint import check_store
    from dealer_app.store.verify import Problem
    if report.head_seq is None:              # no store to look into: verify's own problem says so
        finding_code, message, seq = "unchecked", "the store could not be read", None
    else:
        finding = check_store(db, cp)
        finding_code, message, seq = finding.code, finding.message, finding.seq
        if not finding.ok:
            report = dataclasses.replace(report, problems=report.problems + (Problem(finding.code, message, seq),))
    return report, {"store_id": cp.store_id, "seq": cp.seq, "head_hash": cp.head_hash.hex(),
                    "signed_utc_us": cp.signed_utc_us, "key_id": cp.key_id, "finding": finding_code,
                    "message": message}
