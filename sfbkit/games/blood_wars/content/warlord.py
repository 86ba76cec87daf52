"""Warlord cards (BW §1.4): they lead battle hands into intrigue and combat challenges."""

from __future__ import annotations

from pydantic import Field

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
from sfbkit.games.blood_wars.content.numbers import CombatStrength, IntrigueStrength
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose


class Warlord(Model):
    """A warlord: IS, an optional CS (0 when absent), an alignment its legions must match (BW §7.2)."""

    id: CardId
    name: CardName
    title: Line | None = Field(default=None, max_length=60, description="A title shown under the name.")
    alignment: Alignment = Field(description="Decides which legions may serve under it (BW §2, §7.2).")
    is_: IntrigueStrength = Field(
        alias="is", description="Intrigue strength (face down: the ruleset's, BW §1.7)."
    )
    cs: CombatStrength | None = Field(default=None, description="Combat strength; 0 when absent (BW §1.4).")
    rr: CardRr
    unique: Unique
    abilities: list[Ability] = Field(
        default_factory=list, max_length=4, description="Intrigue, combat, passive and trigger abilities."
    )
    flavour: Flavour
    art: Art
    lore: Prose | None = Field(default=None, max_length=600, description="Background for the card browser.")
    examples: Examples

    @property
    def combat_strength(self) -> int:
        """Returns the printed CS, 0 when none is printed."""
        return self.cs or 0


class WarlordList(Model):
    """``cards/warlords.yaml``: the tree's warlords."""

    warlords: list[Warlord] = Field(min_length=1, max_length=500, description="Every warlord.")
