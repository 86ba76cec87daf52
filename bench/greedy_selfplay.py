"""Super Fantasy Brawl matches of the greedy player against itself, as the search's fitting commands play them."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from bench.search_player import SFB_TEAMS

Sample = TypeVar("Sample")


def greedy_selfplay(seed: int) -> tuple[Any, list[Any]]:
    """Returns a seed's new match and its two greedy players: the bench's teams on even seeds, random teams of the
    bundled champions on odd ones."""
    from sfbkit.games.super_fantasy_brawl.content.library import load_library
    from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
    from sfbkit.games.super_fantasy_brawl.engine import new_match
    from sfbkit.games.super_fantasy_brawl.play.policies import PLAYERS

    library = load_library(bundled_content_root())
    if seed % 2 == 0:
        teams = [list(team) for team in SFB_TEAMS]
    else:
        picked = random.Random(seed).sample(sorted(library.champions), 6)
        teams = [picked[:3], picked[3:]]
    return new_match(library, teams=teams, seed=seed), [
        PLAYERS.make("greedy", seed * 2 + seat) for seat in range(2)
    ]


def selfplay_samples(
    argv: Sequence[str] | None,
    command: str,
    description: str | None,
    games: int,
    first_seed: int,
    match_samples: Callable[[int], list[Sample]],
) -> list[Sample]:
    """Reads ``--games`` (``games`` by default) and ``--workers`` from the command line, plays that many matches from
    ``first_seed`` on in worker processes and returns their samples in the order of the seeds."""
    parser = argparse.ArgumentParser(prog=f"python -m {command}", description=description)
    parser.add_argument("--games", type=int, default=games, metavar="N")
    parser.add_argument("--workers", type=int, default=1, metavar="N")
    arguments = parser.parse_args(argv)
    if arguments.games < 1 or arguments.workers < 1:
        parser.error("--games and --workers expect a count of 1 or more")
    seeds = range(first_seed, first_seed + arguments.games)
    with ProcessPoolExecutor(arguments.workers) as pool:
        return [sample for part in pool.map(match_samples, seeds, chunksize=10) for sample in part]
