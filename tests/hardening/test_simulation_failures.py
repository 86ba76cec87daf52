"""A simulation that cannot finish ends in bounded time with one error line and exit 1 or 2.

Bounds on ``--games`` and ``--workers``; a local worker killed; Dask schedulers
that never answer, answer garbage, use another scheme, or lose every worker.
Every server is local (127.0.0.1) and every wait is bounded.
"""

from __future__ import annotations

import os
import signal
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.simulation import MAX_GAMES, SimulationError, game_specs, run_games
from sfbkit.games.super_fantasy_brawl.play.statistics import GameRecord
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

    monkeypatch.setattr("sfbkit.kit.simulation_pool.ProcessPoolExecutor", counting)
    specs = game_specs(
        [(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda"))],
        2,
        0,
        "first",
        bundled_content_root(),
        rules={"round_limit": 1},
    )
    assert len(run_games(specs, workers=200)) == 2
    assert sizes == [2]


def die(spec: object) -> GameRecord:
    """Plays no game: the worker process is killed as the kernel's out-of-memory killer would."""
    os.kill(os.getpid(), signal.SIGKILL)
    raise AssertionError("unreachable")


def test_a_killed_worker_is_one_error_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sfbkit.games.super_fantasy_brawl.play.simulation.run_game", die)
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


def _specs(games: int) -> list[Any]:
    pairing = (("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda"))
    return game_specs([pairing], games, 0, "first", bundled_content_root(), rules={"round_limit": 1})


def test_a_cluster_without_workers_ends_after_the_timeout() -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=":0") as cluster:
        started = time.monotonic()
        with pytest.raises(SimulationError, match="no workers for 2 s"):
            run_games(_specs(4), scheduler=cluster.scheduler_address, timeout=2)
        assert time.monotonic() - started < 30


def test_a_cluster_that_loses_every_worker_mid_run_ends_after_the_timeout() -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=":0"
    ) as cluster:
        done: list[int] = []

        def lose_workers(games: int) -> None:
            if not done:
                cluster.scale(0)
            done.append(games)

        started = time.monotonic()
        with pytest.raises(SimulationError, match="no workers"):
            run_games(_specs(40), scheduler=cluster.scheduler_address, progress=lose_workers, timeout=2)
        assert time.monotonic() - started < 60
        assert 0 < sum(done) < 40
