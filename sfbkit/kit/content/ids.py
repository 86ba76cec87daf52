"""The identifier type every game's content uses."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from sfbkit.kit.content.pattern_words import ID_PATTERN

Id = Annotated[
    str,
    Field(
        pattern=ID_PATTERN,
        min_length=2,
        max_length=48,
        description="A lower-case kebab-case identifier, e.g. 'ironhide-anvil-blow'.",
    ),
]
