"""Runs commands for the benchmarks: the venv's console scripts, timed, with repeats.

Commands run with bytecode writing allowed (``PYTHONDONTWRITEBYTECODE`` removed from their
environment): an installed package has its modules compiled, and a command that compiled
every sfbkit module on each run would time the compiler.
"""

from __future__ import annotations

import os
import resource
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


def command_environment(**variables: str) -> dict[str, str]:
    """Returns the environment commands run in: this one with bytecode writing allowed, plus ``variables``."""
    environment = {**os.environ, **variables}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    return environment


def timed(
    command: Sequence[str], *, cwd: Path | None = None
) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Runs a command to its end and returns its wall time in seconds and its result."""
    environment = command_environment()
    start = time.perf_counter()
    result = subprocess.run(
        list(command), capture_output=True, text=True, check=False, cwd=cwd, env=environment
    )
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


def alternated_best(commands: Sequence[Sequence[str]], repeats: int) -> list[tuple[float, float]]:
    """Runs the commands in turn, ``repeats`` rounds after one warm-up round; returns each one's least wall and CPU time.

    Taking turns puts every command through the same drifts of a shared machine's speed,
    so the ratio of their times says more than blocks of runs of one after the other would.
    """
    for command in commands:
        cpu_and_wall(command)
    rounds = [[cpu_and_wall(command) for command in commands] for _ in range(repeats)]
    return [
        (min(one[index][1] for one in rounds), min(one[index][0] for one in rounds))
        for index in range(len(commands))
    ]


def cpu_and_wall(command: Sequence[str], environment: dict[str, str] | None = None) -> tuple[float, float]:
    """Runs a command that must succeed; returns its CPU seconds (user + system) and wall seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    outcome = subprocess.run(
        list(command), capture_output=True, text=True, check=False, env=environment or command_environment()
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if outcome.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{outcome.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall
