"""Bad input at scale (issue 9): every refusal's time and peak memory (tracemalloc), and that
nothing changed. The cases are tests/acceptance/test_bad_input.py's, plus the big ones: 50 MB session and
PHH files (refused unread), 100,000 nested arrays, and 20 MB of random bytes on the shoe's line.

    .venv/bin/python -m bench.faults --parts input
"""
from __future__ import annotations

import hashlib
import io
import json
import random
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from test_bad_input import HAND, SESSION, bad_hands, bad_sessions

from dealer_app.commands.replay import run as replay_run
from dealer_app.files.session_file import load_session
from engine import phh
from engine.settings import SettingsError, parse_session
from hardware.codec import FrameDecoder
from hardware.link import ShoeLink
from hardware.source import CardRead


def measured(fn: Callable[[], Any]) -> tuple[Any, float, int]:
    """(what fn returned or raised, seconds, peak bytes allocated)."""
    tracemalloc.start()
    t0 = time.perf_counter()
    try:
        result = fn()
    except Exception as exc:  # noqa: BLE001 - the refusal is the result
        result = exc
    seconds = time.perf_counter() - t0
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return result, seconds, peak


def case(name: str, fn: Callable[[], Any], ok: Callable[[Any], bool], code: Callable[[Any], str]) -> dict:
    result, seconds, peak = measured(fn)
    return {"input": name, "refused": ok(result), "code": code(result), "seconds": round(seconds, 4),
            "peak_mb": round(peak / 1e6, 2), "message": str(getattr(result, "message", result))[:160]}


def _big_file(folder: Path, name: str, head: str, size: int) -> Path:
    path = folder / name
    with open(path, "w") as f:
        f.write(head)
        f.seek(size)
        f.write("\n")
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run() -> dict[str, Any]:
    cases = []
    for name, (text, key) in bad_sessions().items():
        cases.append(case(f"session text: {name}", lambda t=text: parse_session(t),
                          lambda r, k=key: isinstance(r, SettingsError) and r.key == k,
                          lambda r: f"{getattr(r, 'code', type(r).__name__)}:{getattr(r, 'key', '')}"))
    for name, (text, code) in bad_hands().items():
        cases.append(case(f"PHH text: {name}", lambda t=text: phh.loads(t),
                          lambda r, c=code: isinstance(r, phh.PhhError) and r.code == c,
                          lambda r: getattr(r, "code", type(r).__name__)))
    with tempfile.TemporaryDirectory(prefix="bad-input-") as tmp:
        folder = Path(tmp)
        session = _big_file(folder, "huge.toml", SESSION, 50_000_000)
        hand = _big_file(folder, "huge.phh", HAND, 50_000_000)
        nested = folder / "nested.phh"
        nested.write_text("actions = " + "[" * 100_000 + "]" * 100_000 + "\n")
        before = {p: _digest(p) for p in (session, hand, nested)}
        cases.append(case("session file of 50 MB", lambda: load_session(session),
                          lambda r: isinstance(r, SettingsError) and r.key == "file",
                          lambda r: f"{getattr(r, 'code', type(r).__name__)}:{getattr(r, 'key', '')}"))
        for label, path in (("PHH file of 50 MB", hand), ("PHH file of 100,000 nested arrays", nested)):
            out = io.StringIO()
            cases.append(case(f"replay command: {label}", lambda p=path, o=out: (replay_run(str(p), None, True, o), o),
                              lambda r: isinstance(r, tuple) and r[0] == 2 and "error" in json.loads(r[1].getvalue()),
                              lambda r: json.loads(r[1].getvalue())["error"]["code"] if isinstance(r, tuple) else "crash"))
        unchanged = all(_digest(p) == d for p, d in before.items())
    # 20 MB of random bytes on the shoe's line, without a frame marker: all reported, no card.
    rng = random.Random(9)
    chunk = bytes(rng.randrange(256) for _ in range(65_536)).replace(b"\xa5", b"\x00")

    def flood():
        link, decoder = ShoeLink("bench"), FrameDecoder()
        link.port_opened(0.0)
        cards = faults = 0
        for i in range(320):
            frames, errors = decoder.feed(chunk)
            for event in link.codec_errors(errors) + [e for f in frames for e in link.frame(f, i * 0.01)]:
                cards += isinstance(event, CardRead)
                faults += 1
        return cards, faults, decoder.pending
    cases.append(case("shoe line: 20 MB of noise", flood, lambda r: isinstance(r, tuple) and r[0] == 0 and r[2] < 260,
                      lambda r: f"cards {r[0]}, reports {r[1]}" if isinstance(r, tuple) else "crash"))
    refused = sum(c["refused"] for c in cases)
    return {"inputs_tried": len(cases), "refused_with_a_code": refused, "accepted_or_crashed": len(cases) - refused,
            "files_unchanged": unchanged, "max_seconds": max(c["seconds"] for c in cases),
            "max_peak_mb": max(c["peak_mb"] for c in cases), "cases": cases,
            "ok": refused == len(cases) and unchanged}
