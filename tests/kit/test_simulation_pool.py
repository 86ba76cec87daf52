"""The kit's simulation pool: bounded workers, results in game order, a killed worker is one SimulationError."""

from __future__ import annotations

import os
import signal

import pytest

from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.play.simulation import SIMULATION
from sfbkit.kit.errors import UsageError
from sfbkit.kit.simulation.simulated_games import MAX_WORKERS, play_all, simulated_games
from sfbkit.kit.simulation.simulation_pool import SimulationError, check_workers, run_local


def square(number: int) -> int:
    """Returns a number squared (a game that is quick to play in a worker)."""
    return number * number


def die(number: int) -> int:
    """Plays nothing: the worker is killed as the out-of-memory killer would."""
    os.kill(os.getpid(), signal.SIGKILL)
    raise AssertionError("unreachable")


@pytest.mark.parametrize("workers", [0, 65])
def test_workers_out_of_bounds_are_a_usage_error(workers: int) -> None:
    with pytest.raises(UsageError, match=rf"^--workers {workers}: from 1 to 64 local worker processes$"):
        check_workers(workers, 64)
    check_workers(64, 64)


def test_results_come_in_game_order_whatever_runs_them() -> None:
    games = list(range(40))
    assert run_local(square, games, 1) == run_local(square, games, 3) == [n * n for n in games]


def test_each_result_ticks_the_progress() -> None:
    ticks: list[int] = []
    run_local(square, [1, 2, 3], 2, ticks.append)
    assert ticks == [1, 1, 1]


def test_a_killed_worker_of_either_game_is_one_simulation_error(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(SimulationError, match="worker process stopped abruptly"):
        run_local(die, [1, 2], 2)
    monkeypatch.setattr("sfbkit.kit.simulation.simulated_games.play_simulated", die)
    options = {"warbands": "lanternguard,mirewood-brood", "ruleset": "skirmish", "battlefield": "twin-vaults"}
    plan = SIMULATION.plan(bundled_root(), options)
    specs = simulated_games("dungeon-command", bundled_root(), plan, 2, 0, ("first", "first"))
    with pytest.raises(SimulationError, match="worker process stopped abruptly"):
        play_all(specs, workers=2)
    with pytest.raises(UsageError, match=f"--workers {MAX_WORKERS + 1}"):
        play_all(specs, workers=MAX_WORKERS + 1)
