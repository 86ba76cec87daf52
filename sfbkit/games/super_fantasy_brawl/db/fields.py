"""The fields of the search language: their names, aliases and kinds (docs/search.md)."""

from __future__ import annotations

from sfbkit.kit.search.fields import Field, FieldKind, FieldTable

__all__ = ["DIRECTIONS", "FIELDS", "FIELD_BY_NAME", "FLAGS", "ORDERS", "TABLE", "Field", "FieldKind"]

FIELDS: tuple[Field, ...] = (
    Field("name", "text", ("n",)),
    Field("id", "text"),
    Field("champion", "text", ("c", "champ")),
    Field("role", "text"),
    Field("type", "text", ("t",)),
    Field("core", "text", ("colour", "color")),
    Field("text", "text", ("o", "oracle", "rules"), localised=True),
    Field("keyword", "text", ("kw", "keywords")),
    Field("flavour", "text", ("ft", "flavor")),
    Field("targeting", "text", ("tg",)),
    Field("strength", "number", ("str", "pow", "power")),
    Field("move", "number", ("mv",)),
    Field("range", "number", ("rng",)),
    Field("hp", "number"),
    Field("defence", "number", ("def", "defense")),
    Field("is", "flag"),
    Field("not", "flag"),
    Field("order", "directive", ("sort",)),
    Field("direction", "directive", ("dir",)),
    Field("lang", "directive"),
)

FIELD_BY_NAME: dict[str, Field] = {alias: field for field in FIELDS for alias in (field.name, *field.aliases)}
"""Every name and alias -> its field."""

FLAGS: tuple[str, ...] = (
    "attack",
    "skill",
    "reaction",
    "melee",
    "ranged",
    "direct",
    "indirect",
    "area",
    "mover",
    "levelled",
    "bloodied",
    "conditional",
    "choice",
    "onhit",
    "displace",
    "ally",
)
"""The values ``is:`` and ``not:`` accept (see sfbkit.games.super_fantasy_brawl.db.record for their meaning)."""

ORDERS: tuple[str, ...] = (
    "name",
    "id",
    "champion",
    "type",
    "core",
    "strength",
    "move",
    "range",
    "hp",
    "defence",
)
"""The fields ``order:`` accepts (by canonical name; aliases resolve first)."""

DIRECTIONS: tuple[str, ...] = ("asc", "desc")

TABLE = FieldTable(FIELDS, FLAGS, ORDERS, DIRECTIONS)
"""Super Fantasy Brawl's fields, as the kit's query parser reads them."""
