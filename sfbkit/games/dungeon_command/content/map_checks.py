"""Checks of tile maps, battlefields and tile arrangements (DC §1.4, §3 step 4, §15, §16)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from sfbkit.games.dungeon_command.content.battlefield import Battlefield, Placement
from sfbkit.games.dungeon_command.content.board import placed_squares
from sfbkit.games.dungeon_command.content.tile import LEGEND, TILE_SIZES, Tile
from sfbkit.geometry.square import label, parse_range
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote

HALF_COLUMNS, HALF_ROWS = 20, 10
"""A player's half of the standard battlefield (DC §1.4)."""

Path = tuple[str | int, ...]


def check_tile(file: LoadedFile, tile: Tile) -> Iterator[Problem]:
    """Yields a problem for each face whose rows do not match the tile's size or use an unknown character."""
    width, height = TILE_SIZES[tile.size]
    for face in ("dungeon", "outdoor"):
        rows = getattr(tile.faces, face).rows
        where: Path = ("faces", face, "rows")
        if len(rows) != height:
            yield file.problem(
                where, "bad-tile", f"a {tile.size} tile has {height} rows; this face has {len(rows)}"
            )
        for index, row in enumerate(rows):
            if len(row) != width:
                yield file.problem(
                    (*where, index),
                    "bad-tile",
                    f"a {tile.size} tile's row has {width} squares; this one has {len(row)}",
                )
            unknown = sorted(set(row) - set(LEGEND))
            if unknown:
                yield file.problem(
                    (*where, index),
                    "bad-tile",
                    f"unknown map character {quote(unknown[0])}; expected one of {' '.join(LEGEND)}",
                )


def tile_fits(tile: Tile) -> bool:
    """True when both faces of the tile match its size and legend (so it can be placed)."""
    width, height = TILE_SIZES[tile.size]
    faces = (tile.faces.dungeon.rows, tile.faces.outdoor.rows)
    return all(
        len(rows) == height and all(len(row) == width and set(row) <= set(LEGEND) for row in rows)
        for rows in faces
    )


def placeable(placements: Sequence[Placement], tiles: Mapping[str, Tile]) -> bool:
    """True when every placed tile exists and its maps fit its size (otherwise its own problems are reported)."""
    return all(placement.tile in tiles and tile_fits(tiles[placement.tile]) for placement in placements)


def check_coverage(
    file: LoadedFile,
    placements: Sequence[Placement],
    tiles: Mapping[str, Tile],
    columns: int,
    rows: int,
    where: Path,
) -> Iterator[Problem]:
    """Yields problems for tiles off the board, overlapping tiles, and squares no tile covers."""
    if not placeable(placements, tiles):
        return
    covered: dict[tuple[int, int], int] = {}
    for index, placement in enumerate(placements):
        tile = tiles[placement.tile]
        off_board: tuple[int, int] | None = None
        overlap: tuple[int, int, int] | None = None
        for x, y, _ in sorted(
            placed_squares(placement, tile, "dungeon"), key=lambda square: (square[1], square[0])
        ):
            if not (0 <= x < columns and 0 <= y < rows):
                off_board = off_board or (x, y)
                continue
            other = covered.setdefault((x, y), index)
            if other != index and overlap is None:
                overlap = (x, y, other)
        if off_board is not None:
            yield file.problem(
                (*where, index, "at"), "bad-battlefield", f"tile {quote(tile.id)} reaches off the board"
            )
        if overlap is not None:
            x, y, other = overlap
            yield file.problem(
                (*where, index, "at"),
                "bad-battlefield",
                f"tile {quote(tile.id)} overlaps placement {other} at {label((x, y))}",
            )
    missing = [(x, y) for y in range(rows) for x in range(columns) if (x, y) not in covered]
    if missing:
        first = label(missing[0])
        yield file.problem(
            where, "bad-battlefield", f"{len(missing)} squares are covered by no tile, the first {first}"
        )


def check_battlefield(
    file: LoadedFile, battlefield: Battlefield, tiles: Mapping[str, Tile]
) -> Iterator[Problem]:
    """Yields the battlefield's coverage problems and start-area problems (DC §1.4, §16)."""
    columns, rows = battlefield.size.columns, battlefield.size.rows
    coverage = list(check_coverage(file, battlefield.placements, tiles, columns, rows, ("placements",)))
    yield from coverage
    if coverage or not placeable(battlefield.placements, tiles):
        return
    faces = {
        face: {
            (x, y): character
            for placement in battlefield.placements
            for x, y, character in placed_squares(placement, tiles[placement.tile], face)
        }
        for face in ("dungeon", "outdoor")
    }
    for side in ("first", "second"):
        for index, text in enumerate(getattr(battlefield.start_areas, side)):
            yield from _start_area(file, ("start_areas", side, index), text, faces, columns, rows)


def _start_area(
    file: LoadedFile,
    where: Path,
    text: str,
    faces: Mapping[str, Mapping[tuple[int, int], str]],
    columns: int,
    rows: int,
) -> Iterator[Problem]:
    for x, y in parse_range(text):
        if not (0 <= x < columns and 0 <= y < rows):
            yield file.problem(
                where, "bad-battlefield", f"start area square {label((x, y))} is off the board"
            )
            return
        for face, squares in faces.items():
            character = squares[(x, y)]
            if character in "#T":
                what = "a wall" if character == "#" else "a treasure square"
                yield file.problem(
                    where,
                    "bad-battlefield",
                    f"start area square {label((x, y))} is {what} on the {face} face (DC §1.4)",
                )
                return
