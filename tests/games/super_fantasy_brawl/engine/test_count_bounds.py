"""A counted condition stops counting once it holds, and only when no upper bound can still fail it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.games.super_fantasy_brawl.engine.helpers import scenario
from tests.games.super_fantasy_brawl.engine.test_abilities_and_conditions import holds

POSITIONS = {"ava": "d3", "dax": "d4", "eve": "i7", "fin": "c6"}
"""Ava of the first team and three enemies on the map."""


@pytest.mark.parametrize(
    ("count", "expected"),
    [
        ({"at_least": 1}, True),
        ({"at_least": 3}, True),
        ({"at_least": 4}, False),
        ({"at_least": 1, "at_most": 2}, False),
        ({"at_least": 1, "at_most": 3}, True),
        ({"at_least": 0, "at_most": 0}, False),
        ({"at_most": 2}, False),
        ({"at_most": 3}, True),
        ({"at_least": 2, "where": {"adjacent_to": {"of": "enemy", "who": "it"}}}, False),
        ({"at_least": 1, "at_most": 1, "where": {"adjacent_to": {"of": "ally", "who": "it"}}}, True),
    ],
)
def test_a_count_of_enemies_holds_within_its_bounds(count: dict[str, Any], expected: bool) -> None:
    m = scenario(POSITIONS)
    assert holds(m, {"count": {"champions": "enemy", **count}}, "ava") is expected
