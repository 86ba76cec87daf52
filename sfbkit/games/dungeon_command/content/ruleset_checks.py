"""Checks of a ruleset against the tree's battlefields: room to deploy in narrowed start areas (DC §1.4)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from sfbkit.games.dungeon_command.content.battlefield import Battlefield
from sfbkit.games.dungeon_command.content.board import placed_squares
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.map_checks import placeable
from sfbkit.games.dungeon_command.content.ruleset import Ruleset
from sfbkit.games.dungeon_command.content.start_area import narrowed
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.games.dungeon_command.content.warband import Warband
from sfbkit.geometry.square import parse_range
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote

SIDES = (("first", "A"), ("second", "B"))
"""A battlefield's start areas and the player each belongs to."""


def check_start_rows(
    file: LoadedFile,
    ruleset: Ruleset,
    battlefields: Mapping[str, Battlefield],
    tiles: Mapping[str, Tile],
    warbands: Mapping[str, Warband],
    commanders: Mapping[str, Commander],
) -> Iterator[Problem]:
    """Yields a problem for each battlefield whose narrowed start area has fewer free squares than a hand."""
    hands = [
        (commanders[band.commander].creature_hand, band.commander)
        for band in warbands.values()
        if band.commander in commanders
    ]
    if not hands:
        return
    hand, commander = max(hands)
    for battlefield in battlefields.values():
        if not placeable(battlefield.placements, tiles):
            continue
        walls = {
            (x, y)
            for placement in battlefield.placements
            for face in ("dungeon", "outdoor")
            for x, y, character in placed_squares(placement, tiles[placement.tile], face)
            if character == "#"
        }
        rows = battlefield.size.rows
        for index, (side, player) in enumerate(SIDES):
            listed = {
                square for text in getattr(battlefield.start_areas, side) for square in parse_range(text)
            }
            room = narrowed(listed, index == 1, ruleset.start_area_rows, rows) - walls
            if len(room) < hand:
                yield file.problem(
                    ("start_area_rows",),
                    "small-start-area",
                    f"narrowed to {_rows(ruleset.start_area_rows)}, the start area of battlefield "
                    f"{quote(battlefield.id)} leaves player {player} {len(room)} non-wall squares, fewer than "
                    f"the {hand} creatures in the hand of commander {quote(commander)} (DC §1.4)",
                )


def _rows(count: int) -> str:
    return "1 row" if count == 1 else f"{count} rows"
