"""``sfbkit show ID``: a champion (both sides and its cards) or one card, laid out for the terminal."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_library, content_option
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.db.lookup import find_item
from sfbkit.games.super_fantasy_brawl.render.rules_text import LANGS
from sfbkit.games.super_fantasy_brawl.render.terminal import card_lines, champion_lines


@click.command(name="show")
@click.argument("item_id", metavar="ID")
@click.option("--lang", type=click.Choice(LANGS), default="en", show_default=True)
@content_option()
def command(item_id: str, lang: str, content: Path | None) -> None:
    """Shows a champion or a card."""
    library = content_library(content)
    item = find_item(library, item_id)
    if isinstance(item, ActionCard):
        owner = library.champions.get(library.card_owner[item.id])
        lines = card_lines(item, owner.name if owner else library.card_owner[item.id], lang)
    else:
        lines = champion_lines(item, library, lang)
    click.echo("\n".join(lines))
