"""A scenario's starting position (BW §16): every place of every seat, the seat order, the turn and the phase."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model, ShortFormModel

Phase = Literal["opening", "assembly", "action", "resolution", "victory"]
"""The five phases of a turn (BW §6)."""


class PlacedCard(ShortFormModel):
    """A card of a battle hand; a bare id is a face-up card held by no legion."""

    short_field = "card"
    card: Id = Field(description="The card id.")
    face_down: bool = Field(default=False, description="True when it is face down (BW §1.7).")
    held_by: Id | None = Field(
        default=None, description="An attached fate: the id of the legion of this hand that holds it."
    )


class WarlordSetup(ShortFormModel):
    """A warlord in play with its battle hand; a bare id is a face-up warlord with an empty hand."""

    short_field = "card"
    card: Id = Field(description="The warlord's id.")
    face_down: bool = Field(default=False, description="True when it is face down.")
    battle_hand: list[PlacedCard] = Field(default_factory=list, max_length=20, description="Its battle hand.")


class SeatSetup(Model):
    """One seat's places; card lists name card ids, copies by repetition."""

    deck: list[Id] = Field(default_factory=list, max_length=100, description="The deck, top card first.")
    hand: list[Id] = Field(default_factory=list, max_length=100, description="The command hand.")
    warlords: list[WarlordSetup] = Field(default_factory=list, max_length=12, description="Warlords in play.")
    area: list[Id] = Field(
        default_factory=list, max_length=30, description="Battlefields and permanent fates in the area."
    )
    victory_pool: list[Id] = Field(default_factory=list, max_length=30, description="Captured battlefields.")
    discard: list[Id] = Field(default_factory=list, max_length=100, description="The discard pile.")
    dead_book: list[Id] = Field(default_factory=list, max_length=100, description="The Dead-Book.")
    turns: int = Field(default=0, ge=0, le=200, description="How many turns this seat has taken.")


class Position(Model):
    """A scenario's start: the seats in turn order, whose turn it is, the round and the phase."""

    seats: list[SeatSetup] = Field(
        min_length=2, max_length=6, description="Each seat's places, in turn order."
    )
    active: int = Field(default=1, ge=1, le=6, description="The seat whose turn it is (1 = the first).")
    round: int = Field(default=1, ge=1, le=1000, description="The round in progress.")
    phase: Phase = Field(default="action", description="The phase the turn is in.")
    captures_this_turn: int = Field(default=0, ge=0, le=10, description="Captures made this turn (BW §8.1).")

    @model_validator(mode="after")
    def _active_seat(self) -> Position:
        if self.active > len(self.seats):
            raise ValueError(f"'active' names seat {self.active} of {len(self.seats)}")
        return self
