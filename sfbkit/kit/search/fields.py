"""The field table a game gives the search language: field names, aliases, kinds, flags and sort keys."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

FieldKind = Literal["text", "number", "flag", "directive"]


@dataclass(frozen=True, slots=True)
class Field:
    """One searchable field: its canonical name, the aliases a query may use, and its kind."""

    name: str
    kind: FieldKind
    aliases: tuple[str, ...] = ()
    localised: bool = False
    """True when its values depend on the language (rules text)."""
    help: str = ""
    """What the field holds, in plain words (the site's search help)."""


@dataclass(frozen=True)
class FieldTable:
    """A game's search fields, the values its ``is:``/``not:`` flags take and the fields ``order:`` sorts by."""

    fields: tuple[Field, ...]
    flags: tuple[str, ...]
    orders: tuple[str, ...]
    directions: tuple[str, ...] = ("asc", "desc")
    by_name: dict[str, Field] = field(init=False, repr=False, compare=False)
    """Every name and alias -> its field."""

    def __post_init__(self) -> None:
        names = {alias: item for item in self.fields for alias in (item.name, *item.aliases)}
        object.__setattr__(self, "by_name", names)
