"""``sfbkit export --format json|sqlite|csv OUT``: the card database as a file for other tools."""

from __future__ import annotations

import json
from pathlib import Path

import click

from sfbkit.cli.options import content_option, valid_library
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.db.export_csv import write_csv
from sfbkit.games.super_fantasy_brawl.db.export_json import export_schema, write_json
from sfbkit.games.super_fantasy_brawl.db.export_sqlite import write_sqlite
from sfbkit.kit.atomic import STDOUT, check_output, write_text_atomic
from sfbkit.kit.errors import UsageError

WRITERS = {"json": write_json, "sqlite": write_sqlite, "csv": write_csv}


@click.command(name="export")
@click.argument("out", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--format", "output", type=click.Choice(sorted(WRITERS)), required=True)
@click.option(
    "--schema",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Also write the JSON Schema of the JSON export to this file.",
)
@content_option()
def command(out: Path, output: str, schema: Path | None, content: Path | None) -> None:
    """Exports every champion and card as JSON, SQLite (with full-text search) or CSV."""
    if out == STDOUT and schema == STDOUT:
        raise UsageError("OUT and --schema cannot both be standard output")
    library = valid_library(content)
    reading = content_folders(library.root)
    for target in (out, schema):
        if target is not None:
            check_output(target, reading)
    WRITERS[output](library, out)
    if schema is not None:
        write_text_atomic(schema, json.dumps(export_schema(), indent=2) + "\n", reading=reading)
    for written in (out, schema):
        if written not in (None, STDOUT):
            click.echo(f"wrote {written}", err=True)
