"""``sfbkit schema``: writes (or checks) the JSON Schemas of the content file kinds."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.games.super_fantasy_brawl.content.schema_export import stale_schema_files, write_schema_files


@click.command("schema")
@click.option(
    "--out",
    "out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("schemas"),
    show_default=True,
    help="Folder the schemas are written to.",
)
@click.option("--check", is_flag=True, help="Write nothing; exit 1 if a schema file is missing or stale.")
def command(out: Path, check: bool) -> None:
    """Writes one JSON Schema (draft 2020-12) per content file kind, generated from the models."""
    if check:
        stale = stale_schema_files(out)
        for name in stale:
            click.echo(f"{out / name}: out of date; run 'sfbkit schema --out {out}'")
        if stale:
            click.get_current_context().exit(1)
        click.echo(f"{out}: schemas up to date")
        return
    changed = write_schema_files(out)
    for name in changed:
        click.echo(f"wrote {out / name}")
    if not changed:
        click.echo(f"{out}: schemas up to date")
