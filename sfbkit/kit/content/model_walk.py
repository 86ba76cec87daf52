"""Finds string values of chosen fields anywhere inside a validated content model, with their paths."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import BaseModel

from sfbkit.kit.content.keyed_kinds import is_kinds_root

Path = tuple[str | int, ...]


@cache
def _fields(model: type[BaseModel], names: frozenset[str]) -> tuple[tuple[str, str, bool], ...]:
    """Returns (name, key, named) of each field in ``names`` or that may hold a model with one."""
    return tuple(
        (name, info.alias or name, name in names)
        for name, info in model.model_fields.items()
        if name in names or _may_hold(info.annotation, names, frozenset())
    )


def _may_hold(annotation: Any, names: frozenset[str], seen: frozenset[type]) -> bool:
    """True when a value of the type may hold a model with a field in ``names`` (an unknown type may)."""
    if is_kinds_root(annotation):
        return any(_may_hold(kind, names, seen) for kind in annotation.keyed_kinds.kinds.values())
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation in seen:
            return False
        inner = seen | {annotation}
        return any(
            name in names or _may_hold(info.annotation, names, inner)
            for name, info in annotation.model_fields.items()
        )
    origin = get_origin(annotation)
    if origin is Literal:
        return False
    if origin is Annotated:
        return _may_hold(get_args(annotation)[0], names, seen)
    if origin is not None:
        return any(_may_hold(argument, names, seen) for argument in get_args(annotation))
    if annotation is Ellipsis:
        return False
    return not isinstance(annotation, type)


def named_strings(value: Any, path: Path, names: frozenset[str]) -> Iterator[tuple[Path, str, str]]:
    """Yields (path, field name, value) for every string held by a field called one of ``names``."""
    if isinstance(value, BaseModel):
        for name, key, named in _fields(type(value), names):
            field_value = getattr(value, name)
            if isinstance(field_value, str):
                if named:
                    yield (*path, key), name, field_value
            elif isinstance(field_value, BaseModel | list | tuple):
                yield from named_strings(field_value, (*path, key), names)
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            if isinstance(item, BaseModel | list | tuple):
                yield from named_strings(item, (*path, index), names)
