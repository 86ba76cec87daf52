"""The JSON and CSV exports of a game's catalogue records: every record's JSON, and a row per record."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple, Protocol

EXPORT_FORMATS: tuple[str, ...] = ("json", "csv", "sqlite")


class ExportedRecord(Protocol):
    """A record as the exports read it: its plain JSON data and its rules text per language."""

    def as_json(self) -> dict[str, Any]: ...
    def text(self, lang: str) -> str: ...


def records_json(game_id: str, records: Sequence[ExportedRecord], content_hash: str) -> str:
    """Returns the JSON export: the game, the content hash and every record."""
    data = {"game": game_id, "content_hash": content_hash, "cards": [record.as_json() for record in records]}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def records_csv(records: Sequence[ExportedRecord], columns: Sequence[str], langs: Sequence[str]) -> str:
    """Returns the records as CSV with a header row; lists space-separated, rules text a column per language."""
    from sfbkit.kit.io.csv_cells import spreadsheet_safe

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([*columns, *(f"text_{lang}" for lang in langs)])
    for record in records:
        data = record.as_json()
        cells = [" ".join(data[c]) if isinstance(data[c], list) else data[c] for c in columns]
        row = ["" if cell is None else cell for cell in cells] + [record.text(lang) for lang in langs]
        writer.writerow([spreadsheet_safe(cell) for cell in row])
    return buffer.getvalue()


class RecordsExport(NamedTuple):
    """What a game's JSON and CSV exports name: the game's id and name, the CSV's columns and its languages."""

    game_id: str
    game_name: str
    columns: Sequence[str]
    langs: Sequence[str]


def write_records_export(
    output: str,
    out: Path,
    reading: frozenset[Path],
    export: RecordsExport,
    records: Sequence[ExportedRecord],
    content_hash: str,
    write_sqlite: Callable[[Path, frozenset[Path]], None],
) -> None:
    """Writes the JSON, CSV or SQLite (``write_sqlite``) export of a game's records to ``out``."""
    from sfbkit.kit.errors import UsageError
    from sfbkit.kit.io.atomic import write_text_atomic

    if output not in EXPORT_FORMATS:
        raise UsageError(f"{export.game_name} exports {', '.join(EXPORT_FORMATS)}, not {output}")
    if output == "sqlite":
        write_sqlite(out, reading)
        return
    text = (
        records_json(export.game_id, records, content_hash)
        if output == "json"
        else records_csv(records, export.columns, export.langs)
    )
    write_text_atomic(out, text, reading=reading)
