"""``sfbkit search QUERY``: finds cards with the query language of docs/search.md."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree, language_option
from sfbkit.cli.search_output import SEARCH_FORMATS, search_output


@click.command(name="search")
@click.argument("query", nargs=-1)
@click.option("--format", "output", type=click.Choice(SEARCH_FORMATS), default="table", show_default=True)
@language_option("Language of rules text.")
@content_option()
def command(query: tuple[str, ...], output: str, lang: str | None, content: Path | None) -> None:
    """Searches cards: terms ANDed, 'or', '-', (), field:value, field=value, strength>=3, order:name; a bare word is a name or an exact id."""
    click.echo(search_output(game_tree(content), query, output, lang), nl=False)
