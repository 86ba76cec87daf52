"""The JSON export and its JSON Schema (``sfbkit/db/export.schema.json``)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from sfbkit.atomic import write_text_atomic
from sfbkit.content.library import Library
from sfbkit.content.paths import content_folders
from sfbkit.db.export_data import export_data
from sfbkit.db.record import card_records


def export_schema() -> dict[str, Any]:
    """Returns the JSON Schema the JSON export validates against."""
    text = resources.files("sfbkit.db").joinpath("export.schema.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def export_json_text(library: Library) -> str:
    """Returns the JSON export of a library as text."""
    from sfbkit.render.rules_text import LANGS

    data = export_data(library, card_records(library), tuple(LANGS))
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def write_json(library: Library, out: Path) -> None:
    """Writes the JSON export of a library to ``out`` atomically."""
    write_text_atomic(out, export_json_text(library), reading=content_folders(library.root))
