"""Runs commands for the benchmarks: the venv's console scripts, timed, with repeats."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from bench.report import median


def script(name: str) -> str:
    """Returns the path of a console script installed next to the running interpreter."""
    candidate = Path(sys.executable).parent / name
    return str(candidate) if candidate.exists() else name


def timed(
    command: Sequence[str], *, cwd: Path | None = None
) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Runs a command to its end and returns its wall time in seconds and its result."""
    start = time.perf_counter()
    result = subprocess.run(list(command), capture_output=True, text=True, check=False, cwd=cwd)
    return time.perf_counter() - start, result


def wall_times(command: Sequence[str], repeats: int, *, cwd: Path | None = None) -> list[float]:
    """Runs a command ``repeats`` times after one warm-up run; returns every wall time."""
    timed(command, cwd=cwd)
    return [timed(command, cwd=cwd)[0] for _ in range(repeats)]


def median_time(command: Sequence[str], repeats: int, *, cwd: Path | None = None) -> float:
    """Returns the median wall time of ``repeats`` runs after a warm-up."""
    return median(wall_times(command, repeats, cwd=cwd))


def best_time(command: Sequence[str], repeats: int, *, cwd: Path | None = None) -> float:
    """Returns the shortest wall time of ``repeats`` runs after a warm-up: the least disturbed by other load."""
    return min(wall_times(command, repeats, cwd=cwd))
