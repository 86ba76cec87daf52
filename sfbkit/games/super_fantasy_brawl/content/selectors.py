"""Who an effect or condition is about: named roles, or champions chosen or counted on the board."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from sfbkit.kit.content.model_base import Model

Colour = Literal["red", "yellow", "blue"]
Side = Literal["ally", "enemy", "any"]

Role = Literal["self", "target", "attacker", "it"]
"""A named champion in the current context.

``self`` is the card's own champion (for a reaction, the champion it was played
on; for a trap, the champion that entered it); ``target`` is each target of the
attack or skill; ``attacker`` is the attacking champion (reactions and
``targeted`` triggers); ``it`` is the champion being counted by a ``count``
condition or chosen by ``each``.
"""

Distance = Annotated[int, Field(ge=1, le=12, description="A distance in hexes.")]
Amount = Annotated[int, Field(ge=0, le=20, description="A printed numeric value X.")]


class Chosen(Model):
    """A champion chosen by the acting player when the effect resolves."""

    choose: Side = Field(description="Which side the chosen champion must be on, seen from the card's owner.")
    within: Distance | None = Field(
        default=None, description="Maximum distance from the card's champion; any distance when omitted."
    )
    other: bool = Field(
        default=False,
        description="Excludes the card's own champion from `any`; an `ally` never includes it (RULES §6).",
    )


class Each(Model):
    """Every champion of a side within a distance of the card's champion (an ally is never the card's own champion)."""

    each: Side = Field(description="Which champions, seen from the card's owner.")
    within: Distance = Field(default=1, description="Maximum distance from the card's champion.")


Who = Role | Chosen | Each
"""Whom an effect applies to."""
