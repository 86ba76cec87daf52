"""Runs many independent games for a simulation: in this process, a local process pool, or a Dask cluster.

Results come back in the order of the games, so a run's outcome is the same whatever runs it. Every way a run
can go wrong ends in bounded time with a SimulationError (exit 1): a local worker killed, a scheduler that
does not answer (or answers something that is not Dask), a cluster left without workers.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from sfbkit.kit.errors import SfbkitError, UsageError

S = TypeVar("S")
R = TypeVar("R")
T = TypeVar("T")
Progress = Callable[[int], None]
Finished = Callable[[Sequence[R]], None]
"""Called with each run of finished records as they arrive (a results file streams them)."""

SCHEDULER_TIMEOUT = 30.0
"""Seconds to wait for a Dask scheduler's answer, and for a cluster without workers to get one back."""

SCHEDULER_SCHEMES = ("tcp://", "inproc://")
"""The scheduler addresses sfbkit connects to (tls:// needs certificates and ucx:// a driver, neither taken;
inproc:// is a cluster in this process)."""

DASK_BATCH = 50
"""The most games one Dask task plays: a task costs the scheduler about a millisecond, a game a few."""

POLL_SECONDS = 1.0
"""How often a Dask run that finished no batch checks that its cluster still has workers."""


LOST_SCHEDULER = frozenset({"CommClosedError", "FuturesCancelledError", "CancelledError"})
"""What distributed raises when its scheduler goes away mid-run (killed, or its host down)."""


class SimulationError(SfbkitError):
    """A simulation could not finish: a worker died, a game did not end, or the Dask cluster failed it."""


def check_workers(workers: int, most: int) -> None:
    """Raises UsageError unless ``workers`` is from 1 to ``most`` local worker processes."""
    if not 1 <= workers <= most:
        raise UsageError(f"--workers {workers}: from 1 to {most} local worker processes")


def run_local(
    run: Callable[[S], R],
    specs: Sequence[S],
    workers: int,
    progress: Progress | None = None,
    finished: Finished[R] | None = None,
) -> list[R]:
    """Returns ``run`` of every spec in order: in this process, or a pool of at most one worker per game."""
    workers = min(workers, len(specs))
    if workers <= 1:
        return list(_tick(map(run, specs), progress, finished))
    chunk = max(1, len(specs) // (workers * 8))
    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return list(_tick(pool.map(run, specs, chunksize=chunk), progress, finished))
    except BrokenProcessPool:
        raise SimulationError(
            "a worker process stopped abruptly (killed, or out of memory); the simulation has no result"
        ) from None


def _tick(records: Iterator[R], progress: Progress | None, finished: Finished[R] | None) -> Iterator[R]:
    for record in records:
        if finished is not None:
            finished((record,))
        if progress is not None:
            progress(1)
        yield record


def run_dask(
    run_batch: Callable[[list[S]], list[R]],
    specs: Sequence[S],
    address: str,
    progress: Progress | None,
    timeout: float,
    finished: Finished[R] | None = None,
) -> list[R]:
    """Returns ``run_batch`` of every spec, in batches on the Dask cluster at ``address``, in order.

    ``timeout`` bounds how long the scheduler may take to answer and the cluster may stay without workers.
    """
    if "://" in address and not address.startswith(SCHEDULER_SCHEMES):
        raise UsageError(
            f"--scheduler {address}: only tcp://HOST:PORT (or HOST:PORT) addresses are supported, not tls:// or ucx://"
        )
    try:
        distributed: Any = importlib.import_module("distributed")
    except ImportError:
        raise UsageError("--scheduler needs dask distributed: pip install 'sfbkit[sim]'") from None
    with _quiet_logging():
        return _run_on_cluster(distributed, run_batch, specs, address, progress, timeout, finished)


@contextlib.contextmanager
def _quiet_logging() -> Iterator[None]:
    """Silences every logger while a Dask run lasts: distributed logs a lost scheduler as tracebacks on stderr."""
    previous = logging.root.manager.disable
    logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(previous)


def _run_on_cluster(
    distributed: Any,
    run_batch: Callable[[list[S]], list[R]],
    specs: Sequence[S],
    address: str,
    progress: Progress | None,
    timeout: float,
    finished: Finished[R] | None = None,
) -> list[R]:
    """Runs the batches on a connected cluster (see ``run_dask``); every failure is one SfbkitError."""
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
        _await_batches(distributed, client, futures, progress, timeout, late, finished)
        records: list[R] = [record for future in futures for record in future.result()]
    except KeyboardInterrupt:
        raise
    except Exception as error:
        # A lost scheduler shows as a closed connection, cancelled futures, or a client that stops answering.
        lost = type(error).__name__ in LOST_SCHEDULER or str(error) == late
        if lost or getattr(client, "status", "running") != "running":
            raise SimulationError(
                f"the Dask scheduler at {address} went away mid-run; the simulation has no result"
            ) from None
        if isinstance(error, SfbkitError):
            raise
        raise SimulationError(f"the Dask run failed: {_one_line(error)}") from None
    finally:
        with contextlib.suppress(Exception):
            _bounded(timeout, late, client.close)
    return records


def _await_batches(
    distributed: Any,
    client: Any,
    futures: list[Any],
    progress: Progress | None,
    timeout: float,
    late: str,
    finished: Finished[Any] | None = None,
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
            if finished is not None:
                finished(batch)
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
