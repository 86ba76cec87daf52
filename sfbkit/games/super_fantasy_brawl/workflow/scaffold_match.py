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


def example_match(root: Path, champion_id: str) -> ExampleMatch:
    """Returns the first ruleset, arena and champions of the tree (sorted by id) for the example."""
    report = validate_tree(root)
    champions = sorted(
        file.model.id
        for file in report.files
        if isinstance(file.model, Champion) and file.model.id != champion_id
    )
    rulesets = sorted((f.model for f in report.files if isinstance(f.model, Ruleset)), key=_ruleset_order)
    arenas = sorted((f.model for f in report.files if isinstance(f.model, Arena)), key=lambda arena: arena.id)
    if rulesets and arenas:
        size = rulesets[0].team_size
        spots = _adjacent_pair(arenas[0])
        if len(champions) >= 2 * size - 1 and spots is not None:
            return ExampleMatch(
                rulesets[0].id,
                arenas[0].id,
                tuple(champions[: size - 1]),
                tuple(champions[size - 1 : 2 * size - 1]),
                spots[0],
                spots[1],
            )
    raise UsageError(
        f"the content tree at {root} lacks a ruleset, an arena or enough champions for the new champion's "
        "examples; start a repository that builds on the bundled game with 'sfbkit init DIR'"
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
