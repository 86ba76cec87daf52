"""Load on ``sfbkit serve``: clients playing matches against a bot at once on loopback; answers/s and latency.

Each client starts a match against the ``random`` bot and answers a random
legal option of every decision, starting a new match when one ends, until the
time is up. The figures are answers a second and the median and 95th
percentile of an answer's latency; any 5xx, and any saved log that does not
replay, is counted (both must be 0).
"""

from __future__ import annotations

import http.client
import json
import random
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.report import Result, median, percentile

COMMAND = "import sys; from sfbkit.cli.entry import main; sys.exit(main())"
TEAMS = [["borka", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]]


@dataclass(slots=True)
class Load:
    """What the clients saw: each answer's latency, the 5xx answers and other refusals, matches finished."""

    latencies: list[float] = field(default_factory=list)
    server_errors: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    finished: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def _call(
    connection: http.client.HTTPConnection, method: str, path: str, body: Any = None
) -> tuple[int, Any]:
    headers = {"content-type": "application/json"} if body is not None else {}
    connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
    response = connection.getresponse()
    data = response.read()
    return response.status, json.loads(data) if data.startswith(b"{") else data


def _client(port: int, seed: int, stop: float, load: Load, answers: int | None, form: dict[str, Any]) -> None:
    rng = random.Random(seed)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    given = 0
    try:
        while time.monotonic() < stop and (answers is None or given < answers):
            status, created = _call(connection, "POST", "/api/matches", {**form, "opponent": "random"})
            if status != 201:
                with load.lock:
                    (load.server_errors if status >= 500 else load.refusals).append(f"create {status}")
                return
            match = f"/api/matches/{created['id']}"
            status, view = _call(connection, "GET", match)
            while view["result"] is None and time.monotonic() < stop and (answers is None or given < answers):
                option = rng.choice(view["decision"]["options"])["id"]
                started = time.perf_counter()
                status, answer = _call(connection, "POST", f"{match}/answer", {"option": option})
                elapsed = time.perf_counter() - started
                given += 1
                with load.lock:
                    load.latencies.append(elapsed)
                    if status >= 500:
                        load.server_errors.append(f"answer {status}")
                    elif status != 200:
                        load.refusals.append(f"answer {status}: {answer}")
                if status != 200:
                    return
                view = answer
            if view["result"] is not None:
                with load.lock:
                    load.finished += 1
    finally:
        connection.close()


def drive(
    port: int, clients: int, seconds: float, answers: int | None = None, form: dict[str, Any] | None = None
) -> Load:
    """Runs ``clients`` players at once for ``seconds`` (or ``answers`` answers each) and returns what they saw.

    ``form`` is the new-match fields of the served game (Super Fantasy Brawl's teams when None).
    """
    load = Load()
    stop = time.monotonic() + seconds
    fields = {"teams": TEAMS} if form is None else form
    threads = [
        threading.Thread(target=_client, args=(port, index, stop, load, answers, fields))
        for index in range(clients)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return load


def unreplayable(saves: Path, content: Path | None = None) -> list[str]:
    """Returns the saved logs of a folder that ``sfbkit replay`` does not verify (on ``content``), with its message."""
    from sfbkit.kit.content.trees import open_tree
    from sfbkit.kit.errors import SfbkitError

    tree = open_tree(content)
    failed = []
    for path in sorted(saves.glob("*.jsonl")):
        try:
            tree.game.replay(tree.root, path)
        except SfbkitError as error:
            failed.append(str(error))
    return failed


class Server:
    """``sfbkit serve --port 0`` in a child process, for as long as the ``with`` block runs."""

    def __init__(self, saves: Path, content: Path | None = None) -> None:
        self.saves = saves
        self.content = content
        self.process: subprocess.Popen[str] | None = None
        self.port = 0

    def __enter__(self) -> Server:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-c",
                COMMAND,
                "serve",
                "--port",
                "0",
                "--saves",
                str(self.saves),
                *(["--content", str(self.content)] if self.content is not None else []),
            ],
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.process.stderr is not None
        line = self.process.stderr.readline()
        if "serving the play page on http://127.0.0.1:" not in line:
            raise RuntimeError(f"sfbkit serve did not start: {line}")
        self.port = int(line.split("http://127.0.0.1:", 1)[1].split("/", 1)[0])
        return self

    def __exit__(self, *exc: object) -> None:
        assert self.process is not None
        self.process.terminate()
        self.process.wait(timeout=30)


def run(quick: bool) -> Result:
    """Plays 50 clients for 60 s (5 for 5 s when quick) and reports answers/s, the median and p95 latency."""
    clients, seconds = (5, 5.0) if quick else (50, 60.0)
    result = Result("serve_load")
    with tempfile.TemporaryDirectory() as folder:
        saves = Path(folder) / "saves"
        with Server(saves) as server:
            started = time.monotonic()
            load = drive(server.port, clients, seconds)
            wall = time.monotonic() - started
        failed = unreplayable(saves)
        logs = len(list(saves.glob("*.jsonl")))
    latencies = load.latencies
    result.figure(f"answers a second ({clients} clients, {seconds:.0f} s)", len(latencies) / wall, "/s")
    if latencies:
        result.figure("median answer latency", median(latencies) * 1000, "ms")
        result.figure("p95 answer latency", percentile(latencies, 0.95) * 1000, "ms")
    result.figure("matches finished", load.finished, "")
    result.figure("5xx answers", len(load.server_errors), "")
    result.figure("other refusals", len(load.refusals), "")
    result.figure(f"saved logs that do not replay (of {logs})", len(failed), "")
    return result
