"""The keeper: the process that holds the record's key (docs/security.md, "The record").

The dealer's account holds the store file and the source: a SHA-256 chain it
can recompute proves nothing against it. The keeper runs under its own
service account (``dealer-keeper``), owns a 32-byte key the console's account
cannot read, and MACs each event's hash for the console, only ever one step
past the head it remembers for that store: history below its head cannot be
given new MACs, so a rewrite, a cut tail or an older copy put back shows.

- ``server.py``: the process (``dealer-app keeper``): its sockets and its command line.
- ``answers.py``: what it answers, one request at a time.
- ``memory.py``: its key and its memory on disk.
- ``client.py``: what the console and ``verify`` use to talk to it.
- ``macs.py``: the MAC's bytes, written down for an auditor.

No Qt here, and no SQL: the keeper knows hashes, never records.
"""
