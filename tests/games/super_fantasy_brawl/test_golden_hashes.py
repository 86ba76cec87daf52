"""Every bundled match script and a fixed set of seeded random and greedy matches give the recorded events."""

from __future__ import annotations

import pytest
import yaml

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from tests.games.super_fantasy_brawl.golden_hashes import DATA, bot_hashes, script_hashes

GOLDEN = yaml.safe_load(DATA.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(bundled_content_root())


def test_bundled_scripts_give_the_recorded_events(library: Library) -> None:
    assert script_hashes(library) == GOLDEN["scripts"]


def test_seeded_bot_matches_give_the_recorded_events(library: Library) -> None:
    assert bot_hashes(library) == GOLDEN["bots"]
