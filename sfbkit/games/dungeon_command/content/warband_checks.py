"""Checks of warbands: references, deck sizes, tiles, a deployable creature and the tile arrangement (DC §1.7, §16)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from sfbkit.games.dungeon_command.content.board import placed_squares
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.map_checks import HALF_COLUMNS, HALF_ROWS, check_coverage, placeable
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.ruleset import Ruleset, WarbandSize
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.games.dungeon_command.content.warband import CardCount, Warband
from sfbkit.geometry.square import label
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote

STANDARD_SIZE = WarbandSize()
"""The deck sizes validation checks: those of the standard game (DC §1.7); a variant's are checked at match setup."""

STANDARD_START_ROWS: int = Ruleset.model_fields["start_area_rows"].default
"""Rows of a start area in the standard game (DC §1.4)."""

TILES_PER_SIZE = {"large": 2, "small": 2}
"""A warband's tiles (DC §1.7)."""


def check_warband(
    file: LoadedFile,
    warband: Warband,
    commanders: Mapping[str, Commander],
    creatures: Mapping[str, Creature],
    orders: Mapping[str, Order],
    tiles: Mapping[str, Tile],
    broken: frozenset[str] = frozenset(),
) -> Iterator[Problem]:
    """Yields the warband's unresolved references, wrong counts, deployability and arrangement problems.

    References to a kind named in ``broken`` (a file of that kind did not validate) are not reported.
    """
    commander = commanders.get(warband.commander)
    if commander is None and "commander" not in broken:
        yield file.problem(("commander",), "bad-reference", f"no commander has id {quote(warband.commander)}")
    yield from _deck(
        file, "creatures", warband.creatures, creatures, "creature", STANDARD_SIZE.creatures, broken
    )
    yield from _deck(file, "orders", warband.orders, orders, "order", STANDARD_SIZE.orders, broken)
    if "tile" not in broken:
        yield from _tiles(file, warband, tiles)
    levels = [creatures[entry.id].level for entry in warband.creatures if entry.id in creatures]
    if commander is not None and levels and min(levels) > commander.leadership:
        yield file.problem(
            ("creatures",),
            "no-deployable-creature",
            f"no creature has a level within leadership {commander.leadership} of "
            f"{quote(commander.id)}; the lowest is {min(levels)} (DC §3 step 7)",
        )
    if warband.half is not None:
        unknown = [placement.tile for placement in warband.half if placement.tile not in warband.tiles]
        for index, placement in enumerate(warband.half):
            if placement.tile not in warband.tiles:
                yield file.problem(
                    ("half", index, "tile"),
                    "bad-reference",
                    f"tile {quote(placement.tile)} is not one of the warband's tiles",
                )
        if not unknown:
            coverage = list(check_coverage(file, warband.half, tiles, HALF_COLUMNS, HALF_ROWS, ("half",)))
            yield from coverage
            if not coverage and placeable(warband.half, tiles):
                yield from _half_start_area(file, warband, tiles)


def _deck(
    file: LoadedFile,
    field: str,
    entries: list[CardCount],
    known: Mapping[str, object],
    what: str,
    size: int,
    broken: frozenset[str],
) -> Iterator[Problem]:
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        if entry.id not in known and what not in broken:
            yield file.problem((field, index, "id"), "bad-reference", f"no {what} has id {quote(entry.id)}")
        if entry.id in seen:
            yield file.problem(
                (field, index, "id"), "wrong-count", f"{what} {quote(entry.id)} is listed twice"
            )
        seen.add(entry.id)
    total = sum(entry.count for entry in entries)
    if total != size:
        yield file.problem(
            (field,), "wrong-count", f"a warband holds {size} {what} cards (DC §1.7); this one {total}"
        )


def _tiles(file: LoadedFile, warband: Warband, tiles: Mapping[str, Tile]) -> Iterator[Problem]:
    counts = dict.fromkeys(TILES_PER_SIZE, 0)
    for index, tile_id in enumerate(warband.tiles):
        tile = tiles.get(tile_id)
        if tile is None:
            yield file.problem(("tiles", index), "bad-reference", f"no tile has id {quote(tile_id)}")
            return
        counts[tile.size] += 1
    if counts != TILES_PER_SIZE:
        yield file.problem(
            ("tiles",),
            "wrong-count",
            f"a warband has 2 large and 2 small tiles (DC §1.7); this one {counts['large']} large "
            f"and {counts['small']} small",
        )


def _half_start_area(file: LoadedFile, warband: Warband, tiles: Mapping[str, Tile]) -> Iterator[Problem]:
    """Yields a problem for a wall or treasure square in the start-area rows of the warband's half (DC §1.4)."""
    assert warband.half is not None
    for index, placement in enumerate(warband.half):
        for face in ("dungeon", "outdoor"):
            for x, y, character in placed_squares(placement, tiles[placement.tile], face):
                if y < STANDARD_START_ROWS and character in "#T":
                    what = "a wall" if character == "#" else "a treasure square"
                    yield file.problem(
                        ("half", index, "at"),
                        "bad-battlefield",
                        f"tile {quote(placement.tile)} puts {what} at {label((x, y))}, in the start area (DC §1.4)",
                    )
                    return
