"""``dealer-app export DB --hand N --format phh|text|html`` (ARCHITECTURE.md 4.3): one hand for a dispute;
``dealer-app export DB --all [--table T] --format phh|text --output FILE``: every hand, for an audit.

- ``phh``: the hand as a PHH hand history (pokerkit replays it to the same
  stacks), with the table, hand number, date and seats in PHH's own fields and
  the record's status and chain position in user fields (``_status`` ...). A
  game PHH has no code for (engine/phh/export.py) is written under
  dealer-app's own code: pokerkit refuses it, ``dealer-app replay`` reads it.
- ``text``: the readable record (hand_record.py).
- ``html``: the printable dispute report (dispute_report.py).

The text and html are in the console's language: French unless ``--lang en``
or ``--lang ru`` (word_book.py reads the console's own translations). PHH is a
machine format: its words are PHH's.

The text and html say whether the recorded result (pots, rake, payouts,
stacks) is the rules' result of the hand's inputs, replayed through the
engine (store/results.py).

Reads the store without changing it. Exit 0 with the document; 1 when the
hand's own events do not match their hashes, or its recorded result is not
the rules' (the document is still written, with the warning in it, because a
dispute needs what there is); 2 for a store
or hand that cannot be found or read. Never a traceback.

``--all`` (a year of a table: about 90,000 hands) writes every hand, oldest
first, PHH as one ``.phhs`` file (each hand a ``[N]`` table, N its number)
or the text records one after the other (a page break between two). It
shows its progress on the standard error as verify does (a bar on a
terminal, plain lines in a log), writes to FILE.part and puts it in place
only when every hand is written: stopped or failed, no half file is left.
"""
from __future__ import annotations

import io
import os
import sys
from pathlib import Path
from typing import Optional, TextIO

from dealer_app.files.small_files import open_private, write_private
from dealer_app.floor.export import hand_document, phh_text
from dealer_app.floor.hand_record import as_text, build
from dealer_app.commands.progress_bar import ProgressBar
from dealer_app.store import StoreError, open_for_reading
from dealer_app.store.progress import Cancelled, Progress, tell
from dealer_app.store.results import compare_result
from dealer_app.store.verify import check_hand_links

EXIT_OK, EXIT_DAMAGED, EXIT_BAD_INPUT = 0, 1, 2
EXIT_STOPPED = 130              # Ctrl-C, as a shell reports it
FORMATS = ("phh", "text", "html")


def run(db: str, number: int, fmt: str, output: Optional[str] = None, out: Optional[TextIO] = None,
        err: Optional[TextIO] = None, language: str = "fr") -> int:
    out, err = out or sys.stdout, err or sys.stderr
    if fmt not in FORMATS:
        print(f"error: unknown format {fmt!r}; choose {', '.join(FORMATS)}", file=err)
        return EXIT_BAD_INPUT
    try:
        with open_for_reading(db) as reader:
            stored = reader.load_hand(number)
            problems = check_hand_links(reader, number)
            differences = compare_result(stored)
            if fmt == "phh":
                document = phh_text(stored, reader.hand_jackpot(number))
            else:
                record = build(stored, reader.replay_steps(number), problems, head=reader.head_text(),
                           jackpot=reader.hand_jackpot(number))
                if fmt == "text":
                    document = as_text(record, language)
                else:
                    from dealer_app.floor.dispute_report import render
                    document = render(record, language)
    except StoreError as exc:
        print(f"error: {exc.message}", file=err)
        return EXIT_BAD_INPUT
    except Exception as exc:     # a record this console cannot replay: say so, no traceback
        print(f"error: hand {number} cannot be exported: {type(exc).__name__}: {exc}", file=err)
        return EXIT_BAD_INPUT
    if output:
        try:
            write_private(output, document)            # a hand's hole cards: the owner's only (0600)
        except OSError as exc:
            print(f"error: cannot write {output}: {exc}", file=err)
            return EXIT_BAD_INPUT
    else:
        out.write(document)
    for p in problems:
        print(f"WARNING: {p.message}", file=err)
    if differences:
        print(f"WARNING: hand {number}'s recorded result is not the rules' result: "
              + "; ".join(d.text() for d in differences) + " [result-mismatch]", file=err)
    return EXIT_DAMAGED if problems or differences else EXIT_OK


ALL_FORMATS = ("phh", "text")
MAX_WARNINGS = 20


def run_all(db: str, fmt: str, output: Optional[str], table: Optional[str] = None, err: Optional[TextIO] = None,
            language: str = "fr", progress: Optional[Progress] = None) -> int:
    """Every hand of the store (or of one table) to ``output``, oldest first."""
    err = err or sys.stderr
    if fmt not in ALL_FORMATS:
        print(f"error: --all writes {' or '.join(ALL_FORMATS)} (one file of many hands), not {fmt}", file=err)
        return EXIT_BAD_INPUT
    if not output:
        print("error: --all writes a file: give it with --output FILE", file=err)
        return EXIT_BAD_INPUT
    bar = None
    if progress is None:
        bar = progress = ProgressBar("export", err, unit="hands")
    part = Path(output + ".part")
    warned = 0
    try:
        with open_for_reading(db) as reader:
            sql = "SELECT number FROM hands" + (" WHERE table_id = ?" if table else "") + " ORDER BY number"
            numbers = [r[0] for r in reader._conn.execute(sql, (table,) if table else ())]
            if not numbers:
                print(f"error: no hand{f' of table {table}' if table else ''} in {db}", file=err)
                return EXIT_BAD_INPUT
            with io.TextIOWrapper(open_private(part), encoding="utf-8") as file:   # hole cards: 0600
                tell(progress, "hands", 0, len(numbers))
                for done, number in enumerate(numbers, 1):
                    document, warnings = hand_document(reader, number, fmt, language)
                    file.write(f"[{number}]\n" + document + "\n" if fmt == "phh"
                               else ("\f\n" if done > 1 else "") + document)
                    for warning in warnings:
                        warned += 1
                        if warned <= MAX_WARNINGS:
                            print(f"WARNING: {warning}", file=err)
                    if done % 64 == 0 or done == len(numbers):
                        tell(progress, "hands", done, len(numbers))
                file.flush()
                os.fsync(file.fileno())
        os.replace(part, output)
    except (Cancelled, KeyboardInterrupt) as exc:
        part.unlink(missing_ok=True)
        if bar is not None:
            bar.close()
        print("export stopped: nothing was written", file=err)
        return EXIT_STOPPED if isinstance(exc, KeyboardInterrupt) else EXIT_BAD_INPUT
    except StoreError as exc:
        part.unlink(missing_ok=True)
        print(f"error: {exc.message}", file=err)
        return EXIT_BAD_INPUT
    except OSError as exc:
        part.unlink(missing_ok=True)
        print(f"error: cannot write {output}: {exc}", file=err)
        return EXIT_BAD_INPUT
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    finally:
        if bar is not None:
            bar.close()
    if warned > MAX_WARNINGS:
        print(f"WARNING: and {warned - MAX_WARNINGS} more", file=err)
    return EXIT_DAMAGED if warned else EXIT_OK
