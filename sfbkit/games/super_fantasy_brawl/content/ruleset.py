"""Rulesets: the variant knobs of RULES as data (RULES §2, §3, §7, §10, §11)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from sfbkit.games.super_fantasy_brawl.content.overridable import Overridable
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.text_fields import Line


class Ruleset(Overridable):
    """A set of rule variants; ``standard`` is the two-player game of RULES."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    players: Literal[2, 4] = Field(default=2, description="Two players, or four in two teams (RULES §11).")
    team_size: int = Field(default=3, ge=1, le=4, description="Champions each player controls.")
    vp_target: int = Field(default=5, ge=1, le=30, description="VP (per team) that wins at once.")
    hand_size: int = Field(default=5, ge=1, le=10, description="Cards drawn at setup and upkeep.")
    bloodied: Literal["three_damage", "half_hp"] = Field(
        default="three_damage", description="3+ damage, or damage of at least half HP rounded up (RULES §7)."
    )
    towards_away: Literal["every_step", "final_position"] = Field(
        default="final_position",
        description="Whether only the end of a towards/away move (default) or every step must approach (RULES §2).",
    )
    challenge_track: list[Annotated[int, Field(ge=0, le=9)] | None] = Field(
        default_factory=lambda: [None, 1, 2, 1],
        min_length=2,
        max_length=8,
        description="VP of each slot from the left; null = cannot be scored (RULES §10).",
    )
    challenge_setup: Literal["first_two", "unscored_only"] = Field(
        default="first_two", description="Challenges placed at setup (RULES §3.4)."
    )
    challenge_advance: int = Field(
        default=1, ge=1, le=3, description="Slots moved and cards drawn per round."
    )
    round_limit: int = Field(
        default=30, ge=1, le=200, description="The match is a draw after this many rounds."
    )

    @model_validator(mode="after")
    def _first_slot_unscored(self) -> Ruleset:
        if self.challenge_track[0] is not None:
            raise ValueError("the first challenge slot must be null (cannot be scored)")
        return self
