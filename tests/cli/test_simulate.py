"""The kit's ``simulate``: per-seat players, 2 and 4 seats, one worker or two, and its three report formats."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli

TWO = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--round-limit", "3", "--seed", "3"]
FOUR = [
    "--ruleset", "super-team-tornado", "--teams", "borka,pip/velvet,gorlak",
    "--vs", "thornwick,mirelda/brisket,zephyrine", "--round-limit", "3", "--seed", "3",
]  # fmt: skip


def simulate(*args: str) -> Result:
    return CliRunner().invoke(cli, ["simulate", *args])


def summary(*args: str) -> dict[str, Any]:
    result = simulate(*args, "--format", "json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_each_seat_gets_the_player_it_is_named() -> None:
    mixed = summary(*TWO, "--games", "4", "--players", "greedy,random")
    assert mixed["settings"]["players"] == ["greedy", "random"]
    assert summary(*TWO, "--games", "4", "--players", "greedy")["settings"]["players"] == ["greedy", "greedy"]
    both_random = summary(*TWO, "--games", "4", "--players", "random,random")
    swapped = summary(*TWO, "--games", "4", "--players", "random,greedy")
    assert mixed["cards"] != both_random["cards"] and mixed["cards"] != swapped["cards"]


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        ("greedy,nobody", "error: unknown player 'nobody'; known players: random, greedy, search, first"),
        (
            "greedy,random,first",
            "error: --players greedy,random,first: expected one player or 2 (one per seat)",
        ),
    ],
)
def test_a_bad_player_is_one_line_and_exit_2(players: str, expected: str) -> None:
    result = simulate(*TWO, "--games", "1", "--players", players)
    assert result.exit_code == 2
    assert result.stderr.startswith(expected) and len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_four_seats_play_two_teams_of_two_players_the_same_on_one_or_two_workers() -> None:
    one = summary(*FOUR, "--games", "4", "--players", "random,greedy,first,random")
    two = summary(*FOUR, "--games", "4", "--players", "random,greedy,first,random", "--workers", "2")
    assert one == two
    assert one["settings"]["players"] == ["random", "greedy", "first", "random"]
    pairing = one["pairings"][0]
    assert pairing["sides"] == ["borka,pip/velvet,gorlak", "thornwick,mirelda/brisket,zephyrine"]
    assert sum(pairing["wins"]) + pairing["draws"] + pairing["capped"] == 4
    assert sorted(one["champions"]) == sorted(
        ["borka", "pip", "velvet", "gorlak", "thornwick", "mirelda", "brisket", "zephyrine"]
    )
    assert all(row["games"] == 4 for row in one["champions"].values())
    assert len(one["settings"]["players"]) == 4 and one["settings"]["ruleset"] == "super-team-tornado"


def test_four_seats_need_one_champion_group_per_player() -> None:
    result = simulate(
        "--ruleset", "super-team-tornado", "--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick"
    )
    assert result.exit_code == 2
    assert "seats 2 player(s) per team, 2 champions each, such as A,B/C,D" in result.stderr


def test_the_three_formats_report_the_same_figures() -> None:
    data = summary(*TWO, "--games", "3")
    text = simulate(*TWO, "--games", "3").stdout
    rows = list(csv.DictReader(io.StringIO(simulate(*TWO, "--games", "3", "--format", "csv").stdout)))
    pairing = data["pairings"][0]
    first_side = pairing["win_rate"][0]
    assert text.startswith("3 games, players random,random, seed 3, ruleset standard, rules round_limit 3\n")
    assert f"({pairing['games']} games, {pairing['draws']} draws, {pairing['capped']} capped)" in text
    assert f"draws {data['draws']}; capped {data['capped']}" in text
    win_rows = [row for row in rows if row["section"] == "win_rate"]
    assert [row["field"] for row in win_rows] == pairing["sides"]
    assert (
        int(win_rows[0]["successes"]) == first_side["successes"]
        and float(win_rows[0]["high"]) == first_side["high"]
    )
    anvil = next(row for row in rows if row["key"] == "borka-anvil-drop" and row["field"] == "play_rate")
    assert int(anvil["trials"]) == data["cards"]["borka-anvil-drop"]["available"] == 3
    vp = {row["key"]: float(row["value"]) for row in rows if row["field"] == "vp_per_game"}
    assert vp == {key: value["vp_per_game"] for key, value in data["vp_by_source"].items()}
