"""``sfbkit sheet``: printable card sheets as HTML, PDF, Markdown or plain text."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import click

from sfbkit.cli.options import FiniteFloat, content_option, game_tree, language_option
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import SheetFormat, SheetRequest
from sfbkit.kit.io.atomic import STDOUT, check_output, write_bytes_atomic
from sfbkit.kit.tree.content_guard import guarded_paths

PAPERS = ("a4", "letter")


@click.command(name="sheet")
@click.argument("ids", nargs=-1)
@click.option(
    "--champion",
    "--group",
    "groups",
    multiple=True,
    metavar="ID",
    help="Print a group's cards: a champion's deck, a warband.",
)
@click.option("--all", "everything", is_flag=True, help="Print every card.")
@click.option(
    "--format", "output", type=click.Choice(["html", "pdf", "md", "txt"]), default="html", show_default=True
)
@language_option()
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Output file, or - for stdout (the default, except for PDF).",
)
@click.option("--paper", type=click.Choice(PAPERS), default="a4", show_default=True)
@click.option(
    "--bleed", type=FiniteFloat(0, 100), default=0.0, show_default=True, help="Bleed in mm around each card."
)
@click.option(
    "--font",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="A font file (TrueType, OpenType or a collection) for PDF text, before the installed fonts.",
)
@click.option("--backs", is_flag=True, help="Add a mirrored backs page after each page, for duplex.")
@click.option(
    "--offset-x",
    type=FiniteFloat(-100, 100),
    default=0.0,
    show_default=True,
    help="Shift backs pages right by MM.",
)
@click.option(
    "--offset-y",
    type=FiniteFloat(-100, 100),
    default=0.0,
    show_default=True,
    help="Shift backs pages down by MM.",
)
@content_option()
def command(
    ids: tuple[str, ...],
    groups: tuple[str, ...],
    everything: bool,
    output: str,
    lang: str | None,
    out: Path | None,
    paper: str,
    bleed: float,
    font: Path | None,
    backs: bool,
    offset_x: float,
    offset_y: float,
    content: Path | None,
) -> None:
    """Prints cards on sheets: 3x3 poker-size cards per page with crop marks."""
    tree = game_tree(content)
    request = SheetRequest(
        ids=ids,
        groups=groups,
        everything=everything,
        output=cast(SheetFormat, output),
        lang=tree.game_language(lang),
        paper=paper,
        bleed=bleed,
        backs=backs,
        offset_x=offset_x,
        offset_y=offset_y,
        font=font,
    )
    if font is not None and output != "pdf":
        raise UsageError("--font applies to PDF sheets (--format pdf) only")
    if output == "pdf" and out is None:
        raise UsageError("a PDF sheet needs --out FILE (or --out - for stdout)")
    reading = guarded_paths(tree.game, tree.root)
    if out is not None:
        check_output(out, reading)
    data = tree.game.catalogue(tree.root).sheet(request)
    write_bytes_atomic(STDOUT if out is None else out, data, reading=reading)
    if out not in (None, STDOUT):
        click.echo(f"wrote {out}", err=True)
