"""A card record's fields as plain JSON data, in the record's own field order."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


def record_json(fields: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """Returns a record's fields as JSON data: ``position`` left out, sets sorted, tuples as lists, ``texts`` as ``text``.

    A name's trailing underscore, which only spares a Python keyword, is dropped: ``is_`` is written ``is``.
    """
    data: dict[str, Any] = {}
    for name, value in fields:
        key = name.removesuffix("_")
        if name == "texts":
            data["text"] = {lang: list(lines) for lang, lines in value.items()}
        elif isinstance(value, frozenset):
            data[key] = sorted(value)
        elif isinstance(value, tuple):
            data[key] = list(value)
        elif name != "position":
            data[key] = value
    return data


def dataclass_record_json(record: DataclassInstance) -> dict[str, Any]:
    """Returns a dataclass record's fields as JSON data, as ``record_json`` writes them."""
    import dataclasses

    return record_json((field.name, getattr(record, field.name)) for field in dataclasses.fields(record))
