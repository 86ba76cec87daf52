"""The fields every Blood Wars card has (BW §1.2, §16)."""

from __future__ import annotations

from pydantic import Field

from sfbkit.games.blood_wars.content.example import Example
from sfbkit.games.blood_wars.content.numbers import RandomResult
from sfbkit.kit.ids import Id
from sfbkit.kit.model_base import Model
from sfbkit.kit.text_fields import Line, Prose


class CardBase(Model):
    """Identity, random result, uniqueness, flavour, art direction and examples."""

    id: Id = Field(description="Unique across the four card kinds (BW §16).")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    rr: RandomResult = Field(description="The random result read by an RR check (BW §3).")
    unique: bool = Field(
        default=False, description="Only one copy in play at a time, across all players (BW §12)."
    )
    flavour: Prose | None = Field(default=None, max_length=300, description="Flavour text.")
    art: Prose | None = Field(
        default=None, max_length=300, description="Art direction for the card's picture."
    )
    examples: list[Example] = Field(
        default_factory=list, max_length=6, description="Scenarios that prove the card plays."
    )
