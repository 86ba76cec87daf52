"""The fields every Blood Wars card has (BW §1.2, §16), as annotated types each card kind declares in its place."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from sfbkit.games.blood_wars.content.example import Example
from sfbkit.games.blood_wars.content.numbers import RandomResult
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.text_fields import Line, Prose

CardId = Annotated[Id, Field(description="Unique across the four card kinds (BW §16).")]
CardName = Annotated[Line, Field(min_length=1, max_length=60, description="Display name.")]
CardRr = Annotated[RandomResult, Field(description="The random result read by an RR check (BW §3).")]
Unique = Annotated[
    bool, Field(default=False, description="Only one copy in play at a time, across all players (BW §12).")
]
Flavour = Annotated[Prose | None, Field(default=None, max_length=300, description="Flavour text.")]
Art = Annotated[
    Prose | None, Field(default=None, max_length=300, description="Art direction for the card's picture.")
]
Examples = Annotated[
    list[Example],
    Field(default_factory=list, max_length=6, description="Scenarios that prove the card plays."),
]
