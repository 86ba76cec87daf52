"""Square-grid geometry (DC §2): labels, 8-neighbours, king distance, wall-corner cuts and exact line of sight.

A square is ``(x, y)``: column index from 0 and row minus one. Labels such as ``h6``
appear only at the edges. Every function here is pure; the engine caches results.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Literal

Square = tuple[int, int]
"""A square as ``(column index, row - 1)``."""

PinchRule = Literal["both", "either"]
"""How many squares of a pinch pair must block for a corner crossing to block sight (DC §2 step 4)."""

CornerCut = Literal["either", "both"]
"""Whether one or both shared orthogonal squares must be cutting walls to cut a diagonal corner (DC §2)."""

DIRECTIONS: tuple[Square, ...] = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
"""The eight king steps, clockwise from north."""

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def label(square: Square) -> str:
    """Returns a square's label: its column letter and its row number from 1 (``(7, 5)`` is ``h6``)."""
    known = _LABELS.get(square)
    if known is not None:
        return known
    x, y = square
    if not 0 <= x < len(_LETTERS) or y < 0:
        raise ValueError(f"square {square!r} has no label")
    return f"{_LETTERS[x]}{y + 1}"


_LABELS: dict[Square, str] = {
    (x, y): f"{_LETTERS[x]}{y + 1}" for x in range(len(_LETTERS)) for y in range(40)
}
"""Labels of the squares of every board up to 26 columns and 40 rows, computed once."""


def parse(text: str) -> Square:
    """Returns the square a label names; raises ValueError for anything but a letter and a row from 1."""
    if len(text) < 2 or text[0] not in _LETTERS or not text[1:].isdigit() or text[1] == "0":
        raise ValueError(f"{text!r} is not a square label (expected a column letter and a row, like h6)")
    return _LETTERS.index(text[0]), int(text[1:]) - 1


def parse_range(text: str) -> list[Square]:
    """Returns the squares of a label or of a rectangle ``a1-t2``, by row then column."""
    first, dash, last = text.partition("-")
    if not dash:
        return [parse(text)]
    (x0, y0), (x1, y1) = parse(first), parse(last)
    xs, ys = sorted((x0, x1)), sorted((y0, y1))
    return [(x, y) for y in range(ys[0], ys[1] + 1) for x in range(xs[0], xs[1] + 1)]


def on_board(square: Square, columns: int, rows: int) -> bool:
    """Tells whether a square lies on a board of the given size."""
    return 0 <= square[0] < columns and 0 <= square[1] < rows


def neighbours(square: Square, columns: int, rows: int) -> Iterator[Square]:
    """Yields the up to 8 squares sharing an edge or a corner with a square, clockwise from north."""
    x, y = square
    for dx, dy in DIRECTIONS:
        nx, ny = x + dx, y + dy
        if 0 <= nx < columns and 0 <= ny < rows:
            yield nx, ny


def distance(a: Square, b: Square) -> int:
    """Returns the king-move distance ``max(|dx|, |dy|)`` (DC §2: diagonals count as one)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def corner_squares(a: Square, b: Square) -> tuple[Square, Square] | None:
    """Returns the two orthogonal squares two diagonal neighbours share, or None if they are not diagonal."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if abs(dx) != 1 or abs(dy) != 1:
        return None
    return (b[0], a[1]), (a[0], b[1])


def corner_cut(a: Square, b: Square, cuts: Callable[[Square], bool], rule: CornerCut = "either") -> bool:
    """Tells whether the corner between two diagonal neighbours is cut by the squares ``cuts`` marks (DC §2)."""
    shared = corner_squares(a, b)
    if shared is None:
        return False
    first, second = cuts(shared[0]), cuts(shared[1])
    return (first or second) if rule == "either" else (first and second)


def adjacent(a: Square, b: Square, cuts: Callable[[Square], bool], rule: CornerCut = "either") -> bool:
    """Tells whether two squares are neighbours whose corner is not cut (DC §2 "adjacent")."""
    return distance(a, b) == 1 and not corner_cut(a, b, cuts, rule)


def _bounds(start: int, delta: int, low: int, high: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Returns the open parameter interval, as two fractions ``(numerator, denominator > 0)``, where
    ``start + t * delta`` lies strictly between two bounds; None when it never does."""
    if delta == 0:
        return ((-1, 1), (2, 1)) if low < start < high else None
    if delta > 0:
        return (low - start, delta), (high - start, delta)
    return (start - high, -delta), (start - low, -delta)


def crosses_interior(source: Square, target: Square, square: Square) -> bool:
    """Tells whether the segment between two centres passes through the open interior of a square."""
    # Doubled coordinates: centres are odd, grid lines even, so everything stays integral.
    sx, sy, tx, ty = 2 * source[0] + 1, 2 * source[1] + 1, 2 * target[0] + 1, 2 * target[1] + 1
    bx = _bounds(sx, tx - sx, 2 * square[0], 2 * square[0] + 2)
    by = _bounds(sy, ty - sy, 2 * square[1], 2 * square[1] + 2)
    if bx is None or by is None:
        return False
    lows = (bx[0], by[0], (0, 1))
    highs = (bx[1], by[1], (1, 1))
    # the interval (max lows, min highs) is non-empty iff every low is below every high
    return all(ln * hd < hn * ld for ln, ld in lows for hn, hd in highs)


def crossed_corners(source: Square, target: Square) -> Iterator[tuple[Square, Square]]:
    """Yields the pinch pair of every grid corner the segment between two centres passes exactly through."""
    sx, sy, tx, ty = 2 * source[0] + 1, 2 * source[1] + 1, 2 * target[0] + 1, 2 * target[1] + 1
    dx, dy = tx - sx, ty - sy
    if dx == 0 or dy == 0:
        return
    for cx in range(min(sx, tx) + 1, max(sx, tx), 2):
        # the segment meets the grid line x = cx at y = sy + dy * (cx - sx) / dx
        numerator = dy * (cx - sx)
        if numerator % dx:
            continue
        cy = sy + numerator // dx
        if cy % 2:
            continue
        corner_x, corner_y = cx // 2, cy // 2
        if (dx > 0) == (dy > 0):
            yield (corner_x, corner_y - 1), (corner_x - 1, corner_y)
        else:
            yield (corner_x - 1, corner_y - 1), (corner_x, corner_y)


def line_of_sight(
    source: Square, target: Square, blocks: Callable[[Square], bool], pinch: PinchRule = "both"
) -> bool:
    """Tells whether a square sees another (DC §2): no blocking interior crossed, no blocked pinch.

    ``blocks`` marks walls and obstacles; the two end squares never block.
    """
    if source == target:
        return True
    x0, x1 = sorted((source[0], target[0]))
    y0, y1 = sorted((source[1], target[1]))
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            square = (x, y)
            if square in (source, target) or not blocks(square):
                continue
            if crosses_interior(source, target, square):
                return False
    for first, second in crossed_corners(source, target):
        if pinch == "both":
            if blocks(first) and blocks(second):
                return False
        elif blocks(first) or blocks(second):
            return False
    return True
