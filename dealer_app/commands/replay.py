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

EXIT_OK, EXIT_BAD_INPUT, EXIT_UNSUPPORTED = 0, 2, 3


def _error(out: TextIO, code: str, message: str, step: Optional[int], status: int) -> int:
    json.dump({"error": {"code": code, "step": step, "message": message}}, out, indent=2)
    out.write("\n")
    return status


def run(hand_path: str, session_path: Optional[str], as_json: bool, out: TextIO = sys.stdout) -> int:
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
        out.write(_as_text(document))
    return EXIT_OK


def _number(value):
    # Decimal amounts (cents in a few historical files) as JSON numbers.
    return float(value)


def _as_text(doc: dict) -> str:
    lines = []
    for i, step in enumerate(doc["steps"]):
        lg = step.get("legal")
        line = f"{i:3} {step['street']:<8} {step['action']}"
        if lg:
            can = f"call {lg['to_call']}" if lg["to_call"] else "check"
            if lg["can_raise"]:
                can += f", raise {lg['min_raise_to']}..{lg['max_raise_to']}"
                if lg["max_explanation"]:
                    can += f" ({lg['max_explanation']})"
            line += f"    [pot {lg['pot']}; {can}]"
        lines.append(line)
    for i, pot in enumerate(doc["pots"]):
        name = "main pot" if i == 0 else f"side pot {i}"
        lines.append(f"{name} {pot['amount']} (rake {pot['rake']}): high {', '.join(pot['high_winners'])}"
                     + (f"; low {', '.join(pot['low_winners'])}" if pot["low_winners"] else ""))
    lines.append("finishing stacks: " + ", ".join(str(s) for s in doc["finishing_stacks"]))
    return "\n".join(lines) + "\n"
