"""Axial hex geometry (RULES §2, §13): hexes are plain ``(q, r)`` tuples; labels only at the edges."""

from __future__ import annotations

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
"""The six directions, north first, then clockwise (flat-topped hexes)."""

_COLUMNS = "abcdefghijklmnopqrstuvwxyz"


def from_label(label: str) -> Hex:
    """Returns the axial hex of an offset label such as ``c4`` (RULES §13)."""
    q = _COLUMNS.index(label[0])
    row = int(label[1:])
    return (q, row - 1 - (q - (q & 1)) // 2)


def to_label(hex_: Hex) -> str:
    """Returns the offset label of an axial hex (RULES §13)."""
    q, r = hex_
    return f"{_COLUMNS[q]}{r + 1 + (q - (q & 1)) // 2}"


def add(a: Hex, b: Hex) -> Hex:
    """Returns the sum of two hexes (a hex plus an offset)."""
    return (a[0] + b[0], a[1] + b[1])


def distance(a: Hex, b: Hex) -> int:
    """Returns the number of steps between two hexes (RULES §2)."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def neighbours(hex_: Hex) -> tuple[Hex, ...]:
    """Returns the six hexes adjacent to a hex, in direction order (ignoring any board)."""
    q, r = hex_
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def row_direction(a: Hex, b: Hex) -> int | None:
    """Returns the index of the direction from ``a`` to ``b`` when they share a hex row, else None."""
    dq = b[0] - a[0]
    dr = b[1] - a[1]
    if dq == 0 and dr == 0:
        return None
    if dq == 0:
        return 0 if dr < 0 else 3
    if dr == 0:
        return 2 if dq > 0 else 5
    if dq == -dr:
        return 1 if dq > 0 else 4
    return None


def in_same_row(a: Hex, b: Hex) -> bool:
    """Tells whether two different hexes lie on one common hex row (RULES §2)."""
    return row_direction(a, b) is not None


def between(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """Returns the hexes strictly between two hexes of one row, from ``a`` towards ``b``."""
    direction = row_direction(a, b)
    if direction is None:
        return ()
    dq, dr = DIRECTIONS[direction]
    steps = distance(a, b)
    return tuple((a[0] + dq * i, a[1] + dr * i) for i in range(1, steps))


def rotate(offset: Hex, facing: int) -> Hex:
    """Rotates an offset given facing north by ``facing`` sixth-turns clockwise (RULES §6)."""
    q, r = offset
    for _ in range(facing % 6):
        q, r = -r, q + r
    return (q, r)


def opposite(direction: int) -> int:
    """Returns the index of the opposite direction."""
    return (direction + 3) % 6
