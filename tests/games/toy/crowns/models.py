"""Crowns content: a card file and a ruleset file."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.model_base import Model

Suit = Literal["leaves", "stones", "waves"]


class Card(Model):
    """One card: a suit and a rank; the highest rank of the suit led takes the trick."""

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)
    name: str = Field(min_length=1, max_length=60)
    suit: Suit
    rank: int = Field(ge=1, le=9)
    flavour: str = Field("", max_length=200)


class Ruleset(Model):
    """How many cards each seat holds and how many seats may play."""

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", max_length=40)
    hand: int = Field(3, ge=1, le=5)
    seats: int = Field(3, ge=2, le=6)


CARD = FileKind("card", Card, "id")
RULESET = FileKind("ruleset", Ruleset, "id")


class Setup(Model):
    """A match: how many seats play and the ruleset whose hand size is dealt."""

    seats: int = Field(3, ge=2, le=6)
    ruleset: str = Field("standard", max_length=40)
