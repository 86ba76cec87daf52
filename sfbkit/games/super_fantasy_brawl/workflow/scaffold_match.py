"""Picks the players and hexes of a new champion's first example from the content tree it joins."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.engine.board import compile_board
from sfbkit.geometry.hex import DIRECTIONS, add
from sfbkit.kit.errors import UsageError


@dataclass(frozen=True, slots=True)
class ExampleMatch:
    """Who plays the scaffold's example and where the new champion and its first enemy stand."""

    ruleset: str
    arena: str
    allies: tuple[str, ...]
    enemies: tuple[str, ...]
    hex: str
    enemy_hex: str


def example_match(root: Path, champion_id: str) -> ExampleMatch | None:
    """Returns the first ruleset, arena and champions of the tree (sorted by id) for the example.

    None when the tree has too few other champions for two teams: the scaffold then has no
    examples rather than examples naming champions that do not exist. UsageError when the tree
    has no ruleset or arena, so that nothing it writes could be played.
    """
    report = validate_tree(root)
    champions = sorted(
        file.model.id
        for file in report.files
        if isinstance(file.model, Champion) and file.model.id != champion_id
    )
    rulesets = sorted((f.model for f in report.files if isinstance(f.model, Ruleset)), key=_ruleset_order)
    arenas = sorted((f.model for f in report.files if isinstance(f.model, Arena)), key=lambda arena: arena.id)
    if not rulesets or not arenas:
        raise UsageError(
            f"the content tree at {root} has no {'ruleset' if not rulesets else 'arena'} to play a new "
            "champion on; start a repository that builds on the bundled game with 'sfbkit init DIR'"
        )
    size = rulesets[0].team_size
    spots = _adjacent_pair(arenas[0])
    if len(champions) < 2 * size - 1 or spots is None:
        return None
    return ExampleMatch(
        rulesets[0].id,
        arenas[0].id,
        tuple(champions[: size - 1]),
        tuple(champions[size - 1 : 2 * size - 1]),
        spots[0],
        spots[1],
    )


def _ruleset_order(ruleset: Ruleset) -> tuple[bool, str]:
    return ruleset.id != "standard", ruleset.id


def _adjacent_pair(arena: Arena) -> tuple[str, str] | None:
    """Returns two adjacent open hexes with an open hex behind the second (room for a push)."""
    board = compile_board(arena)
    open_hexes = board.hexes - board.statue_hexes - set(board.trap_hexes)
    for start in board.order:
        if start not in open_hexes:
            continue
        for direction in DIRECTIONS:
            second = add(start, direction)
            if second in open_hexes and add(second, direction) in open_hexes:
                return board.label(start), board.label(second)
    return None
