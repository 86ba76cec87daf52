"""Abilities (BW §1.4, §16): intrigue and combat abilities paid by turning face down, passives and triggers."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.conditions import Condition
from sfbkit.games.blood_wars.content.effects import Step
from sfbkit.games.blood_wars.content.passive import Passive
from sfbkit.games.blood_wars.content.triggers import Trigger
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line

AbilityKind = Literal["intrigue", "combat", "passive", "trigger"]
"""Intrigue (Power Caucus, BW §9.3), combat (Conduct Battle, BW §10.3–§10.4), passive or trigger."""

ABILITY_KINDS: tuple[AbilityKind, ...] = ("intrigue", "combat", "passive", "trigger")

Cost = Literal["flip", "none"]
"""What using an activated ability costs: turning its card face down, or nothing (once per challenge)."""

ACTIVATED = frozenset({"intrigue", "combat"})
"""The kinds used by choice, in a challenge."""


class Ability(Model):
    """One ability of a card; which fields it takes depends on its ``kind``."""

    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    kind: AbilityKind = Field(description="Intrigue, combat, passive or trigger.")
    cost: Cost | None = Field(
        default=None, description="Intrigue and combat only: ``flip`` (the default) or ``none`` (BW §1.4)."
    )
    effects: list[Step] = Field(
        default_factory=list, max_length=8, description="Intrigue, combat and trigger: the steps resolved."
    )
    trigger: Trigger | None = Field(default=None, description="Trigger only: the event it answers.")
    if_: Condition | None = Field(
        default=None, alias="if", description="Trigger only: it resolves only if this holds."
    )
    passive: Passive | None = Field(default=None, description="Passive only: its modifiers.")

    @model_validator(mode="after")
    def _fields_of_kind(self) -> Ability:
        if self.kind in ACTIVATED:
            if not self.effects:
                raise ValueError(f"a {self.kind} ability has 'effects'")
            if self.trigger is not None or self.if_ is not None or self.passive is not None:
                raise ValueError(f"a {self.kind} ability takes no 'trigger', 'if' or 'passive'")
        elif self.kind == "trigger":
            if self.trigger is None or not self.effects:
                raise ValueError("a trigger ability has 'trigger' and 'effects'")
            if self.passive is not None or self.cost is not None:
                raise ValueError("a trigger ability takes no 'passive' or 'cost'")
        else:
            if self.passive is None:
                raise ValueError("a passive ability has 'passive'")
            if self.effects or self.trigger is not None or self.if_ is not None or self.cost is not None:
                raise ValueError("a passive ability takes no 'effects', 'trigger', 'if' or 'cost'")
        return self

    @property
    def paid_by_flip(self) -> bool:
        """Returns whether using it turns its card face down (intrigue and combat abilities by default)."""
        return self.kind in ACTIVATED and self.cost != "none"
