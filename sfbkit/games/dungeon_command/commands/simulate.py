"""``sfbkit simulate`` for Dungeon Command: bot matches between warbands and their balance statistics."""

from __future__ import annotations

import json
from collections.abc import Callable
from itertools import permutations
from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.cli.simulate_options import (
    ReportFormat,
    emit_report,
    pairing_options,
    report_format,
    report_options,
)
from sfbkit.games.dungeon_command.play.script import POLICIES
from sfbkit.games.dungeon_command.play.simulation import MAX_GAMES, MAX_WORKERS, game_specs, run_games
from sfbkit.games.dungeon_command.play.statistics import csv_report, summarise, text_report
from sfbkit.kit.atomic import check_output
from sfbkit.kit.errors import UsageError


@click.command("simulate")
@click.option("--warbands", default=None, metavar="A,B", help="The two warbands, seat 0 then seat 1.")
@pairing_options("Every ordered pairing of two different warbands.")
@click.option(
    "--games", type=click.IntRange(1, MAX_GAMES), default=20, show_default=True, help="Games per pairing."
)
@click.option("--players", type=click.Choice(POLICIES), default="random", show_default=True)
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True, help="Master seed.")
@click.option("--workers", type=click.IntRange(1, MAX_WORKERS), default=1, show_default=True)
@click.option(
    "--ruleset", default="simulation", show_default=True, help="Ruleset id (a turn limit keeps games finite)."
)
@click.option("--battlefield", default="twin-vaults", show_default=True)
@report_options()
@content_option()
def command(
    warbands: str | None,
    all_pairings: bool,
    games: int,
    players: str,
    seed: int,
    workers: int,
    ruleset: str,
    battlefield: str,
    output: str | None,
    out: Path | None,
    content: Path | None,
) -> None:
    """Plays bot matches between warbands and reports win rates with 95% Wilson intervals."""
    from sfbkit.games.dungeon_command.content.library import load_library

    root = game_tree(content).root
    library = load_library(root)
    known = sorted(library.warbands)
    if ruleset not in library.rulesets:
        raise UsageError(f"unknown ruleset {ruleset!r}; known: {', '.join(sorted(library.rulesets))}")
    if battlefield not in library.battlefields:
        raise UsageError(
            f"unknown battlefield {battlefield!r}; known: {', '.join(sorted(library.battlefields))}"
        )
    if all_pairings == (warbands is not None):
        raise UsageError("give either --warbands A,B or --all-pairings")
    if warbands is not None:
        pair = tuple(part.strip() for part in warbands.split(","))
        if len(pair) != 2:
            raise UsageError(
                f"--warbands {warbands!r}: expected two warband ids, e.g. lanternguard,mirewood-brood"
            )
        pairings = [(pair[0], pair[1])]
    else:
        pairings = list(permutations(known, 2))
    for a, b in pairings:
        for name in (a, b):
            if name not in known:
                raise UsageError(f"unknown warband {name!r}; known: {', '.join(known)}")
    report_as = report_format(output, out)
    if out is not None:
        check_output(out, [root])
    specs = game_specs(root, pairings, games, players, seed, ruleset, battlefield)  # type: ignore[arg-type]
    summary = summarise(run_games(specs, workers))
    reports: dict[ReportFormat, Callable[[], str]] = {
        "text": lambda: text_report(summary),
        "json": lambda: json.dumps(summary, indent=2, sort_keys=True) + "\n",
        "csv": lambda: csv_report(summary),
    }
    emit_report(lambda chosen: reports[chosen](), report_as, out, [root])
