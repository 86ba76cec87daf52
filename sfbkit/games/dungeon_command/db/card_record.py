"""A Dungeon Command card as search sees it: plain facts and generated text, so a cached index needs no model."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.catalogue.record_json import dataclass_record_json

CardKind = Literal["creature", "order", "commander"]


_TEXT_FIELDS = {
    "ability": "abilities",
    "keyword": "keywords",
    "operation": "operations",
    "attack": "attack_kinds",
    "warband": "warbands",
}
"""Search fields named otherwise on the record."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DCCardRecord:
    """A card's searchable facts: kind, level, abilities, action type, keywords, damage, HP, speed and rules text."""

    position: int
    """Its place in library order: commanders, creatures, then orders, each by id."""
    id: str
    name: str
    kind: CardKind
    level: int | None = None
    """Creatures and orders."""
    abilities: tuple[str, ...] = ()
    """A creature's abilities; an order's one ability (or ``any``); none for a commander."""
    action: str | None = None
    """An order's action type (standard, minor, immediate)."""
    keywords: frozenset[str] = frozenset()
    """A creature's keywords; an order's Requires and Affinity keywords."""
    operations: frozenset[str]
    """The effect operations the card's effects and powers use (``shift``, ``push``, ...)."""
    attack_kinds: frozenset[str] = frozenset()
    """``melee`` and/or ``ranged``: a creature's basic attacks, the attacks in an order's effect."""
    damage: int | None = None
    """The most damage one attack of the card deals (basic attacks and attack steps)."""
    hp: int | None = None
    speed: int | None = None
    morale: int | None = None
    leadership: int | None = None
    warbands: tuple[str, ...]
    """The warbands holding (or, for a commander, led by) the card."""
    flavour: str
    texts: Mapping[str, tuple[str, ...]]
    """Language -> the generated rules text, one line per paragraph."""

    def text(self, lang: str) -> str:
        """Returns the rules text in ``lang`` as one string, lines joined by newlines."""
        return "\n".join(self.texts[lang])

    def values(self, field: str, lang: str) -> tuple[str, ...]:
        """Returns the values a text search field has on the card."""
        if field == "text":
            return (self.text(lang),)
        if field == "flavour":
            return (self.flavour,) if self.flavour else ()
        value = getattr(self, _TEXT_FIELDS.get(field, field))
        if value is None:
            return ()
        return (
            (value,)
            if isinstance(value, str)
            else tuple(sorted(value) if isinstance(value, frozenset) else value)
        )

    def number(self, field: str) -> int | None:
        """Returns a number search field's value (level, damage, hp, speed, morale, leadership)."""
        value: int | None = getattr(self, field)
        return value

    def has_flag(self, flag: str) -> bool:
        """Tells whether an ``is:`` flag holds: melee, ranged, powered or triggered (an Immediate order)."""
        if flag in ("melee", "ranged"):
            return flag in self.attack_kinds
        if flag == "powered":
            return bool(self.operations)
        return self.action == "immediate"

    def as_json(self) -> dict[str, Any]:
        """Returns the record as plain JSON data."""
        return dataclass_record_json(self)
