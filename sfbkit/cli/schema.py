"""``sfbkit schema``: writes (or checks) the JSON Schemas of the content file kinds."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.content.schema_export import stale_schema_files, write_schema_files


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
@content_option("The content tree whose game's schemas are written (default: as for every command).")
def command(out: Path, check: bool, content: Path | None) -> None:
    """Writes one JSON Schema (draft 2020-12) per content file kind of the tree's game, from the models."""
    texts = game_tree(content).game.schemas()
    if check:
        stale = stale_schema_files(out, texts)
        for name in stale:
            click.echo(f"{out / name}: out of date; run 'sfbkit schema --out {out}'")
        if stale:
            click.get_current_context().exit(1)
        click.echo(f"{out}: schemas up to date")
        return
    changed = write_schema_files(out, texts)
    for name in changed:
        click.echo(f"wrote {out / name}")
    if not changed:
        click.echo(f"{out}: schemas up to date")
