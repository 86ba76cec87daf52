"""Fixtures of the Dungeon Command engine tests: the DC §18 content and the twin-vaults boards."""

from __future__ import annotations

import pytest

from sfbkit.games.dungeon_command.engine.board import Board, compile_board
from sfbkit.games.dungeon_command.engine.definitions import Definitions, RulesetDef
from tests.games.dungeon_command.fixture_content import FIXTURES


@pytest.fixture(scope="session")
def defs() -> Definitions:
    """The DC §18 fixture content with the default battlefield."""
    return FIXTURES


@pytest.fixture(scope="session")
def dungeon() -> Board:
    """twin-vaults, dungeon face, standard flags."""
    return compile_board(FIXTURES.battlefields["twin-vaults"], FIXTURES.tiles, "dungeon", RulesetDef())


@pytest.fixture(scope="session")
def outdoor() -> Board:
    """twin-vaults, outdoor face, standard flags."""
    return compile_board(FIXTURES.battlefields["twin-vaults"], FIXTURES.tiles, "outdoor", RulesetDef())
