"""The words of the room's alarms (dealer_app/central/alarms.py) for the register, the board and the command
line, as translatable ``Words`` (no Qt here)."""
from __future__ import annotations

from ui.views.words import Words, say

KIND_WORDS = {
    "fork": say("Alarm", "FORK: two histories of the table"),
    "gap": say("Alarm", "GAP in the record"),
    "hash-mismatch": say("Alarm", "ALTERED EVENT refused"),
    "not-an-event": say("Alarm", "DAMAGED EVENT refused"),
    "behind-central": say("Alarm", "STORE RESTORED FROM AN OLD COPY"),
    "uplink-refused": say("Alarm", "the table's uplink was refused"),
    "conflict": say("Alarm", "TWO CONSOLES on one table"),
    "clock-set-back": say("Alarm", "table clock SET BACK"),
    "clock-ahead": say("Alarm", "table clock AHEAD of the server"),
}


def kind_words(kind: str) -> Words:
    return KIND_WORDS.get(kind) or Words("", "{kind}", {"kind": kind})


def state_words(acknowledged: bool, cleared: bool, who: str = "", why: str = "", at: str = "") -> Words:
    """Open (its cause still there, or gone and waiting for a supervisor) or acknowledged (who, when, why)."""
    if acknowledged:
        return say("Alarm", "acknowledged by {who} at {time}: {why}").format(who=who, time=at, why=why)
    if cleared:
        return say("Alarm", "cleared, OPEN until a supervisor acknowledges it")
    return say("Alarm", "OPEN")


def acknowledged_words(who: str, why: str) -> Words:
    """The board's short form for an acknowledged alarm."""
    return say("Alarm", "acknowledged by {who}: {why}").format(who=who, why=why)


def cleared_words() -> Words:
    return say("Alarm", "cleared, to acknowledge")
