"""Creature powers and commander powers (DC §11): their kind, timing, limit and effect."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.dungeon_command.content.effects import Step
from sfbkit.games.dungeon_command.content.triggers import Trigger
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line

Limit = Literal["once_per_activation", "once_per_turn", "none"]
"""How often an activated power may be used."""


class PowerBase(Model):
    """What every power has: a name, its effect, and when it is used."""

    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    kind: str = Field(description="The power's kind; each power model narrows it.")
    trigger: Trigger | None = Field(
        default=None, description="Trigger powers and Immediate tap powers: when it is used (DC §17.6)."
    )
    limit: Limit | None = Field(
        default=None,
        description="Activated powers: how often; `once_per_activation` for minor and "
        "`once_per_turn` for commander powers by default (DC §11).",
    )
    effect: list[Step] = Field(min_length=1, description="The steps, in printed order (DC §17).")


class CreaturePower(PowerBase):
    """A creature's power: a tap power, or a passive, triggered or minor non-tap power (DC §11.1)."""

    kind: Literal["tap", "passive", "trigger", "minor"] = Field(
        description="Tap (taps the creature), or a non-tap power: passive, trigger or minor."
    )
    action: Literal["immediate", "standard"] | None = Field(
        default=None, description="Tap powers only: Immediate (the default) or Standard (DC §11.1)."
    )

    @model_validator(mode="after")
    def _fields_fit_kind(self) -> CreaturePower:
        _check_power(self.kind, self.trigger is not None, self.limit is not None, ("minor",))
        if self.action is not None and self.kind != "tap":
            raise ValueError("'action' is given only for a tap power")
        if self.kind == "tap" and self.action == "standard" and self.trigger is not None:
            raise ValueError("a Standard tap power has no trigger")
        return self

    @property
    def effective_limit(self) -> Limit | None:
        """Returns the limit of an activated power, its default filled in (None for other kinds)."""
        if self.kind != "minor":
            return None
        return self.limit or "once_per_activation"


class CommanderPower(PowerBase):
    """The commander's power: passive, triggered or activated; its source has no square (DC §11.2)."""

    kind: Literal["passive", "trigger", "activated"] = Field(description="Passive, trigger or activated.")

    @model_validator(mode="after")
    def _fields_fit_kind(self) -> CommanderPower:
        _check_power(self.kind, self.trigger is not None, self.limit is not None, ("activated",))
        return self

    @property
    def effective_limit(self) -> Limit | None:
        """Returns the limit of an activated power, its default filled in (None for other kinds)."""
        if self.kind != "activated":
            return None
        return self.limit or "once_per_turn"


def _check_power(kind: str, has_trigger: bool, has_limit: bool, activated: tuple[str, ...]) -> None:
    if kind == "trigger" and not has_trigger:
        raise ValueError("a trigger power needs a 'trigger'")
    if kind in ("passive", *activated) and has_trigger:
        raise ValueError(f"a {kind} power has no 'trigger'")
    if has_limit and kind not in activated:
        raise ValueError(f"'limit' is given only for {activated[0]} powers")


Power = CreaturePower | CommanderPower
"""Either kind of power."""
