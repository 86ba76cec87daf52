"""Examples inside card files: a tiny match script that shows the card at work, run by ``sfbkit test``."""

from __future__ import annotations

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.packed_list import PackedList
from sfbkit.kit.content.text_fields import Line, Prose


class ExampleSteps(PackedList):
    """An example's decisions and ``expect:`` blocks as written (at least one), kept packed until a check reads them."""

    __slots__ = ()

    min_items = 1


class ExamplePlayer(Model):
    """A player of an example that starts from setup (BW §5): the deck they bring."""

    deck: Id = Field(description="A deck id of the tree.")


class Example(Model):
    """A scenario in the match-script spelling of docs/match-scripts.md: a position or decks, then steps."""

    name: Line = Field(min_length=1, max_length=120, description="What the example shows, in a few words.")
    description: Prose | None = Field(default=None, max_length=1000, description="A longer explanation.")
    ruleset: Id = Field(default="conflict", description="The ruleset id.")
    seed: int = Field(default=0, ge=0, le=2**63 - 1, description="The match seed.")
    players: list[ExamplePlayer] | None = Field(
        default=None, min_length=2, max_length=6, description="Decks, when the example starts from setup."
    )
    setup: Position | None = Field(default=None, description="The starting position (BW §16).")
    steps: ExampleSteps = Field(description="Decisions and 'expect:' blocks, in order, as in a match script.")

    @model_validator(mode="after")
    def _a_start(self) -> Example:
        if self.players is None and self.setup is None:
            raise ValueError("give 'setup' (a position) or 'players' (their decks)")
        return self
