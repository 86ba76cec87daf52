"""``sfbkit search QUERY``: finds cards with the query language of docs/search.md."""

from __future__ import annotations

import json
from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree, language_option


@click.command(name="search")
@click.argument("query", nargs=-1)
@click.option("--format", "output", type=click.Choice(["table", "json"]), default="table", show_default=True)
@language_option("Language of rules text.")
@content_option()
def command(query: tuple[str, ...], output: str, lang: str, content: Path | None) -> None:
    """Searches cards: terms ANDed, 'or', '-', (), field:value, field=value, strength>=3, order:name."""
    tree = game_tree(content)
    lang = tree.game_language(lang)
    catalogue = tree.game.catalogue(tree.root)
    records = catalogue.search(" ".join(query), lang)
    if output == "json":
        click.echo(json.dumps([record.as_json() for record in records], ensure_ascii=False, indent=2))
    else:
        click.echo(catalogue.results_table(records, lang))
