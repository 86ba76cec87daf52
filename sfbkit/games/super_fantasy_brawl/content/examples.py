"""Examples inside content files: a tiny match script that shows a card or ability at work."""

from __future__ import annotations

from pydantic import Field

from sfbkit.games.super_fantasy_brawl.content.match_script import PlayerSpec, Seed, SetupSpec
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.packed_list import PackedList
from sfbkit.kit.content.text_fields import Line, Prose


class ExampleSteps(PackedList):
    """An example's decisions and ``expect:`` blocks as written (at least one), kept packed until a check reads them."""

    __slots__ = ()

    min_items = 1


class Example(Model):
    """A scenario in the match-script format of ``matches/``, run by ``sfbkit test``: players, position, steps."""

    name: Line = Field(min_length=1, max_length=120, description="What the example shows, in a few words.")
    description: Prose | None = Field(default=None, max_length=1000, description="A longer explanation.")
    ruleset: Id = Field(default="standard", description="The ruleset id.")
    arena: Id = Field(default="fabulosa", description="The arena id.")
    seed: Seed = Field(default=0, description="The match seed.")
    players: list[PlayerSpec] = Field(
        min_length=2, max_length=4, description="The players in seat order, each with their champions."
    )
    setup: SetupSpec | None = Field(
        default=None, description="The starting position (hexes, damage, hands, traps...)."
    )
    steps: ExampleSteps = Field(description="Decisions and 'expect:' blocks, in order, as in a match script.")
