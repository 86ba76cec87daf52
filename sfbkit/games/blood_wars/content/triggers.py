"""Triggers (BW §17): the events a trigger ability answers, with an optional role filter."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.roles import ChallengeKind, Role
from sfbkit.kit.content.model_base import ShortFormModel

TriggerEvent = Literal[
    "designated",
    "challenge_declared",
    "challenge_succeeded",
    "challenge_failed",
    "battlefield_captured",
    "turn_start",
    "resolution",
    "leaves_play",
    "flipped_down",
    "rr_revealed",
]
"""What a trigger answers (BW §17)."""

TRIGGER_EVENTS: tuple[TriggerEvent, ...] = get_args(TriggerEvent)
"""Every event a trigger may answer, in the order the Literal lists them."""

CHALLENGE_EVENTS = frozenset({"designated", "challenge_declared", "challenge_succeeded", "challenge_failed"})
"""Triggers inside a challenge: their effects may name the challenger, the defender and the sides."""

ROLE_EVENTS = frozenset({"designated", "challenge_succeeded", "challenge_failed"})
"""Triggers that take a ``role`` filter (the role of this card's warlord)."""


class Trigger(ShortFormModel):
    """A trigger's event; ``trigger: turn_start`` is short for ``trigger: {on: turn_start}``."""

    short_field = "on"
    on: TriggerEvent = Field(description="The event (BW §17).")
    role: list[Role] | None = Field(
        default=None,
        max_length=4,
        description="Only when this card's warlord has one of these roles in the challenge.",
    )
    challenge: ChallengeKind | None = Field(default=None, description="Only in a challenge of this kind.")

    @model_validator(mode="after")
    def _filters_fit(self) -> Trigger:
        if self.role is not None and self.on not in ROLE_EVENTS:
            raise ValueError(f"'role' filters only {', '.join(sorted(ROLE_EVENTS))}")
        if self.challenge is not None and self.on not in CHALLENGE_EVENTS:
            raise ValueError(f"'challenge' filters only {', '.join(sorted(CHALLENGE_EVENTS))}")
        return self
