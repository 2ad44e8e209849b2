"""The supervisors' file bound to the table's hand store (issue 18 point 7).

The roster (supervisor_roster.py) is a file the console's account can write:
a dealer could zero a lock-out, put in a PIN digest of their own, or point
``--roster`` at a file of their own making. So the store, append-only and
hash-chained, keeps the roster's fingerprint (SHA-256 of its supervisors,
digests and lock-out state) with every change the console makes to it
(``roster-changed`` events: a supervisor added, a PIN changed, a lock-out
counted or lifted) and with every sign-in, refusal and authorisation
(their ``roster``). At each sign-in the desk reads the file afresh and
compares: a file whose fingerprint is not the store's last is refused in
words, and nobody signs in until the club's set-up command accepts it
(``dealer-app supervisor accept``, recorded with who ran it and why).

The first supervisor comes only from the club's ``dealer-app supervisor
init``: it writes the roster and records its fingerprint in the store at
once; the console never adds a first supervisor.

What this does not stop: an account that can write both the roster and the
store and recompute the store's hash chain could rewrite both consistently.
Closing that is the keeper's (docs/keys.md, ``mac-roster``): see
``seal`` below, the one place where the keeper's MAC of the fingerprint
goes once it is there.
"""
from __future__ import annotations

import getpass
import os
from pathlib import Path
from typing import Optional

ROSTER_CHANGED = "roster-changed"
CLUB = "club set-up"


def current_boot() -> str:
    """Monotonic clock readings compare only within one boot; the boot says which."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:     # pragma: no cover - not Linux: one boot per process, the safe side
        return f"process-{os.getpid()}"


def bound_fingerprint(store) -> Optional[str]:
    """The roster fingerprint the store last recorded (None: no roster bound to it yet)."""
    mark = store.latest_roster_mark()
    return mark.get("roster") if mark else None


def seal(fingerprint: str) -> dict:
    """What goes beside a fingerprint in the store. Today nothing: the fingerprint is as strong as the
    store's chain. To wire: with a keeper configured, ``{"mac": keeper.mac_roster(store_id, fingerprint)}``
    here, and ``bound_fingerprint`` accepting a mark only when the keeper's ``check`` of it says true."""
    return {}


def club_user() -> str:
    """Who ran the club's command, as the machine knows them (recorded, never trusted for more)."""
    try:
        return getpass.getuser()
    except Exception:   # pragma: no cover - no user name in the environment
        return str(os.getuid()) if hasattr(os, "getuid") else "unknown"


def record_club_change(store, roster, change: str, reason: str, supervisor: str = "", **detail) -> str:
    """The club's command binds the roster as it now is to the store; the fingerprint recorded is returned."""
    found = roster.fingerprint()
    store.append(ROSTER_CHANGED, {"by": CLUB, "user": club_user(), "change": change, "supervisor": supervisor,
                                  "reason": reason, "roster": found, "file": str(roster.path), **detail,
                                  **seal(found)})
    return found
