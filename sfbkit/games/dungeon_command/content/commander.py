"""Commander cards: starting morale, leadership, hand sizes and one power (DC §1.1)."""

from __future__ import annotations

from pydantic import Field

from sfbkit.games.dungeon_command.content.numbers import HandSize, Leadership, Morale
from sfbkit.games.dungeon_command.content.powers import CommanderPower
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose


class Commander(Model):
    """A commander: not on the battlefield; it cannot be targeted, damaged or tapped (DC §1.1)."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    morale: Morale = Field(description="Starting morale.")
    leadership: Leadership = Field(description="Starting leadership.")
    creature_hand: HandSize = Field(description="Creature cards held after each refill.")
    starting_orders: HandSize = Field(description="Order cards drawn at setup.")
    power: CommanderPower | None = Field(default=None, description="Its power (DC §11.2); none when absent.")
    flavour: Prose | None = Field(default=None, max_length=300, description="Flavour text.")
