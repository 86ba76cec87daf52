"""JSON Schemas of the Dungeon Command file kinds (``sfbkit schema`` writes them into ``schemas/dungeon-command/``)."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command import GAME_ID
from sfbkit.games.dungeon_command.content.kinds import ALL_KINDS
from sfbkit.kit.content import schema_export
from sfbkit.kit.content.file_kind import FileKind


def dc_schema_for(kind: FileKind) -> dict[str, Any]:
    """Returns the JSON Schema of one Dungeon Command file kind (its ``$id`` under the game's folder)."""
    return schema_export.schema_for(kind, GAME_ID)


def schema_files() -> dict[str, str]:
    """Returns every Dungeon Command schema file's name and text."""
    return schema_export.schema_files(ALL_KINDS, GAME_ID)
