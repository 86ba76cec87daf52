"""``sfbkit show ID``: one item of the tree's game (a champion and its cards, a card, ...) for the terminal."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree, language_option


@click.command(name="show")
@click.argument("item_id", metavar="ID")
@language_option()
@content_option()
def command(item_id: str, lang: str, content: Path | None) -> None:
    """Shows a champion or a card."""
    tree = game_tree(content)
    click.echo(tree.game.catalogue(tree.root).show(item_id, tree.game_language(lang)))
