"""Warbands: a commander, a creature deck, an order deck and four tiles (DC §1.7)."""

from __future__ import annotations

from pydantic import Field

from sfbkit.games.dungeon_command.content.battlefield import Placement
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose


class CardCount(Model):
    """A card and how many copies of it a deck holds."""

    id: Id = Field(description="A creature or order id.")
    count: int = Field(default=1, ge=1, le=36, description="Copies in the deck.")


class Warband(Model):
    """A warband: 1 commander, 12 creature cards, 36 order cards, 2 large and 2 small tiles."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    commander: Id = Field(description="The commander's id.")
    creatures: list[CardCount] = Field(min_length=1, description="The creature deck: 12 cards in all.")
    orders: list[CardCount] = Field(min_length=1, description="The order deck: 36 cards in all.")
    tiles: list[Id] = Field(min_length=4, max_length=4, description="Its tiles: 2 large and 2 small.")
    flavour: Prose | None = Field(default=None, max_length=300, description="Flavour text.")
    half: list[Placement] | None = Field(
        default=None,
        description="An arrangement of its tiles on its 20 × 10 half, in the owner's coordinates "
        "(a1–t10); the default battlefield's when absent (DC §3 step 4).",
    )
