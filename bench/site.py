"""Site: ``sfbkit site`` on generated libraries of 125, 250, 500 and 1,000 champions, and its growth per doubling.

Each size is built in-process from a loaded library (loading is not timed) and
timed in user CPU seconds, the best of a few builds after a full garbage
collection, so that other load on the machine inflates it as little as
possible; system time (creating thousands of files on a disk other work shares)
is reported beside it. The ratio of two sizes' times is the growth factor per
doubling: 2.0 is linear, 4.0 quadratic (as when every page listed every champion).
"""

from __future__ import annotations

import gc
import os
import tempfile
from itertools import pairwise
from pathlib import Path

from bench.corpus import build_tree
from bench.report import Result
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.render.site import write_site

SIZES = (125, 250, 500, 1000)
QUICK_SIZES = (25, 50, 100)
REPEATS = 3
"""Builds per size in a full run; the fastest counts."""
GOAL = 2.3
"""The largest growth factor per doubling that still counts as linear (2.0 exactly, plus measuring noise)."""


def run(quick: bool) -> Result:
    """Builds the site at every size; reports CPU time, bytes and pages, and each doubling's growth factors."""
    result = Result("site")
    measured: list[tuple[int, float, int]] = []
    for champions in QUICK_SIZES if quick else SIZES:
        with tempfile.TemporaryDirectory() as temporary:
            library = load_library(build_tree(Path(temporary) / "content", champions))
            times: list[tuple[float, float]] = []
            for attempt in range(1 if quick else REPEATS):
                out = Path(temporary) / f"site-{attempt}"
                gc.collect()
                start = os.times()
                write_site(library, out)
                end = os.times()
                times.append((end.user - start.user, end.system - start.system))
            seconds, system = min(times)
            files = [path for path in out.rglob("*") if path.is_file()]
            size = sum(path.stat().st_size for path in files)
            pages = sum(1 for path in files if path.suffix == ".html")
        measured.append((champions, seconds, size))
        result.figure(f"{champions} champions: build (user CPU, best of {len(times)})", seconds, "s")
        result.figure(f"{champions} champions: system time of that build", system, "s")
        result.figure(f"{champions} champions: written", size / 1e6, "MB")
        result.figure(f"{champions} champions: pages", pages, "pages")
    for (small, small_time, small_size), (large, large_time, large_size) in pairwise(measured):
        growth = large_time / small_time
        result.ratio(f"user CPU {large} / {small} champions", growth, f"<= {GOAL}", growth <= GOAL)
        result.ratio(f"bytes written {large} / {small} champions", large_size / small_size)
    first, last = measured[0], measured[-1]
    result.note(
        f"per champion: {first[1] / first[0] * 1000:.1f} ms at {first[0]}, {last[1] / last[0] * 1000:.1f} ms at {last[0]}"
    )
    return result
