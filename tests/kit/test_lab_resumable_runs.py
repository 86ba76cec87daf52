"""Resumable runs: each finished game goes to the results file, and a run cut short resumes with the same figures."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from tests.dask_cluster import child_cluster

RUN = ["simulate", "--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--seed", "4"]
SHORT = [*RUN, "--round-limit", "3", "--games", "12"]


def simulate(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def figures(result: Result) -> dict[str, Any]:
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def game_lines(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines()[1:]


def test_every_game_is_streamed_and_a_cut_file_resumes_to_the_same_figures(tmp_path: Path) -> None:
    whole = figures(simulate(*SHORT, "--format", "json"))
    results = tmp_path / "run.games.jsonl"
    assert figures(simulate(*SHORT, "--format", "json", "--results", str(results))) == whole
    lines = results.read_bytes().splitlines(keepends=True)
    assert len(lines) == 13 and json.loads(lines[0])["games"] == 12
    # Killed while writing game 6: five whole games and half a line.
    results.write_bytes(b"".join(lines[:6]) + lines[6][:20])
    resumed = simulate(*SHORT, "--format", "json", "--results", str(results))
    assert figures(resumed) == whole
    assert "resuming: 5 game(s) already in" in resumed.stderr
    assert sorted(json.loads(line)["index"] for line in game_lines(results)) == list(range(12))


def test_a_report_file_streams_its_games_next_to_it(tmp_path: Path) -> None:
    out = tmp_path / "balance.json"
    simulate(*SHORT, "--out", str(out))
    assert len(game_lines(tmp_path / "balance.games.jsonl")) == 12


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"my notes\n", "run.jsonl:1: expected a results file of sfbkit"),
        (
            b'{"format": "sfbkit-results/1", "run": "another", "games": 12}\n',
            "run.jsonl:1: holds the games of another run",
        ),
        (
            b'{"format": "sfbkit-results/1", "run": "%s", "games": 12}\n{"index": 0}\n',
            "run.jsonl:2: expected one finished game as JSON (KeyError)",
        ),
    ],
)
def test_a_file_that_is_not_this_runs_results_is_one_line_and_left_as_it_is(
    tmp_path: Path, content: bytes, expected: str
) -> None:
    results = tmp_path / "run.jsonl"
    simulate(*SHORT, "--results", str(results))
    run = json.loads(results.read_bytes().splitlines()[0])["run"]
    results.write_bytes(content.replace(b"%s", run.encode()))
    result = simulate(*SHORT, "--results", str(results))
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1 and expected in result.stderr, result.stderr
    assert results.read_bytes() == content.replace(b"%s", run.encode())


def _killed_part_way(results: Path, extra: list[str]) -> None:
    """Starts a run of 200 games and kills it once it has finished some but not all."""
    command = [str(Path(sys.executable).with_name("sfbkit")), *RUN, "--games", "200", "--players", "greedy"]
    process = subprocess.Popen(
        [*command, "--results", str(results), "--format", "json", *extra],
        cwd=results.parent,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and process.poll() is None:
            if results.exists() and len(game_lines(results)) >= 20:
                break
            time.sleep(0.05)
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    assert 20 <= len(game_lines(results)) < 200, "the run was not killed part-way"


@pytest.mark.slow
@pytest.mark.parametrize("where", ["local", "dask"])
def test_a_killed_run_of_200_games_resumes_to_the_figures_of_an_uninterrupted_one(
    tmp_path: Path, where: str
) -> None:
    whole_args = [*RUN, "--games", "200", "--players", "greedy", "--format", "json"]
    whole = figures(simulate(*whole_args, "--workers", "2"))
    results = tmp_path / "run.games.jsonl"
    if where == "local":
        _killed_part_way(results, ["--workers", "2"])
        resumed = simulate(*whole_args, "--results", str(results))
    else:
        pytest.importorskip("distributed")
        with child_cluster(2) as cluster:
            _killed_part_way(results, ["--scheduler", cluster.address])
            resumed = simulate(*whole_args, "--results", str(results), "--scheduler", cluster.address)
    assert figures(resumed) == whole
    assert len(game_lines(results)) == 200


def test_one_file_for_two_outputs_is_refused_before_any_game(tmp_path: Path) -> None:
    report = tmp_path / "same.html"
    result = simulate(*SHORT, "--html", str(report), "--results", str(report))
    assert result.exit_code == 2 and not report.exists()
    assert (
        "same.html: named for two outputs" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    )
