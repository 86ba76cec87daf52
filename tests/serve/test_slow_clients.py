"""Slow and idle clients: a request that does not arrive in time is dropped, and many idle ones do not block others."""

from __future__ import annotations

import resource
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import PlainTextResponse
from starlette.routing import Route

from sfbkit.kit.serve.connection_guard import ConnectionLimits, guarded_protocol

COMMAND = "import sys; from sfbkit.cli.entry import main; sys.exit(main())"

OPEN_FILES = 256
"""The open-file limit the served process gets: fewer than the idle connections the test opens."""

IDLE = 300


async def _hello(request: Request) -> PlainTextResponse:
    try:
        body = await request.body()
    except ClientDisconnect:
        return PlainTextResponse("gone", 400)
    return PlainTextResponse(f"hello {len(body)}")


@pytest.fixture()
def guarded() -> Iterator[int]:
    """Runs a small app on the guarded protocol (a 0.5 s deadline, 4 connections) and yields its port."""
    app = Starlette(routes=[Route("/", _hello, methods=["GET", "POST"])])
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    config = uvicorn.Config(
        app, log_level="warning", lifespan="off", http=guarded_protocol(ConnectionLimits(0.5, 4))
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    try:
        yield int(listener.getsockname()[1])
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def _closed(connection: socket.socket) -> bool:
    connection.settimeout(5)
    try:
        return connection.recv(1024) == b""
    except ConnectionResetError:
        return True


def _ask(port: int, request: bytes = b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n") -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(4096):
            answer += chunk
        return answer


def test_headers_or_a_body_that_do_not_arrive_in_time_are_dropped(guarded: int) -> None:
    silent = socket.create_connection(("127.0.0.1", guarded))
    partial = socket.create_connection(("127.0.0.1", guarded))
    partial.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
    slow_body = socket.create_connection(("127.0.0.1", guarded))
    slow_body.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc")
    with silent, partial, slow_body:
        assert _closed(silent) and _closed(partial) and _closed(slow_body)
    assert b"hello 0" in _ask(guarded)
    assert b"hello 3" in _ask(guarded, b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc")


def test_at_the_cap_the_longest_idle_connection_makes_room(guarded: int) -> None:
    idle = [socket.create_connection(("127.0.0.1", guarded)) for _ in range(4)]
    try:
        time.sleep(0.1)
        assert b"hello 0" in _ask(guarded)
        assert _closed(idle[0])
    finally:
        for connection in idle:
            connection.close()


def _limit_open_files() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (OPEN_FILES, OPEN_FILES))


def test_many_idle_connections_under_a_low_file_limit_do_not_stop_the_server(tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    process = subprocess.Popen(
        [sys.executable, "-c", COMMAND, "serve", "--port", "0", "--saves", str(tmp_path / "saves")],
        stderr=subprocess.PIPE,
        text=True,
        env={"TMPDIR": str(temporary), "PATH": "/usr/bin:/bin"},
        preexec_fn=_limit_open_files,
    )
    assert process.stderr is not None
    line = process.stderr.readline()
    assert "serving the play page on http://127.0.0.1:" in line, line
    base = line.split(" on ", 1)[1].split("/play", 1)[0]
    port = int(base.rsplit(":", 1)[1])
    idle: list[socket.socket] = []
    try:
        for _ in range(IDLE):
            idle.append(socket.create_connection(("127.0.0.1", port)))
        time.sleep(1.5)
        with urllib.request.urlopen(f"{base}/api/setup", timeout=5) as response:
            assert response.status == 200
    finally:
        for connection in idle:
            connection.close()
        process.terminate()
        _, errors = process.communicate(timeout=10)
    assert "Traceback" not in errors and len(errors.splitlines()) < 10, errors[:2000]
