"""The Dungeon Command games of ``bench/dc_games.py`` played by the code of ``DC_START`` and by today's, in turns.

``DC_START`` is the commit the Dungeon Command speed work of issue 28 §3 started from. It is exported from
this repository's history with ``git archive`` into a temporary folder; each side plays in a process of its
own (``dc_games.py`` with ``PYTHONPATH`` naming that side's code), so neither pays for the other's imports.
Instructions are counted with callgrind: the games' run minus a run that only loads the content.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from bench.commit_export import REPOSITORY, export

DC_START = "4c507cfb42bb366838f8040223ab56db6337bad9"
"""main when the Dungeon Command speed work of issue 28 §3 began."""

GAMES_SCRIPT = Path(__file__).resolve().parent / "dc_games.py"


@dataclass(frozen=True, slots=True)
class Played:
    """What one side's games cost and gave: CPU seconds of the play alone, decisions and event hashes."""

    cpu: float
    decisions: int
    hashes: list[str]


_PYCACHE: dict[Path, Path] = {}
"""Where each code's compiled modules lie (``PYTHONPYCACHEPREFIX``), while ``start_code`` holds them."""


@contextmanager
def start_code() -> Iterator[Path | str]:
    """Yields a folder holding the code of ``DC_START``, or a sentence saying why there is none.

    Both that code and today's are compiled first (today's into the same temporary folder), so that
    neither side's play pays for compiling a module it imports late, where bytecode is not written.
    """
    with tempfile.TemporaryDirectory(prefix="sfbkit-dc-start-") as folder:
        code = export(DC_START, Path(folder) / "code")
        if isinstance(code, str):
            yield code
            return
        try:
            for side, prefix in (
                (code, Path(folder) / "start-pycache"),
                (REPOSITORY, Path(folder) / "today-pycache"),
            ):
                _PYCACHE[side] = prefix
                subprocess.run(
                    [sys.executable, "-m", "compileall", "-q", str(side / "sfbkit")],
                    env=_environment(side),
                    capture_output=True,
                    check=False,
                )
            yield code
        finally:
            _PYCACHE.clear()


def _environment(code: Path) -> dict[str, str]:
    environment = {**os.environ, "PYTHONPATH": str(code), "PYTHONHASHSEED": "0"}
    if code in _PYCACHE:
        environment["PYTHONPYCACHEPREFIX"] = str(_PYCACHE[code])
    return environment


def play(code: Path, first: int, end: int) -> Played | str:
    """Plays games ``first`` to ``end - 1`` of ``GAMES`` with the code in ``code``; or says why it failed."""
    run = subprocess.run(
        [sys.executable, str(GAMES_SCRIPT), str(first), str(end)],
        cwd=code,
        env=_environment(code),
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        return f"the games failed: {run.stderr.strip().splitlines()[-1:]}"
    answer = json.loads(run.stdout)
    return Played(float(answer["cpu"]), int(answer["decisions"]), [str(h) for h in answer["hashes"]])


def instructions(codes: list[Path], first: int, end: int) -> list[tuple[int, int]] | str:
    """Counts with callgrind, for each code, the instructions and decisions of games ``first`` to ``end - 1``.

    Each count is a run of the games minus a run that only loads the content; all runs go at once.
    """
    if shutil.which("valgrind") is None:
        return "valgrind is not installed"
    with tempfile.TemporaryDirectory(prefix="sfbkit-dc-callgrind-") as folder:
        runs = []
        for index, code in enumerate(codes):
            for games in (0, end - first):
                out = Path(folder) / f"callgrind.{index}.{games}"
                command = [
                    "valgrind",
                    "--tool=callgrind",
                    f"--callgrind-out-file={out}",
                    sys.executable,
                    str(GAMES_SCRIPT),
                    str(first),
                    str(first + games),
                ]
                process = subprocess.Popen(
                    command,
                    cwd=code,
                    env=_environment(code),
                    stdout=subprocess.PIPE,
                    stderr=subprocess.DEVNULL,
                    text=True,
                )
                runs.append((out, process))
        counts = []
        decisions = []
        for out, process in runs:
            stdout, _ = process.communicate()
            found = re.search(r"^summary:\s*(\d+)", out.read_text(), re.MULTILINE) if out.exists() else None
            if process.returncode != 0 or found is None:
                return f"callgrind failed on {out.name}"
            counts.append(int(found[1]))
            decisions.append(int(json.loads(stdout)["decisions"]))
        return [
            (counts[2 * i + 1] - counts[2 * i], decisions[2 * i + 1] - decisions[2 * i])
            for i in range(len(codes))
        ]
