"""The JSON and CSV exports of Dungeon Command card records, and the JSON Schema of the JSON export."""

from __future__ import annotations

from typing import Any

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
