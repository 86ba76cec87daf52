"""JSON Schemas (draft 2020-12) of every content file kind, generated from the models."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.io.atomic import make_folder, write_text_atomic

DRAFT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_BASE_URL = "https://sfbkit.invalid/schemas/"
"""The base of each schema's ``$id``; only an identifier, never fetched."""


def schema_for(kind: FileKind, game_id: str | None = None) -> dict[str, Any]:
    """Returns the JSON Schema of one file kind, its ``$id`` under ``game_id``'s folder when one is given."""
    generated = kind.model.model_json_schema(mode="validation")
    folder, game = ("", "") if game_id is None else (f"{game_id}/", f"{game_id} ")
    schema: dict[str, Any] = {
        "$schema": DRAFT,
        "$id": f"{SCHEMA_BASE_URL}{folder}{kind.name}.json",
        "title": f"sfbkit {game}{kind.name} file",
    }
    schema.update((key, value) for key, value in generated.items() if key != "title")
    return schema


def schema_json(schema: Mapping[str, Any]) -> str:
    """Returns a JSON Schema as the text checked in under ``schemas/``."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def schema_text(kind: FileKind, game_id: str | None = None) -> str:
    """Returns the JSON Schema of one file kind as the text checked in under ``schemas/``."""
    return schema_json(schema_for(kind, game_id))


def schema_files(kinds: Iterable[FileKind], game_id: str | None = None) -> dict[str, str]:
    """Returns the name and text of each kind's schema file, under ``game_id``'s folder when one is given."""
    return {f"{kind.name}.json": schema_text(kind, game_id) for kind in kinds}


def stale_schema_files(folder: Path, texts: Mapping[str, str]) -> list[str]:
    """Returns the names of schema files in ``folder`` that are missing or differ from ``texts``."""
    stale = []
    for name, text in texts.items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            stale.append(name)
    return stale


def write_schema_files(folder: Path, texts: Mapping[str, str]) -> list[str]:
    """Writes every schema file into ``folder`` (each replaced atomically); returns the names changed."""
    make_folder(folder)
    changed = stale_schema_files(folder, texts)
    for name in changed:
        write_text_atomic(folder / name, texts[name])
    return changed
