"""Battlefield cards (BW §1.3): captured for their VP; passives and triggers only."""

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
from sfbkit.games.blood_wars.content.numbers import VictoryPoints
from sfbkit.games.blood_wars.content.roles import BattlefieldSubtype
from sfbkit.kit.content.model_base import Model


class Battlefield(Model):
    """A battlefield: put into play from the command hand, captured by a challenge (BW §8–§10)."""

    id: CardId
    name: CardName
    subtype: BattlefieldSubtype | None = Field(default=None, description="Realm, layer, site, town, or none.")
    vp: VictoryPoints = Field(description="Victory points once captured.")
    alignment: Alignment = Field(description="Matters only to card effects (BW §1.3).")
    rr: CardRr
    unique: Unique
    abilities: list[Ability] = Field(default_factory=list, max_length=4, description="Passives and triggers.")
    flavour: Flavour
    art: Art
    examples: Examples

    @model_validator(mode="after")
    def _no_activated(self) -> Battlefield:
        for ability in self.abilities:
            if ability.kind not in ("passive", "trigger"):
                raise ValueError(
                    f"a battlefield has no {ability.kind} ability (BW §17): passives and triggers only"
                )
        return self


class BattlefieldList(Model):
    """``cards/battlefields.yaml``: the tree's battlefields."""

    battlefields: list[Battlefield] = Field(min_length=1, max_length=500, description="Every battlefield.")
