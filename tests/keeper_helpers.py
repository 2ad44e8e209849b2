"""A real keeper (``dealer-app keeper``) in a subprocess, on a socket in a short temporary folder.

Tests run it as the same Unix user: the account separation is the installer's
(installer/linux/dealer-keeper.service); the files' modes are checked here."""
from __future__ import annotations

import sqlite3
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path


from dealer_app.store.chain import event_bytes, link

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class RunningKeeper:
    folder: Path
    process: subprocess.Popen

    @property
    def socket(self) -> Path:
        return self.folder / "keeper.sock"

    @property
    def admin_socket(self) -> Path:
        return self.folder / "admin.sock"

    @property
    def key_file(self) -> Path:
        return self.folder / "key"

    @property
    def state_dir(self) -> Path:
        return self.folder / "state"

    def client(self):
        from dealer_app.keeper.client import KeeperClient
        return KeeperClient(self.socket)

    def admin_client(self):
        from dealer_app.keeper.client import KeeperClient
        return KeeperClient(self.admin_socket)


def start_keeper(folder: Path) -> RunningKeeper:
    process = subprocess.Popen([sys.executable, "-m", "dealer_app", "keeper", "--key-file", str(folder / "key"),
                                "--state-dir", str(folder / "state"), "--socket", str(folder / "keeper.sock"),
                                "--admin-socket", str(folder / "admin.sock")],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()            # "keeper FINGERPRINT listening on ..." once it listens
    if "listening" not in line:
        process.kill()
        raise AssertionError(f"the keeper did not start: {line}{process.stderr.read()}")
    return RunningKeeper(folder, process)


def stop_keeper(keeper: RunningKeeper) -> None:
    keeper.process.terminate()
    try:
        keeper.process.wait(10)
    except subprocess.TimeoutExpired:
        keeper.process.kill()
        keeper.process.wait()
    keeper.process.stdout.close()
    keeper.process.stderr.close()


def rewrite_with_recomputed_hashes(path, seq: int, new_payload: str) -> None:
    """The insider's rewrite: event ``seq`` changed, every later hash and the head recomputed with the
    published algorithm (docs/hand-store.md), the guards put back as they were."""
    conn = sqlite3.connect(path, isolation_level=None)
    triggers = [r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'")]
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (new_payload, seq))
    recompute_hashes(conn, seq)
    for sql in triggers:
        conn.execute(sql)
    conn.close()


def recompute_hashes(conn, since: int) -> None:
    previous = conn.execute("SELECT hash FROM events WHERE seq = ?", (since - 1,)).fetchone()
    previous = previous[0] if previous else bytes(32)
    rows = conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload FROM events "
                        "WHERE seq >= ? ORDER BY seq", (since,)).fetchall()
    last = None
    for seq, kind, session, hand, table, dealer, utc, mono, payload in rows:
        previous = link(previous, event_bytes(seq, kind, session, hand, table, dealer, utc, mono, payload))
        conn.execute("UPDATE events SET hash = ? WHERE seq = ?", (previous, seq))
        last = seq
    if last is not None:
        conn.execute("UPDATE chain_head SET seq = ?, hash = ?", (last, previous))
