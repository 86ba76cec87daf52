"""The fields of the search language: their names, aliases and kinds (docs/search.md)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.text.labels import TRAIT_FLAGS
from sfbkit.kit.search.fields import Field, FieldKind, FieldTable

__all__ = ["DIRECTIONS", "FIELDS", "FIELD_BY_NAME", "FLAGS", "ORDERS", "TABLE", "Field", "FieldKind"]

FIELDS: tuple[Field, ...] = (
    Field("name", "text", ("n",), help="card name"),
    Field("id", "text", help="card id"),
    Field("champion", "text", ("c", "champ"), help="champion id or name"),
    Field("role", "text", help="champion role: tank, skirmisher, controller, shooter, support"),
    Field("type", "text", ("t",), help="attack, skill, reaction (the site: also trap, challenge)"),
    Field("core", "text", ("colour", "color"), help="red, yellow, blue"),
    Field(
        "text", "text", ("o", "oracle", "rules"), localised=True, help="rules text, in the search language"
    ),
    Field("keyword", "text", ("kw", "keywords"), help="effects the card uses: push, heal, if, ..."),
    Field("flavour", "text", ("ft", "flavor"), help="flavour text"),
    Field("targeting", "text", ("tg",), help="melee, indirect, direct, area"),
    Field("strength", "number", ("str", "pow", "power"), help="attack strength"),
    Field("move", "number", ("mv",), help="move value (0 when none)"),
    Field("range", "number", ("rng",), help="farthest reach in hexes"),
    Field("hp", "number", help="the champion's basic-side hit points"),
    Field("defence", "number", ("def", "defense"), help="a reaction's defence bonus"),
    Field("is", "flag", help="the card has the flag"),
    Field("not", "flag", help="the card lacks the flag"),
    Field("order", "directive", ("sort",), help="sort by a field"),
    Field("direction", "directive", ("dir",), help="asc (default) or desc"),
    Field("lang", "directive", help="the language text: searches"),
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
    *TRAIT_FLAGS,
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
