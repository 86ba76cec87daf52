"""Looking up a champion or card by id, with a helpful error when the id is unknown."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.kit import errors
from sfbkit.kit.errors import UnknownIdError

__all__ = ["UnknownIdError", "find_item", "unknown_id"]


def unknown_id(wanted: str, known: list[str], what: str = "champion or card") -> UnknownIdError:
    """Returns the usage error for an unknown champion or card id, suggesting the closest known ids."""
    return errors.unknown_id(wanted, known, what)


def find_item(library: Library, item_id: str) -> Champion | ActionCard:
    """Returns the champion or card with ``item_id``; raises UnknownIdError otherwise."""
    if item_id in library.champions:
        return library.champions[item_id]
    if item_id in library.cards:
        return library.cards[item_id]
    raise unknown_id(item_id, [*library.champions, *library.cards])
