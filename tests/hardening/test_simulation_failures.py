"""A simulation that cannot finish ends in bounded time with one error line and exit 1 or 2.

Bounds on ``--games`` and ``--workers``; a local worker killed; Dask schedulers
that never answer, answer garbage, use another scheme, or lose every worker.
Every server is local (127.0.0.1) and every wait is bounded.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.simulation import SIMULATION
from sfbkit.kit.simulation.simulated_games import (
    MAX_GAMES,
    PlayedGame,
    SimulatedGame,
    play_all,
    simulated_games,
)
from sfbkit.kit.simulation.simulation_pool import SimulationError
from tests.dask_cluster import child_cluster
from tests.hardening.helpers import assert_no_crash, invoke

TEAMS = ("--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda")
QUICK = (*TEAMS, "--games", "4", "--round-limit", "1")


def last_error(stderr: str) -> str:
    """Returns the error line a failed run ends with (a progress bar label may come before it)."""
    lines = [line for line in stderr.splitlines() if line.strip() and line.strip() != "simulating"]
    assert len(lines) == 1 and lines[0].startswith("error: "), stderr
    return lines[0]


@pytest.mark.parametrize(
    "args",
    [
        (*TEAMS, "--games", str(10**12)),
        (*TEAMS, "--games", str(MAX_GAMES + 1)),
        ("--all-pairings", "--games", "200"),
        (*TEAMS, "--workers", str(10**6)),
        (*TEAMS, "--workers", "0"),
    ],
    ids=["a trillion games", "one game too many", "all teams times 200", "a million workers", "no worker"],
)
def test_games_and_workers_are_bounded(args: tuple[str, ...]) -> None:
    started = time.monotonic()
    result = invoke("simulate", *args)
    assert_no_crash(result, (2,))
    assert time.monotonic() - started < 60


def test_more_workers_than_games_start_no_idle_process(monkeypatch: pytest.MonkeyPatch) -> None:
    import concurrent.futures

    sizes: list[int] = []
    real = concurrent.futures.ProcessPoolExecutor

    def counting(max_workers: int, **kwargs: Any) -> Any:
        sizes.append(max_workers)
        return real(max_workers=max_workers, **kwargs)

    monkeypatch.setattr("sfbkit.kit.simulation.simulation_pool.ProcessPoolExecutor", counting)
    assert len(play_all(_specs(2), workers=200)) == 2
    assert sizes == [2]


def die(spec: object) -> PlayedGame:
    """Plays no game: the worker process is killed as the kernel's out-of-memory killer would."""
    os.kill(os.getpid(), signal.SIGKILL)
    raise AssertionError("unreachable")


def test_a_killed_worker_is_one_error_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sfbkit.kit.simulation.simulated_games.play_simulated", die)
    started = time.monotonic()
    result = invoke("simulate", *QUICK, "--workers", "2")
    assert_no_crash(result, (1,))
    assert "worker process stopped abruptly" in last_error(result.stderr)
    assert time.monotonic() - started < 60


@contextmanager
def local_server(answer: bytes | None) -> Iterator[str]:
    """Serves on 127.0.0.1: each connection gets ``answer`` (None: nothing) and is then held open."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(0.2)
    held: list[socket.socket] = []
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except OSError:
                continue
            held.append(connection)
            if answer is not None:
                with suppress(OSError):
                    connection.sendall(answer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"tcp://127.0.0.1:{server.getsockname()[1]}"
    finally:
        stop.set()
        thread.join(5)
        for connection in held:
            connection.close()
        server.close()


GARBAGE = {
    "nothing": None,
    "high bytes": b"\xff" * 64,
    "an HTTP answer": b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n",
    "a huge frame": (1).to_bytes(8, "little") + (2**62).to_bytes(8, "little"),
    "a large frame then silence": (1).to_bytes(8, "little") + (2**20).to_bytes(8, "little") + b"\0" * 16,
    "random bytes": bytes(range(256)) * 4,
}


@pytest.mark.parametrize("answer", sorted(GARBAGE))
def test_a_scheduler_that_does_not_answer_as_dask_ends_in_bounded_time(answer: str) -> None:
    pytest.importorskip("distributed")
    with local_server(GARBAGE[answer]) as address:
        started = time.monotonic()
        result = invoke("simulate", *QUICK, "--scheduler", address, "--scheduler-timeout", "3")
        elapsed = time.monotonic() - started
    assert_no_crash(result, (1, 2))
    assert address in last_error(result.stderr)
    assert elapsed < 30


@pytest.mark.parametrize("address", ["tls://127.0.0.1:8786", "ucx://127.0.0.1:8786", "ws://h:1"])
def test_a_scheduler_address_of_another_scheme_is_a_usage_error(address: str) -> None:
    result = invoke("simulate", *QUICK, "--scheduler", address)
    assert_no_crash(result, (2,))
    assert "tcp://" in last_error(result.stderr)


def test_a_closed_port_ends_in_bounded_time() -> None:
    pytest.importorskip("distributed")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    result = invoke("simulate", *QUICK, "--scheduler", f"tcp://127.0.0.1:{port}", "--scheduler-timeout", "3")
    assert_no_crash(result, (1, 2))
    assert time.monotonic() - started < 30
    last_error(result.stderr)


def _specs(games: int) -> list[SimulatedGame]:
    root = bundled_content_root()
    options = {"teams": "borka,pip,velvet", "versus": "gorlak,thornwick,mirelda", "ruleset": "standard"}
    plan = SIMULATION.plan(root, {**options, "round_limit": 1})
    return simulated_games("super-fantasy-brawl", root, plan, games, 0, ("first", "first"))


def test_a_cluster_without_workers_ends_after_the_timeout() -> None:
    pytest.importorskip("distributed")
    with child_cluster(0) as cluster:
        started = time.monotonic()
        with pytest.raises(SimulationError, match="no workers for 2 s"):
            play_all(_specs(4), scheduler=cluster.address, timeout=2)
        assert time.monotonic() - started < 30


GAMES_PAST_SCALE_DOWN = 400
"""Eight batches of 50: the worker goes before even a loaded machine could finish them all."""


def test_a_cluster_that_loses_every_worker_mid_run_ends_after_the_timeout() -> None:
    pytest.importorskip("distributed")
    with child_cluster(1) as cluster:
        done: list[int] = []

        def lose_workers(games: int) -> None:
            if not done:
                cluster.scale(0)
            done.append(games)

        started = time.monotonic()
        with pytest.raises(SimulationError, match="no workers"):
            play_all(
                _specs(GAMES_PAST_SCALE_DOWN), scheduler=cluster.address, progress=lose_workers, timeout=2
            )
        assert time.monotonic() - started < 60
        assert 0 < sum(done) < GAMES_PAST_SCALE_DOWN


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def _until(seconds: float, ready: Any) -> None:
    """Waits (bounded) until ``ready()`` holds."""
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, "the cluster did not start in time"
        time.sleep(0.2)


@pytest.mark.slow
@pytest.mark.parametrize("delay", [0.0, 0.5, 2.0], ids=["at-once", "after-half-a-second", "after-2s"])
def test_a_scheduler_killed_mid_run_is_one_line_and_exit_1(tmp_path: Path, delay: float) -> None:
    distributed = pytest.importorskip("distributed")
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    console = "import sys; from sfbkit.cli.entry import main; sys.argv = ['sfbkit', *sys.argv[1:]]; sys.exit(main())"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "stdin": subprocess.DEVNULL}
    scheduler = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "distributed.cli.dask_scheduler",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--no-dashboard",
        ],
        cwd=tmp_path,
        **quiet,  # type: ignore[arg-type]
    )
    worker = None
    try:
        _until(30, lambda: _listening(port))
        worker = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "distributed.cli.dask_worker",
                address,
                "--nthreads",
                "1",
                "--no-nanny",
                "--no-dashboard",
                "--local-directory",
                str(tmp_path),
            ],
            cwd=tmp_path,
            **quiet,  # type: ignore[arg-type]
        )
        run = subprocess.Popen(
            [
                sys.executable,
                "-c",
                console,
                "simulate",
                *TEAMS,
                "--games",
                "2000",
                "--scheduler",
                address,
                "--scheduler-timeout",
                "5",
            ],
            cwd=tmp_path,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        with distributed.Client(address, timeout=30) as watcher:
            _until(120, lambda: any(watcher.processing().values()))  # a worker plays a batch
        time.sleep(delay)
        scheduler.kill()
        stdout, stderr = run.communicate(timeout=120)
    finally:
        for process in (scheduler, worker):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait(30)
    assert run.returncode == 1, stderr
    assert "Traceback" not in stderr
    assert (
        last_error(stderr)
        == f"error: the Dask scheduler at {address} went away mid-run; the simulation has no result"
    )
    assert stdout == ""


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0
