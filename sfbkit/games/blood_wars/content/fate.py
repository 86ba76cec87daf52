"""Fate cards (BW §1.6, §11): acolytes, items, orders, spells and supports, played in timing windows."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.games.blood_wars.content.ability import Ability
from sfbkit.games.blood_wars.content.alignment import Alignment
from sfbkit.games.blood_wars.content.card_fields import (
    Art,
    CardId,
    CardName,
    CardRr,
    Examples,
    Flavour,
    Unique,
)
from sfbkit.games.blood_wars.content.effects import Step
from sfbkit.games.blood_wars.content.passive import Passive
from sfbkit.games.blood_wars.content.roles import WINDOWS, FateSubtype, ItemKind, Window
from sfbkit.kit.content.model_base import Model

Use = Literal["one_shot", "permanent"]
"""One-shot: resolves, then to the discard pile; permanent: stays where it is put (BW §1.6)."""

Placement = Literal["attach", "battle_hand", "area", "none"]
"""Where a fate may be put (BW §1.6)."""

DEFAULT_PLACEMENT: dict[str, Placement] = {
    "item": "attach",
    "support": "attach",
    "spell": "battle_hand",
    "acolyte": "area",
    "orders": "none",
}
"""Each subtype's placement when the card gives none (BW §1.6, ruling)."""

DEFAULT_USE: dict[str, Use] = {
    "orders": "one_shot",
    "spell": "one_shot",
    "acolyte": "permanent",
    "item": "permanent",
    "support": "permanent",
}
"""Each subtype's use when the card gives none (BW §16)."""


def _every_window() -> list[Window | Literal["any"]]:
    return ["any"]


class Fate(Model):
    """A fate: its subtype, use, placement and timing, with effects on play, a passive and abilities.

    ``use`` and ``placement`` read the subtype's default when the file leaves them out.
    """

    id: CardId
    name: CardName
    subtype: FateSubtype = Field(description="Acolyte, item, orders, spell or support.")
    item_kind: ItemKind | None = Field(default=None, description="Items only, and required there.")
    alignment: Alignment | None = Field(
        default=None, description="Optional; an aligned fate must match its legion (BW §7.2)."
    )
    use: Use = Field(
        default="one_shot", description="Defaults: one_shot for orders and spells, else permanent."
    )
    placement: Placement = Field(
        default="none",
        description="Defaults: attach (item, support), battle_hand (spell), area (acolyte), none.",
    )
    timing: list[Window | Literal["any"]] = Field(
        default_factory=_every_window,
        min_length=1,
        max_length=4,
        description="Windows it is played in (BW §11).",
    )
    rr: CardRr
    unique: Unique
    effects: list[Step] = Field(default_factory=list, max_length=8, description="Steps resolved when played.")
    passive: Passive | None = Field(default=None, description="Modifiers while face up in play.")
    abilities: list[Ability] = Field(default_factory=list, max_length=4, description="Its abilities.")
    flavour: Flavour
    art: Art
    examples: Examples

    @model_validator(mode="after")
    def _defaults_and_rules(self) -> Fate:
        given = self.model_fields_set
        if "use" not in given:
            object.__setattr__(self, "use", DEFAULT_USE[self.subtype])
        if "placement" not in given:
            object.__setattr__(self, "placement", DEFAULT_PLACEMENT[self.subtype])
        if (self.item_kind is None) != (self.subtype != "item"):
            raise ValueError("'item_kind' is given exactly when 'subtype' is item (BW §16)")
        if self.subtype in ("item", "support") and self.placement != "attach":
            raise ValueError(
                f"a{'n' if self.subtype == 'item' else ''} {self.subtype} has placement attach (BW §16)"
            )
        if "any" in self.timing and len(self.timing) > 1:
            raise ValueError("'any' already means every window; list windows or 'any' alone")
        if len(set(self.timing)) != len(self.timing):
            raise ValueError("a timing window is listed twice")
        return self

    @property
    def windows(self) -> tuple[Window, ...]:
        """Returns the windows it may be played in, ``any`` spelled out."""
        if "any" in self.timing:
            return WINDOWS
        return tuple(window for window in WINDOWS if window in self.timing)


class FateList(Model):
    """``cards/fates.yaml``: the tree's fates."""

    fates: list[Fate] = Field(min_length=1, max_length=500, description="Every fate.")
