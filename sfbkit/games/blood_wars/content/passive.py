"""Passive modifiers (BW §17): what a face-up card in play adds while a condition holds."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.conditions import Condition
from sfbkit.games.blood_wars.content.roles import ImmuneTo
from sfbkit.kit.content.model_base import Model

PassiveTarget = Literal["this_warlord", "this_legion", "this_card", "own_side"]
"""What an ``is`` or ``cs`` passive modifies (BW §17).

Its warlord; its legion (the card itself if a legion, else the legion that holds
it); the card itself; or its side while in a challenge.
"""

MODIFIER_FIELDS = ("is_", "cs", "legion_cap", "vp", "immune")


class Passive(Model):
    """Modifiers that hold while the card is face up in play (and ``while`` holds); give at least one."""

    is_: int | None = Field(default=None, alias="is", ge=-10, le=10, description="Added to IS (BW §1.4).")
    cs: int | None = Field(default=None, ge=-10, le=10, description="Added to CS.")
    to: PassiveTarget = Field(
        default="this_warlord",
        description="Whose IS or CS: its warlord, its legion, the card itself, or its side while in a challenge.",
    )
    legion_cap: int | None = Field(
        default=None, ge=-6, le=6, description="Added to this warlord's legion cap (BW §7.2)."
    )
    vp: int | None = Field(
        default=None,
        ge=-10,
        le=10,
        description="Added to this battlefield's VP for the capture test (BW §10.5).",
    )
    immune: list[ImmuneTo] = Field(
        default_factory=list, max_length=5, description="Effects this card ignores (BW §17)."
    )
    while_: Condition | None = Field(default=None, alias="while", description="Only while this holds.")

    @model_validator(mode="after")
    def _some_modifier(self) -> Passive:
        if all(getattr(self, name) in (None, []) for name in MODIFIER_FIELDS):
            raise ValueError("give at least one of 'is', 'cs', 'legion_cap', 'vp' and 'immune'")
        for name in ("is_", "cs", "legion_cap", "vp"):
            if getattr(self, name) == 0:
                raise ValueError(f"'{name.rstrip('_')}' must not be 0")
        if len(set(self.immune)) != len(self.immune):
            raise ValueError("an 'immune' entry is listed twice")
        return self
