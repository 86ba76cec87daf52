"""Super Fantasy Brawl speed for search (issue 28 §3): random matches and event hashing against the issue's start.

The code of ``ISSUE_28_START`` (the commit issue 28's speed work starts from) is exported from the
repository's history into a temporary folder; it and today's code each play the same seeded random matches
in a process of their own (``sfb_speed_play.py``), alternated for a few rounds (each keeps its cheapest
round), and must give the same event hashes. Where valgrind is installed, each also plays the matches under
callgrind, which counts the instructions of the play alone whatever else runs on the machine.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.commit_export import export
from bench.report import Result

ISSUE_28_START = "b8802e7e79a94a69eb12ad8bd4e728cca2eeabc5"
"""The commit the Super Fantasy Brawl speed work of issue 28 §3 started from."""

GOAL_INSTRUCTIONS = 1.8
"""Issue 28 §3: at least 1.8× fewer instructions per random match."""

ROUNDS = 3
REPOSITORY = Path(__file__).resolve().parent.parent
PLAY_SCRIPT = Path(__file__).resolve().parent / "sfb_speed_play.py"


@dataclass(frozen=True, slots=True)
class Played:
    """What one code's random matches cost and gave."""

    cpu: float
    hash_cpu: float
    events: int
    decisions: int
    hashes: list[str]


def _command(code: Path, seeds: range, counted: bool) -> list[str]:
    run = [sys.executable, str(PLAY_SCRIPT), str(seeds.start), str(seeds.stop)]
    if not counted:
        return run
    return [
        "valgrind",
        "--tool=callgrind",
        "--collect-atstart=no",
        "--toggle-collect=functools_reduce",
        "--callgrind-out-file=/dev/null",
        *run,
    ]


def play(code: Path, seeds: range, *, counted: bool = False) -> tuple[Played, int | None] | str:
    """Plays the seeds with the code in ``code``; with ``counted``, under callgrind (then also the instructions)."""
    environment = {**os.environ, "PYTHONPATH": str(code), "PYTHONHASHSEED": "0"}
    run = subprocess.run(
        _command(code, seeds, counted), cwd=code, env=environment, capture_output=True, text=True, check=False
    )
    if run.returncode != 0:
        return f"the code in {code.name} failed: {run.stderr.strip().splitlines()[-1:]}"
    answer = json.loads(run.stdout)
    played = Played(
        float(answer["cpu"]),
        float(answer["hash_cpu"]),
        int(answer["events"]),
        int(answer["decisions"]),
        [str(h) for h in answer["hashes"]],
    )
    instructions = None
    if counted:
        for line in run.stderr.splitlines():
            if "Collected :" in line:
                instructions = int(line.rsplit(":", 1)[1].strip().replace(",", ""))
    return played, instructions


def run(quick: bool) -> Result:
    """Plays the random matches with the start's code and today's in turns, then counts their instructions."""
    result = Result("sfb_speed")
    seeds = range(1, 11 if quick else 101)
    counted_seeds = range(1, 4 if quick else 21)
    today = REPOSITORY
    with tempfile.TemporaryDirectory(prefix="sfbkit-issue-28-start-") as folder:
        start = export(ISSUE_28_START, Path(folder) / "code")
        if isinstance(start, str):
            result.note(f"the start of issue 28 could not be run, so no ratio is measured: {start}")
            return result
        runs: dict[str, list[Played]] = {"start": [], "today": []}
        for _ in range(1 if quick else ROUNDS):
            for name, code in (("start", start), ("today", today)):
                played = play(code, seeds)
                if isinstance(played, str):
                    result.note(played)
                    return result
                runs[name].append(played[0])
        before = min(runs["start"], key=lambda p: p.cpu)
        after = min(runs["today"], key=lambda p: p.cpu)
        same = "the same" if before.hashes == after.hashes else "DIFFERENT"
        result.note(f"{len(seeds)} random matches, {same} event hashes; rounds alternated, cheapest kept")
        for name, p in (("start", before), ("today", after)):
            result.figure(f"{name}: random matches per CPU second", len(seeds) / p.cpu, "matches/s")
            result.figure(f"{name}: hashing the events / the play", p.hash_cpu / p.cpu, "")
        result.ratio("random matches per CPU second, today / start", before.cpu / after.cpu)
        result.ratio(
            "hashing a match's events, start / today (CPU)",
            before.hash_cpu / after.hash_cpu if after.hash_cpu else float("inf"),
        )
        if shutil.which("valgrind") is None:
            result.note("valgrind is not installed: no instruction counts")
            return result
        counts: dict[str, int] = {}
        for name, code in (("start", start), ("today", today)):
            counted = play(code, counted_seeds, counted=True)
            if isinstance(counted, str) or counted[1] is None:
                result.note(f"callgrind gave no count for {name}")
                return result
            counts[name] = counted[1]
            result.figure(
                f"{name}: instructions per random match (callgrind)",
                counts[name] / len(counted_seeds),
                "instr",
            )
        ratio = counts["start"] / counts["today"]
        result.ratio(
            "instructions per random match, start / today",
            ratio,
            f">= {GOAL_INSTRUCTIONS:g}",
            ratio >= GOAL_INSTRUCTIONS and before.hashes == after.hashes,
        )
    return result
