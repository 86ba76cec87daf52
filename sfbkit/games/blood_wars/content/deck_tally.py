"""A deck's counts and sums by the rows of its deck table (BW §4)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from sfbkit.games.blood_wars.content.battlefield import Battlefield
from sfbkit.games.blood_wars.content.card_places import Card
from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.legion import Legion
from sfbkit.games.blood_wars.content.warlord import Warlord

SUBTYPE_ROWS = {"realm": "realm", "layer": "layer", "site": "site_town", "town": "site_town"}
"""The battlefield subtype rows; sites and towns share one (BW §4)."""


@dataclass(frozen=True)
class DeckTally:
    """What a deck holds, counted the way its table's rows read it."""

    size: int
    """Every card, copies included (unknown ids too)."""
    rows: Mapping[str, int]
    """Each row of BW §4 (``warlords``, ``is_cap``, ...) and its count or sum over the known cards."""
    copies: Mapping[str, int]
    """Each card id and its copies, over every entry that names it."""
    unknown: frozenset[str]
    """The ids the tree has no card for."""


def tally(deck: Deck, cards: Mapping[str, Card], *, cs_cap_counts_warlords: bool = False) -> DeckTally:
    """Returns the deck's counts; ``cs_cap_counts_warlords`` adds warlords' CS to ``cs_cap`` (BW §4 variant)."""
    rows: Counter[str] = Counter()
    copies: Counter[str] = Counter()
    for entry in deck.cards:
        copies[entry.card] += entry.count
        card = cards.get(entry.card)
        if card is not None:
            _add(rows, card, entry.count, cs_cap_counts_warlords)
    unknown = frozenset(card for card in copies if card not in cards)
    return DeckTally(deck.size, dict(rows), dict(copies), unknown)


def _add(rows: Counter[str], card: Card, count: int, cs_cap_counts_warlords: bool) -> None:
    if isinstance(card, Warlord):
        rows["warlords"] += count
        rows["is_cap"] += card.is_ * count
        if cs_cap_counts_warlords:
            rows["cs_cap"] += card.combat_strength * count
    elif isinstance(card, Legion):
        rows["legions"] += count
        rows["cs_cap"] += card.cs * count
    elif isinstance(card, Battlefield):
        rows["battlefields"] += count
        rows["vp_cap"] += card.vp * count
        if card.subtype is not None:
            rows[SUBTYPE_ROWS[card.subtype]] += count
    elif isinstance(card, Fate):
        rows["fates"] += count
        rows[card.subtype] += count
        if card.item_kind is not None:
            rows[card.item_kind] += count
