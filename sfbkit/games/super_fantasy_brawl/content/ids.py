"""Label types of Super Fantasy Brawl content (the identifier type is the kit's)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.pattern_words import named_pattern

__all__ = ["HexLabel", "Id"]

HexLabel = Annotated[
    str,
    Field(
        pattern=named_pattern(
            r"^[a-z][1-9][0-9]?$",
            "a hex label: a column letter and a row number, such as 'c4'",
            "hex label (e.g. `c4`)",
        ),
        description="A hex label: column letter and row number, e.g. 'c4'.",
    ),
]
