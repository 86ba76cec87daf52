"""Text fields of content: one-line text and prose, both free of control characters and bidi overrides."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from sfbkit.kit.problems import escape, unsafe_character


def _checked(value: str, newlines: bool) -> str:
    index = unsafe_character(value, newlines=newlines)
    if index is None:
        return value
    allowed = (
        "line breaks but no other control characters, nor bidirectional overrides"
        if newlines
        else "no control characters, line breaks or bidirectional overrides"
    )
    raise PydanticCustomError(
        "control-character",
        "character {position} is {character}; this text may hold {allowed}",
        {"position": index + 1, "character": escape(value[index]), "allowed": allowed},
    )


def _one_line(value: str) -> str:
    return _checked(value, newlines=False)


def _prose(value: str) -> str:
    return _checked(value, newlines=True)


Line = Annotated[str, AfterValidator(_one_line)]
"""Text on one line (names, titles): no control characters, line breaks or bidirectional overrides."""

Prose = Annotated[str, AfterValidator(_prose)]
"""Text that may run over several lines (lore, flavour, descriptions): line breaks, but no other control characters."""
