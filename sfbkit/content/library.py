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
