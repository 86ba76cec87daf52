"""``sfbkit serve``: loopback by default, a warning for another address, a free port printed, usage errors."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.kit.registry import get_game

COMMAND = "import sys; from sfbkit.cli.entry import main; sys.exit(main())"


def _serve(*args: str, temporary: Path | None = None) -> tuple[subprocess.Popen[str], list[str]]:
    environment = {**os.environ, "TMPDIR": str(temporary)} if temporary else None
    process = subprocess.Popen(
        [sys.executable, "-c", COMMAND, "serve", *args], stderr=subprocess.PIPE, text=True, env=environment
    )
    assert process.stderr is not None
    lines = []
    while not lines or not lines[-1].startswith("serving"):
        line = process.stderr.readline()
        assert line, "".join(lines)
        lines.append(line)
    return process, lines


@pytest.mark.parametrize(
    ("game", "field", "title"),
    [
        ("super-fantasy-brawl", "teams", "Super Fantasy Brawl"),
        ("dungeon-command", "warbands", "Dungeon Command"),
    ],
)
def test_a_free_port_is_picked_printed_and_served_on_loopback(
    tmp_path: Path, game: str, field: str, title: str
) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    content = ["--content", str(get_game(game).bundled_root())]
    process, lines = _serve("--port", "0", "--saves", str(tmp_path / "saves"), *content, temporary=temporary)
    try:
        assert not any("warning" in line for line in lines)
        url = lines[-1].split(" on ", 1)[1].split(" ", 1)[0]
        assert url.startswith("http://127.0.0.1:") and url.endswith("/play")
        base = url.removesuffix("/play")
        with urllib.request.urlopen(f"{base}/api/setup") as response:
            assert field in [entry["key"] for entry in json.load(response)["fields"]]
        with urllib.request.urlopen(f"{base}/play") as response:
            assert f"<h1>Play {title}</h1>" in response.read().decode()
        with urllib.request.urlopen(f"{base}/site/index.html") as response:
            assert response.status == 200
        assert (tmp_path / "saves").is_dir()
        assert [path.name[:12] for path in temporary.iterdir()] == ["sfbkit-site-"]
    finally:
        process.terminate()
        process.wait(timeout=10)
    # SIGTERM shuts the server down and removes the site it built.
    assert process.returncode == 0
    assert list(temporary.iterdir()) == []


def test_another_address_needs_the_flag_and_gets_a_warning(tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    process, lines = _serve("--host", "0.0.0.0", "--port", "0", "--saves", str(tmp_path), temporary=temporary)
    try:
        assert lines[0].startswith("warning: listening on 0.0.0.0: anyone who can reach it")
        assert "http://0.0.0.0:" in lines[-1]
    finally:
        process.terminate()  # at once: the temporary site is removed even before the server runs
        process.wait(timeout=10)
    assert list(temporary.iterdir()) == []


def test_a_busy_port_and_a_bad_saves_folder_are_usage_errors(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(cli, ["serve", "--port", str(port), "--saves", str(tmp_path)])
        assert result.exit_code == 2
        assert f"cannot listen on 127.0.0.1:{port}" in result.stderr
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    result = CliRunner().invoke(cli, ["serve", "--port", "0", "--saves", str(blocker / "saves")])
    assert result.exit_code == 2
    assert "--saves: cannot create" in result.stderr
    assert "Traceback" not in result.output


def _get(url: str, host: str | None = None) -> tuple[int, dict[str, str], str]:
    request = urllib.request.Request(url, headers={"Host": host} if host else {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return (
                response.status,
                {k.lower(): v for k, v in response.headers.items()},
                response.read().decode(),
            )
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read().decode()


def test_ipv6_loopback_answers_its_own_name_and_refuses_others(tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    process, lines = _serve(
        "--host", "::1", "--port", "0", "--saves", str(tmp_path / "saves"), temporary=temporary
    )
    try:
        url = lines[-1].split(" on ", 1)[1].split(" ", 1)[0]
        assert url.startswith("http://[::1]:"), url
        base = url.removesuffix("/play")
        status, headers, _ = _get(f"{base}/api/setup")
        assert status == 200
        assert headers["x-content-type-options"] == "nosniff"
        policy = headers["content-security-policy"]
        assert "frame-ancestors 'none'" in policy and "script-src 'self'" in policy
        assert "unsafe-inline" not in policy.split("script-src", 1)[1].split(";", 1)[0]
        port = base.rsplit(":", 1)[1]
        assert _get(f"{base}/play", host=f"localhost:{port}")[0] == 200
        for other in (f"rebound.example:{port}", f"[::2]:{port}", "[::1", f"127.0.0.1.example:{port}"):
            assert _get(f"{base}/api/setup", host=other)[0] == 400, other
    finally:
        process.terminate()
        process.wait(timeout=10)
    assert "Traceback" not in (process.stderr.read() if process.stderr else "")


def test_a_later_start_removes_the_site_a_killed_server_left(tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    leftover = temporary / f"sfbkit-site-{gone.pid}-abc123"
    (leftover / "site").mkdir(parents=True)
    (leftover / "site" / "index.html").write_text("old", encoding="utf-8")
    alive = temporary / f"sfbkit-site-{os.getpid()}-def456"
    alive.mkdir()
    unrelated = temporary / "sfbkit-site-notes"
    unrelated.mkdir()
    process, _ = _serve("--port", "0", "--saves", str(tmp_path / "saves"), temporary=temporary)
    try:
        names = sorted(path.name for path in temporary.iterdir())
        assert leftover.name not in names
        assert alive.name in names and unrelated.name in names
        assert [name for name in names if name.startswith(f"sfbkit-site-{process.pid}-")]
    finally:
        process.terminate()
        process.wait(timeout=10)
    assert sorted(path.name for path in temporary.iterdir()) == sorted([alive.name, unrelated.name])


def test_a_games_own_pages_are_printed_and_served_beside_its_play_page(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "sfbkit.yaml").write_text("game: blood-wars\nextends: blood-wars\n", encoding="utf-8")
    process, lines = _serve("--port", "0", "--saves", str(tmp_path / "saves"), "--content", str(tree))
    try:
        assert lines[-1].startswith("serving the play page on http://127.0.0.1:")
        base = lines[-1].split(" on ", 1)[1].split(" ", 1)[0].removesuffix("/play")
        deck_line = process.stderr.readline() if process.stderr else ""
        assert deck_line.startswith("the deck page: ") and deck_line.strip().endswith(f"{base}/deck"), (
            deck_line
        )
        with urllib.request.urlopen(f"{base}/deck") as response:
            assert "<h1>Build a Blood Wars deck</h1>" in response.read().decode()
        with urllib.request.urlopen(f"{base}/api/deck/setup") as response:
            assert "gallows-choir" in [card["id"] for card in json.load(response)["cards"]]
        with urllib.request.urlopen(f"{base}/play") as response:
            assert response.status == 200
    finally:
        process.terminate()
        process.wait(timeout=10)
    assert process.returncode == 0
    assert sorted(path.name for path in tree.iterdir()) == ["sfbkit.yaml"]
