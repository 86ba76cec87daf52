"""``sfbkit list [KIND]``: the ids and names of the tree's items, by kind (what ``show`` and scripts name)."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import TreeHelpCommand, content_option, game_tree
from sfbkit.kit.catalogue.item_list import chosen_kinds, item_lines
from sfbkit.kit.content.trees import Tree


def _first_line(tree: Tree) -> str:
    """Returns the kinds the tree's game lists, as the help's first line."""
    kinds = ", ".join(kind.plural for kind in tree.game.catalogue(tree.root).item_kinds)
    return f"Lists the ids and names of the {tree.game.title} tree's {kinds}."


@click.command("list", cls=TreeHelpCommand, first_line=_first_line)
@click.argument("kind", metavar="[KIND]", required=False)
@content_option()
def command(kind: str | None, content: Path | None) -> None:
    """Lists the ids and names of the tree's items, by kind.

    Without KIND every kind is listed; KIND (plural or singular) lists one.
    'sfbkit show ID' shows an item. Exits 2 for an unknown kind.
    """
    tree = game_tree(content)
    catalogue = tree.game.catalogue(tree.root)
    kinds = chosen_kinds(catalogue.item_kinds, kind, tree.game.title)
    click.echo("\n".join(item_lines(kinds, catalogue.items)))
