"""Start-up: ``sfbkit --version`` and ``sfbkit validate`` on the bundled content against ``python -c pass``."""

from __future__ import annotations

import sys

from bench.commands import median_time, script
from bench.report import Result


def run(quick: bool) -> Result:
    """Times each command's wall clock (median of several runs after a warm-up)."""
    result = Result("startup")
    repeats = 5 if quick else 21
    bare = median_time([sys.executable, "-c", "pass"], repeats)
    version = median_time([script("sfbkit"), "--version"], repeats)
    validate = median_time([script("sfbkit"), "validate"], max(3, repeats // 3))
    result.figure("python -c pass", bare * 1000, "ms")
    result.figure("sfbkit --version", version * 1000, "ms")
    result.figure("sfbkit validate (bundled content)", validate * 1000, "ms")
    result.ratio("sfbkit --version / python -c pass", version / bare, "< 2", version / bare < 2)
    result.ratio("sfbkit validate / python -c pass", validate / bare)
    result.note(f"median of {repeats} runs ({max(3, repeats // 3)} for validate) after one warm-up")
    return result
