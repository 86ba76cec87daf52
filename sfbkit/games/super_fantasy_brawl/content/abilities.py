"""Champion abilities: passive modifiers and triggered effects, on either side of a champion."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from sfbkit.games.super_fantasy_brawl.content.conditions import Condition
from sfbkit.games.super_fantasy_brawl.content.effects import Step
from sfbkit.games.super_fantasy_brawl.content.examples import Example
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose

Immunity = Literal["stun", "root", "poison", "push", "pull", "fear", "force", "displacement", "trap_damage"]
"""What a champion can be immune to; ``displacement`` covers push, pull, fear and force (RULES §7)."""

TriggerEvent = Literal[
    "takes_out_enemy",
    "turn_start",
    "turn_end",
    "enters_trap",
    "targeted",
    "deals_attack_damage",
]
"""Events an ability can trigger on, all about the ability's own champion.

``turn_start``/``turn_end`` are its owner's turns; ``targeted`` fires when an
enemy attack declares it as a target (after reactions are chosen);
``deals_attack_damage`` when its attack deals 1 or more damage to a target.
"""


class PassiveModifiers(Model):
    """Modifiers that apply while the ability's side is up and its condition holds."""

    defence: int = Field(default=0, ge=-5, le=5, description="Added to defence.")
    strength: int = Field(default=0, ge=-5, le=5, description="Added to the strength of its attacks.")
    movement_bonus: int = Field(default=0, ge=-3, le=3, description="Added to its movement bonus.")
    range: int = Field(default=0, ge=-3, le=3, description="Added to the maximum range of its shots.")
    immune: list[Immunity] = Field(default_factory=list, description="Keywords that do not affect it.")


class PassiveAbility(Model):
    """An always-on modifier, optionally only while a condition holds."""

    name: Line = Field(min_length=1, max_length=60, description="The ability's name.")
    passive: PassiveModifiers = Field(description="What it changes.")
    while_: Condition | None = Field(
        default=None, alias="while", description="Applies only while this holds."
    )
    flavour: Prose | None = Field(default=None, max_length=300)
    examples: list[Example] = Field(
        default_factory=list, description="Scenarios that show the ability at work, run by 'sfbkit test'."
    )


class TriggeredAbility(Model):
    """Effects that resolve when an event happens to the champion."""

    name: Line = Field(min_length=1, max_length=60, description="The ability's name.")
    trigger: TriggerEvent = Field(description="The event it answers.")
    if_: Condition | None = Field(default=None, alias="if", description="Resolves only if this holds.")
    effects: list[Step] = Field(min_length=1, description="The steps resolved; ``self`` is the champion.")
    flavour: Prose | None = Field(default=None, max_length=300)
    examples: list[Example] = Field(
        default_factory=list, description="Scenarios that show the ability at work, run by 'sfbkit test'."
    )


def _ability_kind(value: Any) -> str | None:
    if isinstance(value, PassiveAbility):
        return "passive"
    if isinstance(value, TriggeredAbility):
        return "trigger"
    if isinstance(value, dict):
        if "passive" in value:
            return "passive"
        if "trigger" in value:
            return "trigger"
    return None


Ability = Annotated[
    Annotated[PassiveAbility, Tag("passive")] | Annotated[TriggeredAbility, Tag("trigger")],
    Discriminator(
        _ability_kind,
        custom_error_type="unknown-ability",
        custom_error_message="expected an ability with either a 'passive' or a 'trigger' key",
    ),
]
"""A champion ability."""
