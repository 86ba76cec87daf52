"""The header of a Blood Wars match script (BW §16, ``matches/*.yaml``): seed, ruleset, seats, position, answers."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model

PolicyName = Literal["random", "greedy", "search", "first"]
"""The players a seat may name (the kit's random and first, Blood Wars' greedy and search)."""
POLICIES: tuple[PolicyName, ...] = ("random", "greedy", "search", "first")


class SeatPlayer(Model):
    """One seat: the deck it plays (from setup) and who answers what the steps leave open."""

    deck: Id | None = Field(default=None, description="The deck's id; only for a match from setup.")
    policy: PolicyName | None = Field(
        default=None, description="The player that answers this seat's decisions the steps do not."
    )
    seed: int | None = Field(
        default=None,
        ge=0,
        le=2**63 - 1,
        description="The policy's own seed (default: derived from the match seed and the seat).",
    )


class ScriptHeader(Model):
    """A match script: a match from setup (one deck per seat) or a scenario position, and its steps."""

    name: str | None = Field(default=None, max_length=200, description="The match's name.")
    description: str | None = Field(default=None, max_length=4000, description="What the script shows.")
    seed: int = Field(default=0, ge=0, le=2**63 - 1, description="The match seed.")
    ruleset: Id = Field(default="conflict", description="The ruleset's id (BW §15).")
    players: list[SeatPlayer] = Field(
        default_factory=list, max_length=6, description="Each seat in the order given: its deck and policy."
    )
    scenario: Position | None = Field(
        default=None, description="A starting position (BW §16) instead of setup; seats in turn order."
    )
    steps: list[Any] = Field(default_factory=list, max_length=100_000, description="The steps, in order.")
    expect: dict[str, Any] | None = Field(default=None, description="What must hold after the last step.")

    @model_validator(mode="after")
    def _seats(self) -> ScriptHeader:
        if self.scenario is None:
            if not 2 <= len(self.players) <= 6:
                raise ValueError("a match from setup needs 'players': 2 to 6 seats, each with a 'deck'")
            if any(seat.deck is None for seat in self.players):
                raise ValueError("every seat of a match from setup needs a 'deck'")
        else:
            if any(seat.deck is not None for seat in self.players):
                raise ValueError("a scenario lists every card in 'scenario'; its 'players' take no 'deck'")
            if self.players and len(self.players) != len(self.scenario.seats):
                raise ValueError(
                    f"'players' has {len(self.players)} seats, the scenario {len(self.scenario.seats)}"
                )
        return self
