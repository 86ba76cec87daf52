"""Balance simulation: many bot games, run in-process, in a local process pool, or on a Dask cluster.

Each game's seed is derived from the master seed and the game's index, and
results are merged in game order (by the kit's simulation pool), so the outcome
is the same whatever runs it.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.statistics import GameRecord
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.simulation_pool import (
    SCHEDULER_TIMEOUT,
    Progress,
    check_workers,
    run_dask,
    run_local,
)
from sfbkit.kit.simulation_pool import SimulationError as SimulationError

Team = tuple[str, ...]
Pairing = tuple[Team, Team]

MAX_GAMES = 1_000_000
"""The most games one simulation plays (over all pairings): their records are kept in memory."""

MAX_WORKERS = 256
"""The most local worker processes."""


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game to simulate; plain data, so it travels to worker processes and cluster nodes."""

    index: int
    pairing: int
    seats: tuple[Team, Team]
    seed: int
    players: str
    content_root: str
    ruleset: str = "standard"
    arena: str = "fabulosa"
    rules: dict[str, Any] = field(default_factory=dict)


def all_pairings(library: Library, team_size: int = 3) -> list[Pairing]:
    """Returns every unordered pairing of two disjoint teams of the library's champions."""
    champions = sorted(library.champions)
    teams = list(itertools.combinations(champions, team_size))
    return [(a, b) for a, b in itertools.combinations(teams, 2) if not set(a) & set(b)]


def game_specs(
    pairings: Sequence[Pairing],
    games: int,
    seed: int,
    players: str,
    content_root: Path,
    *,
    ruleset: str = "standard",
    rules: dict[str, Any] | None = None,
) -> list[GameSpec]:
    """Returns the games of a simulation: ``games`` per pairing, sides alternating, seeds from the master seed."""
    if players not in POLICIES:
        raise UsageError(f"unknown players {players!r}; expected one of {', '.join(POLICIES)}")
    if games < 1 or len(pairings) * games > MAX_GAMES:
        raise UsageError(
            f"{len(pairings)} pairing(s) x {games} games: a simulation plays from 1 to {MAX_GAMES} games"
        )
    specs: list[GameSpec] = []
    for number, (first, second) in enumerate(pairings):
        for game in range(games):
            index = len(specs)
            seats = (first, second) if game % 2 == 0 else (second, first)
            specs.append(
                GameSpec(
                    index=index,
                    pairing=number,
                    seats=seats,
                    seed=derive_seed(seed, "game", index),
                    players=players,
                    content_root=str(content_root),
                    ruleset=ruleset,
                    rules=dict(rules or {}),
                )
            )
    return specs


_LIBRARIES: dict[str, Library] = {}


def _library(root: str) -> Library:
    library = _LIBRARIES.get(root)
    if library is None:
        library = load_library(Path(root))
        _LIBRARIES[root] = library
    return library


def run_game(spec: GameSpec) -> GameRecord:
    """Plays one game with bots and returns what it tells about balance."""
    library = _library(spec.content_root)
    match_spec = MatchSpec(
        ruleset=spec.ruleset, arena=spec.arena, seed=spec.seed, teams=spec.seats, rules=dict(spec.rules)
    )
    players = [make_player(spec.players, derive_seed(spec.seed, "seat", seat)) for seat in (0, 1)]
    recording = play_recorded(library, match_spec, players)
    match = recording.match
    result = match.result
    assert result is not None
    sources: list[dict[str, int]] = [{}, {}]
    played: list[set[str]] = [set(), set()]
    for event in match.events:
        if event.kind == "vp":
            team = event.data["team"]
            reason = str(event.data["reason"])
            sources[team][reason] = sources[team].get(reason, 0) + int(event.data["amount"])
        elif event.kind in ("play", "reaction"):
            played[event.data["player"]].add(str(event.data["card"]))
    return GameRecord(
        index=spec.index,
        pairing=spec.pairing,
        seats=spec.seats,
        winner=result.winner,
        first_player=match.state.first_player,
        rounds=result.rounds,
        reason=result.reason,
        vp=(result.vp[0], result.vp[1]),
        vp_by_source=(tuple(sorted(sources[0].items())), tuple(sorted(sources[1].items()))),
        played=(tuple(sorted(played[0])), tuple(sorted(played[1]))),
    )


def run_games(
    specs: Sequence[GameSpec],
    *,
    workers: int = 1,
    scheduler: str | None = None,
    progress: Progress | None = None,
    timeout: float = SCHEDULER_TIMEOUT,
) -> list[GameRecord]:
    """Runs every game and returns the records in game order (local, a process pool, or a Dask cluster).

    ``timeout`` bounds how long a Dask scheduler may take to answer and a cluster may stay without workers.
    """
    check_workers(workers, MAX_WORKERS)
    if scheduler is not None:
        return run_dask(run_batch, specs, scheduler, progress, timeout)
    return run_local(run_game, specs, workers, progress)


def run_batch(specs: Sequence[GameSpec]) -> list[GameRecord]:
    """Plays a batch of games in one task."""
    return [run_game(spec) for spec in specs]
