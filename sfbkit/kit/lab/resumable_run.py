"""Plays a run's games, streaming each finished one to its results file and skipping those the file holds."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from sfbkit.kit.lab.results_file import ResultsFile
from sfbkit.kit.simulation.simulated_games import PlayedGame, SimulatedGame, play_all
from sfbkit.kit.simulation.simulation_pool import SCHEDULER_TIMEOUT, Progress


def play_resumable(
    specs: Sequence[SimulatedGame],
    store: ResultsFile | None,
    *,
    workers: int = 1,
    scheduler: str | None = None,
    progress: Progress | None = None,
    timeout: float = SCHEDULER_TIMEOUT,
    reading: Iterable[Path] = (),
) -> list[PlayedGame]:
    """Returns every game of the run in game order; the games the results file holds are not played again."""
    if store is None:
        return play_all(specs, workers=workers, scheduler=scheduler, progress=progress, timeout=timeout)
    done = dict(store.finished())
    if progress is not None and done:
        progress(len(done))
    left = [spec for spec in specs if spec.index not in done]
    store.open(reading)
    try:
        if left:

            def keep(games: Sequence[PlayedGame]) -> None:
                for game in games:
                    store.record(game)

            for game in play_all(
                left, workers=workers, scheduler=scheduler, progress=progress, timeout=timeout, finished=keep
            ):
                done[game.index] = game
    finally:
        store.close()
    return [done[spec.index] for spec in specs]
