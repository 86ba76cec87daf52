"""A kind of content file: the name its schema goes by and the model its files are validated against."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from pydantic import BaseModel


class FileKind(NamedTuple):
    """A kind of content file: its name (also its schema's name) and model."""

    name: str
    model: type[BaseModel]
    named_after_id: str | None
    """The field the file name must match (``champion`` for decks), or None."""
