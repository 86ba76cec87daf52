"""Balance simulation: many bot games, run in-process, in a local process pool, or on a Dask cluster.

Each game's seed is derived from the master seed and the game's index, and
results are merged in game order, so the outcome is the same whatever runs it.

Every way a run can go wrong ends in bounded time with a SimulationError (exit
1): a local worker killed, a scheduler that does not answer (or answers
something that is not Dask), a cluster left without workers.
"""

from __future__ import annotations

import contextlib
import importlib
import itertools
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.seeds import derive_seed
from sfbkit.games.super_fantasy_brawl.play.statistics import GameRecord
from sfbkit.kit.errors import SfbkitError, UsageError

Team = tuple[str, ...]
Pairing = tuple[Team, Team]
Progress = Callable[[int], None]
T = TypeVar("T")

MAX_GAMES = 1_000_000
"""The most games one simulation plays (over all pairings): their records are kept in memory."""

MAX_WORKERS = 256
"""The most local worker processes."""

SCHEDULER_TIMEOUT = 30.0
"""Seconds to wait for a Dask scheduler's answer, and for a cluster without workers to get one back."""

SCHEDULER_SCHEMES = ("tcp://", "inproc://")
"""The scheduler addresses sfbkit connects to (tls:// needs certificates and ucx:// a driver, neither taken;
inproc:// is a cluster in this process)."""


class SimulationError(SfbkitError):
    """A simulation could not finish: a worker died, or the Dask cluster did not answer or lost its workers."""


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
    timeout: float = SCHEDULER_TIMEOUT,
) -> list[GameRecord]:
    """Runs every game and returns the records in game order (local, a process pool, or a Dask cluster).

    ``timeout`` bounds how long a Dask scheduler may take to answer and a cluster may stay without workers.
    """
    if not 1 <= workers <= MAX_WORKERS:
        raise UsageError(f"--workers {workers}: from 1 to {MAX_WORKERS} local worker processes")
    if scheduler is not None:
        return _run_dask(specs, scheduler, progress, timeout)
    workers = min(workers, len(specs))
    if workers <= 1:
        return list(_tick(map(run_game, specs), progress))
    chunk = max(1, len(specs) // (workers * 8))
    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return list(_tick(pool.map(run_game, specs, chunksize=chunk), progress))
    except BrokenProcessPool:
        raise SimulationError(
            "a worker process stopped abruptly (killed, or out of memory); the simulation has no result"
        ) from None


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


def _run_dask(
    specs: Sequence[GameSpec], address: str, progress: Progress | None, timeout: float
) -> list[GameRecord]:
    if "://" in address and not address.startswith(SCHEDULER_SCHEMES):
        raise UsageError(
            f"--scheduler {address}: only tcp://HOST:PORT (or HOST:PORT) addresses are supported, not tls:// or ucx://"
        )
    try:
        distributed: Any = importlib.import_module("distributed")
    except ImportError:
        raise UsageError("--scheduler needs dask distributed: pip install 'sfbkit[sim]'") from None
    late = f"the Dask scheduler at {address} did not answer within {timeout:g} s"
    try:
        client = _bounded(timeout, late, lambda: distributed.Client(address, timeout=max(timeout, 10)))
    except (OSError, TimeoutError, ValueError) as error:
        raise UsageError(f"cannot reach the Dask scheduler at {address}: {_one_line(error)}") from None
    except (SfbkitError, KeyboardInterrupt):
        raise
    except BaseException as error:
        raise SimulationError(
            f"the server at {address} does not answer as a Dask scheduler ({_one_line(error)})"
        ) from None
    try:
        threads = max(1, sum(_bounded(timeout, late, client.nthreads).values()))
        size = max(1, min(DASK_BATCH, len(specs) // (threads * 4)))
        batches = [list(specs[start : start + size]) for start in range(0, len(specs), size)]
        futures = client.map(run_batch, batches, pure=False)
        _await_batches(distributed, client, futures, progress, timeout, late)
        records = [record for future in futures for record in future.result()]
    except (SfbkitError, KeyboardInterrupt):
        raise
    except Exception as error:
        raise SimulationError(f"the Dask run failed: {_one_line(error)}") from None
    finally:
        with contextlib.suppress(Exception):
            _bounded(timeout, late, client.close)
    return sorted(records, key=lambda record: record.index)


POLL_SECONDS = 1.0
"""How often a Dask run that finished no batch checks that its cluster still has workers."""


def _await_batches(
    distributed: Any, client: Any, futures: list[Any], progress: Progress | None, timeout: float, late: str
) -> None:
    """Waits for every batch; SimulationError when the cluster stays without workers for ``timeout`` seconds."""
    pending = list(futures)
    workerless_since: float | None = None
    while pending:
        try:
            done, not_done = distributed.wait(
                pending, timeout=min(timeout, POLL_SECONDS), return_when="FIRST_COMPLETED"
            )
        except TimeoutError:
            done, not_done = set(), set(pending)
        for future in done:
            try:
                batch = future.result(timeout=timeout)
            except TimeoutError:
                # A finished batch whose result lived on a worker that is gone waits to be redone.
                raise SimulationError(
                    f"the Dask cluster lost a finished batch and had no workers to redo it for {timeout:g} s"
                ) from None
            if progress is not None:
                progress(len(batch))
        pending = [future for future in pending if future in not_done]
        if done or _bounded(timeout, late, client.nthreads):
            workerless_since = None
        elif workerless_since is None:
            workerless_since = time.monotonic()
        elif time.monotonic() - workerless_since > timeout:
            raise SimulationError(
                f"the Dask cluster has had no workers for {timeout:g} s; "
                f"{len(pending)} of {len(futures)} batches unfinished"
            )


def _bounded(seconds: float, late: str, action: Callable[[], T]) -> T:
    """Returns ``action()`` run in a daemon thread; SimulationError(``late``) when it takes over ``seconds``."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = action()
        except BaseException as error:  # re-raised in the calling thread below
            box["error"] = error

    thread = threading.Thread(target=run, name="sfbkit-bounded-call", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise SimulationError(late)
    if "error" in box:
        raise box["error"]
    value: T = box["value"]
    return value


def _one_line(error: BaseException) -> str:
    """Returns an exception as one line: its type and the first line of its message."""
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0]}" if text else type(error).__name__
