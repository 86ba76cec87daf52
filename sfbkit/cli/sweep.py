"""``sfbkit sweep ITEM FIELD VALUE...``: the same seeded games with one field of an item set to each value."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from sfbkit.cli.simulate import PLAYERS, kit_options
from sfbkit.kit.tree.content_guard import guarded_paths

if TYPE_CHECKING:
    from sfbkit.kit.game import Game, Simulation


def command_for(game: Game) -> click.Command | None:
    """Returns ``sweep`` with the game's pairing options, or None when the game offers no simulation."""
    simulation = game.simulation()
    if simulation is None:
        return None
    run = kit_options(simulation, PLAYERS, reports=False)(_sweep(simulation))
    command = click.command("sweep")(run)
    command.params[:0] = [
        click.Argument(["item"]),
        click.Argument(["field"]),
        click.Argument(["values"], nargs=-1, required=True),
        *simulation.options(),
    ]
    return command


def _sweep(simulation: Simulation) -> Callable[..., None]:
    def sweep(
        item: str,
        field: str,
        values: tuple[str, ...],
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
        """Plays the same seeded games with ITEM's FIELD (a dotted path: effects.0.damage, hp) set to each VALUE.

        Each value is tried in a layered copy in a temporary folder (the tree is never written); a value that
        makes the item invalid is reported as that problem and not played. Reports the win rate of the item's
        side against the value, and the value closest to 50%.
        """
        import tempfile

        from sfbkit.cli.lab_options import check_lab_outputs, results_path
        from sfbkit.cli.options import game_tree
        from sfbkit.cli.simulate import play_with_progress
        from sfbkit.kit.lab.fair_band import parse_fair
        from sfbkit.kit.lab.sweep_report import Point, sweep_page, sweep_text
        from sfbkit.kit.lab.sweep_run import games_of, plan_sweep, side_rate, trees_of
        from sfbkit.kit.play.player_registry import PlayerRegistry
        from sfbkit.kit.simulation.simulated_games import seat_players
        from sfbkit.kit.simulation.simulation_summary import summarise

        band = parse_fair(fair)
        tree = game_tree(content)
        root = tree.root.resolve()
        base_plan = simulation.plan(root, pairing_options)
        names = seat_players(players, base_plan.seats, PlayerRegistry(tree.game.players()))
        reading = guarded_paths(tree.game, root)
        stream = results_path(results, html)
        check_lab_outputs((html, stream), reading)
        with tempfile.TemporaryDirectory(prefix="sfbkit-sweep-") as folder:
            planned, plan = plan_sweep(
                tree.game,
                root,
                Path(folder),
                item,
                field,
                values,
                lambda layer: simulation.plan(layer, pairing_options),
                games,
                seed,
                names,
            )
            specs = [spec for value in planned.values for spec in value.games]
            played = play_with_progress(
                specs,
                stream,
                workers,
                scheduler,
                scheduler_timeout,
                reading,
                "sweeping",
                trees_of(planned, root),
            )
        by_index = {game.index: game for game in played}
        points: list[Point] = []
        for value in planned.values:
            if value.root is None or plan is None:
                points.append((value.value, None, value.problem))
                continue
            summary = summarise(plan, games_of(value, by_index), simulation.sections, {})
            points.append((value.value, side_rate(summary, planned.side), None))
        first_side = base_plan.pairings[0].sides[0]
        settings = (
            f"{games} games per pairing and value, players {','.join(names)}, seed {seed}, "
            f"on {' vs '.join(base_plan.pairings[0].sides)}"
            + (f" and {len(base_plan.pairings) - 1} more pairings" if len(base_plan.pairings) > 1 else "")
        )
        click.echo(sweep_text(planned, points, settings, first_side), nl=False)
        if html is not None:
            from sfbkit.kit.io.atomic import write_text_atomic
            from sfbkit.kit.lab.report_page import render

            page = sweep_page(
                f"{tree.game.title}: sweep of {item} {field}", planned, points, settings, first_side, band
            )
            write_text_atomic(html, render(page), reading=reading)

    return sweep
