"""Tiles: square grids with a dungeon and an outdoor face (DC §1.4, §15.1)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sfbkit.games.dungeon_command.content.conditions import SquareKind
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line

TileSize = Literal["large", "small"]

TILE_SIZES: dict[str, tuple[int, int]] = {"large": (8, 10), "small": (4, 5)}
"""Columns × rows of each tile size (DC §1.4)."""

LEGEND: dict[str, tuple[SquareKind, bool]] = {
    ".": ("floor", False),
    "#": ("wall", False),
    ":": ("difficult", False),
    "^": ("hazardous", False),
    "O": ("obstacle", False),
    "T": ("floor", True),
}
"""Map character -> (square kind, treasure mark) (DC §15)."""


class Face(Model):
    """One face of a tile: its rows, the far row first and the row at the owner's edge last (DC §15)."""

    rows: list[str] = Field(
        min_length=1,
        max_length=10,
        description="One string per row, one character per square: . floor, # wall, : difficult, "
        "^ hazardous, O obstacle, T treasure (on floor).",
    )


class Faces(Model):
    """The two faces of a tile."""

    dungeon: Face = Field(description="The dungeon face (its walls are dungeon walls).")
    outdoor: Face = Field(description="The outdoor face (its walls are outdoor walls).")


class Tile(Model):
    """A tile: large (8 × 10) or small (4 × 5), with both faces mapped."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    size: TileSize = Field(description="Large: 8 columns × 10 rows; small: 4 × 5 (DC §1.4).")
    faces: Faces = Field(description="The dungeon and outdoor maps.")
