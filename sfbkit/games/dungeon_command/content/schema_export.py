"""JSON Schemas of the Dungeon Command file kinds (``sfbkit schema`` writes them into ``schemas/dungeon-command/``)."""

from __future__ import annotations

import json
from typing import Any

from sfbkit.games.dungeon_command import GAME_ID
from sfbkit.games.dungeon_command.content.kinds import ALL_KINDS
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.schema_export import SCHEMA_BASE_URL, schema_for


def dc_schema_for(kind: FileKind) -> dict[str, Any]:
    """Returns the JSON Schema of one Dungeon Command file kind (its ``$id`` under the game's folder)."""
    schema = schema_for(kind)
    schema["$id"] = f"{SCHEMA_BASE_URL}{GAME_ID}/{kind.name}.json"
    schema["title"] = f"sfbkit {GAME_ID} {kind.name} file"
    return schema


def schema_files() -> dict[str, str]:
    """Returns every Dungeon Command schema file's name and text."""
    return {
        f"{kind.name}.json": json.dumps(dc_schema_for(kind), indent=2, ensure_ascii=False) + "\n"
        for kind in ALL_KINDS
    }
