"""The bounded numbers of Blood Wars content (BW §1, §16, §17)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

RandomResult = Annotated[int, Field(ge=0, le=9, description="The random result (RR), 0–9 (BW §1.2).")]
IntrigueStrength = Annotated[int, Field(ge=0, le=30, description="Intrigue strength (IS), 0–30 (BW §16).")]
CombatStrength = Annotated[int, Field(ge=0, le=20, description="Combat strength (CS), 0–20 (BW §16).")]
VictoryPoints = Annotated[int, Field(ge=1, le=20, description="Victory points (VP), 1–20 (BW §16).")]
Count = Annotated[int, Field(ge=1, le=10, description="A number of cards, 1–10.")]
Modifier = Annotated[
    int, Field(ge=-20, le=20, description="Added to a value (negative to lower it), −20–20.")
]
Copies = Annotated[
    int, Field(ge=1, le=100, description="Copies of one card in a deck, 1–100 (the table caps them).")
]
DeckSize = Literal[40, 50, 60, 70, 80, 90, 100]
"""The deck sizes of BW §4: multiples of ten from 40 to 100."""

DECK_SIZES: tuple[DeckSize, ...] = (40, 50, 60, 70, 80, 90, 100)

RR_AMOUNT = "rr"
"""An amount written ``rr``: make an RR check, its result is the amount (BW §17)."""

Amount = Annotated[int, Field(ge=-20, le=20)] | Literal["rr"]
"""A change to a value: an integer (−20–20, not 0) or ``rr`` (BW §17)."""

CardAmount = Count | Literal["rr"]
"""A number of cards: 1–10 or ``rr`` (BW §17)."""
