"""``sfbkit simulate``: many bot games of any game, for 2 to 6 seats, with win rates and the game's tallies.

The kit's options are the same for every game; the tree's game adds its pairing options (``--teams`` and
``--vs``, ``--warbands``) and turns them into pairings.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from sfbkit.cli.lab_options import lab_options
from sfbkit.cli.options import FiniteFloat, content_option, game_tree
from sfbkit.cli.simulate_options import ReportFormat, emit_report, report_format, report_options
from sfbkit.kit.simulation.simulated_games import MAX_GAMES, MAX_WORKERS
from sfbkit.kit.simulation.simulation_pool import SCHEDULER_TIMEOUT
from sfbkit.kit.tree.content_guard import guarded_paths

if TYPE_CHECKING:
    from sfbkit.kit.game import Game, Simulation
    from sfbkit.kit.simulation.simulated_games import PlayedGame, SimulatedGame


def command_for(game: Game) -> click.Command | None:
    """Returns ``simulate`` with the game's pairing options, or None when the game offers no simulation."""
    simulation = game.simulation()
    if simulation is None:
        return None
    run = kit_options(simulation, PLAYERS)(_simulate(simulation))
    command = click.command("simulate")(run)
    command.params[:0] = list(simulation.options())
    return command


PLAYERS = click.option(
    "--players",
    default="random",
    show_default=True,
    metavar="NAME[,NAME...]",
    help="The player of every seat, or one per seat in seat order (random, first, greedy...).",
)
"""``simulate``'s players: one per seat."""


def kit_options(
    simulation: Simulation, players: Callable[[Any], Any], *, reports: bool = True
) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Returns the options every run of games takes (``simulate``, ``ladder``, ``sweep``), with ``players``."""

    def decorate(function: Callable[..., None]) -> Callable[..., None]:
        for option in reversed(
            [
                click.option(
                    "--games",
                    type=click.IntRange(1, MAX_GAMES),
                    default=simulation.default_games,
                    show_default=True,
                    help=f"Games per pairing (at most {MAX_GAMES} in all).",
                ),
                players,
                click.option(
                    "--seed",
                    type=int,
                    default=0,
                    show_default=True,
                    help="Master seed; each game's and seat's seed derives from it.",
                ),
                click.option(
                    "--workers",
                    type=click.IntRange(1, MAX_WORKERS),
                    default=1,
                    show_default=True,
                    help="Local worker processes.",
                ),
                click.option(
                    "--scheduler",
                    default=None,
                    metavar="ADDRESS",
                    help="Run on a Dask cluster (tcp://host:8786).",
                ),
                click.option(
                    "--scheduler-timeout",
                    type=FiniteFloat(0.5, 3600),
                    default=SCHEDULER_TIMEOUT,
                    show_default=True,
                    metavar="SECONDS",
                    help="How long the scheduler may take to answer, and the cluster may stay without workers.",
                ),
                *([report_options()] if reports else []),
                lab_options(),
                content_option(),
            ]
        ):
            function = option(function)
        return function

    return decorate


def _simulate(simulation: Simulation) -> Callable[..., None]:
    def simulate(
        games: int,
        players: str,
        seed: int,
        workers: int,
        scheduler: str | None,
        scheduler_timeout: float,
        output: str | None,
        out: Path | None,
        html: Path | None,
        results: Path | None,
        fair: str,
        content: Path | None,
        **pairing_options: Any,
    ) -> None:
        """Plays bot games and reports each side's win rate with its 95% Wilson interval, and the game's tallies.

        Results are identical for the same seed whatever --workers or --scheduler. With --html, --out or
        --results, each finished game is kept in a results file, and a run stopped part-way resumes from it.
        """
        from sfbkit.cli.lab_options import check_lab_outputs, results_path
        from sfbkit.kit.lab.fair_band import parse_fair
        from sfbkit.kit.play.player_registry import PlayerRegistry
        from sfbkit.kit.simulation.simulated_games import seat_players, simulated_games
        from sfbkit.kit.simulation.simulation_report import csv_report, json_report, text_report
        from sfbkit.kit.simulation.simulation_summary import summarise

        band = parse_fair(fair)
        tree = game_tree(content)
        root = tree.root.resolve()
        plan = simulation.plan(root, pairing_options)
        names = seat_players(players, plan.seats, PlayerRegistry(tree.game.players()))
        report_as = report_format(output, out)
        reading = guarded_paths(tree.game, root)
        stream = results_path(results, html, out)
        check_lab_outputs((out, html, stream), reading)
        specs = simulated_games(tree.game.id, root, plan, games, seed, names)
        played = play_with_progress(
            specs, stream, workers, scheduler, scheduler_timeout, reading, "simulating"
        )
        settings = {"players": list(names), "seed": seed, "games_per_pairing": games, **plan.settings}
        summary = summarise(plan, played, simulation.sections, settings)
        if html is not None:
            from sfbkit.kit.io.atomic import write_text_atomic
            from sfbkit.kit.lab.report_page import render
            from sfbkit.kit.lab.simulation_page import simulation_page
            from sfbkit.kit.simulation.simulation_report import settings_line

            page = simulation_page(
                f"{tree.game.title}: balance report",
                settings_line(summary),
                summary,
                played,
                simulation.sections,
                simulation.length_unit,
                band,
            )
            write_text_atomic(html, render(page), reading=reading)
        reports: dict[ReportFormat, Callable[[], str]] = {
            "text": lambda: text_report(summary, simulation.sections, simulation.length_unit),
            "json": lambda: json_report(summary),
            "csv": lambda: csv_report(summary, simulation.sections),
        }
        emit_report(lambda chosen: reports[chosen](), report_as, out, reading)

    return simulate


def play_with_progress(
    specs: Sequence[SimulatedGame],
    stream: Path | None,
    workers: int,
    scheduler: str | None,
    timeout: float,
    reading: Iterable[Path],
    label: str,
    trees: Mapping[str, str] | None = None,
) -> list[PlayedGame]:
    """Plays the games under a progress bar on stderr, resuming from (and streaming to) the results file."""
    from sfbkit.kit.lab.results_file import ResultsFile
    from sfbkit.kit.lab.resumable_run import play_resumable

    store = ResultsFile(stream, specs, trees) if stream is not None else None
    if store is not None and store.finished():
        click.echo(f"resuming: {len(store.finished())} game(s) already in {stream}", err=True)
    with click.progressbar(length=len(specs), label=label, file=sys.stderr) as bar:
        return play_resumable(
            specs,
            store,
            workers=workers,
            scheduler=scheduler,
            progress=bar.update,
            timeout=timeout,
            reading=reading,
        )
