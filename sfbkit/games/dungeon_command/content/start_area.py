"""A start area narrowed by the ruleset's `start_area_rows` to the rows along its player's edge (DC §1.4)."""

from __future__ import annotations

from collections.abc import Iterable

from sfbkit.geometry.square import Square


def narrowed(squares: Iterable[Square], second: bool, start_rows: int, board_rows: int) -> frozenset[Square]:
    """Returns the listed squares within ``start_rows`` rows of the edge: row 1 for A, the last row for B."""
    if second:
        return frozenset(square for square in squares if square[1] >= board_rows - start_rows)
    return frozenset(square for square in squares if square[1] < start_rows)
