"""The room's set-up, run as written (issue 25, item 13; in docs/room.md since the README was cut to
what a club reads first, issue 27): every command between docs/room.md's ``<!-- room-setup -->`` and
``<!-- /room-setup -->`` marks, in order, against a throw-away PostgreSQL whose
``pg_hba.conf`` lets nothing in over TCP but docs/room.md's own lines (so the tables' and the floor's
passwords are really checked, scram-sha-256). A command that errors, an option renamed in the program, a
line of docs/room.md no longer there: the test fails.

What cannot run here stands in below, one list (``STANDS_IN``), and every stand-in must still match a
line of docs/room.md. Text replaced before a line runs is the other list (``PLACES``): the server's
address, the room's network, the club's folders. ``runuser -u postgres --`` is dropped: the test runs as
its own user with the throw-away server's superuser over its socket, which is what peer authentication
gives the ``postgres`` account on Debian (done by hand once on Debian 12's PostgreSQL 15: see the
coordinator's report of issue 25). Adding a command to docs/room.md's block adds it here.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from central_helpers import ThrowawayPostgres, install_postgres, make_store, send
from store_helpers import FakeClock

ROOT = Path(__file__).resolve().parents[2]
ROOM_DOC = ROOT / "docs" / "room.md"
PIN = "582914"
# 2026-11-26 at 15:00 in Paris, in the afternoon shift: docs/room.md's report and register are of that day.
DEALT_AT_US = 1_795_701_600_000_000


def room_commands(text: str) -> list[str]:
    """The commands of docs/room.md's room set-up: the indented lines between its marks, a line ending in a
    backslash joined to the next, in the order written."""
    commands: list[str] = []
    for block in re.findall(r"<!-- room-setup -->(.*?)<!-- /room-setup -->", text, re.S):
        pending = ""
        for line in block.split("\n"):
            if not line.startswith("    "):
                continue
            pending += line.strip()
            if pending.endswith("\\"):
                pending = pending[:-1].rstrip() + " "
                continue
            commands.append(pending)
            pending = ""
        assert not pending, f"a command of docs/room.md ends in a backslash: {pending}"
    return commands


def test_the_readme_marks_the_whole_room_setup():
    commands = room_commands(ROOM_DOC.read_text(encoding="utf-8"))
    firsts = [" ".join(c.split()[:5]) for c in commands]
    for needed in ("central init", "central shifts", "central register-key", "supervisor init", "--checkpoint-key",
                   "central checkpoint", "dealer-app floor", "--key-pub", "scram-sha-256", "central register"):
        assert any(needed in c for c in commands), (needed, firsts)
    assert not any("sudo -u postgres" in c for c in commands), "the postgres account cannot run /root/.venv's program"


@pytest.fixture(scope="module")
def room_server():
    """A server of its own: its pg_hba.conf is rewritten, the other tests' server is left as it is."""
    bin_dir = install_postgres()
    if bin_dir is None:
        pytest.skip("PostgreSQL is not installed and could not be installed here (as root: apt-get install "
                    "postgresql)")
    server = ThrowawayPostgres(bin_dir)
    # Nothing over TCP but what docs/room.md adds; the socket stands for Debian's "local all postgres peer".
    (server.data / "pg_hba.conf").write_text("local all all trust\n")
    server.restart()
    yield server
    server.destroy()


def test_the_readme_room_setup_runs_as_written(room_server, tmp_path):
    server = room_server
    scratch = tmp_path
    home, floor, server_tmp, conf = scratch / "home", scratch / "floor", scratch / "server-tmp", scratch / "conf"
    for folder in (home, server_tmp, conf / "conf.d"):
        folder.mkdir(parents=True)
    places = [                                    # (as docs/room.md writes it, what stands for it here)
        ("runuser -u postgres -- ", ""),
        ("root@SERVER:/tmp/", f"{server_tmp}/"),
        ("/tmp/checkpoint.key.pub", f"{server_tmp}/checkpoint.key.pub"),
        ("/etc/postgresql/15/main/pg_hba.conf", str(server.data / "pg_hba.conf")),
        ("/etc/postgresql/15/main/conf.d/", f"{conf}/conf.d/"),      # not read by this server: it stays on 127.0.0.1
        ("/srv/floor", str(floor)),
        ("192.168.1.0/24", "127.0.0.1/32"),
        ("SERVER", "127.0.0.1"),
    ]
    store = home / ".local" / "share" / "dealer-console" / "tables" / "T1.sqlite"

    def deal(command: str) -> str:
        """The console, started as written with --smoke-test added (it builds the window, checks the key and
        exits), then two hands dealt into the table's store on docs/room.md's day and sent by the uplink as the
        console's does, with the table's login and password from docs/room.md's line."""
        run(command.replace("dealer-app ", "dealer-app --smoke-test ", 1))     # before the line's comment
        # The smoke test's store began today; the hands below are dealt on docs/room.md's day, two days back:
        # dealt into that store they would be a clock set back (an open alarm, rightly), so the day starts anew.
        for made in store.parent.glob(store.name + "*"):
            made.unlink()
        table = make_store(store, hands=2, table="T1", clock=FakeClock(DEALT_AT_US))
        url = re.search(r"--central (\S+)", command).group(1).replace("@127.0.0.1/", f"@127.0.0.1:{server.port}/")
        send(table, url)
        table.close()
        return ""

    def floor_station(command: str) -> str:
        """The station is a window: it must start and stay up (a renamed option or a refused login ends it)."""
        started = subprocess.Popen(["bash", "-c", command], cwd=home, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, start_new_session=True)
        try:
            out, err = started.communicate(timeout=8)
        except subprocess.TimeoutExpired:
            os.killpg(started.pid, 9)
            started.communicate()
            return ""
        raise AssertionError(f"the floor station ended at once ({started.returncode}): {command}\n{out}{err}")

    stands_in = {                                 # (the line's start in docs/room.md, what is done instead)
        "apt-get install postgresql": lambda c: "",          # the throw-away server is Debian's PostgreSQL already
        "systemctl restart postgresql": lambda c: server.restart(),
        "scp ": lambda c: run("cp " + c[len("scp "):]),     # one machine here
        "dealer-app --table": deal,
        "dealer-app floor ": floor_station,
    }
    used: set[str] = set()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PG", "XDG_"))}
    env.update(HOME=str(home), PGHOST=str(server.socket_dir), PGPORT=str(server.port), PGUSER="postgres",
               QT_QPA_PLATFORM="offscreen", PATH=os.pathsep.join([str(Path(sys.executable).parent), str(server.bin),
                                                                  env.get("PATH", "")]))

    def run(command: str) -> str:
        done = subprocess.run(["bash", "-c", command], cwd=home, env=env, input=f"{PIN}\n{PIN}\n",
                              capture_output=True, text=True, timeout=180, start_new_session=True)
        assert done.returncode == 0, f"docs/room.md's command failed ({done.returncode}): {command}\n" \
                                     f"{done.stdout}{done.stderr}"
        return done.stdout

    commands = room_commands(ROOM_DOC.read_text(encoding="utf-8"))
    said = []
    for written in commands:
        command = written
        for before, after in places:
            command = command.replace(before, after)
        stand_in = next((start for start in stands_in if written.startswith(start)), None)
        if stand_in is not None:
            used.add(stand_in)
            said.append(stands_in[stand_in](command) or "")
        else:
            said.append(run(command))
    assert used == set(stands_in), f"a stand-in matches no line of docs/room.md any more: {set(stands_in) - used}"

    # What the set-up made: docs/room.md's own pg_hba lines let the floor in with its password, no other.
    floor_url = f"postgresql://dealer_floor:floor-secret@127.0.0.1:{server.port}/dealer"
    with psycopg.connect(floor_url) as conn:
        assert conn.execute("SELECT count(*) FROM central.checkpoints").fetchone()[0] >= 1
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(floor_url.replace("floor-secret", "wrong"))
    with pytest.raises(psycopg.OperationalError, match="no pg_hba.conf entry"):
        psycopg.connect(f"postgresql://postgres@127.0.0.1:{server.port}/dealer")     # no superuser from the network
    assert (store.parent / "T1.sqlite.checkpoint.json").exists()
    report = next(s for c, s in zip(commands, said) if c.startswith("dealer-app central register "))
    assert "T1" in report and (home / "registre.pdf").exists() and (home / "rake.csv").exists()
    assert "Marie Dupont" in subprocess.run(
        ["psql", "-At", "-d", "dealer", "-c", "SELECT name FROM central.supervisors"], env=env,
        capture_output=True, text=True).stdout
