"""Dungeon Command: how matches end between the bundled warbands, per player, and how long they take.

Plays random-versus-random and greedy-versus-greedy matches on twin-vaults with the
``simulation`` ruleset (a 60-turn limit) and counts those that reach the limit instead
of ending by morale or an empty battlefield (issue 28's goal: fewer than 1 in 1,000).
The uniform random player, which passes as often as it acts, is the baseline.

Run ``python -m bench dc_match_ends`` (a short batch), or for the full figure
``python -m bench.dc_match_ends --games 1000 --workers 2``.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import cache

from bench.report import Result
from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import new_match
from sfbkit.games.dungeon_command.play.players import player
from sfbkit.games.dungeon_command.play.script import Policy

RULESET = "simulation"


@dataclass(frozen=True, slots=True)
class Ending:
    """How one match ended: its reason, turns, decisions and the CPU seconds it took."""

    reason: str
    turns: int
    decisions: int
    cpu: float


@cache
def _definitions() -> Definitions:
    return definitions_of(load_library(bundled_root()))


def play_one(job: tuple[Policy, int]) -> Ending:
    """Plays one match of a policy against itself; the seed picks the seats of the two bundled warbands."""
    policy, seed = job
    defs = _definitions()
    bands = sorted(defs.warbands)
    pair = (bands[seed % 2], bands[1 - seed % 2])
    match = new_match(
        defs, warbands=(pair[0], pair[1]), battlefield="twin-vaults", ruleset=RULESET, seed=seed
    )
    seats = [player(policy, seed * 2 + 1), player(policy, seed * 2 + 2)]
    decisions = 0
    begin = time.process_time()
    while (decision := match.decision) is not None:
        match.apply(seats[decision.player].choose(match, decision))
        decisions += 1
    result = match.result
    assert result is not None
    return Ending(result.reason, result.turns, decisions, time.process_time() - begin)


def play_many(policy: Policy, games: int, workers: int) -> list[Ending]:
    """Plays ``games`` matches (seeds 1 to ``games``) on ``workers`` processes."""
    jobs = [(policy, seed) for seed in range(1, games + 1)]
    if workers == 1:
        return [play_one(job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(play_one, jobs, chunksize=8))


def report(result: Result, policy: Policy, endings: list[Ending]) -> None:
    """Adds one policy's figures: matches at the turn limit, reasons, decisions and turns per match."""
    count = len(endings)
    reasons = Counter(ending.reason for ending in endings)
    result.figure(f"{policy}: matches", count, "matches")
    result.figure(f"{policy}: matches that reach the turn limit", reasons["turn_limit"], f"of {count}")
    for reason in sorted(set(reasons) - {"turn_limit"}):
        result.figure(f"{policy}: matches ended by {reason}", reasons[reason], f"of {count}")
    result.figure(f"{policy}: decisions per match", sum(e.decisions for e in endings) / count, "decisions")
    result.figure(f"{policy}: most decisions in one match", max(e.decisions for e in endings), "decisions")
    result.figure(f"{policy}: turns per match", sum(e.turns for e in endings) / count, "turns")
    result.figure(f"{policy}: CPU seconds per match", sum(e.cpu for e in endings) / count, "s")


POLICIES: tuple[Policy, ...] = ("uniform", "random", "greedy")
"""The players compared, the uniform baseline first."""


def measure(games: int, greedy_games: int, workers: int, policies: tuple[Policy, ...] = POLICIES) -> Result:
    """Plays each policy's batch and returns the figures."""
    result = Result("dc_match_ends")
    result.note(f"bundled warbands, twin-vaults, ruleset {RULESET} (turn limit 60), seeds 1 to N")
    for policy in policies:
        report(result, policy, play_many(policy, greedy_games if policy == "greedy" else games, workers))
    return result


def run(quick: bool) -> Result:
    """The short batch ``python -m bench`` runs."""
    return measure(4 if quick else 100, 2 if quick else 20, 1)


def main(argv: list[str] | None = None) -> int:
    """Plays the full batch: ``--games`` random and uniform matches, ``--greedy-games`` greedy ones."""
    parser = argparse.ArgumentParser(prog="python -m bench.dc_match_ends", description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--greedy-games", type=int, default=None)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument(
        "--players", default=",".join(POLICIES), help="comma-separated, of " + ", ".join(POLICIES)
    )
    arguments = parser.parse_args(argv)
    policies = tuple(name for name in arguments.players.split(",") if name)
    unknown = [name for name in policies if name not in POLICIES]
    if unknown:
        parser.error(f"unknown player {', '.join(unknown)}; expected any of {', '.join(POLICIES)}")
    greedy = arguments.games if arguments.greedy_games is None else arguments.greedy_games
    print(measure(arguments.games, greedy, arguments.workers, policies).text(), flush=True)  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
