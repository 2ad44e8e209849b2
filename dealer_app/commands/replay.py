"""``dealer-app replay HAND.phh [--session S.toml] --json`` (ARCHITECTURE.md 4.2).

Exit 0 with the replay document; 2 with a JSON error for a malformed file
or an illegal step; 3 for a variant this console does not deal (or its own
code of a hi-lo game whose low qualifier, not 8, only a session can give).
Never a traceback: a floor supervisor reads the message.
"""
from __future__ import annotations

import json
import sys
from typing import Optional, TextIO

from engine import phh
from engine.errors import EngineError
from engine.replay import ReplayError, replay, to_json
from engine.settings import MAX_TEXT_CHARS, SettingsError, parse_session

from dealer_app.files.small_files import NotReadable, read_small_text
from dealer_app.words.base import Words, join, say
from dealer_app.words.book import language_or_default, speak
from dealer_app.words.cash import awarded_pot_names
from dealer_app.words.table import street_words

EXIT_OK, EXIT_BAD_INPUT, EXIT_UNSUPPORTED = 0, 2, 3


def _error(out: TextIO, code: str, message: str, step: Optional[int], status: int) -> int:
    json.dump({"error": {"code": code, "step": step, "message": message}}, out, indent=2)
    out.write("\n")
    return status


def run(hand_path: str, session_path: Optional[str], as_json: bool, out: TextIO = sys.stdout,
        language: str = "fr") -> int:
    """``language``: the readable output's words (fr, en, ru); the JSON document is the contract's, in none."""
    try:
        text = read_small_text(hand_path, phh.MAX_TEXT_CHARS)
    except NotReadable as exc:
        return _error(out, exc.code, exc.message, None, EXIT_BAD_INPUT)
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
            print(f"warning: {session_path}: {warning}", file=sys.stderr)
    try:
        history = phh.loads(text)
    except phh.PhhError as exc:
        return _error(out, exc.code, f"{hand_path}: {exc}", exc.step, EXIT_BAD_INPUT)
    exported = phh.exported_game(history.variant)
    if session is None or "game" not in session.given:
        try:
            phh.game_for(history.variant)
        except phh.PhhError as exc:
            return _error(out, exc.code, str(exc), None, EXIT_UNSUPPORTED)
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
        json.dump(document, out, indent=2, default=_number)
        out.write("\n")
    else:
        out.write(_as_text(document, result.hand, language_or_default(language)))
    return EXIT_OK


def _number(value):
    # Decimal amounts (cents in a few historical files) as JSON numbers.
    return float(value)


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
