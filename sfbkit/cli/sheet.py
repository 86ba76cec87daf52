"""``sfbkit sheet``: printable card sheets as HTML, PDF, Markdown or plain text."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import FiniteFloat, content_library, content_option
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.db.lookup import unknown_id
from sfbkit.games.super_fantasy_brawl.render.sheets import (
    PAPERS,
    SheetOptions,
    card_face,
    check_options,
    sheet_html,
    sheet_markdown,
    sheet_pdf,
    sheet_text,
)
from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS
from sfbkit.kit.atomic import STDOUT, check_output, write_bytes_atomic
from sfbkit.kit.errors import UsageError


def select_cards(
    library: Library, ids: tuple[str, ...], champions: tuple[str, ...], everything: bool
) -> list[ActionCard]:
    """Returns the cards asked for, in the order asked; a champion id stands for its cards."""
    if not (ids or champions or everything):
        raise UsageError("name the cards to print: card or champion ids, --champion ID, or --all")
    if everything:
        return [
            library.cards[card_id]
            for champion in sorted(library.decks)
            for card_id in library.decks[champion]
        ]
    chosen: list[ActionCard] = []
    for champion in champions:
        if champion not in library.champions:
            raise unknown_id(champion, list(library.champions), "champion")
        chosen.extend(library.cards[card_id] for card_id in library.decks.get(champion, ()))
    for item in ids:
        if item in library.cards:
            chosen.append(library.cards[item])
        elif item in library.champions:
            chosen.extend(library.cards[card_id] for card_id in library.decks.get(item, ()))
        else:
            raise unknown_id(item, [*library.champions, *library.cards])
    return chosen


@click.command(name="sheet")
@click.argument("ids", nargs=-1)
@click.option("--champion", "champions", multiple=True, metavar="ID", help="Print a champion's cards.")
@click.option("--all", "everything", is_flag=True, help="Print every card.")
@click.option(
    "--format", "output", type=click.Choice(["html", "pdf", "md", "txt"]), default="html", show_default=True
)
@click.option("--lang", type=click.Choice(LANGS), default="en", show_default=True)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Output file, or - for stdout (the default, except for PDF).",
)
@click.option("--paper", type=click.Choice(sorted(PAPERS)), default="a4", show_default=True)
@click.option(
    "--bleed", type=FiniteFloat(0, 100), default=0.0, show_default=True, help="Bleed in mm around each card."
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
    champions: tuple[str, ...],
    everything: bool,
    output: str,
    lang: str,
    out: Path | None,
    paper: str,
    bleed: float,
    backs: bool,
    offset_x: float,
    offset_y: float,
    content: Path | None,
) -> None:
    """Prints cards on sheets: 3x3 poker-size cards per page with crop marks."""
    options = SheetOptions(
        lang=lang, paper=paper, bleed=bleed, backs=backs, offset_x=offset_x, offset_y=offset_y
    )
    check_options(options)
    if output == "pdf" and out is None:
        raise UsageError("a PDF sheet needs --out FILE (or --out - for stdout)")
    library = content_library(content)
    if out is not None:
        check_output(out, content_folders(library.root))
    cards = select_cards(library, ids, champions, everything)
    if output == "txt":
        data = sheet_text(cards, library, lang).encode()
    else:
        faces = [card_face(card, library, lang) for card in cards]
        if output == "md":
            data = sheet_markdown(faces).encode()
        elif output == "html":
            data = sheet_html(faces, options).encode()
        else:
            data = sheet_pdf(faces, options)
    write_bytes_atomic(STDOUT if out is None else out, data, reading=content_folders(library.root))
    if out not in (None, STDOUT):
        click.echo(f"wrote {out}", err=True)
