"""JSON Schemas of the Blood Wars file kinds (``sfbkit schema`` writes them into ``schemas/blood-wars/``)."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.games.blood_wars.content.kinds import ALL_KINDS
from sfbkit.kit.content import schema_export
from sfbkit.kit.content.file_kind import FileKind


def bw_schema_for(kind: FileKind) -> dict[str, Any]:
    """Returns the JSON Schema of one Blood Wars file kind (its ``$id`` under the game's folder)."""
    return schema_export.schema_for(kind, GAME_ID)


def schema_files() -> dict[str, str]:
    """Returns every Blood Wars schema file's name and text."""
    return schema_export.schema_files(ALL_KINDS, GAME_ID)
