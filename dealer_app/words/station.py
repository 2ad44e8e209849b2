"""The floor station's words (room board, hand search) as translatable ``Words`` (no Qt here)."""
from __future__ import annotations

import time

from ui.views.words import Words, join, say

ALARM_WORDS = {
    "gap": say("Station", "GAP in the record"),
    "hash-mismatch": say("Station", "ALTERED EVENT refused"),
    "not-an-event": say("Station", "DAMAGED EVENT refused"),
    "behind-central": say("Station", "STORE RESTORED FROM AN OLD COPY"),
    "wrong-login": say("Station", "ANOTHER TABLE'S LOGIN refused"),
    "wrong-table": say("Station", "EVENT NAMING ANOTHER TABLE refused"),
    "checkpoint-invalid": say("Station", "FORGED CHECKPOINT (its signature does not verify)"),
}
RED_ALARMS = tuple(ALARM_WORDS)
SEARCH_STATUS = {"open": say("Station", "in progress"), "complete": say("Station", "complete"),
                 "misdeal": say("Station", "misdeal"), "void": say("Station", "void"),
                 "awarded": say("Station", "awarded by hand")}


def clock(epoch_seconds: float, seconds: bool = False) -> str:
    return time.strftime("%H:%M:%S" if seconds else "%H:%M", time.localtime(epoch_seconds))


def status_words(code: str, since: float = 0.0) -> Words:
    if code == "dealing":
        return say("Station", "dealing")
    if code == "idle":
        return say("Station", "idle")
    if code == "closed":
        return say("Station", "closed")
    if code == "offline":
        return say("Station", "offline since {time}").format(time=clock(since))
    return say("Station", "stale since {time}").format(time=clock(since, seconds=True))


def synced_words(hand) -> Words:
    if hand is None:
        return say("Station", "no hand ended yet")
    return say("Station", "synced through hand {hand}").format(hand=hand)


def alarm_words(fork: bool, kinds, conflict_with, clock_alarm: bool) -> tuple[Words, bool]:
    """The board's alarm cell and whether it is red (the floor must act)."""
    said, red = [], False
    if fork:
        said.append(say("Station", "FORK: two histories"))
        red = True
    for kind in kinds:
        if kind in ALARM_WORDS:
            said.append(ALARM_WORDS[kind])
            red = True
    if conflict_with:
        said.append(say("Station", "CONFLICT: %n other console(s) claim this table", None, len(conflict_with)))
        red = True
    if clock_alarm and not red:
        said.append(say("Station", "table clock off"))
    return (join(said, " · ") if said else Words("", "")), red


def board_heading(tables: int, live: bool, updated: float, lost_since: float) -> Words:
    if not live:
        if lost_since:
            return say("Station", "Central record unreachable since {time}: reconnecting").format(
                time=clock(lost_since, seconds=True))
        return say("Station", "Connecting to the central record…")
    return say("Station", "%n table(s) — live, updated {time}", None, tables).format(
        time=clock(updated, seconds=True))
