"""The JSON Schema of Dungeon Command match steps, built from the step-form registry and the expectation model."""

from __future__ import annotations

import copy
from typing import Any

from sfbkit.games.dungeon_command.play.expectations import ExpectSpec
from sfbkit.games.dungeon_command.play.script import AUTO_MODES, POLICIES
from sfbkit.games.dungeon_command.play.step_forms import FORMS
from sfbkit.kit.scripts.step_schema import auto_schema, expect_definitions, one_key

STEP_DEF = "MatchStep"
EXPECT_DEF = ExpectSpec.__name__


def step_definitions() -> dict[str, Any]:
    """Returns the ``$defs`` of a step (an option id or one registered form) and of an ``expect:`` mapping."""
    expect, definitions = expect_definitions(ExpectSpec)
    expect["minProperties"] = 1
    step = {
        "description": "An option id, or one step form, `auto:`, `reject:` or `expect:` (docs/match-scripts.md).",
        "anyOf": [
            {"type": "string"},
            *(one_key(name, {}) for name in FORMS),
            one_key("auto", auto_schema(AUTO_MODES, POLICIES)),
            one_key("reject", {"anyOf": [{"type": "string"}, {"type": "object"}]}),
            one_key("expect", {"$ref": f"#/$defs/{EXPECT_DEF}"}),
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
