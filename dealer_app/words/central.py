"""The central record's status line as translatable ``Words`` (no Qt here).

"central: synced through hand 412", "central: offline since 14:02 — 3 hands
waiting", "central: refused — …": what the uplink (dealer_app/central/uplink.py)
says in the console's status line. The time is the machine's local time.
"""
from __future__ import annotations

import time
from typing import Any

from dealer_app.words.base import Words, say


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
