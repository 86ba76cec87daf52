"""Who an effect is about (BW §17): named cards and sides, cards chosen or taken by filters, and players."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sfbkit.games.blood_wars.content.conditions import Condition
from sfbkit.games.blood_wars.content.roles import CardType, NamedCard, NamedPlayer, NamedSide, SideFilter
from sfbkit.kit.content.model_base import Model


class Choose(Model):
    """One card the card's player chooses when the step resolves (in a challenge, among its participants)."""

    choose: CardType = Field(description="The kind of card.")
    side: SideFilter = Field(default="any", description="Whose cards: own, opposing or any.")
    where: Condition | None = Field(
        default=None, description="Only cards (each as ``it``) for which this holds."
    )


class Each(Model):
    """Every matching card, one at a time."""

    each: CardType = Field(description="The kind of card.")
    side: SideFilter = Field(default="any", description="Whose cards: own, opposing or any.")
    where: Condition | None = Field(
        default=None, description="Only cards (each as ``it``) for which this holds."
    )


class ChoosePlayer(Model):
    """A player the card's player chooses when the step resolves."""

    choose: Literal["player"] = Field(description="Always ``player``.")


CardWho = NamedCard | Choose | Each
"""Which cards a step applies to."""

ValueWho = NamedCard | NamedSide | Choose | Each
"""Whose IS or CS a step changes: cards, or a side's total (BW §17)."""

PlayerWho = NamedPlayer | ChoosePlayer
"""Which players a step applies to."""
