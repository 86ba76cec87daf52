"""The condition language shared by card effects, champion abilities and challenges."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sfbkit.games.super_fantasy_brawl.content.selectors import Colour, Role, Side
from sfbkit.kit.content.keyed_kinds import KeyedKind
from sfbkit.kit.content.model_base import Model, ShortFormModel
from sfbkit.kit.content.role_tests import RoleTests

AreaRef = Colour | Literal["own_deployment", "enemy_deployment"]
"""A coloured area, or a deployment area seen from the subject's team."""

StatueRef = Colour | Literal["statue"]
"""One statue by colour, or any statue."""


class Condition(KeyedKind, code="unknown-condition", noun="a condition"):
    """A condition: a mapping with exactly one key naming its kind."""


CHAMPION_TESTS = RoleTests(Condition, Role, "The champion to check.", __name__)
"""Conditions on a yes/no property of one champion."""

Bloodied = CHAMPION_TESTS.kind("Bloodied", "bloodied", "True when the champion is bloodied (RULES §7).")
Levelled = CHAMPION_TESTS.kind("Levelled", "levelled", "True when the champion's levelled-up side is up.")


class InAreaParams(ShortFormModel):
    """Parameters of ``in_area``."""

    short_field = "area"
    area: AreaRef = Field(description="The area.")
    who: Role = Field(default="self", description="The champion to check.")


class InArea(Condition):
    """True when the champion stands in the area."""

    in_area: InAreaParams


class AdjacentToParams(ShortFormModel):
    """Parameters of ``adjacent_to``."""

    short_field = "of"
    of: StatueRef | Side = Field(description="A statue (by colour or any), or a champion side.")
    who: Role = Field(default="self", description="The champion to check.")


class AdjacentTo(Condition):
    """True when the champion is adjacent to a statue or to a champion of a side."""

    adjacent_to: AdjacentToParams


OnTrapHex = CHAMPION_TESTS.kind(
    "OnTrapHex",
    "on_trap_hex",
    "True when the champion stands on a trap hex: a printed one, or one holding a trap now (RULES §9).",
)


class Controls(Condition):
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


class Count(Condition):
    """True when the number of champions (on the map) meeting ``where`` is within the bounds."""

    count: CountParams


class DamageParams(Comparison):
    """Parameters of ``damage``."""

    who: Role = Field(default="self", description="The champion to check.")


class DamageOn(Condition):
    """True when the damage on the champion is within the bounds."""

    damage: DamageParams


class VictoryPoints(Condition):
    """True when the subject's player's VP is within the bounds."""

    vp: Comparison


class AllOf(Condition):
    """True when every condition holds."""

    all: list[Condition] = Field(min_length=1)


class AnyOf(Condition):
    """True when at least one condition holds."""

    any: list[Condition] = Field(min_length=1)


class Not(Condition):
    """True when the condition does not hold."""

    not_: Condition = Field(alias="not")
