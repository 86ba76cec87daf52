"""Identifier and label types used across content files."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

Id = Annotated[
    str,
    Field(
        pattern=r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$",
        min_length=2,
        max_length=48,
        description="A lower-case kebab-case identifier, e.g. 'ironhide-anvil-blow'.",
    ),
]

HexLabel = Annotated[
    str,
    Field(pattern=r"^[a-z][1-9][0-9]?$", description="A hex label: column letter and row number, e.g. 'c4'."),
]
