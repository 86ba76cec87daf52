"""The header of a Dungeon Command match file (DC §16, ``matches/*.yaml``): who plays what, where, and the answers."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from sfbkit.games.dungeon_command.content.battlefield import SQUARE, Placement, SquareName
from sfbkit.games.dungeon_command.content.effects import Duration, Stat, Status
from sfbkit.games.dungeon_command.content.ruleset import ChestValue
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.pattern_words import named_pattern
from sfbkit.kit.content.text_fields import Line, Prose

PolicyName = Literal["random", "uniform", "greedy", "first"]


class Seat(Model):
    """One seat of a match: its warband, its tile arrangement, and who answers its open decisions."""

    warband: Id = Field(description="The warband's id.")
    half: list[Placement] | None = Field(
        default=None,
        description="This seat's tile arrangement (owner's coordinates a1–t10), replacing the battlefield.",
    )
    policy: PolicyName | None = Field(
        default=None, description="Answers this seat's decisions the file does not cover."
    )
    seed: int | None = Field(
        default=None,
        ge=0,
        le=2**63 - 1,
        description="The policy's own seed (default: derived from the match seed and the seat).",
    )


PlacedCreature = Annotated[
    str,
    Field(
        pattern=named_pattern(
            rf"^[AB]:[a-z][a-z0-9]*(-[a-z0-9]+)*@{SQUARE}( \+[1-9][0-9]{{0,2}}0)?( tapped)?$",
            "a creature in DC §18 notation: seat A or B, creature id, square, then optionally damage in "
            "steps of 10 and 'tapped', such as 'B:marsh-wight@e5 +10 tapped'",
            "creature on a square (e.g. `A:chain-warden@h2`, `B:marsh-wight@e5 +10 tapped`)",
        ),
        description="A creature in DC §18 notation.",
    ),
]
ScenarioMorale = Annotated[int, Field(ge=1, le=40, description="A player's morale (DC §1.1: 1–40).")]
ScenarioLeadership = Annotated[int, Field(ge=0, le=20, description="A player's leadership (DC §1.6: 0–20).")]
SeatPiles = list[list[Id]] | None
"""Per seat, A then B, card ids."""


class ScenarioStatus(Model):
    """A lasting effect on the creature of a square (DC §17.4): a status, a stat change or a keyword."""

    status: Status | None = Field(default=None, description="A status, such as `immobilized`.")
    stat: Stat | None = Field(default=None, description="A stat the effect changes, with `amount`.")
    amount: int = Field(default=0, ge=-100, le=100, description="How much the stat changes.")
    keyword: Id | None = Field(default=None, description="A keyword the creature gains.")
    duration: Duration = Field(default="this_turn", description="How long it lasts (DC §17.4).")

    @model_validator(mode="after")
    def _one_effect(self) -> ScenarioStatus:
        given = [name for name in ("status", "stat", "keyword") if getattr(self, name) is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of status, stat (with amount) or keyword")
        if self.stat is None and self.amount:
            raise ValueError("amount goes with stat")
        return self


class ScenarioStart(Model):
    """An explicit starting position instead of setup (DC §18): seat 0 is A and has the first turn's activation."""

    creatures: list[PlacedCreature] = Field(
        min_length=1,
        description="Creatures in DC §18 notation: `A:chain-warden@h2`, `B:marsh-wight@e5 +10 tapped`.",
    )
    active: Literal["A", "B"] = Field(default="A", description="Whose turn it is.")
    turn: int = Field(default=1, ge=1, le=999, description="The turn the position is in (DC §4).")
    phase: Literal["refresh", "activation", "deployment"] = Field(
        default="activation",
        description="The phase the turn starts from (refresh: the turn's start, DC §4.1).",
    )
    leadership: list[ScenarioLeadership | None] | None = Field(
        default=None, min_length=2, max_length=2, description="Leadership of A and B (null: the commander's)."
    )
    morale: list[ScenarioMorale | None] | None = Field(
        default=None, min_length=2, max_length=2, description="Morale of A and B (null: the commander's)."
    )
    order_hands: list[list[Id]] | None = Field(
        default=None, min_length=2, max_length=2, description="The order hands of A and B."
    )
    creature_hands: list[list[Id]] | None = Field(
        default=None, min_length=2, max_length=2, description="The creature hands of A and B."
    )
    order_decks: SeatPiles = Field(
        default=None, min_length=2, max_length=2, description="The order decks of A and B, top card first."
    )
    creature_decks: SeatPiles = Field(
        default=None, min_length=2, max_length=2, description="The creature decks of A and B, top card first."
    )
    order_discards: SeatPiles = Field(
        default=None, min_length=2, max_length=2, description="The order discard piles of A and B."
    )
    creature_discards: SeatPiles = Field(
        default=None, min_length=2, max_length=2, description="The creature discard piles of A and B."
    )
    statuses: dict[SquareName, list[ScenarioStatus]] = Field(
        default_factory=dict,
        description="Lasting effects on the creatures of squares, applied by the other seat (DC §17.4).",
    )
    chests: dict[SquareName, ChestValue] = Field(
        default_factory=dict,
        description="Chest values on treasure squares; the others are dealt by the seed.",
    )


class MatchFile(Model):
    """A match: seed, ruleset, the two seats, the battlefield, and the decisions in order."""

    name: Line | None = Field(default=None, max_length=80, description="A title.")
    description: Prose | None = Field(default=None, description="What the match shows.")
    seed: int = Field(
        default=0, ge=0, le=2**63 - 1, description="The match seed (DC §3: the toss, chests, shuffles)."
    )
    ruleset: Id = Field(default="standard", description="The ruleset id.")
    players: list[Seat] = Field(min_length=2, max_length=2, description="The two seats, in toss order.")
    battlefield: Id | None = Field(
        default=None, description="The battlefield id; `twin-vaults` when neither it nor halves are given."
    )
    environment: Literal["dungeon", "outdoor"] | None = Field(
        default=None, description="Fixes the environment instead of A's choice (DC §3 step 3)."
    )
    decisions: list[str] = Field(
        default_factory=list,
        description="Answers in order: stable option ids or notation (a path `h2-h3-h4`).",
    )
    scenario: ScenarioStart | None = Field(
        default=None, description="Starts from this position instead of the setup of DC §3."
    )
    steps: list[Any] = Field(
        default_factory=list,
        description=(
            "Steps after the decisions: option ids, readable forms (`path: [h3, h4]`), `auto:` policy "
            "stretches and `expect:` blocks, in order (docs/match-scripts.md)."
        ),
    )
    expect: dict[str, Any] = Field(
        default_factory=dict, description="The expected result and state once the decisions are played."
    )

    @model_validator(mode="after")
    def _battlefield_or_halves(self) -> MatchFile:
        halves = [seat.half is not None for seat in self.players]
        if any(halves) and not all(halves):
            raise ValueError("give a 'half' for both seats or for neither")
        if all(halves) and self.battlefield is not None:
            raise ValueError("give either 'battlefield' or the two halves, not both")
        return self
