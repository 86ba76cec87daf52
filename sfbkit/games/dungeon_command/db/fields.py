"""The search fields of Dungeon Command: what a player asks of a creature, an order or a commander."""

from __future__ import annotations

from sfbkit.kit.search.fields import Field, FieldTable

FIELDS: tuple[Field, ...] = (
    Field("name", "text", ("n",)),
    Field("id", "text"),
    Field("kind", "text", ("k", "type", "t")),
    Field("level", "number", ("lv", "lvl")),
    Field("ability", "text", ("ab",)),
    Field("action", "text", ("act",)),
    Field("keyword", "text", ("kw", "keywords")),
    Field("operation", "text", ("op",)),
    Field("attack", "text", ("atk",)),
    Field("damage", "number", ("dmg",)),
    Field("hp", "number"),
    Field("speed", "number", ("spd", "mv")),
    Field("morale", "number"),
    Field("leadership", "number", ("lead",)),
    Field("warband", "text", ("w", "wb")),
    Field("text", "text", ("o", "rules"), localised=True),
    Field("flavour", "text", ("ft", "flavor")),
    Field("is", "flag"),
    Field("not", "flag"),
    Field("order", "directive", ("sort",)),
    Field("direction", "directive", ("dir",)),
    Field("lang", "directive"),
)

FLAGS: tuple[str, ...] = ("melee", "ranged", "powered", "triggered")
"""``is:``/``not:`` values: has a melee or ranged attack, has powers or an effect, is an Immediate order."""

ORDERS: tuple[str, ...] = (
    "name",
    "id",
    "kind",
    "level",
    "damage",
    "hp",
    "speed",
    "morale",
    "leadership",
)

TABLE = FieldTable(FIELDS, FLAGS, ORDERS)
"""Dungeon Command's fields, as the kit's query parser reads them."""
