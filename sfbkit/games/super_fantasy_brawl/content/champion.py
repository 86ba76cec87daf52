"""A champion: its identity and the two sides of its card."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sfbkit.games.super_fantasy_brawl.content.abilities import Ability
from sfbkit.games.super_fantasy_brawl.content.overridable import Overridable
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose

Role = Literal["tank", "skirmisher", "controller", "shooter", "support"]


class ChampionSide(Model):
    """One side of a champion card (RULES §1)."""

    hp: int = Field(ge=1, le=30, description="Hit points.")
    defence: int = Field(default=0, ge=0, le=10, description="Defence.")
    movement_bonus: int = Field(
        default=0, ge=0, le=5, description="Added to move values of 1 or more (RULES §5)."
    )
    abilities: list[Ability] = Field(default_factory=list, description="Always on while this side is up.")


class Champion(Overridable):
    """A champion; its six action cards live in its deck file."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    title: Line = Field(default="", max_length=80, description="Epithet shown under the name.")
    role: Role = Field(description="Its role in a team.")
    lore: Prose = Field(default="", max_length=1000, description="Background text.")
    basic: ChampionSide = Field(description="The basic side.")
    levelled: ChampionSide = Field(description="The levelled-up side.")
