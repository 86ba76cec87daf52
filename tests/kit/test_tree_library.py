"""A tree's library by kind: typed views of one kind's items, and the kinds of file a tree must have."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from pydantic import BaseModel

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.tree.tree_library import ItemsOf, TreeLibrary, misnamed_files, missing_files


class Tile(BaseModel):
    id: str


@dataclass(frozen=True)
class TileLibrary(TreeLibrary):
    tiles = ItemsOf(Tile, "tile")
    rulesets = ItemsOf(Tile, "ruleset")


def test_a_kind_view_reads_the_items_of_its_kind_and_none_of_another() -> None:
    tile = Tile(id="a")
    library = TileLibrary(Path("."), {"tile": {"a": tile}}, "hash")
    assert library.tiles == {"a": tile}
    assert library.rulesets == {}


def _file(kind: str) -> Any:
    return SimpleNamespace(kind=FileKind(kind, Tile, "id"))


def test_each_required_kind_without_a_file_is_one_missing_file_problem() -> None:
    required = (("tile", "tiles/<id>.yaml", "a tile is required"), ("map", "map.yaml", "the map is required"))
    problems = list(missing_files([_file("tile")], Path("/t"), required))
    assert [(p.file, p.code, p.message) for p in problems] == [
        ("map.yaml", "missing-file", "the content tree at /t has no map.yaml: the map is required")
    ]
    assert list(missing_files([_file("tile"), _file("map")], Path("/t"), required)) == []


def test_a_file_not_named_after_its_id_is_one_wrong_file_name_problem() -> None:
    tiles, notes = FileKind("tile", Tile, "id"), FileKind("notes", Tile, "id")

    def loaded(kind: FileKind, name: str, identifier: str) -> Any:
        def problem(path: tuple[str, ...], code: str, message: str) -> tuple[tuple[str, ...], str, str]:
            return path, code, message

        return SimpleNamespace(
            kind=kind, model=Tile(id=identifier), path=Path("tiles", name), problem=problem
        )

    files = [
        loaded(tiles, "moor.yaml", "moor"),
        loaded(tiles, "fen.yaml", "bog"),
        loaded(notes, "x.yaml", "y"),
    ]
    problems = list(misnamed_files(files, exempt=(notes,)))
    assert problems == [
        (("id",), "wrong-file-name", "the file is named 'fen.yaml' but its id is 'bog'; name it 'bog.yaml'")
    ]
