"""Action cards and the deck file that holds one champion's six cards."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.super_fantasy_brawl.content.effects import Step
from sfbkit.games.super_fantasy_brawl.content.examples import Example
from sfbkit.games.super_fantasy_brawl.content.overridable import Overridable
from sfbkit.games.super_fantasy_brawl.content.selectors import Colour
from sfbkit.games.super_fantasy_brawl.content.targeting import Targeting
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose

CardType = Literal["attack", "skill", "reaction"]


class ActionCard(Model):
    """One action card (RULES §1, §5)."""

    id: Id = Field(description="Unique id, by convention '<champion>-<card>'.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    type: CardType = Field(description="Attack, skill or reaction.")
    core: Colour = Field(description="The colour of the core exhausted to play it.")
    move: int = Field(default=0, ge=0, le=6, description="Move value: steps before the action (RULES §5).")
    targeting: Targeting | None = Field(default=None, description="The targeting icon (RULES §6).")
    strength: int | None = Field(default=None, ge=0, le=12, description="Attack strength (attacks only).")
    defence: int | None = Field(default=None, ge=0, le=6, description="Defence bonus (reactions only).")
    pre_attack: list[Step] = Field(
        default_factory=list, description="Resolved before the attack (attacks only)."
    )
    post_attack: list[Step] = Field(
        default_factory=list, description="Resolved after the attack (attacks only)."
    )
    effects: list[Step] = Field(
        default_factory=list,
        description="Skills and reactions: the card's effect. Attacks: on-hit keywords "
        "(poison, lifesteal, double) applied at step 7 of the attack.",
    )
    flavour: Prose | None = Field(default=None, max_length=300, description="Flavour text; not rules.")
    examples: list[Example] = Field(
        default_factory=list, description="Scenarios that show the card at work, run by 'sfbkit test'."
    )

    @model_validator(mode="after")
    def _fields_fit_type(self) -> ActionCard:
        if self.type == "attack":
            if self.strength is None:
                raise ValueError("an attack needs a 'strength'")
            if self.targeting is None:
                raise ValueError("an attack needs a 'targeting' icon")
            if self.defence is not None:
                raise ValueError("only reactions have a 'defence' bonus")
        else:
            if self.strength is not None:
                raise ValueError(f"a {self.type} has no 'strength'; only attacks do")
            if self.pre_attack or self.post_attack:
                raise ValueError(f"a {self.type} has no pre- or post-attack effects; only attacks do")
        if self.type == "reaction" and self.targeting is not None:
            raise ValueError("a reaction has no targeting icon")
        if self.type == "skill" and self.defence is not None:
            raise ValueError("only reactions have a 'defence' bonus")
        return self


class Deck(Overridable):
    """The six action cards of one champion; the file is named after the champion."""

    champion: Id = Field(description="The id of the champion these cards belong to.")
    cards: list[ActionCard] = Field(min_length=1, description="Its action cards (six in a legal deck).")
