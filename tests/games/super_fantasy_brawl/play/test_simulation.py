"""Simulation: identical results for the same seed with one worker, two, or a Dask cluster."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.simulation import SIMULATION, all_pairings
from sfbkit.kit.simulation.simulated_games import SimulatedGame, play_all, simulated_games
from tests.dask_cluster import child_cluster

A = ("borka", "pip", "velvet")
B = ("gorlak", "thornwick", "mirelda")
ARGS = [
    "simulate",
    "--teams",
    ",".join(A),
    "--vs",
    ",".join(B),
    "--games",
    "12",
    "--seed",
    "5",
    "--round-limit",
    "6",
]


def _simulate(tmp_path: Path, name: str, *extra: str) -> dict[str, object]:
    out = tmp_path / f"{name}.json"
    result = CliRunner().invoke(cli, [*ARGS, "--out", str(out), *extra])
    assert result.exit_code == 0, result.output
    assert "win rates" in result.stdout
    data: dict[str, object] = json.loads(out.read_text())
    return data


def test_same_results_with_one_or_two_workers_and_dask(tmp_path: Path) -> None:
    one = _simulate(tmp_path, "one", "--workers", "1")
    two = _simulate(tmp_path, "two", "--workers", "2")
    pytest.importorskip("distributed")
    with child_cluster(1) as cluster:
        dask = _simulate(tmp_path, "dask", "--scheduler", cluster.address)
    assert one == two == dask
    assert one["games"] == 12


def _specs(games: int, seed: int, players: str = "random", round_limit: int = 4) -> list[SimulatedGame]:
    root = bundled_content_root()
    options = {"teams": ",".join(A), "versus": ",".join(B), "ruleset": "standard", "round_limit": round_limit}
    plan = SIMULATION.plan(root, options)
    return simulated_games("super-fantasy-brawl", root, plan, games, seed, (players, players))


def test_a_different_seed_gives_different_games(library: Library) -> None:
    first = play_all(_specs(6, 1))
    again = play_all(_specs(6, 1))
    other = play_all(_specs(6, 2))
    assert first == again
    assert first != other


def test_sides_alternate_and_seeds_differ_per_game() -> None:
    specs = _specs(4, 1, "greedy")
    assert [spec.order for spec in specs] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    assert len({spec.seed for spec in specs}) == 4


def test_greedy_games_run(library: Library) -> None:
    played = play_all(_specs(2, 3, "greedy"))
    assert [game.index for game in played] == [0, 1]
    assert all(game.tally.length <= 4 for game in played)


def test_all_teams_are_disjoint_pairings(library: Library) -> None:
    pairings = all_pairings(library)
    assert len(pairings) == 9240  # C(12,3) * C(9,3) / 2
    assert all(not set(a) & set(b) for a, b in pairings)


def test_csv_output_and_bad_arguments(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "sim.csv"
    result = runner.invoke(cli, [*ARGS, "--out", str(out)])
    assert result.exit_code == 0, result.output
    rows = out.read_text().splitlines()
    assert rows[0] == "section,key,field,value,trials,successes,rate,low,high"
    assert any(row.startswith("cards,borka-anvil-drop,play_rate,,12,") for row in rows)
    result = runner.invoke(cli, ["simulate", "--teams", "borka,pip,nobody", "--vs", ",".join(B)])
    assert result.exit_code == 2
    assert "unknown champion 'nobody'" in result.stderr
    result = runner.invoke(cli, [*ARGS, "--format", "json", "--out", str(tmp_path / "other.csv")])
    assert result.exit_code == 2
    assert not (tmp_path / "other.csv").exists()
    result = runner.invoke(cli, ["simulate", "--games", "1"])
    assert result.exit_code == 2
