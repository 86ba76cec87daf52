"""The field table a game gives the search language: field names, aliases, kinds, flags and sort keys."""

from __future__ import annotations

from typing import Literal, NamedTuple

FieldKind = Literal["text", "number", "flag", "directive"]


class Field(NamedTuple):
    """One searchable field: its canonical name, the aliases a query may use, and its kind."""

    name: str
    kind: FieldKind
    aliases: tuple[str, ...] = ()
    localised: bool = False
    """True when its values depend on the language (rules text)."""
    help: str = ""
    """What the field holds, in plain words (the site's search help)."""


class FieldTable:
    """A game's search fields, the values its ``is:``/``not:`` flags take and the fields ``order:`` sorts by."""

    __slots__ = ("by_name", "directions", "fields", "flags", "orders")

    def __init__(
        self,
        fields: tuple[Field, ...],
        flags: tuple[str, ...],
        orders: tuple[str, ...],
        directions: tuple[str, ...] = ("asc", "desc"),
    ) -> None:
        self.fields = fields
        self.flags = flags
        self.orders = orders
        self.directions = directions
        self.by_name: dict[str, Field] = {
            alias: item for item in fields for alias in (item.name, *item.aliases)
        }
        """Every name and alias -> its field."""
