"""The bounded numbers of Dungeon Command content (DC §1, §16): levels, hit points, damage, distances."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

Level = Annotated[int, Field(ge=1, le=10, description="A level, 1–10 (DC §1.2, §1.3).")]
Hp = Annotated[int, Field(ge=10, le=200, multiple_of=10, description="Hit points, 10–200 in steps of 10.")]
Damage = Annotated[
    int, Field(ge=0, le=200, multiple_of=10, description="Damage, 0–200 in steps of 10 (DC §1, numbers).")
]
Points = Annotated[
    int,
    Field(ge=10, le=200, multiple_of=10, description="Damage, healing or prevention, 10–200 in steps of 10."),
]
Speed = Annotated[int, Field(ge=0, le=12, description="A speed in squares, 0–12 (DC §1.2).")]
Squares = Annotated[int, Field(ge=1, le=20, description="A number of squares, 1–20.")]
Range = Annotated[int, Field(ge=1, le=19, description="A distance in squares (king moves), 1–19 (DC §2).")]
Count = Annotated[int, Field(ge=1, le=10, description="A number of cards or creatures, 1–10.")]
Morale = Annotated[int, Field(ge=1, le=40, description="Starting morale, 1–40 (DC §1.1).")]
Leadership = Annotated[int, Field(ge=1, le=20, description="Starting leadership, 1–20 (DC §1.1).")]
HandSize = Annotated[int, Field(ge=1, le=10, description="A hand size, 1–10 (DC §1.1).")]

Ability = Literal["str", "dex", "con", "int", "wis", "cha"]
"""One of the six abilities, marks a creature has or lacks (DC §1.2)."""
