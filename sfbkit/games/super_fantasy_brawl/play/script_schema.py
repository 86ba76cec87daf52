"""The JSON Schema of match scripts and of their steps, built from the step-form and expectation registries."""

from __future__ import annotations

import copy
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.match_script import ScriptModel
from sfbkit.games.super_fantasy_brawl.play.expectations import ExpectSpec
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES
from sfbkit.games.super_fantasy_brawl.play.script_steps import AUTO_MODES, MAX_AUTO_COUNT
from sfbkit.games.super_fantasy_brawl.play.step_forms import BARE_STEPS, OTHER_FORMS, STEP_FORMS
from sfbkit.kit.schema_export import DRAFT, SCHEMA_BASE_URL
from sfbkit.kit.scripts.steps import AUTO_PLAYER

STEP_DEF = "ScriptStep"
DECISION_DEF = "ScriptDecisionStep"
EXPECT_DEF = "ExpectSpec"
SCRIPT_SCHEMA_NAME = "match-script"

_PLAYER = {"type": "integer", "minimum": 0, "maximum": 3, "description": "The seat that answers."}


def _one_key(name: str, value: dict[str, Any], player: bool, description: str) -> dict[str, Any]:
    properties: dict[str, Any] = {name: value}
    if player:
        properties["player"] = _PLAYER
    return {
        "type": "object",
        "description": description,
        "properties": properties,
        "required": [name],
        "additionalProperties": False,
    }


def step_definitions() -> dict[str, Any]:
    """Returns the ``$defs`` a step schema needs: a step, a decision step and the ``expect:`` mapping."""
    expect = ExpectSpec.model_json_schema(ref_template="#/$defs/{model}")
    definitions: dict[str, Any] = dict(expect.pop("$defs", {}))
    expect.pop("title", None)
    definitions[EXPECT_DEF] = expect
    decisions: list[dict[str, Any]] = [{"enum": list(BARE_STEPS), "description": "A bare-word step."}]
    for form in STEP_FORMS:
        if form.value_schema is not None:
            value = copy.deepcopy(dict(form.value_schema))
            decisions.append(_one_key(form.name, value, True, f"{form.written}; answers {form.answers}"))
    definitions[DECISION_DEF] = {"anyOf": decisions}
    other = {form.name: form for form in OTHER_FORMS}
    auto_counts: dict[str, Any] = {
        mode: {"type": "integer", "minimum": 1, "maximum": MAX_AUTO_COUNT} for mode in AUTO_MODES
    }
    auto = {
        "anyOf": [
            {"const": "end"},
            {
                "type": "object",
                "properties": {AUTO_PLAYER: {"enum": list(POLICIES)}, **auto_counts},
                "minProperties": 1,
                "maxProperties": 2,
                "additionalProperties": False,
            },
        ]
    }
    definitions[STEP_DEF] = {
        "description": "One step of a match script or card example (docs/match-scripts.md).",
        "anyOf": [
            {"$ref": f"#/$defs/{DECISION_DEF}"},
            _one_key("auto", auto, False, other["auto"].meaning),
            _one_key("expect", {"$ref": f"#/$defs/{EXPECT_DEF}"}, False, other["expect"].meaning),
            _one_key("reject", {"$ref": f"#/$defs/{DECISION_DEF}"}, False, other["reject"].meaning),
        ],
    }
    return definitions


def with_step_schema(schema: dict[str, Any], steps_at: str) -> dict[str, Any]:
    """Returns a schema whose ``$defs`` model ``steps_at`` takes its ``steps`` items from the step schema."""
    result = copy.deepcopy(schema)
    definitions = result.setdefault("$defs", {})
    target = result if steps_at == "" else definitions[steps_at]
    target["properties"]["steps"]["items"] = {"$ref": f"#/$defs/{STEP_DEF}"}
    for name, definition in step_definitions().items():
        definitions.setdefault(name, definition)
    return result


def script_schema() -> dict[str, Any]:
    """Returns the JSON Schema of a match script file (``matches/*.yaml``)."""
    generated = ScriptModel.model_json_schema(mode="validation")
    schema: dict[str, Any] = {
        "$schema": DRAFT,
        "$id": f"{SCHEMA_BASE_URL}{SCRIPT_SCHEMA_NAME}.json",
        "title": f"sfbkit {SCRIPT_SCHEMA_NAME} file",
    }
    schema.update((key, value) for key, value in generated.items() if key != "title")
    return with_step_schema(schema, "")
