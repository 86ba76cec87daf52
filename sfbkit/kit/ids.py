"""The identifier type every game's content uses."""

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
