"""``sfbkit export --format json|sqlite|csv OUT``: the card database as a file for other tools."""

from __future__ import annotations

import json
from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.atomic import STDOUT, check_output, write_text_atomic
from sfbkit.kit.tree.content_guard import guarded_paths


@click.command(name="export")
@click.argument("out", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--format", "output", type=click.Choice(["csv", "json", "sqlite"]), required=True)
@click.option(
    "--schema",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also write the JSON Schema of the JSON export to this file.",
)
@content_option()
def command(out: Path, output: str, schema: Path | None, content: Path | None) -> None:
    """Exports every card of the tree as JSON, SQLite (with full-text search) or CSV (OUT may be -)."""
    if out == STDOUT and schema == STDOUT:
        raise UsageError("OUT and --schema cannot both be standard output")
    tree = game_tree(content)
    catalogue = tree.game.catalogue(tree.root)
    if output not in catalogue.export_formats:
        raise UsageError(f"{tree.game.title} exports {', '.join(catalogue.export_formats)}, not {output}")
    reading = guarded_paths(tree.game, tree.root)
    for target in (out, schema):
        if target is not None:
            check_output(target, reading)
    catalogue.export(output, out, frozenset(reading))
    if schema is not None:
        write_text_atomic(schema, json.dumps(catalogue.export_schema(), indent=2) + "\n", reading=reading)
    for written in (out, schema):
        if written not in (None, STDOUT):
            click.echo(f"wrote {written}", err=True)
