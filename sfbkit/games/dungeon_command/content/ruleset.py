"""Rulesets: the variant flags of DC §14 as data; the defaults give the rules of docs/dungeon-command/rules.md."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line

ChestValue = Annotated[int, Field(ge=1, le=3, description="A chest marker's hidden number.")]


class WarbandSize(Model):
    """How many cards a warband's decks hold (DC §1.7)."""

    creatures: int = Field(default=12, ge=1, le=40, description="Creature cards in the creature deck.")
    orders: int = Field(default=36, ge=1, le=100, description="Order cards in the order deck.")
    max_copies: int | None = Field(
        default=None, ge=1, le=36, description="Most copies of one card in a deck; no limit when null."
    )


class Ruleset(Model):
    """A set of rule variants; ``standard`` is the game of docs/dungeon-command/rules.md."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    game: Literal["dungeon_command"] = Field(default="dungeon_command", description="The game (DC §14).")
    chest_values: list[ChestValue] = Field(
        default_factory=lambda: [1, 1, 2, 2, 3, 3],
        min_length=1,
        max_length=20,
        description="The chest pool, shuffled at setup (DC §1.5); each value 1–3.",
    )
    warband: WarbandSize = Field(default_factory=WarbandSize, description="Deck sizes (DC §1.7).")
    start_area_rows: int = Field(
        default=2,
        ge=1,
        le=4,
        description="Narrows each listed start area to the squares within this many rows of its edge (DC §1.4).",
    )
    order_hand_limit: int | None = Field(
        default=None,
        ge=1,
        le=20,
        description="An integer discards down at cleanup; no limit when null (DC §4.1).",
    )
    order_deck_empty: Literal["no_draw", "reshuffle"] = Field(
        default="no_draw", description="Drawing from an empty order deck (DC §4.1)."
    )
    creature_deck_empty: Literal["no_draw", "reshuffle"] = Field(
        default="no_draw", description="Refilling from an empty creature deck (DC §4.4)."
    )
    morale_cap: Literal["starting"] | None = Field(
        default=None, description="`starting`: treasure cannot lift morale above the start (DC §1.6)."
    )
    leadership_cap: int | None = Field(default=None, ge=1, le=40, description="Most leadership (DC §1.6).")
    split_move: bool = Field(
        default=False, description="True: the move may be split around actions (DC §5.2)."
    )
    diagonal_cost: Literal[1, "alternate"] = Field(
        default=1, description="1: every step costs 1; alternate: diagonals cost 1-2-1 (DC §6.2)."
    )
    corner_rule: Literal["dungeon_either", "dungeon_both", "all_walls", "none"] = Field(
        default="dungeon_either", description="Which wall corners are cut (DC §2)."
    )
    los_pinch: Literal["both", "either"] = Field(
        default="both", description="How many squares of a pinch pair must block LOS (DC §2)."
    )
    hazard_entry: Literal["once_per_activation", "every_square"] = Field(
        default="once_per_activation", description="Hazard entry damage per activation (DC §7)."
    )
    cower_blocks_effects: bool = Field(
        default=False, description="True: cowering also cancels the event's other effects (DC §9.2)."
    )
    no_creatures_end: Literal["active_player_loses", "higher_morale_wins"] = Field(
        default="active_player_loses", description="The end check with no creatures (DC §13.2)."
    )
    turn_limit: int | None = Field(
        default=None,
        ge=1,
        le=1000,
        description="Simulations only: after this many turns, more morale wins (DC §13.3).",
    )
