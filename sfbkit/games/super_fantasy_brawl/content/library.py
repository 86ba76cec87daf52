"""The Library: every validated content file of one content tree, cross-checked and indexed by id."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.card import ActionCard, Deck
from sfbkit.games.super_fantasy_brawl.content.challenge import Challenge, ChallengeDeck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.content.trap import TrapKind, TrapSupply
from sfbkit.kit.problems import InvalidContentError, Problem

if TYPE_CHECKING:
    from sfbkit.kit.report.validation_report import ValidationReport


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
    compiled: dict[str, object] = field(init=False, default_factory=dict, repr=False, compare=False)
    """What the engine compiled from this object (rules, boards): lives and dies with it."""


def load_library(root: Path) -> Library:
    """Loads, validates and cross-checks the content tree at ``root``; raises ContentError listing every problem."""
    from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
    from sfbkit.kit.tree.valid_library import valid_library

    return valid_library(root, validate_tree, library_from)


def usable_library(root: Path) -> tuple[Library, tuple[Problem, ...]]:
    """Returns the library of every file that validates and the first problem of each file left out.

    A file whose problem only shows with others (a deck whose champion was left out) is left out in
    turn; InvalidContentError when a problem belongs to no file (a missing trap supply).
    """
    from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree

    root = Path(root)
    left_out: dict[str, Problem] = {}
    while True:
        report = validate_tree(root, leave_out=frozenset(left_out))
        if not report.problems:
            return library_from(report), tuple(left_out.values())
        shown = {file.display for file in report.files}
        for problem in report.problems:
            if problem.file not in shown:
                raise InvalidContentError(root, report.problems)
            left_out.setdefault(problem.file, problem)


def library_from(report: ValidationReport) -> Library:
    """Builds the Library from a report whose files all validated."""
    champions: dict[str, Champion] = {}
    cards: dict[str, ActionCard] = {}
    owner: dict[str, str] = {}
    decks: dict[str, tuple[str, ...]] = {}
    traps: tuple[TrapKind, ...] = ()
    challenges: dict[str, Challenge] = {}
    arenas: dict[str, Arena] = {}
    rulesets: dict[str, Ruleset] = {}
    for file in report.files:
        model = file.model
        if isinstance(model, Champion):
            champions[model.id] = model
        elif isinstance(model, Deck):
            decks[model.champion] = tuple(card.id for card in model.cards)
            for card in model.cards:
                cards[card.id] = card
                owner[card.id] = model.champion
        elif isinstance(model, TrapSupply):
            traps = tuple(model.tokens)
        elif isinstance(model, ChallengeDeck):
            for challenge in model.challenges:
                challenges[challenge.id] = challenge
        elif isinstance(model, Arena):
            arenas[model.id] = model
        elif isinstance(model, Ruleset):
            rulesets[model.id] = model
    return Library(
        root=report.root,
        champions=champions,
        cards=cards,
        card_owner=owner,
        decks=decks,
        traps=traps,
        challenges=challenges,
        arenas=arenas,
        rulesets=rulesets,
        content_hash=report.content_hash,
    )
