"""The model an ``expect:`` mapping of a match script is validated against, built from a game's expectation keys."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, Field, create_model

from sfbkit.kit.content.model_base import Model


def expect_model(
    name: str, doc: str, keys: Iterable[tuple[str, Any, str]], *, null_skips: bool
) -> type[BaseModel]:
    """Returns a model with one field per key, given as (name, value type, one-line meaning); a key left out is None.

    ``null_skips``: a key written as ``null`` is accepted and checks nothing; else it is an error.
    """
    fields: dict[str, Any] = {
        key: (value | None if null_skips else value, Field(default=None, description=meaning))
        for key, value, meaning in keys
    }
    return create_model(name, __base__=Model, __doc__=doc, **fields)
