"""Label types of Super Fantasy Brawl content (the identifier type is the kit's)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from sfbkit.kit.ids import Id
from sfbkit.kit.pattern_words import TOLD_AS

__all__ = ["HexLabel", "Id"]

HexLabel = Annotated[
    str,
    Field(
        pattern=r"^[a-z][1-9][0-9]?$",
        description="A hex label: column letter and row number, e.g. 'c4'.",
        json_schema_extra={TOLD_AS: "a hex label: a column letter and a row number, such as 'c4'"},
    ),
]
