"""JSON Schemas of the Blood Wars file kinds (``sfbkit schema`` writes them into ``schemas/blood-wars/``)."""

from __future__ import annotations

import json
from typing import Any

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.games.blood_wars.content.kinds import ALL_KINDS
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.schema_export import SCHEMA_BASE_URL, schema_for


def bw_schema_for(kind: FileKind) -> dict[str, Any]:
    """Returns the JSON Schema of one Blood Wars file kind (its ``$id`` under the game's folder)."""
    schema = schema_for(kind)
    schema["$id"] = f"{SCHEMA_BASE_URL}{GAME_ID}/{kind.name}.json"
    schema["title"] = f"sfbkit {GAME_ID} {kind.name} file"
    return schema


def schema_files() -> dict[str, str]:
    """Returns every Blood Wars schema file's name and text."""
    return {
        f"{kind.name}.json": json.dumps(bw_schema_for(kind), indent=2, ensure_ascii=False) + "\n"
        for kind in ALL_KINDS
    }
