"""``sfbkit simulate``: plays many bot games between teams and reports balance statistics."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import click

from sfbkit.cli.options import FiniteFloat, content_option, content_tree
from sfbkit.cli.simulate_options import (
    ReportFormat,
    emit_report,
    pairing_options,
    report_format,
    report_options,
)
from sfbkit.games.super_fantasy_brawl.commands.options import parse_team
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES
from sfbkit.games.super_fantasy_brawl.play.simulation import (
    MAX_GAMES,
    MAX_WORKERS,
    Pairing,
    game_specs,
    run_games,
)
from sfbkit.games.super_fantasy_brawl.play.simulation import all_pairings as team_pairings
from sfbkit.games.super_fantasy_brawl.play.simulation_report import csv_report, json_report, text_report
from sfbkit.games.super_fantasy_brawl.play.statistics import summarise
from sfbkit.kit.atomic import check_output
from sfbkit.kit.errors import UsageError
from sfbkit.kit.simulation_pool import SCHEDULER_TIMEOUT


@click.command("simulate")
@click.option("--teams", "teams", default=None, metavar="A,B,C", help="One team (with --vs).")
@click.option("--vs", "versus", default=None, metavar="D,E,F", help="The opposing team.")
@pairing_options("Every pairing of two disjoint teams of the content's champions.")
@click.option(
    "--games",
    type=click.IntRange(1, MAX_GAMES),
    default=100,
    show_default=True,
    help=f"Games per pairing (at most {MAX_GAMES} in all).",
)
@click.option("--players", type=click.Choice(POLICIES), default="random", show_default=True)
@click.option(
    "--seed", type=int, default=0, show_default=True, help="Master seed; each game's seed derives from it."
)
@click.option(
    "--workers",
    type=click.IntRange(1, MAX_WORKERS),
    default=1,
    show_default=True,
    help="Local worker processes.",
)
@click.option("--scheduler", default=None, metavar="ADDRESS", help="Run on a Dask cluster (tcp://host:8786).")
@click.option(
    "--scheduler-timeout",
    type=FiniteFloat(0.5, 3600),
    default=SCHEDULER_TIMEOUT,
    show_default=True,
    metavar="SECONDS",
    help="How long the scheduler may take to answer, and the cluster may stay without workers.",
)
@click.option(
    "--round-limit", type=click.IntRange(1), default=None, help="Override the ruleset's round limit."
)
@click.option("--ruleset", default="standard", show_default=True)
@report_options()
@content_option()
def command(
    teams: str | None,
    versus: str | None,
    all_pairings: bool,
    games: int,
    players: str,
    seed: int,
    workers: int,
    scheduler: str | None,
    scheduler_timeout: float,
    round_limit: int | None,
    ruleset: str,
    output: str | None,
    out: Path | None,
    content: Path | None,
) -> None:
    """Simulates games and prints win rates with 95% intervals, first-player edge, VP sources and card stats.

    Results are identical for the same seed whatever --workers or --scheduler.
    """
    root = content_tree(content).resolve()
    library = load_library(root)
    if ruleset not in library.rulesets:
        raise UsageError(f"unknown ruleset {ruleset!r}; known: {', '.join(sorted(library.rulesets))}")
    if library.rulesets[ruleset].players != 2:
        raise UsageError(
            f"simulate plays two-player rulesets; {ruleset!r} has {library.rulesets[ruleset].players}"
        )
    report_as = report_format(output, out)
    reading = content_folders(root)
    if out is not None:
        check_output(out, reading)
    pairings: list[Pairing]
    if all_pairings:
        if teams or versus:
            raise UsageError("use either --all-pairings or --teams with --vs")
        pairings = team_pairings(library, library.rulesets[ruleset].team_size)
    elif teams and versus:
        pairings = [(parse_team(library, teams, "--teams"), parse_team(library, versus, "--vs"))]
    else:
        raise UsageError("give --teams A,B,C --vs D,E,F, or --all-pairings")
    rules = {"round_limit": round_limit} if round_limit is not None else {}
    specs = game_specs(pairings, games, seed, players, root, ruleset=ruleset, rules=rules)
    with click.progressbar(length=len(specs), label="simulating", file=sys.stderr) as bar:
        records = run_games(
            specs, workers=workers, scheduler=scheduler, progress=bar.update, timeout=scheduler_timeout
        )
    summary = summarise(records, pairings, dict(library.decks))
    settings = {
        "players": players,
        "seed": seed,
        "games_per_pairing": games,
        "ruleset": ruleset,
        "rules": rules,
    }
    reports: dict[ReportFormat, Callable[[], str]] = {
        "text": lambda: text_report(summary, settings),
        "json": lambda: json_report(summary, settings),
        "csv": lambda: csv_report(summary),
    }
    emit_report(lambda chosen: reports[chosen](), report_as, out, reading)
