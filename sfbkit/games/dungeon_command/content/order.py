"""Order cards: played on one of your creatures, which carries them out (DC §1.3, §10)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.dungeon_command.content.effects import Step
from sfbkit.games.dungeon_command.content.numbers import Ability, Level
from sfbkit.games.dungeon_command.content.triggers import Trigger
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose

ActionType = Literal["standard", "minor", "immediate"]
"""The action types of DC §5.1."""


class Order(Model):
    """An order card: its level and ability checks, action type, keywords and effect."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    level: Level = Field(description="Acting creature's level plus supporters' must reach it (DC §10.1).")
    ability: Ability | Literal["any"] = Field(description="The ability the acting creature needs, or any.")
    action: ActionType = Field(description="Standard, Minor or Immediate (DC §5.1).")
    requires: list[Id] = Field(
        default_factory=list, max_length=4, description="Keywords the acting creature must all have."
    )
    affinity: list[Id] = Field(
        default_factory=list, max_length=4, description="Having any one waives the level and ability checks."
    )
    trigger: Trigger | None = Field(default=None, description="Immediate orders only: when it may be played.")
    effect: list[Step] = Field(min_length=1, description="The steps, in printed order (DC §17).")
    flavour: Prose | None = Field(default=None, max_length=300, description="Flavour text.")

    @model_validator(mode="after")
    def _trigger_only_immediate(self) -> Order:
        if self.trigger is not None and self.action != "immediate":
            raise ValueError("only an immediate order has a 'trigger'")
        return self
