"""Start-up: ``sfbkit --version`` and ``sfbkit validate`` on the bundled content against ``python -c pass``."""

from __future__ import annotations

import sys

from bench.commands import script, wall_times
from bench.report import Result, median
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root


def run(quick: bool) -> Result:
    """Times each command's wall clock (median of several runs after a warm-up)."""
    result = Result("startup")
    repeats = 5 if quick else 21
    commands = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "sfbkit --version": [script("sfbkit"), "--version"],
        "sfbkit validate (bundled content)": [
            script("sfbkit"),
            "validate",
            "--content",
            str(bundled_content_root()),
        ],
    }
    best: dict[str, float] = {}
    for label, command in commands.items():
        times = wall_times(command, repeats if "validate" not in label else max(3, repeats // 3))
        best[label] = min(times)
        result.figure(f"{label}: best", min(times) * 1000, "ms")
        result.figure(f"{label}: median", median(times) * 1000, "ms")
    bare, version, validate = best.values()
    result.ratio("sfbkit --version / python -c pass (best)", version / bare, "< 2", version / bare < 2)
    result.ratio("sfbkit validate / python -c pass (best)", validate / bare)
    result.note(f"{repeats} runs each ({max(3, repeats // 3)} for validate) after one warm-up")
    return result
