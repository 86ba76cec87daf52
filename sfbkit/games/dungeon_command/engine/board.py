"""The compiled battlefield: square kinds for one face, treasure, start areas, adjacency and cached sight (DC §2, §15)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from sfbkit.games.dungeon_command.content.start_area import narrowed
from sfbkit.games.dungeon_command.engine.definitions import (
    BattlefieldDef,
    Environment,
    RulesetDef,
    SquareKind,
    TileDef,
)
from sfbkit.geometry.square import (
    CornerCut,
    PinchRule,
    Square,
    corner_cut,
    label,
    line_of_sight,
    neighbours,
)
from sfbkit.kit.errors import ContentError

_LEGEND: dict[str, tuple[SquareKind, bool]] = {
    ".": ("floor", False),
    "#": ("wall", False),
    ":": ("difficult", False),
    "^": ("hazardous", False),
    "O": ("obstacle", False),
    "T": ("floor", True),
}
"""Tile map characters (DC §15): the kind of square and whether it carries a treasure mark."""


@dataclass(slots=True)
class Board:
    """One face of a battlefield with the ruleset's corner and sight rules applied."""

    columns: int
    rows: int
    environment: Environment
    kinds: dict[Square, SquareKind]
    treasure: tuple[Square, ...]
    """Treasure squares in dealing order: by row, then by column (DC §3 step 5)."""
    start_areas: tuple[frozenset[Square], frozenset[Square]]
    """Index 0 is the first player's (A's) start area, 1 the second's, narrowed by ``start_area_rows`` (DC §1.4)."""
    adjacent: dict[Square, tuple[Square, ...]]
    """Neighbours whose corner is not cut (DC §2)."""
    around: dict[Square, tuple[Square, ...]]
    """All 8 neighbours, corners ignored (burrowing, DC §6.7)."""
    pinch: PinchRule = "both"
    _sight: dict[tuple[Square, Square], bool] = field(default_factory=dict)

    def kind(self, square: Square) -> SquareKind:
        """Returns the kind of a square."""
        return self.kinds[square]

    def blocks_sight(self, square: Square) -> bool:
        """Tells whether a square blocks line of sight: walls and obstacles (DC §2 step 2)."""
        kind = self.kinds.get(square)
        return kind == "wall" or kind == "obstacle"

    def sees(self, source: Square, target: Square) -> bool:
        """Tells whether one square sees another, from a symmetric cache (DC §2)."""
        key = (source, target) if source <= target else (target, source)
        known = self._sight.get(key)
        if known is None:
            known = line_of_sight(key[0], key[1], self.blocks_sight, self.pinch)
            self._sight[key] = known
        return known

    def is_adjacent(self, a: Square, b: Square) -> bool:
        """Tells whether two squares are adjacent (DC §2: neighbours across no cut corner)."""
        return b in self.adjacent[a]

    def squares(self) -> Iterator[Square]:
        """Yields every square by row, then by column."""
        for y in range(self.rows):
            for x in range(self.columns):
                yield x, y

    def drawing(self) -> str:
        """Returns the board as text, row 20 at the top, in the legend of DC §15."""
        marks = {"floor": ".", "wall": "#", "difficult": ":", "hazardous": "^", "obstacle": "O"}
        lines = []
        for y in reversed(range(self.rows)):
            row = ["T" if (x, y) in self.treasure else marks[self.kinds[(x, y)]] for x in range(self.columns)]
            lines.append(" ".join(row))
        return "\n".join(lines)


def tile_squares(tile: TileDef, environment: Environment) -> dict[tuple[int, int], tuple[SquareKind, bool]]:
    """Returns a tile's squares in local coordinates, ``v = 0`` being the row at its owner's edge."""
    rows = tile.faces[environment]
    squares: dict[tuple[int, int], tuple[SquareKind, bool]] = {}
    for index, row in enumerate(rows):
        v = len(rows) - 1 - index
        for u, mark in enumerate(row):
            squares[(u, v)] = _LEGEND[mark]
    return squares


def compile_board(
    battlefield: BattlefieldDef, tiles: dict[str, TileDef], environment: Environment, ruleset: RulesetDef
) -> Board:
    """Builds one face of a battlefield from its tile placements (DC §15.2) under the ruleset's flags."""
    kinds: dict[Square, SquareKind] = {}
    treasure: list[Square] = []
    for placement in battlefield.placements:
        tile = tiles[placement.tile]
        x0, y0 = placement.at
        for (u, v), (kind, chest) in tile_squares(tile, environment).items():
            if placement.rotation == 0:
                square = (x0 + u, y0 + v)
            else:
                square = (x0 + tile.columns - 1 - u, y0 + tile.rows - 1 - v)
            if square in kinds:
                raise ContentError(f"battlefield {battlefield.id}: tiles overlap on {label(square)}")
            kinds[square] = kind
            if chest:
                treasure.append(square)
    missing = [
        label((x, y))
        for y in range(battlefield.rows)
        for x in range(battlefield.columns)
        if (x, y) not in kinds
    ]
    if missing:
        raise ContentError(f"battlefield {battlefield.id}: no tile covers {', '.join(missing[:5])}")
    cutting = _cutting_walls(kinds, environment, ruleset)
    rule: CornerCut = "both" if ruleset.corner_rule == "dungeon_both" else "either"
    adjacent: dict[Square, tuple[Square, ...]] = {}
    around: dict[Square, tuple[Square, ...]] = {}
    for square in kinds:
        near = tuple(neighbours(square, battlefield.columns, battlefield.rows))
        around[square] = near
        adjacent[square] = tuple(n for n in near if not corner_cut(square, n, cutting.__contains__, rule))
    treasure.sort(key=lambda s: (s[1], s[0]))
    return Board(
        columns=battlefield.columns,
        rows=battlefield.rows,
        environment=environment,
        kinds=kinds,
        treasure=tuple(treasure),
        start_areas=(
            narrowed(battlefield.start_areas[0], False, ruleset.start_area_rows, battlefield.rows),
            narrowed(battlefield.start_areas[1], True, ruleset.start_area_rows, battlefield.rows),
        ),
        adjacent=adjacent,
        around=around,
        pinch=ruleset.los_pinch,
    )


def _cutting_walls(
    kinds: dict[Square, SquareKind], environment: Environment, ruleset: RulesetDef
) -> set[Square]:
    """Returns the walls that cut corners: dungeon walls by default, every wall or none by flag (DC §2, §14)."""
    if ruleset.corner_rule == "none":
        return set()
    if ruleset.corner_rule != "all_walls" and environment != "dungeon":
        return set()
    return {square for square, kind in kinds.items() if kind == "wall"}
