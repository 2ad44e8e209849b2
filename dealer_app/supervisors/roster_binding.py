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

An account that can write both the roster and the store (the console's
own: it appends through the store's API, and the keeper MACs its events like
any other) can rewrite both consistently. With a keeper that is closed by the
club's approval: the club's commands, given the keeper's admin socket (0600,
the keeper's account: the console's cannot connect), get the keeper's MAC of
the roster's credentials (``Roster.credentials_fingerprint``: ids, names,
PIN digests; not the lock-out counts, which the console changes at every
wrong PIN and which the store's record of each refusal keeps) and record it
in the store (``seal``). A console with a keeper signs nobody in unless the
file's credentials are the ones of the store's last sealed change, with a MAC
the keeper says is its own and the last it gave for the table
(``seal_problem``): a supervisor a dealer writes in, with a matching
``roster-changed`` appended, has no such MAC, and cannot get one.
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


def seal(roster, table: str, keeper=None) -> dict:
    """What goes beside a fingerprint in the store: with the keeper's admin socket (``keeper``: a client on
    it), the keeper's MAC of the roster's credentials for ``table``; without, nothing (the fingerprint is
    then as strong as the store's chain). A keeper that refuses raises KeeperError: nothing is recorded."""
    if keeper is None:
        return {}
    credentials = roster.credentials_fingerprint()
    return {"credentials": credentials, "keeper_mac": keeper.mac_roster(table, credentials),
            "keeper": keeper.fingerprint()}


def seal_problem(store, roster, keeper):
    """None when the roster's credentials carry the keeper's MAC, current for the store's table; else why not
    (words for the screen). A keeper that does not answer is a problem too: nobody signs in unchecked."""
    from dealer_app.keeper.client import KeeperError
    from ui.views.words import say
    sealed = store.latest_roster_seal()
    if sealed is None:
        return say("Supervisor", "the club never had it signed")
    if sealed.get("credentials") != roster.credentials_fingerprint():
        return say("Supervisor", "its supervisors or PINs are not those the club last had signed")
    try:
        answer = keeper.check_roster(store.table, sealed["credentials"], sealed["keeper_mac"])
    except KeeperError as exc:
        return say("Supervisor", "the keeper does not answer ({why})").format(why=exc.message)
    if not answer["valid"]:
        return say("Supervisor", "its signature is not the keeper's")
    if not answer["current"]:
        return say("Supervisor", "the club has had another file signed since")
    return None


def club_user() -> str:
    """Who ran the club's command, as the machine knows them (recorded, never trusted for more)."""
    try:
        return getpass.getuser()
    except Exception:   # pragma: no cover - no user name in the environment
        return str(os.getuid()) if hasattr(os, "getuid") else "unknown"


def club_append(store, keeper, kind: str, payload: dict):
    """An event of the club's command, signed by the keeper's admin side when ``keeper`` (a client on the admin
    socket) is given: ``club_mac`` covers the store, the event's number (the next one: the club's command holds
    the store's writer lock) and its whole payload (issue 26, point 8). An account that appends a
    ``roster-changed`` claiming the club cannot have one made, nor reuse one (another number, another body)."""
    if keeper is None:
        return store.append(kind, payload)
    from dealer_app.keeper.macs import club_body
    seq = store._conn.execute("SELECT seq FROM chain_head").fetchone()[0] + 1
    mac = keeper.mac_club_event(store.keying.store_id, seq, club_body(kind, payload))
    appended = store.append(kind, {**payload, "club_mac": mac})
    if appended.seq != seq:            # cannot happen while the club's command holds the writer lock
        raise RuntimeError(f"the club's event was signed as event {seq} and written as {appended.seq}")
    return appended


def record_club_change(store, roster, change: str, reason: str, supervisor: str = "", *, keeper=None,
                       **detail) -> str:
    """The club's command binds the roster as it now is to the store (sealed with ``keeper``, a client on the
    keeper's admin socket, when given, and the event signed by it); the fingerprint recorded is returned."""
    found = roster.fingerprint()
    club_append(store, keeper, ROSTER_CHANGED, {"by": CLUB, "user": club_user(), "change": change,
                                                "supervisor": supervisor, "reason": reason, "roster": found,
                                                "file": str(roster.path), **detail,
                                                **seal(roster, store.table, keeper)})
    return found
