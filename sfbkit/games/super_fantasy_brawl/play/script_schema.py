"""The JSON Schema of match scripts and of their steps, built from the step-form and expectation registries."""

from __future__ import annotations

import copy
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.match_script import ScriptModel
from sfbkit.games.super_fantasy_brawl.play.expectations import ExpectSpec
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES
from sfbkit.games.super_fantasy_brawl.play.script_steps import AUTO_MODES
from sfbkit.games.super_fantasy_brawl.play.step_forms import BARE_STEPS, OTHER_FORMS, STEP_FORMS
from sfbkit.kit.content.schema_export import DRAFT, SCHEMA_BASE_URL
from sfbkit.kit.scripts.step_schema import auto_schema, expect_definitions, one_key

STEP_DEF = "ScriptStep"
DECISION_DEF = "ScriptDecisionStep"
EXPECT_DEF = "ExpectSpec"
SCRIPT_SCHEMA_NAME = "match-script"

_PLAYER = {"type": "integer", "minimum": 0, "maximum": 3, "description": "The seat that answers."}


def step_definitions() -> dict[str, Any]:
    """Returns the ``$defs`` a step schema needs: a step, a decision step and the ``expect:`` mapping."""
    expect, definitions = expect_definitions(ExpectSpec)
    expect.pop("title", None)
    definitions[EXPECT_DEF] = expect
    decisions: list[dict[str, Any]] = [{"enum": list(BARE_STEPS), "description": "A bare-word step."}]
    for form in STEP_FORMS:
        if form.value_schema is not None:
            value = copy.deepcopy(dict(form.value_schema))
            decisions.append(
                one_key(form.name, value, f"{form.written}; answers {form.answers}", player=_PLAYER)
            )
    definitions[DECISION_DEF] = {"anyOf": decisions}
    other = {form.name: form for form in OTHER_FORMS}
    definitions[STEP_DEF] = {
        "description": "One step of a match script or card example (docs/match-scripts.md).",
        "anyOf": [
            {"$ref": f"#/$defs/{DECISION_DEF}"},
            one_key("auto", auto_schema(AUTO_MODES, POLICIES), other["auto"].meaning),
            one_key("expect", {"$ref": f"#/$defs/{EXPECT_DEF}"}, other["expect"].meaning),
            one_key("reject", {"$ref": f"#/$defs/{DECISION_DEF}"}, other["reject"].meaning),
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
