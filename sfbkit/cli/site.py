"""``sfbkit site OUT``: the static card browser, written to a temporary folder and moved into place."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree


@click.command(name="site")
@click.argument("out", type=click.Path(file_okay=False, path_type=Path))
@content_option()
def command(out: Path, content: Path | None) -> None:
    """Builds the card browser: a page per card and group, and a searchable index."""
    tree = game_tree(content)
    tree.game.catalogue(tree.root).write_site(out)
    click.echo(f"wrote {out}/index.html", err=True)
