"""bench.run's report: the machine it ran on and the markdown table of its results."""
from __future__ import annotations

import os
import platform
import sys
from pathlib import Path
from typing import Any

try:
    import pokerkit
except ImportError:  # pragma: no cover - the bench extra is optional
    pokerkit = None

# --------------------------------------------------------------------- report

def machine() -> dict[str, Any]:
    cpu = platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
        "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None,
        "pokerkit": getattr(pokerkit, "__version__", None) or _version("pokerkit"),
        "phevaluator": _version("phevaluator"),
    }


def _version(name: str) -> str | None:
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:  # noqa: BLE001
        return None


def fmt(stat: dict | None, unit: str) -> str:
    if not stat:
        return "–"
    if unit == "evals/s":
        return f"{stat['median']:,.0f}/s (p90 {stat['p90']:,.0f})"
    if unit == "MB":
        return f"{stat['median']:.1f} MB"
    digits = 1 if stat["median"] >= 100 else 2
    return f"{stat['median']:,.{digits}f} {unit} (p90 {stat['p90']:,.{digits}f})"


def fmt_ratio(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value:,.1f}×" if value >= 10 else f"{value:.2f}×"


def table(results: list[dict]) -> str:
    lines = ["| measure | ours (median, p90) | pokerkit | phevaluator | ratio vs pokerkit / phevaluator "
             "| target | met? |",
             "|---|---|---|---|---|---|---|"]
    for r in results:
        met = "" if r["met"] is None else ("yes" if r["met"] else "**no**")
        lines.append(f"| {r['measure']} | {fmt(r['ours'], r['unit'])} | {fmt(r['pokerkit'], r['unit'])} "
                     f"| {fmt(r['phevaluator'], r['unit'])} | {fmt_ratio(r['ratio_pokerkit'])} / "
                     f"{fmt_ratio(r['ratio_phevaluator'])} | {r['target']} | {met} |")
    return "\n".join(lines)
