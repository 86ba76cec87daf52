"""The condition language of Dungeon Command effects, powers and attacks (DC §17.3)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.dungeon_command.content.numbers import Hp, Level, Range
from sfbkit.games.dungeon_command.content.selectors import Each, Player, Role, Side
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.keyed_kinds import BareName, KeyedKind, NoParams
from sfbkit.kit.content.model_base import Model, ShortFormModel
from sfbkit.kit.content.role_tests import RoleTests

SquareKind = Literal["floor", "wall", "difficult", "hazardous", "obstacle"]
"""The kinds of square (DC §1.4, §7)."""


class Condition(KeyedKind, code="unknown-condition", noun="a condition"):
    """A condition: a mapping with exactly one key naming its kind (DC §17.3)."""


class AdjacentToParams(ShortFormModel):
    """Parameters of ``adjacent_to``."""

    short_field = "of"
    of: Literal["self", "target", "it"] = Field(
        default="self", description="The creature whose neighbours count."
    )
    side: Side = Field(default="enemy", description="Which creatures adjacent to it count.")
    count_at_least: int = Field(default=1, ge=1, le=8, description="At least this many of them.")


class AdjacentTo(Condition):
    """True when at least N creatures of a side are adjacent to the creature (DC §2)."""

    adjacent_to: AdjacentToParams


class LevelAtMostParams(Model):
    """Parameters of ``level_at_most``."""

    who: Role = Field(default="target", description="The creature to check.")
    n: Level = Field(description="The highest level that holds.")


class LevelAtMost(Condition):
    """True when the creature's level is N or lower."""

    level_at_most: LevelAtMostParams


class HasKeywordParams(Model):
    """Parameters of ``has_keyword``."""

    who: Role = Field(default="target", description="The creature to check.")
    keyword: Id = Field(description="A keyword declared in keywords.yaml.")


class HasKeyword(Condition):
    """True when the creature has the keyword (printed, granted or counted as)."""

    has_keyword: HasKeywordParams


CREATURE_TESTS = RoleTests(Condition, Role, "The creature to check.", __name__)
"""Conditions on a yes/no property of one creature (DC §17.3)."""

Tapped = CREATURE_TESTS.kind("Tapped", "tapped", "True when the creature is tapped.")
Damaged = CREATURE_TESTS.kind("Damaged", "damaged", "True when the creature has at least 10 damage on it.")


class HpAtMostParams(Model):
    """Parameters of ``hp_at_most``."""

    who: Role = Field(default="target", description="The creature to check.")
    amount: Hp = Field(description="The most remaining hit points that hold (HP minus damage, DC §9.1).")


class HpAtMost(Condition):
    """True when the creature's remaining hit points are at most the amount."""

    hp_at_most: HpAtMostParams


class InTerrainParams(Model):
    """Parameters of ``in_terrain``."""

    who: Role = Field(default="self", description="The creature to check.")
    kind: SquareKind = Field(description="The kind of square it occupies.")


class InTerrain(Condition):
    """True when the creature occupies a square of that kind (DC §7)."""

    in_terrain: InTerrainParams


HasCover = CREATURE_TESTS.kind(
    "HasCover",
    "has_cover",
    "True when the creature has cover: it occupies an obstacle square (DC §2, cover).",
)


OnTreasure = CREATURE_TESTS.kind(
    "OnTreasure", "on_treasure", "True when the creature occupies a treasure square (DC §12)."
)


class MoraleAtMostParams(Model):
    """Parameters of ``morale_at_most``."""

    player: Player = Field(default="you", description="Whose morale.")
    n: int = Field(ge=0, le=40, description="The highest morale that holds.")


class MoraleAtMost(Condition):
    """True when the player's morale is N or lower."""

    morale_at_most: MoraleAtMostParams


MovedThisActivation = CREATURE_TESTS.kind(
    "MovedThisActivation",
    "moved_this_activation",
    "True when the creature has left its square during the current activation.",
)


class DistanceParams(Model):
    """Parameters of ``distance``; give exactly one of ``at_most`` and ``at_least``."""

    from_: Role = Field(default="self", alias="from", description="One creature.")
    to: Role = Field(default="target", description="The other creature.")
    at_most: Range | None = Field(default=None, description="True when the distance is at most this.")
    at_least: Range | None = Field(default=None, description="True when the distance is at least this.")

    @model_validator(mode="after")
    def _one_bound(self) -> DistanceParams:
        if (self.at_most is None) == (self.at_least is None):
            raise ValueError("give exactly one of 'at_most' and 'at_least'")
        return self


class Distance(Condition):
    """True when the king-move distance between two creatures is within the bound (DC §2)."""

    distance: DistanceParams


class CountParams(Model):
    """Parameters of ``count``."""

    selector: Each = Field(description="The creatures counted (an ``each`` selector).")
    at_least: int = Field(ge=1, le=24, description="True when at least this many match.")


class Count(Condition):
    """True when at least N creatures match the selector."""

    count: CountParams


class Environment(Condition):
    """True when the battlefield shows this face (DC §3 step 3)."""

    environment: Literal["dungeon", "outdoor"] = Field(description="The environment.")


class DamageDealt(BareName, Condition):
    """True inside an attack's ``then`` when the attack dealt damage to this target (false after a dodge or a cower, DC §9.2)."""

    damage_dealt: NoParams


class AttackKind(Condition):
    """True inside an attack trigger when the attack is of this kind."""

    attack_kind: Literal["melee", "ranged"] = Field(description="The kind of attack.")


class And(Condition):
    """True when every condition holds."""

    and_: list[Condition] = Field(alias="and", min_length=2)


class Or(Condition):
    """True when at least one condition holds."""

    or_: list[Condition] = Field(alias="or", min_length=2)


class Not(Condition):
    """True when the condition does not hold."""

    not_: Condition = Field(alias="not")


for _model in (And, Or, Not):
    _model.model_rebuild()
