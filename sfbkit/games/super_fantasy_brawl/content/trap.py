"""Trap tokens and the supply they are drawn from (RULES §1, §9)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.super_fantasy_brawl.content.overridable import Overridable
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line


class TrapKind(Model):
    """One kind of trap token and how many the supply holds."""

    id: Id = Field(description="Unique id, e.g. 'damage-2'.")
    name: Line = Field(min_length=1, max_length=40, description="Display name.")
    effect: Literal["damage", "root", "stun"] = Field(description="What the trap does (RULES §9).")
    amount: int | None = Field(default=None, ge=1, le=9, description="Damage dealt (damage traps only).")
    count: int = Field(ge=1, le=12, description="How many tokens of this kind the supply holds.")

    @model_validator(mode="after")
    def _amount_only_for_damage(self) -> TrapKind:
        if (self.effect == "damage") != (self.amount is not None):
            raise ValueError("'amount' is required for damage traps and not allowed otherwise")
        return self


class TrapSupply(Overridable):
    """The trap supply: every kind of token and its count."""

    tokens: list[TrapKind] = Field(min_length=1, description="The token kinds.")
