"""Shared fixtures of the play tests: the bundled content, loaded once."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root

MATCHES = bundled_content_root() / "matches"


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library(bundled_content_root())
