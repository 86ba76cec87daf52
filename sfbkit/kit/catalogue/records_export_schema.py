"""The JSON Schema of a game's JSON export of catalogue records: the envelope, and records from their properties."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def nullable(kind: str) -> dict[str, Any]:
    """Returns the schema of a value of JSON type ``kind`` or null."""
    return {"type": [kind, "null"]}


def records_export_schema(
    game_id: str, columns: Sequence[str], properties: dict[str, Any], langs: tuple[str, ...]
) -> dict[str, Any]:
    """Returns the JSON Schema of the JSON export: the game, the content hash and records of these properties."""
    strings = {"type": "array", "items": {"type": "string"}}
    card = {
        "type": "object",
        "additionalProperties": False,
        "required": [*columns, "text"],
        "properties": {
            **properties,
            "text": {
                "type": "object",
                "additionalProperties": False,
                "required": list(langs),
                "properties": {lang: strings for lang in langs},
            },
        },
    }
    return export_envelope(game_id, card)


def export_envelope(game_id: str, record: dict[str, Any]) -> dict[str, Any]:
    """Returns the JSON Schema of a game's JSON export whose records each match the schema ``record``."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"sfbkit {game_id} card export",
        "type": "object",
        "additionalProperties": False,
        "required": ["game", "content_hash", "cards"],
        "properties": {
            "game": {"const": game_id},
            "content_hash": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
            "cards": {"type": "array", "items": record},
        },
    }
