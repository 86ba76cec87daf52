"""The condition language shared by card effects, champion abilities and challenges."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Literal, TypeAlias

from pydantic import BaseModel, Field, Tag

from sfbkit.games.super_fantasy_brawl.content.selectors import Colour, Role, Side
from sfbkit.kit.content.keyed_kinds import KeyedKinds
from sfbkit.kit.content.model_base import Model, ShortFormModel

AreaRef = Colour | Literal["own_deployment", "enemy_deployment"]
"""A coloured area, or a deployment area seen from the subject's team."""

StatueRef = Colour | Literal["statue"]
"""One statue by colour, or any statue."""


class Bloodied(Model):
    """True when the champion is bloodied (RULES §7)."""

    bloodied: Role = Field(description="The champion to check.")


class Levelled(Model):
    """True when the champion's levelled-up side is up."""

    levelled: Role = Field(description="The champion to check.")


class InAreaParams(ShortFormModel):
    """Parameters of ``in_area``."""

    short_field = "area"
    area: AreaRef = Field(description="The area.")
    who: Role = Field(default="self", description="The champion to check.")


class InArea(Model):
    """True when the champion stands in the area."""

    in_area: InAreaParams


class AdjacentToParams(ShortFormModel):
    """Parameters of ``adjacent_to``."""

    short_field = "of"
    of: StatueRef | Side = Field(description="A statue (by colour or any), or a champion side.")
    who: Role = Field(default="self", description="The champion to check.")


class AdjacentTo(Model):
    """True when the champion is adjacent to a statue or to a champion of a side."""

    adjacent_to: AdjacentToParams


class OnTrapHex(Model):
    """True when the champion stands on a trap hex: a printed one, or one holding a trap now (RULES §9)."""

    on_trap_hex: Role = Field(description="The champion to check.")


class Controls(Model):
    """True when the subject's player controls the coloured area (RULES §7)."""

    controls: Colour = Field(description="The area.")


class Comparison(Model):
    """Bounds on a number; every bound given must hold."""

    at_least: int | None = Field(default=None, ge=0, le=99)
    at_most: int | None = Field(default=None, ge=0, le=99)


class CountParams(Comparison):
    """Parameters of ``count``."""

    champions: Side = Field(description="Which champions to count, seen from the subject's player.")
    where: Condition | None = Field(
        default=None, description="A condition each counted champion (``it``) must meet."
    )


class Count(Model):
    """True when the number of champions (on the map) meeting ``where`` is within the bounds."""

    count: CountParams


class DamageParams(Comparison):
    """Parameters of ``damage``."""

    who: Role = Field(default="self", description="The champion to check.")


class DamageOn(Model):
    """True when the damage on the champion is within the bounds."""

    damage: DamageParams


class VictoryPoints(Model):
    """True when the subject's player's VP is within the bounds."""

    vp: Comparison


class AllOf(Model):
    """True when every condition holds."""

    all: list[Condition] = Field(min_length=1)


class AnyOf(Model):
    """True when at least one condition holds."""

    any: list[Condition] = Field(min_length=1)


class Not(Model):
    """True when the condition does not hold."""

    not_: Condition = Field(alias="not")


_Conditions: TypeAlias = (
    Annotated[Bloodied, Tag("bloodied")]
    | Annotated[Levelled, Tag("levelled")]
    | Annotated[InArea, Tag("in_area")]
    | Annotated[AdjacentTo, Tag("adjacent_to")]
    | Annotated[OnTrapHex, Tag("on_trap_hex")]
    | Annotated[Controls, Tag("controls")]
    | Annotated[Count, Tag("count")]
    | Annotated[DamageOn, Tag("damage")]
    | Annotated[VictoryPoints, Tag("vp")]
    | Annotated[AllOf, Tag("all")]
    | Annotated[AnyOf, Tag("any")]
    | Annotated[Not, Tag("not")]
)

CONDITIONS = KeyedKinds.of(_Conditions)
"""The condition kinds, read from the union."""

CONDITION_KINDS: Mapping[str, type[BaseModel]] = CONDITIONS.kinds
"""Every condition kind by its key."""

Condition = Annotated[_Conditions, CONDITIONS.one_key_discriminator("unknown-condition", "a condition")]
"""A condition: a mapping with exactly one key naming its kind."""
