"""``dealer-app replay HAND.phh [--session S.toml] --json`` (ARCHITECTURE.md 4.2).

Exit 0 with the replay document; 2 with a JSON error for a malformed file
or an illegal step; 3 for a variant this console does not deal (or its own
code of a hi-lo game whose low qualifier, not 8, only a session can give).
Never a traceback: a floor supervisor reads the message.

A collection of hands (``.phhs``, each hand a table ``[1]``, ``[2]`` ...) is
replayed one hand at a time: ``--hand 17`` takes ``[17]`` (a file of one hand
needs none), and a message about that hand names the file and the hand as
they were given (``hands.phhs [17]: ...``). Every amount, in the document and
in the messages, is in the file's own units (2.50, not 250 cents), written
exactly as a JSON number.
"""
from __future__ import annotations

import json
import re
import sys
from decimal import Decimal
from typing import Optional, TextIO

from engine import phh
from engine.errors import EngineError
from engine.replay import ReplayError, replay, to_json
from engine.settings import MAX_TEXT_CHARS, SettingsError, parse_session

from dealer_app.files.small_files import NotReadable, read_small_text
from ui.views.words import Words, join, say
from dealer_app.words.book import language_or_default, speak
from dealer_app.words.cash import awarded_pot_names
from dealer_app.words.table import street_words

EXIT_OK, EXIT_BAD_INPUT, EXIT_UNSUPPORTED = 0, 2, 3
# A collection of hands may hold thousands (the public online sets hold ~2,000 a file); each hand
# is still held to phh.MAX_TEXT_CHARS when it is read.
MAX_COLLECTION_BYTES = 64 * 1024 * 1024


def _error(out: TextIO, code: str, message: str, step: Optional[int], status: int) -> int:
    json.dump({"error": {"code": code, "step": step, "message": message}}, out, indent=2)
    out.write("\n")
    return status


def run(hand_path: str, session_path: Optional[str], as_json: bool, out: TextIO = sys.stdout,
        language: str = "fr", *, hand: Optional[str] = None) -> int:
    """Replay the hand at ``hand_path`` (``hand``: the name of one hand of a collection). ``language``: the
    readable output's words (fr, en, ru); the JSON document is the contract's, in none."""
    try:
        text = read_small_text(hand_path, MAX_COLLECTION_BYTES)
    except NotReadable as exc:
        return _error(out, exc.code, exc.message, None, EXIT_BAD_INPUT)
    named = hand_path                    # the file as given, and the hand of a collection as given
    if phh.is_collection(text):
        try:
            chosen = phh.chosen_hand(text, hand)
        except phh.PhhError as exc:
            return _error(out, exc.code, f"{hand_path}: {exc}", None, EXIT_BAD_INPUT)
        text, named = chosen.text, f"{hand_path} [{chosen.key}]"
    elif hand is not None:
        return _error(out, "no-such-hand", f"{hand_path}: --hand {hand} names a hand of a collection (.phhs); "
                      "this file is one hand", None, EXIT_BAD_INPUT)
    session = None
    if session_path:
        try:
            # The hand history carries the blinds and bet sizes: a replay's session may leave them out.
            session = parse_session(read_small_text(session_path, MAX_TEXT_CHARS), stakes_required=False)
        except NotReadable as exc:
            return _error(out, exc.code, exc.message, None, EXIT_BAD_INPUT)
        except SettingsError as exc:
            return _error(out, "bad-session", f"{session_path}: {exc.message}", None, EXIT_BAD_INPUT)
        for warning in session.warnings:
            print(f"warning: {session_path}: {warning.english()}", file=sys.stderr)
    try:
        history = phh.loads(text)
    except phh.PhhError as exc:
        return _error(out, exc.code, f"{named}: {exc}", exc.step, EXIT_BAD_INPUT)
    exported = phh.exported_game(history.variant)
    if session is None or "game" not in session.given:
        try:
            phh.game_for(history.variant)
        except phh.PhhError as exc:
            return _error(out, exc.code, f"{named}: {exc}", None, EXIT_UNSUPPORTED)
        if exported is not None and exported[2] not in (None, 8):
            # The replay's house rules come from a session only: without one the low would qualify at 8.
            return _error(out, "unsupported-variant", f"{history.variant}: a low qualifier of {exported[2]} is a "
                          f"house rule; replay it with --session whose [game] says low_qualifier = {exported[2]}",
                          None, EXIT_UNSUPPORTED)
    elif history.variant not in phh.SUPPORTED_VARIANTS and exported is None:
        # The session's game applies to a board game's betting only; stud or draw actions cannot be.
        return _error(out, "unsupported-variant",
                      f"{history.variant} hands cannot be replayed as {session.game.name}", None,
                      EXIT_UNSUPPORTED)
    try:
        result = replay(history, session)
    except ReplayError as exc:
        return _error(out, exc.code, exc.message, exc.step, EXIT_BAD_INPUT)
    except EngineError as exc:
        return _error(out, exc.code, exc.message, None, EXIT_BAD_INPUT)
    document = to_json(result)
    if as_json:
        out.write(json_text(document))
        out.write("\n")
    else:
        out.write(_as_text(document, result.hand, language_or_default(language)))
    return EXIT_OK


# A Decimal goes through the encoder as a string with this mark (a NUL, which no TOML string,
# hence no action text, can hold), and comes out as the number's own digits.
_DECIMAL_MARK = "\x00decimal:"
_MARKED = re.compile(r'"\\u0000decimal:(-?[0-9]+(?:\.[0-9]+)?)"')


def json_text(document: dict) -> str:
    """The document as JSON, each Decimal amount as an exact JSON number: 0.07 and
    999999999999.999999 as written, never a float's nearest (1000000000000.0)."""
    return _MARKED.sub(r"\1", json.dumps(document, indent=2, default=_marked_decimal))


def _marked_decimal(value):
    if isinstance(value, Decimal) and value.is_finite():
        return _DECIMAL_MARK + format(value, "f")
    raise TypeError(f"{type(value).__name__} is not a JSON value")


def _as_text(doc: dict, hand, language: str) -> str:
    """The replay to read: each step (the file's own notation) with what its player could do just before it,
    then the pots as the table names them (a pot's runs as runs: "Pot, run 2"), in ``language``."""
    t = lambda w: speak(w, language)     # noqa: E731
    lines = []
    width = max([len(t(street_words(step["street"]))) for step in doc["steps"]] or [0])
    for i, step in enumerate(doc["steps"]):
        lg = step.get("legal")
        line = f"{i:3} {t(street_words(step['street'])):<{width}}  {step['action']}"
        if lg:
            could = [say("Report", "pot {amount}").format(amount=lg["pot"])]
            if lg["to_call"]:
                could.append(say("Report", "to call {amount}").format(amount=lg["to_call"]))
            if lg["can_raise"]:
                span = say("Report", "min–max {low}–{high}").format(low=lg["min_raise_to"], high=lg["max_raise_to"])
                if lg["max_explanation"]:
                    span = Words("", "{span} ({why})", {"span": span, "why": lg["max_explanation"]})
                could.append(span)
            line += "    [" + " | ".join(t(c) for c in could) + "]"
        lines.append(line)
    for name, pot in zip(awarded_pot_names(hand, len(doc["pots"])), doc["pots"]):
        winners = [say("Report", "high {players}").format(players=", ".join(pot["high_winners"]))]
        if pot["low_winners"]:
            winners.append(say("Report", "low {players}").format(players=", ".join(pot["low_winners"])))
        lines.append(t(say("Replay", "{pot} {amount} (rake {rake}): {shares}").format(
            pot=name, amount=pot["amount"], rake=pot["rake"], shares=join(winners, "; "))))
    lines.append(t(say("Report", "{label}: {value}").format(
        label=say("Report", "Final stack"), value=join([Words("", "{n}", {"n": s}) for s in doc["finishing_stacks"]],
                                                       ", "))))
    return "\n".join(lines) + "\n"
