"""Looking up a champion or card by id, with a helpful error when the id is unknown."""

from __future__ import annotations

import difflib

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.kit.errors import SfbkitError


class UnknownIdError(SfbkitError, LookupError):
    """No champion or card has the id asked for."""

    def __str__(self) -> str:
        return str(self.args[0])


def unknown_id(wanted: str, known: list[str], what: str = "champion or card") -> UnknownIdError:
    """Returns the error for an unknown id, suggesting the closest known ids."""
    close = difflib.get_close_matches(wanted, known, n=3, cutoff=0.6)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    return UnknownIdError(f"no {what} with id '{wanted}'{hint}")


def find_item(library: Library, item_id: str) -> Champion | ActionCard:
    """Returns the champion or card with ``item_id``; raises UnknownIdError otherwise."""
    if item_id in library.champions:
        return library.champions[item_id]
    if item_id in library.cards:
        return library.cards[item_id]
    raise unknown_id(item_id, [*library.champions, *library.cards])
