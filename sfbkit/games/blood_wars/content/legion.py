"""Legion cards (BW §1.5): troops that exist in play only inside battle hands."""

from __future__ import annotations

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.ability import Ability
from sfbkit.games.blood_wars.content.alignment import Alignment
from sfbkit.games.blood_wars.content.card_fields import (
    Art,
    CardId,
    CardName,
    CardRr,
    Examples,
    Flavour,
    Unique,
)
from sfbkit.games.blood_wars.content.numbers import CombatStrength
from sfbkit.kit.content.model_base import Model


class Legion(Model):
    """A legion: CS and one alignment; combat abilities, passives and triggers."""

    id: CardId
    name: CardName
    alignment: Alignment = Field(
        description="One alignment; every legion of a battle hand shares it (BW §7.2)."
    )
    cs: CombatStrength = Field(description="Combat strength (face down: the ruleset's, BW §1.7).")
    rr: CardRr
    unique: Unique
    abilities: list[Ability] = Field(
        default_factory=list, max_length=4, description="Combat, passive and trigger abilities."
    )
    flavour: Flavour
    art: Art
    examples: Examples

    @model_validator(mode="after")
    def _no_intrigue(self) -> Legion:
        if any(ability.kind == "intrigue" for ability in self.abilities):
            raise ValueError("a legion has no intrigue ability (BW §17)")
        return self


class LegionList(Model):
    """``cards/legions.yaml``: the tree's legions."""

    legions: list[Legion] = Field(min_length=1, max_length=500, description="Every legion.")
