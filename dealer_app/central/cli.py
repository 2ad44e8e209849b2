"""``dealer-app central …`` (set up and sign the central record) and ``dealer-app uplink`` (a table's uplink
as its own process). Errors are said in one line on the standard error: exit 2 for what was given wrong
or unreachable, 1 for a refusal by the record itself.
"""
from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading

from .migrate import LATEST, CentralError, init

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def central_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.description = ("Set up and sign the central PostgreSQL record of every table (the README's \"A room of "
                     "tables\": the club's set-up).")
    sub = p.add_subparsers(dest="central_command", metavar="ACTION", required=True)
    i = sub.add_parser("init", help="create or migrate the central schema and its roles (run as a superuser)")
    i.add_argument("--central", required=True, metavar="URL", help="postgresql://… of the central database")
    k = sub.add_parser("keygen", help="make the checkpoint signing key (floor side; never in the database)")
    k.add_argument("--key", required=True, metavar="KEYFILE", help="where to write the private key (KEYFILE.pub: "
                   "the public key)")
    k.add_argument("--central", metavar="URL", help="also register the public key in the central database "
                   "(as its owner or a superuser)")
    r = sub.add_parser("register-key", help="register a checkpoint public key in the central database")
    r.add_argument("--public-key", required=True, metavar="PUB", help="KEYFILE.pub, or its 64 hex digits")
    r.add_argument("--central", required=True, metavar="URL")
    c = sub.add_parser("checkpoint", help="sign the central head of every table's store and store the checkpoints")
    c.add_argument("--key", required=True, metavar="KEYFILE")
    c.add_argument("--central", required=True, metavar="URL", help="as dealer_floor or the owner")
    p.set_defaults(run=run_central)
    return p


def run_central(args: argparse.Namespace) -> int:
    from .checkpoint import CheckpointError
    try:
        if args.central_command == "init":
            done = init(args.central)
            if done:
                print(f"central schema: applied version(s) {', '.join(map(str, done))}; now at {LATEST}")
            else:
                print(f"central schema: already at version {LATEST}; nothing to do")
            return EXIT_OK
        if args.central_command == "keygen":
            from .checkpoint import keygen, load_public
            pub, kid = keygen(args.key)
            print(f"signing key written to {args.key} (keep it on the floor side, never on a table); "
                  f"public key {pub} (key id {kid})")
            if args.central:
                _register(args.central, load_public(str(pub)))
            return EXIT_OK
        if args.central_command == "register-key":
            from .checkpoint import load_public
            _register(args.central, load_public(args.public_key))
            return EXIT_OK
        if args.central_command == "checkpoint":
            import psycopg
            from .checkpoint import load_private, sign_all
            key = load_private(args.key)
            with _connect(args.central) as conn:
                done = sign_all(conn, key)
            for cp in done:
                print(f"checkpoint: store {cp.store_id} at event {cp.seq} ({cp.head_hash.hex()[:16]}…), key {cp.key_id}")
            print(f"{len(done)} checkpoint(s) signed and stored")
            return EXIT_OK
    except CentralError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return EXIT_REFUSED if exc.code == "central-too-new" else EXIT_USAGE
    except CheckpointError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as exc:
        import psycopg
        if isinstance(exc, psycopg.Error):
            print(f"error: the central database said: {_first_line(exc)}", file=sys.stderr)
            return EXIT_REFUSED if isinstance(exc, psycopg.errors.RaiseException) else EXIT_USAGE
        raise
    return EXIT_USAGE


def _connect(url: str):
    import psycopg
    try:
        return psycopg.connect(url, autocommit=True, connect_timeout=10)
    except psycopg.OperationalError as exc:
        raise CentralError("no-server", f"cannot reach the central database: {_first_line(exc)}") from None


def _register(url: str, public: bytes) -> None:
    from .checkpoint import register_key
    with _connect(url) as conn:
        kid = register_key(conn, public)
    print(f"public key {kid} registered in the central database")


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


# ------------------------------------------------------------------ dealer-app uplink

def uplink_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.description = ("Send a table's hand store to the central record, in order, in batches, as its own process "
                     "(the console runs the same uplink in a thread with --central).")
    p.add_argument("--db", required=True, metavar="STORE", help="the table's hand store (read only)")
    p.add_argument("--central", required=True, metavar="URL", help="postgresql://dealer_uplink@host/db")
    p.add_argument("--batch", type=int, default=500, help="events per batch (default 500)")
    p.add_argument("--once", action="store_true", help="send what there is, print the status and exit "
                   "(0 synced, 1 refused, 3 offline)")
    p.set_defaults(run=run_uplink)
    return p


def run_uplink(args: argparse.Namespace) -> int:
    from pathlib import Path
    from .uplink import Uplink
    if not Path(args.db).is_file():
        print(f"error: there is no store at {args.db}", file=sys.stderr)
        return EXIT_USAGE
    if args.batch < 1:
        print("error: --batch is at least 1", file=sys.stderr)
        return EXIT_USAGE
    logging.basicConfig(level=logging.WARNING, format="uplink: %(message)s")
    uplink = Uplink(args.db, args.central, batch=args.batch,
                    on_status=lambda s: print(str(s.words), flush=True))
    if args.once:
        try:
            status = uplink.sync_once()
        finally:
            uplink.close()
        return {"synced": 0, "sending": 0, "refused": 1}.get(status.state, 3)
    done = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: done.set())
    uplink.start()
    try:
        done.wait()
    finally:
        uplink.close()
    return EXIT_OK
