"""Targeting icons of action cards (RULES §6)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, GetJsonSchemaHandler, Strict, Tag, model_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from sfbkit.games.super_fantasy_brawl.content.selectors import Distance
from sfbkit.kit.content.model_base import Model

TargetSide = Literal["enemy", "ally", "any"]


class Melee(Model):
    """One adjacent champion."""

    kind: Literal["melee"]
    side: TargetSide = Field(default="enemy", description="Which champions may be targeted.")

    @model_validator(mode="before")
    @classmethod
    def _short_form(cls, data: Any) -> Any:
        return {"kind": "melee"} if data == "melee" else data

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {"anyOf": [{"const": "melee"}, handler(core_schema)]}


class Indirect(Model):
    """One champion at a distance of at least ``min`` and at most ``max`` (range N–M); ignores anything in between."""

    kind: Literal["indirect"]
    max: Distance = Field(description="Maximum distance (N of range N, M of range N–M), included.")
    min: Distance = Field(default=1, description="Minimum distance (N of range N–M), included.")
    side: TargetSide = Field(default="enemy", description="Which champions may be targeted.")

    @model_validator(mode="after")
    def _min_not_above_max(self) -> Indirect:
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) must not exceed max ({self.max})")
        return self


class Direct(Model):
    """One champion in the same hex row within range, with nothing between."""

    kind: Literal["direct"]
    max: Distance = Field(description="Maximum distance.")
    side: TargetSide = Field(default="enemy", description="Which champions may be targeted.")


Offset = Annotated[
    tuple[Annotated[int, Strict(), Field(ge=-12, le=12)], Annotated[int, Strict(), Field(ge=-12, le=12)]],
    Strict(False),
    Field(description="Axial offset [q, r] from the acting champion, facing north (0, -1)."),
]


class Area(Model):
    """Every champion in the template's hexes, rotated to one of six facings."""

    kind: Literal["area"]
    template: list[Offset] = Field(min_length=1, max_length=19, description="Hex offsets, facing north.")

    @model_validator(mode="after")
    def _template_valid(self) -> Area:
        if (0, 0) in self.template:
            raise ValueError("the template must not contain the acting champion's own hex [0, 0]")
        if len(set(self.template)) != len(self.template):
            raise ValueError("the template lists a hex twice")
        return self


def _targeting_kind(value: Any) -> str | None:
    if isinstance(value, Melee | Indirect | Direct | Area):
        return value.kind
    if value == "melee":
        return "melee"
    if isinstance(value, dict):
        kind = value.get("kind")
        return kind if isinstance(kind, str) else None
    return None


Targeting = Annotated[
    Annotated[Melee, Tag("melee")]
    | Annotated[Indirect, Tag("indirect")]
    | Annotated[Direct, Tag("direct")]
    | Annotated[Area, Tag("area")],
    Discriminator(
        _targeting_kind,
        custom_error_type="unknown-targeting",
        custom_error_message="expected 'melee' or a mapping whose 'kind' is melee, indirect, direct or area",
    ),
]
"""A targeting icon; ``melee`` may be written as a bare string."""
