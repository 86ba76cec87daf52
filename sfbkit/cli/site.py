"""``sfbkit site OUT``: the static card browser, written to a temporary folder and moved into place."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.content.library import load_library
from sfbkit.content.paths import content_root
from sfbkit.render.site import write_site


@click.command(name="site")
@click.argument("out", type=click.Path(file_okay=False, path_type=Path))
@click.option(
    "--content", type=click.Path(file_okay=False), default=None, help="Content root (default: bundled)."
)
def command(out: Path, content: str | None) -> None:
    """Builds the card browser: a page per champion, card and arena, and a searchable index."""
    write_site(load_library(content_root(content)), out)
    click.echo(f"wrote {out}/index.html", err=True)
