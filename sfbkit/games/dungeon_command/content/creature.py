"""Creature cards: one per miniature (DC §1.2)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.dungeon_command.content.numbers import Ability, Damage, Hp, Level, Range, Speed
from sfbkit.games.dungeon_command.content.powers import CreaturePower
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose


class BasicAttack(Model):
    """A creature's printed attack, melee or ranged (DC §1.2, §8)."""

    kind: Literal["melee", "ranged"] = Field(description="Melee: an adjacent enemy; ranged: one in LOS.")
    damage: Damage = Field(description="The damage it deals.")
    range: Range | None = Field(
        default=None, description="Ranged only: the most distance; unlimited when absent (DC §1.2)."
    )

    @model_validator(mode="after")
    def _range_only_ranged(self) -> BasicAttack:
        if self.range is not None and self.kind != "ranged":
            raise ValueError("'range' is given only for a ranged attack")
        return self


class Creature(Model):
    """A creature card: its level (cost, morale loss, order level), hit points, speed and powers."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    level: Level = Field(
        description="Cost against leadership, morale lost when destroyed, order level (DC §1.2)."
    )
    hp: Hp = Field(description="Hit points.")
    speed: Speed = Field(description="Squares per move (DC §6.1).")
    abilities: list[Ability] = Field(
        max_length=6, description="The abilities it has (marks, not scores); may be empty (DC §1.2)."
    )
    keywords: list[Id] = Field(
        default_factory=list, max_length=8, description="Keywords declared in keywords.yaml."
    )
    attacks: list[BasicAttack] = Field(min_length=1, max_length=2, description="One or two basic attacks.")
    powers: list[CreaturePower] = Field(
        default_factory=list, max_length=4, description="Its powers (DC §11.1)."
    )
    size: Literal[1] = Field(default=1, description="Always one square in this version (DC §1.2).")
    flavour: Prose | None = Field(default=None, max_length=300, description="Flavour text.")

    @model_validator(mode="after")
    def _no_repeats(self) -> Creature:
        if len(set(self.abilities)) != len(self.abilities):
            raise ValueError("an ability is listed twice")
        if len(set(self.keywords)) != len(self.keywords):
            raise ValueError("a keyword is listed twice")
        return self
