"""Simulation scaling: random-versus-random games per second with 1 and 2 local workers, and on Dask.

The same list of games (seeds derived from one master seed) runs in-process and
in a 2-process pool (taking turns), and on a 2-worker Dask LocalCluster; the
records must be identical each way. Efficiency is the 2-worker rate over twice the 1-worker rate.
"""

from __future__ import annotations

import importlib
import logging
import resource
import time
from collections.abc import Sequence
from typing import Any

from bench.machine import usable_cores
from bench.report import Result
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.simulation import SIMULATION
from sfbkit.kit.game import SimulationPlan
from sfbkit.kit.simulation.simulated_games import PlayedGame as GameRecord
from sfbkit.kit.simulation.simulated_games import SimulatedGame as GameSpec
from sfbkit.kit.simulation.simulated_games import play_all as run_games
from sfbkit.kit.simulation.simulated_games import play_simulated as run_game
from sfbkit.kit.simulation.simulated_games import simulated_games

GOAL_EFFICIENCY = 0.9
BATCH = 50
"""Games per Dask task in the batched variant (one game per task is what ``run_games`` sends)."""


def _cpu_seconds() -> float:
    """Returns the CPU seconds used so far by this process and its finished children (pool workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _timed(specs: Sequence[GameSpec], **options: Any) -> tuple[float, list[GameRecord], float]:
    """Runs the games; returns the wall time, the records and the CPU time."""
    start, start_cpu = time.perf_counter(), _cpu_seconds()
    records = run_games(specs, **options)
    return time.perf_counter() - start, records, _cpu_seconds() - start_cpu


def run(quick: bool) -> Result:
    """Times the same games on one worker, two workers and a Dask LocalCluster."""
    result = Result("simulation")
    root = bundled_content_root()
    every = SIMULATION.plan(root, {"all_pairings": True, "ruleset": "standard"})
    plan = SimulationPlan(every.pairings[:: 97 if quick else 37], every.seats, every.settings)
    per_pairing = 2 if quick else 6
    repeats = 1 if quick else 3
    specs = simulated_games("super-fantasy-brawl", root, plan, per_pairing, 2026, ("random", "random"))
    run_games(specs[:4])  # loads the library into this process's cache, as a long run would have
    one_time = two_time = one_cpu = two_cpu = float("inf")
    for _ in range(repeats):  # in turns, so that both go through the same drifts of the machine's speed
        seconds, one, cpu = _timed(specs, workers=1)
        one_time, one_cpu = min(one_time, seconds), min(one_cpu, cpu)
        seconds, two, cpu = _timed(specs, workers=2)
        two_time, two_cpu = min(two_time, seconds), min(two_cpu, cpu)
    games = len(specs)
    result.figure("games (random v random, standard ruleset)", games, "games")
    result.figure("1 worker (in-process): games per second", games / one_time, "games/s")
    result.figure("2 worker processes: games per second", games / two_time, "games/s")
    efficiency = one_time / (2 * two_time)
    result.ratio("2-worker efficiency (rate / (2 x 1-worker rate))", efficiency, ">= 0.9", efficiency >= 0.9)
    result.ratio("2-worker speed-up over 1 worker", one_time / two_time)
    # CPU seconds do not depend on what else runs: this shows the pool's own overhead (start-up, pickling)
    result.figure("1 worker: CPU seconds", one_cpu, "s")
    result.figure("2 workers: CPU seconds, parent and workers", two_cpu, "s")
    result.ratio("work efficiency (1-worker CPU / 2-worker CPU)", one_cpu / two_cpu)
    same = one == two
    dask_line = _dask(specs, result)
    if dask_line is not None:
        dask_time, dask_records = dask_line
        same = same and dask_records == one
        result.ratio("Dask speed-up over 1 worker", one_time / dask_time)
    result.note(
        f"{usable_cores()} usable cores; best of {repeats} runs each; records identical on every runner: {same}"
    )
    if not same:
        result.note("the runners disagree: determinism is broken")
    return result


def _dask(specs: Sequence[GameSpec], result: Result) -> tuple[float, list[GameRecord]] | None:
    try:
        distributed: Any = importlib.import_module("distributed")
    except ImportError:
        result.note("Dask distributed is not installed: pip install 'sfbkit[sim]'")
        return None
    start = time.perf_counter()
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
        silence_logs=logging.CRITICAL,
    ) as cluster:
        result.figure("Dask LocalCluster start-up", time.perf_counter() - start, "s")
        run_games(specs[:4], scheduler=cluster.scheduler_address)
        dask_time, records, _ = _timed(specs, scheduler=cluster.scheduler_address)
        result.figure("Dask LocalCluster (2 workers): games per second", len(specs) / dask_time, "games/s")
        batched_time, batched = _dask_batched(specs, cluster.scheduler_address, BATCH)
        result.figure(f"Dask, {BATCH} games per task: games per second", len(specs) / batched_time, "games/s")
        if batched != records:
            result.note("Dask batched records differ from one game per task")
        return dask_time, records


def run_batch(specs: Sequence[GameSpec]) -> list[GameRecord]:
    """Plays a batch of games in one task (what a Dask task would best carry)."""
    return [run_game(spec) for spec in specs]


def _dask_batched(specs: Sequence[GameSpec], address: str, size: int) -> tuple[float, list[GameRecord]]:
    distributed: Any = importlib.import_module("distributed")
    batches = [list(specs[start : start + size]) for start in range(0, len(specs), size)]
    start = time.perf_counter()
    with distributed.Client(address) as client:
        futures = client.map(run_batch, batches, pure=False)
        records = [record for batch in client.gather(futures) for record in batch]
    return time.perf_counter() - start, records
