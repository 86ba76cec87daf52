"""The search fields of Blood Wars: kind, subtype, alignment, IS, CS, VP, RR, unique, ability kind, window, text."""

from __future__ import annotations

from sfbkit.kit.search.fields import Field, FieldTable

FIELDS: tuple[Field, ...] = (
    Field("name", "text", ("n",), help="The card's name."),
    Field("id", "text", help="The card's id."),
    Field("kind", "text", ("k", "type", "t"), help="warlord, legion, battlefield or fate."),
    Field(
        "subtype",
        "text",
        ("sub", "st"),
        help="realm, layer, site, town; acolyte, item, orders, spell, support; an item's kind.",
    ),
    Field(
        "alignment",
        "text",
        ("al", "align"),
        help="The two letters, ethic then morality (LE); al:n finds every neutral component.",
    ),
    Field("is", "number", ("intrigue",), help="Intrigue strength (warlords)."),
    Field("cs", "number", ("combat",), help="Combat strength (warlords, legions)."),
    Field("vp", "number", help="Victory points (battlefields)."),
    Field("rr", "number", help="The random result printed on every card."),
    Field("unique", "text", ("u",), help="yes for a unique card (BW §12), no otherwise."),
    Field("ability", "text", ("ab",), help="An ability kind: intrigue, combat, passive, trigger."),
    Field(
        "timing", "text", ("window", "w"), help="A fate's timing window: action, declared, caucus, battle."
    ),
    Field("deck", "text", ("d",), help="A deck that holds the card."),
    Field("text", "text", ("o", "rules"), localised=True, help="The generated rules text."),
    Field("flavour", "text", ("ft", "flavor"), help="Flavour text."),
    Field("has", "flag", ("flag",), help="has:unique, has:aligned (``is`` is the IS field here)."),
    Field("not", "flag"),
    Field("order", "directive", ("sort",)),
    Field("direction", "directive", ("dir",)),
    Field("lang", "directive"),
)

FLAGS: tuple[str, ...] = ("unique", "aligned")
"""``has:``/``not:`` values: a unique card, a card with an alignment."""

ORDERS: tuple[str, ...] = ("name", "id", "kind", "is", "cs", "vp", "rr")

TABLE = FieldTable(FIELDS, FLAGS, ORDERS)
"""Blood Wars' fields, as the kit's query parser reads them."""
