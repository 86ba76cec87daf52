"""The JSON Schema pieces of every game's script steps: one-key steps, ``auto:``, ``expect:`` and their ``$defs``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from sfbkit.kit.scripts.steps import AUTO_PLAYER, MAX_AUTO_COUNT


def one_key(name: str, value: dict[str, Any], description: str | None = None, **more: Any) -> dict[str, Any]:
    """Returns the schema of a step written as a mapping of one key (``more`` are further optional keys)."""
    schema: dict[str, Any] = {"type": "object"}
    if description is not None:
        schema["description"] = description
    schema.update({"properties": {name: value, **more}, "required": [name], "additionalProperties": False})
    return schema


def auto_schema(modes: Sequence[str], players: Sequence[str]) -> dict[str, Any]:
    """Returns the schema of an ``auto:`` value: ``end``, or a count of one of the game's modes and a player."""
    counts = {mode: {"type": "integer", "minimum": 1, "maximum": MAX_AUTO_COUNT} for mode in modes}
    return {
        "anyOf": [
            {"const": "end"},
            {
                "type": "object",
                "properties": {AUTO_PLAYER: {"enum": list(players)}, **counts},
                "minProperties": 1,
                "maxProperties": 2,
                "additionalProperties": False,
            },
        ]
    }


def expect_definitions(spec: type[BaseModel]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Returns the schema of an ``expect:`` mapping and the ``$defs`` it refers to."""
    expect = spec.model_json_schema(ref_template="#/$defs/{model}")
    definitions: dict[str, Any] = dict(expect.pop("$defs", {}))
    return expect, definitions
