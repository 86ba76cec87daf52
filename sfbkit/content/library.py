"""The Library: every validated content file of one content tree, cross-checked and indexed by id."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from sfbkit.content.arena import Arena
from sfbkit.content.card import ActionCard
from sfbkit.content.challenge import Challenge
from sfbkit.content.champion import Champion
from sfbkit.content.ruleset import Ruleset
from sfbkit.content.trap import TrapKind


@dataclass(frozen=True)
class Library:
    """All content of one tree; built only from content that validated with no problems."""

    root: Path
    champions: Mapping[str, Champion]
    cards: Mapping[str, ActionCard]
    card_owner: Mapping[str, str]
    """Card id -> champion id."""
    decks: Mapping[str, tuple[str, ...]]
    """Champion id -> its card ids, in file order."""
    traps: tuple[TrapKind, ...]
    challenges: Mapping[str, Challenge]
    arenas: Mapping[str, Arena]
    rulesets: Mapping[str, Ruleset]
    content_hash: str
    """SHA-256 over every content file's path and bytes: identifies the content a match ran on."""


def load_library(root: Path) -> Library:
    """Loads and validates the content tree at ``root``; raises ContentError listing every problem.

    Provisional implementation without located errors or cross-checks; the
    loader replaces it.
    """
    import hashlib

    import yaml

    from sfbkit.content.card import Deck
    from sfbkit.content.challenge import ChallengeDeck
    from sfbkit.content.kinds import ARENA, CHALLENGES, CHAMPION, DECK, RULESET, TRAPS, kind_of
    from sfbkit.content.paths import CONTENT_DIRS
    from sfbkit.content.trap import TrapSupply

    champions: dict[str, Champion] = {}
    cards: dict[str, ActionCard] = {}
    owner: dict[str, str] = {}
    decks: dict[str, tuple[str, ...]] = {}
    traps: tuple[TrapKind, ...] = ()
    challenges: dict[str, Challenge] = {}
    arenas: dict[str, Arena] = {}
    rulesets: dict[str, Ruleset] = {}
    digest = hashlib.sha256()
    for folder in CONTENT_DIRS:
        for path in sorted((root / folder).glob("*.y*ml")):
            kind = kind_of(path)
            if kind is None:
                continue
            raw = path.read_bytes()
            digest.update(f"{folder}/{path.name}\0".encode())
            digest.update(raw)
            data = yaml.safe_load(raw)
            if kind is CHAMPION:
                champion = Champion.model_validate(data)
                champions[champion.id] = champion
            elif kind is DECK:
                deck = Deck.model_validate(data)
                decks[deck.champion] = tuple(card.id for card in deck.cards)
                for card in deck.cards:
                    cards[card.id] = card
                    owner[card.id] = deck.champion
            elif kind is TRAPS:
                traps = tuple(TrapSupply.model_validate(data).tokens)
            elif kind is CHALLENGES:
                for challenge in ChallengeDeck.model_validate(data).challenges:
                    challenges[challenge.id] = challenge
            elif kind is ARENA:
                arena = Arena.model_validate(data)
                arenas[arena.id] = arena
            elif kind is RULESET:
                ruleset = Ruleset.model_validate(data)
                rulesets[ruleset.id] = ruleset
    return Library(
        root=root,
        champions=champions,
        cards=cards,
        card_owner=owner,
        decks=decks,
        traps=traps,
        challenges=challenges,
        arenas=arenas,
        rulesets=rulesets,
        content_hash=digest.hexdigest(),
    )
