"""Explicit starting positions: a scenario the content, the arena or the teams do not allow is refused whole."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from sfbkit.games.super_fantasy_brawl.engine import SetupSpec, new_scenario
from sfbkit.games.super_fantasy_brawl.engine.scenario import ScenarioError
from sfbkit.kit.errors import UsageError
from tests.games.super_fantasy_brawl.engine.helpers import LIB, TEAMS


def problems(teams: Any = TEAMS, **setup: Any) -> list[tuple[str, str]]:
    """Returns each problem of a scenario as (dotted path, message)."""
    with pytest.raises(ScenarioError) as raised:
        new_scenario(LIB, "standard", "fabulosa", teams, setup=SetupSpec(**setup))
    return [(".".join(map(str, problem.path)), problem.message) for problem in raised.value.problems]


@pytest.mark.parametrize(
    ("setup", "expected"),
    [
        ({"hands": [["ava-strike"]]}, ("hands", "give one list per player (2), not 1")),
        ({"decks": [[], [], []]}, ("decks", "give one list per player (2), not 3")),
        ({"discards": []}, ("discards", "give one list per player (2), not 0")),
        ({"traps": {"z9": "stun"}}, ("traps.z9", "'z9' is not a hex of the arena fabulosa")),
        ({"traps": {"e4": "stun"}}, ("traps.e4", "'e4' is a statue hex")),
        (
            {"damage": {"gus": 2}},
            ("damage.gus", "'gus' is not a champion of this match (ava, bo, cy, dax, eve, fin)"),
        ),
        (
            {"levelled": ["ava", "nobody"]},
            ("levelled.1", "'nobody' is not a champion of this match (ava, bo, cy, dax, eve, fin)"),
        ),
        (
            {"rooted": ["hal"]},
            ("rooted.0", "'hal' is not a champion of this match (ava, bo, cy, dax, eve, fin)"),
        ),
        ({"track": [None, "unknown"]}, ("track.1", "unknown challenge 'unknown'")),
        ({"challenge_deck": ["always", "nope"]}, ("challenge_deck.1", "unknown challenge 'nope'")),
        ({"challenge_discard": ["nope"]}, ("challenge_discard.0", "unknown challenge 'nope'")),
        (
            {"deployment": ["west", "north"]},
            ("deployment.1", "unknown deployment area 'north'; known: west, east"),
        ),
        ({"deployment": ["west"]}, ("deployment", "give the deployment area of both teams")),
        (
            {"trap_supply": ["stun", "pit"]},
            ("trap_supply.1", "unknown trap 'pit'; known: damage-1, damage-2, damage-3, root, stun"),
        ),
        ({"exhausted": [[], [], []]}, ("exhausted", "give at most one list per player (2)")),
        ({"active": 2}, ("active", "players are numbered 0 to 1, not 2")),
        ({"first": 3}, ("first", "players are numbered 0 to 1, not 3")),
        ({"vp": [1]}, ("vp", "give the VP of both teams, such as [0, 0]")),
        ({"positions": {"ava": "c4", "bo": "c4"}}, ("positions.bo", "'c4' already holds ava")),
        ({"hands": [["dax-strike"], []]}, ("hands.0.0", "'dax-strike' is dax's card, not player 0's")),
    ],
)
def test_a_bad_field_is_named_with_its_value(setup: dict[str, Any], expected: tuple[str, str]) -> None:
    assert problems(**setup) == [expected]


def test_every_problem_is_listed_and_the_error_is_a_usage_error() -> None:
    with pytest.raises(UsageError) as raised:
        new_scenario(
            LIB,
            "standard",
            "fabulosa",
            TEAMS,
            setup=SetupSpec(hands=[[]], traps={"z9": "pit"}, damage={"gus": 1}),
        )
    assert str(raised.value).splitlines() == [
        "scenario: damage.gus: 'gus' is not a champion of this match (ava, bo, cy, dax, eve, fin)",
        "scenario: hands: give one list per player (2), not 1",
        "scenario: traps.z9: 'z9' is not a hex of the arena fabulosa",
        "scenario: traps.z9: unknown trap 'pit'; known: damage-1, damage-2, damage-3, root, stun",
    ]


@pytest.mark.parametrize(
    ("setup", "where"),
    [
        ({"exhausted": [["green"]]}, ("exhausted", 0, 0)),
        ({"first": -1}, ("first",)),
        ({"start": "middle"}, ("start",)),
        ({"damage": {"ava": -1}}, ("damage", "ava")),
        ({"round": 0}, ("round",)),
    ],
)
def test_the_shape_of_a_setup_is_held_by_its_type(
    setup: dict[str, Any], where: tuple[str | int, ...]
) -> None:
    with pytest.raises(ValidationError) as raised:
        SetupSpec.model_validate(setup)
    assert [error["loc"] for error in raised.value.errors()] == [where]


def test_the_teams_are_checked_first() -> None:
    assert problems([["ava", "zed"], ["dax", "ava"]]) == [
        ("teams.0.1", "unknown champion 'zed'"),
        ("teams.1.1", "champion 'ava' is picked twice"),
    ]
    assert problems([["ava"]]) == [("teams", "expected 2 teams (one per player), got 1")]
