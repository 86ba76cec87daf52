"""Start-up: ``sfbkit --version``, ``validate`` and a warm ``search`` on the bundled content against ``python -c pass``.

The cache lives in a temporary folder; the warm-up run of each command fills it, so
``validate`` prints its cached report; ``validate --no-cache`` validates in full.
"""

from __future__ import annotations

import os
import sys
import tempfile

from bench.commands import cpu_and_wall, script, wall_times
from bench.report import Result, median
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root


def run(quick: bool) -> Result:
    """Times each command's wall clock (median of several runs after a warm-up)."""
    repeats = 5 if quick else 21
    with tempfile.TemporaryDirectory() as cache:
        return _run(repeats, cache)


STARTUP_GOAL_SECONDS = 0.150


def _run(repeats: int, cache: str) -> Result:
    result = Result("startup")
    os.environ["SFBKIT_CACHE_DIR"] = os.path.join(cache, "cache")
    os.environ["XDG_STATE_HOME"] = os.path.join(cache, "state")
    commands = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "sfbkit --version": [script("sfbkit"), "--version"],
        "sfbkit validate (bundled content, cached report)": [
            script("sfbkit"),
            "validate",
            "--content",
            str(bundled_content_root()),
        ],
        "sfbkit validate --no-cache (bundled content, in full)": [
            script("sfbkit"),
            "validate",
            "--no-cache",
            "--content",
            str(bundled_content_root()),
        ],
        "sfbkit search kw:push (bundled content, warm cache)": [
            script("sfbkit"),
            "search",
            "--content",
            str(bundled_content_root()),
            "kw:push",
        ],
    }
    best: dict[str, float] = {}
    cpu: dict[str, float] = {}
    for label, command in commands.items():
        times = wall_times(
            command, repeats if "--version" in label or "pass" in label else max(3, repeats // 3)
        )
        best[label] = min(times)
        cpu[label] = min(cpu_and_wall(command)[0] for _ in range(3))
        result.figure(f"{label}: best", min(times) * 1000, "ms")
        result.figure(f"{label}: median", median(times) * 1000, "ms")
        result.figure(f"{label}: CPU (best of 3)", cpu[label] * 1000, "ms")
    bare, version, validate, full, search = best.values()
    result.ratio("sfbkit --version / python -c pass (best)", version / bare, "< 2", version / bare < 2)
    result.ratio("sfbkit validate / python -c pass (best)", validate / bare)
    result.ratio("sfbkit validate / validate --no-cache (best)", validate / full)
    result.ratio("sfbkit validate --no-cache / python -c pass (best)", full / bare)
    result.ratio("sfbkit search / python -c pass (best)", search / bare)
    cpu_bare, _, cpu_validate, _, cpu_search = cpu.values()
    for label, seconds, cpu_seconds in (("validate", validate, cpu_validate), ("search", search, cpu_search)):
        result.ratio(
            f"sfbkit {label} best / {STARTUP_GOAL_SECONDS * 1000:g} ms goal",
            seconds / STARTUP_GOAL_SECONDS,
            "< 1",
            seconds < STARTUP_GOAL_SECONDS,
        )
        result.ratio(
            f"sfbkit {label} CPU / {STARTUP_GOAL_SECONDS * 1000:g} ms goal",
            cpu_seconds / STARTUP_GOAL_SECONDS,
            "< 1",
            cpu_seconds < STARTUP_GOAL_SECONDS,
        )
        result.ratio(f"sfbkit {label} CPU / python -c pass CPU", cpu_seconds / max(cpu_bare, 1e-3))
    result.note(f"{repeats} runs each ({max(3, repeats // 3)} for validate and search) after one warm-up")
    result.note(
        "the goals are absolute wall times: read them with the load average and the python -c pass time"
    )
    return result
