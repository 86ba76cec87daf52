"""A card record's fields as plain JSON data, in the record's own field order."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def record_json(fields: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """Returns a record's fields as JSON data: ``position`` left out, sets sorted, tuples as lists, ``texts`` as ``text``."""
    data: dict[str, Any] = {}
    for name, value in fields:
        if name == "texts":
            data["text"] = {lang: list(lines) for lang, lines in value.items()}
        elif isinstance(value, frozenset):
            data[name] = sorted(value)
        elif isinstance(value, tuple):
            data[name] = list(value)
        elif name != "position":
            data[name] = value
    return data
