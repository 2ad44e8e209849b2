"""The central record's status line as translatable ``Words`` (no Qt here).

"central: synced through hand 412", "central: offline since 14:02 — 3 hands
waiting", "central: refused — …": what the uplink (dealer_app/central/uplink.py)
says in the console's status line. The time is the machine's local time.
"""
from __future__ import annotations

import time
from typing import Any

from ui.views.words import Words, say


def _clock(utc_seconds: float) -> str:
    return time.strftime("%H:%M", time.localtime(utc_seconds))


def status_words(status: Any) -> Words:
    """One sentence for an ``UplinkStatus`` (duck-typed: words sit under central)."""
    if status.state == "offline":
        if status.hands_waiting:
            return say("Central", "central: offline since {time} — %n hand(s) waiting", None,
                       status.hands_waiting).format(time=_clock(status.offline_since_utc or time.time()))
        return say("Central", "central: offline since {time}").format(
            time=_clock(status.offline_since_utc or time.time()))
    if status.state == "refused":
        return say("Central", "central: refused — {reason}; call the floor").format(reason=status.refusal)
    if status.state == "starting":
        return say("Central", "central: connecting")
    if status.synced_hand is None:
        return say("Central", "central: synced, no hand yet")
    if status.hands_waiting:
        return say("Central", "central: synced through hand {hand} — %n hand(s) waiting", None,
                   status.hands_waiting).format(hand=status.synced_hand)
    return say("Central", "central: synced through hand {hand}").format(hand=status.synced_hand)


def _hands(hands) -> str:
    """57–63 for a run of hands, else 57, 59, 60."""
    hands = sorted(hands)
    if len(hands) > 1 and hands[-1] - hands[0] == len(hands) - 1:
        return f"{hands[0]}–{hands[-1]}"
    return ", ".join(str(h) for h in hands)


def parted_words(status: Any):
    """The table's banner when its record parted from the room's (``UplinkStatus.diverged``: restored from an
    old copy, or a copy dealing beside the original): None otherwise."""
    if not getattr(status, "diverged", False):
        return None
    refused = status.refused
    if refused is None or not refused.hands:
        return say("Central", "This table's record is behind the room's (restored from an old copy?): the central "
                              "record will refuse what is dealt here. Call the floor.")
    return say("Central", "Record behind the room's: %n hand(s) dealt here refused by the central record "
                          "({hands}), kept at this table. Call the floor.", None,
               len(refused.hands)).format(hands=_hands(refused.hands))


def refused_words(hands, rake: int):
    """The room board's alarm for hands a table dealt that the central record refused (kept at the table)."""
    return say("Central", "REFUSED: %n hand(s) dealt at the table ({hands}, rake {rake}), not in the room's record",
               None, len(hands)).format(hands=_hands(hands), rake=rake)
