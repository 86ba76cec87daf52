"""The JSON Schema of a JSON export: the game's envelope, its record properties and a text per language."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest

from sfbkit.kit.catalogue.records_export_schema import nullable, records_export_schema

SCHEMA = records_export_schema(
    "g", ("id", "cost"), {"id": {"type": "string"}, "cost": nullable("integer")}, ("en", "fr")
)
HASH = "0" * 64


def _export(**card: Any) -> dict[str, Any]:
    return {"game": "g", "content_hash": HASH, "cards": [card]}


def test_a_record_with_every_column_and_language_fits() -> None:
    jsonschema.validate(_export(id="a", cost=None, text={"en": ["x"], "fr": []}), SCHEMA)


@pytest.mark.parametrize(
    "export",
    [
        _export(id="a", cost=1, text={"en": ["x"]}),
        _export(id="a", text={"en": [], "fr": []}),
        _export(id="a", cost="1", text={"en": [], "fr": []}),
        _export(id="a", cost=1, extra=1, text={"en": [], "fr": []}),
        {"game": "other", "content_hash": HASH, "cards": []},
    ],
)
def test_a_missing_language_or_column_a_wrong_type_or_another_game_is_rejected(
    export: dict[str, Any],
) -> None:
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(export, SCHEMA)
