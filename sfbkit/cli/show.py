"""``sfbkit show ID``: a champion (both sides and its cards) or one card, laid out for the terminal."""

from __future__ import annotations

import click

from sfbkit.content.card import ActionCard
from sfbkit.content.library import load_library
from sfbkit.content.paths import content_root
from sfbkit.db.lookup import find_item
from sfbkit.render.rules_text import LANGS
from sfbkit.render.terminal import card_lines, champion_lines


@click.command(name="show")
@click.argument("item_id", metavar="ID")
@click.option("--lang", type=click.Choice(LANGS), default="en", show_default=True)
@click.option(
    "--content", type=click.Path(file_okay=False), default=None, help="Content root (default: bundled)."
)
def command(item_id: str, lang: str, content: str | None) -> None:
    """Shows a champion or a card."""
    library = load_library(content_root(content))
    item = find_item(library, item_id)
    if isinstance(item, ActionCard):
        owner = library.champions.get(library.card_owner[item.id])
        lines = card_lines(item, owner.name if owner else library.card_owner[item.id], lang)
    else:
        lines = champion_lines(item, library, lang)
    click.echo("\n".join(lines))
