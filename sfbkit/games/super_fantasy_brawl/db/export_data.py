"""The exported view of a library: champions with both sides and localised ability text, and card records."""

from __future__ import annotations

from typing import Any

from sfbkit.games.super_fantasy_brawl.content.abilities import PassiveAbility
from sfbkit.games.super_fantasy_brawl.content.champion import Champion, ChampionSide
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.db.record import CardRecord

EXPORT_FORMAT = "sfbkit-cards"
EXPORT_VERSION = 1


def side_data(side: ChampionSide, langs: tuple[str, ...]) -> dict[str, Any]:
    """Returns one champion side as JSON data, its abilities' text in every language."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import ability_text

    return {
        "hp": side.hp,
        "defence": side.defence,
        "movement_bonus": side.movement_bonus,
        "abilities": [
            {
                "name": ability.name,
                "kind": "passive" if isinstance(ability, PassiveAbility) else "trigger",
                "trigger": None if isinstance(ability, PassiveAbility) else ability.trigger,
                "text": {lang: ability_text(ability, lang) for lang in langs},
                "flavour": ability.flavour,
            }
            for ability in side.abilities
        ],
    }


def champion_data(champion: Champion, library: Library, langs: tuple[str, ...]) -> dict[str, Any]:
    """Returns a champion as JSON data: identity, both sides and its card ids."""
    return {
        "id": champion.id,
        "name": champion.name,
        "title": champion.title,
        "role": champion.role,
        "lore": champion.lore,
        "sides": {
            "basic": side_data(champion.basic, langs),
            "levelled": side_data(champion.levelled, langs),
        },
        "cards": list(library.decks.get(champion.id, ())),
    }


def trap_data(library: Library, langs: tuple[str, ...]) -> list[dict[str, Any]]:
    """Returns the trap supply as JSON data, each kind's rules text in every language."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import trap_text

    return [
        {
            "id": trap.id,
            "name": trap.name,
            "effect": trap.effect,
            "amount": trap.amount,
            "count": trap.count,
            "text": {lang: trap_text(trap, lang) for lang in langs},
        }
        for trap in library.traps
    ]


def challenge_data(library: Library, langs: tuple[str, ...]) -> list[dict[str, Any]]:
    """Returns the challenge deck as JSON data, each condition's text in every language."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import challenge_text

    return [
        {
            "id": challenge.id,
            "name": challenge.name,
            "flavour": challenge.flavour,
            "text": {lang: challenge_text(challenge, lang) for lang in langs},
        }
        for challenge in library.challenges.values()
    ]


def export_data(library: Library, records: tuple[CardRecord, ...], langs: tuple[str, ...]) -> dict[str, Any]:
    """Returns the whole export document (validated by export.schema.json)."""
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "content_hash": library.content_hash,
        "langs": list(langs),
        "champions": [
            champion_data(library.champions[champion_id], library, langs)
            for champion_id in sorted(library.champions)
        ],
        "cards": [record.as_json() for record in records],
        "traps": trap_data(library, langs),
        "challenges": challenge_data(library, langs),
    }
