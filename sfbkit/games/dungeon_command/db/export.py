"""The JSON and CSV exports of Dungeon Command card records, and the JSON Schema of the JSON export."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command import GAME_ID
from sfbkit.kit.catalogue.records_export_schema import nullable, records_export_schema

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


def export_schema(langs: tuple[str, ...]) -> dict[str, Any]:
    """Returns the JSON Schema of the JSON export."""
    strings = {"type": "array", "items": {"type": "string"}}
    properties = {
        "id": {"type": "string"},
        "name": {"type": "string"},
        "kind": {"enum": ["creature", "order", "commander"]},
        "level": nullable("integer"),
        "abilities": strings,
        "action": {"enum": ["standard", "minor", "immediate", None]},
        "keywords": strings,
        "operations": strings,
        "attack_kinds": {"type": "array", "items": {"enum": ["melee", "ranged"]}},
        "damage": nullable("integer"),
        "hp": nullable("integer"),
        "speed": nullable("integer"),
        "morale": nullable("integer"),
        "leadership": nullable("integer"),
        "warbands": strings,
        "flavour": {"type": "string"},
    }
    return records_export_schema(GAME_ID, COLUMNS, properties, langs)
