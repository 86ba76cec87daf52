"""Dungeon Command simulate: exact game counts in every format, and the same results on one or two workers."""

from __future__ import annotations

import json

from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.evaluation import WIN
from sfbkit.games.dungeon_command.play.approach import deploy_squares
from sfbkit.games.dungeon_command.play.greedy_player import GreedyPlayer

ROOT = str(bundled_root())
PAIR = [
    "--content",
    ROOT,
    "--warbands",
    "lanternguard,mirewood-brood",
    "--seed",
    "5",
    "--ruleset",
    "skirmish",
]


def _simulate(*args: str) -> str:
    result = CliRunner().invoke(cli, ["simulate", *PAIR, *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_json_counts_every_game_and_one_or_two_workers_agree() -> None:
    one = json.loads(_simulate("--games", "3", "--format", "json"))
    two = json.loads(_simulate("--games", "3", "--format", "json", "--workers", "2"))
    assert one == two
    assert one["games"] == 3 and one["pairings"][0]["games"] == 3
    pairing = one["pairings"][0]
    assert sum(pairing["wins"]) + pairing["draws"] == 3
    assert (
        pairing["win_rate"][0]["trials"] == 3
        and 0.0 <= pairing["win_rate"][0]["low"] <= pairing["win_rate"][0]["high"] <= 1.0
    )
    assert one["first_player_wins"]["trials"] == sum(pairing["wins"])
    assert one["cards"] and all(
        1 <= card["played"] <= 6 and card["win_rate_when_played"]["trials"] == card["played"]
        for card in one["cards"].values()
        if card["played"]
    )


def test_text_and_csv_reports() -> None:
    text = _simulate("--games", "2")
    assert text.startswith(
        "2 games, players random,random, seed 5, ruleset skirmish, battlefield twin-vaults\n"
    )
    assert "\n  lanternguard " in text and "  vs  mirewood-brood " in text and "(2 games, " in text
    assert "first player wins" in text and "\ncards: destroyed, damage dealt, win rate when played" in text
    rows = _simulate("--games", "2", "--format", "csv").splitlines()
    assert rows[0] == "section,key,field,value,trials,successes,rate,low,high"
    cards = json.loads(_simulate("--games", "2", "--format", "json"))["cards"]
    card_rows = [row for row in rows if row.startswith("cards,")]
    assert (
        len(card_rows) == 8 * len(cards) and len(cards) > 10 and all(len(row.split(",")) == 9 for row in rows)
    )


def test_all_pairings_plays_every_ordered_pair() -> None:
    result = CliRunner().invoke(
        cli,
        [
            "simulate",
            "--content",
            ROOT,
            "--all-pairings",
            "--games",
            "1",
            "--ruleset",
            "skirmish",
            "--format",
            "json",
        ],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["games"] == 2
    assert [p["sides"] for p in summary["pairings"]] == [
        ["lanternguard", "mirewood-brood"],
        ["mirewood-brood", "lanternguard"],
    ]


def test_bad_usage_raises_a_usage_error_with_one_line() -> None:
    bad = (
        ["--warbands", "lanternguard"],
        ["--warbands", "lanternguard,nobody"],
        [],
        ["--warbands", "lanternguard,mirewood-brood", "--all-pairings"],
        ["--warbands", "lanternguard,mirewood-brood", "--ruleset", "nope"],
    )
    for args in bad:
        result = CliRunner().invoke(cli, ["simulate", "--content", ROOT, *args])
        assert result.exit_code == 2, args
        assert len(result.stderr.strip().splitlines()) == 1 and result.stderr.startswith("error: "), args


def test_greedy_takes_a_winning_option() -> None:
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.engine.compile import definitions_of
    from sfbkit.games.dungeon_command.engine.evaluation import evaluate
    from sfbkit.games.dungeon_command.engine.match import new_match

    defs = definitions_of(load_library(bundled_root()))
    match = new_match(
        defs,
        warbands=("lanternguard", "mirewood-brood"),
        battlefield="twin-vaults",
        ruleset="skirmish",
        seed=7,
    )
    greedy = GreedyPlayer()
    while (decision := match.decision) is not None and match.state.turn < 2:
        choice = greedy.choose(match, decision)
        if decision.kind != "step":  # steps head for the nearest enemy without a look-ahead
            weighed = deploy_squares(match, decision) if decision.kind == "deploy" else decision.ids
            scores = []
            for option_id in weighed:
                trial = match.fork()
                trial.apply(option_id)
                scores.append(evaluate(trial.engine, decision.player))
            assert scores[weighed.index(choice)] == max(scores) and abs(max(scores)) < WIN
        match.apply(choice)


def test_game_seeds_come_from_the_kits_derivation() -> None:
    from sfbkit.games.dungeon_command.play.simulation import SIMULATION
    from sfbkit.kit.play.seeds import derive_seed
    from sfbkit.kit.simulation.simulated_games import simulated_games

    options = {"all_pairings": True, "ruleset": "skirmish", "battlefield": "twin-vaults"}
    plan = SIMULATION.plan(bundled_root(), options)
    specs = simulated_games("dungeon-command", bundled_root(), plan, 2, 5, ("random", "random"))
    assert [spec.seed for spec in specs] == [derive_seed(5, "game", index) for index in range(4)]
    assert [spec.order for spec in specs] == [(0, 1)] * 4  # ordered pairings: each warband keeps its seat
