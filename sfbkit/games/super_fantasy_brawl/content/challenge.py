"""Challenge cards (RULES §10)."""

from __future__ import annotations

from pydantic import Field

from sfbkit.games.super_fantasy_brawl.content.conditions import Condition
from sfbkit.games.super_fantasy_brawl.content.overridable import Overridable
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose


class Challenge(Model):
    """A challenge: scored in the scoreboard phase when its condition holds for the active player."""

    id: Id = Field(description="Unique id.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    condition: Condition = Field(
        description="Checked for the active player ('self' side is theirs; 'ally'/'enemy' are seen from them)."
    )
    flavour: Prose | None = Field(default=None, max_length=300, description="Flavour text; not rules.")


class ChallengeDeck(Overridable):
    """The challenge deck."""

    challenges: list[Challenge] = Field(min_length=1, description="Every challenge card.")
