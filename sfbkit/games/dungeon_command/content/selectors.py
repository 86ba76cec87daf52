"""Who an effect or condition is about (DC §17.1): named creatures, or creatures chosen or taken by filters."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from sfbkit.games.dungeon_command.content.numbers import Level, Range
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model

Role = Literal["self", "it", "target", "attacker", "event_creature"]
"""A named creature in the current context (DC §17.1).

``self`` is the acting creature or the one that has the power; ``it`` the one
handled inside ``each``, ``for_each`` or an ``aura``; ``target`` the one chosen
by the enclosing attack or step; ``attacker`` the attacking creature inside
attack and damage triggers; ``event_creature`` the creature a trigger's event
names.
"""

Side = Literal["enemy", "ally", "any"]
"""Which creatures, seen from the controller of the effect; an ally is never the creature itself."""

Player = Literal["you", "opponent"]
"""A player, seen from the controller of the effect."""


class UpTo(Model):
    """Any number of creatures from none up to ``up_to``."""

    up_to: int = Field(ge=1, le=10, description="At most this many creatures.")


class Filter(Model):
    """The creatures a selector may take; every filter given must hold."""

    side: Side = Field(default="enemy", description="Which side (DC §8.5: enemies unless the card says).")
    within: Range | None = Field(
        default=None, description="At most this distance from the acting creature (DC §2)."
    )
    adjacent_to: Literal["self", "target"] | None = Field(
        default=None, description="Adjacent to this creature (not across a cut corner, DC §2)."
    )
    in_los: bool = Field(default=False, description="In line of sight of the acting creature (DC §2).")
    level_max: Level | None = Field(default=None, description="Of this level or lower.")
    keyword: Id | None = Field(default=None, description="Having this keyword (declared in keywords.yaml).")
    tapped: bool | None = Field(default=None, description="Tapped (true) or untapped (false).")
    count: Annotated[int, Field(ge=1, le=10)] | UpTo = Field(
        default=1, description="How many creatures: exactly N, 1–10 (when that many qualify), or up to N."
    )


class Choose(Model):
    """Creatures the effect's controller chooses when the step resolves."""

    choose: Filter = Field(description="The filters each chosen creature must meet.")


class Each(Model):
    """Every matching creature, handled one at a time in the controller's order (DC §8.5)."""

    each: Filter = Field(description="The filters; ``count`` is ignored.")


Who = Role | Choose | Each
"""Whom a step applies to."""
