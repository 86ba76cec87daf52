"""Forks and determinizations (issue 28 §3): their CPU cost per operation in each game, against the issue's start.

A search makes thousands of forks and determinizations per decision. ``forks_play.py`` plays seeded random
matches and, at every fifth decision, times ten forks and ten determinizations for the deciding seat. Today's
code and the code each game's speed work started from (exported from the repository's history; neither start
had determinizations) run it in processes of their own, alternated for a few rounds, each keeping its
cheapest round.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.commit_export import export
from bench.dc_start import DC_START
from bench.exported_run import run_json
from bench.report import Result
from bench.sfb_speed import ISSUE_28_START

GOALS_US = {"sfb": 50.0, "dc": 150.0}
"""Issue 28 §3: at most 50 µs CPU per fork or determinization for Super Fantasy Brawl, 3× that for the others."""

STARTS = {"sfb": ISSUE_28_START, "dc": DC_START}
NAMES = {"sfb": "Super Fantasy Brawl", "dc": "Dungeon Command"}
ROUNDS = 3
REPOSITORY = Path(__file__).resolve().parent.parent
PLAY_SCRIPT = Path(__file__).resolve().parent / "forks_play.py"


@dataclass(frozen=True, slots=True)
class Costs:
    """What one code's forks and determinizations cost, in CPU microseconds each (None where it has none)."""

    fork_us: float
    determinize_us: float | None
    forks: int


def measure(code: Path, game: str, matches: int) -> Costs | str:
    """Runs ``forks_play.py`` on ``matches`` matches of ``game`` with the code in ``code``; or says why it failed."""
    answer = run_json(code, PLAY_SCRIPT, game, str(matches), beside_script=True)
    if isinstance(answer, str):
        return answer
    determinized = int(answer["determinizations"])
    return Costs(
        1e6 * float(answer["fork_cpu"]) / int(answer["forks"]),
        1e6 * float(answer["determinize_cpu"]) / determinized if determinized else None,
        int(answer["forks"]),
    )


def _cheapest(runs: list[Costs]) -> Costs:
    forks = min(r.fork_us for r in runs)
    determinized = [r.determinize_us for r in runs if r.determinize_us is not None]
    return Costs(forks, min(determinized) if determinized else None, runs[0].forks)


def run(quick: bool) -> Result:
    """Times each game's forks and determinizations with its start's code and today's, in turns."""
    result = Result("forks")
    matches = 2 if quick else 10
    with tempfile.TemporaryDirectory(prefix="sfbkit-forks-") as folder:
        for game, commit in STARTS.items():
            start = export(commit, Path(folder) / game)
            if isinstance(start, str):
                result.note(f"{NAMES[game]}: the start could not be run, so no ratio is measured: {start}")
                continue
            runs: dict[str, list[Costs]] = {"start": [], "today": []}
            for _ in range(1 if quick else ROUNDS):
                for name, code in (("start", start), ("today", REPOSITORY)):
                    costs = measure(code, game, matches)
                    if isinstance(costs, str):
                        result.note(f"{NAMES[game]}: {costs}")
                        return result
                    runs[name].append(costs)
            before, after = _cheapest(runs["start"]), _cheapest(runs["today"])
            goal = GOALS_US[game]
            result.note(
                f"{NAMES[game]}: {matches} random matches, {after.forks} forks at every fifth decision"
                f" (start {commit[:7]}); rounds alternated, cheapest kept"
            )
            result.figure(f"{game} start: CPU per fork", before.fork_us, "µs")
            result.figure(f"{game} today: CPU per fork", after.fork_us, "µs")
            result.ratio(
                f"{game}: CPU per fork, start / today",
                before.fork_us / after.fork_us,
                f"fork <= {goal:g} µs",
                after.fork_us <= goal,
            )
            if after.determinize_us is not None:
                result.figure(f"{game} today: CPU per determinization", after.determinize_us, "µs")
                result.ratio(
                    f"{game}: CPU per determinization / goal",
                    after.determinize_us / goal,
                    "<= 1",
                    after.determinize_us <= goal,
                )
    return result
