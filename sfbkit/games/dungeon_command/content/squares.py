"""Square names as content writes them (DC §2): ``h6``, and ranges of squares such as ``a1-t2``."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Annotated

from pydantic import Field

SQUARE_PATTERN = r"^[a-z][1-9][0-9]?$"
RANGE_PATTERN = r"^[a-z][1-9][0-9]?(-[a-z][1-9][0-9]?)?$"

SquareName = Annotated[
    str, Field(pattern=SQUARE_PATTERN, description="A square: column letter and row number, e.g. 'h6'.")
]
SquareRange = Annotated[
    str,
    Field(
        pattern=RANGE_PATTERN,
        description="A square ('h6') or the rectangle between two corner squares ('a1-t2').",
    ),
]

_SQUARE = re.compile(SQUARE_PATTERN)


def square_xy(name: str) -> tuple[int, int]:
    """Returns the (column index, row − 1) of a square name (DC §2); raises ValueError on a bad name."""
    if not _SQUARE.match(name):
        raise ValueError(f"not a square name: {name!r}")
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


def square_name(x: int, y: int) -> str:
    """Returns the name of the square at (x, y)."""
    return f"{chr(ord('a') + x)}{y + 1}"


def range_squares(text: str) -> Iterator[tuple[int, int]]:
    """Yields every (x, y) of a square or a corner-to-corner range, row by row."""
    first, _, last = text.partition("-")
    x0, y0 = square_xy(first)
    x1, y1 = square_xy(last or first)
    for y in range(min(y0, y1), max(y0, y1) + 1):
        for x in range(min(x0, x1), max(x0, x1) + 1):
            yield x, y
