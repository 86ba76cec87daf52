"""What the cache stores of a Super Fantasy Brawl library: each champion, card, challenge, arena and ruleset pickled on its own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.kit.cache.pickled_mapping import PickledMapping


def library_entry(library: Library) -> dict[str, Any]:
    """Returns what the cache stores of a library: plain fields, and each model pickled on its own."""
    return {
        "champions": PickledMapping.of(library.champions),
        "cards": PickledMapping.of(library.cards),
        "card_owner": dict(library.card_owner),
        "decks": dict(library.decks),
        "traps": tuple(library.traps),
        "challenges": PickledMapping.of(library.challenges),
        "arenas": PickledMapping.of(library.arenas),
        "rulesets": PickledMapping.of(library.rulesets),
        "content_hash": library.content_hash,
    }


def library_of_entry(root: Path, entry: object) -> Library | None:
    """Returns the library a verified cache entry holds, or None when the entry has another shape."""
    if not isinstance(entry, dict):
        return None
    try:
        return Library(
            root=root,
            champions=_pickled(entry["champions"]),
            cards=_pickled(entry["cards"]),
            card_owner=entry["card_owner"],
            decks=entry["decks"],
            traps=entry["traps"],
            challenges=_pickled(entry["challenges"]),
            arenas=_pickled(entry["arenas"]),
            rulesets=_pickled(entry["rulesets"]),
            content_hash=entry["content_hash"],
        )
    except (KeyError, TypeError):
        return None


def _pickled(value: object) -> PickledMapping[Any]:
    """Returns ``value`` when an entry holds a PickledMapping there; TypeError otherwise."""
    if not isinstance(value, PickledMapping):
        raise TypeError("the entry holds no pickled mapping")
    return value
