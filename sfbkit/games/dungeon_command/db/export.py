"""The JSON and CSV exports of Dungeon Command card records, and the JSON Schema of the JSON export."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any

from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.kit.csv_cells import spreadsheet_safe

EXPORT_FORMATS: tuple[str, ...] = ("json", "csv", "sqlite")

COLUMNS = (
    "id",
    "name",
    "kind",
    "level",
    "abilities",
    "action",
    "keywords",
    "operations",
    "attack_kinds",
    "damage",
    "hp",
    "speed",
    "morale",
    "leadership",
    "warbands",
    "flavour",
)


def json_text(records: Sequence[DCCardRecord], content_hash: str) -> str:
    """Returns the JSON export: the content hash and every record."""
    data = {"game": "dungeon-command", "content_hash": content_hash, "cards": [r.as_json() for r in records]}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def csv_text(records: Sequence[DCCardRecord], langs: tuple[str, ...]) -> str:
    """Returns the records as CSV with a header row; lists space-separated, rules text a column per language."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([*COLUMNS, *(f"text_{lang}" for lang in langs)])
    for record in records:
        data = record.as_json()
        cells = [" ".join(data[c]) if isinstance(data[c], list) else data[c] for c in COLUMNS]
        row = ["" if cell is None else cell for cell in cells] + [record.text(lang) for lang in langs]
        writer.writerow([spreadsheet_safe(cell) for cell in row])
    return buffer.getvalue()


def _nullable(kind: str) -> dict[str, Any]:
    return {"type": [kind, "null"]}


def export_schema(langs: tuple[str, ...]) -> dict[str, Any]:
    """Returns the JSON Schema of the JSON export."""
    strings = {"type": "array", "items": {"type": "string"}}
    card = {
        "type": "object",
        "additionalProperties": False,
        "required": [*COLUMNS, "text"],
        "properties": {
            "id": {"type": "string"},
            "name": {"type": "string"},
            "kind": {"enum": ["creature", "order", "commander"]},
            "level": _nullable("integer"),
            "abilities": strings,
            "action": {"enum": ["standard", "minor", "immediate", None]},
            "keywords": strings,
            "operations": strings,
            "attack_kinds": {"type": "array", "items": {"enum": ["melee", "ranged"]}},
            "damage": _nullable("integer"),
            "hp": _nullable("integer"),
            "speed": _nullable("integer"),
            "morale": _nullable("integer"),
            "leadership": _nullable("integer"),
            "warbands": strings,
            "flavour": {"type": "string"},
            "text": {
                "type": "object",
                "additionalProperties": False,
                "required": list(langs),
                "properties": {lang: strings for lang in langs},
            },
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "sfbkit dungeon-command card export",
        "type": "object",
        "additionalProperties": False,
        "required": ["game", "content_hash", "cards"],
        "properties": {
            "game": {"const": "dungeon-command"},
            "content_hash": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
            "cards": {"type": "array", "items": card},
        },
    }
