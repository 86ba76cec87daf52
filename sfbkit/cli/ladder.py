"""``sfbkit ladder``: a round robin between players or search budgets of any game, rated with OpenSkill."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from sfbkit.cli.simulate import kit_options
from sfbkit.kit.tree.content_guard import guarded_paths

if TYPE_CHECKING:
    from sfbkit.kit.game import Game, Simulation

PLAYERS = click.option(
    "--players",
    default="random,first,greedy,search:100,search:400",
    show_default=True,
    metavar="NAME,NAME[,NAME...]",
    help="The players to rank, two or more, comma-separated (random, first, greedy, search:N...).",
)


def command_for(game: Game) -> click.Command | None:
    """Returns ``ladder`` with the game's pairing options, or None when the game offers no simulation."""
    simulation = game.simulation()
    if simulation is None:
        return None
    run = kit_options(simulation, PLAYERS, reports=False)(_ladder(simulation))
    command = click.command("ladder")(run)
    command.params[:0] = list(simulation.options())
    return command


def _ladder(simulation: Simulation) -> Callable[..., None]:
    def ladder(
        games: int,
        players: str,
        seed: int,
        workers: int,
        scheduler: str | None,
        scheduler_timeout: float,
        html: Path | None,
        results: Path | None,
        fair: str,
        content: Path | None,
        **pairing_options: Any,
    ) -> None:
        """Plays every pair of players on the pairings, in both sides, and ranks them by OpenSkill rating.

        Says where the expected order random < first ≤ greedy < search:100 < search:400 fails, and how surely.
        --games is per pair of players and pairing.
        """
        from sfbkit.cli.lab_options import check_lab_outputs, results_path
        from sfbkit.cli.options import game_tree
        from sfbkit.cli.simulate import play_with_progress
        from sfbkit.kit.lab.fair_band import parse_fair
        from sfbkit.kit.lab.ladder_games import ladder_entrants, ladder_games
        from sfbkit.kit.lab.ladder_ratings import rate_ladder
        from sfbkit.kit.lab.ladder_report import ladder_page, ladder_text
        from sfbkit.kit.play.player_registry import PlayerRegistry

        parse_fair(fair)
        tree = game_tree(content)
        root = tree.root.resolve()
        plan = simulation.plan(root, pairing_options)
        entrants = ladder_entrants(players, PlayerRegistry(tree.game.players()))
        reading = guarded_paths(tree.game, root)
        stream = results_path(results, html)
        check_lab_outputs((html, stream), reading)
        made = ladder_games(tree.game.id, root, plan, entrants, games, seed)
        specs = [game.spec for game in made]
        played = play_with_progress(
            specs, stream, workers, scheduler, scheduler_timeout, reading, "laddering"
        )
        rated = rate_ladder(entrants, made, played)
        pairings = ", ".join(" vs ".join(pairing.sides) for pairing in plan.pairings[:3])
        more = f" and {len(plan.pairings) - 3} more" if len(plan.pairings) > 3 else ""
        settings = (
            f"{len(specs)} games ({games} per pair of players and pairing), seed {seed}, on {pairings}{more}"
        )
        click.echo(ladder_text(entrants, rated, settings), nl=False)
        if html is not None:
            from sfbkit.kit.io.atomic import write_text_atomic
            from sfbkit.kit.lab.report_page import render

            page = ladder_page(f"{tree.game.title}: player ladder", entrants, rated, settings)
            write_text_atomic(html, render(page), reading=reading)

    return ladder
