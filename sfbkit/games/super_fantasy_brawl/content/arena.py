"""Arena maps (RULES §1, §13): hexes, deployment areas, statues, coloured areas and trap hexes."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from sfbkit.games.super_fantasy_brawl.content.ids import HexLabel
from sfbkit.games.super_fantasy_brawl.content.overridable import Overridable
from sfbkit.games.super_fantasy_brawl.content.selectors import Colour
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.pattern_words import named_pattern
from sfbkit.kit.content.text_fields import Line

ColumnLetter = Annotated[
    str, Field(pattern=named_pattern(r"^[a-z]$", "a single lower-case column letter", "column letter"))
]


class RowRange(Model):
    """The rows a column holds, first to last inclusive."""

    first: int = Field(ge=1, le=99)
    last: int = Field(ge=1, le=99)


class Arena(Overridable):
    """A hex map with flat-topped hexes in offset columns (odd columns shifted half a hex down)."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    columns: dict[ColumnLetter, RowRange] = Field(min_length=1, description="Each column's rows.")
    deployment: dict[Id, list[HexLabel]] = Field(
        min_length=2, max_length=2, description="The two deployment areas by name."
    )
    statues: dict[Colour, HexLabel] = Field(description="The hex of each statue.")
    areas: dict[Colour, list[HexLabel]] = Field(
        description="Each coloured area's hexes around its statue (the statue hex is implied)."
    )
    trap_hexes: list[HexLabel] = Field(min_length=4, description="The printed trap hexes.")
