"""The Blood Wars library: every validated file of one content tree, cross-checked and indexed by id."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from sfbkit.games.blood_wars.content.battlefield import Battlefield
from sfbkit.games.blood_wars.content.card_places import Card, card_places
from sfbkit.games.blood_wars.content.crosscheck import cross_check
from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.deck_table import DeckTable
from sfbkit.games.blood_wars.content.declaration import FOLDERS
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.kinds import CARD_FILES, kind_of
from sfbkit.games.blood_wars.content.legion import Legion
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.games.blood_wars.content.warlord import Warlord
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem
from sfbkit.kit.report.scoped_report import scoped_report
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.tree.content_layout import folder_files
from sfbkit.kit.tree.layered_files import load_layered_files
from sfbkit.kit.tree.valid_library import valid_library

COUNT_NOUNS = {
    "battlefields": "battlefield",
    "warlords": "warlord",
    "legions": "legion",
    "fates": "fate",
    "decks": "deck",
    "deck_tables": "deck table",
    "rulesets": "ruleset",
}
"""The per-kind counts of a report (plural -> singular), in the order they are shown."""

C = TypeVar("C", bound=Card)
M = TypeVar("M", Deck, DeckTable, Ruleset)


@dataclass(frozen=True)
class BWLibrary:
    """All Blood Wars content of one tree; built only from content that validated with no problems."""

    root: Path
    battlefields: Mapping[str, Battlefield]
    warlords: Mapping[str, Warlord]
    legions: Mapping[str, Legion]
    fates: Mapping[str, Fate]
    decks: Mapping[str, Deck]
    deck_tables: Mapping[str, DeckTable]
    rulesets: Mapping[str, Ruleset]
    content_hash: str
    """SHA-256 over every content file's path and bytes: identifies the content a match ran on."""

    @property
    def cards(self) -> dict[str, Card]:
        """Returns every card of the four kinds by id (ids are unique across them, BW §16)."""
        return {**self.battlefields, **self.warlords, **self.legions, **self.fates}


def content_files(root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
    """Lists the content files of a tree in a stable order: each folder's files by name (kit/tree/content_layout.py)."""
    return folder_files(root, FOLDERS, kind_of, unreadable)


def validate_tree(
    root: Path, paths: Iterable[Path] | None = None, *, display_base: Path | None = None
) -> ValidationReport:
    """Validates every file of the Blood Wars tree at ``root`` and cross-checks them.

    ``paths`` (files or folders) restrict which files' problems are reported;
    the cross-checks still read the whole tree.
    """
    root = Path(root)
    unreadable: list[Problem] = []
    digest = hashlib.sha256()
    files = load_layered_files(root, bundled_root(), content_files, kind_of, digest, display_base, unreadable)
    problems = [*unreadable, *(problem for file in files for problem in file.problems)]
    problems.extend(cross_check(files, root))
    return scoped_report(root, files, files, problems, paths, _counts(files), COUNT_NOUNS, digest.hexdigest())


def load_library(root: Path) -> BWLibrary:
    """Loads, validates and cross-checks the tree at ``root``; raises ContentError listing every problem."""
    return valid_library(root, validate_tree, library_from)


def library_from(report: ValidationReport) -> BWLibrary:
    """Builds the library from a report's files that validated (all of them, for a usable library)."""
    files = report.files
    return BWLibrary(
        root=report.root,
        battlefields=_cards_of(files, Battlefield),
        warlords=_cards_of(files, Warlord),
        legions=_cards_of(files, Legion),
        fates=_cards_of(files, Fate),
        decks=_models_of(files, Deck),
        deck_tables=_models_of(files, DeckTable),
        rulesets=_models_of(files, Ruleset),
        content_hash=report.content_hash,
    )


def _cards_of(files: Iterable[LoadedFile], kind: type[C]) -> dict[str, C]:
    found: dict[str, C] = {}
    for place in card_places(list(files)):
        if isinstance(place.card, kind):
            found.setdefault(place.card.id, place.card)
    return found


def _models_of(files: Iterable[LoadedFile], kind: type[M]) -> dict[str, M]:
    found: dict[str, M] = {}
    for file in files:
        if isinstance(file.model, kind):
            found.setdefault(file.model.id, file.model)
    return found


def _counts(files: Iterable[LoadedFile]) -> dict[str, int]:
    counts = dict.fromkeys(COUNT_NOUNS, 0)
    for file in files:
        model = file.model
        if model is None:
            continue
        if file.kind.name in CARD_FILES:
            counts[file.kind.name] += len(getattr(model, file.kind.name))
        elif isinstance(model, Deck):
            counts["decks"] += 1
        elif isinstance(model, DeckTable):
            counts["deck_tables"] += 1
        elif isinstance(model, Ruleset):
            counts["rulesets"] += 1
    return counts
