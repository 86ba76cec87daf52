"""Fixtures of the card database tests: the fixture library and its index, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.db.index import CardIndex

FIXTURE_LIBRARY = Path(__file__).parent / "fixtures" / "library"


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library(FIXTURE_LIBRARY)


@pytest.fixture(scope="session")
def index(library: Library) -> CardIndex:
    return CardIndex.from_library(library)
