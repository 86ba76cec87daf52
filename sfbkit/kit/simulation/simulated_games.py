"""The games of a simulation, any game's: one spec per game, played in a worker by the kit's play loop."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, play_match
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.simulation.simulation_pool import (
    SCHEDULER_TIMEOUT,
    Finished,
    Progress,
    check_workers,
    run_dask,
    run_local,
)

if TYPE_CHECKING:
    from sfbkit.kit.game import GameTally, SimulatedPairing, Simulation, SimulationPlan

MAX_GAMES = 1_000_000
"""The most games one simulation plays (over all pairings): their tallies are kept in memory."""

MAX_WORKERS = 256
"""The most local worker processes."""


@dataclass(frozen=True, slots=True)
class SimulatedGame:
    """One game to simulate; plain data, so it travels to worker processes and cluster nodes."""

    game: str
    """The registered id of the game."""
    root: str
    index: int
    pairing: int
    setup: SimulatedPairing
    order: tuple[int, ...]
    """The side at each seat (modulo the number of sides): sides alternate from one game to the next."""
    seed: int
    players: tuple[str, ...]
    """The player of each seat, by name."""


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """A simulated game's tally and whether the decision cap stopped it before its end."""

    index: int
    pairing: int
    tally: GameTally
    capped: bool


def seat_players(players: str, seats: int, registry: PlayerRegistry) -> tuple[str, ...]:
    """Returns one player name per seat from ``--players`` (one name, or one per seat); UsageError otherwise."""
    names = tuple(name.strip() for name in players.split(","))
    if len(names) == 1:
        names *= seats
    if len(names) != seats:
        raise UsageError(
            f"--players {players}: expected one player or {seats} (one per seat), comma-separated"
        )
    for name in names:
        registry.make(name, 0)  # UnknownPlayerError names the known players
    return names


def simulated_games(
    game: str, root: Path, plan: SimulationPlan, games: int, seed: int, players: tuple[str, ...]
) -> list[SimulatedGame]:
    """Returns ``games`` per pairing, the sides rotating one seat per game, seeds derived from the master seed."""
    if games < 1 or len(plan.pairings) * games > MAX_GAMES:
        raise UsageError(
            f"{len(plan.pairings)} pairing(s) x {games} games: a simulation plays from 1 to {MAX_GAMES} games"
        )
    specs: list[SimulatedGame] = []
    for number, pairing in enumerate(plan.pairings):
        sides = len(pairing.sides)
        for played in range(games):
            turn = played if plan.rotate_sides else 0
            order = tuple((side + turn) % sides for side in range(sides))
            index = len(specs)
            specs.append(
                SimulatedGame(
                    game, str(root), index, number, pairing, order, derive_seed(seed, "game", index), players
                )
            )
    return specs


@cache
def _simulation(game: str) -> tuple[Simulation, PlayerRegistry]:
    from sfbkit.kit.registry import get_game

    found = get_game(game)
    simulation = found.simulation()
    assert simulation is not None
    return simulation, PlayerRegistry(found.players())


def play_simulated(spec: SimulatedGame) -> PlayedGame:
    """Plays one game with the seats' players to its end (or the decision cap) and returns its tally."""
    simulation, registry = _simulation(spec.game)
    match = simulation.start(Path(spec.root), spec.setup, spec.order, spec.seed)
    players = [
        registry.make(name, derive_seed(spec.seed, "seat", seat)) for seat, name in enumerate(spec.players)
    ]
    outcome = play_match(match, players, cap=MATCH_DECISION_CAP)
    return PlayedGame(
        spec.index,
        spec.pairing,
        simulation.tally(Path(spec.root), match, spec.order),
        outcome.reason != "over",
    )


def play_batch(specs: Sequence[SimulatedGame]) -> list[PlayedGame]:
    """Plays a batch of games in one task (a Dask task)."""
    return [play_simulated(spec) for spec in specs]


def play_all(
    specs: Sequence[SimulatedGame],
    *,
    workers: int = 1,
    scheduler: str | None = None,
    progress: Progress | None = None,
    timeout: float = SCHEDULER_TIMEOUT,
    finished: Finished[PlayedGame] | None = None,
) -> list[PlayedGame]:
    """Plays every game and returns them in game order: in this process, a process pool, or a Dask cluster.

    ``finished`` gets the games as they finish (in batches on a cluster, in no set order there).
    """
    check_workers(workers, MAX_WORKERS)
    if scheduler is not None:
        return run_dask(play_batch, specs, scheduler, progress, timeout, finished)
    return run_local(play_simulated, specs, workers, progress, finished)
