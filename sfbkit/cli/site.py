"""``sfbkit site OUT``: the static card browser, written to a temporary folder and moved into place."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_library, content_option
from sfbkit.games.super_fantasy_brawl.render.site import write_site


@click.command(name="site")
@click.argument("out", type=click.Path(file_okay=False, path_type=Path))
@content_option()
def command(out: Path, content: Path | None) -> None:
    """Builds the card browser: a page per champion, card and arena, and a searchable index."""
    write_site(content_library(content), out)
    click.echo(f"wrote {out}/index.html", err=True)
