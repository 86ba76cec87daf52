"""``sfbkit show ID``: one item of the tree's game (a champion and its cards, a card, ...) for the terminal."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import TreeHelpCommand, content_option, game_tree, language_option
from sfbkit.kit.catalogue.item_list import shown_phrase
from sfbkit.kit.content.trees import Tree
from sfbkit.kit.errors import UsageError


def _first_line(tree: Tree) -> str:
    """Returns what show shows for the tree's game: ``Shows a champion or a card of Super Fantasy Brawl.``"""
    return f"Shows {shown_phrase(tree.game.catalogue(tree.root).item_kinds)} of {tree.game.title}."


@click.command(name="show", cls=TreeHelpCommand, first_line=_first_line)
@click.argument("item_id", metavar="ID", required=False)
@language_option()
@content_option()
def command(item_id: str | None, lang: str, content: Path | None) -> None:
    """Shows one item of the tree's game.

    'sfbkit list' lists the ids of every kind. Exits 2 for an unknown id.
    """
    tree = game_tree(content)
    catalogue = tree.game.catalogue(tree.root)
    if item_id is None:
        raise UsageError(
            f"show needs the id of {shown_phrase(catalogue.item_kinds)}; "
            f"run 'sfbkit list' to see the ids of the {tree.game.title} tree"
        )
    click.echo(catalogue.show(item_id, tree.game_language(lang)))
