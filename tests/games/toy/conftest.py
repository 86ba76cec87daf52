"""Registers Crowns, the toy game, for its own tests only."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from sfbkit.kit.registry import register_game

CONTENT = Path(__file__).resolve().parent / "content"


@pytest.fixture(autouse=True)
def crowns() -> Iterator[None]:
    register_game("toy", "tests.games.toy.crowns.game:GAME")
    yield
    register_game("toy", None)
