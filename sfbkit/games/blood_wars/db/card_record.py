"""A Blood Wars card as search sees it: plain facts and generated text, so a cached index needs no model."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.catalogue.record_json import dataclass_record_json

CardKind = Literal["warlord", "legion", "battlefield", "fate"]


@dataclass(frozen=True, slots=True)
class BWCardRecord:
    """A card's searchable facts: kind, subtype, alignment, IS, CS, VP, RR, uniqueness, abilities, windows, text."""

    position: int
    """Its place in library order: warlords, legions, battlefields, then fates, each in file order."""
    id: str
    name: str
    kind: CardKind
    subtype: str | None
    """A battlefield's or a fate's subtype (an item's kind follows as ``item_kind``)."""
    item_kind: str | None
    alignment: str | None
    """The two-letter alignment (``LE``), None for an unaligned fate."""
    is_: int | None
    cs: int | None
    vp: int | None
    rr: int
    unique: bool
    ability_kinds: tuple[str, ...]
    """The kinds of its abilities (intrigue, combat, passive, trigger), each once, in card order."""
    windows: tuple[str, ...]
    """A fate's timing windows, ``any`` spelled out; none for other cards."""
    decks: tuple[str, ...]
    """The decks of the tree that hold the card."""
    flavour: str
    texts: Mapping[str, tuple[str, ...]]
    """Language -> the generated rules text, one line per ability."""

    def text(self, lang: str) -> str:
        """Returns the rules text in ``lang`` as one string, lines joined by newlines."""
        return "\n".join(self.texts[lang])

    def as_json(self) -> dict[str, Any]:
        """Returns the record as plain JSON data."""
        return dataclass_record_json(self)
