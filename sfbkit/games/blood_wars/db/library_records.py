"""Builds the search records of a Blood Wars library."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.battlefield import Battlefield
from sfbkit.games.blood_wars.content.card_places import Card
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.legion import Legion
from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.content.warlord import Warlord
from sfbkit.games.blood_wars.db.card_record import BWCardRecord, CardKind
from sfbkit.games.blood_wars.text.glossary import LANGS
from sfbkit.games.blood_wars.text.rules_text import card_text


def card_records(library: BWLibrary) -> tuple[BWCardRecord, ...]:
    """Returns a record per card: warlords, legions, battlefields, then fates."""
    cards: list[Card] = [*library.warlords.values(), *library.legions.values()]
    cards += [*library.battlefields.values(), *library.fates.values()]
    decks: dict[str, list[str]] = {}
    for deck in library.decks.values():
        for entry in deck.cards:
            held = decks.setdefault(entry.card, [])
            if deck.id not in held:
                held.append(deck.id)
    return tuple(
        _record(position, card, tuple(decks.get(card.id, ()))) for position, card in enumerate(cards)
    )


def _kind(card: Card) -> CardKind:
    if isinstance(card, Warlord):
        return "warlord"
    if isinstance(card, Legion):
        return "legion"
    return "battlefield" if isinstance(card, Battlefield) else "fate"


def _record(position: int, card: Card, decks: tuple[str, ...]) -> BWCardRecord:
    kinds = tuple(dict.fromkeys(ability.kind for ability in card.abilities))
    return BWCardRecord(
        position=position,
        id=card.id,
        name=card.name,
        kind=_kind(card),
        subtype=card.subtype if isinstance(card, Battlefield | Fate) else None,
        item_kind=card.item_kind if isinstance(card, Fate) else None,
        alignment=card.alignment.code if card.alignment is not None else None,
        is_=card.is_ if isinstance(card, Warlord) else None,
        cs=card.combat_strength
        if isinstance(card, Warlord)
        else card.cs
        if isinstance(card, Legion)
        else None,
        vp=card.vp if isinstance(card, Battlefield) else None,
        rr=card.rr,
        unique=card.unique,
        ability_kinds=kinds,
        windows=card.windows if isinstance(card, Fate) else (),
        decks=decks,
        flavour=card.flavour or "",
        texts={lang: tuple(card_text(card, lang)) for lang in LANGS},
    )
