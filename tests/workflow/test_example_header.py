"""A validated card or ability example validates as a match script's header, so the static checks read it as it is."""

from __future__ import annotations

from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.examples import Example
from sfbkit.games.super_fantasy_brawl.content.match_script import MAX_SEED, ScriptModel
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.workflow.examples import subjects

_FULL_SETUP: dict[str, Any] = {
    "positions": {"borka": "d4", "pip": "gate"},
    "damage": {"borka": 30},
    "levelled": ["borka"],
    "rooted": ["pip"],
    "hands": [["borka-anvil-drop"], None, [], None],
    "decks": [None, ["pip-pocket-sand"], None, []],
    "discards": [[], None, None, None],
    "traps": {"c3": "damage-2"},
    "trap_supply": ["damage-2"],
    "track": [None, "take-the-centre"],
    "challenge_deck": ["take-the-centre"],
    "challenge_discard": ["take-the-centre"],
    "vp": [99, 0, 0, 0],
    "exhausted": [["red", "yellow", "blue"], None],
    "round": 200,
    "active": 3,
    "first": 3,
    "deployment": ["north", "south"],
    "start": "turn",
}

EDGE_EXAMPLES: list[dict[str, Any]] = [
    {"name": "x", "players": [{"champions": ["borka"]}, {}], "steps": ["end-turn"]},
    {
        "name": "n" * 120,
        "description": "A line.\n\nAnother paragraph, " + "w" * 900,
        "ruleset": "r" * 48,
        "arena": "a" * 48,
        "seed": MAX_SEED,
        "players": [
            {"champions": ["borka", "gorlak"], "policy": "greedy", "seed": MAX_SEED},
            {"champions": [], "policy": "random", "seed": 0},
            {"champions": None, "policy": "first"},
            {},
        ],
        "setup": _FULL_SETUP,
        "steps": [{"play": "x"}, {"expect": {"anything": [1, None, {"a": True}]}}, None, 3.5],
    },
    {"name": "empty setup", "players": [{}, {}], "setup": {}, "steps": [[]]},
]
"""Examples at the edges of what ``Example`` accepts: fewest and most fields, longest texts, largest numbers."""


def _as_header(example: Example) -> ScriptModel:
    return ScriptModel.model_validate(example.model_dump(mode="python", by_alias=True, exclude_none=True))


def _same_header(example: Example, header: ScriptModel) -> None:
    for name in Example.model_fields:
        value = getattr(example, name)
        assert getattr(header, name) == (value.unpacked() if name == "steps" else value)


def test_every_field_of_an_example_is_a_field_of_a_script() -> None:
    assert set(Example.model_fields) <= set(ScriptModel.model_fields)


@pytest.mark.parametrize("data", EDGE_EXAMPLES, ids=lambda data: str(data["name"])[:12])
def test_an_example_at_the_edges_validates_as_a_script_header(data: dict[str, Any]) -> None:
    example = Example.model_validate(data)
    _same_header(example, _as_header(example))


def test_every_bundled_example_validates_as_a_script_header() -> None:
    report = validate_tree(bundled_content_root())
    assert report.ok
    examples = [example for subject in subjects(report) for example in subject.examples]
    assert len(examples) > 50
    for example in examples:
        _same_header(example, _as_header(example))
