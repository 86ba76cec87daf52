"""JSON Schemas of the Dungeon Command file kinds, generated from the models into ``schemas/dungeon-command/``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sfbkit.games.dungeon_command import GAME_ID
from sfbkit.games.dungeon_command.content.kinds import ALL_KINDS
from sfbkit.kit.atomic import write_text_atomic
from sfbkit.kit.file_kind import FileKind
from sfbkit.kit.schema_export import SCHEMA_BASE_URL, schema_for

SCHEMA_FOLDER = Path("schemas") / GAME_ID
"""Where the schemas are checked in, relative to the repository root."""


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


def checked_in_files() -> Mapping[str, str]:
    """Returns the schema files as checked in: the game's, whose match file takes its steps from the play registries."""
    from sfbkit.games.dungeon_command.game import GAME

    return GAME.schemas()


def stale_schema_files(folder: Path) -> list[str]:
    """Returns the names of schema files in ``folder`` that are missing or differ from the models."""
    return [
        name
        for name, text in checked_in_files().items()
        if not (folder / name).is_file() or (folder / name).read_text(encoding="utf-8") != text
    ]


def write_schema_files(folder: Path) -> list[str]:
    """Writes every schema file into ``folder`` (each replaced atomically); returns the names changed."""
    folder.mkdir(parents=True, exist_ok=True)
    changed = stale_schema_files(folder)
    texts = checked_in_files()
    for name in changed:
        write_text_atomic(folder / name, texts[name])
    return changed


def main(argv: list[str] | None = None) -> int:
    """Writes (or with --check compares) the schemas in the folder given, ``schemas/dungeon-command`` by default."""
    import sys

    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [arg for arg in args if arg != "--check"]
    folder = Path(paths[0]) if paths else SCHEMA_FOLDER
    if check:
        stale = stale_schema_files(folder)
        for name in stale:
            print(f"{folder / name}: out of date; run 'python -m {__spec__.name if __spec__ else __name__}'")
        return 1 if stale else 0
    for name in write_schema_files(folder):
        print(f"wrote {folder / name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
