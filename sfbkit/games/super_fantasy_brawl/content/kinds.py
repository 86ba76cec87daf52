"""The kinds of content file, which model each is validated against, and how a path maps to a kind."""

from __future__ import annotations

from pathlib import PurePath

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.card import Deck
from sfbkit.games.super_fantasy_brawl.content.challenge import ChallengeDeck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.content.trap import TrapSupply
from sfbkit.kit.content.file_kind import FileKind

CHAMPION = FileKind("champion", Champion, "id")
DECK = FileKind("deck", Deck, "champion")
TRAPS = FileKind("traps", TrapSupply, None)
CHALLENGES = FileKind("challenges", ChallengeDeck, None)
ARENA = FileKind("arena", Arena, "id")
RULESET = FileKind("ruleset", Ruleset, "id")

ALL_KINDS = (CHAMPION, DECK, TRAPS, CHALLENGES, ARENA, RULESET)

SPECIAL_CARD_FILES = {"traps": TRAPS, "challenges": CHALLENGES}
"""Files in ``cards/`` that are not decks, by stem."""


def kind_of(path: PurePath) -> FileKind | None:
    """Returns the kind of a content file from its folder and name, or None if it is not content."""
    if path.suffix not in (".yaml", ".yml"):
        return None
    folder = path.parent.name
    if folder == "champions":
        return CHAMPION
    if folder == "cards":
        return SPECIAL_CARD_FILES.get(path.stem, DECK)
    if folder == "arenas":
        return ARENA
    if folder == "rulesets":
        return RULESET
    return None
