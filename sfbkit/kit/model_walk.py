"""Finds string values of chosen fields anywhere inside a validated content model, with their paths."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from pydantic import BaseModel

Path = tuple[str | int, ...]


@cache
def _fields(model: type[BaseModel]) -> tuple[tuple[str, str], ...]:
    """Returns each field's attribute name and the key it is written as."""
    return tuple((name, info.alias or name) for name, info in model.model_fields.items())


def named_strings(value: Any, path: Path, names: frozenset[str]) -> Iterator[tuple[Path, str, str]]:
    """Yields (path, field name, value) for every string held by a field called one of ``names``."""
    if isinstance(value, BaseModel):
        for name, key in _fields(type(value)):
            field_value = getattr(value, name)
            if isinstance(field_value, str):
                if name in names:
                    yield (*path, key), name, field_value
            elif isinstance(field_value, BaseModel | list | tuple):
                yield from named_strings(field_value, (*path, key), names)
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            if isinstance(item, BaseModel | list | tuple):
                yield from named_strings(item, (*path, index), names)
