"""``sfbkit ladder``: a round robin rated with OpenSkill, and the expected order checked step by step."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.simulation import SIMULATION
from sfbkit.kit.lab.expected_order import order_steps
from sfbkit.kit.lab.ladder_games import ladder_games
from sfbkit.kit.lab.ladder_ratings import rate_ladder
from sfbkit.kit.simulation.simulated_games import play_all

TEAMS = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--round-limit", "4"]


def ladder(*args: str) -> Result:
    return CliRunner().invoke(cli, ["ladder", *TEAMS, *args])


def test_each_entrant_of_a_pair_plays_both_sides_and_both_seats() -> None:
    root = bundled_content_root()
    options = {"teams": "borka,pip,velvet", "versus": "gorlak,thornwick,mirelda", "ruleset": "standard"}
    plan = SIMULATION.plan(root, {**options, "round_limit": 4})
    made = ladder_games("super-fantasy-brawl", root, plan, ("random", "greedy"), 4, 1)
    seen = {(game.entrants.index(0), game.spec.players.index("random")) for game in made}
    assert seen == {(0, 0), (0, 1), (1, 0), (1, 1)}  # (side, seat) of random
    for game in made:
        for seat, player in enumerate(game.spec.players):
            side = game.spec.order[seat % 2]
            assert player == ("random", "greedy")[game.entrants[side]]


def test_greedy_is_rated_above_random_and_the_order_says_where_it_holds() -> None:
    result = ladder("--players", "random,greedy", "--games", "16", "--seed", "2")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    ranks = [line.split()[1] for line in lines if line.startswith("  ") and line.split()[0].isdigit()]
    assert ranks == ["greedy", "random"]
    step = next(line for line in lines if line.startswith("  random < greedy"))
    assert "holds; greedy is the stronger with probability" in step


def test_a_step_against_the_ratings_is_reported_as_failing() -> None:
    root = bundled_content_root()
    options = {"teams": "borka,pip,velvet", "versus": "gorlak,thornwick,mirelda", "ruleset": "standard"}
    plan = SIMULATION.plan(root, {**options, "round_limit": 4})
    # Listed the other way round, greedy still plays as greedy: the entrants' names only are swapped.
    made = ladder_games("super-fantasy-brawl", root, plan, ("greedy", "random"), 12, 3)
    played = play_all([game.spec for game in made])
    rated = rate_ladder(("random", "greedy"), made, played)
    (step,) = order_steps(("random", "greedy"), rated)
    assert not step.holds and step.confidence < 0.5


def test_same_ratings_on_one_or_two_workers(tmp_path: Path) -> None:
    one = ladder("--players", "random,first,greedy", "--games", "4")
    two = ladder("--players", "random,first,greedy", "--games", "4", "--workers", "2")
    assert one.exit_code == 0 and one.stdout == two.stdout


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        ("random", "error: --players random: expected two or more different players"),
        ("random,random", "error: --players random,random: expected two or more different players"),
        ("random,nobody", "error: unknown player 'nobody'"),
    ],
)
def test_bad_players_are_one_line_and_exit_2(players: str, expected: str) -> None:
    result = ladder("--players", players)
    assert result.exit_code == 2
    assert result.stderr.startswith(expected) and len(result.stderr.strip().splitlines()) == 1, result.stderr
