"""Assembles a battlefield's squares from its tile placements (DC §15.2); used by checks and the engine."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from sfbkit.games.dungeon_command.content.battlefield import Placement
from sfbkit.games.dungeon_command.content.conditions import SquareKind
from sfbkit.games.dungeon_command.content.tile import LEGEND, TILE_SIZES, Tile
from sfbkit.geometry.square import label, parse

Face = Literal["dungeon", "outdoor"]


@dataclass(frozen=True, slots=True)
class BoardSquare:
    """One square of an assembled battlefield: its kind, treasure mark, and the tile it comes from."""

    kind: SquareKind
    treasure: bool
    tile: str
    """The tile id."""
    placement: int
    """The index of the placement that covers it."""


def tile_squares(tile: Tile, face: Face) -> Iterator[tuple[int, int, str]]:
    """Yields (u, v, map character) of a tile face, with ``v`` = 0 the row at the owner's edge (DC §15)."""
    rows = getattr(tile.faces, face).rows
    for index, row in enumerate(rows):
        v = len(rows) - 1 - index
        for u, character in enumerate(row):
            yield u, v, character


def placed_squares(placement: Placement, tile: Tile, face: Face) -> Iterator[tuple[int, int, str]]:
    """Yields the board (x, y) and map character of each square of a placed tile (DC §15.2)."""
    width, height = TILE_SIZES[tile.size]
    x0, y0 = parse(placement.at)
    for u, v, character in tile_squares(tile, face):
        if placement.rotation == 0:
            yield x0 + u, y0 + v, character
        else:
            yield x0 + width - 1 - u, y0 + height - 1 - v, character


def assemble(
    placements: Sequence[Placement], tiles: Mapping[str, Tile], face: Face
) -> dict[tuple[int, int], BoardSquare]:
    """Returns the squares the placements cover (the first placement wins where two overlap)."""
    squares: dict[tuple[int, int], BoardSquare] = {}
    for index, placement in enumerate(placements):
        tile = tiles[placement.tile]
        for x, y, character in placed_squares(placement, tile, face):
            kind, treasure = LEGEND[character]
            squares.setdefault((x, y), BoardSquare(kind, treasure, tile.id, index))
    return squares


def half_placements(
    placements: Sequence[Placement], tiles: Mapping[str, Tile], *, columns: int = 20, rows: int = 20
) -> list[Placement]:
    """Returns a half written in its owner's coordinates turned 180° onto the far side of the board (DC §3 step 4)."""
    turned = []
    for placement in placements:
        width, height = TILE_SIZES[tiles[placement.tile].size]
        x0, y0 = parse(placement.at)
        at = label((columns - x0 - width, rows - y0 - height))
        rotation: Literal[0, 180] = 180 if placement.rotation == 0 else 0
        turned.append(Placement(tile=placement.tile, at=at, rotation=rotation))
    return turned
