"""The CSV export: one row per card, rules text in one column per language."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.db.record import CardRecord, card_records
from sfbkit.kit.io.atomic import write_text_atomic
from sfbkit.kit.io.csv_cells import FORMULA_STARTS, spreadsheet_safe

__all__ = ["COLUMNS", "FORMULA_STARTS", "csv_text", "write_csv"]

COLUMNS = (
    "id",
    "name",
    "champion",
    "champion_name",
    "type",
    "core",
    "move",
    "strength",
    "defence",
    "targeting",
    "range_min",
    "range",
    "hp",
    "keywords",
    "flags",
    "flavour",
)


def csv_text(records: tuple[CardRecord, ...], langs: tuple[str, ...]) -> str:
    """Returns the records as CSV text with a header row; lists are space-separated."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([*COLUMNS, *(f"text_{lang}" for lang in langs)])
    for record in records:
        data = record.as_json()
        row = [
            " ".join(data[column]) if isinstance(data[column], list) else data[column] for column in COLUMNS
        ]
        cells = ["" if cell is None else cell for cell in row] + [record.text(lang) for lang in langs]
        writer.writerow([spreadsheet_safe(cell) for cell in cells])
    return buffer.getvalue()


def write_csv(library: Library, out: Path) -> None:
    """Writes the CSV export of a library to ``out`` atomically."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS

    write_text_atomic(
        out, csv_text(card_records(library), tuple(LANGS)), reading=content_folders(library.root)
    )
