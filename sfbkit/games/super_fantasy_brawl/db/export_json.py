"""The JSON export and its JSON Schema (``sfbkit/games/super_fantasy_brawl/db/export.schema.json``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.db.export_data import export_data
from sfbkit.games.super_fantasy_brawl.db.record import card_records
from sfbkit.kit.io.atomic import write_text_atomic
from sfbkit.kit.io.paths import package_file


def export_schema() -> dict[str, Any]:
    """Returns the JSON Schema the JSON export validates against."""
    text = package_file("sfbkit.games.super_fantasy_brawl.db", "export.schema.json").read_text(
        encoding="utf-8"
    )
    schema: dict[str, Any] = json.loads(text)
    return schema


def export_json_text(library: Library) -> str:
    """Returns the JSON export of a library as text."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS

    data = export_data(library, card_records(library), tuple(LANGS))
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def write_json(library: Library, out: Path) -> None:
    """Writes the JSON export of a library to ``out`` atomically."""
    write_text_atomic(out, export_json_text(library), reading=content_folders(library.root))
