"""``dealer-app register-deck NAME --shoe URL``: register a new RFID deck at the reader.

The dealer sorts the new deck (2♣ 2♦ 2♥ 2♠ 3♣ ... A♠) and passes the cards
over the reader one by one while the terminal names the card it expects
(hardware/registration.py). Typed commands, each followed by Enter:
``s`` the card asked for is not in the box (skip it: recorded missing),
``u`` undo the last card, ``q`` quit without saving; a plain Enter once
all cards are in saves the deck (a card passed after that is refused as a
53rd). Runs without a screen (no PySide6).
"""
from __future__ import annotations

import argparse
import queue
import sys
import threading
from typing import Callable, Iterator, Optional, Sequence, TextIO

from hardware.pcsc_source import PcscCardSource, is_pcsc
from hardware.registration import DeckRegistrationSession, RegistrationError, RegistrationStore
from hardware.serial_source import SerialCardSource
from hardware.source import CardRead, SourceFault, SourceState, SourceStatus

from dealer_app.files.decks import default_deck_dir

_SUIT = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}


def _face(card) -> str:
    return str(card)[:-1].replace("T", "10") + _SUIT[card.suit]


def parser(p: Optional[argparse.ArgumentParser] = None) -> argparse.ArgumentParser:
    """The command's options, on ``p`` (its place in ``dealer-app``'s parser, cli.py) or on its own parser."""
    p = p or argparse.ArgumentParser(prog="dealer-app register-deck")
    p.description = "Register a new RFID deck: tag id -> card, stored under a name."
    p.add_argument("name", help="the deck's name, e.g. 'Table 4 red'")
    p.add_argument("--shoe", required=True, metavar="URL",
                   help="the reader: /dev/ttyUSB0, COM3, socket://..., or a PC/SC reader: pcsc:// (any) or "
                        "pcsc://READER-NAME")
    p.add_argument("--protocol", choices=("shoe", "rfid-ascii"), default="rfid-ascii")
    p.add_argument("--deck-dir", metavar="DIR", help="where registrations are kept (the console's default)")
    p.add_argument("--replace", action="store_true", help="replace a deck of the same name")
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run(parser().parse_args(list(argv) if argv is not None else None))


def run(args: argparse.Namespace) -> int:
    store = RegistrationStore(args.deck_dir or default_deck_dir())
    return register(args.name, args.shoe, args.protocol, store, args.replace, _stdin_lines(), sys.stdout)


def _stdin_lines() -> Iterator[str]:
    for line in sys.stdin:
        yield line


def _open_reader(url: str, listener, protocol: str):
    """The reader named by ``url``: a PC/SC reader for pcsc://, else a serial one with ``protocol``."""
    if is_pcsc(url):
        return PcscCardSource.from_url(url, listener)
    return SerialCardSource(url, listener, protocol=protocol)


def register(name: str, url: str, protocol: str, store: RegistrationStore, replace: bool,
             lines: Iterator[str], out: TextIO, source_factory: Callable = _open_reader) -> int:
    def say(text: str) -> None:
        print(text, file=out, flush=True)

    try:
        if not replace and name.strip() and any(n.lower() == name.strip().lower() for n in store.names()):
            say(f"register-deck: a deck named {name!r} is already registered (--replace to replace it)")
            return 2
    except RegistrationError as exc:
        say(f"register-deck: {exc.message}")
        return 2
    events: queue.Queue = queue.Queue()
    source = source_factory(url, events.put, protocol=protocol)

    def read_lines() -> None:
        for line in lines:
            events.put(("typed", line.strip().lower()))
        events.put(("typed", "q"))

    threading.Thread(target=read_lines, name="register-deck input", daemon=True).start()
    session = DeckRegistrationSession()
    source.open()
    say(f"Registering deck {name!r}: sort the deck 2♣ 2♦ 2♥ 2♠ 3♣ ... A♠ and pass the cards one by one.")
    say("Typed commands (then Enter): s = this card is missing, u = undo, q = quit without saving.")
    say(f"next: {_face(session.expected)} (1 of 52)")
    try:
        while True:
            event = events.get()
            if isinstance(event, tuple):
                word = event[1]
                if word == "q":
                    say("Stopped: nothing saved.")
                    return 1
                if word == "s":
                    card = session.skip()
                    say(f"  {_face(card)} recorded missing" if card else "  every card is in already")
                elif word == "u":
                    card = session.undo()
                    say(f"  undone: pass {_face(card)} again" if card else "  nothing to undo")
                elif word == "" and session.expected is None:
                    try:
                        reg = session.finish(name)
                        path = store.save(reg, replace=replace)
                    except RegistrationError as exc:
                        say(f"Not saved: {exc.message}")
                        return 2
                    missing = f"; missing: {' '.join(_face(c) for c in reg.missing)}" if reg.missing else ""
                    say(f"Saved {name!r}: {len(reg.tags)} cards{missing} ({path})")
                    return 0
            elif isinstance(event, CardRead):
                step = session.take(event)
                mark = "✓" if step.accepted else "✗"
                say(f"  {mark} {step.message}")
            elif isinstance(event, SourceStatus) and event.state != SourceState.CONNECTED:
                say(f"  reader: {event.message}")
            elif isinstance(event, SourceFault) and event.severity != "info":
                say(f"  reader: {event.message}")
            if isinstance(event, (CardRead, tuple)):
                if session.expected is not None:
                    say(f"next: {_face(session.expected)} ({session.registered + len(session.skipped) + 1} of 52)")
                else:
                    say("All 52 are in: press Enter to save (pass no more cards), or u to undo.")
    finally:
        source.close()
