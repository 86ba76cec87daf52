"""Rulesets (BW §15): every variant flag as data; the presets differ only in id, name and VP target."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.numbers import DECK_SIZES, DeckSize
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose


class Players(Model):
    """How many players a match may have."""

    min: int = Field(default=2, ge=2, le=6, description="The fewest players.")
    max: int = Field(default=6, ge=2, le=6, description="The most players.")

    @model_validator(mode="after")
    def _ordered(self) -> Players:
        if self.min > self.max:
            raise ValueError("'min' is greater than 'max'")
        return self


class LegionCap(Model):
    """Most legions in a battle hand by the degree of its match with the warlord (BW §7.2)."""

    full: int = Field(default=6, ge=0, le=20, description="Both components match.")
    partial: int = Field(default=4, ge=0, le=20, description="One component matches.")


class FaceDownValues(Model):
    """The values a face-down card counts (BW §1.7)."""

    warlord_is: int = Field(default=5, ge=0, le=30, description="A face-down warlord's IS.")
    warlord_cs: int = Field(default=0, ge=0, le=20, description="A face-down warlord's CS (ruling).")
    legion_cs: int = Field(default=1, ge=0, le=20, description="A face-down legion's CS.")


class Ruleset(Model):
    """A set of rule flags; the defaults are the rules of docs/blood-wars/rules.md with the Conflict target."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    description: Prose | None = Field(default=None, max_length=600, description="What the ruleset changes.")
    game: Literal["blood-wars"] = Field(default="blood-wars", description="The game.")
    players: Players = Field(default_factory=Players, description="How many players (BW §1.1).")
    vp_target: int = Field(
        default=13, ge=1, le=100, description="VP to win: 13, 19 or 25 in the presets (BW §5.1)."
    )
    muster_in: int = Field(
        default=2, ge=0, le=10, description="Own turns without challenges: 2, 4 or 6 (BW §6)."
    )
    deck_table: Id = Field(
        default="standard", description="The deck table decks are checked against (BW §4)."
    )
    deck_sizes: list[DeckSize] = Field(
        default_factory=lambda: list(DECK_SIZES),
        min_length=1,
        max_length=7,
        description="The deck sizes allowed (BW §5.1).",
    )
    opening_hand: int = Field(default=6, ge=1, le=20, description="Cards drawn at setup (BW §5.2).")
    hand_limit: int = Field(default=7, ge=1, le=20, description="Cull the Weak keeps this many (BW §6.4).")
    reinforcements: int = Field(default=2, ge=0, le=10, description="Cards drawn in the Opening (BW §6.1).")
    mulligan: Literal["forced", "optional", "none"] = Field(default="forced", description="BW §5.2.")
    first_turn_assembly: bool = Field(
        default=False, description="Whether turn 1 has an Assembly phase (BW §6)."
    )
    alignment_match: Literal["exact", "colour"] = Field(
        default="exact", description="How components match (BW §2)."
    )
    legion_cap: LegionCap = Field(default_factory=LegionCap, description="BW §7.2.")
    face_down: FaceDownValues = Field(default_factory=FaceDownValues, description="BW §1.7.")
    challenge_targets: Literal["own", "any"] = Field(
        default="own", description="Which battlefields may be challenged (BW §8.1)."
    )
    captures_per_turn: int = Field(default=1, ge=1, le=10, description="BW §8.1.")
    intrigue_reward: Literal["challenging_side", "winning_side"] = Field(
        default="challenging_side", description="What k counts on an intrigue failure (BW §9.5)."
    )
    cs_cap_counts_warlords: bool = Field(
        default=False, description="Whether cap:cs sums warlords' CS too (BW §4)."
    )
    victory_check: Literal["end_of_turn", "immediate"] = Field(default="end_of_turn", description="BW §6.5.")
    round_limit: int = Field(default=50, ge=1, le=1000, description="Rounds before a draw (BW §6.5).")

    @model_validator(mode="after")
    def _sizes_once(self) -> Ruleset:
        if len(set(self.deck_sizes)) != len(self.deck_sizes):
            raise ValueError("a deck size is listed twice")
        return self
