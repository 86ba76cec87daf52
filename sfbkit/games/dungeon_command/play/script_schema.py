"""The JSON Schema of Dungeon Command match steps, built from the step-form registry and the expectation model."""

from __future__ import annotations

import copy
from typing import Any

from sfbkit.games.dungeon_command.play.expectations import ExpectSpec
from sfbkit.games.dungeon_command.play.script import AUTO_MODES, POLICIES
from sfbkit.games.dungeon_command.play.step_forms import FORMS
from sfbkit.kit.scripts.steps import AUTO_PLAYER, MAX_AUTO_COUNT

STEP_DEF = "MatchStep"
EXPECT_DEF = ExpectSpec.__name__


def _one_key(name: str, value: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": {name: value}, "required": [name], "additionalProperties": False}


def step_definitions() -> dict[str, Any]:
    """Returns the ``$defs`` of a step (an option id or one registered form) and of an ``expect:`` mapping."""
    expect = ExpectSpec.model_json_schema(ref_template="#/$defs/{model}")
    definitions: dict[str, Any] = expect.pop("$defs", {})
    expect["minProperties"] = 1
    counts: dict[str, Any] = {
        mode: {"type": "integer", "minimum": 1, "maximum": MAX_AUTO_COUNT} for mode in AUTO_MODES
    }
    auto = {
        "anyOf": [
            {"const": "end"},
            {
                "type": "object",
                "properties": {AUTO_PLAYER: {"enum": list(POLICIES)}, **counts},
                "minProperties": 1,
                "maxProperties": 2,
                "additionalProperties": False,
            },
        ]
    }
    step = {
        "description": "An option id, or one step form, `auto:`, `reject:` or `expect:` (docs/match-scripts.md).",
        "anyOf": [
            {"type": "string"},
            *(_one_key(name, {}) for name in FORMS),
            _one_key("auto", auto),
            _one_key("reject", {"anyOf": [{"type": "string"}, {"type": "object"}]}),
            _one_key("expect", {"$ref": f"#/$defs/{EXPECT_DEF}"}),
        ],
    }
    return {**definitions, STEP_DEF: step, EXPECT_DEF: expect}


def with_step_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Returns a match file's schema whose ``steps`` items and ``expect`` use the step schema."""
    result = copy.deepcopy(schema)
    result["properties"]["steps"]["items"] = {"$ref": f"#/$defs/{STEP_DEF}"}
    described = result["properties"]["expect"].get("description")
    result["properties"]["expect"] = {"$ref": f"#/$defs/{EXPECT_DEF}", "description": described}
    result.setdefault("$defs", {}).update(step_definitions())
    return result
