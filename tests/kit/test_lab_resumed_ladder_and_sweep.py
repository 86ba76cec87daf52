"""Ladder and sweep stream their games too: a cut results file resumes to the same report, locally and on Dask."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from tests.dask_cluster import child_cluster

TEAMS = [
    "--teams",
    "borka,pip,velvet",
    "--vs",
    "gorlak,thornwick,mirelda",
    "--round-limit",
    "4",
    "--seed",
    "8",
]
RUNS = {
    "ladder": ["ladder", *TEAMS, "--games", "4", "--players", "random,first,greedy"],
    "sweep": ["sweep", "borka", "basic.hp", "2", "8", "99", *TEAMS, "--games", "4", "--players", "greedy"],
}


def run(*args: str) -> Result:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result


@pytest.mark.parametrize("name", sorted(RUNS))
def test_a_cut_results_file_resumes_to_the_same_report(tmp_path: Path, name: str) -> None:
    whole = run(*RUNS[name]).stdout
    results = tmp_path / "run.games.jsonl"
    assert run(*RUNS[name], "--results", str(results)).stdout == whole
    lines = results.read_bytes().splitlines(keepends=True)
    results.write_bytes(b"".join(lines[:4]) + lines[4][:15])
    resumed = run(*RUNS[name], "--results", str(results))
    assert resumed.stdout == whole
    assert "resuming: 3 game(s) already in" in resumed.stderr
    assert len(results.read_bytes().splitlines()) == len(lines)


@pytest.mark.slow
def test_the_same_reports_on_two_workers_and_on_dask() -> None:
    pytest.importorskip("distributed")
    alone = {name: run(*args).stdout for name, args in RUNS.items()}
    assert {name: run(*args, "--workers", "2").stdout for name, args in RUNS.items()} == alone
    with child_cluster(2) as cluster:
        assert {
            name: run(*args, "--scheduler", cluster.address).stdout for name, args in RUNS.items()
        } == alone
