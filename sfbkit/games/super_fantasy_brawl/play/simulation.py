"""Balance simulation: many bot games, run in-process, in a local process pool, or on a Dask cluster.

Each game's seed is derived from the master seed and the game's index, and
results are merged in game order, so the outcome is the same whatever runs it.
"""

from __future__ import annotations

import importlib
import itertools
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.seeds import derive_seed
from sfbkit.games.super_fantasy_brawl.play.statistics import GameRecord
from sfbkit.kit.errors import UsageError

Team = tuple[str, ...]
Pairing = tuple[Team, Team]
Progress = Callable[[int], None]


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
    recording = play_recorded(library, match_spec, players, [spec.players, spec.players])
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
) -> list[GameRecord]:
    """Runs every game and returns the records in game order (local, a process pool, or a Dask cluster)."""
    if scheduler is not None:
        return _run_dask(specs, scheduler, progress)
    if workers <= 1:
        return list(_tick(map(run_game, specs), progress))
    chunk = max(1, len(specs) // (workers * 8))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(_tick(pool.map(run_game, specs, chunksize=chunk), progress))


def _tick(records: Iterator[GameRecord], progress: Progress | None) -> Iterator[GameRecord]:
    for record in records:
        if progress is not None:
            progress(1)
        yield record


DASK_BATCH = 50
"""The most games one Dask task plays: a task costs the scheduler about a millisecond, a game a few."""


def run_batch(specs: Sequence[GameSpec]) -> list[GameRecord]:
    """Plays a batch of games in one task."""
    return [run_game(spec) for spec in specs]


def _run_dask(specs: Sequence[GameSpec], address: str, progress: Progress | None) -> list[GameRecord]:
    try:
        distributed: Any = importlib.import_module("distributed")
    except ImportError:
        raise UsageError("--scheduler needs dask distributed: pip install 'sfbkit[sim]'") from None
    try:
        client = distributed.Client(address, timeout=10)
    except (OSError, TimeoutError, ValueError) as error:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: {error}") from None
    try:
        threads = max(1, sum(client.nthreads().values()))
        size = max(1, min(DASK_BATCH, len(specs) // (threads * 4)))
        batches = [list(specs[start : start + size]) for start in range(0, len(specs), size)]
        futures = client.map(run_batch, batches, pure=False)
        for finished in distributed.as_completed(futures):
            if progress is not None:
                progress(len(finished.result()))
        records = [record for batch in client.gather(futures) for record in batch]
    finally:
        client.close()
    return sorted(records, key=lambda record: record.index)
