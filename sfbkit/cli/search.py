"""``sfbkit search QUERY``: finds cards with the query language of docs/search.md."""

from __future__ import annotations

import json
from pathlib import Path

import click

from sfbkit.cli.options import content_library, content_option
from sfbkit.content.problems import one_line
from sfbkit.db.index import CardIndex
from sfbkit.db.labels import label
from sfbkit.db.record import CardRecord
from sfbkit.render.rules_text import LANGS
from sfbkit.render.terminal import display_width


def _cell(value: object) -> str:
    return "" if value is None else str(value)


def format_table(records: list[CardRecord], lang: str) -> str:
    """Returns the records as an aligned text table, one card a row."""
    headings = ("id", "name", "champion", "type", "core", "mv", "str", "def", "rng")
    rows = [
        (
            record.id,
            record.name,
            record.champion_name,
            label(record.type, lang),
            label(record.core, lang),
            _cell(record.move or None),
            _cell(record.strength),
            _cell(record.defence),
            _cell(record.range),
        )
        for record in records
    ]
    shown: list[tuple[str, ...]] = [headings, *(tuple(one_line(cell) for cell in row) for row in rows)]
    widths = [max(display_width(row[column]) for row in shown) for column in range(len(headings))]
    lines = []
    for row in shown:
        cells = [cell + " " * (width - display_width(cell)) for cell, width in zip(row, widths, strict=True)]
        lines.append("  ".join(cells).rstrip())
    lines.append(f"{len(records)} {label('results', lang)}")
    return "\n".join(lines)


@click.command(name="search")
@click.argument("query", nargs=-1)
@click.option("--format", "output", type=click.Choice(["table", "json"]), default="table", show_default=True)
@click.option(
    "--lang", type=click.Choice(LANGS), default="en", show_default=True, help="Language of rules text."
)
@content_option()
def command(query: tuple[str, ...], output: str, lang: str, content: Path | None) -> None:
    """Searches cards: terms ANDed, 'or', '-', (), field:value, field=value, strength>=3, order:name."""
    index = CardIndex.from_library(content_library(content))
    records = index.search(" ".join(query), lang=lang)
    if output == "json":
        click.echo(json.dumps([record.as_json() for record in records], ensure_ascii=False, indent=2))
    else:
        click.echo(format_table(records, lang))
