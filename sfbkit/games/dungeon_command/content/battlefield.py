"""Battlefields: tiles placed on a square grid, with the two start areas (DC §3 step 4, §15.2)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.pattern_words import named_pattern
from sfbkit.kit.content.text_fields import Line

Environment = Literal["dungeon", "outdoor"]

SQUARE = "[a-z]([1-9]|[1-3][0-9]|40)"
"""A square's name (DC §2): a column letter and a row from 1 to 40, the most rows a battlefield has."""

SquareName = Annotated[
    str,
    Field(
        pattern=named_pattern(
            f"^{SQUARE}$",
            "a square: a column letter and a row from 1 to 40, such as 'h6'",
            "square (e.g. `h6`)",
        ),
        description="A square: column letter and row number, e.g. 'h6'.",
    ),
]
SquareRange = Annotated[
    str,
    Field(
        pattern=named_pattern(
            f"^{SQUARE}(-{SQUARE})?$",
            "a square such as 'h6', or two corner squares such as 'a1-t2'",
            "square or range of squares (e.g. `h6`, `a1-t2`)",
        ),
        description="A square ('h6') or the rectangle between two corner squares ('a1-t2').",
    ),
]


class BoardSize(Model):
    """The battlefield's columns and rows."""

    columns: int = Field(ge=4, le=26, description="Columns, lettered from a.")
    rows: int = Field(ge=5, le=40, description="Rows, numbered from 1 at the first player's edge.")


class Placement(Model):
    """One tile on the grid: its lowest column and row, and its turn (DC §15.2)."""

    tile: Id = Field(description="A tile id.")
    at: SquareName = Field(description="The footprint's lowest column and lowest row.")
    rotation: Literal[0, 180] = Field(default=0, description="0° or 180° (DC §3 step 4).")


class StartAreas(Model):
    """Each player's start area, as squares or ranges (DC §1.4)."""

    first: list[SquareRange] = Field(min_length=1, description="The first player's (A's) start area.")
    second: list[SquareRange] = Field(min_length=1, description="The second player's (B's) start area.")


class Battlefield(Model):
    """A battlefield: every square covered by exactly one tile, and both start areas."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line | None = Field(default=None, max_length=60, description="Display name.")
    size: BoardSize = Field(description="20 × 20 for the standard game (DC §1.4).")
    environment: Literal["choose", "dungeon", "outdoor"] = Field(
        default="choose", description="Fixed, or chosen by A at setup (DC §3 step 3)."
    )
    placements: list[Placement] = Field(min_length=1, description="The tiles, covering the board exactly.")
    start_areas: StartAreas = Field(description="The start areas; no walls and no treasure in them.")
