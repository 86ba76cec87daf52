"""A Dask ``LocalCluster`` in a child process, for tests that need a scheduler.

Started inside a busy test worker, ``LocalCluster`` sometimes never returns from
starting its event loop. In a fresh child process it starts reliably, and a start
that still hangs is killed and tried once more, so no test waits forever.

Run as ``python -m tests.dask_cluster WORKERS``: prints the scheduler address, then
reads commands from standard input (``scale N``) until it is closed.
"""

from __future__ import annotations

import os
import selectors
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
START_SECONDS = 60


@dataclass
class ChildCluster:
    """A running child cluster: its scheduler address and a way to rescale it."""

    address: str
    process: subprocess.Popen[str]

    def scale(self, workers: int) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(f"scale {workers}\n")
        self.process.stdin.flush()


def _start(workers: int) -> ChildCluster | None:
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.dask_cluster", str(workers)],
        cwd=REPO,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        if selector.select(START_SECONDS):
            address = process.stdout.readline().strip()
            if address.startswith("tcp://"):
                return ChildCluster(address, process)
    process.kill()
    process.wait()
    return None


@contextmanager
def child_cluster(workers: int) -> Iterator[ChildCluster]:
    """A local cluster of *workers* thread workers, stopped on exit."""
    cluster = _start(workers) or _start(workers)
    assert cluster is not None, f"a LocalCluster did not start in {START_SECONDS} s, twice"
    try:
        yield cluster
    finally:
        assert cluster.process.stdin is not None
        cluster.process.stdin.close()
        try:
            cluster.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            cluster.process.kill()
            cluster.process.wait()


def _serve(workers: int) -> None:
    import distributed

    with distributed.LocalCluster(
        n_workers=workers,
        threads_per_worker=2,
        processes=False,
        protocol="tcp://",
        host="127.0.0.1",
        dashboard_address=":0",
    ) as cluster:
        print(cluster.scheduler_address, flush=True)
        for line in sys.stdin:
            command, _, value = line.partition(" ")
            if command == "scale":
                cluster.scale(int(value))


if __name__ == "__main__":
    _serve(int(sys.argv[1]))
